/**
 * Schemas of the cart calls (spec header §3 "Cart" and related entities, §7 cart calls, §8 cart
 * errors). GET /service/cart/api/cart answers a Cart; PUT answers { cart, addedProduct, error,
 * limit } or nothing (304).
 *
 * Strict where a wrong type makes the answer unusable (a list that is not a list, a title that
 * is not a string: the call then fails like any failed call, docs/architecture.md "Services"), lenient
 * where the shop must survive what a service may send tomorrow:
 * - absent or null fields become undefined (lists become []), extra fields are ignored;
 * - availability, dimension type, subscription type and interval unit are any string: unknown
 *   values show nothing special rather than failing the whole cart;
 * - ids may come as numbers; counts and quantities become whole numbers from 0 to
 *   Number.MAX_SAFE_INTEGER (a negative count is 0, a fraction is cut);
 * - numberOfArticles, when absent, is counted from the lists the way the cart service counts;
 * - every money amount is an integer number of minor units (docs/architecture.md "Money"); one
 *   that is not (a fraction, text, a negative or too large number) is left out alone, as if the
 *   service had sent none, and reported once per answer: a wrong price is worse than none.
 * The outputs are plain data the stores and views can trust without further checks.
 */
import * as v from 'valibot';
import { logger } from '../logger';

// ---------------------------------------------------------------------------------------------
// Codes (spec header §5, §8)

/** spec header §8 "Cart read errors" and "Cart change errors": the same five codes. */
export const CART_ERROR_CODES = [
  'UNKNOWN',
  'CARTSTORAGE_UNAVAILABLE',
  'PRODUCTDATA_UNAVAILABLE',
  'PRICE_UNAVAILABLE',
  'NOT_MODIFIED',
] as const;
export type CartErrorCode = (typeof CART_ERROR_CODES)[number];

/** spec header §5: server cart limits, with a limit number placed in the message. */
export const CART_LIMIT_CODES = ['CART_LIMIT', 'ITEM_LIMIT', 'AVAILABILITY_LIMIT'] as const;
export type CartLimitCode = (typeof CART_LIMIT_CODES)[number];

export function isCartLimitCode(value: unknown): value is CartLimitCode {
  return typeof value === 'string' && (CART_LIMIT_CODES as readonly string[]).includes(value);
}

/** An error code as the server sent it; anything unknown (or absent) reads as UNKNOWN. */
export function toCartErrorCode(value: unknown): CartErrorCode {
  return typeof value === 'string' && (CART_ERROR_CODES as readonly string[]).includes(value)
    ? (value as CartErrorCode)
    : 'UNKNOWN';
}

/** spec header §3 Article availability; other values may arrive and show nothing. */
export const AVAILABILITIES = [
  'IN_STOCK',
  'AVAILABLE',
  'NOT_AVAILABLE',
  'SOLDOUT',
  'SHORTAGE',
] as const;

// ---------------------------------------------------------------------------------------------
// Field helpers

/** A count or quantity as a whole number from 0 to MAX_SAFE_INTEGER; anything else is 0. */
export function toCount(value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value) || value <= 0) return 0;
  return Math.min(Math.floor(value), Number.MAX_SAFE_INTEGER);
}

/**
 * A money amount as the cart may hold it (docs/architecture.md "Money"): an integer number of
 * minor units from 0 to Number.MAX_SAFE_INTEGER. No amount of the cart is negative: reductions
 * (coupons, beans, gift cards) come as positive amounts the summary subtracts.
 */
export function isMinorUnits(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

interface MalformedAmount {
  readonly field: string;
  readonly value: string;
}

/** The malformed amounts of the answer being read (see cartSchema); parsing is synchronous. */
let malformedAmounts: MalformedAmount[] = [];

/**
 * The schema of a money field: undefined when absent or null, the amount when it is one, and
 * undefined for a malformed one, which is collected for the answer's report.
 */
function money(field: string) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): number | undefined => {
        if (value === null || value === undefined || isMinorUnits(value)) return value ?? undefined;
        malformedAmounts.push({ field, value: String(value).slice(0, 40) });
        return undefined;
      }),
    ),
  );
}

export const optionalString = v.pipe(
  v.nullish(v.string()),
  v.transform((value) => value ?? undefined),
);
export const optionalNumber = v.pipe(
  v.nullish(v.number()),
  v.transform((value) =>
    value !== null && value !== undefined && Number.isFinite(value) ? value : undefined,
  ),
);
const count = v.pipe(
  v.nullish(v.number(), 0),
  v.transform((value) => toCount(value)),
);
const text = v.nullish(v.string(), '');
const id = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const optionalId = v.pipe(
  v.nullish(v.union([v.string(), v.number()])),
  v.transform((value) => (value === null || value === undefined ? undefined : String(value))),
);

