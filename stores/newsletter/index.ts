import { atom, type ReadableAtom } from 'nanostores';
import { COOKIE_NAMES } from '../../src/core/config';
import { getCookie } from '../../src/core/cookies';
import { dispatchShopEvent, SHOP_EVENTS } from '../../src/core/events';
import { describeError, logger } from '../../src/core/logger';
import type { Site } from '../../src/core/sites';
import { pushToDataLayer } from '../../src/core/tracking';
import {
  canSubmit,
  doiReducer,
  INITIAL_DOI_STATE,
  INITIAL_SIGNUP_STATE,
  signupReducer,
  type DoiAction,
  type DoiResult,
  type DoiState,
  type PrefillValues,
  type SignupAction,
  type SignupState,
  type SubmitResult,
} from './newsletter.reducer';
import {
  getSignUpTrackingEvent,
  readSubscriberToken,
  type SignupOrigin,
  type SignupValues,
} from './newsletter.rules';
import type * as SubmitModule from './newsletter.submit';

export * from './newsletter.reducer';
// the `origin` attribute's values and the `discount` attribute's default (spec footer §9), for
// the element's attribute table: elements reach core only through stores
export { NEWSLETTER_ORIGINS } from '../../src/core/schemas/newsletter';
export { NEWSLETTER_DEFAULT_DISCOUNT_PERCENT } from '../../src/core/config';
// the page-url parameter of the confirmation link, for pages that build such links
export {
  SUBSCRIBER_TOKEN_PARAMETER,
  type SignupOrigin,
  type SignupValues,
} from './newsletter.rules';

/**
 * The newsletter sign-up (issue 6; spec footer "Newsletter sign-up form", §4, §6, §7, §8).
 *
 * One sign-up store per element (two forms on a page, the footer's and a landing page's, submit
 * independently); the customer's base data are asked once per page and site and shared; the
 * double-opt-in confirmation is page-wide: a page has one url.
 *
 * Effects live here, never in the view: the calls, the sign_up tracking event, the
 * `newsletter-success` DOM event on the element, the login cookie check and the page url.
 */

export interface SubmitContext extends SignupOrigin {
  readonly site: Site;
  /** The `spa` attribute: the private API base instead of the internal one. */
  readonly spa: boolean;
  /**
   * Called on success after the tracking event and before `newsletter-success` (spec footer §4:
   * "send a sign-up tracking event; reset the form; emit a successful-submit event").
   */
  readonly onSuccess?: () => void;
}

export interface NewsletterSignup {
  readonly $signup: ReadableAtom<SignupState>;
  /**
   * spec footer §6: with a login cookie, the customer's base data pre-fill the form. Without one
   * nothing is asked. A failed call leaves the form empty (and is logged by the API module).
   */
  loadPrefill(site: Site): void;
  /** The e-mail field got focus: expands the form, clears the server's verdict on the address. */
  focusEmail(options?: { readonly keepServerError?: boolean }): void;
  /**
   * Sends a validated form. Resolves with the result, or undefined when nothing was sent because
   * a request is already on its way or the form already succeeded (double click, repeated Enter).
   * Never rejects: every failure is a result.
   */
  submit(values: SignupValues, context: SubmitContext): Promise<SubmitResult | undefined>;
  /**
   * spec footer §4: a filled honeypot shows success and emits the tracking event without calling
   * the server (and without validating: a bot learns nothing from error messages).
   */
  submitAsBot(email: string, context: SubmitContext): void;
  /** The element went away: later answers change nothing and dispatch nothing. */
  dispose(): void;
}

// One base-data request per page and site (the footer's and a landing page's form share it).
// A failed one is forgotten, so the next form asks again.
const prefillRequests = new Map<Site, Promise<PrefillValues | undefined>>();

function requestPrefill(site: Site): Promise<PrefillValues | undefined> {
  let pending = prefillRequests.get(site);
  if (!pending) {
    const request = loadNewsletterSubmit().then(
      (code) => code.requestPrefillValues(site),
      (error: unknown) => {
        logger.error('The newsletter pre-fill could not be loaded; the next form tries again', {
          error: describeError(error),
        });
        return undefined;
      },
    );
    pending = request;
    prefillRequests.set(site, request);
    void request.then((values) => {
      if (values === undefined && prefillRequests.get(site) === request) {
        prefillRequests.delete(site);
      }
    });
  }
  return pending;
}

function hasLoginCookie(): boolean {
  return Boolean(getCookie(COOKIE_NAMES.loginToken));
}

/**
 * The submit's code (newsletter.submit.ts: the request body, the call, the failure's outcome and
 * log), imported on the first sign of interest in the form (the view asks for it with the
 * expanded parts) or at the latest by the submit (issue 15). The pre-fill's and the
 * confirmation link's calls come with it (newsletter.calls.ts): imported at once only on a page
 * with a login cookie or a confirmation link in its url. A failed import is forgotten, so the
 * next intent, submit, form or link imports again.
 */
type SubmitCode = typeof SubmitModule;
let submitCode: Promise<SubmitCode> | undefined;

