import { atom, type ReadableAtom } from 'nanostores';
import { fetchSuggestions } from '../../src/core/api/suggestions';
import { logger } from '../../src/core/logger';
import type { SuggestedProduct, SuggestionResponse } from '../../src/core/schemas/search';
import { DEFAULT_SITE, type Platform, type Site } from '../../src/core/sites';
import {
  getProductSuggestionUrl,
  getSearchResultsUrl,
  getSearchUrl,
  isTermsAndConditionsSearch,
  SEARCH_ROUTE,
  TERMS_AND_CONDITIONS_PATH,
} from './search.links';
import {
  getInitialSearchState,
  searchReducer,
  type SearchAction,
  type SearchState,
  type SearchVariant,
  type Suggestions,
} from './search.reducer';
import { setLocationSearchReader } from './search.box';
import { cacheSuggestions, getCachedSuggestions } from './suggestion-cache';
import { createTrackingId, recordSuggestionClick } from './suggestion-click';

export * from './search.reducer';
export { clearSuggestionCache } from './suggestion-cache';
export { getPrefillValue } from './search.box';

/**
 * The search box (issue 5; spec header "Search suggestion box", §4 "Search", §5, §7): a store per
 * search box, not one for the page, so the header's flyout search and a standalone shop-search
 * never echo each other's typing; the answer cache is shared by all of them.
 *
 * Effects, in one place: typing is debounced (SUGGEST_DEBOUNCE_MS); a changed query aborts the
 * request in flight; an answer is applied only if no later request was started since (and the
 * reducer takes it only for the current query); answers are cached per site and query; the call
 * itself retries 4 times, 2 s apart, while the status is 400 or higher (core/api/suggestions.ts).
 */

/**
 * Typing is debounced: the first key after a quiet spell asks at once (a visitor who pauses and
 * adds a letter sees its suggestions as fast as the service answers), the keys of a burst wait
 * until 150 ms after the last one (a word typed in one go costs one request, not one per key).
 * The spec names no value; 150 ms is longer than the gap between the keys of a steady typist
 * and shorter than the ~200 ms at which a list that follows typing starts to feel late.
 */
export const SUGGEST_DEBOUNCE_MS = 150;

/** The parameters of the client route `search` (spec header §2: "with query and site"). */
export interface SearchRouteParams {
  readonly query: string;
  readonly site: Site;
}

/**
 * A page's client-side router (spec header §2 "Search results: when a client-side router exists,
 * a client route named search with query and site is used. Otherwise a full page load happens").
 * A single-page app hands it over as `window.shopRouter`; it is looked up at the moment of the
 * search, so it may be set before or after the bundle loads, and replaced or removed at any time.
 * A router that throws is logged and the full page load happens instead.
 */
export interface ShopRouter {
  navigate(route: typeof SEARCH_ROUTE, params: SearchRouteParams): unknown;
}

declare global {
  interface Window {
    shopRouter?: ShopRouter;
  }
}

/** Everything the store does to the world, replaceable in tests (setSearchEnvironment). */
export interface SearchEnvironment {
  fetchSuggestions(query: string, site: Site, signal: AbortSignal): Promise<SuggestionResponse>;
  /** A full page load. */
  assign(url: string): void;
  getRouter(): ShopRouter | undefined;
  /** The page url's query string, for the `query` parameter that pre-fills the box. */
  getLocationSearch(): string;
  now(): number;
  createId(): string;
}

export const DEFAULT_SEARCH_ENVIRONMENT: SearchEnvironment = {
  fetchSuggestions,
  assign: (url) => window.location.assign(url),
  getRouter() {
    try {
      const router = window.shopRouter;
      return typeof router?.navigate === 'function' ? router : undefined;
    } catch {
      return undefined;
    }
  },
  getLocationSearch: () => window.location.search,
  now: () => Date.now(),
  createId: createTrackingId,
};

let environment = DEFAULT_SEARCH_ENVIRONMENT;