function list<TItem extends v.GenericSchema>(item: TItem) {
  return v.nullish(v.array(item), () => []);
}

// ---------------------------------------------------------------------------------------------
// Entities (spec header §3)

export const dimensionSchema = v.object({
  name: text,
  value: text,
  /** TEXT, COLOR or IMAGE; an unknown type is shown as TEXT. */
  type: optionalString,
  colorCode: optionalString,
  imageUrl: optionalString,
});
export type CartDimension = v.InferOutput<typeof dimensionSchema>;

export const priceSchema = v.object({
  /** Line total. */
  calculatedPrice: money('calculatedPrice'),
  /** Line total at the regular price. */
  calculatedOriginalPrice: money('calculatedOriginalPrice'),
  /**
   * The price per reference unit as the service prints it ("1 kg = 14,99 €"): a text with its
   * own currency sign, shown as it comes (on DE too, whose amounts print without the sign).
   */
  basePrice: optionalString,
  isPricePromotional: v.nullish(v.boolean(), false),
  /** The unit's lowest price of the last 30 days. */
  bestPriceAmount: money('bestPriceAmount'),
  bestPriceDifferencePercentage: optionalNumber,
  /** The unit price before subscription rebates. */
  pricePerUnitBeforeRebates: money('pricePerUnitBeforeRebates'),
});
export type CartPrice = v.InferOutput<typeof priceSchema>;

/** spec header §3: quantity is a number, or an object with a quantity field. */
const quantitySchema = v.pipe(
  v.nullish(v.union([v.number(), v.object({ quantity: v.nullish(v.number()) })]), 0),
  v.transform((value) =>
    toCount(typeof value === 'object' && value !== null ? value.quantity : value),
  ),
);

export const articleSchema = v.object({
  productId: id,
  /** Absent on a defective article without one: such an item cannot be deleted (§4 step 8). */
  tcm: optionalId,
  title: text,
  imageUrl: optionalString,
  productUrl: optionalString,
  quantity: quantitySchema,
  dimensions: list(dimensionSchema),
  availability: optionalString,
  trackingName: optionalString,
  /** Free articles. */
  uuid: optionalString,
  campaignId: optionalId,
  price: v.pipe(
    v.nullish(priceSchema),
    v.transform((value) => value ?? undefined),
  ),
  /** Subscription articles: the unit's shop price. */
  currentShopPrice: money('currentShopPrice'),
  rebatePercentage: optionalNumber,
});
export type CartArticle = v.InferOutput<typeof articleSchema>;

export const giftCardSchema = v.object({ article: articleSchema });
export type CartGiftCard = v.InferOutput<typeof giftCardSchema>;

export const partnerProductSchema = v.object({
  partnerProductId: id,
  title: text,
  imageUrl: optionalString,
  totalQuantity: count,
  totalPrice: money('totalPrice'),
  formUrl: optionalString,
});
export type CartPartnerProduct = v.InferOutput<typeof partnerProductSchema>;

export const subscriptionSchema = v.object({
  subscriptionConfigurationId: id,
  /** COFFEE or MACHINE. */
  subscriptionType: optionalString,
  title: text,
  imageUrl: optionalString,
  recurringIntervalDuration: v.pipe(
    v.nullish(
      v.object({
        intervalDuration: count,
        /** DAY, WEEK or MONTH. */
        intervalUnit: optionalString,
      }),
    ),
    v.transform((value) => value ?? undefined),
  ),
  recurringArticlesPrice: v.pipe(
    v.nullish(v.object({ calculatedPrice: money('recurringArticlesPrice.calculatedPrice') })),
    v.transform((value) => value ?? undefined),
  ),
  recurringArticles: list(articleSchema),
  nonRecurringArticles: list(articleSchema),
  giftSubscriptionInformation: v.pipe(
    v.nullish(v.object({ numberOfDeliveries: count })),
    v.transform((value) => value ?? undefined),
  ),
});
export type CartSubscription = v.InferOutput<typeof subscriptionSchema>;

const wsacDiscountSchema = v.object({
  wsacCode: text,
  discount: money('discount'),
});
export type CartWsacDiscount = v.InferOutput<typeof wsacDiscountSchema>;

