import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FetchError,
  HttpError,
  ResponseError,
  SchemaError,
  buildUrl,
  request,
  requestWithStatus,
} from './http';

type FetchArgs = [url: string, init: RequestInit];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fetch that never answers but rejects like the browser when its signal aborts. */
function hangingFetch(...[, init]: FetchArgs): Promise<Response> {
  return new Promise((_, reject) => {
    init.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });
}

function sentHeaders(call = 0): Headers {
  return new Headers(fetchMock.mock.calls[call]?.[1].headers);
}

function sentUrl(call = 0): URL {
  return new URL(fetchMock.mock.calls[call]?.[0] ?? '');
}

const cartSchema = v.object({ numberOfArticles: v.number() });

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('successful requests', () => {
  it('resolves with the validated data', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ numberOfArticles: 3, extra: true }));
    await expect(request('/service/cart/api/cart', { schema: cartSchema })).resolves.toEqual({
      numberOfArticles: 3,
    });
  });

  it('gives the status next to the data', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ numberOfArticles: 1 }, 201));
    await expect(
      requestWithStatus('/service/cart/api/cart', { schema: cartSchema }),
    ).resolves.toEqual({ status: 201, data: { numberOfArticles: 1 } });
  });

  it('sends same-origin, with credentials, GET by default', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ numberOfArticles: 0 }));
    await request('/service/cart/api/cart', { schema: cartSchema });
    const [url, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(url).toBe('http://localhost:3000/service/cart/api/cart');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init.body).toBeUndefined();
  });

  it('appends query parameters, leaving out empty ones and repeating arrays', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ numberOfArticles: 0 }));
    await request('/service/searchfrontend/api/suggestions?v=1', {
      schema: cartSchema,
      query: {
        q: 'kaffee & milch',
        site: 'DE',
        maxSearchTerms: 10,
        forceReload: true,
        anyOfTags: ['a', 'b'],
        noneOfTags: undefined,
        allOfTags: null,
      },
    });
    const url = sentUrl();
    expect(url.pathname).toBe('/service/searchfrontend/api/suggestions');
    expect([...url.searchParams]).toEqual([
      ['v', '1'],
      ['q', 'kaffee & milch'],
      ['site', 'DE'],
      ['maxSearchTerms', '10'],
      ['forceReload', 'true'],
      ['anyOfTags', 'a'],
      ['anyOfTags', 'b'],
    ]);
  });

  it('sends a JSON body with its Content-Type', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ numberOfArticles: 2 }));
    const body = { setArticle: { productId: '1', tcm: '2', quantity: 2 } };
    await request('/service/cart/api/cart', { method: 'PUT', body, schema: cartSchema });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe(JSON.stringify(body));
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
  });

  it('passes the cache mode on', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ numberOfArticles: 0 }));
    await request('/json/psdata', { schema: cartSchema, cache: 'no-store' });
    expect(fetchMock.mock.calls[0]?.[1].cache).toBe('no-store');
  });

  it.each([204, 304])('resolves %d with undefined when the schema allows it', async (status) => {
    fetchMock.mockResolvedValue(new Response(null, { status }));
    await expect(
      requestWithStatus('/service/cart/api/cart', { schema: v.optional(cartSchema) }),
    ).resolves.toEqual({ status, data: undefined });
  });

  it('rejects 304 with a SchemaError when the schema needs a body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 304 }));
    await expect(request('/service/cart/api/cart', { schema: cartSchema })).rejects.toBeInstanceOf(
      SchemaError,
    );
  });

  it('treats an empty 200 body as undefined', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 200 }));
    await expect(request('/x', { schema: v.undefined_() })).resolves.toBeUndefined();
  });

  it('ignores the body of a fire-and-forget call', async () => {
    const response = new Response('not json at all', { status: 200 });
    const text = vi.spyOn(response, 'text');
    fetchMock.mockResolvedValue(response);
    await expect(
      request('/service/abtestfrontend/api/v1/getassignment', { expectNoContent: true }),
    ).resolves.toBeUndefined();
    expect(text).not.toHaveBeenCalled();
  });
});

