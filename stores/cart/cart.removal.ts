/**
 * Removal and undo from the mini cart's panel (spec header §4 "Optimistic cart change", steps 2
 * and 8; §7 tracking), with the requests that remove an item and put it back. Apart from the
 * store's index: only the panel removes items, and it loads on a shopper's intent
 * (src/minicart/minicart-panel.tsx), so a page that shows only the badge does not load this.
 */
import { DELETED_ITEM_UNDO_MS } from '../../src/core/config';
import type { CartChangeRequest } from '../../src/core/schemas/cart';
import { trackEvent } from '../../src/core/tracking';
import type { Site } from '../../src/core/sites';
import { importCartChanges, loadedCartChanges, type CartChanges } from './cart.load';
import { getEntryKey, type CartEntry } from './cart.entries';
import { getCartState } from './cart.sync';

/**
 * The request that removes an entry, or undefined when it cannot be removed: spec header §4
 * step 8, a defective item without tcm cannot be deleted (nor can an item missing the id its
 * request needs).
 */
export function getRemovalRequest(entry: CartEntry): CartChangeRequest | undefined {
  switch (entry.list) {
    case 'articles':
    case 'defectiveArticles': {
      const { productId, tcm } = entry.item;
      return tcm ? { setArticle: { productId, tcm, quantity: 0 } } : undefined;
    }
    case 'freeArticles': {
      const { productId, campaignId } = entry.item;
      return campaignId ? { setFreeArticle: { productId, campaignId, remove: true } } : undefined;
    }
    case 'giftCards':
    case 'defectiveGiftCards': {
      const { productId, tcm } = entry.item.article;
      return tcm ? { setGiftCard: { productId, tcm, set: false } } : undefined;
    }
    case 'partnerProducts':
    case 'defectivePartnerProducts':
      return { setPartnerProduct: { partnerProductId: entry.item.partnerProductId, set: false } };
    case 'subscriptions':
    case 'defectiveSubscriptions':
      return { deleteSubscription: { subscriptionId: entry.item.subscriptionConfigurationId } };
    default:
      return entry satisfies never;
  }
}

/**
 * The request that puts a removed entry back (undo, spec header §4 step 2), or undefined where
 * the cart service has no way back: it cannot add a subscription (subscriptions are configured
 * on their own page), and a defective item re-added would only be refused again.
 */
export function getUndoRequest(entry: CartEntry): CartChangeRequest | undefined {
  switch (entry.list) {
    case 'articles': {
      const { productId, tcm, quantity } = entry.item;
      return tcm && quantity > 0 ? { setArticle: { productId, tcm, quantity } } : undefined;
    }
    case 'freeArticles': {
      const { productId, campaignId } = entry.item;
      return campaignId ? { setFreeArticle: { productId, campaignId, remove: false } } : undefined;
    }
    case 'giftCards': {
      const { productId, tcm } = entry.item.article;
      return tcm ? { setGiftCard: { productId, tcm, set: true } } : undefined;
    }
    case 'partnerProducts':
      return { setPartnerProduct: { partnerProductId: entry.item.partnerProductId, set: true } };
    case 'subscriptions':
    case 'defectiveArticles':
    case 'defectiveGiftCards':
    case 'defectivePartnerProducts':
    case 'defectiveSubscriptions':
      return undefined;
    default:
      return entry satisfies never;
  }
}

/** spec header §7 tracking: remove_item for items, subscription_remove for subscriptions. */
function trackRemoval(entry: CartEntry): void {
  switch (entry.list) {
    case 'subscriptions':
    case 'defectiveSubscriptions':
      void trackEvent({
        event: 'subscription_remove',
        subscription_id: entry.item.subscriptionConfigurationId,
        subscription_type: entry.item.subscriptionType,
      });
      return;
    case 'articles':
    case 'freeArticles':
    case 'defectiveArticles':
      void trackEvent({
        event: 'product_interaction',
        interaction_type: 'remove_item',
        item_id: entry.item.productId,
        item_variant: entry.item.tcm,
        item_name: entry.item.trackingName ?? entry.item.title,
        quantity: entry.item.quantity,
      });
      return;
    case 'giftCards':
    case 'defectiveGiftCards':
      void trackEvent({
        event: 'product_interaction',
        interaction_type: 'remove_item',
        item_id: entry.item.article.productId,
        item_variant: entry.item.article.tcm,
        item_name: entry.item.article.trackingName ?? entry.item.article.title,
        quantity: 1,
      });
      return;
    case 'partnerProducts':
    case 'defectivePartnerProducts':
      void trackEvent({
        event: 'product_interaction',
        interaction_type: 'remove_item',
        item_id: entry.item.partnerProductId,
        item_name: entry.item.title,
        quantity: entry.item.totalQuantity,
      });
      return;
    default:
      entry satisfies never;
  }
}

/** The entry's position in its list of the visible cart; -1 when the cart does not hold it. */
function findEntryIndex(site: Site, entry: CartEntry): number {
  const cart = getCartState(site).cart;
  if (!cart) return -1;
  const key = getEntryKey(entry);
  return (cart[entry.list] as readonly CartEntry['item'][]).findIndex(
    (item) => getEntryKey({ list: entry.list, item } as CartEntry) === key,
  );
}

/**
 * The change code: loaded with the panel, so a removal changes the cart at once; should the
 * panel be shown without it, the removal waits for it, and a failed import is logged and sends
 * nothing (the item stays; the next removal imports again).
 */
async function getSend(): Promise<CartChanges['send'] | undefined> {
  return (await importCartChanges('removal'))?.send;
}

/**
 * Removes an item from the mini cart: gone from the cart at once, visible as deleted with undo
 * for 10 s. Resolves once the server answered; a failure shows in the state, never rejects.
 * Does nothing for an item that cannot be deleted (spec header §4 step 8).
 */
export async function removeCartEntry(site: Site, entry: CartEntry): Promise<void> {
  const request = getRemovalRequest(entry);
  if (!request) return;
  const send = loadedCartChanges()?.send ?? (await getSend());
  const index = findEntryIndex(site, entry);
  // a second click on an item already removed sends nothing
  if (!send || index < 0) return;
  const outcome = await send(site, request, {
    deleted: {
      key: getEntryKey(entry),
      index,
      entry,
      expiresAt: Date.now() + DELETED_ITEM_UNDO_MS,
      undoRequest: getUndoRequest(entry),
    },
  });
  // once the cart service has removed it, as the cart events are (cart.ecommerce.ts): never for
  // a failed change, nor for one that changed nothing
  if (outcome.ok && outcome.result.status === 'changed') trackRemoval(entry);
}

/** Takes a removal back while it is still shown as deleted (spec header §4 step 2). */
export async function undoCartRemoval(site: Site, deletedId: number): Promise<void> {
  const deleted = getCartState(site).deleted.find((entry) => entry.id === deletedId);
  if (!deleted?.undoRequest) return;
  const send = loadedCartChanges()?.send ?? (await getSend());
  await send?.(site, deleted.undoRequest, { undoOf: deletedId });
}
