/**
 * Removal and undo from the mini cart's panel (spec header §4 "Optimistic cart change", steps 2
 * and 8; §7 tracking). Apart from the store's index: only the panel removes items, and it loads
 * on a shopper's intent (src/minicart/minicart-panel.tsx), so a page that shows only the badge
 * does not load this.
 */
import { DELETED_ITEM_UNDO_MS } from '../../src/core/config';
import { trackEvent } from '../../src/core/tracking';
import type { Site } from '../../src/core/sites';
import { send } from './cart.changes';
import { getEntryKey, getRemovalRequest, type CartEntry } from './cart.entries';
import { getCartState } from './cart.sync';

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
 * Removes an item from the mini cart: gone from the cart at once, visible as deleted with undo
 * for 10 s. Resolves once the server answered; a failure shows in the state, never rejects.
 * Does nothing for an item that cannot be deleted (spec header §4 step 8).
 */
export async function removeCartEntry(site: Site, entry: CartEntry): Promise<void> {
  const request = getRemovalRequest(entry);
  const index = findEntryIndex(site, entry);
  // a second click on an item already removed sends nothing
  if (!request || index < 0) return;
  trackRemoval(entry);
  await send(site, request, {
    deleted: {
      key: getEntryKey(entry),
      index,
      entry,
      expiresAt: Date.now() + DELETED_ITEM_UNDO_MS,
    },
  });
}

/** Takes a removal back while it is still shown as deleted (spec header §4 step 2). */
export async function undoCartRemoval(site: Site, deletedId: number): Promise<void> {
  const deleted = getCartState(site).deleted.find((entry) => entry.id === deletedId);
  if (!deleted?.undoRequest) return;
  await send(site, deleted.undoRequest, { undoOf: deletedId });
}
