/**
 * The search box's suggestions (spec header "Search suggestion box"): the store that asks for
 * them (its reducer, requests, cache, links and click tracking), the options of the listbox, the
 * flyout's product links and the panel's messages. The search box (search.tsx) loads this on the
 * first sign that a shopper is going to type (the pointer over the field, focus, a touch), and
 * hands over what was typed before it arrived.
 *
 * Every service text is rendered as text; the matched part is a <mark>.
 */
import { memo, type MouseEvent, type ReactElement } from 'react';
import type { Site } from '../core/sites';
import { useStyles } from '../shared/use-styles';
import { useTranslate } from '../shared/shop-context';
import {
  getSuggestionItems,
  type Activation,
  type SearchState,
  type SuggestionItem,
} from '../../stores/search/index';
import { getHighlightParts, getPanelContent } from './search.logic';
import type { SearchBoxApi } from './use-search-box';
import css from './search-suggestions.css?inline';

export { createSearchStore } from '../../stores/search/index';
export { getAnnouncement, getPanelContent, isListboxExpanded } from './search.logic';

export interface SuggestionProps {
  readonly state: SearchState;
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

function Highlighted({ text, query, locale }: { text: string; query: string; locale: string }) {
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

function Thumbnail({ src }: { src: string | null | undefined }) {
  return src ? (
    <img
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
    <span className="search__thumbnail" part="thumbnail" />
  );
}

/**
 * A suggestion's link: an option of the listbox (focus stays in the input), or in the flyout a
 * product link of its own (reached with Tab). Its props (role, id, selection, the click's
 * handling) come from the box's prop getters.
 */
function SuggestionLink({
  item,
  position,
  isOption,
  props: { state, locale, search },
}: {
  item: SuggestionItem;
  position: number;
  isOption: boolean;
  props: SuggestionProps;
}): ReactElement {
  return (
    <a
      className="search__option"
      part="option"
      data-kind={item.kind}
      href={item.href}
      {...(isOption ? search.getOptionProps(position) : search.getLinkProps(position))}
    >
      {item.kind === 'product' && <Thumbnail src={item.product.imageProductThumb} />}
      <Highlighted text={item.text} query={state.suggestionsQuery} locale={locale} />
    </a>
  );
}

/**
 * The key of a suggestion's link: a term's place in the list (its link is updated in place as
 * the terms change, as a list that follows typing is), a product's place and id (its image is
 * its own, so a new product never shows the last one's image while its own loads).
 */
const itemKey = (item: SuggestionItem, position: number): string =>
  item.kind === 'product' ? `product-${position}-${item.product.id}` : `term-${position}`;

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
 * Whether two renders show the same suggestions: the list, the query they answer, the selection,
 * the variant and the panel's content (loading, empty). A key that only changes the input's
 * value (the suggestions stay while the next answer loads) renders no suggestion again, so the
 * keystroke's own work is done before its answer comes. The prop getters are the box's, the same
 * for equal selections.
 */
function showsTheSame(previous: SuggestionProps, next: SuggestionProps): boolean {
  return (
    previous.state.suggestions === next.state.suggestions &&
    previous.state.suggestionsQuery === next.state.suggestionsQuery &&
    previous.state.selectedIndex === next.state.selectedIndex &&
    previous.state.variant === next.state.variant &&
    getPanelContent(previous.state) === getPanelContent(next.state) &&
    previous.site === next.site &&
    previous.locale === next.locale &&
    previous.search.id === next.search.id
  );
}

/** Terms, then products in the overlay variant: the options of the search box's listbox. */
export const SuggestionOptions = memo(function SuggestionOptions(
  props: SuggestionProps,
): ReactElement {
  useStyles(css);
  const t = useTranslate();
  const { state, site } = props;
  const items = getPanelContent(state) === 'suggestions' ? getSuggestionItems(state, site) : [];
  const option = (item: SuggestionItem, position: number): ReactElement => (
    <SuggestionLink
      key={itemKey(item, position)}
      item={item}
      position={position}
      isOption
      props={props}
    />
  );
  const terms = items.filter((item) => item.kind === 'term');
  const products = state.variant === 'overlay' ? items.slice(terms.length) : [];
  return (
    <>
      {terms.length > 0 && <Group label={t('search.suggestions.terms')}>{terms.map(option)}</Group>}
      {products.length > 0 && (
        <Group label={t('search.suggestions.products')}>
          {products.map((item, index) => option(item, terms.length + index))}
        </Group>
      )}
    </>
  );
}, showsTheSame);

/**
 * Below the listbox: the flyout variant's product links (the flyout's options are its terms
 * only), and the loading or "no suggestions" line.
 */
export const SuggestionNotes = memo(function SuggestionNotes(props: SuggestionProps): ReactElement {
  useStyles(css);
  const t = useTranslate();
  const { state, site } = props;
  const { id } = props.search;
  const content = getPanelContent(state);
  const items = content === 'suggestions' ? getSuggestionItems(state, site) : [];
  const firstProduct = items.findIndex((item) => item.kind === 'product');
  const products = firstProduct < 0 ? [] : items.slice(firstProduct);
  return (
    <>
      {state.variant === 'flyout' && products.length > 0 && (
        <div className="search__product-links">
          <div className="search__group-label" id={`${id}products`}>
            {t('search.suggestions.products')}
          </div>
          <ul aria-labelledby={`${id}products`}>
            {products.map((item, index) => (
              <li key={itemKey(item, firstProduct + index)}>
                <SuggestionLink
                  item={item}
                  position={firstProduct + index}
                  isOption={false}
                  props={props}
                />
              </li>
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
}, showsTheSame);
