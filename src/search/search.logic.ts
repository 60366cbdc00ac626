/**
 * Pure helpers of the search view: which part of the panel shows, what the status line says,
 * and the highlighted parts of a suggestion (rendered as text, never as HTML).
 */

import type { MessageKey, MessageParams } from '../../i18n/types';
import {
  hasSuggestions,
  isPanelVisible,
  type SearchState,
} from '../../stores/search/search.reducer';

type PanelContent = 'none' | 'loading' | 'suggestions' | 'empty';

/**
 * Suggestions stay on show while the next answer loads; "loading" shows only when there is
 * nothing to show yet, "no suggestions" only for an answer that is empty.
 */
export function getPanelContent(state: SearchState): PanelContent {
  if (!isPanelVisible(state)) return 'none';
  if (hasSuggestions(state.suggestions)) return 'suggestions';
  return state.status === 'loading' ? 'loading' : 'empty';
}

/** The options of the listbox: terms, plus products in the overlay variant. */
export function getOptionCount(state: SearchState): number {
  const { terms, products } = state.suggestions;
  return terms.length + (state.variant === 'overlay' ? products.length : 0);
}

/** aria-expanded: the listbox is on show and has options. */
export function isListboxExpanded(state: SearchState): boolean {
  return getPanelContent(state) === 'suggestions' && getOptionCount(state) > 0;
}

interface Announcement {
  readonly key: MessageKey;
  readonly params?: MessageParams;
}

/**
 * What the polite status region says (issue 5: loading and no-result states announced). The
 * count goes in as it is: it is at most 15 (10 terms and 5 products are asked for), and every
 * site prints such a number in plain digits, so the formatting module would change nothing.
 */
export function getAnnouncement(state: SearchState): Announcement | undefined {
  if (!isPanelVisible(state)) return undefined;
  if (state.status === 'loading') return { key: 'search.status.loading' };
  const { terms, products } = state.suggestions;
  const count = terms.length + products.length;
  return count === 0
    ? { key: 'search.status.noResults', params: { query: state.suggestionsQuery } }
    : { key: 'search.status.results', params: { count } };
}

export interface TextPart {
  readonly text: string;
  readonly isMatch: boolean;
}

interface FoldedText {
  readonly folded: string;
  /** For each code unit of `folded`, the start and end (exclusive) of its original character. */
  readonly starts: readonly number[];
  readonly ends: readonly number[];
}

/**
 * Lower case without accents, the way the search service matches (Turkish dotless i, Polish ł
 * and German ß fold to i, l and ss), keeping where each folded character came from.
 */
function fold(text: string, locale: string): FoldedText {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const character of text) {
    const end = index + character.length;
    const code = character.charCodeAt(0);
    if (code < 0x80) {
      // ASCII, most of every text: A-Z lower case whatever the locale (a Turkish dotless ı from
      // I folds to i below anyway), nothing to strip
      folded += code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 0x20) : character;
      starts.push(index);
      ends.push(end);
      index = end;
      continue;
    }
    const part = character
      .toLocaleLowerCase(locale)
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace('ı', 'i')
      .replace('ł', 'l')
      .replace('ß', 'ss');
    for (let unit = 0; unit < part.length; unit += 1) {
      starts.push(index);
      ends.push(end);
    }
    folded += part;
    index = end;
  }
  return { folded, starts, ends };
}

/**
 * Splits `text` into parts, marking every occurrence of `query` (case- and accent-insensitive).
 * Without a match, or with an empty query, the whole text is one unmarked part.
 */
export function getHighlightParts(text: string, query: string, locale: string): TextPart[] {
  const needle = fold(query.trim(), locale).folded;
  if (needle === '') return [{ text, isMatch: false }];
  const { folded, starts, ends } = fold(text, locale);
  const parts: TextPart[] = [];
  let consumed = 0;
  let from = folded.indexOf(needle);
  while (from !== -1) {
    const start = starts[from] ?? consumed;
    const end = ends[from + needle.length - 1] ?? start;
    if (start >= consumed && end > start) {
      if (start > consumed) parts.push({ text: text.slice(consumed, start), isMatch: false });
      parts.push({ text: text.slice(start, end), isMatch: true });
      consumed = end;
    }
    from = folded.indexOf(needle, from + needle.length);
  }
  if (consumed < text.length) parts.push({ text: text.slice(consumed), isMatch: false });
  return parts;
}
