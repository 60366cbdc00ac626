/**
 * Pure rules of the mini cart's panel (spec header "Mini cart", §4 "Checkout enabled", §9), loaded
 * with the panel on a shopper's intent; the icon's rules are in minicart-icon.logic.ts. No React,
 * no DOM: table-tested in minicart.logic.test.ts.
 */
import { formatNumber } from '../core/format';
import type { Cart, CartArticle, CartPrice, CartSubscription } from '../core/schemas/cart';
import type { Locale, Site, SiteConfig } from '../core/sites';
import {
  CART_LISTS,
  getEntryKey,
  type CartEntry,
  type CartListName,
} from '../../stores/cart/cart.entries';
import type { CartState, DeletedEntry } from '../../stores/cart/cart.reducer';

// ---------------------------------------------------------------------------------------------
// Routes (spec header §2 "Routes and links used by the header")

// the cart page's address is the icon's (minicart-icon.logic.ts)
export const HOME_URL = '/';
export const CHECKOUT_URL = '/checkout';
export const SUBSCRIPTION_CHECKOUT_URL = '/service/checkoutfrontend/checkout';

// ---------------------------------------------------------------------------------------------
// Sites with the new price summary (spec header "Mini cart", "Shipping cost rules")

/**
 * Sites flagged for the new summary: their summary rows come from the cart's priceSummary
 * object and they show the remaining-rebates row; the others read the flat cart fields.
 *
 * The spec names the flag but not its sites. Chosen: the four DACH sites (DE, AT, CH, CH_FR).
 * A summary rewrite rolls out where the shop's German-language cart pages share one code base
 * and one content team, and the non-WSAC rebates that only the new summary can show (the coffee
 * quantity rebate) are a DACH campaign; PL, CZ, HU, SK and TR keep the flat fields until their
 * cart pages follow. The split also keeps both paths in the end-to-end sites (DE and CH new; PL,
 * CZ and TR flat). One value: moving a site is a one-line change here.
 */
export const NEW_SUMMARY_SITES: readonly Site[] = ['DE', 'AT', 'CH', 'CH_FR'];

export function usesNewSummary(site: Site): boolean {
  return NEW_SUMMARY_SITES.includes(site);
}

// ---------------------------------------------------------------------------------------------
// Panel views

export type MiniCartView = 'loading' | 'empty' | 'full';

/**
 * spec header "Mini cart": loading while the cart is undefined and there is no error; the full
 * view when the cart has items, or any error or defective item exists (and while a removed item
 * is still shown, so its undo stays reachable); else the empty view.
 */
export function getMiniCartView(state: CartState): MiniCartView {
  const { cart, readError, changeError, deleted } = state;
  if (!cart && !readError && !changeError) return 'loading';
  if (readError || changeError || deleted.length > 0) return 'full';
  if (cart && CART_LISTS.some((list) => cart[list].length > 0)) return 'full';
  return 'empty';
}

// ---------------------------------------------------------------------------------------------
// The list

export interface DisplayedEntry {
  readonly key: string;
  readonly entry: CartEntry;
  /** Set while the entry is shown as removed (spec header §4 step 2). */
  readonly deleted: DeletedEntry | undefined;
}

/**
 * The cart's entries in display order, with each removed entry drawn back in where it was for
 * as long as the cart does not hold it again.
 */
export function getDisplayedEntries(
  cart: Cart | undefined,
  deleted: readonly DeletedEntry[],
): DisplayedEntry[] {
  const result: DisplayedEntry[] = [];
  const shownKeys = new Set<string>();
  for (const list of CART_LISTS) {
    const entries: DisplayedEntry[] = (cart?.[list] ?? []).map((item) => {
      const entry = { list, item } as CartEntry;
      const key = getEntryKey(entry);
      shownKeys.add(key);
      return { key, entry, deleted: undefined };
    });
    const removed = deleted
      .filter((entry) => entry.entry.list === list)
      .sort((a, b) => a.index - b.index || a.id - b.id);
    for (const entry of removed) {
      if (shownKeys.has(entry.key)) continue;
      shownKeys.add(entry.key);
      const at = Math.max(0, Math.min(entry.index, entries.length));
      entries.splice(at, 0, { key: entry.key, entry: entry.entry, deleted: entry });
    }
    result.push(...entries);
  }
  return result;
}

/**
 * Keeps the order the visitor already sees while the flyout is open: entries shown before keep
 * their places within their list, new ones follow. The cart service puts an undone item back at
 * the end of its list; without this the item would jump away from under the pointer (and from
 * the keyboard focus) when the service answers.
 */