describe('headers', () => {
  it('always asks for JSON and sends no Content-Type without a body', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ numberOfArticles: 0 }));
    await request('/x', { schema: cartSchema });
    expect(sentHeaders().get('Accept')).toBe('application/json');
    expect(sentHeaders().has('Content-Type')).toBe(false);
  });

  it('copies the site, long-term token and CSRF cookies into their headers', async () => {
    document.cookie = 'site=CH_FR; path=/';
    document.cookie = 'longtermtoken=ltt-123; path=/';
    document.cookie = 'XSRF-TOKEN=csrf-456; path=/';
    fetchMock.mockResolvedValue(jsonResponse({ numberOfArticles: 0 }));
    await request('/service/customerfrontenddata/api/v1/psdata', { schema: cartSchema });
    const headers = sentHeaders();
    expect(headers.get('X-Site')).toBe('CH_FR');
    expect(headers.get('X-LongTermToken')).toBe('ltt-123');
    expect(headers.get('X-XSRF-TOKEN')).toBe('csrf-456');
    expect(headers.has('X-LoginToken')).toBe(false);
  });

  it('sends none of the cookie headers when the cookies are absent', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ numberOfArticles: 0 }));
    await request('/x', { schema: cartSchema });
    const names = [...sentHeaders().keys()].map((name) => name.toLowerCase());
    expect(names).toEqual(['accept']);
  });

  it('prefers an explicit site over the cookie', async () => {
    document.cookie = 'site=DE; path=/';
    fetchMock.mockResolvedValue(jsonResponse({ numberOfArticles: 0 }));
    await request('/x', { schema: cartSchema, site: 'PL' });
    expect(sentHeaders().get('X-Site')).toBe('PL');
  });

  it('leaves the site header out when the cookie names no site', async () => {
    document.cookie = 'site=narnia; path=/';
    fetchMock.mockResolvedValue(jsonResponse({ numberOfArticles: 0 }));
    await request('/x', { schema: cartSchema });
    expect(sentHeaders().has('X-Site')).toBe(false);
  });

  it('sends X-LoginToken from the login cookie when asked', async () => {
    document.cookie = 'logintoken=login-789; path=/';
    fetchMock.mockResolvedValue(jsonResponse({ numberOfArticles: 0 }));
    await request('/service/newsletter/api/private/customers/base-data', {
      schema: cartSchema,
      sendLoginToken: true,
    });
    expect(sentHeaders().get('X-LoginToken')).toBe('login-789');
  });

  it('drops a cookie value a header cannot carry instead of failing the request', async () => {
    document.cookie = `longtermtoken=${encodeURIComponent('bad\nvalue')}; path=/`;
    fetchMock.mockResolvedValue(jsonResponse({ numberOfArticles: 0 }));
    await request('/x', { schema: cartSchema });
    expect(sentHeaders().has('X-LongTermToken')).toBe(false);
  });

  it('lets extra headers add to and override the defaults', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ numberOfArticles: 0 }));
    await request('/x', {
      schema: cartSchema,
      headers: { 'X-Hunter-Site': 'AT', Accept: 'application/problem+json' },
    });
    expect(sentHeaders().get('X-Hunter-Site')).toBe('AT');
    expect(sentHeaders().get('Accept')).toBe('application/problem+json');
  });
});

