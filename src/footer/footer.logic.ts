/**
 * Pure helpers of the footer view: which parts of the content show in which state, and the
 * country dropdown's filter and keyboard moves.
 */
import type { Platform } from '../core/sites';
import type { FooterGroupView } from '../../stores/footer/footer.content';
import { isGroupLinkShown } from '../../stores/footer/footer.rules';
import type { FooterCountry } from './footer.countries';

/** spec footer §4: the reduced footer hides the groups marked hideGroupInCheckout. */
export function getShownGroups(
  groups: readonly FooterGroupView[],
  reduced: boolean,
  platform: Platform,
): FooterGroupView[] {
  return groups
    .filter((group) => !(reduced && group.hideGroupInCheckout))
    .map((group) => ({
      ...group,
      links: group.links.filter((link) => isGroupLinkShown(link, platform)),
    }));
}

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