export function keepDisplayOrder(
  entries: readonly DisplayedEntry[],
  previousKeys: readonly string[],
): DisplayedEntry[] {
  const previous = new Map(previousKeys.map((key, index) => [key, index]));
  const listIndex = new Map(CART_LISTS.map((list, index) => [list, index]));
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        (listIndex.get(a.entry.entry.list) ?? 0) - (listIndex.get(b.entry.entry.list) ?? 0) ||
        (previous.get(a.entry.key) ?? Infinity) - (previous.get(b.entry.key) ?? Infinity) ||
        a.index - b.index,
    )
    .map(({ entry }) => entry);
}

export function hasDefectiveItems(cart: Cart | undefined): boolean {
  return (
    cart !== undefined &&
    (cart.defectiveArticles.length > 0 ||
      cart.defectiveGiftCards.length > 0 ||
      cart.defectivePartnerProducts.length > 0 ||
      cart.defectiveSubscriptions.length > 0)
  );
}

/** spec header "Mini cart": each title shows the quantity, the letter x, then the title. */
export function getQuantityTitle(quantity: number, title: string, site: Site): string {
  return `${formatNumber(quantity, site)} x ${title}`;
}

/** spec header "Mini cart": a subscription shows the gift title when gift information exists. */
export function isGiftSubscription(subscription: CartSubscription): boolean {
  return subscription.giftSubscriptionInformation !== undefined;
}

const INTERVAL_UNITS = { DAY: 'day', WEEK: 'week', MONTH: 'month' } as const;

/**
 * The delivery interval in words ("4 Wochen", "4 tygodnie", "4 hét"), in the locale's grammar
 * for the number; undefined for a unit we do not know or a zero duration.
 */
export function getIntervalText(
  duration: number | undefined,
  unit: string | undefined,
  locale: Locale,
): string | undefined {
  const unitName =
    unit !== undefined && Object.hasOwn(INTERVAL_UNITS, unit)
      ? INTERVAL_UNITS[unit as keyof typeof INTERVAL_UNITS]
      : undefined;
  if (!unitName || duration === undefined || duration <= 0) return undefined;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: unitName,
    unitDisplay: 'long',
    maximumFractionDigits: 0,
  }).format(duration);
}

// ---------------------------------------------------------------------------------------------
// Price block (spec header "Price block rules")

/** An old price shows when the price is below the old price and not promotional. */
export function shouldShowOldPrice(price: CartPrice | undefined): price is CartPrice & {
  calculatedPrice: number;
  calculatedOriginalPrice: number;
} {
  return (
    price !== undefined &&
    price.calculatedPrice !== undefined &&
    price.calculatedOriginalPrice !== undefined &&
    price.calculatedPrice < price.calculatedOriginalPrice &&
    !price.isPricePromotional
  );
}

/**
 * The 30-day best price line shows when such a discount exists, or on the PL site, and a best
 * price amount is present.
 */
export function shouldShowBestPrice(
  price: CartPrice | undefined,
  siteConfig: SiteConfig,
): price is CartPrice & { bestPriceAmount: number } {
  if (price?.bestPriceAmount === undefined) return false;
  return (price.bestPriceDifferencePercentage ?? 0) > 0 || siteConfig.alwaysShowsBestPrice;
}

/** The best price's info tooltip is hidden on de-AT. */
export function showsBestPriceTooltip(siteConfig: SiteConfig): boolean {
  return !siteConfig.hidesBestPriceTooltip;
}

