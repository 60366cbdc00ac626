/**
 * The search box's state and its pure transitions (spec header "Search suggestion box", §4
 * "Search", §5 validation). Effects (debounce, requests, cache, navigation) live in index.ts and
 * only ever reach the state through these actions.
 *
 * - `value` is the input's text; `query` is the search term derived from it (getSearchTerm), the
 *   text suggestions are asked for and searches are made with.
 * - Suggestions on show may belong to an earlier query (`suggestionsQuery`) while the answer for
 *   the current one loads: the list does not flicker away on every keystroke.
 * - An answer is taken only for the current query, so an older answer never overwrites a newer
 *   one, whatever order the network delivers them in.
 * - The selection starts at -1 (none), moves through terms then products (terms only in the
 *   flyout variant), wraps around, and fills the input.
 */

import { SEARCH_INPUT_MAX_LENGTH, SUGGEST_MIN_LENGTH } from '../../src/core/config';
import type { SuggestedProduct } from '../../src/core/schemas/search';
import type { SearchVariant } from './search.box';

export { SEARCH_VARIANTS, type SearchVariant } from './search.box';

export type SearchStatus = 'idle' | 'loading' | 'success' | 'error';

export interface Suggestions {
  readonly terms: readonly string[];
  readonly products: readonly SuggestedProduct[];
}

export interface SearchState {
  readonly variant: SearchVariant;
  readonly value: string;
  readonly query: string;
  readonly status: SearchStatus;
  readonly suggestions: Suggestions;
  readonly suggestionsQuery: string;
  readonly isOpen: boolean;
  readonly selectedIndex: number;
}

export type SearchAction =
  /** The `query` attribute or the page url's `query` parameter: fills the box, asks nothing. */
  | { readonly type: 'prefill'; readonly value: string }
  /** Typing, pasting, or any other edit of the input. */
  | { readonly type: 'input'; readonly value: string }
  | { readonly type: 'open' }
  | { readonly type: 'close' }
  | { readonly type: 'receive'; readonly query: string; readonly suggestions: Suggestions }
  | { readonly type: 'fail'; readonly query: string }
  | { readonly type: 'move'; readonly step: 1 | -1 }
  | { readonly type: 'escape' }
  | { readonly type: 'clear' }
  | { readonly type: 'variant'; readonly variant: SearchVariant }
  /** The site changed: suggestions of the old site no longer apply. */
  | { readonly type: 'reload' };

export const EMPTY_SUGGESTIONS: Suggestions = { terms: [], products: [] };

export function getInitialSearchState(variant: SearchVariant = 'overlay'): SearchState {
  return {
    variant,
    value: '',
    query: '',
    status: 'idle',
    suggestions: EMPTY_SUGGESTIONS,
    suggestionsQuery: '',
    isOpen: false,
    selectedIndex: -1,
  };
}

/**
 * spec header §5: the input is cut to 200 characters (UTF-16 code units, as the input's native
 * maxlength counts them); a cut that would split an emoji drops its first half too.
 */
