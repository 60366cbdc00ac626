// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CartChangeRequest } from '../../src/core/schemas/cart';
import { getServiceCart } from '../../test/helpers/cart-service';
import type { CartEntry } from './cart.entries';
import {
  INITIAL_CART_STATE,
  cartReducer,
  isCartBusy,
  setCartChangeRule,
  type CartAction,
  type CartState,
} from './cart.reducer';
import { getRemovalRequest, getUndoRequest } from './cart.removal';
import { applyCartChange } from './cart.apply';

// the change code hands the reducer its rule as it loads (cart.changes.ts); these states have
// changes under way, so they need it
setCartChangeRule(applyCartChange);

function run(state: CartState, ...actions: CartAction[]): CartState {
  return actions.reduce(cartReducer, state);
}

const full = getServiceCart('full');
const firstArticle: CartEntry = { list: 'articles', item: full.articles[0]! };
const removeFirst: CartChangeRequest = {
  setArticle: { productId: firstArticle.item.productId, tcm: firstArticle.item.tcm!, quantity: 0 },
};
const loaded = run(
  INITIAL_CART_STATE,
  { type: 'loadStarted', seq: 1 },
  { type: 'loadSucceeded', seq: 1, cart: full },
);

function removal(seq: number, entry: CartEntry = firstArticle, request = removeFirst): CartAction {
  return {
    type: 'changeStarted',
    seq,
    request,
    deleted: {
      key: `key-${seq}`,
      index: 0,
      entry,
      expiresAt: 10_000,
      undoRequest: getUndoRequest(entry),
    },
  };
}

describe('cart load', () => {
  it('shows the loaded cart, its count, and is busy only while loading', () => {
    const loading = run(INITIAL_CART_STATE, { type: 'loadStarted', seq: 1 });
    expect(isCartBusy(loading)).toBe(true);
    expect(loaded.cart).toBe(full);
    expect(loaded.count).toBe(full.numberOfArticles);
    expect(isCartBusy(loaded)).toBe(false);
  });

  it('clears the cart and sets the read error on a failed load', () => {
    const failed = run(
      loaded,
      { type: 'loadStarted', seq: 2 },
      { type: 'loadFailed', seq: 2, code: 'PRICE_UNAVAILABLE' },
    );
    expect(failed.cart).toBeUndefined();
    expect(failed.readError).toBe('PRICE_UNAVAILABLE');
    // the badge keeps the last count it knew rather than claiming an empty cart
    expect(failed.count).toBe(full.numberOfArticles);
  });

  it('keeps the cart when a background reload fails', () => {
    const failed = run(loaded, { type: 'loadStarted', seq: 2 }, { type: 'reloadFailed', seq: 2 });
    expect(failed.cart).toBe(full);
    expect(failed.readError).toBeUndefined();
  });

  it('ignores a load answer older than the cart it holds', () => {
    const empty = getServiceCart('empty');
    const state = run(
      INITIAL_CART_STATE,
      { type: 'loadStarted', seq: 1 },
      { type: 'loadStarted', seq: 2 },
      { type: 'loadSucceeded', seq: 2, cart: empty },
      { type: 'loadSucceeded', seq: 1, cart: full },
      { type: 'loadFailed', seq: 1, code: 'UNKNOWN' },
    );
    expect(state.cart).toBe(empty);
    expect(state.readError).toBeUndefined();
  });

  it('takes the cached count until the cart is there, and a count synced from another tab', () => {
    const cached = run(INITIAL_CART_STATE, { type: 'cachedCountRead', count: 5 });
    expect(cached.count).toBe(5);
    expect(run(loaded, { type: 'cachedCountRead', count: 5 }).count).toBe(full.numberOfArticles);
    expect(run(loaded, { type: 'countSynced', count: 2 }).count).toBe(2);
  });
});

