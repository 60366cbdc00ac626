/**
 * Newsletter calls (spec footer §7, §8). Both bases live on the page's origin: the private one
 * for single-page apps (the element's `spa` attribute), the internal one otherwise; the base
 * data exist on the private base only. The optional X-Hunter-Site and X-Original-Address headers
 * are never sent (spec §7 "always sent unset by the form"); the site goes in X-Site like every
 * other call.
 *
 * Sign-up and confirmation reject with the HttpError of http.ts, so the store can tell the
 * invalid e-mail address (`urn:newsletter:email_invalid`) from every other failure. The base data
 * follow the silent-failure policy: no pre-fill is what a failed call shows. The sign-up's call
 * is newsletter-signup.ts's: it loads with the form's submit code (issue 15).
 */

import { request } from '../http';
import type { Site } from '../sites';
import { customerBaseDataSchema, type CustomerBaseData } from '../schemas/newsletter';
import { requestOrUndefined } from './request-or-undefined';

/** spec footer §7: the two bases, as the spec writes them (rooted at the origin by http.ts). */
export const NEWSLETTER_API_BASES = {
  private: 'service/newsletter/api/private',
  internal: 'service/newsletter/api/internal',
} as const;

/** spec footer §4: "In single-page-app mode the private API path is used, otherwise the internal path." */
export function getNewsletterApiBase(spa: boolean): string {
  return spa ? NEWSLETTER_API_BASES.private : NEWSLETTER_API_BASES.internal;
}

export interface NewsletterCallOptions {
  readonly spa: boolean;
  readonly site: Site;
  readonly signal?: AbortSignal;
}

/** PUT /newsletter-subscribers/{subscriberToken}/doi: confirms the double opt-in. */
export async function confirmNewsletterSubscription(
  subscriberToken: string,
  { spa, site, signal }: NewsletterCallOptions,
): Promise<void> {
  await request(
    `${getNewsletterApiBase(spa)}/newsletter-subscribers/${encodeURIComponent(subscriberToken)}/doi`,
    { method: 'PUT', site, expectNoContent: true, ...(signal ? { signal } : {}) },
  );
}

/**
 * GET {private}/customers/base-data with X-LoginToken from the login cookie (spec footer §6, §7).
 * Resolves undefined, after logging, when the call fails or answers an unexpected shape.
 */
export function fetchCustomerBaseData({
  site,
  signal,
}: {
  readonly site: Site;
  readonly signal?: AbortSignal;
}): Promise<CustomerBaseData | undefined> {
  return requestOrUndefined(`${NEWSLETTER_API_BASES.private}/customers/base-data`, {
    schema: customerBaseDataSchema,
    site,
    sendLoginToken: true,
    cache: 'no-store',
    logSource: 'newsletter base data',
    ...(signal ? { signal } : {}),
  });
}
