import type { AttributeTable } from './internal/attributes';
import {
  defineShopElement,
  type ShopElementInstance,
  type ShopElementJsxProps,
} from './internal/define-element';
import { SearchBox } from '../src/search/search';
import { SEARCH_VARIANTS } from '../stores/search/search.box';

const attributes = {
  variant: { type: 'enum', values: SEARCH_VARIANTS, default: 'overlay' },
  query: { type: 'string' },
} as const satisfies AttributeTable;

/**
 * A search box with live suggestions: search terms, then products with a thumbnail, the matched
 * part highlighted. Suggestions are requested from 2 characters on (debounced; a new request
 * aborts the previous; a late answer never replaces a newer one; recent answers are cached per
 * site and query; a failing service is asked again up to 4 times, 2 s apart). The input is cut
 * to 200 characters; a value of only digits and spaces is searched without its spaces; an empty
 * search focuses the field.
 *
 * Keyboard (WAI-ARIA 1.2 combobox): arrow down and up move through terms then products and wrap,
 * filling the input; Enter searches the value or opens the selected suggestion; Escape closes the
 * suggestions, a second Escape clears the field.
 *
 * A search goes to /search?query={term}&site={site} with a full page load, unless the page has a
 * client-side router: set `window.shopRouter = { navigate(route, params) { ... } }` and the
 * element calls `navigate('search', { query, site })` instead (looked up at the moment of the
 * search, so it may be set before or after the bundle loads; a router that throws falls back to
 * the page load). On DE the exact term agb goes to the terms-and-conditions page. Product
 * suggestions link to their product page with ?query= and, for a preselected article, &dim1=.
 * A suggestion click stores a tracking id (localStorage `suggestionTrackingId`), pushes
 * link_click product_link to window.dataLayer and adds a suggested-product-result entry to the
 * product history (localStorage `cotProductHistory`).
 *
 * @tag shop-search
 * @summary Search box with live suggestions.
 * @attr {'overlay' | 'flyout'} [variant=overlay] - overlay: 550 px suggestion panel, terms and products navigable; flyout: the header's layout (350 px panel, 270 px on MATCH and SMARTPHONE; input 170 px, 408 px while focused), only terms navigable.
 * @attr {string} [query] - Pre-fills the box; without it the page url's `query` parameter does.
 * @csspart search - The root of the search box; data-variant, data-state (open, closed).
 * @csspart form - The search form (role=search).
 * @csspart field - The box around input and buttons.
 * @csspart input - The combobox input.
 * @csspart clear - The clear button (only while the field is focused and non-empty).
 * @csspart submit - The search button.
 * @csspart panel - The suggestion panel.
 * @csspart listbox - The listbox of suggestions.
 * @csspart option - One suggestion; data-kind is term or product.
 * @csspart thumbnail - A product suggestion's image.
 * @csspart match - The highlighted matched part of a suggestion.
 * @csspart message - The loading or no-suggestions text in the panel.
 */
export const ShopSearchElement = defineShopElement({
  tag: 'shop-search',
  attributes,
  component: SearchBox,
});

type ShopSearchAttributes = typeof attributes;

declare global {
  interface HTMLElementTagNameMap {
    'shop-search': ShopElementInstance<ShopSearchAttributes>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'shop-search': ShopElementJsxProps<ShopSearchAttributes>;
    }
  }
}
