/**
 * The nine country sites as the fake backend sees them: locale, language, currency, shipping and
 * fee tables, and money helpers. The backend is a stand-alone test double, so this table is its
 * own and is never imported from src/ (and the elements never import it).
 */

export const SITES = ['DE', 'AT', 'CH', 'CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR'] as const;
export type Site = (typeof SITES)[number];
export const DEFAULT_SITE: Site = 'DE';

/** spec header §1 language codes (Czech is 'cz' there). */
export type Language = 'de' | 'fr' | 'pl' | 'cz' | 'hu' | 'sk' | 'tr';
export const LANGUAGES: readonly Language[] = ['de', 'fr', 'pl', 'cz', 'hu', 'sk', 'tr'];
export type Currency = 'EUR' | 'CHF' | 'CZK' | 'HUF' | 'PLN' | 'TRY';

export interface SiteInfo {
  readonly site: Site;
  readonly locale: string;
  readonly language: Language;
  readonly currency: Currency;
  /** CZ and HU carry integer amounts (spec header §9 "Number separators"). */
  readonly fractionDigits: 0 | 2;
  /** Shipping fee and thresholds in minor units (cents, or 100 x the whole unit for CZK/HUF). */
  readonly shippingFee: number;
  readonly freeShippingFrom: number;
  /** spec header §2: coffee ships free from 20 EUR (DE, AT), 30 CHF (CH), 175 TL (TR). */
  readonly coffeeFreeShippingFrom: number;
  readonly cashOnDeliveryFee: number;
  /** Value of one loyalty bean in minor units. */
  readonly beanValue: number;
  /** Rough EUR exchange rate and the price ending the local price list uses. */
  readonly eurRate: number;
  readonly priceStep: number;
  readonly priceEnding: number;
}

const info = (i: SiteInfo): SiteInfo => i;

export const SITE_INFO: Readonly<Record<Site, SiteInfo>> = {
  DE: info({
    site: 'DE',
    locale: 'de-DE',
    language: 'de',
    currency: 'EUR',
    fractionDigits: 2,
    shippingFee: 595,
    freeShippingFrom: 5000,
    coffeeFreeShippingFrom: 2000,
    cashOnDeliveryFee: 0,
    beanValue: 1,
    eurRate: 1,
    priceStep: 100,
    priceEnding: 1,
  }),
  AT: info({
    site: 'AT',
    locale: 'de-AT',
    language: 'de',
    currency: 'EUR',
    fractionDigits: 2,
    shippingFee: 595,
    freeShippingFrom: 5000,
    coffeeFreeShippingFrom: 2000,
    cashOnDeliveryFee: 0,
    beanValue: 1,
    eurRate: 1,
    priceStep: 100,
    priceEnding: 1,
  }),
  CH: info({
    site: 'CH',
    locale: 'de-CH',
    language: 'de',
    currency: 'CHF',
    fractionDigits: 2,
    shippingFee: 790,
    freeShippingFrom: 8000,
    coffeeFreeShippingFrom: 3000,
    cashOnDeliveryFee: 0,
    beanValue: 1,
    eurRate: 1.1,
    priceStep: 100,
    priceEnding: 5,
  }),
  CH_FR: info({
    site: 'CH_FR',
    locale: 'fr-CH',
    language: 'fr',
    currency: 'CHF',
    fractionDigits: 2,
    shippingFee: 790,
    freeShippingFrom: 8000,
    coffeeFreeShippingFrom: 3000,
    cashOnDeliveryFee: 0,
    beanValue: 1,
    eurRate: 1.1,
    priceStep: 100,
    priceEnding: 5,
  }),
  PL: info({
    site: 'PL',
    locale: 'pl-PL',
    language: 'pl',
    currency: 'PLN',
    fractionDigits: 2,
    shippingFee: 1499,
    freeShippingFrom: 10000,
    coffeeFreeShippingFrom: 10000,
    cashOnDeliveryFee: 500,
    beanValue: 4,
    eurRate: 4.3,
    priceStep: 100,
    priceEnding: 1,
  }),
  CZ: info({
    site: 'CZ',
    locale: 'cs-CZ',
    language: 'cz',
    currency: 'CZK',
    fractionDigits: 0,
    shippingFee: 12900,
    freeShippingFrom: 99900,
    coffeeFreeShippingFrom: 99900,
    cashOnDeliveryFee: 3900,
    beanValue: 25,
    eurRate: 25,
    priceStep: 1000,
    priceEnding: 100,
  }),
  HU: info({
    site: 'HU',
    locale: 'hu-HU',
    language: 'hu',
    currency: 'HUF',
    fractionDigits: 0,
    shippingFee: 199000,
    freeShippingFrom: 1500000,
    coffeeFreeShippingFrom: 1500000,
    cashOnDeliveryFee: 49000,
    beanValue: 400,
    eurRate: 400,
    priceStep: 10000,
    priceEnding: 1000,
  }),
  SK: info({
    site: 'SK',
    locale: 'sk-SK',
    language: 'sk',
    currency: 'EUR',
    fractionDigits: 2,
    shippingFee: 399,
    freeShippingFrom: 4000,
    coffeeFreeShippingFrom: 4000,
    cashOnDeliveryFee: 150,
    beanValue: 1,
    eurRate: 1,
    priceStep: 100,
    priceEnding: 1,
  }),
  TR: info({
    site: 'TR',
    locale: 'tr-TR',
    language: 'tr',
    currency: 'TRY',
    fractionDigits: 2,
    shippingFee: 4990,
    freeShippingFrom: 100000,
    coffeeFreeShippingFrom: 17500,
    cashOnDeliveryFee: 0,
    beanValue: 40,
    eurRate: 40,
    priceStep: 1000,
    priceEnding: 10,
  }),
};

