/**
 * Pure helpers of the country dropdown's list (spec footer §3): its filter and keyboard moves.
 * Loaded with the list on a shopper's intent (footer-country-list.tsx), not with the footer.
 */
import type { FooterCountry } from './footer.countries';

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

/** The option ArrowDown (+1) or ArrowUp (-1) moves to, wrapping around; -1 when there is none. */
export function getNextOptionIndex(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