export function loadNewsletterSubmit(): Promise<SubmitCode> {
  submitCode ??= import('./newsletter.submit').catch((error: unknown) => {
    submitCode = undefined;
    throw error;
  });
  return submitCode;
}

/** The sign-up's outcome; ERROR_GENERIC, logged, when its code could not be loaded (nothing sent). */
async function sendSignup(values: SignupValues, context: SubmitContext): Promise<SubmitResult> {
  let code: SubmitCode;
  try {
    code = await loadNewsletterSubmit();
  } catch (error) {
    logger.error('The newsletter sign-up could not be loaded; the next submit tries again', {
      error: describeError(error),
    });
    return 'ERROR_GENERIC';
  }
  return code.sendSignup(values, context);
}

export function createNewsletterSignup(host: EventTarget): NewsletterSignup {
  const $signup = atom<SignupState>(INITIAL_SIGNUP_STATE);
  let disposed = false;
  let prefillSite: Site | undefined;

  function dispatch(action: SignupAction): void {
    if (!disposed) $signup.set(signupReducer($signup.get(), action));
  }

  function succeed(context: SubmitContext): void {
    pushToDataLayer(getSignUpTrackingEvent(context));
    try {
      context.onSuccess?.();
    } catch (error) {
      logger.error('Resetting the newsletter form failed', { error: describeError(error) });
    }
    dispatchShopEvent(host, SHOP_EVENTS.newsletterSuccess);
  }

  return {
    $signup,
    loadPrefill(site) {
      if (disposed || prefillSite === site) return;
      prefillSite = site;
      if (!hasLoginCookie()) {
        dispatch({ type: 'prefillLoaded', prefill: undefined });
        return;
      }
      void requestPrefill(site).then((prefill) => {
        // a site switch while the answer was on its way: the newer site's answer decides
        if (prefillSite === site) dispatch({ type: 'prefillLoaded', prefill });
      });
    },
    focusEmail({ keepServerError = false } = {}) {
      dispatch({ type: 'emailFocused', keepServerError });
      dismissDoiNotice();
    },
    async submit(values, context) {
      if (disposed || !canSubmit($signup.get())) return undefined;
      // spec footer §4: remember the entered e-mail for the success text, then call the server;
      // the state says submitting at once, so a second press sends nothing while the code loads
      dispatch({ type: 'submitStarted', email: values.email.trim() });
      const outcome = await sendSignup(values, context);
      if (disposed) return outcome;
      dispatch({ type: 'submitFinished', outcome });
      if (outcome === 'SUCCESS') succeed(context);
      return outcome;
    },
    submitAsBot(email, context) {
      if (disposed || !canSubmit($signup.get())) return;
      dispatch({ type: 'botSubmitted', email: email.trim() });
      logger.info('Newsletter sign-up with a filled honeypot was not sent');
      succeed(context);
    },
    dispose() {
      disposed = true;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Double opt-in (spec footer §2, §7 PUT /newsletter-subscribers/{subscriberToken}/doi)

/**
 * The page's confirmation link. The link in the confirmation e-mail opens any shop page that
 * has a <newsletter-signup> with `?subscriberToken=<token>` in its url (e.g.
 * `/?subscriberToken=<token>#newsletter-signup`). The first element that connects sends the
 * confirmation, once per page and token; every element on the page shows the outcome.
 */
const $doi = atom<DoiState>(INITIAL_DOI_STATE);
export const $doiConfirmation: ReadableAtom<DoiState> = $doi;

function dispatchDoi(action: DoiAction): void {
  $doi.set(doiReducer($doi.get(), action));
}

function readLocationSearch(): string {
  try {
    return typeof location === 'undefined' ? '' : location.search;
  } catch {
    return '';
  }
}

/** Confirms the link in the page url, if there is one and it was not confirmed already. */
export function confirmSubscriptionFromUrl({ spa, site }: { spa: boolean; site: Site }): void {
  const link = readSubscriberToken(readLocationSearch());
  if (link.kind === 'none') return;
  // a token that cannot be one is not sent: it is as invalid as an expired one
  const token = link.kind === 'token' ? link.token : '';
  if ($doi.get().token === token && $doi.get().status !== 'NONE') return;
  dispatchDoi({ type: 'started', token });
  if (link.kind === 'malformed') {
    dispatchDoi({ type: 'finished', token, result: 'LINK_INVALID' });
    return;
  }
  void loadNewsletterSubmit()
    .then(
      (code) => code.confirmSubscription(token, { spa, site }),
      (error: unknown): DoiResult => {
        logger.error('The newsletter confirmation could not be loaded', {
          error: describeError(error),
        });
        return 'FAILED';
      },
    )
    .then((result) => dispatchDoi({ type: 'finished', token, result }));
}

/** spec footer §2: the invalid-link notice goes once the visitor focuses the e-mail field. */
export function dismissDoiNotice(): void {
  dispatchDoi({ type: 'noticeDismissed' });
}

/** Forgets the shared base data and the confirmation (tests, and a page that swaps visitors). */
export function resetNewsletter(): void {
  prefillRequests.clear();
  $doi.set(INITIAL_DOI_STATE);
}
