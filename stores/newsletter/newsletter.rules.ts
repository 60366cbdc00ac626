/**
 * Pure rules of the newsletter sign-up (spec footer §3, §7): the tracking event and the
 * confirmation link's token. The request body and the outcome of a failed call are the
 * submit's (newsletter.submit.ts, loaded on intent); the pre-fill from base data and the
 * confirmation's outcome are newsletter.calls.ts's (loaded with a login cookie or a link).
 */
import type { NewsletterOrigin } from '../../src/core/schemas/newsletter';
import type { TrackingEvent } from '../../src/core/tracking';

/** The form's values as the store receives them (field names of the view's form). */
export interface SignupValues {
  readonly email: string;
  readonly salutation: string;
  readonly firstName: string;
  readonly lastName: string;
  /** The personalised-offers checkbox (spec footer §3 consent DNE). */
  readonly consentDne: boolean;
}

export interface SignupOrigin {
  readonly origin: NewsletterOrigin;
  /** Where on the page the form sits (footer, landing page ...); free text from the page. */
  readonly originAddition?: string | undefined;
}

/**
 * spec footer §7: "sign_up, subject newsletter, origin as origin:originAddition, type ga4,
 * emitter newsletterservice". Without an addition the origin stands alone (no trailing colon).
 */
export function getSignUpTrackingEvent({ origin, originAddition }: SignupOrigin): TrackingEvent {
  const addition = originAddition?.trim() ?? '';
  return {
    event: 'sign_up',
    subject: 'newsletter',
    origin: addition ? `${origin}:${addition}` : origin,
    type: 'ga4',
    emitter: 'newsletterservice',
  };
}

// ---------------------------------------------------------------------------------------------
// Double opt-in link

/**
 * The page-url parameter that carries a confirmation link's token to the element, named after
 * the spec's `{subscriberToken}` (footer §7): `https://shop/any-page?subscriberToken=<token>`.
 */
export const SUBSCRIBER_TOKEN_PARAMETER = 'subscriberToken';

/**
 * Tokens are opaque to the client; this only keeps junk (spaces, markup, megabytes of text) from
 * being sent. What passes is still sent URL-encoded, and the service decides.
 */
const TOKEN_PATTERN = /^[A-Za-z0-9._~-]{1,200}$/;

export type SubscriberTokenFromUrl =
  | { readonly kind: 'none' }
  | { readonly kind: 'malformed' }
  | { readonly kind: 'token'; readonly token: string };

/** Reads the confirmation token from a page url's query string (`location.search`). */
export function readSubscriberToken(search: string): SubscriberTokenFromUrl {
  let raw: string | null;
  try {
    raw = new URLSearchParams(search).get(SUBSCRIBER_TOKEN_PARAMETER);
  } catch {
    return { kind: 'none' };
  }
  if (raw === null) return { kind: 'none' };
  const token = raw.trim();
  if (token === '') return { kind: 'none' };
  return TOKEN_PATTERN.test(token) ? { kind: 'token', token } : { kind: 'malformed' };
}
