/**
 * The schemas of a cart change (spec header §3 "Cart change request variants", "Cart change
 * response"), apart from the cart's in cart.ts: only a change needs them, so they load with the
 * change code (issue 15), not with the page.
 */
import * as v from 'valibot';
import { cartSchema, optionalNumber, optionalString } from './cart';

/** spec header §3 "Cart change response": cart, addedProduct, error, limit. */
export const cartChangeResponseSchema = v.object({
  cart: v.pipe(
    v.nullish(cartSchema),
    v.transform((value) => value ?? undefined),
  ),
  addedProduct: v.pipe(
    v.nullish(v.object({ name: optionalString })),
    v.transform((value) => value ?? undefined),
  ),
  error: optionalString,
  limit: optionalNumber,
});
export type CartChangeResponse = v.InferOutput<typeof cartChangeResponseSchema>;

/** 304 (nothing changed) has no body. */
export const cartChangeAnswerSchema = v.optional(cartChangeResponseSchema);

// ---------------------------------------------------------------------------------------------
// Change requests (spec header §3 "Cart change request variants"): one variant per request, as
// the only key of the JSON body.

/**
 * An id in a change request: a string, or (from a plain-JavaScript caller of modify(), as the
 * cart itself may carry them) a whole non-negative number, sent as its digits.
 */
const requestId = v.pipe(
  v.union([
    v.string(),
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
  ]),
  v.transform(String),
  v.trim(),
  v.nonEmpty(),
);

export const cartChangeRequestSchema = v.union([
  v.strictObject({
    setArticle: v.strictObject({
      productId: requestId,
      tcm: requestId,
      /** The new absolute quantity; 0 removes. */
      quantity: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
    }),
  }),
  v.strictObject({
    setFreeArticle: v.strictObject({
      productId: requestId,
      campaignId: requestId,
      remove: v.boolean(),
    }),
  }),
  v.strictObject({
    setGiftCard: v.strictObject({ productId: requestId, tcm: requestId, set: v.boolean() }),
  }),
  v.strictObject({
    setPartnerProduct: v.strictObject({ partnerProductId: requestId, set: v.boolean() }),
  }),
  v.strictObject({ deleteSubscription: v.strictObject({ subscriptionId: requestId }) }),
]);
export type CartChangeRequest = v.InferOutput<typeof cartChangeRequestSchema>;