describe('same origin only', () => {
  it.each([
    ['/service/cart/api/cart', 'http://localhost:3000/service/cart/api/cart'],
    ['service/newsletter/api/private', 'http://localhost:3000/service/newsletter/api/private'],
    ['http://localhost:3000/json/psdata', 'http://localhost:3000/json/psdata'],
  ])('resolves %j against the origin root', (path, expected) => {
    expect(buildUrl(path).href).toBe(expected);
  });

  it.each([
    ['https://evil.test/steal'],
    ['//evil.test/steal'],
    ['https://localhost:3000/x'],
    ['javascript:alert(1)'],
  ])('rejects %j without sending anything', async (path) => {
    await expect(request(path, { schema: cartSchema })).rejects.toBeInstanceOf(TypeError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a body JSON cannot serialise without sending anything', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    await expect(
      request('/x', { method: 'POST', body: circular, schema: cartSchema }),
    ).rejects.toBeInstanceOf(TypeError);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('failures', () => {
  it('rejects a non-2xx status with a ResponseError carrying the JSON error body', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ type: 'urn:newsletter:email_invalid' }, 400));
    const error = await request('/service/newsletter/api/private/newsletter-subscribers', {
      method: 'POST',
      body: { email: 'x' },
      expectNoContent: true,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 400,
      body: { type: 'urn:newsletter:email_invalid' },
      path: '/service/newsletter/api/private/newsletter-subscribers',
    });
  });

  it.each([
    ['an HTML error page', '<html>Bad Gateway</html>', 502],
    ['an empty body', '', 500],
  ])('gives a ResponseError with body undefined for %s', async (_case, body, status) => {
    fetchMock.mockResolvedValue(new Response(body, { status }));
    await expect(request('/x', { schema: cartSchema })).rejects.toMatchObject({
      name: 'ResponseError',
      status,
      body: undefined,
    });
  });

  it('rejects a network failure with FetchError reason network', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('/x', { schema: cartSchema })).rejects.toMatchObject({
      name: 'FetchError',
      reason: 'network',
      cause: new TypeError('Failed to fetch'),
    });
  });

  it('rejects a body that breaks off with FetchError reason network', async () => {
    const response = new Response('{"numberOf', { status: 200 });
    vi.spyOn(response, 'text').mockRejectedValue(new TypeError('network error'));
    fetchMock.mockResolvedValue(response);
    await expect(request('/x', { schema: cartSchema })).rejects.toMatchObject({
      reason: 'network',
    });
  });

  it('times out at exactly 15000 ms by default', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    let outcome: unknown;
    request('/x', { schema: cartSchema }).catch((error: unknown) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(FetchError);
    expect(outcome).toMatchObject({ reason: 'timeout' });
  });

  it('uses a custom timeout, and none for 0', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    let short: unknown;
    let unlimited: unknown;
    request('/x', { schema: cartSchema, timeoutMs: 500 }).catch((error: unknown) => {
      short = error;
    });
    request('/x', { schema: cartSchema, timeoutMs: 0 }).catch((error: unknown) => {
      unlimited = error;
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(short).toMatchObject({ reason: 'timeout' });
    await vi.advanceTimersByTimeAsync(600_000);
    expect(unlimited).toBeUndefined();
  });

  it('covers the body with the timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation((_url, init) => {
      const response = new Response('{}', { status: 200 });
      vi.spyOn(response, 'text').mockImplementation(
        () =>
          new Promise((_, reject) =>
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('', 'AbortError')),
            ),
          ),
      );
      return Promise.resolve(response);
    });
    let outcome: unknown;
    request('/x', { schema: cartSchema }).catch((error: unknown) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(outcome).toMatchObject({ name: 'FetchError', reason: 'timeout' });
  });

  it('rejects with FetchError reason aborted when the caller aborts', async () => {
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();
    const pending = request('/x', { schema: cartSchema, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'FetchError', reason: 'aborted' });
  });

  it('does not send a request for an already aborted signal', async () => {
    await expect(
      request('/x', { schema: cartSchema, signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ reason: 'aborted' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects malformed JSON on success with a SchemaError without issues', async () => {
    fetchMock.mockResolvedValue(new Response('{"numberOfArticles": 3', { status: 200 }));
    const error = await request('/x', { schema: cartSchema }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SchemaError);
    expect(error).toMatchObject({ status: 200, issues: [] });
    expect((error as Error).message).toBe('Response from /x is not valid JSON');
  });

  it('rejects a body of the wrong shape with a SchemaError naming the field', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ numberOfArticles: 'three' }));
    const error = await request('/x', { schema: cartSchema }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).issues).toHaveLength(1);
    expect((error as SchemaError).issues[0]).toMatch(/^numberOfArticles: /);
  });

  it('removes its abort listener from the caller signal once settled', async () => {
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    fetchMock.mockResolvedValue(jsonResponse({ numberOfArticles: 0 }));
    await request('/x', { schema: cartSchema, signal: controller.signal });
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });
});
