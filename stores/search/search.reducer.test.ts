// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SuggestedProduct } from '../../src/core/schemas/search';
import {
  cutSearchValue,
  getInitialSearchState,
  getNavigableItems,
  getNextIndex,
  getSearchTerm,
  isPanelVisible,
  isSuggestible,
  searchReducer,
  type SearchAction,
  type SearchState,
  type Suggestions,
} from './search.reducer';

const product = (id: string, title: string): SuggestedProduct => ({
  id,
  title,
  imageProductThumb: `/img/${id}.svg`,
  productViewUrl: `/p/${id}`,
  webshopProductDimensionKey: null,
});

const SUGGESTIONS: Suggestions = {
  terms: ['kaffee', 'kaffeebohnen'],
  products: [product('1', 'Kaffeemühle'), product('2', 'Kaffeedose')],
};

function run(actions: readonly SearchAction[], state = getInitialSearchState()): SearchState {
  return actions.reduce(searchReducer, state);
}

/** A box with the answer for "kaf" on show. */
function withSuggestions(variant: 'overlay' | 'flyout' = 'overlay'): SearchState {
  return run(
    [
      { type: 'input', value: 'kaf' },
      { type: 'receive', query: 'kaf', suggestions: SUGGESTIONS },
    ],
    getInitialSearchState(variant),
  );
}

describe('input rules', () => {
  it.each([
    ['kaffee', 'kaffee'],
    ['x'.repeat(200), 'x'.repeat(200)],
    ['x'.repeat(10_000), 'x'.repeat(200)],
    // an emoji whose halves straddle the cut is dropped whole
    [`${'x'.repeat(199)}☕😀`, `${'x'.repeat(199)}☕`],
    [`${'x'.repeat(199)}😀`, 'x'.repeat(199)],
  ])('cuts %j to 200 characters', (value, expected) => {
    expect(cutSearchValue(value)).toBe(expected);
  });

  it.each([
    ['  kaffee  ', 'kaffee'],
    ['4006 381 1234', '40063811234'],
    [' 12  34 ', '1234'],
    ['12 kaffee', '12 kaffee'],
    ['   ', ''],
    ['jeans damen', 'jeans damen'],
    ['قهوة', 'قهوة'],
  ])('searches %j as %j', (value, expected) => {
    expect(getSearchTerm(value)).toBe(expected);
  });

  it.each([
    ['', false],
    ['k', false],
    ['ka', true],
    ['😀', false],
    ['😀☕', true],
    ['12', true],
  ])('requests suggestions for %j: %s', (query, expected) => {
    expect(isSuggestible(query)).toBe(expected);
  });
});

describe('getNextIndex', () => {
  it.each<[number, 1 | -1, number, number]>([
    [-1, 1, 4, 0],
    [0, 1, 4, 1],
    [3, 1, 4, 0],
    [-1, -1, 4, 3],
    [0, -1, 4, 3],
    [2, -1, 4, 1],
    [-1, 1, 0, -1],
    [-1, -1, 0, -1],
    [7, -1, 4, 3],
  ])('from %i by %i among %i goes to %i', (current, step, count, expected) => {
    expect(getNextIndex(current, step, count)).toBe(expected);
  });
});

