import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchError, ResponseError, SchemaError } from '../http';
import { CART_PATH, fetchCart, getCartReadErrorCode } from './cart';
import { getCartChangeFailure, sendCartChange } from './cart-change';

let fetchMock: ReturnType<typeof vi.fn>;

function respond(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status });
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

describe('fetchCart', () => {
  it('GETs the cart with credentials, no cache and the site header', async () => {
    fetchMock.mockResolvedValue(respond(200, { numberOfArticles: 0 }));
    await fetchCart({ site: 'HU' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`http://localhost:3000${CART_PATH}`);
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', cache: 'no-store' });
    expect(new Headers(init.headers).get('X-Site')).toBe('HU');
  });

  it('adds forceReload=true when asked', async () => {
    fetchMock.mockResolvedValue(respond(200, {}));
    await fetchCart({ site: 'DE', forceReload: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`http://localhost:3000${CART_PATH}?forceReload=true`);
  });
});

describe('sendCartChange', () => {
  const request = { deleteSubscription: { subscriptionId: 'abc' } };

  it('PUTs the variant as the only key of the JSON body', async () => {
    fetchMock.mockResolvedValue(
      respond(200, { cart: {}, addedProduct: { name: 'Tasse' }, error: null, limit: null }),
    );
    await expect(sendCartChange(request, { site: 'DE' })).resolves.toMatchObject({
      status: 'changed',
      addedProductName: 'Tasse',
    });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"deleteSubscription":{"subscriptionId":"abc"}}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('reads 304 as unchanged', async () => {
    fetchMock.mockResolvedValue(respond(304));
    await expect(sendCartChange(request, { site: 'DE' })).resolves.toEqual({ status: 'unchanged' });
  });
});

describe('error reading', () => {
  it.each([
    [new ResponseError(500, { error: 'PRICE_UNAVAILABLE' }, CART_PATH), 'PRICE_UNAVAILABLE'],
    [new ResponseError(500, { error: 'NEW_CODE' }, CART_PATH), 'UNKNOWN'],
    [new ResponseError(502, undefined, CART_PATH), 'UNKNOWN'],
    [new FetchError('network', CART_PATH), 'UNKNOWN'],
    [new SchemaError(200, [], CART_PATH), 'UNKNOWN'],
  ])('reads a failed load %# as %s', (error, code) => {
    expect(getCartReadErrorCode(error)).toBe(code);
  });

  it.each([
    [
      'a limit with the unchanged cart',
      new ResponseError(
        409,
        { cart: { numberOfArticles: 2 }, addedProduct: null, error: 'ITEM_LIMIT', limit: 5 },
        CART_PATH,
      ),
      { code: 'ITEM_LIMIT', limit: 5, outcomeUnknown: false },
    ],
    [
      'a scenario failure',
      new ResponseError(
        500,
        { cart: null, addedProduct: null, error: 'CARTSTORAGE_UNAVAILABLE', limit: null },
        CART_PATH,
      ),
      { code: 'CARTSTORAGE_UNAVAILABLE', limit: undefined, cart: undefined, outcomeUnknown: false },
    ],
    [
      'an error without a readable body',
      new ResponseError(500, '<html>', CART_PATH),
      { code: 'UNKNOWN', outcomeUnknown: false },
    ],
    [
      'a network failure',
      new FetchError('network', CART_PATH),
      { code: 'UNKNOWN', outcomeUnknown: true },
    ],
    ['a timeout', new FetchError('timeout', CART_PATH), { code: 'UNKNOWN', outcomeUnknown: true }],
    [
      'an unreadable success',
      new SchemaError(200, ['cart: Invalid type'], CART_PATH),
      { code: 'UNKNOWN', outcomeUnknown: true },
    ],
    [
      'a programming error before sending',
      new TypeError('no origin'),
      { code: 'UNKNOWN', outcomeUnknown: false },
    ],
  ])('reads a failed change: %s', (_name, error, failure) => {
    expect(getCartChangeFailure(error)).toMatchObject(failure);
  });

  it('keeps the cart an error answer carries', () => {
    const failure = getCartChangeFailure(
      new ResponseError(
        409,
        { cart: { numberOfArticles: 2 }, error: 'CART_LIMIT', limit: 120 },
        CART_PATH,
      ),
    );
    expect(failure.cart?.numberOfArticles).toBe(2);
  });
});