describe('optimistic change', () => {
  it('removes the item at once, lowers the count and keeps it visible as deleted', () => {
    const state = run(loaded, removal(2));
    expect(state.cart?.articles).toHaveLength(full.articles.length - 1);
    expect(state.count).toBe(full.numberOfArticles - firstArticle.item.quantity);
    expect(state.deleted).toEqual([
      expect.objectContaining({
        id: 2,
        expiresAt: 10_000,
        undoRequest: { setArticle: { ...removeFirst.setArticle, quantity: 2 } },
      }),
    ]);
    expect(isCartBusy(state)).toBe(true);
  });

  it('lowers the count by 1 when a subscription is removed, by 0 for a partner product', () => {
    const subscription: CartEntry = { list: 'subscriptions', item: full.subscriptions[0]! };
    const partner: CartEntry = { list: 'partnerProducts', item: full.partnerProducts[0]! };
    const withoutSubscription = run(
      loaded,
      removal(2, subscription, getRemovalRequest(subscription)!),
    );
    expect(withoutSubscription.count).toBe(full.numberOfArticles - 1);
    const withoutPartner = run(loaded, removal(2, partner, getRemovalRequest(partner)!));
    expect(withoutPartner.count).toBe(full.numberOfArticles);
    expect(withoutPartner.cart?.partnerProducts).toEqual([]);
  });

  it('replaces the local cart with the server’s on success and clears the errors', () => {
    const server = getServiceCart('empty');
    const state = run(
      loaded,
      removal(2),
      {
        type: 'changeFailed',
        seq: 2,
        code: 'UNKNOWN',
        limit: undefined,
        cart: undefined,
        outcomeUnknown: false,
      },
      removal(3),
      { type: 'changeSucceeded', seq: 3, cart: server },
    );
    expect(state.cart).toBe(server);
    expect(state.changeError).toBeUndefined();
    expect(isCartBusy(state)).toBe(false);
  });

  it('restores the previous cart and puts the removed item back on failure, with the error', () => {
    const state = run(loaded, removal(2), {
      type: 'changeFailed',
      seq: 2,
      code: 'CARTSTORAGE_UNAVAILABLE',
      limit: undefined,
      cart: undefined,
      outcomeUnknown: false,
    });
    expect(state.cart).toEqual(full);
    expect(state.deleted).toEqual([]);
    expect(state.changeError).toEqual({ code: 'CARTSTORAGE_UNAVAILABLE', limit: undefined, id: 2 });
  });

  it('keeps the other changes under way when one fails', () => {
    const second: CartEntry = { list: 'articles', item: full.articles[1]! };
    const state = run(loaded, removal(2), removal(3, second, getRemovalRequest(second)!), {
      type: 'changeFailed',
      seq: 2,
      code: 'UNKNOWN',
      limit: undefined,
      cart: undefined,
      outcomeUnknown: false,
    });
    expect(state.cart?.articles.map((article) => article.tcm)).toEqual(
      full.articles.filter((_, index) => index !== 1).map((article) => article.tcm),
    );
    expect(state.deleted.map((entry) => entry.id)).toEqual([3]);
  });

  it('shows a limit with its number and takes the unchanged cart the answer carries', () => {
    const answerCart = getServiceCart('unavailable');
    const state = run(
      loaded,
      { type: 'changeStarted', seq: 2, request: removeFirst },
      {
        type: 'changeFailed',
        seq: 2,
        code: 'ITEM_LIMIT',
        limit: 5,
        cart: answerCart,
        outcomeUnknown: false,
      },
    );
    expect(state.changeError).toEqual({ code: 'ITEM_LIMIT', limit: 5, id: 2 });
    expect(state.cart).toBe(answerCart);
  });

  it('never lets an older answer replace a newer cart (answers out of order)', () => {
    const afterSecond = getServiceCart('empty');
    const afterFirst = getServiceCart('unavailable');
    const state = run(
      loaded,
      removal(2),
      removal(
        3,
        { list: 'articles', item: full.articles[1]! },
        getRemovalRequest({ list: 'articles', item: full.articles[1]! })!,
      ),
      { type: 'changeSucceeded', seq: 3, cart: afterSecond },
      { type: 'changeSucceeded', seq: 2, cart: afterFirst },
    );
    expect(state.cart).toBe(afterSecond);
  });

  it('marks the cart stale when the outcome of a change is unknown, until a later cart arrives', () => {
    const lost = run(loaded, removal(2), {
      type: 'changeFailed',
      seq: 2,
      code: 'UNKNOWN',
      limit: undefined,
      cart: undefined,
      outcomeUnknown: true,
    });
    expect(lost.staleSince).toBe(2);
    expect(
      run(lost, { type: 'loadStarted', seq: 3 }, { type: 'loadSucceeded', seq: 3, cart: full })
        .staleSince,
    ).toBeUndefined();
    expect(
      run(loaded, removal(2), { type: 'changeSucceeded', seq: 2, cart: undefined }).staleSince,
    ).toBe(2);
  });

  it('folds a 304 in, and marks the cart stale when the server lacked what ours held', () => {
    const unchanged = run(loaded, removal(2), { type: 'changeUnchanged', seq: 2 });
    expect(unchanged.cart?.articles).toHaveLength(full.articles.length - 1);
    expect(unchanged.staleSince).toBe(2);
    const sameQuantity: CartChangeRequest = {
      setArticle: { ...removeFirst.setArticle, quantity: 2 },
    };
    const noop = run(
      loaded,
      { type: 'changeStarted', seq: 2, request: sameQuantity },
      { type: 'changeUnchanged', seq: 2 },
    );
    expect(noop.cart).toBe(full);
    expect(noop.staleSince).toBeUndefined();
  });

  it('puts an undone item back where it was before the server answers', () => {
    const removed = run(loaded, removal(2));
    const undoRequest = removed.deleted[0]!.undoRequest!;
    const undone = run(removed, { type: 'changeStarted', seq: 3, request: undoRequest, undoOf: 2 });
    expect(undone.deleted).toEqual([]);
    expect(undone.cart?.articles[0]).toEqual(firstArticle.item);
    expect(undone.count).toBe(full.numberOfArticles);
  });

  it('ends the deleted state after its window and the error after its display time', () => {
    const removed = run(loaded, removal(2));
    expect(run(removed, { type: 'deletedExpired', id: 2 }).deleted).toEqual([]);
    const failed = run(
      loaded,
      { type: 'changeStarted', seq: 2, request: removeFirst },
      {
        type: 'changeFailed',
        seq: 2,
        code: 'UNKNOWN',
        limit: undefined,
        cart: undefined,
        outcomeUnknown: false,
      },
    );
    expect(run(failed, { type: 'changeErrorExpired', id: 1 }).changeError).toBeDefined();
    expect(run(failed, { type: 'changeErrorExpired', id: 2 }).changeError).toBeUndefined();
  });

  it('drops deleted items and errors when the last element goes', () => {
    const removed = run(loaded, removal(2));
    expect(run(removed, { type: 'detached' }).deleted).toEqual([]);
  });
});
