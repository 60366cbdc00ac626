/**
 * The search box with live suggestions (issue 5; spec header "Search suggestion box").
 *
 * One view, two variants:
 * - overlay (the <shop-search> element): a 550 px panel over the page, terms then products, all
 *   navigable with the arrow keys;
 * - flyout (SearchFlyout, for the header's SEARCH flyout): a 350 px panel (270 px on MATCH and
 *   SMARTPHONE), input 170 px wide and 408 px while focused; only terms are options, products
 *   follow as plain links.
 *
 * WAI-ARIA 1.2 combobox: role=combobox on the input with aria-expanded, aria-controls (the
 * listbox, always in the DOM) and aria-activedescendant; options with ids and aria-selected.
 * Focus stays in the input; the options are links (role=option on <a href>), so a click, a
 * middle click or ctrl-click behaves like any link. Loading and "no suggestions" are announced in
 * a polite status region. Every service text is rendered as text; the matched part is a <mark>.
 *
 * The box (form, input, buttons, the empty listbox) loads with the page; its suggestions (their
 * store with its requests, the options, the panel's messages: search-suggestions.tsx) load on the
 * first sign that a shopper is going to type: the pointer over the field, focus or a touch (the
 * flyout variant, shown on the header icon's intent, loads them at once). What is typed before
 * they arrive stays in the input and is handed over, and a search asked for meanwhile happens
 * once they are there: the box store does that (stores/search/search.box.ts, loaded with the
 * page). This file only lays the parts out and spreads the prop getters of use-search-box.ts on
 * them (Algolia autocomplete's renderer).
 *
 * @csspart search - The root of the search box; data-variant, data-state (open, closed).
 * @csspart form - The search form (role=search).
 * @csspart field - The box around input and buttons.
 * @csspart input - The combobox input.
 * @csspart clear - The clear button (only while focused and non-empty).
 * @csspart submit - The search button.
 * @csspart panel - The suggestion panel.
 * @csspart listbox - The listbox.
 * @csspart option - One suggestion; data-kind term or product.
 * @csspart thumbnail - A product suggestion's image.
 * @csspart match - The highlighted matched part of a suggestion.
 * @csspart message - The loading or no-suggestions text in the panel.
 */
import type { ReactElement } from 'react';
import { IconButton } from '../ds/icon-button';
import { useShop } from '../shared/shop-context';
import { useStyles } from '../shared/use-styles';
import type { SearchVariant } from '../../stores/search/search.box';
import { useSearchBox } from './use-search-box';
import css from './search.css?inline';

export interface SearchBoxProps {
  /** Default 'overlay'. */
  readonly variant?: SearchVariant | undefined;
  /** Pre-fills the box; undefined takes the page url's `query` parameter. */
  readonly query?: string | undefined;
  /** Focuses the input on mount: the header opens its search flyout on the visitor's request. */
  readonly focusOnMount?: boolean | undefined;
}

export function SearchBox({
  variant = 'overlay',
  query,
  focusOnMount = false,
}: SearchBoxProps): ReactElement {
  useStyles(css);
  const { site, locale, platform } = useShop();
  const search = useSearchBox({ variant, query, site, platform, focusOnMount });
  const { suggestions } = search;
  const suggestionProps = { $box: search.$box, site, locale, search };
  return (
    <div {...search.getRootProps()}>
      <form {...search.getFormProps()}>
        <div {...search.getFieldProps()}>
          <input {...search.getInputProps()} />
          {search.showsClearButton && <IconButton {...search.getClearButtonProps()} />}
          <IconButton {...search.getSubmitButtonProps()} />
        </div>
      </form>
      <div {...search.getPanelProps()}>
        <div {...search.getListProps()}>
          {suggestions && <suggestions.SuggestionOptions {...suggestionProps} />}
        </div>
        {suggestions && <suggestions.SuggestionNotes {...suggestionProps} />}
      </div>
      <div role="status" className="se-visually-hidden">
        {suggestions && <suggestions.SuggestionStatus $box={search.$box} />}
      </div>
    </div>
  );
}

/** The header's search flyout content (spec header "Search suggestion box", flyout variant). */
export function SearchFlyout(props: Omit<SearchBoxProps, 'variant'>): ReactElement {
  return <SearchBox {...props} variant="flyout" />;
}
