import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_KEYS, SUGGESTION_RETRY } from '../../src/core/config';
import { resetLogger } from '../../src/core/logger';
import { suggestionResponseSchema, type SuggestionResponse } from '../../src/core/schemas/search';
import type { Site } from '../../src/core/sites';
import {
  clearSuggestionCache,
  createSearchStore,
  getPrefillValue,
  getSuggestionItems,
  setSearchEnvironment,
  SUGGEST_DEBOUNCE_MS,
  toSuggestions,
  type SearchStore,
  type ShopRouter,
} from './index';
import { TERMS_AND_CONDITIONS_PATH } from './search.links';

const answerFor = (query: string): SuggestionResponse => ({
  searchTerms: [{ searchterm: `${query} eins` }, { searchterm: `${query} zwei` }],
  products: [
    {
      id: `${query}-1`,
      title: `Produkt ${query}`,
      imageProductThumb: `/img/${query}.svg`,
      productViewUrl: `/p/${query}-1`,
      webshopProductDimensionKey: `${query}-dim`,
    },
  ],
});

interface Call {
  readonly query: string;
  readonly site: Site;
  readonly signal: AbortSignal;
  resolve(response: SuggestionResponse): void;
  reject(error: unknown): void;
}

/** A suggestion service the test answers by hand, in any order. */
function manualService() {
  const calls: Call[] = [];
  const fetchSuggestions = vi.fn(
    (query: string, site: Site, signal: AbortSignal) =>
      new Promise<SuggestionResponse>((resolve, reject) => {
        calls.push({ query, site, signal, resolve, reject });
      }),
  );
  return { calls, fetchSuggestions };
}

let assign: ReturnType<typeof vi.fn<(url: string) => void>>;
let store: SearchStore;

beforeEach(() => {
  vi.useFakeTimers();
  resetLogger();
  clearSuggestionCache();
  assign = vi.fn<(url: string) => void>();
  window.dataLayer = [];
});

afterEach(() => {
  store?.dispose();
  setSearchEnvironment();
  vi.useRealTimers();
});

function setUp(service = manualService(), router?: ShopRouter, site: Site = 'DE') {
  setSearchEnvironment({
    fetchSuggestions: service.fetchSuggestions,
    assign,
    getRouter: () => router,
    createId: () => 'tracking-id',
  });
  store = createSearchStore('overlay');
  store.setContext({ site, platform: 'CLASSIC' });
  return service;
}

async function typeAndAnswer(service: ReturnType<typeof manualService>, value: string) {
  store.input(value);
  await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
  const call = service.calls.at(-1);
  call?.resolve(answerFor(call.query));
  await vi.advanceTimersByTimeAsync(0);
}

