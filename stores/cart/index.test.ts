import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubCartService, type FakeCartService } from '../../test/helpers/cart-service';
import { getCartEntries } from './cart.entries';
import {
  $cart,
  CartChangeFailedError,
  ensureCartLoaded,
  getCartState,
  isCartBusy,
  loadCart,
  loadCartChanges,
  modifyCart,
  readCachedCount,
  resetCart,
  type CartEntry,
} from './index';
import { removeCartEntry, undoCartRemoval } from './cart.removal';

let service: FakeCartService;
let stopListening: () => void;

async function flush(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

function entry(list: CartEntry['list'], index = 0, site: 'DE' | 'PL' = 'DE'): CartEntry {
  const cart = getCartState(site).cart;
  const found = cart && getCartEntries(cart).filter((candidate) => candidate.list === list)[index];
  if (!found) throw new Error(`no ${list} ${index}`);
  return found;
}

function countEvents(): number[] {
  const counts: number[] = [];
  window.addEventListener('cart-count-change', (event) =>
    counts.push((event as CustomEvent<{ count: number }>).detail.count),
  );
  return counts;
}

// the mini cart's panel loads the change code with itself, before any removal (cart.load.ts)
beforeAll(() => loadCartChanges());

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  window.dataLayer = [];
  service = stubCartService('full');
  stopListening = $cart.listen(() => undefined);
});

afterEach(async () => {
  stopListening();
  // nanostores ends the store's lifecycle 1 s after the last subscriber left
  await vi.advanceTimersByTimeAsync(1_100);
  resetCart();
  vi.useRealTimers();
});

describe('cart load', () => {
  it('loads the site’s cart once for every element that asks, with credentials and headers', async () => {
    document.cookie = 'XSRF-TOKEN=csrf-1; path=/';
    document.cookie = 'longtermtoken=ltt-1; path=/';
    await Promise.all([ensureCartLoaded('DE'), ensureCartLoaded('DE')]);
    expect(service.requests).toHaveLength(1);
    const [request] = service.requests;
    expect(request?.url).toBe('http://localhost:3000/service/cart/api/cart');
    expect(request?.headers.get('X-Site')).toBe('DE');
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe('csrf-1');
    expect(request?.headers.get('X-LongTermToken')).toBe('ltt-1');
    expect(getCartState('DE').cart?.articles).toHaveLength(7);
  });

  it('is busy while loading', async () => {
    service.next.push({ kind: 'hang' });
    void loadCart('DE');
    await flush();
    expect(isCartBusy(getCartState('DE'))).toBe(true);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(isCartBusy(getCartState('DE'))).toBe(false);
  });

  it('clears the cart and shows the read error the server names on a non-2xx answer', async () => {
    await loadCart('DE');
    service.next.push({ kind: 'status', status: 503, body: { error: 'PRODUCTDATA_UNAVAILABLE' } });
    await loadCart('DE');
    expect(getCartState('DE')).toMatchObject({
      cart: undefined,
      readError: 'PRODUCTDATA_UNAVAILABLE',
    });
  });

  it.each([
    ['a network failure', { kind: 'networkError' } as const],
    [
      'an unknown error code',
      { kind: 'status', status: 500, body: { error: 'DISK_ON_FIRE' } } as const,
    ],
    [
      'an error answer without JSON',
      { kind: 'raw', status: 502, text: '<html>Bad gateway</html>' } as const,
    ],
    ['malformed cart JSON', { kind: 'raw', status: 200, text: '{"articles": [' } as const],
    [
      'a cart of the wrong shape',
      { kind: 'status', status: 200, body: { articles: { length: 2 } } } as const,
    ],
  ])('sets UNKNOWN after %s', async (_name, answer) => {
    service.next.push(answer);
    await loadCart('DE');
    expect(getCartState('DE')).toMatchObject({ cart: undefined, readError: 'UNKNOWN' });
  });

  it('reloads with forceReload on cart-update and modal-closed, without on trigger-update', async () => {
    await ensureCartLoaded('DE');
    window.dispatchEvent(new Event('cart-update'));
    window.dispatchEvent(new CustomEvent('modal-closed'));
    window.dispatchEvent(new Event('trigger-update'));
    await flush();
    expect(service.requests.map((request) => new URL(request.url).search)).toEqual([
      '',
      '?forceReload=true',
      '?forceReload=true',
      '',
    ]);
  });

  it('stops listening once the last subscriber is gone', async () => {
    await ensureCartLoaded('DE');
    stopListening();
    await vi.advanceTimersByTimeAsync(1_100);
    window.dispatchEvent(new Event('cart-update'));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: '3' }));
    await flush();
    expect(service.requests).toHaveLength(1);
    stopListening = $cart.listen(() => undefined);
  });
});

