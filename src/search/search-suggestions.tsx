/**
 * The search box's suggestions (spec header "Search suggestion box"): the store that asks for
 * them (its reducer, requests, cache, links and click tracking), the options of the listbox, the
 * flyout's product links and the panel's messages. The search box (search.tsx) loads this on the
 * first sign that a shopper is going to type (the pointer over the field, focus, a touch), and
 * hands over what was typed before it arrived.
 *
 * Every service text is rendered as text; the matched part is a <mark>.
 */
import type { ReadableAtom } from 'nanostores';
import { memo, useRef, useSyncExternalStore, type MouseEvent, type ReactElement } from 'react';
import type { Site } from '../core/sites';
import { useStyles } from '../shared/use-styles';
import { useTranslate } from '../shared/shop-context';
import {
  getSuggestionItems,
  type Activation,
  type SearchState,
  type SuggestionItem,
} from '../../stores/search/index';
import type { SearchBoxState } from '../../stores/search/search.box';
import { getAnnouncement, getHighlightParts, getPanelContent } from './search.logic';
import type { SearchBoxApi } from './use-search-box';
import css from './search-suggestions.css?inline';

export { createSearchStore } from '../../stores/search/index';
export { getPanelContent, isListboxExpanded } from './search.logic';

export interface SuggestionProps {
  /** The box's state (stores/search/search.box.ts): the suggestions follow it on their own. */
  readonly $box: ReadableAtom<SearchBoxState>;
  readonly site: Site;
  readonly locale: string;
  /** The box's prop getters (use-search-box.ts): an option's and a link's props by position. */
  readonly search: Pick<SearchBoxApi, 'getOptionProps' | 'getLinkProps' | 'id'>;
}

/** A click that opens a new tab or window; the link does that on its own. */
const opensNewTab = (event: MouseEvent): boolean =>
  event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/**
 * A suggestion link's click handling (the box's getOptionProps and getLinkProps add it): a plain
 * click or a middle click records the click, and goes through the page's router where the store
 * (`activate`) says so; a right click only opens the context menu.
 */
export function getLinkProps(
  activate: (position: number, activation: Activation) => boolean,
  position: number,
) {
  const onClick = (event: MouseEvent): void => {
    if (activate(position, opensNewTab(event) ? 'newTab' : 'click')) event.preventDefault();
  };
  return { onClick, onAuxClick: (event: MouseEvent) => event.button === 1 && onClick(event) };
}

/**
 * A suggestion's text with the matched parts marked. Called as a function, not rendered as a
 * component, as are the thumbnail and the link below: an answer renders up to 15 links, and a
 * component of their own each would add 35 of React's units of work to every answer's render
 * (issue 25: the suggestions render at least as fast as autocomplete-js's).
 */