/** Replaces parts of the environment; undefined restores the real one. */
export function setSearchEnvironment(overrides?: Partial<SearchEnvironment>): void {
  environment = { ...DEFAULT_SEARCH_ENVIRONMENT, ...overrides };
  setLocationSearchReader(environment.getLocationSearch);
}

/**
 * What the view may show from an answer: blank and repeated terms are dropped. Its addresses
 * passed the URL sanitiser where the answer was read (src/core/schemas/search.ts).
 */
export function toSuggestions(response: SuggestionResponse): Suggestions {
  const terms = [
    ...new Set(response.searchTerms.map((term) => term.searchterm.trim()).filter(Boolean)),
  ];
  return { terms, products: response.products };
}

export type SuggestionItem =
  | { readonly kind: 'term'; readonly text: string; readonly href: string }
  | {
      readonly kind: 'product';
      readonly text: string;
      readonly href: string;
      readonly product: SuggestedProduct;
    };

/**
 * Every suggestion on show with the address it leads to, terms first. Positions in this list
 * are the option positions of the overlay variant (and, as terms come first, of the flyout's
 * terms too). Product links carry the query the suggestions were answered for.
 */
export function getSuggestionItems(state: SearchState, site: Site): SuggestionItem[] {
  const term = state.suggestionsQuery;
  return [
    ...state.suggestions.terms.map((text): SuggestionItem => ({
      kind: 'term',
      text,
      href: getSearchUrl(text, site),
    })),
    ...state.suggestions.products.map((product): SuggestionItem => ({
      kind: 'product',
      text: product.title,
      href: getProductSuggestionUrl(
        product.productViewUrl,
        term,
        product.webshopProductDimensionKey,
      ),
      product,
    })),
  ];
}

/**
 * How a suggestion was chosen: with the keyboard (the store navigates), with a plain click on
 * its link (the store navigates only through the router, the link does the rest), or with a
 * click that opens a new tab or window (the link does it all).
 */
export type Activation = 'keyboard' | 'click' | 'newTab';

export interface SearchContext {
  readonly site: Site;
  readonly platform: Platform;
}

export type SubmitResult = 'empty' | 'navigated';

export interface SearchStore {
  readonly $search: ReadableAtom<SearchState>;
  /** The element's site and platform; a site change asks again for the current query. */
  setContext(context: SearchContext): void;
  setVariant(variant: SearchVariant): void;
  prefill(value: string): void;
  input(value: string): void;
  /** The box got focus: shows (or asks for) the suggestions of its value. */
  open(): void;
  close(): void;
  move(step: 1 | -1): void;
  /** Returns whether Escape did something (closed or cleared). */
  escape(): boolean;
  clear(): void;
  /** Enter or the search button: the selected suggestion, else a search for the value. */
  submit(): SubmitResult;
  /** Returns true when the store navigated and the link's own navigation must not happen. */
  activate(position: number, activation: Activation): boolean;
  /** Ends timers and requests (the element was removed). */
  dispose(): void;
}

