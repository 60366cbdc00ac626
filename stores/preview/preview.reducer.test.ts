// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  INITIAL_PREVIEW_STATE,
  previewReducer,
  type PreviewAction,
  type PreviewState,
} from './preview.reducer';

const NOW = new Date(2026, 10, 22, 11, 15);
const TESTS = [
  { name: 'checkout', groups: [{ name: 'control' }, { name: 'sticky' }] },
  { name: 'no-groups', groups: [] },
];

const run = (state: PreviewState, ...actions: PreviewAction[]): PreviewState =>
  actions.reduce(previewReducer, state);

const authorised = (answer: Record<string, unknown> = {}): PreviewState =>
  run(
    INITIAL_PREVIEW_STATE,
    { type: 'authCheckStarted' },
    {
      type: 'authChecked',
      answer: {
        status: 'SUCCESS',
        dateTime: new Date(2026, 11, 1, 8, 30).toISOString(),
        abTestName: null,
        abTestGroup: null,
        ...answer,
      },
      now: NOW,
    },
  );

const withTests = (state = authorised()): PreviewState =>
  run(
    state,
    { type: 'settingsOpened' },
    { type: 'testsRequested' },
    { type: 'testsLoaded', tests: TESTS },
  );

describe('auth check', () => {
  it('authorises on SUCCESS and fills the form with the reported settings', () => {
    const state = authorised({ abTestName: 'checkout', abTestGroup: 'sticky' });
    expect(state.auth).toBe('authorised');
    const settings = {
      date: '2026-12-01',
      time: '08:30',
      testName: 'checkout',
      groupName: 'sticky',
    };
    expect(state.current).toEqual(settings);
    expect(state.form).toEqual(settings);
  });

  it.each([
    ['no answer (a failed call)', undefined],
    ['UNAUTHORIZED', { status: 'UNAUTHORIZED' }],
    ['an unknown status', { status: 'success' }],
  ])('denies on %s', (_case, answer) => {
    const state = run(
      INITIAL_PREVIEW_STATE,
      { type: 'authCheckStarted' },
      { type: 'authChecked', answer, now: NOW },
    );
    expect(state.auth).toBe('denied');
  });

  it('takes the current time when the service reports no date-time', () => {
    expect(authorised({ dateTime: null }).current).toMatchObject({
      date: '2026-11-22',
      time: '11:15',
    });
  });

  it('ignores a group reported without a test', () => {
    expect(authorised({ abTestName: null, abTestGroup: 'control' }).current.groupName).toBe('');
  });

  it('ignores an answer that arrives after logout', () => {
    const state = run(
      INITIAL_PREVIEW_STATE,
      { type: 'authCheckStarted' },
      { type: 'loggedOut' },
      {
        type: 'authChecked',
        answer: { status: 'SUCCESS' },
        now: NOW,
      },
    );
    expect(state.auth).toBe('loggedOut');
  });
});

describe('tests at the chosen time', () => {
  it.each([
    [TESTS, 'found'],
    [[], 'empty'],
  ] as const)('a list of %j is %s', (tests, status) => {
    const state = run(authorised(), { type: 'testsRequested' }, { type: 'testsLoaded', tests });
    expect(state.testsStatus).toBe(status);
  });

  it('is loading while asked', () => {
    expect(run(authorised(), { type: 'testsRequested' }).testsStatus).toBe('loading');
  });

  it('a failed list leaves only none and clears the selection', () => {
    const chosen = run(
      withTests(),
      { type: 'testChosen', name: 'checkout' },
      {
        type: 'groupChosen',
        name: 'control',
      },
    );
    const state = run(chosen, { type: 'testsRequested' }, { type: 'testsFailed' });
    expect(state).toMatchObject({ testsStatus: 'failed', tests: [], groupRequired: false });
    expect(state.form).toMatchObject({ testName: '', groupName: '' });
  });

  it('keeps the reported test and group while they still run', () => {
    const state = withTests(authorised({ abTestName: 'checkout', abTestGroup: 'sticky' }));
    expect(state.form).toMatchObject({ testName: 'checkout', groupName: 'sticky' });
  });

  it('clears a test that does not run at the new time', () => {
    const chosen = run(withTests(), { type: 'testChosen', name: 'checkout' });
    const state = run(chosen, { type: 'testsLoaded', tests: [TESTS[1]!] });
    expect(state.form).toMatchObject({ testName: '', groupName: '' });
    expect(state.groupRequired).toBe(false);
  });

  it('clears a group the test no longer has, and then requires one', () => {
    const chosen = run(
      withTests(),
      { type: 'testChosen', name: 'checkout' },
      {
        type: 'groupChosen',
        name: 'sticky',
      },
    );
    const state = run(chosen, {
      type: 'testsLoaded',
      tests: [{ name: 'checkout', groups: [{ name: 'control' }] }],
    });
    expect(state.form).toMatchObject({ testName: 'checkout', groupName: '' });
    expect(state.groupRequired).toBe(true);
  });
});