describe('requests', () => {
  it('asks only from 2 characters on', async () => {
    const service = setUp();
    store.input('k');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS * 2);
    expect(service.fetchSuggestions).not.toHaveBeenCalled();
    store.input('ka');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(service.calls.map((call) => call.query)).toEqual(['ka']);
  });

  it('asks at once after a quiet spell, and once after the last key of a burst', async () => {
    const service = setUp();
    store.input('ka');
    expect(service.calls.map((call) => call.query)).toEqual(['ka']);
    for (const value of ['kaf', 'kaff', 'kaffe']) {
      await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 1);
      store.input(value);
    }
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 1);
    expect(service.calls.map((call) => call.query)).toEqual(['ka']);
    await vi.advanceTimersByTimeAsync(1);
    expect(service.calls.map((call) => call.query)).toEqual(['ka', 'kaffe']);
    expect(service.calls[0]?.signal.aborted).toBe(true);
    // quiet again: the next key asks at once
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    store.input('kaffee');
    expect(service.calls.map((call) => call.query)).toEqual(['ka', 'kaffe', 'kaffee']);
  });

  it('searches a value of digits and spaces without the spaces', async () => {
    const service = setUp();
    store.input('4006 381');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(service.calls[0]?.query).toBe('4006381');
    expect(store.$search.get().value).toBe('4006 381');
  });

  it('aborts the request in flight when the query changes', async () => {
    const service = setUp();
    store.input('ka');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    const first = service.calls[0];
    store.input('kaf');
    expect(first?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(service.calls[1]?.signal.aborted).toBe(false);
  });

  it('aborts the request in flight when the value gets too short', async () => {
    const service = setUp();
    store.input('ka');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    store.input('k');
    expect(service.calls[0]?.signal.aborted).toBe(true);
  });

  it('never shows a slow answer that a newer request overtook', async () => {
    const service = setUp();
    store.input('ka');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    store.input('kaf');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    const [slow, fast] = service.calls;
    fast?.resolve(answerFor('kaf'));
    await vi.advanceTimersByTimeAsync(0);
    // a service that ignores the abort and answers late anyway
    slow?.resolve(answerFor('ka'));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.$search.get()).toMatchObject({ status: 'success', suggestionsQuery: 'kaf' });
    expect(store.$search.get().suggestions.terms).toEqual(['kaf eins', 'kaf zwei']);
  });

  it('never shows a late answer for the same query from before a site change', async () => {
    const service = setUp();
    store.input('ka');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    store.setContext({ site: 'AT', platform: 'CLASSIC' });
    const [german, austrian] = service.calls;
    expect(austrian?.site).toBe('AT');
    austrian?.resolve({ searchTerms: [{ searchterm: 'kaffee at' }], products: [] });
    await vi.advanceTimersByTimeAsync(0);
    german?.resolve({ searchTerms: [{ searchterm: 'kaffee de' }], products: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.$search.get().suggestions.terms).toEqual(['kaffee at']);
  });

  it('answers from the cache per site and query without asking again', async () => {
    const service = setUp();
    await typeAndAnswer(service, 'kaf');
    await typeAndAnswer(service, 'kaff');
    expect(service.fetchSuggestions).toHaveBeenCalledTimes(2);
    store.input('kaf');
    // at once: no debounce, no request, no loading state
    expect(store.$search.get()).toMatchObject({ status: 'success', suggestionsQuery: 'kaf' });
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS * 2);
    expect(service.fetchSuggestions).toHaveBeenCalledTimes(2);
    // another search box on the page shares the cache
    const other = createSearchStore('flyout');
    other.input('kaff');
    expect(other.$search.get().status).toBe('success');
    other.dispose();
    // another site does not
    store.setContext({ site: 'PL', platform: 'CLASSIC' });
    expect(service.calls.at(-1)).toMatchObject({ query: 'kaf', site: 'PL' });
  });

  it('shows nothing and asks again on the next focus after the service failed', async () => {
    const service = setUp();
    store.input('ka');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    service.calls[0]?.reject(new Error('down'));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.$search.get().status).toBe('error');
    store.close();
    store.open();
    expect(service.fetchSuggestions).toHaveBeenCalledTimes(2);
  });

  it('asks for a pre-filled value only once the box is focused', async () => {
    const service = setUp();
    store.prefill('kaffee');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS * 2);
    expect(service.fetchSuggestions).not.toHaveBeenCalled();
    store.open();
    expect(service.calls.map((call) => call.query)).toEqual(['kaffee']);
  });

  it('stops its timer and request when disposed', async () => {
    const service = setUp();
    store.input('ka');
    store.input('kaf');
    store.dispose();
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS * 2);
    expect(service.calls).toHaveLength(1);
    expect(service.calls[0]?.signal.aborted).toBe(true);
  });

  it('recovers when a failing service answers again, through the real call', async () => {
    const fetchMock = vi.fn<() => Promise<Response>>();
    fetchMock
      .mockResolvedValueOnce(new Response('{}', { status: 503 }))
      .mockResolvedValueOnce(new Response('{}', { status: 500 }))
      .mockResolvedValue(new Response(JSON.stringify(answerFor('ka'))));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setSearchEnvironment({ assign });
    store = createSearchStore();
    store.input('ka');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(store.$search.get().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(2 * SUGGESTION_RETRY.delayMs);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(store.$search.get()).toMatchObject({ status: 'success', suggestionsQuery: 'ka' });
  });
});

/** An answer as the suggestion call hands it over: through its schema, then toSuggestions. */
const readAnswer = (body: unknown) => toSuggestions(v.parse(suggestionResponseSchema, body));

describe('toSuggestions', () => {
  it('drops blank and repeated terms and products with unsafe links', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const base = answerFor('x').products[0]!;
    // the addresses are read by the answer's schema (issue 25: sanitised where the answer is read)
    const suggestions = readAnswer({
      searchTerms: [{ searchterm: ' kaffee ' }, { searchterm: '' }, { searchterm: 'kaffee' }],
      products: [
        { ...base, id: 'bad', productViewUrl: 'javascript:alert(1)' },
        { ...base, id: 'elsewhere', productViewUrl: '//evil.example/p/1' },
        { ...base, id: 'good', imageProductThumb: 'javascript:alert(1)' },
        { ...base, id: 'padded', productViewUrl: ` ${base.productViewUrl}\n` },
      ],
    });
    expect(suggestions.terms).toEqual(['kaffee']);
    expect(suggestions.products).toEqual([
      { ...base, id: 'good', imageProductThumb: null },
      { ...base, id: 'padded' },
    ]);
  });
});