export function createSearchStore(variant: SearchVariant = 'overlay'): SearchStore {
  const $search = atom<SearchState>(getInitialSearchState(variant));
  let context: SearchContext = { site: DEFAULT_SITE, platform: 'CLASSIC' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  /** Bumped by every request and cancel: an answer to an older number is stale. */
  let generation = 0;
  /** site and query of the request scheduled or in flight. */
  let pendingKey: string | undefined;
  let lastEditAt = -Infinity;

  const dispatch = (action: SearchAction): void => {
    $search.set(searchReducer($search.get(), action));
  };

  function cancel(): void {
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
    pendingKey = undefined;
    generation += 1;
  }

  function load(query: string, site: Site): void {
    const current = (generation += 1);
    const requestController = new AbortController();
    controller = requestController;
    timer = undefined;
    environment.fetchSuggestions(query, site, requestController.signal).then(
      (response) => {
        const suggestions = toSuggestions(response);
        cacheSuggestions(site, query, suggestions, environment.now());
        if (current !== generation) return;
        pendingKey = undefined;
        dispatch({ type: 'receive', query, suggestions });
      },
      () => {
        // the retry helper has logged why; a stale or aborted request just ends
        if (current !== generation) return;
        pendingKey = undefined;
        dispatch({ type: 'fail', query });
      },
    );
  }

  /**
   * After every action that may change what is needed: request (at once, or after the debounce
   * for an edit in a burst), reuse a cached answer, or cancel.
   */
  function sync(debounce: boolean): void {
    const { status, query } = $search.get();
    const { site } = context;
    if (status !== 'loading') {
      if (pendingKey !== undefined) cancel();
      return;
    }
    const key = `${site}\u0000${query}`;
    if (key === pendingKey) return;
    cancel();
    const cached = getCachedSuggestions(site, query, environment.now());
    if (cached) {
      dispatch({ type: 'receive', query, suggestions: cached });
      return;
    }
    pendingKey = key;
    if (debounce) timer = setTimeout(() => load(query, site), SUGGEST_DEBOUNCE_MS);
    else load(query, site);
  }

  function search(term: string): void {
    const { site } = context;
    dispatch({ type: 'close' });
    cancel();
    // spec header §2: agb on DE is a fixed page, never a client route
    if (isTermsAndConditionsSearch(term, site)) {
      environment.assign(TERMS_AND_CONDITIONS_PATH);
      return;
    }
    const router = environment.getRouter();
    if (router) {
      try {
        router.navigate(SEARCH_ROUTE, { query: term, site });
        return;
      } catch (error) {
        logger.error('The page router failed; loading the search page instead', { error });
      }
    }
    environment.assign(getSearchResultsUrl(term, site));
  }

  function activate(position: number, activation: Activation): boolean {
    const state = $search.get();
    const item = getSuggestionItems(state, context.site)[position];
    if (!item) return false;
    recordSuggestionClick({
      searchTerm: state.suggestionsQuery,
      position,
      ...(item.kind === 'product' ? { product: item.product } : {}),
      url: item.href,
      platform: context.platform,
      now: environment.now(),
      trackingId: environment.createId(),
    });
    if (activation === 'newTab') return false;
    if (item.kind === 'term') {
      dispatch({ type: 'prefill', value: item.text });
      // a plain click on a term link is a search: through the router when there is one
      const viaStore =
        activation === 'keyboard' ||
        (environment.getRouter() !== undefined &&
          !isTermsAndConditionsSearch(item.text, context.site));
      if (viaStore) search(item.text);
      else dispatch({ type: 'close' });
      return viaStore;
    }
    dispatch({ type: 'close' });
    if (activation === 'keyboard') environment.assign(item.href);
    return activation === 'keyboard';
  }

  return {
    $search,
    setContext(next) {
      const siteChanged = next.site !== context.site;
      context = next;
      if (!siteChanged) return;
      dispatch({ type: 'reload' });
      sync(false);
    },
    setVariant: (next) => dispatch({ type: 'variant', variant: next }),
    prefill(value) {
      dispatch({ type: 'prefill', value });
      sync(false);
    },
    input(value) {
      // an edit within SUGGEST_DEBOUNCE_MS of the previous one is part of a burst
      const now = environment.now();
      const inBurst = now - lastEditAt < SUGGEST_DEBOUNCE_MS;
      lastEditAt = now;
      dispatch({ type: 'input', value });
      sync(inBurst);
    },
    open() {
      dispatch({ type: 'open' });
      sync(false);
    },
    close: () => dispatch({ type: 'close' }),
    move: (step) => dispatch({ type: 'move', step }),
    escape() {
      const before = $search.get();
      dispatch({ type: 'escape' });
      sync(false);
      return $search.get() !== before;
    },
    clear() {
      dispatch({ type: 'clear' });
      sync(false);
    },
    submit() {
      const state = $search.get();
      if (state.isOpen && state.selectedIndex >= 0 && activate(state.selectedIndex, 'keyboard')) {
        return 'navigated';
      }
      if (state.query === '') return 'empty';
      search(state.query);
      return 'navigated';
    },
    activate,
    dispose: cancel,
  };
}