describe('cached count', () => {
  it('caches the count in local storage and broadcasts each change on window', async () => {
    const counts = countEvents();
    await ensureCartLoaded('DE');
    expect(localStorage.getItem('cart')).toBe('16');
    await removeCartEntry('DE', entry('subscriptions'));
    expect(localStorage.getItem('cart')).toBe('15');
    await loadCart('DE');
    expect(counts).toEqual([16, 15]);
  });

  it('shows the cached count before the cart arrives', async () => {
    localStorage.setItem('cart', '7');
    service.next.push({ kind: 'hang' });
    void ensureCartLoaded('DE');
    await flush();
    expect(getCartState('DE').count).toBe(7);
    expect(readCachedCount()).toBe(7);
  });

  it.each(['-4', '1e9', 'many', '', '9999999999999999999'])(
    'ignores a cached value of %j',
    (value) => {
      localStorage.setItem('cart', value);
      expect(readCachedCount()).toBeUndefined();
    },
  );

  it('follows the count another tab stored, then reloads the cart', async () => {
    await ensureCartLoaded('DE');
    const counts = countEvents();
    service.carts.DE = { ...service.carts.DE!, subscriptions: [] };
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'cart', newValue: '13', storageArea: localStorage }),
    );
    expect(getCartState('DE').count).toBe(13);
    await flush();
    expect(getCartState('DE').cart?.subscriptions).toEqual([]);
    expect(counts).toEqual([13]);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '1' }));
    await flush();
    expect(service.requests).toHaveLength(2);
  });
});

