import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUGGESTION_RETRY } from '../config';
import { FetchError, ResponseError, SchemaError } from '../http';
import { resetLogger } from '../logger';
import { CACHE_KEY_PATH, requestSearchCacheKey } from './search';
// the suggestion call, apart from the cachekey call since it loads with the suggestions on intent
import { fetchSuggestions, SUGGESTIONS_PATH } from './suggestions';

const ANSWER = {
  searchTerms: [{ searchterm: 'kaffee' }],
  products: [
    {
      id: '1001',
      title: 'Kaffeemühle',
      imageProductThumb: '/img/1001.svg',
      productViewUrl: '/p/kaffeemuehle-1001',
      webshopProductDimensionKey: null,
    },
  ],
};

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status });

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  resetLogger();
  vi.useFakeTimers();
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('fetchSuggestions', () => {
  it('asks for 10 terms and 5 products of the query on the site', async () => {
    fetchMock.mockResolvedValue(json(ANSWER));
    await expect(fetchSuggestions('kaf fee', 'CH_FR')).resolves.toEqual(ANSWER);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const sent = new URL(String(url));
    expect(sent.pathname).toBe(SUGGESTIONS_PATH);
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      q: 'kaf fee',
      site: 'CH_FR',
      maxSearchTerms: '10',
      maxProducts: '5',
    });
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('X-Site')).toBe('CH_FR');
  });

  it('accepts missing and null lists as empty', async () => {
    fetchMock.mockResolvedValue(json({ searchTerms: null }));
    await expect(fetchSuggestions('xy', 'DE')).resolves.toMatchObject({
      searchTerms: [],
      products: [],
    });
  });

  it('retries 4 times, 2 s apart, while the status is 400 or higher, then succeeds', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ error: 'INTERNAL_ERROR' }, 500))
      .mockResolvedValueOnce(json({ error: 'INVALID_PARAMETER' }, 400))
      .mockResolvedValueOnce(json({}, 503))
      .mockResolvedValueOnce(json({}, 404))
      .mockResolvedValueOnce(json(ANSWER));
    const result = fetchSuggestions('kaffee', 'DE');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SUGGESTION_RETRY.delayMs - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3 * SUGGESTION_RETRY.delayMs);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    await expect(result).resolves.toEqual(ANSWER);
  });

  it('gives up after the 4th retry', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({}, 500)));
    const result = fetchSuggestions('kaffee', 'DE');
    const settled = expect(result).rejects.toBeInstanceOf(ResponseError);
    await vi.advanceTimersByTimeAsync(10 * SUGGESTION_RETRY.delayMs);
    await settled;
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), FetchError],
    ['a malformed body', () => Promise.resolve(json({ searchTerms: 'kaffee' })), SchemaError],
    [
      'a body that is not JSON',
      () => Promise.resolve(new Response('{"searchTerms": [', { status: 200 })),
      SchemaError,
    ],
  ])('fails at once on %s', async (_case, answer, errorClass) => {
    fetchMock.mockImplementation(answer);
    const settled = expect(fetchSuggestions('kaffee', 'DE')).rejects.toBeInstanceOf(errorClass);
    await vi.advanceTimersByTimeAsync(10 * SUGGESTION_RETRY.delayMs);
    await settled;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops retrying when aborted', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({}, 500)));
    const controller = new AbortController();
    const settled = expect(
      fetchSuggestions('kaffee', 'DE', controller.signal),
    ).rejects.toBeDefined();
    await vi.advanceTimersByTimeAsync(SUGGESTION_RETRY.delayMs);
    controller.abort();
    await vi.advanceTimersByTimeAsync(10 * SUGGESTION_RETRY.delayMs);
    await settled;
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('requestSearchCacheKey', () => {
  it('asks for the cache key once, with the site, without reading the answer', async () => {
    fetchMock.mockResolvedValue(new Response('not json at all', { status: 200 }));
    await requestSearchCacheKey('PL');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(url).pathname).toBe(CACHE_KEY_PATH);
    expect(new Headers(init.headers).get('X-Site')).toBe('PL');
  });

  it.each([
    ['a 500', () => Promise.resolve(new Response('', { status: 500 }))],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('resolves quietly after %s', async (_name, answer) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockImplementation(answer);
    await expect(requestSearchCacheKey('DE')).resolves.toBeUndefined();
  });
});
