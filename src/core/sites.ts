/**
 * The nine country sites and everything that varies by site (spec header §1, §6, §9; footer §3, §5).
 * Framework-free: views, stores and elements all read sites through this module.
 */

export const SITE_KEYS = ['DE', 'AT', 'CH', 'CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR'] as const;
export type Site = (typeof SITE_KEYS)[number];

export const LOCALES = [
  'de-DE',
  'de-AT',
  'de-CH',
  'fr-CH',
  'pl-PL',
  'cs-CZ',
  'hu-HU',
  'sk-SK',
  'tr-TR',
] as const;
export type Locale = (typeof LOCALES)[number];

export type Language = 'de' | 'fr' | 'pl' | 'cz' | 'hu' | 'sk' | 'tr';
export type Currency = 'EUR' | 'CHF' | 'CZK' | 'HUF' | 'PLN' | 'TRY';

/** spec header §1: DE is the default site. */
export const DEFAULT_SITE: Site = 'DE';

export interface SiteConfig {
  readonly key: Site;
  readonly locale: Locale;
  readonly language: Language;
  /** ISO 3166 country of the site, for links and flags. */
  readonly country: 'DE' | 'AT' | 'CH' | 'PL' | 'CZ' | 'HU' | 'SK' | 'TR';
  readonly currency: Currency;
  /** The symbol as the shop prints it (spec header §9 "Currency per site"). */
  readonly currencySymbol: string;
  /** spec header §9: the symbol is shown on every site except DE. */
  readonly showsCurrencySymbol: boolean;
  /** spec header §9 "Number separators": CZ and HU show no decimals. */
  readonly fractionDigits: 0 | 2;
  /** spec header "Price block rules": the 30-day best price line always shows on PL. */
  readonly alwaysShowsBestPrice: boolean;
  /** spec header "Price block rules": the best-price tooltip is hidden on de-AT. */
  readonly hidesBestPriceTooltip: boolean;
  /** spec footer §5: the subscriber must be at least 16, 18 in CZ and SK. */
  readonly newsletterMinimumAge: 16 | 18;
  /** spec footer §2 "Fields by country". */
  readonly newsletter: {
    readonly salutation: boolean;
    readonly names: boolean;
    readonly legalCheckbox: boolean;
    readonly privacyHint: boolean;
    /** spec footer §5: names required for HU and TR, salutation for HU only. */
    readonly namesRequired: boolean;
    readonly salutationRequired: boolean;
    /** spec footer §2: pre-filled fields are disabled in AT, HU and TR when they hold a value. */
    readonly disablesPrefilled: boolean;
  };
  /** spec footer §4 footer: legal links carry a sales-tax note on CZ and SK. */
  readonly hasSalesTaxNote: boolean;
}

const base = {
  alwaysShowsBestPrice: false,
  hidesBestPriceTooltip: false,
  newsletterMinimumAge: 16,
  hasSalesTaxNote: false,
  newsletter: {
    salutation: false,
    names: false,
    legalCheckbox: false,
    privacyHint: true,
    namesRequired: false,
    salutationRequired: false,
    disablesPrefilled: false,
  },
} as const satisfies Partial<SiteConfig>;