describe('getPrefillValue', () => {
  it('takes the attribute first, then the page url query parameter', () => {
    setSearchEnvironment({ getLocationSearch: () => '?query=kaffee%20bohnen&site=DE' });
    expect(getPrefillValue(undefined)).toBe('kaffee bohnen');
    expect(getPrefillValue('tee')).toBe('tee');
    expect(getPrefillValue('')).toBe('');
    setSearchEnvironment({ getLocationSearch: () => '?page=2' });
    expect(getPrefillValue(undefined)).toBe('');
  });
});

describe('submit', () => {
  it('focuses instead of searching when the value is empty or blank', () => {
    setUp();
    expect(store.submit()).toBe('empty');
    store.input('   ');
    expect(store.submit()).toBe('empty');
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads the search page without a router', () => {
    setUp(undefined, undefined, 'CZ');
    store.input(' káva  ');
    expect(store.submit()).toBe('navigated');
    expect(assign).toHaveBeenCalledWith('/search?query=k%C3%A1va&site=CZ');
  });

  it('searches digits and spaces without the spaces', () => {
    setUp();
    store.input('4006 381');
    store.submit();
    expect(assign).toHaveBeenCalledWith('/search?query=4006381&site=DE');
  });

  it('uses the client route search with query and site when the page has a router', () => {
    const router = { navigate: vi.fn() };
    setUp(undefined, router, 'HU');
    store.input('kávé');
    store.submit();
    expect(router.navigate).toHaveBeenCalledWith('search', { query: 'kávé', site: 'HU' });
    expect(assign).not.toHaveBeenCalled();
    expect(store.$search.get().isOpen).toBe(false);
  });

  it('falls back to the page load when the router throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = {
      navigate: vi.fn(() => {
        throw new Error('no such route');
      }),
    };
    setUp(undefined, router);
    store.input('kaffee');
    store.submit();
    expect(assign).toHaveBeenCalledWith('/search?query=kaffee&site=DE');
  });

  it('sends agb on DE to the terms-and-conditions page, router or not', () => {
    const router = { navigate: vi.fn() };
    setUp(undefined, router);
    store.input('AGB');
    store.submit();
    expect(assign).toHaveBeenCalledWith(TERMS_AND_CONDITIONS_PATH);
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it('searches agb on AT like any term', () => {
    setUp(undefined, undefined, 'AT');
    store.input('agb');
    store.submit();
    expect(assign).toHaveBeenCalledWith('/search?query=agb&site=AT');
  });

  it('searches the selected term with Enter', async () => {
    const service = setUp();
    await typeAndAnswer(service, 'kaf');
    store.move(1);
    store.move(1);
    store.submit();
    expect(assign).toHaveBeenCalledWith('/search?query=kaf%20zwei&site=DE');
    expect(
      JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.suggestionTrackingId) ?? '{}'),
    ).toMatchObject({ id: 'tracking-id', kind: 'term', position: 1, searchTerm: 'kaf' });
  });

  it('opens the selected product with Enter and records the click', async () => {
    const service = setUp();
    await typeAndAnswer(service, 'kaf');
    store.move(-1);
    store.submit();
    expect(assign).toHaveBeenCalledWith('/p/kaf-1?query=kaf&dim1=kaf-dim');
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'link_click', click_type: 'product_link' }),
    ]);
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.productHistory) ?? '[]')).toEqual([
      expect.objectContaining({ productId: 'kaf-1', type: 'suggested-product-result' }),
    ]);
  });
});

describe('activate', () => {
  it('lets a product link navigate on its own and records the click', async () => {
    const service = setUp();
    await typeAndAnswer(service, 'kaf');
    expect(store.activate(2, 'click')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(window.dataLayer).toHaveLength(1);
  });

  it('routes a plain click on a term through the router', async () => {
    const router = { navigate: vi.fn() };
    const service = setUp(undefined, router);
    await typeAndAnswer(service, 'kaf');
    expect(store.activate(0, 'click')).toBe(true);
    expect(router.navigate).toHaveBeenCalledWith('search', { query: 'kaf eins', site: 'DE' });
    expect(store.$search.get().value).toBe('kaf eins');
  });

  it('lets a term link load the search page without a router', async () => {
    const service = setUp();
    await typeAndAnswer(service, 'kaf');
    expect(store.activate(1, 'click')).toBe(false);
    expect(getSuggestionItems(store.$search.get(), 'DE')[1]?.href).toBe(
      '/search?query=kaf%20zwei&site=DE',
    );
  });

  it('leaves a click that opens a new tab to the browser', async () => {
    const router = { navigate: vi.fn() };
    const service = setUp(undefined, router);
    await typeAndAnswer(service, 'kaf');
    expect(store.activate(0, 'newTab')).toBe(false);
    expect(router.navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.suggestionTrackingId)).not.toBeNull();
  });

  it('ignores a position without a suggestion', () => {
    setUp();
    expect(store.activate(5, 'keyboard')).toBe(false);
  });
});
