/**
 * The staff preview panel's state and its pure transitions (spec footer §4 "Preview panel", §5
 * "Preview", §8 preview messages). The effects (calls, timers, logging) are in index.ts.
 */

import type { AbTest, PreviewAuthResponse } from '../../src/core/schemas/preview';
import { PREVIEW_SUCCESS } from '../../src/core/schemas/preview';
import { findAbTest, getDateAndTimeFields, hasAbTestGroup } from './preview.rules';

/**
 * - idle: nothing asked yet (no element, or no staff cookie);
 * - checking: the auth check is on its way (nothing shows);
 * - authorised: the check said SUCCESS, the 'Preview settings' button shows;
 * - denied: any other answer or a failed check (nothing shows);
 * - loggedOut: the staff member logged out; nothing shows for the rest of the page's life.
 */
export type PreviewAuthState = 'idle' | 'checking' | 'authorised' | 'denied' | 'loggedOut';

/** spec footer §8: 'Loading tests...', 'No active tests for this date.', 'Active tests found.', 'Failed to fetch AB tests.'. */
export type AbTestsStatus = 'idle' | 'loading' | 'empty' | 'found' | 'failed';

/**
 * spec footer §8: 'Please also select an A/B test group!' (groupMissing), 'Loading...'
 * (applying), 'Settings applied successfully.' (applied), 'Applying settings failed.' (failed).
 */
export type ApplyStatus = 'idle' | 'groupMissing' | 'applying' | 'applied' | 'failed';

/** What the fields hold; '' is "none" for the test and the group. */
export interface PreviewSettings {
  /** YYYY-MM-DD, as `<input type="date">` gives it ('' while incomplete). */
  readonly date: string;
  /** HH:MM. */
  readonly time: string;
  readonly testName: string;
  readonly groupName: string;
}

export interface PreviewState {
  readonly auth: PreviewAuthState;
  /** The settings the server reports as active (auth check, then each applied token). */
  readonly current: PreviewSettings;
  /** The modal's fields. */
  readonly form: PreviewSettings;
  /** spec footer §4, §8: the group select shows 'Required'. */
  readonly groupRequired: boolean;
  /** The tests running at the form's date and time (choosable ones only). */
  readonly tests: readonly AbTest[];
  readonly testsStatus: AbTestsStatus;
  readonly applyStatus: ApplyStatus;
}

const NO_SETTINGS: PreviewSettings = { date: '', time: '', testName: '', groupName: '' };

export const INITIAL_PREVIEW_STATE: PreviewState = {
  auth: 'idle',
  current: NO_SETTINGS,
  form: NO_SETTINGS,
  groupRequired: false,
  tests: [],
  testsStatus: 'idle',
  applyStatus: 'idle',
};

export type PreviewAction =
  | { readonly type: 'authCheckStarted' }
  | {
      readonly type: 'authChecked';
      readonly answer: PreviewAuthResponse | undefined;
      readonly now: Date;
    }
  | { readonly type: 'loggedOut' }
  | { readonly type: 'settingsOpened' }
  | { readonly type: 'dateChanged'; readonly date: string }
  | { readonly type: 'timeChanged'; readonly time: string }
  | { readonly type: 'testsRequested' }
  /** The choosable tests only (getChoosableAbTests: the store logs what it leaves out). */
  | { readonly type: 'testsLoaded'; readonly tests: readonly AbTest[] }
  | { readonly type: 'testsFailed' }
  | { readonly type: 'testChosen'; readonly name: string }
  | { readonly type: 'groupChosen'; readonly name: string }
  | { readonly type: 'applyRefused' }
  | { readonly type: 'applyStarted' }
  | { readonly type: 'applySucceeded'; readonly settings: PreviewSettings }
  | { readonly type: 'applyFailed' };

/** The settings a checkauth answer reports, in the fields' terms. */
function getReportedSettings(answer: PreviewAuthResponse, now: Date): PreviewSettings {
  return {
    ...getDateAndTimeFields(answer.dateTime, now),
    testName: answer.abTestName ?? '',
    // a group without a test means nothing
    groupName: answer.abTestName ? (answer.abTestGroup ?? '') : '',
  };
}

/**
 * A new list of tests keeps what is still choosable: a test that no longer runs at the chosen
 * time leaves the selection empty, a group the test no longer has is cleared (and then, a test
 * being chosen, required).
 */
function withTests(state: PreviewState, tests: readonly AbTest[]): PreviewState {
  const test = findAbTest(tests, state.form.testName);
  const testName = test ? test.name : '';
  const groupName = hasAbTestGroup(test, state.form.groupName) ? state.form.groupName : '';
  return {
    ...state,
    tests,
    form: { ...state.form, testName, groupName },
    groupRequired: testName !== '' && groupName === '',
  };
}

export function previewReducer(state: PreviewState, action: PreviewAction): PreviewState {
  switch (action.type) {
    case 'authCheckStarted':
      return { ...INITIAL_PREVIEW_STATE, auth: 'checking' };
    case 'authChecked': {
      if (state.auth !== 'checking') return state;
      if (action.answer?.status !== PREVIEW_SUCCESS) return { ...state, auth: 'denied' };
      const current = getReportedSettings(action.answer, action.now);
      return { ...state, auth: 'authorised', current, form: current };
    }
    case 'loggedOut':
      return { ...INITIAL_PREVIEW_STATE, auth: 'loggedOut' };
    case 'settingsOpened':
      // the modal opens on the active settings, not on what was left in it unapplied
      return {
        ...state,
        form: state.current,
        groupRequired: false,
        applyStatus: state.applyStatus === 'applying' ? 'applying' : 'idle',
      };
    case 'dateChanged':
      return { ...state, form: { ...state.form, date: action.date } };
    case 'timeChanged':
      return { ...state, form: { ...state.form, time: action.time } };
    case 'testsRequested':
      return { ...state, testsStatus: 'loading' };
    case 'testsLoaded':
      return {
        ...withTests(state, action.tests),
        testsStatus: action.tests.length === 0 ? 'empty' : 'found',
      };
    case 'testsFailed':
      // spec footer §8: only the none option is left
      return { ...withTests(state, []), testsStatus: 'failed' };
    case 'testChosen': {
      // spec footer §4: choosing none clears the selection; a test is chosen without a group,
      // which sets the Required error until a group is chosen
      const test = findAbTest(state.tests, action.name);
      if (!test)
        return {
          ...state,
          form: { ...state.form, testName: '', groupName: '' },
          groupRequired: false,
        };
      if (test.name === state.form.testName) return state;
      return {
        ...state,
        form: { ...state.form, testName: test.name, groupName: '' },
        groupRequired: true,
      };
    }
    case 'groupChosen': {
      const test = findAbTest(state.tests, state.form.testName);
      // spec footer §4: the group select is disabled until a real test is chosen
      if (!test) return state;
      const groupName = hasAbTestGroup(test, action.name) ? action.name : '';
      return { ...state, form: { ...state.form, groupName }, groupRequired: groupName === '' };
    }
    case 'applyRefused':
      return { ...state, applyStatus: 'groupMissing', groupRequired: true };
    case 'applyStarted':
      return { ...state, applyStatus: 'applying' };
    case 'applySucceeded':
      return { ...state, applyStatus: 'applied', current: action.settings };
    case 'applyFailed':
      return { ...state, applyStatus: 'failed' };
    default:
      return action satisfies never;
  }
}