export const SITES: Readonly<Record<Site, SiteConfig>> = {
  DE: {
    ...base,
    key: 'DE',
    locale: 'de-DE',
    language: 'de',
    country: 'DE',
    currency: 'EUR',
    currencySymbol: '€',
    showsCurrencySymbol: false,
    fractionDigits: 2,
  },
  AT: {
    ...base,
    key: 'AT',
    locale: 'de-AT',
    language: 'de',
    country: 'AT',
    currency: 'EUR',
    currencySymbol: '€',
    showsCurrencySymbol: true,
    fractionDigits: 2,
    hidesBestPriceTooltip: true,
    newsletter: { ...base.newsletter, salutation: true, names: true, disablesPrefilled: true },
  },
  CH: {
    ...base,
    key: 'CH',
    locale: 'de-CH',
    language: 'de',
    country: 'CH',
    currency: 'CHF',
    currencySymbol: 'CHF',
    showsCurrencySymbol: true,
    fractionDigits: 2,
  },
  CH_FR: {
    ...base,
    key: 'CH_FR',
    locale: 'fr-CH',
    language: 'fr',
    country: 'CH',
    currency: 'CHF',
    currencySymbol: 'CHF',
    showsCurrencySymbol: true,
    fractionDigits: 2,
  },
  PL: {
    ...base,
    key: 'PL',
    locale: 'pl-PL',
    language: 'pl',
    country: 'PL',
    currency: 'PLN',
    currencySymbol: 'zł',
    showsCurrencySymbol: true,
    fractionDigits: 2,
    alwaysShowsBestPrice: true,
  },
  CZ: {
    ...base,
    key: 'CZ',
    locale: 'cs-CZ',
    language: 'cz',
    country: 'CZ',
    currency: 'CZK',
    currencySymbol: 'Kč',
    showsCurrencySymbol: true,
    fractionDigits: 0,
    newsletterMinimumAge: 18,
    hasSalesTaxNote: true,
  },
  HU: {
    ...base,
    key: 'HU',
    locale: 'hu-HU',
    language: 'hu',
    country: 'HU',
    currency: 'HUF',
    currencySymbol: 'Ft',
    showsCurrencySymbol: true,
    fractionDigits: 0,
    newsletter: {
      ...base.newsletter,
      salutation: true,
      names: true,
      namesRequired: true,
      salutationRequired: true,
      disablesPrefilled: true,
    },
  },
  SK: {
    ...base,
    key: 'SK',
    locale: 'sk-SK',
    language: 'sk',
    country: 'SK',
    currency: 'EUR',
    currencySymbol: '€',
    showsCurrencySymbol: true,
    fractionDigits: 2,
    newsletterMinimumAge: 18,
    hasSalesTaxNote: true,
  },
  TR: {
    ...base,
    key: 'TR',
    locale: 'tr-TR',
    language: 'tr',
    country: 'TR',
    currency: 'TRY',
    currencySymbol: 'TL',
    showsCurrencySymbol: true,
    fractionDigits: 2,
    newsletter: {
      ...base.newsletter,
      names: true,
      legalCheckbox: true,
      privacyHint: false,
      namesRequired: true,
      disablesPrefilled: true,
    },
  },
};

/**
 * A site's standing benefits (issue 24): what every shopper gets whatever campaign runs. The
 * footer's built-in content quotes them in its service texts (`{freeDelivery}` and the other
 * names below, filled in by stores/footer) and the header's campaign row shows them when no
 * campaign runs: one source, so the two never disagree. Amounts are written as the site's texts
 * print them, symbol included (DE's prices print no symbol, its texts do: "ab 20 €").
 */
export interface SiteBenefits {
  /** Free delivery from this order value. */
  readonly freeDelivery: string;
  /** Coffee ships free from this lower value (spec header §9: the header's texts quote it). */
  readonly coffeeFreeDelivery?: string;
  /** With the loyalty card, free delivery from this value. */
  readonly loyaltyFreeDelivery?: string;
  /** The return period in days, or in months where `returnInMonths`. */
  readonly returnPeriod: number;
  readonly returnInMonths?: true;
  /** Click & collect: ordered online, picked up in a store. */
  readonly clickCollect?: true;
  /** Every nth coffee in the stores is free (CZ, SK: every 11th). */
  readonly freeCoffeeEvery?: number;
}

const SWISS = {
  freeDelivery: 'CHF 80.–',
  coffeeFreeDelivery: 'CHF 30.–',
  returnPeriod: 3,
  returnInMonths: true,
} as const;

