// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CartJson } from './carts';
import type { RequestLogEntry } from './session';
import { ENDPOINT_IDS } from './scenario';
import { FALLTHROUGH_BODY, sessionClient, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CART = '/service/cart/api/cart';
const NAVIGATION = '/jsonflyoutnavigation';

/**
 * Polls the session's request log (answered at once) until an entry matches. Between polls it
 * yields with setImmediate, which the tests that move the latency's clock by hand leave real.
 */
async function waitForRequest(
  client: ReturnType<typeof sessionClient>,
  matches: (entry: RequestLogEntry) => boolean,
): Promise<void> {
  for (let poll = 0; poll < 1_000; poll += 1) {
    const state = await client.json<{ requests: RequestLogEntry[] }>('/__backend/state');
    if (state.requests.some(matches)) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('the backend did not log the request');
}

describe('scenario API', () => {
  it('answers the default scenario and merges partial updates', async () => {
    const client = sessionClient(server);
    const initial = await client.json<Record<string, unknown>>('/__backend/scenario');
    expect(initial).toMatchObject({
      loginStatus: 'LOGGED_OUT',
      cartPreset: 'empty',
      failing: [],
      latencyMs: 0,
    });
    await client.scenario({ latency: { 'cart.get': 300, navigation: 100 } });
    const response = await client.scenario({ cardMember: true, latency: { navigation: null } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      cardMember: true,
      latency: { 'cart.get': 300 },
      loginStatus: 'LOGGED_OUT',
    });
  });

  it('rejects unknown keys, endpoint ids and values with 400', async () => {
    const client = sessionClient(server);
    const response = await client.scenario({
      loginStatus: 'GUEST',
      failing: ['cart.delete'],
      colour: 'red',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; details: string[] };
    expect(body.error).toBe('INVALID_SCENARIO');
    expect(body.details).toHaveLength(3);
    expect((await client.json<{ loginStatus: string }>('/__backend/scenario')).loginStatus).toBe(
      'LOGGED_OUT',
    );
  });

  it("replaces the customer's first name with any text, markup included, until set to null", async () => {
    const client = sessionClient(server);
    const path = '/service/customerfrontenddata/api/v1/psdata?site=PL';
    const firstName = async () =>
      (await client.json<{ customer: { firstname: string } }>(path)).customer.firstname;
    await client.scenario({
      loginStatus: 'LOGGED_IN',
      customerFirstName: '<img src=x onerror=alert(1)>',
    });
    expect(await firstName()).toBe('<img src=x onerror=alert(1)>');
    await client.scenario({ customerFirstName: null });
    expect(await firstName()).toBe('Agnieszka');
    const refused = await client.scenario({ customerFirstName: 'x'.repeat(201) });
    expect(refused.status).toBe(400);
    expect((await client.scenario({ customerFirstName: 7 })).status).toBe(400);
  });

  it('lists the endpoint ids', async () => {
    const client = sessionClient(server);
    const endpoints = await client.json<{ id: string }[]>('/__backend/endpoints');
    expect(endpoints.map((endpoint) => endpoint.id)).toEqual(ENDPOINT_IDS);
  });

  it('sets the login cookie with the session token when a customer logs in', async () => {
    const client = sessionClient(server);
    const response = await client.scenario({ loginStatus: 'REMEMBERED' });
    const state = await client.json<{ loginToken: string }>('/__backend/state');
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringContaining(`logintoken=${state.loginToken}`),
    ]);
    const out = await client.scenario({ loginStatus: 'LOGGED_OUT' });
    expect(out.headers.getSetCookie()[0]).toMatch(/^logintoken=; .*Max-Age=0/);
  });
});

describe('failures', () => {
  it('fails a listed endpoint with 500 and the cart error body until it is removed', async () => {
    const client = sessionClient(server);
    await client.scenario({
      failing: ['cart.get', 'cart.put'],
      cartErrorCode: 'PRICE_UNAVAILABLE',
    });
    const read = await client.fetch(CART);
    expect(read.status).toBe(500);
    expect(await read.json()).toEqual({ error: 'PRICE_UNAVAILABLE' });
    const write = await client.put(CART, {
      setArticle: { productId: '100101', tcm: '100101001', quantity: 1 },
    });
    expect(await write.json()).toEqual({
      cart: null,
      addedProduct: null,
      error: 'PRICE_UNAVAILABLE',
      limit: null,
    });
    const state = await client.json<{ carts: Record<string, CartJson> }>('/__backend/state');
    expect(state.carts['DE']?.numberOfArticles ?? 0).toBe(0);
    await client.scenario({ failing: [] });
    expect((await client.fetch(CART)).status).toBe(200);
  });

  it('fails the next N calls of failOnce, then recovers', async () => {
    const client = sessionClient(server);
    await client.scenario({ failOnce: { suggestions: 2 } });
    const path = '/service/searchfrontend/api/suggestions?q=kaffee';
    expect((await client.fetch(path)).status).toBe(500);
    expect((await client.fetch(path)).status).toBe(500);
    expect((await client.fetch(path)).status).toBe(200);
    expect((await client.json<{ failOnce: object }>('/__backend/scenario')).failOnce).toEqual({});
  });

  it('accepts a list for failOnce, one failure each', async () => {
    const client = sessionClient(server);
    await client.scenario({ failOnce: ['navigation', 'themeworlds'] });
    expect((await client.fetch(NAVIGATION)).status).toBe(500);
    expect((await client.fetch(NAVIGATION)).status).toBe(200);
  });

  it('answers a wrong-shaped body for malformed endpoints', async () => {
    const client = sessionClient(server);
    await client.scenario({ malformed: ['cart.get'] });
    const response = await client.fetch(CART);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(typeof body['numberOfArticles']).toBe('string');
    expect(Array.isArray(body['articles'])).toBe(false);
  });

  it('answers invalid JSON for malformed endpoints with malformedKind syntax', async () => {
    const client = sessionClient(server);
    await client.scenario({ malformed: ['navigation'], malformedKind: 'syntax' });
    const response = await client.fetch(NAVIGATION);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    await expect(response.json()).rejects.toThrow();
  });

  it('destroys the connection of networkError endpoints', async () => {
    const client = sessionClient(server);
    await client.scenario({ networkError: ['psdata'] });
    await expect(client.fetch('/json/psdata')).rejects.toThrow();
    const state = await client.json<{ requests: RequestLogEntry[] }>('/__backend/state');
    expect(state.requests.at(-1)).toMatchObject({
      endpoint: 'psdata',
      outcome: 'network-error',
      status: null,
    });
  });

  it('answers every endpoint id with 500 when failing', async () => {
    const client = sessionClient(server);
    await client.scenario({ failing: ENDPOINT_IDS });
    const requests: [string, RequestInit?][] = [
      ['/json/psdata'],
      ['/service/customerfrontenddata/api/v1/psdata'],
      [CART],
      [CART, { method: 'PUT', body: '{}' }],
      ['/service/searchfrontend/api/suggestions?q=ka'],
      ['/service/searchfrontend/api/cachekey'],
      ['/service/promotion/api/promotion/~header_top'],
      [NAVIGATION],
      ['/service/themeworld-frontend/api/themeworlds/navigation'],
      ['/service/newsletter/api/private/newsletter-subscribers', { method: 'POST', body: '{}' }],
      ['/service/newsletter/api/private/customers/base-data'],
      ['/service/newsletter/api/internal/newsletter-subscribers/abc'],
      [
        '/service/newsletter/api/internal/newsletter-subscribers/abc',
        { method: 'PUT', body: '{}' },
      ],
      ['/service/newsletter/api/internal/newsletter-subscribers/abc/doi', { method: 'PUT' }],
      ['/service/abtestfrontend/api/v1/getassignment'],
      ['/service/abtestfrontend/api/v1/gettestsat?time=2026-05-01T10:00:00Z'],
      ['/service/preview/api/auth/checkauth'],
      ['/service/preview/api/auth/login/renew'],
      ['/service/preview/api/auth/logout'],
      ['/service/preview/api/token?test=&group='],
      ['/service/pageborder/header/DE/CLASSIC'],
      ['/service/pageborder/footer/DE/CLASSIC'],
      ['/service/logging', { method: 'POST', body: '{}' }],
      ['/service/coffeebean/publish', { method: 'POST', body: '{}' }],
    ];
    for (const [path, init] of requests) {
      expect((await client.fetch(path, init)).status, path).toBe(500);
    }
    const state = await client.json<{ requests: RequestLogEntry[] }>('/__backend/state');
    expect(new Set(state.requests.map((entry) => entry.endpoint))).toEqual(new Set(ENDPOINT_IDS));
  });
});

describe('latency', () => {
  it('delays a single endpoint by its own latency', async () => {
    const client = sessionClient(server);
    await client.scenario({ latency: { navigation: 250 } });
    const started = Date.now();
    expect((await client.fetch(NAVIGATION)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    // the other endpoint answers with the latency's clock standing still: no delay at all (a
    // time measured on the machine's clock would depend on how busy it is)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      expect((await client.fetch('/service/searchfrontend/api/cachekey')).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers an endpoint with a latency once it has passed, not a millisecond before', async () => {
    const client = sessionClient(server);
    await client.scenario({ latency: { navigation: 250 } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const response = client.fetch(NAVIGATION);
      // the backend has the request: its latency runs on the test's clock from now on
      await waitForRequest(client, (entry) => entry.endpoint === 'navigation');
      await vi.advanceTimersByTimeAsync(249);
      // the backend's own record, written as it answers: not yet
      const state = await client.json<{ requests: RequestLogEntry[] }>('/__backend/state');
      expect(state.requests.at(-1)?.outcome, 'at 249 ms').toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect((await response).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('delays every endpoint by the global latency', async () => {
    const client = sessionClient(server);
    await client.scenario({ latencyMs: 150 });
    const started = Date.now();
    await client.fetch('/service/searchfrontend/api/cachekey');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('drops a cart change whose client gave up during the latency', async () => {
    const client = sessionClient(server);
    await client.scenario({ latency: { 'cart.put': 400 } });
    const controller = new AbortController();
    const pending = client.put(
      CART,
      { setArticle: { productId: '100101', tcm: '100101001', quantity: 1 } },
      { signal: controller.signal },
    );
    // given up while the backend waits out the latency (not after a time of the machine's, which
    // on a busy one could come after the answer)
    await waitForRequest(client, (entry) => entry.endpoint === 'cart.put');
    controller.abort();
    await expect(pending).rejects.toThrow();
    // the request has ended, dropped or (against the rule) answered once its latency passed
    await waitForRequest(
      client,
      (entry) => entry.endpoint === 'cart.put' && entry.outcome !== 'pending',
    );
    const state = await client.json<{
      requests: RequestLogEntry[];
      carts: Record<string, CartJson>;
    }>('/__backend/state');
    expect(state.requests.at(-1)).toMatchObject({ endpoint: 'cart.put', outcome: 'aborted' });
    expect(state.carts['DE']?.numberOfArticles ?? 0).toBe(0);
  });
});

describe('sessions', () => {
  it('keeps state per demo_session cookie', async () => {
    const first = sessionClient(server);
    const second = sessionClient(server);
    await first.scenario({ cartPreset: 'full', loginStatus: 'LOGGED_IN' });
    expect((await first.json<CartJson>(CART)).numberOfArticles).toBeGreaterThan(0);
    expect((await second.json<CartJson>(CART)).numberOfArticles).toBe(0);
    expect((await second.json<{ loginStatus: string }>('/json/psdata')).loginStatus).toBe(
      'LOGGED_OUT',
    );
  });

  it('uses the default session without a cookie, and the X-Demo-Session header as an alternative', async () => {
    const response = await fetch(`${server.origin}/__backend/state`);
    expect(((await response.json()) as { session: string }).session).toBe('default');
    const viaHeader = await fetch(`${server.origin}/__backend/state`, {
      headers: { 'X-Demo-Session': 'header-run-7' },
    });
    expect(((await viaHeader.json()) as { session: string }).session).toBe('header-run-7');
  });

  it('resets one session without touching another', async () => {
    const first = sessionClient(server);
    const second = sessionClient(server);
    await first.scenario({ cartPreset: 'big' });
    await second.scenario({ cartPreset: 'big' });
    const reset = await first.post('/__backend/reset', {});
    expect(reset.status).toBe(200);
    expect((await first.json<CartJson>(CART)).numberOfArticles).toBe(0);
    expect((await second.json<CartJson>(CART)).numberOfArticles).toBe(104);
  });

  it('exposes sessions to tests and clears them all with reset()', async () => {
    const client = sessionClient(server);
    await client.scenario({ cardMember: true });
    expect(server.backend.sessions.peek(client.session)?.scenario.cardMember).toBe(true);
    server.backend.reset();
    expect(server.backend.sessions.peek(client.session)).toBeUndefined();
  });

  it('logs the last 50 requests with method, path, headers subset and body', async () => {
    const client = sessionClient(server);
    await client.put(
      CART,
      { setArticle: { productId: '100101', tcm: '100101001', quantity: 1 } },
      {
        headers: { 'X-CSRF-Token': 'csrf-91c2', 'User-Agent': 'demo' },
      },
    );
    const state = await client.json<{ requests: RequestLogEntry[] }>('/__backend/state');
    const entry = state.requests.at(-1);
    expect(entry).toMatchObject({
      method: 'PUT',
      path: CART,
      endpoint: 'cart.put',
      status: 200,
      outcome: 'answered',
      body: { setArticle: { productId: '100101', tcm: '100101001', quantity: 1 } },
      headers: { 'x-csrf-token': 'csrf-91c2', 'content-type': 'application/json' },
    });
    expect(entry?.headers['user-agent']).toBeUndefined();
    for (let index = 0; index < 55; index += 1)
      await client.fetch('/service/searchfrontend/api/cachekey');
    const full = await client.json<{ requests: RequestLogEntry[] }>('/__backend/state');
    expect(full.requests).toHaveLength(50);
    expect(full.requests.every((request) => request.endpoint === 'cachekey')).toBe(true);
  });
});

describe('routing', () => {
  it('calls next() for paths it does not own', async () => {
    for (const path of ['/', '/index.html', '/src/main.ts', '/@vite/client', '/service/unknown']) {
      const response = await fetch(`${server.origin}${path}`);
      expect(await response.text(), path).toBe(FALLTHROUGH_BODY);
    }
  });

  it('answers 405 with Allow for a known path and a wrong method', async () => {
    const response = await fetch(`${server.origin}${CART}`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, PUT');
  });

  it('resolves the site from query, header, cookie, then DE', async () => {
    const client = sessionClient(server);
    const site = async (path: string, init?: Parameters<typeof client.json>[1]) =>
      (await client.json<{ site: string }>(path, init)).site;
    expect(await site('/json/psdata')).toBe('DE');
    expect(await site('/json/psdata', { cookies: { site: 'HU' } })).toBe('HU');
    expect(await site('/json/psdata', { cookies: { site: 'HU' }, headers: { site: 'SK' } })).toBe(
      'SK',
    );
    expect(await site('/json/psdata', { headers: { 'X-Site': 'CH_FR', site: 'SK' } })).toBe(
      'CH_FR',
    );
    expect(await site('/json/psdata?site=tr', { headers: { 'X-Site': 'CH_FR' } })).toBe('TR');
    expect(await site('/json/psdata?site=XX')).toBe('DE');
  });
});
