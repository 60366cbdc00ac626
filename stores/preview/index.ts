import { atom, type ReadableAtom } from 'nanostores';
import {
  checkPreviewAuth,
  fetchActiveAbTests,
  logoutPreviewSession,
  renewPreviewSession,
  requestAbTestAssignment,
  requestPreviewToken,
} from '../../src/core/api/preview';
import { PREVIEW_RENEWAL_INTERVAL_MS } from '../../src/core/config';
import { logger } from '../../src/core/logger';
import { PREVIEW_SUCCESS } from '../../src/core/schemas/preview';
import {
  INITIAL_PREVIEW_STATE,
  previewReducer,
  type ApplyStatus,
  type PreviewAction,
  type PreviewState,
} from './preview.reducer';
import {
  getChoosableAbTests,
  getDateAndTimeFields,
  getPreviewDateTime,
  isGroupMissing,
  isUnreadableDateTime,
} from './preview.rules';
import { hasStaffAuthCookie } from './staff-cookie';

export * from './preview.reducer';
export { findAbTest } from './preview.rules';

/**
 * The staff preview panel (issue 14; spec footer "Staff preview panel", §4, §5, §7, §8, §9).
 *
 * One session per page, however many staff-preview elements it has: the first element to
 * connect starts it, the last to disconnect ends it. Starting asks nothing without the staff
 * auth cookie; with it, the auth check (checkauth) decides, and only after its SUCCESS do the
 * other calls start: the A/B assignment (fire-and-forget) and the session renewal, at once and
 * then every 5 minutes until the last element goes or the staff member logs out.
 *
 * Effects live here, never in the view: the calls, the renewal timer and the logging.
 */
const $state = atom<PreviewState>(INITIAL_PREVIEW_STATE);
export const $staffPreview: ReadableAtom<PreviewState> = $state;

interface Session {
  /** Aborts the auth check when the last element goes before it answers. */
  readonly controller: AbortController;
  renewal: ReturnType<typeof setInterval> | undefined;
}

let connections = 0;
let session: Session | undefined;
let testsRequest: AbortController | undefined;

function dispatch(action: PreviewAction): void {
  $state.set(previewReducer($state.get(), action));
}

function stopRenewal(current: Session | undefined): void {
  if (current?.renewal !== undefined) clearInterval(current.renewal);
  if (current) current.renewal = undefined;
}

function stopLoadingTests(): void {
  testsRequest?.abort();
  testsRequest = undefined;
}

function startSession(): void {
  // spec footer §4: a staff member who logged out sees no panel for the rest of the page's life;
  // a visitor without the staff cookie never reaches the preview services
  if ($state.get().auth === 'loggedOut' || !hasStaffAuthCookie()) return;
  const started: Session = { controller: new AbortController(), renewal: undefined };
  session = started;
  dispatch({ type: 'authCheckStarted' });
  void checkPreviewAuth(started.controller.signal).then((answer) => {
    if (session !== started) return;
    dispatch({ type: 'authChecked', answer, now: new Date() });
    if ($state.get().auth !== 'authorised') return;
    if (isUnreadableDateTime(answer?.dateTime)) {
      // the fields show the current time instead (getDateAndTimeFields)
      logger.warn('The preview dateTime is no date; the fields show the current time', {
        source: 'preview checkauth',
        dateTime: answer?.dateTime,
      });
    }
    // spec footer §7: the assignment is fire-and-forget; the renewal runs at once and then
    // every 5 minutes (§9)
    void requestAbTestAssignment();
    void renewPreviewSession();
    started.renewal = setInterval(() => void renewPreviewSession(), PREVIEW_RENEWAL_INTERVAL_MS);
  });
}

function endSession(): void {
  const ended = session;
  session = undefined;
  ended?.controller.abort();
  stopRenewal(ended);
  stopLoadingTests();
  if ($state.get().auth !== 'loggedOut') $state.set(INITIAL_PREVIEW_STATE);
}

/**
 * A staff-preview element connected (its view mounted); returns what disconnects it. Every timer
 * and request the session started ends when the last element disconnects.
 */
export function connectStaffPreview(): () => void {
  connections += 1;
  if (connections === 1) startSession();
  let connected = true;
  return () => {
    if (!connected) return;
    connected = false;
    connections -= 1;
    if (connections === 0) endSession();
  };
}

/**
 * spec footer §2, §7: the tests running at the form's date and time. A newer request replaces an
 * older one, whose answer is then dropped.
 */