export const SITE_BENEFITS: Readonly<Record<Site, SiteBenefits>> = {
  DE: { freeDelivery: '50 €', coffeeFreeDelivery: '20 €', returnPeriod: 30, clickCollect: true },
  AT: { freeDelivery: '€ 50', coffeeFreeDelivery: '€ 20', returnPeriod: 14 },
  CH: SWISS,
  CH_FR: SWISS,
  PL: { freeDelivery: '100 zł', returnPeriod: 30 },
  CZ: {
    freeDelivery: '999 Kč',
    loyaltyFreeDelivery: '499 Kč',
    returnPeriod: 30,
    clickCollect: true,
    freeCoffeeEvery: 11,
  },
  HU: { freeDelivery: '15 000 Ft', returnPeriod: 30, clickCollect: true },
  SK: {
    freeDelivery: '40 €',
    loyaltyFreeDelivery: '20 €',
    returnPeriod: 30,
    clickCollect: true,
    freeCoffeeEvery: 11,
  },
  TR: {
    freeDelivery: '1.000 TL',
    coffeeFreeDelivery: '175 TL',
    returnPeriod: 90,
    clickCollect: true,
  },
};

/** A site's benefits as a text's placeholder values: `{freeDelivery}`, `{returnPeriod}`, ... */
export function getBenefitParams(site: Site): Readonly<Record<string, string | number>> {
  const { clickCollect: _clickCollect, returnInMonths: _months, ...params } = SITE_BENEFITS[site];
  return params;
}

export function isSite(value: unknown): value is Site {
  return typeof value === 'string' && (SITE_KEYS as readonly string[]).includes(value);
}

/**
 * Reads a site attribute or cookie value. Unknown or missing values fall back to DE; the caller
 * learns of the fallback through `onUnknown` (the elements log a warning), nothing throws.
 */
export function resolveSite(value: unknown, onUnknown?: (value: unknown) => void): Site {
  if (value === null || value === undefined || value === '') return DEFAULT_SITE;
  const normalized =
    typeof value === 'string' ? value.trim().toUpperCase().replace('-', '_') : value;
  if (isSite(normalized)) return normalized;
  onUnknown?.(value);
  return DEFAULT_SITE;
}

export function getSiteConfig(site: Site): SiteConfig {
  return SITES[site];
}

export function getLocale(site: Site): Locale {
  return SITES[site].locale;
}

// ---------------------------------------------------------------------------------------------
// Platform, breakpoints and width clusters (spec header §9 "Breakpoints", "Platform").

export const PLATFORMS = ['CLASSIC', 'MATCH', 'SMARTPHONE', 'TABLET'] as const;
export type Platform = (typeof PLATFORMS)[number];

export function isPlatform(value: unknown): value is Platform {
  return typeof value === 'string' && (PLATFORMS as readonly string[]).includes(value);
}

/** spec header §9: below 980 MATCH, below 1440 TABLET, otherwise CLASSIC. */
export const PLATFORM_BREAKPOINTS = { match: 980, tablet: 1440 } as const;

export function getPlatformForWidth(width: number): Platform {
  if (width < PLATFORM_BREAKPOINTS.match) return 'MATCH';
  if (width < PLATFORM_BREAKPOINTS.tablet) return 'TABLET';
  return 'CLASSIC';
}

/** Upper bounds in px; 5xl starts at 1920 (spec header §9, footer §9). */
export const BREAKPOINTS = {
  xs: 374,
  s: 667,
  m: 767,
  l: 979,
  xl: 1023,
  xxl: 1279,
  '3xl': 1439,
  '4xl': 1919,
} as const;

export type WidthCluster = 'XS' | 'S' | 'M' | 'L' | 'XL' | 'XXL' | '3XL' | '4XL' | '5XL';

export function getWidthCluster(width: number): WidthCluster {
  if (width <= BREAKPOINTS.xs) return 'XS';
  if (width <= BREAKPOINTS.s) return 'S';
  if (width <= BREAKPOINTS.m) return 'M';
  if (width <= BREAKPOINTS.l) return 'L';
  if (width <= BREAKPOINTS.xl) return 'XL';
  if (width <= BREAKPOINTS.xxl) return 'XXL';
  if (width <= BREAKPOINTS['3xl']) return '3XL';
  if (width <= BREAKPOINTS['4xl']) return '4XL';
  return '5XL';
}
