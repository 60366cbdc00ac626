/**
 * The shared cart (spec header §4 "Cart load", "Optimistic cart change"; §7 cart calls): one
 * state per site, because the cart service keeps one cart per site and currency and a page may
 * show (or switch to) another site's elements. Every mini cart, the header's badge and the
 * script API read and change it here.
 *
 * Transitions are pure (cart.reducer.ts, on the entries of cart.entries.ts); the effects are
 * split by seam: the state and its sync with the server (cart.sync.ts), changes (cart.changes.ts),
 * the panel's removal and undo (cart.removal.ts, imported by the panel alone: it loads on intent)
 * and tracking (cart.tracking.ts). This module is the store's public surface and its lifecycle:
 * window listeners exist only while some element is subscribed (nanostores onMount), so they end
 * when the last element goes.
 */
import { onMount } from 'nanostores';
import { LOCAL_STORAGE_KEYS } from '../../src/core/config';
import { SHOP_EVENTS, listenShopEvent } from '../../src/core/events';
import type { Site } from '../../src/core/sites';
import { CartChangeFailedError, getChangeErrorMessage } from './cart.change-error';
import { importCartChanges, loadedCartChanges } from './cart.load';
import {
  $cart,
  dispatch,
  getCartState,
  load,
  loadCart,
  parseCount,
  reconcile,
  startCartSync,
  stopCartSync,
} from './cart.sync';

export {
  CART_LISTS,
  getEntryKey,
  isDefectiveList,
  type CartEntry,
  type CartListName,
} from './cart.entries';
export {
  INITIAL_CART_STATE,
  isCartBusy,
  type CartChangeError,
  type CartState,
  type DeletedEntry,
} from './cart.reducer';
export {
  $cart,
  ensureCartLoaded,
  getCartState,
  loadCart,
  readCachedCount,
  resetCart,
} from './cart.sync';
// removal and undo (cart.removal.ts) are imported by the mini cart's panel, which loads on intent
export { CartChangeFailedError } from './cart.change-error';
// the mini cart's panel loads the change code with itself (cart.load.ts)
export { loadCartChanges } from './cart.load';
export { trackMiniCartExit, trackMiniCartOpen } from './cart.tracking';

// ---------------------------------------------------------------------------------------------
// Changes, loaded with the first one

/**
 * The script API's modify (cart.changes.ts). When its code cannot be loaded nothing is sent and
 * it rejects, logged, as a change the server refused with UNKNOWN would.
 */
export async function modifyCart(site: Site, request: unknown): Promise<string> {
  // once loaded, the change shows at once, as the panel's removal does
  const code = loadedCartChanges() ?? (await importCartChanges('modify', { site }));
  if (!code) {
    throw new CartChangeFailedError(
      await getChangeErrorMessage(site, 'UNKNOWN', undefined),
      'UNKNOWN',
      undefined,
    );
  }
  return code.modifyCart(site, request);
}

// ---------------------------------------------------------------------------------------------
// Lifecycle: listeners while some element is subscribed

function knownSites(): Site[] {
  return Object.keys($cart.value) as Site[];
}

onMount($cart, () => {
  // a server render (elements/server) reads the empty store once: no page, nothing to listen to
  if (typeof window === 'undefined') return undefined;
  startCartSync();
  // whatever the previous elements left on screen (deleted items, errors) is gone with them
  for (const site of knownSites()) dispatch(site, { type: 'detached' });
  for (const site of knownSites()) {
    if (getCartState(site).staleSince !== undefined) reconcile(site);
  }
  const reloadAll = (forceReload: boolean) => () => {
    for (const site of knownSites()) void loadCart(site, { forceReload });
  };
  const stops = [
    // spec header §4: a forced reload on cart-update and modal-closed, a reload on trigger-update
    listenShopEvent(window, SHOP_EVENTS.cartUpdate, reloadAll(true)),
    listenShopEvent(window, SHOP_EVENTS.modalClosed, reloadAll(true)),
    listenShopEvent(window, SHOP_EVENTS.triggerUpdate, reloadAll(false)),
  ];
  // another tab changed the cart: take its count at once, then its cart
  const onStorage = (event: StorageEvent): void => {
    if (event.key !== LOCAL_STORAGE_KEYS.cartCount) return;
    const count = parseCount(event.newValue);
    for (const site of knownSites()) {
      if (count !== undefined) dispatch(site, { type: 'countSynced', count });
      void load(site, { quiet: true });
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    for (const stop of stops) stop();
    window.removeEventListener('storage', onStorage);
    stopCartSync();
    for (const site of knownSites()) dispatch(site, { type: 'detached' });
  };
});
