/**
 * The cart's events for marketing, GA4-shaped (spec header §3 "Tracking events": view_cart,
 * add_to_cart, begin_checkout), where an element owns the moment: the mini cart's flyout opening
 * (view_cart), its checkout link followed (begin_checkout) and a modify() of the script API that
 * raises an article's quantity and succeeds (add_to_cart, cart.changes.ts). Each goes to the
 * data layer as `{ event, ecommerce: { currency, value, items } }` (README "Tracking"): amounts
 * in currency units, as GA4 expects (the cart's minor units divided by 100). Loaded with the
 * panel and the change code, not with the page.
 *
 * Items are what the cart will sell: articles and free articles that can be bought, gift cards,
 * subscriptions (priced per delivery) and partner products; defective items and articles that
 * are NOT_AVAILABLE or SOLDOUT are left out, as the cart's sums leave them out. An item whose
 * amount is missing or malformed has no price and adds nothing to the value.
 */
import type { Cart, CartArticle } from '../../src/core/schemas/cart';
import { SITES, type Site } from '../../src/core/sites';
import { trackEvent } from '../../src/core/tracking';

export interface EcommerceItem {
  readonly item_id: string;
  readonly item_name: string;
  readonly item_variant?: string;
  /** The unit price in currency units. */
  readonly price?: number;
  readonly quantity: number;
}

interface PricedItem {
  readonly item: EcommerceItem;
  /** What the item adds to the event's value in minor units; undefined without a price. */
  readonly value: number | undefined;
}

/** An item of `quantity` pieces of a line that costs `lineTotal` minor units for `lineQuantity`. */
function priced(
  item: Omit<EcommerceItem, 'price' | 'quantity'>,
  quantity: number,
  lineTotal: number | undefined,
  lineQuantity: number,
): PricedItem {
  if (lineTotal === undefined || lineQuantity <= 0)
    return { item: { ...item, quantity }, value: undefined };
  const unit = Math.round(lineTotal / lineQuantity);
  return {
    item: { ...item, price: unit / 100, quantity },
    // the whole line as the cart prices it; a part of it at the unit price
    value: quantity === lineQuantity ? lineTotal : unit * quantity,
  };
}

function articleItem(article: CartArticle, quantity: number, name?: string): PricedItem {
  return priced(
    {
      item_id: article.productId,
      item_name: article.trackingName ?? (article.title || name || ''),
      ...(article.tcm ? { item_variant: article.tcm } : {}),
    },
    quantity,
    article.price?.calculatedPrice,
    article.quantity,
  );
}

const canBeBought = (article: CartArticle): boolean =>
  article.availability !== 'NOT_AVAILABLE' && article.availability !== 'SOLDOUT';

function getCartItems(cart: Cart): PricedItem[] {
  return [
    ...[...cart.articles, ...cart.freeArticles]
      .filter(canBeBought)
      .map((article) => articleItem(article, article.quantity)),
    ...cart.giftCards.map(({ article }) => articleItem(article, 1)),
    ...cart.subscriptions.map((subscription) =>
      priced(
        { item_id: subscription.subscriptionConfigurationId, item_name: subscription.title },
        1,
        subscription.recurringArticlesPrice?.calculatedPrice,
        1,
      ),
    ),
    ...cart.partnerProducts.map((partner) =>
      priced(
        { item_id: partner.partnerProductId, item_name: partner.title },
        partner.totalQuantity,
        partner.totalPrice,
        partner.totalQuantity,
      ),
    ),
  ];
}

function track(event: string, site: Site, items: readonly PricedItem[]): void {
  void trackEvent({
    event,
    ecommerce: {
      currency: SITES[site].currency,
      value: items.reduce((sum, { value }) => sum + (value ?? 0), 0) / 100,
      items: items.map(({ item }) => item),
    },
  });
}

/** view_cart or begin_checkout with the cart's items; nothing for a cart without any. */
export function trackCartEvent(
  event: 'view_cart' | 'begin_checkout',
  site: Site,
  cart: Cart | undefined,
): void {
  const items = cart ? getCartItems(cart) : [];
  if (items.length > 0) track(event, site, items);
}

/**
 * add_to_cart for a setArticle whose article had `before` (undefined: not in the cart) and now
 * has what the answered cart holds (the requested quantity when the answer has no cart): the
 * pieces added, priced as the answer prices the line, else as the cart before did. Nothing when
 * the quantity did not rise.
 */
export function trackAddedArticle(
  site: Site,
  request: { readonly productId: string; readonly tcm: string; readonly quantity: number },
  before: CartArticle | undefined,
  answered: Cart | undefined,
  addedName: string | undefined,
): void {
  const line = answered?.articles.find((article) => article.tcm === request.tcm);
  const added = (line ? line.quantity : request.quantity) - (before?.quantity ?? 0);
  if (added <= 0) return;
  const source = line?.price?.calculatedPrice === undefined && before ? before : line;
  track('add_to_cart', site, [
    source
      ? articleItem(source, added, addedName)
      : priced(
          { item_id: request.productId, item_name: addedName ?? '', item_variant: request.tcm },
          added,
          undefined,
          0,
        ),
  ]);
}
