// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  doiReducer,
  getDoiNotice,
  INITIAL_DOI_STATE,
  INITIAL_SIGNUP_STATE,
  isEmailRejected,
  isFormShown,
  isGenericErrorShown,
  isSuccessShown,
  signupReducer,
  type DoiState,
  type SignupAction,
  type SignupState,
} from './newsletter.reducer';

const run = (actions: SignupAction[], state: SignupState = INITIAL_SIGNUP_STATE): SignupState =>
  actions.reduce(signupReducer, state);

const started: SignupAction = { type: 'submitStarted', email: 'anna@example.com' };

describe('signupReducer (spec footer §4 Newsletter submit)', () => {
  it('starts unset, with the form shown and nothing else', () => {
    expect(INITIAL_SIGNUP_STATE.outcome).toBe('UNSET');
    expect(isFormShown(INITIAL_SIGNUP_STATE)).toBe(true);
    expect(isSuccessShown(INITIAL_SIGNUP_STATE)).toBe(false);
    expect(isGenericErrorShown(INITIAL_SIGNUP_STATE)).toBe(false);
    expect(canSubmit(INITIAL_SIGNUP_STATE)).toBe(true);
  });

  it('remembers the entered address when a submit starts and allows no second one', () => {
    const state = run([started]);
    expect(state).toMatchObject({ phase: 'submitting', submittedEmail: 'anna@example.com' });
    expect(canSubmit(state)).toBe(false);
    expect(run([{ type: 'submitStarted', email: 'other@example.com' }], state)).toBe(state);
  });

  it.each([
    ['SUCCESS', { form: false, success: true, generic: false, rejected: false }],
    ['ERROR_GENERIC', { form: true, success: false, generic: true, rejected: false }],
    ['ERROR_INVALID_EMAIL', { form: true, success: false, generic: false, rejected: true }],
  ] as const)('after %s shows %j', (outcome, shown) => {
    const state = run([started, { type: 'submitFinished', outcome }]);
    expect(state.phase).toBe('idle');
    expect(state.submissions).toBe(1);
    expect({
      form: isFormShown(state),
      success: isSuccessShown(state),
      generic: isGenericErrorShown(state),
      rejected: isEmailRejected(state),
    }).toEqual(shown);
  });

  it('allows a new submit after an error and clears the old result while it runs', () => {
    const failed = run([started, { type: 'submitFinished', outcome: 'ERROR_GENERIC' }]);
    expect(canSubmit(failed)).toBe(true);
    const again = run([started], failed);
    expect(again.outcome).toBe('UNSET');
    expect(isGenericErrorShown(again)).toBe(false);
    const failedAgain = run([{ type: 'submitFinished', outcome: 'ERROR_GENERIC' }], again);
    expect(failedAgain.submissions).toBe(2);
  });

  it('allows nothing once successful', () => {
    const done = run([started, { type: 'submitFinished', outcome: 'SUCCESS' }]);
    expect(canSubmit(done)).toBe(false);
    expect(run([started, { type: 'botSubmitted', email: 'x@y.de' }], done)).toBe(done);
  });

  it('ignores an answer that no submit is waiting for', () => {
    expect(run([{ type: 'submitFinished', outcome: 'SUCCESS' }])).toBe(INITIAL_SIGNUP_STATE);
  });

  it('shows success, and not the form, after a bot submission', () => {
    const state = run([{ type: 'botSubmitted', email: 'bot@spam.example' }]);
    expect(state.botDetected).toBe(true);
    expect(isSuccessShown(state)).toBe(true);
    expect(isFormShown(state)).toBe(false);
    expect(state.submittedEmail).toBe('bot@spam.example');
    expect(canSubmit(state)).toBe(false);
  });

  it('ignores a bot submission while a real one runs', () => {
    const state = run([started]);
    expect(run([{ type: 'botSubmitted', email: 'x@y.de' }], state)).toBe(state);
  });

  it('expands for good on the first focus of the e-mail field', () => {
    const state = run([{ type: 'emailFocused', keepServerError: false }]);
    expect(state.emailFocused).toBe(true);
    expect(run([{ type: 'emailFocused', keepServerError: false }], state)).toBe(state);
  });

  it('clears the refused address on focus, unless the form itself moved focus there', () => {
    const rejected = run([started, { type: 'submitFinished', outcome: 'ERROR_INVALID_EMAIL' }]);
    expect(isEmailRejected(run([{ type: 'emailFocused', keepServerError: true }], rejected))).toBe(
      true,
    );
    const cleared = run([{ type: 'emailFocused', keepServerError: false }], rejected);
    expect(isEmailRejected(cleared)).toBe(false);
    expect(cleared.outcome).toBe('UNSET');
    // once refused, the address stays editable even where pre-filled fields are locked
    expect(cleared.emailRejected).toBe(true);
  });

  it('keeps a generic error when the e-mail field is focused', () => {
    const failed = run([started, { type: 'submitFinished', outcome: 'ERROR_GENERIC' }]);
    expect(
      isGenericErrorShown(run([{ type: 'emailFocused', keepServerError: false }], failed)),
    ).toBe(true);
  });

  it('stores the pre-fill', () => {
    const prefill = {
      email: 'a@b.de',
      salutation: 'MR' as const,
      firstName: '',
      lastName: '',
      hasDneConsent: true,
    };
    expect(run([{ type: 'prefillLoaded', prefill }]).prefill).toEqual(prefill);
  });
});

describe('doiReducer (the confirmation link)', () => {
  const confirming = doiReducer(INITIAL_DOI_STATE, { type: 'started', token: 'abc' });

  it('shows nothing without a link and a status while confirming', () => {
    expect(getDoiNotice(INITIAL_DOI_STATE)).toBeUndefined();
    expect(confirming.status).toBe('CONFIRMING');
    expect(getDoiNotice(confirming)).toBe('confirming');
  });

  it.each([
    ['CONFIRMED', undefined],
    ['LINK_INVALID', 'linkInvalid'],
    ['FAILED', 'failed'],
  ] as const)('after %s shows %s', (result, notice) => {
    const state = doiReducer(confirming, { type: 'finished', token: 'abc', result });
    expect(state.status).toBe(result);
    expect(getDoiNotice(state)).toBe(notice);
  });

  it.each(['LINK_INVALID', 'FAILED'] as const)(
    'hides the %s notice for good once dismissed (e-mail field focused)',
    (result) => {
      const state = doiReducer(confirming, { type: 'finished', token: 'abc', result });
      const dismissed = doiReducer(state, { type: 'noticeDismissed' });
      expect(getDoiNotice(dismissed)).toBeUndefined();
      expect(doiReducer(dismissed, { type: 'noticeDismissed' })).toBe(dismissed);
    },
  );

  it('does not dismiss anything while confirming or after confirmation', () => {
    expect(doiReducer(confirming, { type: 'noticeDismissed' })).toBe(confirming);
  });

  it('ignores the answer for another link', () => {
    const other: DoiState = doiReducer(confirming, {
      type: 'finished',
      token: 'other',
      result: 'LINK_INVALID',
    });
    expect(other).toBe(confirming);
  });
});
