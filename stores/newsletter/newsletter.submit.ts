/**
 * The newsletter sign-up's submit (spec footer §3 "Subscription request", §4 "Newsletter submit",
 * §7 POST /newsletter-subscribers, §8): the request body, the call, the outcome of a failed call
 * and its log. Apart from the store's index (issue 15, the page's byte budget): it is imported
 * with the form's expanded parts, on the first sign of interest in the form, or at the submit
 * (loadNewsletterSubmit in index.ts), so a page where nobody signs up does not load it. The
 * store's submit keeps the double-submit guard and the outcome's effects. It brings the
 * pre-fill's and the confirmation link's calls along (newsletter.calls.ts): one chunk, which a
 * page with a login cookie or a confirmation link imports at once.
 */
import {
  getNewsletterErrorType,
  subscribeToNewsletter,
} from '../../src/core/api/newsletter-signup';
import { FetchError, ResponseError } from '../../src/core/http';
import { describeError, logger } from '../../src/core/logger';
import {
  DNE_CONSENT,
  EMAIL_INVALID_ERROR_TYPE,
  isSalutation,
  type SubscriptionRequest,
} from '../../src/core/schemas/newsletter';
import { getSiteConfig, type Site, type SiteConfig } from '../../src/core/sites';
import type { SubmitResult } from './newsletter.reducer';
import type { SignupOrigin, SignupValues } from './newsletter.rules';

/**
 * spec footer §3 "Subscription request", §7 POST /newsletter-subscribers. Only the fields the
 * site shows are sent, trimmed, and left out when empty (the spec marks them optional): a
 * customer's pre-filled name on a site without name fields is not sent behind their back. The
 * DNE consent goes only with a ticked checkbox. The TR legal checkbox is required by the form
 * but is not part of the request (spec §3 lists no legals in it).
 */
export function getSubscriptionRequest(
  values: SignupValues,
  fields: SiteConfig['newsletter'],
  { origin, originAddition }: SignupOrigin,
): SubscriptionRequest {
  const salutation = fields.salutation && isSalutation(values.salutation) ? values.salutation : '';
  const firstName = fields.names ? values.firstName.trim() : '';
  const lastName = fields.names ? values.lastName.trim() : '';
  const addition = originAddition?.trim() ?? '';
  return {
    email: values.email.trim(),
    ...(salutation ? { salutation } : {}),
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    consents: values.consentDne ? [DNE_CONSENT] : [],
    origin,
    ...(addition ? { originAddition: addition } : {}),
  };
}

/** spec footer §8: email_invalid gives ERROR_INVALID_EMAIL, anything else ERROR_GENERIC. */
export function getSubmitResult(error: unknown): Exclude<SubmitResult, 'SUCCESS'> {
  return getNewsletterErrorType(error) === EMAIL_INVALID_ERROR_TYPE
    ? 'ERROR_INVALID_EMAIL'
    : 'ERROR_GENERIC';
}

/** Whether a failed call is worth an error log (not the visitor's own typing, not an abort). */
export function describeFailure(error: unknown): 'visitor' | 'aborted' | 'service' {
  if (getSubmitResult(error) === 'ERROR_INVALID_EMAIL') return 'visitor';
  if (error instanceof FetchError && error.reason === 'aborted') return 'aborted';
  return 'service';
}

function logSubmitFailure(error: unknown): void {
  switch (describeFailure(error)) {
    case 'visitor':
    case 'aborted':
      return;
    case 'service':
      if (error instanceof FetchError) {
        // offline visitors and timeouts are not the service's fault, but worth knowing about
        logger.warn('Newsletter sign-up got no answer', { reason: error.reason });
      } else {
        logger.error('Newsletter sign-up failed', {
          status: error instanceof ResponseError ? error.status : undefined,
          error: describeError(error),
        });
      }
      return;
    default:
      return;
  }
}

/**
 * Sends the sign-up of a validated form and tells how it went; never rejects: every failure is a
 * result (a service failure logged).
 */
export async function sendSignup(
  values: SignupValues,
  context: SignupOrigin & { readonly site: Site; readonly spa: boolean },
): Promise<SubmitResult> {
  const body = getSubscriptionRequest(values, getSiteConfig(context.site).newsletter, context);
  try {
    await subscribeToNewsletter(body, { spa: context.spa, site: context.site });
    return 'SUCCESS';
  } catch (error) {
    logSubmitFailure(error);
    return getSubmitResult(error);
  }
}

// the calls a login cookie or a confirmation link needs, in the same chunk (see above)
export { confirmSubscription, requestPrefillValues } from './newsletter.calls';
