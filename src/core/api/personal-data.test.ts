import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLogEntries, resetLogger } from '../logger';
import { PERSONAL_DATA_PATH, PSDATA_PATH, fetchPersonalData, fetchPsdata } from './personal-data';

const LOGGED_IN = {
  tracking: { loginStatus: 'LOGGED_IN' },
  customer: { firstname: 'Anna', lastname: 'Schmidt', loyaltyBeans: 1250 },
  statuses: { isCommunityMember: false, isCardMember: true },
};

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status });
}

/** happy-dom serves tests from http://localhost:3000; the shop runs on its own host name. */
function onShopHost(): void {
  vi.stubGlobal('location', new URL('https://www.shop.test/de/kaffee'));
}

beforeEach(() => {
  resetLogger();
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  delete window.shopPsdata;
  delete window.shopPersonalData;
});

describe('fetchPersonalData', () => {
  it('loads the customer frontend data without cache, with the cookie headers', async () => {
    onShopHost();
    document.cookie = 'site=AT; path=/';
    document.cookie = 'longtermtoken=ltt; path=/';
    document.cookie = 'XSRF-TOKEN=csrf; path=/';
    fetchMock.mockResolvedValue(json(LOGGED_IN));
    await expect(fetchPersonalData()).resolves.toEqual(LOGGED_IN);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`https://www.shop.test${PERSONAL_DATA_PATH}`);
    expect(init).toMatchObject({ method: 'GET', cache: 'no-store', credentials: 'include' });
    const headers = new Headers(init?.headers);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('X-Site')).toBe('AT');
    expect(headers.get('X-LongTermToken')).toBe('ltt');
    expect(headers.get('X-XSRF-TOKEN')).toBe('csrf');
  });

  it('logs an error with the status and resolves undefined for a non-OK answer', async () => {
    onShopHost();
    fetchMock.mockResolvedValue(json({}, 500));
    await expect(fetchPersonalData()).resolves.toBeUndefined();
    expect(getLogEntries()[0]).toMatchObject({
      level: 'error',
      message: 'personal data request failed with status 500',
      context: { status: 500 },
    });
  });

  it('logs and resolves undefined for a network failure', async () => {
    onShopHost();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchPersonalData()).resolves.toBeUndefined();
    expect(getLogEntries()[0]?.message).toBe('personal data request failed');
  });

  it('resolves undefined for an answer of the wrong shape', async () => {
    onShopHost();
    fetchMock.mockResolvedValue(json({ tracking: { loginStatus: 'SOMETIMES' } }));
    await expect(fetchPersonalData()).resolves.toBeUndefined();
    expect(getLogEntries()[0]?.level).toBe('error');
  });

  it('fetches nothing on localhost', async () => {
    await expect(fetchPersonalData()).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches on localhost when told to (the demo backend)', async () => {
    fetchMock.mockResolvedValue(json(LOGGED_IN));
    await expect(fetchPersonalData({ skipOnLocalhost: false })).resolves.toEqual(LOGGED_IN);
  });

  it('reads a promise the page put on window instead of fetching', async () => {
    window.shopPersonalData = Promise.resolve(LOGGED_IN);
    await expect(fetchPersonalData()).resolves.toEqual(LOGGED_IN);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['rejects', () => Promise.reject(new Error('page fetch failed'))],
    ['holds the wrong shape', () => Promise.resolve({ customer: {} })],
  ])('logs and resolves undefined when the page promise %s', async (_case, makePromise) => {
    window.shopPersonalData = makePromise();
    await expect(fetchPersonalData()).resolves.toBeUndefined();
    expect(getLogEntries()[0]?.level).toBe('error');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores a window value that is not a promise', async () => {
    onShopHost();
    (window as { shopPersonalData?: unknown }).shopPersonalData = LOGGED_IN;
    fetchMock.mockResolvedValue(json(LOGGED_IN));
    await fetchPersonalData();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('passes the abort signal on and resolves undefined without logging', async () => {
    onShopHost();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const pending = fetchPersonalData({ signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toBeUndefined();
    expect(getLogEntries()).toEqual([]);
  });
});

describe('fetchPsdata', () => {
  it('loads /json/psdata without cache and with credentials', async () => {
    fetchMock.mockResolvedValue(json({ nl_status: 'SUBSCRIBED', other: 1 }));
    await expect(fetchPsdata()).resolves.toEqual({ nl_status: 'SUBSCRIBED', other: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`http://localhost:3000${PSDATA_PATH}`);
    expect(init).toMatchObject({ cache: 'no-store', credentials: 'include' });
  });

  it('exposes its request on window so every reader shares it', async () => {
    fetchMock.mockResolvedValue(json({ nl_status: 'WAITING_FOR_DOI' }));
    const first = fetchPsdata();
    const second = fetchPsdata();
    await expect(first).resolves.toEqual({ nl_status: 'WAITING_FOR_DOI' });
    await expect(second).resolves.toEqual({ nl_status: 'WAITING_FOR_DOI' });
    await expect(window.shopPsdata).resolves.toEqual({ nl_status: 'WAITING_FOR_DOI' });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('reuses a promise the page put on window', async () => {
    window.shopPsdata = Promise.resolve({ nl_status: 'SUBSCRIBED' });
    await expect(fetchPsdata()).resolves.toEqual({ nl_status: 'SUBSCRIBED' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs the status, resolves undefined and forgets the failed request', async () => {
    fetchMock.mockResolvedValue(json({}, 502));
    await expect(fetchPsdata()).resolves.toBeUndefined();
    expect(getLogEntries()[0]).toMatchObject({
      level: 'error',
      message: 'psdata request failed with status 502',
    });
    await Promise.resolve();
    expect(window.shopPsdata).toBeUndefined();
    fetchMock.mockResolvedValue(json({ nl_status: 'SUBSCRIBED' }));
    await expect(fetchPsdata()).resolves.toEqual({ nl_status: 'SUBSCRIBED' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('logs once when a shared request fails, not once per reader', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const results = await Promise.all([fetchPsdata(), fetchPsdata(), fetchPsdata()]);
    expect(results).toEqual([undefined, undefined, undefined]);
    expect(getLogEntries()).toHaveLength(1);
  });
});