export function isSite(value: unknown): value is Site {
  return typeof value === 'string' && (SITES as readonly string[]).includes(value);
}

/** Accepts 'DE', 'de', 'ch-fr', 'CH_FR', 'chfr'; anything else is undefined. */
export function parseSite(value: string | null | undefined): Site | undefined {
  if (!value) return undefined;
  const normalized = value.trim().toUpperCase().replace('-', '_');
  if (normalized === 'CHFR') return 'CH_FR';
  return isSite(normalized) ? normalized : undefined;
}

// ---------------------------------------------------------------------------------------------
// Localized text

export type Localized = Readonly<Record<Language, string>>;

/** One text in the seven languages, in the order de, fr, pl, cz, hu, sk, tr. */
export function l(
  de: string,
  fr: string,
  pl: string,
  cz: string,
  hu: string,
  sk: string,
  tr: string,
): Localized {
  return { de, fr, pl, cz, hu, sk, tr };
}

/** The same text in every language (sizes, model names). */
export function same(text: string): Localized {
  return l(text, text, text, text, text, text, text);
}

/** The text for a site; Swiss German writes ss for ß. */
export function pick(site: Site, text: Localized): string {
  const value = text[SITE_INFO[site].language];
  return site === 'CH' ? value.replaceAll('ß', 'ss') : value;
}

export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

// ---------------------------------------------------------------------------------------------
// Money. Every amount is an integer in minor units (x100: 1499 is 14.99 EUR, 37900 is 379 Kč),
// internally, so sums never drift, and in the JSON, as the shop's services send it (README
// "Money").

/** An amount as the JSON carries it: whole minor units. */
export function toMinorUnits(minor: number): number {
  return Math.round(minor);
}

/** CZK and HUF amounts are whole units. */
export function roundForSite(site: Site, minor: number): number {
  return SITE_INFO[site].fractionDigits === 0 ? Math.round(minor / 100) * 100 : Math.round(minor);
}

/**
 * The local shelf price for a EUR list price, with the endings a local price list uses
 * (14.99 EUR -> 17.95 CHF, 64.99 zł, 379 Kč, 5990 Ft, 599.90 TL).
 */
export function localPrice(site: Site, eurMinor: number): number {
  const { eurRate, priceStep, priceEnding } = SITE_INFO[site];
  if (eurRate === 1) return eurMinor;
  const raw = eurMinor * eurRate;
  return Math.max(priceStep - priceEnding, Math.ceil(raw / priceStep) * priceStep - priceEnding);
}

/** Converts a fixed EUR amount (voucher value, fee) without shelf-price endings. */
export function convertAmount(site: Site, eurMinor: number): number {
  const { eurRate } = SITE_INFO[site];
  const raw = eurMinor * eurRate;
  if (SITE_INFO[site].fractionDigits === 0) return Math.round(raw / 1000) * 1000;
  return eurRate === 1 ? raw : Math.round(raw / 100) * 100;
}

/**
 * A price as the site prints it, for texts the backend writes itself (base prices, banners).
 * `short` drops zero cents ("20 €" in a threshold text).
 */
export function formatMoney(site: Site, minor: number, short = false): string {
  const { locale } = SITE_INFO[site];
  const fractionDigits = short && minor % 100 === 0 ? 0 : SITE_INFO[site].fractionDigits;
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(toMinorUnits(minor) / 100);
  switch (site) {
    case 'CH':
    case 'CH_FR':
      return `CHF ${number}`;
    case 'PL':
      return `${number} zł`;
    case 'CZ':
      return `${number} Kč`;
    case 'HU':
      return `${number} Ft`;
    case 'TR':
      return `${number} TL`;
    case 'DE':
    case 'AT':
    case 'SK':
      return `${number} €`;
    default:
      return site satisfies never;
  }
}

export function formatDate(site: Site, date: Date): string {
  return new Intl.DateTimeFormat(SITE_INFO[site].locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

export function formatDayMonth(site: Site, date: Date): string {
  return new Intl.DateTimeFormat(SITE_INFO[site].locale, {
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}