function loadActiveAbTests(): void {
  if ($state.get().auth !== 'authorised') return;
  stopLoadingTests();
  const controller = new AbortController();
  testsRequest = controller;
  const { form } = $state.get();
  // the same instant the settings would be applied at (an incomplete date: now)
  const { dateTime } = getPreviewDateTime(form.date, form.time, new Date());
  dispatch({ type: 'testsRequested' });
  fetchActiveAbTests(dateTime, controller.signal).then(
    (tests) => {
      if (controller.signal.aborted) return;
      testsRequest = undefined;
      const choosable = getChoosableAbTests(tests);
      if (choosable.dropped.length > 0) {
        logger.warn('A/B tests or groups with an empty or repeated name are left out', {
          source: 'gettestsat',
          dropped: choosable.dropped,
        });
      }
      dispatch({ type: 'testsLoaded', tests: choosable.tests });
    },
    (error: unknown) => {
      if (controller.signal.aborted) return;
      testsRequest = undefined;
      logger.warn('The active A/B tests could not be loaded', { source: 'gettestsat', error });
      dispatch({ type: 'testsFailed' });
    },
  );
}

/** The modal opened: its fields show the active settings, and the tests for them load. */
export function openPreviewSettings(): void {
  if ($state.get().auth !== 'authorised') return;
  dispatch({ type: 'settingsOpened' });
  loadActiveAbTests();
}

export function changePreviewDate(date: string): void {
  if ($state.get().form.date === date) return;
  dispatch({ type: 'dateChanged', date });
  loadActiveAbTests();
}

export function changePreviewTime(time: string): void {
  if ($state.get().form.time === time) return;
  dispatch({ type: 'timeChanged', time });
  loadActiveAbTests();
}

/** '' chooses none and clears the selection (spec footer §4). */
export function chooseAbTest(name: string): void {
  dispatch({ type: 'testChosen', name });
}

export function chooseAbTestGroup(name: string): void {
  dispatch({ type: 'groupChosen', name });
}

/**
 * spec footer §5, §7, §8: applies the form's settings through the token call and resolves with
 * the outcome. A test without a group sends nothing ('groupMissing'); a date that is not
 * YYYY-MM-DD applies the current time and logs an error; no A/B test at all is valid (empty
 * test and group). While one apply is on its way, another does nothing. Never rejects.
 */
export async function applyPreviewSettings(): Promise<ApplyStatus> {
  const state = $state.get();
  if (state.auth !== 'authorised' || state.applyStatus === 'applying') return state.applyStatus;
  const { form } = state;
  if (isGroupMissing(form.testName, form.groupName)) {
    dispatch({ type: 'applyRefused' });
    return 'groupMissing';
  }
  const { dateTime, usedCurrentTime, usedStartOfDay } = getPreviewDateTime(
    form.date,
    form.time,
    new Date(),
  );
  if (usedCurrentTime) {
    logger.error('The preview date is not YYYY-MM-DD; the current time is used', {
      source: 'preview',
      date: form.date,
    });
  }
  // logged when applied, not for each test list asked while the staff member edits the field
  if (usedStartOfDay) {
    logger.warn("The preview time is not HH:MM; the day's start (00:00) is used", {
      source: 'preview',
      time: form.time,
    });
  }
  const owner = session;
  dispatch({ type: 'applyStarted' });
  let status: string | undefined;
  try {
    status = await requestPreviewToken({
      test: form.testName,
      group: form.groupName,
      previewDateTime: dateTime,
    });
  } catch (error) {
    logger.warn('Applying the preview settings failed', { source: 'preview token', error });
  }
  // the element went away or the staff member logged out meanwhile: nothing is shown any more
  if (session !== owner || $state.get().auth !== 'authorised') return $state.get().applyStatus;
  if (status === PREVIEW_SUCCESS) {
    dispatch({
      type: 'applySucceeded',
      settings: {
        ...getDateAndTimeFields(dateTime, new Date()),
        testName: form.testName,
        groupName: form.groupName,
      },
    });
    return 'applied';
  }
  if (status !== undefined) {
    logger.warn('The preview service did not apply the settings', {
      source: 'preview token',
      status,
    });
  }
  dispatch({ type: 'applyFailed' });
  return 'failed';
}

/**
 * spec footer §7, §8: logs the staff member out. The panel goes at once and the renewal stops;
 * the logout call's failure is only logged. Never rejects.
 */
export async function logoutStaffPreview(): Promise<void> {
  if ($state.get().auth !== 'authorised') return;
  stopRenewal(session);
  stopLoadingTests();
  dispatch({ type: 'loggedOut' });
  await logoutPreviewSession();
}

/** Forgets the session and every element's connection (tests). */
export function resetStaffPreview(): void {
  const ended = session;
  session = undefined;
  connections = 0;
  ended?.controller.abort();
  stopRenewal(ended);
  stopLoadingTests();
  $state.set(INITIAL_PREVIEW_STATE);
}