describe('optimistic change', () => {
  beforeEach(async () => {
    await ensureCartLoaded('DE');
  });

  it.each<[CartEntry['list'], unknown]>([
    ['articles', { setArticle: { productId: '100101', tcm: '100101001', quantity: 0 } }],
    [
      'freeArticles',
      {
        setFreeArticle: { productId: '700701', campaignId: 'FA-2026-ESPRESSO-CUPS', remove: true },
      },
    ],
    ['giftCards', { setGiftCard: { productId: '900901', tcm: '900901002', set: false } }],
    [
      'partnerProducts',
      { setPartnerProduct: { partnerProductId: 'PP-MOBILE-SMART-M', set: false } },
    ],
    [
      'subscriptions',
      { deleteSubscription: { subscriptionId: '5b1e9a3c-2d47-4c8e-a1f0-6e9d3b2c7a14' } },
    ],
  ])('removes from %s with a PUT of exactly the cart service’s variant', async (list, body) => {
    const before = getCartState('DE').cart?.[list].length ?? 0;
    const pending = removeCartEntry('DE', entry(list));
    // spec header §4 steps 1 and 3: the cart changes locally before the answer
    expect(getCartState('DE').cart?.[list]).toHaveLength(before - 1);
    await pending;
    const request = service.requests.at(-1);
    expect(request?.method).toBe('PUT');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.body).toEqual(body);
  });

  it('keeps a removed item visible as deleted for 10 s, then drops it', async () => {
    await removeCartEntry('DE', entry('articles'));
    expect(getCartState('DE').deleted).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(9_900);
    expect(getCartState('DE').deleted).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(getCartState('DE').deleted, 'at 9,999 ms').toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(getCartState('DE').deleted).toEqual([]);
  });

  it('puts an item back on undo with the quantity it had', async () => {
    const removed = entry('articles');
    await removeCartEntry('DE', removed);
    const [deleted] = getCartState('DE').deleted;
    const undo = undoCartRemoval('DE', deleted!.id);
    expect(getCartState('DE').cart?.articles[0]?.tcm).toBe('100101001');
    await undo;
    expect(service.requests.at(-1)?.body).toEqual({
      setArticle: { productId: '100101', tcm: '100101001', quantity: 2 },
    });
    expect(service.carts.DE?.articles.find((line) => line.tcm === '100101001')?.quantity).toBe(2);
    expect(getCartState('DE').deleted).toEqual([]);
  });

  it('restores the cart and the removed item when the change fails, and shows the error for 7.5 s', async () => {
    service.next.push({
      kind: 'status',
      status: 500,
      body: { cart: null, addedProduct: null, error: 'PRICE_UNAVAILABLE', limit: null },
    });
    const before = getCartState('DE').cart;
    await removeCartEntry('DE', entry('articles'));
    expect(getCartState('DE')).toMatchObject({
      cart: before,
      deleted: [],
      changeError: { code: 'PRICE_UNAVAILABLE' },
    });
    await vi.advanceTimersByTimeAsync(7_400);
    expect(getCartState('DE').changeError).toBeDefined();
    await vi.advanceTimersByTimeAsync(99);
    expect(getCartState('DE').changeError, 'at 7,499 ms').toBeDefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(getCartState('DE').changeError).toBeUndefined();
  });

  it('shows a limit and its number, cleared after 7.5 s', async () => {
    service.next.push({ kind: 'limit', code: 'AVAILABILITY_LIMIT' });
    await expect(
      modifyCart('DE', { setArticle: { productId: '500504', tcm: '500504001', quantity: 3 } }),
    ).rejects.toThrow('Von diesem Artikel sind nur noch 3 Stück verfügbar.');
    expect(getCartState('DE').changeError).toMatchObject({ code: 'AVAILABILITY_LIMIT', limit: 3 });
    await vi.advanceTimersByTimeAsync(7_499);
    expect(getCartState('DE').changeError, 'at 7,499 ms').toMatchObject({
      code: 'AVAILABILITY_LIMIT',
      limit: 3,
    });
    await vi.advanceTimersByTimeAsync(1);
    expect(getCartState('DE').changeError).toBeUndefined();
  });

  it.each([
    ['a network failure', { kind: 'networkError' } as const],
    ['an unreadable answer', { kind: 'raw', status: 200, text: '{"cart":' } as const],
  ])(
    'restores the cart after %s in the middle of a change, then asks the server again',
    async (_name, answer) => {
      service.next.push(answer);
      const pending = removeCartEntry('DE', entry('articles'));
      expect(getCartState('DE').cart?.articles).toHaveLength(6);
      await pending;
      expect(getCartState('DE').changeError?.code).toBe('UNKNOWN');
      await flush();
      expect(service.requests.at(-1)).toMatchObject({ method: 'GET' });
      expect(new URL(service.requests.at(-1)!.url).search).toBe('?forceReload=true');
      expect(getCartState('DE').staleSince).toBeUndefined();
    },
  );

  it('gives up on a change after the 15 s timeout and restores the cart', async () => {
    service.next.push({ kind: 'hang' });
    const pending = removeCartEntry('DE', entry('articles'));
    expect(isCartBusy(getCartState('DE'))).toBe(true);
    await vi.advanceTimersByTimeAsync(15_000);
    await pending;
    expect(getCartState('DE').cart?.articles).toHaveLength(7);
    expect(getCartState('DE').changeError?.code).toBe('UNKNOWN');
  });

  it('keeps reconciling after a lost answer until the server answers, backing off', async () => {
    service.next.push({ kind: 'networkError' }, { kind: 'networkError' }, { kind: 'networkError' });
    await removeCartEntry('DE', entry('articles'));
    await flush();
    expect(getCartState('DE').staleSince).toBeDefined();
    const before = service.requests.length;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(service.requests.length).toBe(before + 1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(getCartState('DE').staleSince).toBeUndefined();
    expect(getCartState('DE').cart?.articles).toHaveLength(7);
  });

  it('cannot delete a defective item without tcm', async () => {
    service.carts.DE = undefined;
    service.next.length = 0;
    const defective = stubCartService('defective');
    await loadCart('DE');
    const withoutTcm = entry('defectiveArticles', 1);
    expect(withoutTcm.item).toMatchObject({ productId: '390001' });
    await removeCartEntry('DE', withoutTcm);
    expect(defective.requests.filter((request) => request.method === 'PUT')).toEqual([]);
    expect(getCartState('DE').deleted).toEqual([]);
  });

  it('tracks remove_item and subscription_remove', async () => {
    await removeCartEntry('DE', entry('articles'));
    await removeCartEntry('DE', entry('subscriptions'));
    expect(window.dataLayer).toEqual([
      expect.objectContaining({
        event: 'product_interaction',
        interaction_type: 'remove_item',
        item_id: '100101',
        quantity: 2,
      }),
      expect.objectContaining({
        event: 'subscription_remove',
        subscription_id: '5b1e9a3c-2d47-4c8e-a1f0-6e9d3b2c7a14',
        subscription_type: 'COFFEE',
      }),
    ]);
  });
});