function highlighted(text: string, query: string, locale: string): ReactElement {
  return (
    <span className="search__text" dir="auto">
      {getHighlightParts(text, query, locale).map((part, index) =>
        part.isMatch ? (
          <mark key={index} className="search__match" part="match">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}

/**
 * A product's thumbnail, keyed by the product: a new product never shows the last one's image
 * while its own loads (its link is updated in place, the image is its own).
 */
function thumbnail(product: Extract<SuggestionItem, { kind: 'product' }>['product']): ReactElement {
  const src = product.imageProductThumb;
  return src ? (
    <img
      key={product.id}
      className="search__thumbnail"
      part="thumbnail"
      src={src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span key={product.id} className="search__thumbnail" part="thumbnail" />
  );
}

/**
 * A suggestion's link: an option of the listbox (focus stays in the input), or in the flyout a
 * product link of its own (reached with Tab). Its props (role, id, selection, the click's
 * handling) come from the box's prop getters. Keyed by its kind and place in the list: a list
 * that follows typing updates its links in place.
 */
function suggestionLink(
  item: SuggestionItem,
  position: number,
  isOption: boolean,
  {
    state,
    locale,
    search,
  }: { state: SearchState; locale: string; search: SuggestionProps['search'] },
  key: number,
): ReactElement {
  return (
    <a
      key={key}
      className="search__option"
      part="option"
      data-kind={item.kind}
      href={item.href}
      {...(isOption ? search.getOptionProps(position) : search.getLinkProps(position))}
    >
      {item.kind === 'product' && thumbnail(item.product)}
      {highlighted(item.text, state.suggestionsQuery, locale)}
    </a>
  );
}

function Group({ label, children }: { label: string; children: ReactElement[] }): ReactElement {
  return (
    <div role="group" className="search__group" aria-label={label}>
      <div className="search__group-label" aria-hidden="true">
        {label}
      </div>
      {children}
    </div>
  );
}

/**
 * Whether two states show the same suggestions: the list, the query they answer, the selection,
 * the variant and the panel's content (loading, empty). A key that only changes the input's
 * value (the suggestions stay while the next answer loads) renders no suggestion again, so the
 * keystroke's own work is done before its answer comes.
 */
function showsTheSame(previous: SearchState, next: SearchState): boolean {
  return (
    previous.suggestions === next.suggestions &&
    previous.suggestionsQuery === next.suggestionsQuery &&
    previous.selectedIndex === next.selectedIndex &&
    previous.variant === next.variant &&
    getPanelContent(previous) === getPanelContent(next)
  );
}

/**
 * The store's state as the suggestions show it: the same object while it shows the same (see
 * showsTheSame), so typing does not render them, and an answer renders them alone, not the box
 * around them (issue 25: they render at least as fast as autocomplete-js's).
 */
function useShownState($box: ReadableAtom<SearchBoxState>): SearchState | undefined {
  const shown = useRef<SearchState>(undefined);
  return useSyncExternalStore($box.listen, () => {
    const next = $box.get().search;
    if (!next || !shown.current || !showsTheSame(shown.current, next)) shown.current = next;
    return shown.current;
  });
}

/**
 * The props that change what the suggestions show, apart from the box's state (which they follow
 * on their own): the prop getters are the box's, the same for equal selections.
 */
const sameProps = (previous: SuggestionProps, next: SuggestionProps): boolean =>
  previous.$box === next.$box &&
  previous.site === next.site &&
  previous.locale === next.locale &&
  previous.search.id === next.search.id;

/** Terms, then products in the overlay variant: the options of the search box's listbox. */
export const SuggestionOptions = memo(function SuggestionOptions(
  props: SuggestionProps,
): ReactElement | null {
  useStyles(css);
  const t = useTranslate();
  const state = useShownState(props.$box);
  if (!state) return null;
  const items =
    getPanelContent(state) === 'suggestions' ? getSuggestionItems(state, props.site) : [];
  const shown = { state, locale: props.locale, search: props.search };
  const terms = items.filter((item) => item.kind === 'term');
  const products = state.variant === 'overlay' ? items.slice(terms.length) : [];
  return (
    <>
      {terms.length > 0 && (
        <Group label={t('search.suggestions.terms')}>
          {terms.map((item, index) => suggestionLink(item, index, true, shown, index))}
        </Group>
      )}
      {products.length > 0 && (
        <Group label={t('search.suggestions.products')}>
          {products.map((item, index) =>
            suggestionLink(item, terms.length + index, true, shown, index),
          )}
        </Group>
      )}
    </>
  );
}, sameProps);

/**
 * Below the listbox: the flyout variant's product links (the flyout's options are its terms
 * only), and the loading or "no suggestions" line.
 */
export const SuggestionNotes = memo(function SuggestionNotes(
  props: SuggestionProps,
): ReactElement | null {
  useStyles(css);
  const t = useTranslate();
  const state = useShownState(props.$box);
  if (!state) return null;
  const { id } = props.search;
  const content = getPanelContent(state);
  // the overlay's products are options (SuggestionOptions): only the flyout lists them here
  const items =
    content === 'suggestions' && state.variant === 'flyout'
      ? getSuggestionItems(state, props.site)
      : [];
  const firstProduct = items.findIndex((item) => item.kind === 'product');
  const products = firstProduct < 0 ? [] : items.slice(firstProduct);
  const shown = { state, locale: props.locale, search: props.search };
  return (
    <>
      {products.length > 0 && (
        <div className="search__product-links">
          <div className="search__group-label" id={`${id}products`}>
            {t('search.suggestions.products')}
          </div>
          <ul aria-labelledby={`${id}products`}>
            {products.map((item, index) => (
              <li key={index}>{suggestionLink(item, firstProduct + index, false, shown, index)}</li>
            ))}
          </ul>
        </div>
      )}
      {content === 'loading' && (
        <p className="search__message" part="message">
          {t('search.status.loading')}
        </p>
      )}
      {content === 'empty' && (
        <p className="search__message" part="message">
          {t('search.status.noResults', { query: state.suggestionsQuery })}
        </p>
      )}
    </>
  );
}, sameProps);

/**
 * The text of the box's polite status region (its element is the box's, in the DOM from the
 * start): loading, how many suggestions there are, or none. It follows the box's state on its own
 * and renders only when the text changes.
 */
export function SuggestionStatus({ $box }: { $box: ReadableAtom<SearchBoxState> }): string | null {
  const t = useTranslate();
  return useSyncExternalStore($box.listen, () => {
    const state = $box.get().search;
    const announcement = state && getAnnouncement(state);
    return announcement ? t(announcement.key, announcement.params) : null;
  });
}
