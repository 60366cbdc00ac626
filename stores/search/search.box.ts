/**
 * What the search box needs on page load, apart from its store (index.ts), which loads with the
 * suggestions on a shopper's intent: its variants (the element's attribute) and its pre-filled
 * value (spec header "The page url query parameter pre-fills the box").
 */

export type SearchVariant = 'overlay' | 'flyout';
export const SEARCH_VARIANTS = ['overlay', 'flyout'] as const satisfies readonly SearchVariant[];

let readLocationSearch = (): string => window.location.search;

/** The page url's query string; index.ts's setSearchEnvironment replaces it in tests. */
export function setLocationSearchReader(read: () => string): void {
  readLocationSearch = read;
}

/** The `query` attribute when the element has one, else the page url's `query` parameter. */
export function getPrefillValue(attribute: string | undefined): string {
  if (attribute !== undefined) return attribute;
  try {
    return new URLSearchParams(readLocationSearch()).get('query') ?? '';
  } catch {
    return '';
  }
}