describe('modify (script API)', () => {
  it('resolves to the added product’s name and updates the shared cart', async () => {
    await ensureCartLoaded('PL');
    await expect(
      modifyCart('PL', { setArticle: { productId: '100102', tcm: '100102001', quantity: 1 } }),
    ).resolves.toBe('Espresso Intenso, 1 kg ziarnista');
    expect(getCartState('PL').cart?.articles.some((article) => article.tcm === '100102001')).toBe(
      true,
    );
  });

  it('resolves to an empty string when nothing changed (304)', async () => {
    await expect(
      modifyCart('DE', { setArticle: { productId: '100101', tcm: '100101001', quantity: 2 } }),
    ).resolves.toBe('');
  });

  it('rejects with the localized change error, in the element’s language', async () => {
    service.next.push({
      kind: 'status',
      status: 500,
      body: { cart: null, addedProduct: null, error: 'UNKNOWN', limit: null },
    });
    const failure = modifyCart('CZ', { deleteSubscription: { subscriptionId: 'x' } });
    await expect(failure).rejects.toBeInstanceOf(CartChangeFailedError);
    await expect(failure).rejects.toThrow('Košík nelze z technických důvodů momentálně změnit.');
  });

  it('formats the limit number for the site', async () => {
    service.next.push({
      kind: 'status',
      status: 409,
      body: { cart: null, addedProduct: null, error: 'CART_LIMIT', limit: 1200 },
    });
    await expect(
      modifyCart('PL', { setArticle: { productId: '100101', tcm: '100101001', quantity: 5 } }),
    ).rejects.toThrow('1\u00a0200');
  });

  it.each([
    ['nothing', undefined],
    [
      'two variants',
      {
        setArticle: { productId: '1', tcm: '1', quantity: 1 },
        deleteSubscription: { subscriptionId: 'x' },
      },
    ],
    ['a negative quantity', { setArticle: { productId: '1', tcm: '1', quantity: -1 } }],
    ['an unknown variant', { addEverything: {} }],
    ['a missing field', { setGiftCard: { productId: '900901', tcm: '900901001' } }],
  ])('rejects %s without sending it', async (_name, request) => {
    await expect(modifyCart('DE', request)).rejects.toThrow(
      'Ihr Warenkorb kann aus technischen Gründen derzeit nicht geändert werden.',
    );
    expect(service.requests.filter((entry) => entry.method === 'PUT')).toEqual([]);
  });
});

describe('cart events of changes (GA4, README "Tracking")', () => {
  const events = (name: string): unknown[] =>
    (window.dataLayer as { event?: string }[]).filter((entry) => entry.event === name);
  const raiseCrema = (quantity: number) =>
    modifyCart('DE', { setArticle: { productId: '100101', tcm: '100101001', quantity } });

  it('sends add_to_cart once when modify() raises an article’s quantity: the pieces added', async () => {
    await ensureCartLoaded('DE');
    await raiseCrema(5);
    expect(events('add_to_cart')).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 44.97,
          items: [
            {
              item_id: '100101',
              item_name: 'caffe_crema_mild_1kg_beans',
              item_variant: '100101001',
              price: 14.99,
              quantity: 3,
            },
          ],
        },
      },
    ]);
    // the ecommerce object of the event before is cleared first
    expect(window.dataLayer?.at(-2)).toEqual({ ecommerce: null });
  });

  it('waits for the first load under way to count what was in the cart', async () => {
    void ensureCartLoaded('DE');
    await raiseCrema(3);
    expect(events('add_to_cart')).toEqual([
      expect.objectContaining({ ecommerce: expect.objectContaining({ value: 14.99 }) }),
    ]);
  });

  it('sends none when modify() lowers a quantity, changes nothing or touches no article', async () => {
    await ensureCartLoaded('DE');
    await raiseCrema(1);
    await raiseCrema(1);
    await modifyCart('DE', { setGiftCard: { productId: '900901', tcm: '900901001', set: true } });
    expect(events('add_to_cart')).toEqual([]);
  });

  it.each([
    ['a failed change', { kind: 'status', status: 500, body: { error: 'UNKNOWN' } } as const],
    ['a limit', { kind: 'limit', code: 'ITEM_LIMIT' } as const],
    ['a lost answer', { kind: 'networkError' } as const],
  ])('sends no add_to_cart for %s', async (_name, answer) => {
    await ensureCartLoaded('DE');
    service.next.push(answer);
    await expect(raiseCrema(5)).rejects.toBeInstanceOf(CartChangeFailedError);
    expect(events('add_to_cart')).toEqual([]);
  });

  it('sends no add_to_cart when what the cart held before is unknown', async () => {
    service.next.push({ kind: 'networkError' });
    await ensureCartLoaded('DE');
    expect(getCartState('DE').cart).toBeUndefined();
    await raiseCrema(5);
    expect(events('add_to_cart')).toEqual([]);
  });

  it('tracks a removal only once the cart service has removed the item', async () => {
    await ensureCartLoaded('DE');
    service.next.push({ kind: 'status', status: 500, body: { error: 'UNKNOWN' } });
    await removeCartEntry('DE', entry('articles'));
    expect(events('product_interaction')).toEqual([]);
    await removeCartEntry('DE', entry('articles'));
    expect(events('product_interaction')).toHaveLength(1);
  });
});
