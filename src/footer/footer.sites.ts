/**
 * The country dropdown's entries (spec footer §3 "Country dropdown entry: label, code, href,
 * flag, selected"): one per site, in the order of the site table.
 *
 * Decisions where the spec is silent:
 * - Labels are each country's own name in its own language (`Česko`, `Magyarország`), marked
 *   with that language, the way country pickers are read by the people looking for their
 *   country; the two Swiss sites add their language. The filter finds a country by its label
 *   and by its code.
 * - `href` is each country shop's home page. The addresses are placeholders of the right shape
 *   (the `.example` domain is reserved): the shop enters its own shops' addresses here.
 * - `code` is the site key; `flag` the country's flag as the emoji the system draws (two
 *   regional indicator letters; a system without flag emoji shows the two letters), which
 *   costs no image and no drawing code.
 */
import { SITE_KEYS, SITES, type Site, type SiteConfig } from '../core/sites';

export interface FooterCountry {
  readonly label: string;
  /** The label's language (BCP 47), so screen readers pronounce it right. */
  readonly lang: string;
  readonly code: Site;
  readonly href: string;
  /** The flag emoji of the site's country (decorative). */
  readonly flag: string;
  readonly selected: boolean;
}

/** Each country's own name for its shop, and the shop's address: [label, address]. */
const COUNTRY_SHOPS: Readonly<Record<Site, readonly [label: string, href: string]>> = {
  DE: ['Deutschland', 'https://de.shop.example/'],
  AT: ['Österreich', 'https://at.shop.example/'],
  CH: ['Schweiz (Deutsch)', 'https://ch.shop.example/de/'],
  CH_FR: ['Suisse (Français)', 'https://ch.shop.example/fr/'],
  PL: ['Polska', 'https://pl.shop.example/'],
  CZ: ['Česko', 'https://cz.shop.example/'],
  HU: ['Magyarország', 'https://hu.shop.example/'],
  SK: ['Slovensko', 'https://sk.shop.example/'],
  TR: ['Türkiye', 'https://tr.shop.example/'],
};

/** 🇩🇪 from DE: each letter as its regional indicator symbol. */
const flagOf = (country: SiteConfig['country']): string =>
  String.fromCodePoint(...[...country].map((letter) => 0x1f1a5 + letter.charCodeAt(0)));

/** The dropdown's entries for a page of `site`; that site's entry is the selected one. */
export function getFooterCountries(site: Site): FooterCountry[] {
  return SITE_KEYS.map((code) => ({
    label: COUNTRY_SHOPS[code][0],
    href: COUNTRY_SHOPS[code][1],
    lang: SITES[code].locale,
    code,
    flag: flagOf(SITES[code].country),
    selected: code === site,
  }));
}
