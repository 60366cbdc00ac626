/**
 * Values and response schemas of the newsletter service (spec footer §3 "Entities", §7
 * newsletter calls, §8). Only two answers are read: the customer's base data (pre-fill) and, on
 * a failed call, the error body's `type`. A sign-up's and a confirmation's success bodies are
 * not read (spec §7 "Response not read on success"; "response not shown").
 */

import * as v from 'valibot';

/** spec footer §3: the salutation values the service knows. */
export const SALUTATIONS = ['MR', 'MRS', 'COMPANY', 'DIVERS'] as const;
export type Salutation = (typeof SALUTATIONS)[number];
// the order the form's select offers them in is the view's (SALUTATION_DISPLAY_ORDER in
// src/newsletter/newsletter.logic.ts)

/** spec footer §3: the one consent value (personalised offers). */
export const DNE_CONSENT = 'DNE';
export type Consent = typeof DNE_CONSENT;

/** spec footer §3: sign-up origins. */
export const NEWSLETTER_ORIGINS = ['NEWSLETTER', 'SHOPPING_CART'] as const;
export type NewsletterOrigin = (typeof NEWSLETTER_ORIGINS)[number];

export function isSalutation(value: unknown): value is Salutation {
  return typeof value === 'string' && (SALUTATIONS as readonly string[]).includes(value);
}

/**
 * GET {private}/customers/base-data (spec footer §3 "Customer base data (pre-fill): same fields
 * as the form"). Every field may be missing or null: a customer without a salutation or name
 * still pre-fills the rest. The salutation is read as any string and checked by the store, so an
 * unknown value costs only that field, not the whole pre-fill.
 */
export const customerBaseDataSchema = v.looseObject({
  email: v.nullish(v.string()),
  salutation: v.nullish(v.string()),
  firstName: v.nullish(v.string()),
  lastName: v.nullish(v.string()),
  consents: v.nullish(v.array(v.string())),
  legals: v.nullish(v.array(v.string())),
});
export type CustomerBaseData = v.InferOutput<typeof customerBaseDataSchema>;

/** spec footer §7: "on failure the error body's type field is read" (`urn:newsletter:...`). */
export const newsletterErrorBodySchema = v.looseObject({ type: v.string() });

/** spec footer §8: the one error type the form maps to its own message. */
export const EMAIL_INVALID_ERROR_TYPE = 'urn:newsletter:email_invalid';

/** The body of POST /newsletter-subscribers (spec footer §3 "Subscription request"). */
export interface SubscriptionRequest {
  readonly email: string;
  readonly salutation?: Salutation;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly consents: readonly Consent[];
  readonly origin: NewsletterOrigin;
  readonly originAddition?: string;
}