/** spec header "Availability footnotes": NOT_AVAILABLE an error, SHORTAGE an info, else none. */
export function getAvailabilityFootnote(
  availability: string | undefined,
): 'error' | 'info' | undefined {
  if (availability === 'NOT_AVAILABLE') return 'error';
  if (availability === 'SHORTAGE') return 'info';
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Checkout (spec header §4 "Checkout enabled", §2 routes)

function isUnpurchasable(article: CartArticle): boolean {
  return article.availability === 'NOT_AVAILABLE' || article.availability === 'SOLDOUT';
}

/**
 * The checkout button is enabled when the cart has items (or partner products), no defective
 * list has an entry, and no article or free article is NOT_AVAILABLE or SOLDOUT.
 */
export function isCheckoutEnabled(cart: Cart | undefined): boolean {
  if (!cart) return false;
  const hasItems =
    cart.articles.length > 0 ||
    cart.freeArticles.length > 0 ||
    cart.giftCards.length > 0 ||
    cart.subscriptions.length > 0 ||
    cart.partnerProducts.length > 0;
  return hasItems && !holdsUnavailableItems(cart);
}

/**
 * The cart holds something checkout refuses: a defective entry, or an article or free article
 * that is NOT_AVAILABLE or SOLDOUT. Only then does the mini cart ask the visitor to remove
 * unavailable items (an empty cart disables checkout too, with nothing to remove).
 */
export function holdsUnavailableItems(cart: Cart | undefined): boolean {
  if (!cart) return false;
  return (
    hasDefectiveItems(cart) ||
    cart.articles.some(isUnpurchasable) ||
    cart.freeArticles.some(isUnpurchasable)
  );
}

/** The checkout frontend when the cart holds subscriptions, else the checkout. */
export function getCheckoutUrl(cart: Cart | undefined): string {
  return cart && cart.subscriptions.length > 0 ? SUBSCRIPTION_CHECKOUT_URL : CHECKOUT_URL;
}

// ---------------------------------------------------------------------------------------------
// Summary rows (spec header "Summary rows", "Shipping cost rules")

export type SummaryRow =
  | { readonly kind: 'loyaltyBeans'; readonly amount: number; readonly beans: number | undefined }
  | { readonly kind: 'coupon'; readonly code: string; readonly amount: number }
  | { readonly kind: 'rebates'; readonly amount: number }
  | { readonly kind: 'giftCard'; readonly cardNumber: string; readonly amount: number }
  | { readonly kind: 'shipping'; readonly amount: number }
  | { readonly kind: 'cashOnDelivery'; readonly amount: number };

export interface Summary {
  readonly rows: readonly SummaryRow[];
  readonly total: number | undefined;
}

const isPositive = (value: number | undefined): value is number => value !== undefined && value > 0;

/**
 * The rows in the spec's order: loyalty beans, coupon codes, remaining rebates (new-summary
 * sites only, above 0), gift cards, shipping, cash-on-delivery fee (above 0). New-summary sites
 * read the price summary object, the others the flat cart fields. Reductions are positive
 * amounts; the view shows them with a minus.
 */
export function getSummary(cart: Cart, site: Site): Summary {
  const summary = usesNewSummary(site) ? cart.priceSummary : undefined;
  const rows: SummaryRow[] = [];
  const beansValue = summary
    ? summary.totalRedeemedLoyaltyBeans
    : cart.loyaltyBeanData?.redeemedValue;
  if (isPositive(beansValue)) {
    rows.push({
      kind: 'loyaltyBeans',
      amount: beansValue,
      beans: cart.loyaltyBeanData?.redeemedAmount,
    });
  }
  for (const coupon of summary ? summary.redeemedWsacDiscounts : cart.redeemedWsacs) {
    if (coupon.wsacCode && coupon.discount !== undefined) {
      rows.push({ kind: 'coupon', code: coupon.wsacCode, amount: coupon.discount });
    }
  }
  if (summary && isPositive(summary.totalRedeemedNonWsacDiscounts)) {
    rows.push({ kind: 'rebates', amount: summary.totalRedeemedNonWsacDiscounts });
  }
  for (const redemption of cart.giftCardRedemptions) {
    if (isPositive(redemption.redeemedAmount)) {
      rows.push({
        kind: 'giftCard',
        cardNumber: redemption.cardNumber,
        amount: redemption.redeemedAmount,
      });
    }
  }
  const shipping = summary ? summary.shippingCosts : cart.shippingCost;
  if (shipping !== undefined && shipping >= 0) rows.push({ kind: 'shipping', amount: shipping });
  const cashOnDelivery = summary ? summary.paymentOnDeliveryCosts : cart.paymentOnDeliveryCost;
  if (isPositive(cashOnDelivery)) rows.push({ kind: 'cashOnDelivery', amount: cashOnDelivery });
  return { rows, total: summary ? summary.cartFinalSum : cart.totalSum };
}

// ---------------------------------------------------------------------------------------------
// Defective items and removal (spec header §8 "Defective tile texts")

export type DefectiveTextKey =
  'cart.defective.article' | 'cart.defective.partnerProduct' | 'cart.defective.subscription';

/**
 * The tile text of a defective entry (spec header §8 "Defective tile texts"). A defective
 * subscription shows the "Defective subscription block" text as well, below this one.
 */

export function getDefectiveTextKey(list: CartListName): DefectiveTextKey | undefined {
  switch (list) {
    case 'defectiveArticles':
    case 'defectiveGiftCards':
      return 'cart.defective.article';
    case 'defectivePartnerProducts':
      return 'cart.defective.partnerProduct';
    case 'defectiveSubscriptions':
      return 'cart.defective.subscription';
    case 'articles':
    case 'freeArticles':
    case 'giftCards':
    case 'partnerProducts':
    case 'subscriptions':
      return undefined;
    default:
      return list satisfies never;
  }
}

/** The whole seconds left of an undo window, never below 0. */
export function getRemainingSeconds(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

// ---------------------------------------------------------------------------------------------
// Untrusted service data in attributes (addresses passed sanitizeUrl in the cart schema)

/** A COLOR dimension's swatch colour, when it is a hex colour. */
export function getSwatchColor(colorCode: string | undefined): string | undefined {
  return colorCode && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(colorCode.trim())
    ? colorCode.trim()
    : undefined;
}
