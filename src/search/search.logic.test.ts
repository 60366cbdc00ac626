// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  getInitialSearchState,
  searchReducer,
  type SearchAction,
  type SearchState,
} from '../../stores/search/search.reducer';
import {
  getAnnouncement,
  getHighlightParts,
  getPanelContent,
  isListboxExpanded,
} from './search.logic';

const marked = (text: string, query: string, locale = 'de-DE'): string =>
  getHighlightParts(text, query, locale)
    .map((part) => (part.isMatch ? `[${part.text}]` : part.text))
    .join('');

describe('getHighlightParts', () => {
  it.each([
    ['Kaffeemühle', 'kaf', '[Kaf]feemühle'],
    ['Kaffeemühle', 'MÜHLE', 'Kaffee[mühle]'],
    ['Kaffeemühle', 'muhle', 'Kaffee[mühle]'],
    ['Tasse "Guten Morgen" & Untertasse', 'tasse', '[Tasse] "Guten Morgen" & Unter[tasse]'],
    ['Geschirrtücher <b>Bio</b>, 3er-Set', '<b>', 'Geschirrtücher [<b>]Bio</b>, 3er-Set'],
    ['Geschirrtücher <b>Bio</b>, 3er-Set', 'bio', 'Geschirrtücher <b>[Bio]</b>, 3er-Set'],
    ['Straße', 'strass', '[Straß]e'],
    ['Café ☕ Crème', '☕', 'Café [☕] Crème'],
    ['Kaffee', 'tee', 'Kaffee'],
    ['Kaffee', '  ', 'Kaffee'],
    ['', 'ka', ''],
    ['قهوة عربية', 'عربية', 'قهوة [عربية]'],
  ])('marks %j for %j as %j', (text, query, expected) => {
    expect(marked(text, query)).toBe(expected);
  });

  it('folds the Turkish dotless and dotted i', () => {
    expect(marked('Kahve Fincanı', 'fincani', 'tr-TR')).toBe('Kahve [Fincanı]');
    expect(marked('İnce Çorap', 'ince', 'tr-TR')).toBe('[İnce] Çorap');
  });

  it('folds the Polish ł', () => {
    expect(marked('Młynek do kawy', 'mlynek', 'pl-PL')).toBe('[Młynek] do kawy');
  });

  it('keeps every character of the text, in order', () => {
    const text = 'Ein 😀 Emoji 😀 zwei';
    expect(
      getHighlightParts(text, '😀', 'de-DE')
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });
});

const run = (actions: readonly SearchAction[], variant: 'overlay' | 'flyout' = 'overlay') =>
  actions.reduce<SearchState>(searchReducer, getInitialSearchState(variant));

const PRODUCT = {
  id: '1',
  title: 'Kaffeemühle',
  imageProductThumb: null,
  productViewUrl: '/p/1',
  webshopProductDimensionKey: null,
};

describe('panel states', () => {
  it('shows nothing while closed or below 2 characters', () => {
    expect(getPanelContent(run([]))).toBe('none');
    expect(getPanelContent(run([{ type: 'input', value: 'k' }]))).toBe('none');
    expect(getAnnouncement(run([{ type: 'input', value: 'k' }]))).toBeUndefined();
  });

  it('shows and announces loading', () => {
    const state = run([{ type: 'input', value: 'ka' }]);
    expect(getPanelContent(state)).toBe('loading');
    expect(getAnnouncement(state)).toEqual({ key: 'search.status.loading' });
    expect(isListboxExpanded(state)).toBe(false);
  });

  it('shows and announces an empty answer with its query', () => {
    const state = run([
      { type: 'input', value: 'xyz' },
      { type: 'receive', query: 'xyz', suggestions: { terms: [], products: [] } },
    ]);
    expect(getPanelContent(state)).toBe('empty');
    expect(getAnnouncement(state)).toEqual({
      key: 'search.status.noResults',
      params: { query: 'xyz' },
    });
  });

  it('announces how many suggestions there are and expands the listbox', () => {
    const state = run([
      { type: 'input', value: 'kaf' },
      { type: 'receive', query: 'kaf', suggestions: { terms: ['kaffee'], products: [PRODUCT] } },
    ]);
    expect(getPanelContent(state)).toBe('suggestions');
    expect(isListboxExpanded(state)).toBe(true);
    expect(getAnnouncement(state)).toEqual({ key: 'search.status.results', params: { count: 2 } });
  });

  it('keeps the flyout listbox collapsed when only products came back', () => {
    const state = run(
      [
        { type: 'input', value: 'kaf' },
        { type: 'receive', query: 'kaf', suggestions: { terms: [], products: [PRODUCT] } },
      ],
      'flyout',
    );
    expect(getPanelContent(state)).toBe('suggestions');
    expect(isListboxExpanded(state)).toBe(false);
  });

  it('shows nothing after a failure', () => {
    const state = run([
      { type: 'input', value: 'ka' },
      { type: 'fail', query: 'ka' },
    ]);
    expect(getPanelContent(state)).toBe('none');
    expect(getAnnouncement(state)).toBeUndefined();
  });
});
