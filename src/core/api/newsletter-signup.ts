/**
 * The newsletter sign-up's call (spec footer §7 POST /newsletter-subscribers, §8). Apart from
 * newsletter.ts: only the store's submit code (stores/newsletter/newsletter.submit.ts) uses it,
 * and that loads on a shopper's intent at the form, not with the page (issue 15).
 */

import * as v from 'valibot';
import { ResponseError, request } from '../http';
import { newsletterErrorBodySchema, type SubscriptionRequest } from '../schemas/newsletter';
import { getNewsletterApiBase, type NewsletterCallOptions } from './newsletter';

/** POST /newsletter-subscribers. Resolves when the service accepted the sign-up. */
export async function subscribeToNewsletter(
  body: SubscriptionRequest,
  { spa, site, signal }: NewsletterCallOptions,
): Promise<void> {
  await request(`${getNewsletterApiBase(spa)}/newsletter-subscribers`, {
    method: 'POST',
    body,
    site,
    expectNoContent: true,
    ...(signal ? { signal } : {}),
  });
}

/** The `type` of a failed newsletter call's error body, if it had one (spec footer §7, §8). */
export function getNewsletterErrorType(error: unknown): string | undefined {
  if (!(error instanceof ResponseError)) return undefined;
  const result = v.safeParse(newsletterErrorBodySchema, error.body);
  return result.success ? result.output.type : undefined;
}
