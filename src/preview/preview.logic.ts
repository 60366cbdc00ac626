/**
 * Pure helpers of the staff preview view: which notice a status shows (spec footer §4 "Status
 * messages are info or error", §8 preview messages) and which tests the Name select offers.
 */
import type { MessageKey } from '../../i18n/types';
import type { AbTest } from '../core/schemas/preview';
import type { AbTestsStatus, ApplyStatus } from '../../stores/preview/preview.reducer';

export interface PreviewNotice {
  readonly state: 'info' | 'error';
  readonly message: MessageKey;
}

/** spec footer §8: 'Loading tests...', 'No active tests for this date.', 'Active tests found.', 'Failed to fetch AB tests.'. */
export function getAbTestsNotice(status: AbTestsStatus): PreviewNotice | undefined {
  switch (status) {
    case 'idle':
      return undefined;
    case 'loading':
      return { state: 'info', message: 'preview.abTests.loading' };
    case 'empty':
      return { state: 'info', message: 'preview.abTests.empty' };
    case 'found':
      return { state: 'info', message: 'preview.abTests.found' };
    case 'failed':
      return { state: 'error', message: 'preview.abTests.loadFailed' };
    default:
      return status satisfies never;
  }
}

/** spec footer §8: 'Loading...', 'Settings applied successfully.', 'Applying settings failed.', 'Please also select an A/B test group!'. */
export function getApplyNotice(status: ApplyStatus): PreviewNotice | undefined {
  switch (status) {
    case 'idle':
      return undefined;
    case 'applying':
      return { state: 'info', message: 'preview.apply.loading' };
    case 'applied':
      return { state: 'info', message: 'preview.apply.success' };
    case 'failed':
      return { state: 'error', message: 'preview.apply.failure' };
    case 'groupMissing':
      return { state: 'error', message: 'preview.apply.groupMissing' };
    default:
      return status satisfies never;
  }
}

/**
 * The tests the Name select lists: the loaded ones. While a list is on its way the chosen test
 * and group stay listed, so the selects keep showing them (the active settings before the first
 * list has arrived) instead of jumping to none.
 */
export function getAbTestOptions(
  tests: readonly AbTest[],
  status: AbTestsStatus,
  chosenTestName: string,
  chosenGroupName: string,
): readonly AbTest[] {
  const waiting = status === 'idle' || status === 'loading';
  if (!waiting || chosenTestName === '' || tests.some((test) => test.name === chosenTestName)) {
    return tests;
  }
  return [
    ...tests,
    { name: chosenTestName, groups: chosenGroupName ? [{ name: chosenGroupName }] : [] },
  ];
}
