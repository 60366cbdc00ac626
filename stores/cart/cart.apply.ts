/**
 * What a change request does to the cart before the server answers (spec header §4 step 1):
 * the rule the reducer folds every pending change with (cart.reducer.ts deriveCart). Loaded with
 * the change code (cart.changes.ts hands it to the reducer, setCartChangeRule), not with the page
 * (issue 15): a cart has pending changes only once that code has sent one.
 */
import type { Cart, CartArticle, CartChangeRequest } from '../../src/core/schemas/cart';
import {
  getEntryCount,
  type CartEntry,
  type CartListName,
  type RestoredEntry,
} from './cart.entries';

type Matcher = (entry: CartEntry) => boolean;

/** Which lists a request touches and how it recognises its item there. */
function getTarget(request: CartChangeRequest): {
  readonly lists: readonly CartListName[];
  readonly matches: Matcher;
} {
  if ('setArticle' in request) {
    const { productId, tcm } = request.setArticle;
    return {
      lists: ['articles', 'defectiveArticles'],
      matches: (entry) =>
        'tcm' in entry.item && entry.item.tcm === tcm && entry.item.productId === productId,
    };
  }
  if ('setFreeArticle' in request) {
    const { productId, campaignId } = request.setFreeArticle;
    return {
      lists: ['freeArticles'],
      matches: (entry) =>
        'campaignId' in entry.item &&
        entry.item.productId === productId &&
        entry.item.campaignId === campaignId,
    };
  }
  if ('setGiftCard' in request) {
    const { productId, tcm } = request.setGiftCard;
    return {
      lists: ['giftCards', 'defectiveGiftCards'],
      matches: (entry) =>
        'article' in entry.item &&
        entry.item.article.tcm === tcm &&
        entry.item.article.productId === productId,
    };
  }
  if ('setPartnerProduct' in request) {
    const { partnerProductId } = request.setPartnerProduct;
    return {
      lists: ['partnerProducts', 'defectivePartnerProducts'],
      matches: (entry) =>
        'partnerProductId' in entry.item && entry.item.partnerProductId === partnerProductId,
    };
  }
  const { subscriptionId } = request.deleteSubscription;
  return {
    lists: ['subscriptions', 'defectiveSubscriptions'],
    matches: (entry) =>
      'subscriptionConfigurationId' in entry.item &&
      entry.item.subscriptionConfigurationId === subscriptionId,
  };
}

/** The quantity a request leaves its item with: 0 removes, undefined leaves it alone. */
function getRequestedQuantity(request: CartChangeRequest): number | undefined {
  if ('setArticle' in request) return request.setArticle.quantity;
  if ('setFreeArticle' in request) return request.setFreeArticle.remove ? 0 : 1;
  if ('setGiftCard' in request) return request.setGiftCard.set ? 1 : 0;
  if ('setPartnerProduct' in request) return request.setPartnerProduct.set ? undefined : 0;
  return 0;
}

function withCount(cart: Cart, delta: number): number {
  return Math.max(0, Math.min(Number.MAX_SAFE_INTEGER, cart.numberOfArticles + delta));
}

/** Array#toSpliced without requiring it of the browser (it arrived in 2023). */
function spliced<T>(items: readonly T[], index: number, remove: number, ...insert: T[]): T[] {
  return [...items.slice(0, index), ...insert, ...items.slice(index + remove)];
}

function replaceList(cart: Cart, list: CartListName, items: readonly CartEntry['item'][]): Cart {
  return { ...cart, [list]: items } as Cart;
}

/**
 * The cart as it looks once `request` is through, as far as the mini cart can tell: removals
 * and quantity changes of items it holds, and an undo's entry put back where it was. Additions
 * of items the cart does not hold wait for the server's answer (their title and price are not
 * known here). Returns the same object when nothing changes. Sums stay the server's until it
 * answers; the item count follows at once.
 */
export function applyCartChange(
  cart: Cart,
  request: CartChangeRequest,
  restore?: RestoredEntry,
): Cart {
  const { lists, matches } = getTarget(request);
  const quantity = getRequestedQuantity(request);
  for (const list of lists) {
    const items = cart[list] as readonly CartEntry['item'][];
    const index = items.findIndex((item) => matches({ list, item } as CartEntry));
    if (index < 0) continue;
    const entry = { list, item: items[index] } as CartEntry;
    if (quantity === 0) {
      const next = replaceList(cart, list, spliced(items, index, 1));
      return { ...next, numberOfArticles: withCount(cart, -getEntryCount(entry)) };
    }
    if (
      quantity !== undefined &&
      (entry.list === 'articles' || entry.list === 'defectiveArticles') &&
      entry.item.quantity !== quantity
    ) {
      const item: CartArticle = { ...entry.item, quantity };
      const next = replaceList(cart, list, spliced(items, index, 1, item));
      return { ...next, numberOfArticles: withCount(cart, quantity - entry.item.quantity) };
    }
    return cart;
  }
  if (quantity === 0 || !restore || !lists.includes(restore.entry.list)) return cart;
  if (!matches(restore.entry)) return cart;
  // an undo: the entry comes back where it was, with the quantity the request asks for
  const entry: CartEntry =
    quantity !== undefined && restore.entry.list === 'articles'
      ? { list: 'articles', item: { ...restore.entry.item, quantity } }
      : restore.entry;
  const items = cart[entry.list] as readonly CartEntry['item'][];
  const index = Math.max(0, Math.min(restore.index, items.length));
  const next = replaceList(cart, entry.list, spliced(items, index, 0, entry.item));
  return { ...next, numberOfArticles: withCount(cart, getEntryCount(entry)) };
}
