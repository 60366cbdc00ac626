// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getAbTestOptions, getAbTestsNotice, getApplyNotice } from './preview.logic';

describe('getAbTestsNotice', () => {
  it.each([
    ['idle', undefined],
    ['loading', { state: 'info', message: 'preview.abTests.loading' }],
    ['empty', { state: 'info', message: 'preview.abTests.empty' }],
    ['found', { state: 'info', message: 'preview.abTests.found' }],
    ['failed', { state: 'error', message: 'preview.abTests.loadFailed' }],
  ] as const)('%s shows %j', (status, notice) => {
    expect(getAbTestsNotice(status)).toEqual(notice);
  });
});

describe('getApplyNotice', () => {
  it.each([
    ['idle', undefined],
    ['applying', { state: 'info', message: 'preview.apply.loading' }],
    ['applied', { state: 'info', message: 'preview.apply.success' }],
    ['failed', { state: 'error', message: 'preview.apply.failure' }],
    ['groupMissing', { state: 'error', message: 'preview.apply.groupMissing' }],
  ] as const)('%s shows %j', (status, notice) => {
    expect(getApplyNotice(status)).toEqual(notice);
  });
});

describe('getAbTestOptions', () => {
  const tests = [{ name: 'checkout', groups: [{ name: 'control' }] }];

  it('lists the loaded tests', () => {
    expect(getAbTestOptions(tests, 'found', 'checkout', 'control')).toBe(tests);
  });

  it.each(['idle', 'loading'] as const)(
    'keeps the chosen test and group listed while %s',
    (status) => {
      expect(getAbTestOptions([], status, 'reported', 'group-a')).toEqual([
        { name: 'reported', groups: [{ name: 'group-a' }] },
      ]);
      expect(getAbTestOptions([], status, 'reported', '')).toEqual([
        { name: 'reported', groups: [] },
      ]);
    },
  );

  it.each(['found', 'empty', 'failed'] as const)(
    'lists only what the service sent once %s',
    (status) => {
      expect(getAbTestOptions([], status, 'reported', 'group-a')).toEqual([]);
    },
  );
});
