/**
 * The newsletter's calls a page makes only on a condition known on load (issue 15): the customer's
 * base data for the pre-fill (spec footer §6, only with a login cookie) and the double opt-in
 * confirmation (spec footer §2, §7, only with a confirmation link in the page url). They load
 * with the submit's code (newsletter.submit.ts re-exports them), which the store imports when
 * the condition holds, so a shopper's page without either does not load them on load.
 */
import {
  confirmNewsletterSubscription,
  fetchCustomerBaseData,
  type NewsletterCallOptions,
} from '../../src/core/api/newsletter';
import { ResponseError } from '../../src/core/http';
import { describeError, logger } from '../../src/core/logger';
import {
  DNE_CONSENT,
  isSalutation,
  type CustomerBaseData,
} from '../../src/core/schemas/newsletter';
import type { Site } from '../../src/core/sites';
import type { DoiResult, PrefillValues } from './newsletter.reducer';

/** The form values the base data give; undefined when there are none (spec footer §3, §6). */
export function getPrefillValues(data: CustomerBaseData | undefined): PrefillValues | undefined {
  if (!data) return undefined;
  const text = (value: string | null | undefined): string => value?.trim() ?? '';
  return {
    email: text(data.email),
    salutation: isSalutation(data.salutation) ? data.salutation : '',
    firstName: text(data.firstName),
    lastName: text(data.lastName),
    hasDneConsent: data.consents?.includes(DNE_CONSENT) ?? false,
  };
}

/** The base data's pre-fill for `site`; undefined when there are none or the call failed (logged). */
export function requestPrefillValues(site: Site): Promise<PrefillValues | undefined> {
  return fetchCustomerBaseData({ site }).then(getPrefillValues);
}

// ---------------------------------------------------------------------------------------------
// Double opt-in (spec footer §2, §7 PUT /newsletter-subscribers/{subscriberToken}/doi)

/**
 * A failed confirmation: the service saying no to the link (4xx: unknown, replaced, expired) is
 * an invalid link; no answer or a server fault (5xx) is a failure that says nothing about it.
 */
export function getDoiResult(error: unknown): Exclude<DoiResult, 'CONFIRMED'> {
  if (error instanceof ResponseError && error.status >= 400 && error.status < 500) {
    return 'LINK_INVALID';
  }
  return 'FAILED';
}

/** Confirms the link's token; resolves with the outcome, never rejects (a failure is logged). */
export function confirmSubscription(
  token: string,
  options: NewsletterCallOptions,
): Promise<DoiResult> {
  return confirmNewsletterSubscription(token, options).then(
    () => 'CONFIRMED',
    (error: unknown) => {
      const result = getDoiResult(error);
      if (result === 'FAILED') {
        logger.warn('Newsletter confirmation failed', { error: describeError(error) });
      }
      return result;
    },
  );
}