export function cutSearchValue(value: string): string {
  if (value.length <= SEARCH_INPUT_MAX_LENGTH) return value;
  const cut = value.slice(0, SEARCH_INPUT_MAX_LENGTH);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * The term searched for and suggested: the value without surrounding white space; a value of
 * only digits and spaces (an article number typed in groups) loses its spaces (spec header §5).
 * Applied to what is sent, not while typing, so "12 kaffee" keeps its space.
 */
export function getSearchTerm(value: string): string {
  const term = value.trim();
  return /^[\d\s]+$/.test(term) ? term.replace(/\s+/g, '') : term;
}

/** spec header §5: suggestions are requested from 2 characters on (counted as code points). */
export function isSuggestible(query: string): boolean {
  return [...query].length >= SUGGEST_MIN_LENGTH;
}

export type NavigableItem =
  | { readonly kind: 'term'; readonly text: string }
  | { readonly kind: 'product'; readonly text: string; readonly product: SuggestedProduct };

/** The suggestions the arrow keys move through: terms, then products (overlay variant only). */
export function getNavigableItems(state: SearchState): NavigableItem[] {
  const terms: NavigableItem[] = state.suggestions.terms.map((text) => ({ kind: 'term', text }));
  if (state.variant === 'flyout') return terms;
  return [
    ...terms,
    ...state.suggestions.products.map((product): NavigableItem => ({
      kind: 'product',
      text: product.title,
      product,
    })),
  ];
}

export function hasSuggestions(suggestions: Suggestions): boolean {
  return suggestions.terms.length > 0 || suggestions.products.length > 0;
}

/** The panel shows loading, suggestions or "no suggestions"; a failed load shows nothing. */
export function isPanelVisible(state: SearchState): boolean {
  if (!state.isOpen || !isSuggestible(state.query)) return false;
  if (state.status === 'success') return true;
  return state.status === 'loading';
}

/** Index after one step of `step` among `count` items, wrapping; -1 stays out of the cycle. */
export function getNextIndex(current: number, step: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (step === 1) return current + 1 >= count ? 0 : current + 1;
  return current <= 0 || current >= count ? count - 1 : current - 1;
}

function withQuery(state: SearchState, value: string, isOpen: boolean): SearchState {
  const cut = cutSearchValue(value);
  const query = getSearchTerm(cut);
  const base = { ...state, value: cut, query, isOpen, selectedIndex: -1 };
  if (!isSuggestible(query)) {
    return { ...base, status: 'idle', suggestions: EMPTY_SUGGESTIONS, suggestionsQuery: '' };
  }
  if (query === state.query && state.status !== 'idle') return base;
  return { ...base, status: 'loading' };
}

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'prefill': {
      const next = withQuery(state, action.value, false);
      // nothing is requested for a pre-filled value until the visitor focuses the box
      return next.status === 'loading' ? { ...next, status: 'idle' } : next;
    }
    case 'input':
      return withQuery(state, action.value, true);
    case 'open': {
      if (state.isOpen) return state;
      const needsAnswer =
        isSuggestible(state.query) &&
        (state.suggestionsQuery !== state.query || state.status !== 'success');
      return { ...state, isOpen: true, status: needsAnswer ? 'loading' : state.status };
    }
    case 'close':
      return state.isOpen || state.selectedIndex !== -1
        ? { ...state, isOpen: false, selectedIndex: -1 }
        : state;
    case 'receive':
      if (action.query !== state.query) return state;
      return {
        ...state,
        status: 'success',
        suggestions: action.suggestions,
        suggestionsQuery: action.query,
        selectedIndex: -1,
      };
    case 'fail':
      if (action.query !== state.query) return state;
      return {
        ...state,
        status: 'error',
        suggestions: EMPTY_SUGGESTIONS,
        suggestionsQuery: '',
        selectedIndex: -1,
      };
    case 'move': {
      const items = getNavigableItems(state);
      if (items.length === 0 || !isSuggestible(state.query)) return state;
      const selectedIndex = getNextIndex(
        state.isOpen ? state.selectedIndex : -1,
        action.step,
        items.length,
      );
      const selected = items[selectedIndex];
      return {
        ...state,
        isOpen: true,
        selectedIndex,
        value: selected ? cutSearchValue(selected.text) : state.value,
      };
    }
    case 'escape':
      // spec (issue 5): Escape closes, and a second Escape clears
      if (isPanelVisible(state)) return { ...state, isOpen: false, selectedIndex: -1 };
      return state.value === '' ? state : searchReducer(state, { type: 'clear' });
    case 'clear':
      return {
        ...state,
        value: '',
        query: '',
        status: 'idle',
        suggestions: EMPTY_SUGGESTIONS,
        suggestionsQuery: '',
        selectedIndex: -1,
      };
    case 'variant':
      return action.variant === state.variant
        ? state
        : { ...state, variant: action.variant, selectedIndex: -1 };
    case 'reload':
      return {
        ...state,
        status: isSuggestible(state.query) && state.isOpen ? 'loading' : 'idle',
        suggestions: EMPTY_SUGGESTIONS,
        suggestionsQuery: '',
        selectedIndex: -1,
      };
    default:
      return action satisfies never;
  }
}
