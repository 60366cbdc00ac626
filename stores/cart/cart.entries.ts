/**
 * The cart's entries: one item of one of the cart's nine lists, with a key that names it in every
 * version of the cart and the count it adds (spec header §4 step 7); what a request does to the
 * cart before the server answers is cart.apply.ts's. Pure: the reducer (cart.reducer.ts) and the
 * mini cart's list build on it. The requests that remove an entry or put it back are the
 * panel's removal's (cart.removal.ts, loaded on intent).
 */
import type {
  Cart,
  CartArticle,
  CartGiftCard,
  CartPartnerProduct,
  CartSubscription,
} from '../../src/core/schemas/cart';

// ---------------------------------------------------------------------------------------------
// Entries: one item of one of the cart's nine lists, with a stable key

export type CartEntry =
  | {
      readonly list: 'articles' | 'freeArticles' | 'defectiveArticles';
      readonly item: CartArticle;
    }
  | { readonly list: 'giftCards' | 'defectiveGiftCards'; readonly item: CartGiftCard }
  | {
      readonly list: 'partnerProducts' | 'defectivePartnerProducts';
      readonly item: CartPartnerProduct;
    }
  | {
      readonly list: 'subscriptions' | 'defectiveSubscriptions';
      readonly item: CartSubscription;
    };

export type CartListName = CartEntry['list'];

/** The order the mini cart lists items in: defective ones first, under the error block. */
export const CART_LISTS: readonly CartListName[] = [
  'defectiveArticles',
  'defectiveGiftCards',
  'defectiveSubscriptions',
  'defectivePartnerProducts',
  'articles',
  'freeArticles',
  'giftCards',
  'subscriptions',
  'partnerProducts',
];

export function isDefectiveList(list: CartListName): boolean {
  return list.startsWith('defective');
}

/** A key that names the same item in every version of the cart. */
export function getEntryKey(entry: CartEntry): string {
  switch (entry.list) {
    case 'articles':
    case 'defectiveArticles':
      return `${entry.list}:${entry.item.tcm ?? `product-${entry.item.productId}`}`;
    case 'freeArticles':
      return `${entry.list}:${entry.item.productId}:${entry.item.campaignId ?? entry.item.uuid ?? ''}`;
    case 'giftCards':
    case 'defectiveGiftCards':
      return `${entry.list}:${entry.item.article.tcm ?? `product-${entry.item.article.productId}`}`;
    case 'partnerProducts':
    case 'defectivePartnerProducts':
      return `${entry.list}:${entry.item.partnerProductId}`;
    case 'subscriptions':
    case 'defectiveSubscriptions':
      return `${entry.list}:${entry.item.subscriptionConfigurationId}`;
    default:
      return entry satisfies never;
  }
}

/** Every entry of the cart in display order. */
export function getCartEntries(cart: Cart): CartEntry[] {
  return CART_LISTS.flatMap((list) =>
    (cart[list] as readonly CartEntry['item'][]).map((item) => ({ list, item }) as CartEntry),
  );
}

/** How many items an entry adds to numberOfArticles (partner products are not counted). */
export function getEntryCount(entry: CartEntry): number {
  switch (entry.list) {
    case 'articles':
    case 'defectiveArticles':
      return entry.item.quantity;
    case 'freeArticles':
    case 'giftCards':
    case 'defectiveGiftCards':
    case 'subscriptions':
    case 'defectiveSubscriptions':
      // spec header §4 step 7: removing a subscription lowers the count by 1
      return 1;
    case 'partnerProducts':
    case 'defectivePartnerProducts':
      return 0;
    default:
      return entry satisfies never;
  }
}

// ---------------------------------------------------------------------------------------------
// Applying a change locally (spec header §4 step 1): cart.apply.ts, loaded with the change code

/** An entry an undo puts back, at the position it had. */
export interface RestoredEntry {
  readonly entry: CartEntry;
  readonly index: number;
}
