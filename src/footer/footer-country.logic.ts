/** The country selector's filter (spec footer §3 "Country dropdown entry"; footer-country.tsx). */
import type { FooterCountry } from './footer.sites';

/** Lower case without accents: `Česko` is found by `cesko`, `Türkiye` by `turk`. */
export function foldForSearch(text: string, locale: string): string {
  // lower case first: Turkish İ lowers to i, whose dot is then no mark left to strip
  return text.toLocaleLowerCase(locale).normalize('NFD').replace(/\p{M}/gu, '').trim();
}

/**
 * The entries whose label or code contains the query, ignoring case and accents; every entry
 * for an empty query.
 */
export function filterCountries(
  countries: readonly FooterCountry[],
  query: string,
  locale: string,
): FooterCountry[] {
  const folded = foldForSearch(query, locale);
  return countries.filter((country) =>
    [country.label, country.code].some((name) => foldForSearch(name, locale).includes(folded)),
  );
}
