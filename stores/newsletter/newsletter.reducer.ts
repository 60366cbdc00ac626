/**
 * The newsletter form's state transitions (spec footer §4 "Newsletter submit"), pure and tested
 * without a DOM: one sign-up state per element, and the page's double-opt-in confirmation.
 */
import type { Salutation } from '../../src/core/schemas/newsletter';

/** spec footer §3 "Submit result values", with the unset start of §4. */
export type SubmitOutcome = 'UNSET' | 'SUCCESS' | 'ERROR_GENERIC' | 'ERROR_INVALID_EMAIL';
export type SubmitResult = Exclude<SubmitOutcome, 'UNSET'>;

/** The form values the customer's base data give (spec footer §3, §6). */
export interface PrefillValues {
  readonly email: string;
  /** '' when the base data hold none, or one the form does not offer. */
  readonly salutation: Salutation | '';
  readonly firstName: string;
  readonly lastName: string;
  /** spec footer §2: the personalised-offers checkbox is hidden when the customer has it. */
  readonly hasDneConsent: boolean;
}

export interface SignupState {
  /** 'submitting' from the moment a valid form is sent until the service answered. */
  readonly phase: 'idle' | 'submitting';
  readonly outcome: SubmitOutcome;
  /** spec footer §4: a filled honeypot; the form stays replaced by the success message. */
  readonly botDetected: boolean;
  /** spec footer §4: "remember the entered e-mail for the success text". */
  readonly submittedEmail: string;
  /** Finished submits; keys the message area, so each result is rendered (and announced) anew. */
  readonly submissions: number;
  /** spec footer §2: focusing the e-mail field expands the form for good. */
  readonly emailFocused: boolean;
  /**
   * The service refused an address once: from then on the e-mail field stays editable even when
   * the base data filled it (AT, HU and TR lock pre-filled fields), or the visitor is stuck.
   */
  readonly emailRejected: boolean;
  readonly prefill: PrefillValues | undefined;
}

export const INITIAL_SIGNUP_STATE: SignupState = {
  phase: 'idle',
  outcome: 'UNSET',
  botDetected: false,
  submittedEmail: '',
  submissions: 0,
  emailFocused: false,
  emailRejected: false,
  prefill: undefined,
};

export type SignupAction =
  /** `keepServerError`: the form itself moved focus there to have the server's verdict read. */
  | { readonly type: 'emailFocused'; readonly keepServerError: boolean }
  | { readonly type: 'prefillLoaded'; readonly prefill: PrefillValues | undefined }
  | { readonly type: 'submitStarted'; readonly email: string }
  | { readonly type: 'submitFinished'; readonly outcome: SubmitResult }
  | { readonly type: 'botSubmitted'; readonly email: string };

// spec footer §4: "Success message shows on SUCCESS or after a bot-detected submission."
export function isSuccessShown(state: SignupState): boolean {
  return state.botDetected || state.outcome === 'SUCCESS';
}

// spec footer §4: "The form is shown when not in bot mode and the outcome is unset or an error."
export function isFormShown(state: SignupState): boolean {
  return !isSuccessShown(state);
}

// spec footer §4: "The generic error message shows only on ERROR_GENERIC."
export function isGenericErrorShown(state: SignupState): boolean {
  return state.outcome === 'ERROR_GENERIC';
}

/** spec footer §5, §8: the service refused the address; the e-mail field shows it until focused. */
export function isEmailRejected(state: SignupState): boolean {
  return state.outcome === 'ERROR_INVALID_EMAIL';
}

/** One request at a time, and none once the form is gone (double click, repeated Enter). */
export function canSubmit(state: SignupState): boolean {
  return state.phase === 'idle' && !isSuccessShown(state);
}

export function signupReducer(state: SignupState, action: SignupAction): SignupState {
  switch (action.type) {
    case 'emailFocused': {
      // spec footer §5: a field's error clears on focus, the server's verdict included
      const clearsRejection = isEmailRejected(state) && !action.keepServerError;
      if (state.emailFocused && !clearsRejection) return state;
      return { ...state, emailFocused: true, outcome: clearsRejection ? 'UNSET' : state.outcome };
    }
    case 'prefillLoaded':
      return { ...state, prefill: action.prefill };
    case 'submitStarted':
      if (!canSubmit(state)) return state;
      // the previous result leaves the message area; the next one is rendered afresh
      return { ...state, phase: 'submitting', outcome: 'UNSET', submittedEmail: action.email };
    case 'submitFinished':
      if (state.phase !== 'submitting') return state;
      return {
        ...state,
        phase: 'idle',
        outcome: action.outcome,
        submissions: state.submissions + 1,
        emailRejected: state.emailRejected || action.outcome === 'ERROR_INVALID_EMAIL',
      };
    case 'botSubmitted':
      if (!canSubmit(state)) return state;
      return {
        ...state,
        botDetected: true,
        submittedEmail: action.email,
        submissions: state.submissions + 1,
      };
    default:
      return action satisfies never;
  }
}

// ---------------------------------------------------------------------------------------------
// Double opt-in: the confirmation link reaches the page as ?subscriberToken=... (see index.ts)

/**
 * NONE: no link on this page. CONFIRMING: the call is on its way. CONFIRMED: done.
 * LINK_INVALID: unknown, replaced or expired link (spec footer §2, §8). FAILED: the service could
 * not be asked (network, timeout, 5xx): the link may still be good, so the visitor is not told it
 * is not.
 */
export type DoiStatus = 'NONE' | 'CONFIRMING' | 'CONFIRMED' | 'LINK_INVALID' | 'FAILED';
export type DoiResult = Extract<DoiStatus, 'CONFIRMED' | 'LINK_INVALID' | 'FAILED'>;

export interface DoiState {
  readonly status: DoiStatus;
  readonly token: string | undefined;
  /** spec footer §2: the invalid-link notice shows "until the visitor focuses the e-mail field". */
  readonly noticeDismissed: boolean;
}

export const INITIAL_DOI_STATE: DoiState = {
  status: 'NONE',
  token: undefined,
  noticeDismissed: false,
};

export type DoiAction =
  | { readonly type: 'started'; readonly token: string }
  | { readonly type: 'finished'; readonly token: string; readonly result: DoiResult }
  | { readonly type: 'noticeDismissed' };

export function doiReducer(state: DoiState, action: DoiAction): DoiState {
  switch (action.type) {
    case 'started':
      return { status: 'CONFIRMING', token: action.token, noticeDismissed: false };
    case 'finished':
      // an answer for a link this page no longer shows changes nothing
      if (state.status !== 'CONFIRMING' || state.token !== action.token) return state;
      return { ...state, status: action.result };
    case 'noticeDismissed':
      if (state.noticeDismissed || (state.status !== 'LINK_INVALID' && state.status !== 'FAILED'))
        return state;
      return { ...state, noticeDismissed: true };
    default:
      return action satisfies never;
  }
}

/** The notice the form shows for the confirmation link, if any. */
export type DoiNotice = 'confirming' | 'linkInvalid' | 'failed';

export function getDoiNotice(state: DoiState): DoiNotice | undefined {
  switch (state.status) {
    case 'CONFIRMING':
      return 'confirming';
    case 'LINK_INVALID':
      return state.noticeDismissed ? undefined : 'linkInvalid';
    case 'FAILED':
      return state.noticeDismissed ? undefined : 'failed';
    case 'NONE':
    case 'CONFIRMED':
      return undefined;
    default:
      return state.status satisfies never;
  }
}