describe('searchReducer', () => {
  it('starts closed, empty, with no selection', () => {
    expect(getInitialSearchState()).toMatchObject({
      value: '',
      query: '',
      status: 'idle',
      isOpen: false,
      selectedIndex: -1,
    });
  });

  it('loads from 2 characters on and stays idle below', () => {
    expect(run([{ type: 'input', value: 'k' }])).toMatchObject({ status: 'idle', isOpen: true });
    expect(run([{ type: 'input', value: 'ka' }])).toMatchObject({
      status: 'loading',
      query: 'ka',
    });
  });

  it('cuts typed and pasted text to 200 characters', () => {
    const state = run([{ type: 'input', value: 'a'.repeat(10_000) }]);
    expect(state.value).toHaveLength(200);
    expect(state.query).toHaveLength(200);
  });

  it('keeps the suggestions on show while the next answer loads', () => {
    const state = searchReducer(withSuggestions(), { type: 'input', value: 'kaff' });
    expect(state).toMatchObject({ status: 'loading', query: 'kaff', suggestionsQuery: 'kaf' });
    expect(state.suggestions).toBe(SUGGESTIONS);
  });

  it('drops the suggestions when the value gets too short', () => {
    const state = searchReducer(withSuggestions(), { type: 'input', value: 'k' });
    expect(state).toMatchObject({ status: 'idle', suggestionsQuery: '' });
    expect(state.suggestions.terms).toEqual([]);
  });

  it('does not ask again when only surrounding white space changed', () => {
    const before = withSuggestions();
    const state = searchReducer(before, { type: 'input', value: 'kaf ' });
    expect(state.status).toBe('success');
    expect(state.value).toBe('kaf ');
  });

  it('takes an answer only for the current query', () => {
    const typing = run([
      { type: 'input', value: 'ka' },
      { type: 'input', value: 'kaf' },
    ]);
    const late = searchReducer(typing, { type: 'receive', query: 'ka', suggestions: SUGGESTIONS });
    expect(late).toBe(typing);
    const failedLate = searchReducer(typing, { type: 'fail', query: 'ka' });
    expect(failedLate).toBe(typing);
  });

  it('never lets an older answer overwrite a newer one, in any order', () => {
    const query = fc.constantFrom('ka', 'kaf', 'kaff', 'kaffe', 'kaffee');
    fc.assert(
      fc.property(fc.array(query, { minLength: 1 }), fc.array(query), (typed, answered) => {
        let state = getInitialSearchState();
        for (const value of typed) state = searchReducer(state, { type: 'input', value });
        const latest = typed.at(-1) ?? '';
        for (const answer of answered) {
          state = searchReducer(state, {
            type: 'receive',
            query: answer,
            suggestions: { terms: [answer], products: [] },
          });
        }
        if (state.status === 'success') {
          expect(state.suggestionsQuery).toBe(latest);
          expect(state.suggestions.terms).toEqual([latest]);
        } else {
          expect(answered).not.toContain(latest);
        }
      }),
    );
  });

  it('shows nothing after a failed load', () => {
    const state = run([
      { type: 'input', value: 'ka' },
      { type: 'fail', query: 'ka' },
    ]);
    expect(state.status).toBe('error');
    expect(isPanelVisible(state)).toBe(false);
  });

  describe('selection', () => {
    it('moves through terms then products, fills the input and wraps', () => {
      let state = withSuggestions();
      const seen: [number, string][] = [];
      for (let step = 0; step < 5; step += 1) {
        state = searchReducer(state, { type: 'move', step: 1 });
        seen.push([state.selectedIndex, state.value]);
      }
      expect(seen).toEqual([
        [0, 'kaffee'],
        [1, 'kaffeebohnen'],
        [2, 'Kaffeemühle'],
        [3, 'Kaffeedose'],
        [0, 'kaffee'],
      ]);
    });

    it('goes up from no selection to the last suggestion and wraps from the first', () => {
      let state = searchReducer(withSuggestions(), { type: 'move', step: -1 });
      expect(state.selectedIndex).toBe(3);
      state = run(
        [
          { type: 'move', step: -1 },
          { type: 'move', step: -1 },
          { type: 'move', step: -1 },
          { type: 'move', step: -1 },
        ],
        state,
      );
      expect(state.selectedIndex).toBe(3);
    });

    it('moves through terms only in the flyout variant', () => {
      const state = withSuggestions('flyout');
      expect(getNavigableItems(state).map((item) => item.text)).toEqual(['kaffee', 'kaffeebohnen']);
      const moved = run(
        [
          { type: 'move', step: 1 },
          { type: 'move', step: 1 },
          { type: 'move', step: 1 },
        ],
        state,
      );
      expect(moved).toMatchObject({ selectedIndex: 0, value: 'kaffee' });
    });

    it('keeps asking for the typed query while the selection fills the input', () => {
      const state = searchReducer(withSuggestions(), { type: 'move', step: 1 });
      expect(state).toMatchObject({ value: 'kaffee', query: 'kaf', status: 'success' });
    });

    it('starts again at none after typing', () => {
      const moved = searchReducer(withSuggestions(), { type: 'move', step: 1 });
      expect(searchReducer(moved, { type: 'input', value: 'kaffee ' }).selectedIndex).toBe(-1);
    });

    it('does nothing without suggestions', () => {
      const state = run([{ type: 'input', value: 'ka' }]);
      expect(searchReducer(state, { type: 'move', step: 1 })).toBe(state);
    });

    it('opens again with the arrow keys after Escape closed it', () => {
      const closed = searchReducer(withSuggestions(), { type: 'escape' });
      const state = searchReducer(closed, { type: 'move', step: 1 });
      expect(state).toMatchObject({ isOpen: true, selectedIndex: 0 });
    });
  });

  describe('Escape', () => {
    it('closes first, then clears', () => {
      const moved = searchReducer(withSuggestions(), { type: 'move', step: 1 });
      const closed = searchReducer(moved, { type: 'escape' });
      expect(closed).toMatchObject({ isOpen: false, selectedIndex: -1, value: 'kaffee' });
      const cleared = searchReducer(closed, { type: 'escape' });
      expect(cleared).toMatchObject({ value: '', query: '', status: 'idle' });
      expect(searchReducer(cleared, { type: 'escape' })).toBe(cleared);
    });

    it('clears at once when nothing is open', () => {
      const state = run([{ type: 'input', value: 'k' }, { type: 'escape' }]);
      expect(state.value).toBe('');
    });
  });

  describe('pre-fill and focus', () => {
    it('fills the box without asking for suggestions', () => {
      const state = run([{ type: 'prefill', value: ` ${'x'.repeat(300)}` }]);
      expect(state).toMatchObject({ status: 'idle', isOpen: false });
      expect(state.value).toHaveLength(200);
    });

    it('asks for the suggestions of a pre-filled value on focus', () => {
      const state = run([{ type: 'prefill', value: 'kaffee' }, { type: 'open' }]);
      expect(state).toMatchObject({ isOpen: true, status: 'loading', query: 'kaffee' });
    });

    it('shows the suggestions it has on focus again without asking', () => {
      const closed = searchReducer(withSuggestions(), { type: 'close' });
      const state = searchReducer(closed, { type: 'open' });
      expect(state.status).toBe('success');
      expect(isPanelVisible(state)).toBe(true);
    });

    it('asks again on focus after a failed load', () => {
      const state = run([
        { type: 'input', value: 'ka' },
        { type: 'fail', query: 'ka' },
        { type: 'close' },
        { type: 'open' },
      ]);
      expect(state.status).toBe('loading');
    });
  });

  it('forgets the suggestions of the old site', () => {
    const state = searchReducer(withSuggestions(), { type: 'reload' });
    expect(state).toMatchObject({ status: 'loading', suggestionsQuery: '' });
    const closed = searchReducer(searchReducer(withSuggestions(), { type: 'close' }), {
      type: 'reload',
    });
    expect(closed.status).toBe('idle');
  });

  it('switches variant and drops the selection', () => {
    const moved = searchReducer(withSuggestions(), { type: 'move', step: -1 });
    const state = searchReducer(moved, { type: 'variant', variant: 'flyout' });
    expect(state).toMatchObject({ variant: 'flyout', selectedIndex: -1 });
    expect(searchReducer(state, { type: 'variant', variant: 'flyout' })).toBe(state);
  });
});