describe('choosing a test and a group', () => {
  it('a test without a group sets the Required error', () => {
    const state = run(withTests(), { type: 'testChosen', name: 'checkout' });
    expect(state.form).toMatchObject({ testName: 'checkout', groupName: '' });
    expect(state.groupRequired).toBe(true);
  });

  it('a test with no groups at all sets the Required error', () => {
    expect(run(withTests(), { type: 'testChosen', name: 'no-groups' }).groupRequired).toBe(true);
  });

  it('a group clears the Required error', () => {
    const state = run(
      withTests(),
      { type: 'testChosen', name: 'checkout' },
      {
        type: 'groupChosen',
        name: 'control',
      },
    );
    expect(state.form.groupName).toBe('control');
    expect(state.groupRequired).toBe(false);
  });

  it('choosing none clears the selection and the error', () => {
    const state = run(
      withTests(),
      { type: 'testChosen', name: 'checkout' },
      { type: 'groupChosen', name: 'control' },
      { type: 'testChosen', name: '' },
    );
    expect(state.form).toMatchObject({ testName: '', groupName: '' });
    expect(state.groupRequired).toBe(false);
  });

  it('choosing another test starts its group afresh', () => {
    const state = run(
      withTests(),
      { type: 'testChosen', name: 'checkout' },
      { type: 'groupChosen', name: 'control' },
      { type: 'testChosen', name: 'no-groups' },
    );
    expect(state.form).toMatchObject({ testName: 'no-groups', groupName: '' });
  });

  it('choosing the same test again keeps its group', () => {
    const state = run(
      withTests(),
      { type: 'testChosen', name: 'checkout' },
      { type: 'groupChosen', name: 'control' },
      { type: 'testChosen', name: 'checkout' },
    );
    expect(state.form.groupName).toBe('control');
  });

  it('a group cannot be chosen before a real test', () => {
    const state = run(withTests(), { type: 'groupChosen', name: 'control' });
    expect(state.form.groupName).toBe('');
    expect(state.groupRequired).toBe(false);
  });

  it('takes neither a test nor a group that is not on the list', () => {
    const test = run(withTests(), { type: 'testChosen', name: 'unknown' });
    expect(test.form.testName).toBe('');
    const group = run(
      withTests(),
      { type: 'testChosen', name: 'checkout' },
      {
        type: 'groupChosen',
        name: 'unknown',
      },
    );
    expect(group.form.groupName).toBe('');
    expect(group.groupRequired).toBe(true);
  });
});

describe('applying', () => {
  it('a refused apply shows the group message and the Required error', () => {
    const state = run(withTests(), { type: 'applyRefused' });
    expect(state).toMatchObject({ applyStatus: 'groupMissing', groupRequired: true });
  });

  it('a successful apply makes the sent settings the active ones', () => {
    const settings = {
      date: '2026-12-24',
      time: '18:00',
      testName: 'checkout',
      groupName: 'control',
    };
    const state = run(withTests(), { type: 'applyStarted' }, { type: 'applySucceeded', settings });
    expect(state.applyStatus).toBe('applied');
    expect(state.current).toEqual(settings);
  });

  it('a failed apply keeps the active settings', () => {
    const before = withTests();
    const state = run(before, { type: 'applyStarted' }, { type: 'applyFailed' });
    expect(state.applyStatus).toBe('failed');
    expect(state.current).toEqual(before.current);
  });

  it('opening the modal again shows the active settings, not the unapplied edits', () => {
    const edited = run(
      withTests(),
      { type: 'dateChanged', date: '2027-01-15' },
      { type: 'timeChanged', time: '06:00' },
      { type: 'testChosen', name: 'checkout' },
      { type: 'applyRefused' },
    );
    const reopened = run(edited, { type: 'settingsOpened' });
    expect(reopened.form).toEqual(reopened.current);
    expect(reopened.groupRequired).toBe(false);
    expect(reopened.applyStatus).toBe('idle');
  });

  it('logout forgets everything', () => {
    expect(run(withTests(), { type: 'loggedOut' })).toEqual({
      ...INITIAL_PREVIEW_STATE,
      auth: 'loggedOut',
    });
  });
});