export const priceSummarySchema = v.object({
  cartFinalSum: money('cartFinalSum'),
  redeemedWsacDiscounts: list(wsacDiscountSchema),
  totalRedeemedNonWsacDiscounts: money('totalRedeemedNonWsacDiscounts'),
  totalRedeemedLoyaltyBeans: money('totalRedeemedLoyaltyBeans'),
  shippingCosts: money('shippingCosts'),
  paymentOnDeliveryCosts: money('paymentOnDeliveryCosts'),
});
export type CartPriceSummary = v.InferOutput<typeof priceSummarySchema>;

const giftCardRedemptionSchema = v.object({
  cardNumber: text,
  redeemedAmount: money('redeemedAmount'),
});
export type CartGiftCardRedemption = v.InferOutput<typeof giftCardRedemptionSchema>;

const cartFields = {
  numberOfArticles: v.nullish(v.number()),
  articles: list(articleSchema),
  freeArticles: list(articleSchema),
  giftCards: list(giftCardSchema),
  partnerProducts: list(partnerProductSchema),
  subscriptions: list(subscriptionSchema),
  defectiveArticles: list(articleSchema),
  defectiveGiftCards: list(giftCardSchema),
  defectivePartnerProducts: list(partnerProductSchema),
  defectiveSubscriptions: list(subscriptionSchema),
  totalSum: money('totalSum'),
  priceSummary: v.pipe(
    v.nullish(priceSummarySchema),
    v.transform((value) => value ?? undefined),
  ),
  giftCardRedemptions: list(giftCardRedemptionSchema),
  redeemedWsacs: list(wsacDiscountSchema),
  loyaltyBeanData: v.pipe(
    // redeemedAmount is the number of beans, redeemedValue their worth
    v.nullish(v.object({ redeemedAmount: optionalNumber, redeemedValue: money('redeemedValue') })),
    v.transform((value) => value ?? undefined),
  ),
  shippingCost: money('shippingCost'),
  paymentOnDeliveryCost: money('paymentOnDeliveryCost'),
};

/** The lists an item count is made of. */
export interface CountedCartLists {
  readonly articles: readonly CartArticle[];
  readonly freeArticles: readonly unknown[];
  readonly giftCards: readonly unknown[];
  readonly subscriptions: readonly unknown[];
  readonly defectiveArticles: readonly CartArticle[];
  readonly defectiveGiftCards: readonly unknown[];
  readonly defectiveSubscriptions: readonly unknown[];
}

/**
 * The item count as the cart service counts it: article and free-article pieces, gift cards and
 * subscriptions (one each), defective articles, gift cards and subscriptions; partner products
 * are not counted.
 */
export function countCartItems(cart: CountedCartLists): number {
  const pieces = (articles: readonly CartArticle[]): number =>
    articles.reduce((sum, article) => sum + article.quantity, 0);
  return toCount(
    pieces(cart.articles) +
      cart.freeArticles.length +
      cart.giftCards.length +
      cart.subscriptions.length +
      pieces(cart.defectiveArticles) +
      cart.defectiveGiftCards.length +
      cart.defectiveSubscriptions.length,
  );
}

/**
 * GET /service/cart/api/cart (spec header §3 Cart, §7); also the cart of a change answer. The
 * malformed amounts of one answer are reported in one log entry, after it was read.
 */
export const cartSchema = v.pipe(
  v.unknown(),
  v.transform((input) => {
    // an answer that failed half-way left its amounts here: they belong to no cart shown
    malformedAmounts = [];
    return input;
  }),
  v.object(cartFields),
  v.transform(({ numberOfArticles, ...lists }) => {
    if (malformedAmounts.length > 0) {
      logger.error('Malformed amounts in the cart answer were left out', {
        amounts: malformedAmounts.slice(0, 10),
        count: malformedAmounts.length,
      });
      malformedAmounts = [];
    }
    return {
      ...lists,
      numberOfArticles:
        numberOfArticles === null || numberOfArticles === undefined
          ? countCartItems(lists)
          : toCount(numberOfArticles),
    };
  }),
);
export type Cart = v.InferOutput<typeof cartSchema>;

/** The body of a failed GET: `{ error: <code> }`. */
export const cartReadErrorBodySchema = v.object({ error: v.unknown() });

// the change request's type, for the reducer and the script API's signature; its schema loads
// with the change code (cart-change.ts)
export type { CartChangeRequest } from './cart-change';
