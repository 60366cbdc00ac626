/**
 * Where a search and a suggestion lead (spec header §2 "Routes and links used by the header" and
 * its notes). Pure: the effects in index.ts decide between the page's router and a page load.
 */

import type { Site } from '../../src/core/sites';

/** spec header §2: search results, `/search?query={term}&site={site}`. */
export const SEARCH_RESULTS_PATH = '/search';

/**
 * spec header §2: "On the German site only, searching the exact term agb goes to a fixed
 * terms-and-conditions page". The spec does not name the page; this is the path of the DE
 * footer's AGB link.
 */
export const TERMS_AND_CONDITIONS_PATH = '/info/terms';
const TERMS_AND_CONDITIONS_TERM = 'agb';

/** The client route the page's router is asked for (spec header §2 "a client route named search"). */
export const SEARCH_ROUTE = 'search';

/** "Exact" is the whole term; letter case is not part of it (shoppers type AGB as often as agb). */
export function isTermsAndConditionsSearch(term: string, site: Site): boolean {
  return site === 'DE' && term.toLowerCase() === TERMS_AND_CONDITIONS_TERM;
}

export function getSearchResultsUrl(term: string, site: Site): string {
  return `${SEARCH_RESULTS_PATH}?query=${encodeURIComponent(term)}&site=${encodeURIComponent(site)}`;
}

/** The page a search for `term` loads without a router. */
export function getSearchUrl(term: string, site: Site): string {
  return isTermsAndConditionsSearch(term, site)
    ? TERMS_AND_CONDITIONS_PATH
    : getSearchResultsUrl(term, site);
}

/**
 * spec header §2: a product suggestion links to its product view url plus ?query={encoded term},
 * and if present &dim1={dimension key}. A url that already has a query gets `&` instead.
 */
export function getProductSuggestionUrl(
  productViewUrl: string,
  term: string,
  dimensionKey?: string | null,
): string {
  const [path = '', fragment] = productViewUrl.split('#', 2);
  const separator = path.includes('?') ? '&' : '?';
  const dimension = dimensionKey ? `&dim1=${encodeURIComponent(dimensionKey)}` : '';
  const hash = fragment === undefined ? '' : `#${fragment}`;
  return `${path}${separator}query=${encodeURIComponent(term)}${dimension}${hash}`;
}
