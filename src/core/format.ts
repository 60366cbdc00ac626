/**
 * Prices and numbers per site (spec header §9 "Currency per site", "Number separators"; §3
 * "Price parts"). Every price and number a view shows goes through here (docs/conventions.md).
 *
 * Intl.NumberFormat does the rounding and the digit grouping, always in en-US (Latin digits,
 * groups of three from 1000 on); the separators and the symbol come from the table below. Built
 * this way the output is the same in every browser: the ICU data behind the site locales differs
 * between versions (de-CH's apostrophe, pl-PL's grouping from 10000 only, sk-SK's space).
 *
 * Decisions where the spec is silent:
 * - Spaces are U+00A0 no-break spaces, in numbers and between amount and symbol, so a price
 *   never wraps.
 * - The Swiss apostrophe is U+2019 (’), what current browsers print for de-CH, so our prices
 *   match those the host page formats itself.
 * - Four-digit amounts are grouped on every site (1.234,50; 1 234,50 zł), PL included, although
 *   Polish typography groups from five digits: one rule everywhere.
 * - Symbol placement as the countries' shops print it: `€ 1.234,50` in Austria and
 *   `CHF 1’234.50` in both Swiss languages before the amount; after it elsewhere
 *   (`1.234,50 €` SK, `1 234,50 zł`, `1 235 Kč`, `1 235 Ft`, `1.234,50 TL`).
 * - Negative amounts carry an ASCII minus directly before the digits (`€ -5,00`, `-5,00 TL`), so
 *   formatPrice and getPriceParts show the same digit block; a value that rounds to zero has no
 *   sign.
 * - Non-finite input (NaN, Infinity, undefined coerced) gives '' rather than throwing or printing
 *   "NaN": the caller decides what an unknown price shows.
 */

import { SITES, type Site } from './sites';

const NO_BREAK_SPACE = '\u00A0';
const RIGHT_SINGLE_QUOTATION_MARK = '\u2019';

interface SiteNumberFormat {
  readonly group: string;
  readonly decimal: string;
  readonly symbolPosition: 'before' | 'after';
}

/** spec header §9 "Number separators". */
export const SITE_NUMBER_FORMATS: Readonly<Record<Site, SiteNumberFormat>> = {
  DE: { group: '.', decimal: ',', symbolPosition: 'after' },
  AT: { group: '.', decimal: ',', symbolPosition: 'before' },
  CH: { group: RIGHT_SINGLE_QUOTATION_MARK, decimal: '.', symbolPosition: 'before' },
  CH_FR: { group: RIGHT_SINGLE_QUOTATION_MARK, decimal: '.', symbolPosition: 'before' },
  PL: { group: NO_BREAK_SPACE, decimal: ',', symbolPosition: 'after' },
  CZ: { group: NO_BREAK_SPACE, decimal: ',', symbolPosition: 'after' },
  HU: { group: NO_BREAK_SPACE, decimal: ',', symbolPosition: 'after' },
  SK: { group: '.', decimal: ',', symbolPosition: 'after' },
  TR: { group: '.', decimal: ',', symbolPosition: 'after' },
};

const formatters = new Map<string, Intl.NumberFormat>();

function getFormatter(minimumFractionDigits: number, maximumFractionDigits: number) {
  const key = `${minimumFractionDigits}-${maximumFractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits,
      maximumFractionDigits,
      useGrouping: true,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

interface Digits {
  readonly negative: boolean;
  /** Integer digits with the site's group separator. */
  readonly whole: string;
  /** Fraction digits, '' when there are none. */
  readonly fraction: string;
}

function toDigits(value: number, site: Site, minimum: number, maximum: number): Digits {
  const rule = SITE_NUMBER_FORMATS[site];
  let whole = '';
  let fraction = '';
  for (const part of getFormatter(minimum, maximum).formatToParts(Math.abs(value))) {
    if (part.type === 'integer') whole += part.value;
    else if (part.type === 'group') whole += rule.group;
    else if (part.type === 'fraction') fraction += part.value;
  }
  // -0.004 rounds to 0,00: no sign for a zero
  const negative = value < 0 && /[1-9]/.test(whole + fraction);
  return { negative, whole, fraction };
}

function joinDigits(digits: Digits, site: Site): string {
  const sign = digits.negative ? '-' : '';
  const fraction = digits.fraction ? `${SITE_NUMBER_FORMATS[site].decimal}${digits.fraction}` : '';
  return `${sign}${digits.whole}${fraction}`;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isSiteKey(site: unknown): site is Site {
  return typeof site === 'string' && Object.hasOwn(SITES, site);
}

/**
 * A price in currency units (1234.5 is 1234 euros 50 cents) as the site prints it: separators,
 * symbol (none on DE), no decimals on CZ and HU (rounded half away from zero).
 */
export function formatPrice(amount: number, site: Site): string {
  if (!isFiniteNumber(amount) || !isSiteKey(site)) return '';
  const config = SITES[site];
  const number = joinDigits(
    toDigits(amount, site, config.fractionDigits, config.fractionDigits),
    site,
  );
  if (!config.showsCurrencySymbol) return number;
  return SITE_NUMBER_FORMATS[site].symbolPosition === 'before'
    ? `${config.currencySymbol}${NO_BREAK_SPACE}${number}`
    : `${number}${NO_BREAK_SPACE}${config.currencySymbol}`;
}

export interface NumberFormatOptions {
  readonly minimumFractionDigits?: number;
  readonly maximumFractionDigits?: number;
}

function clampDigits(value: number | undefined, fallback: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(20, Math.max(0, Math.floor(value)));
}

/**
 * A plain number with the site's separators (counts, limits, percentages). By default up to the
 * site's price decimals and no trailing zeros: `12,5` on DE, `13` on CZ and HU, whose "no
 * decimals" rule (spec header §9) applies to their numbers as well as their prices.
 */
export function formatNumber(value: number, site: Site, options: NumberFormatOptions = {}): string {
  if (!isFiniteNumber(value) || !isSiteKey(site)) return '';
  const maximum = clampDigits(options.maximumFractionDigits, SITES[site].fractionDigits);
  const minimum = Math.min(maximum, clampDigits(options.minimumFractionDigits, 0));
  return joinDigits(toDigits(value, site, minimum, maximum), site);
}

export interface PriceParts {
  /** Integer part with the site's group separator and a leading minus when negative: `1.234`. */
  readonly whole: string;
  /** Fraction digits without the separator: `50`; '' on sites without decimals (CZ, HU). */
  readonly decimal: string;
  /** The site's decimal separator, for views that render `whole`, separator and `decimal` apart. */
  readonly decimalSeparator: string;
}

/**
 * spec header §3 "Price parts": a whole number and a decimal part from cents divided by 100,
 * for price displays that set the decimals apart. Non-finite input gives empty parts.
 */
export function getPriceParts(cents: number, site: Site): PriceParts {
  if (!isFiniteNumber(cents) || !isSiteKey(site)) {
    return { whole: '', decimal: '', decimalSeparator: '' };
  }
  const fractionDigits = SITES[site].fractionDigits;
  const digits = toDigits(cents / 100, site, fractionDigits, fractionDigits);
  return {
    whole: `${digits.negative ? '-' : ''}${digits.whole}`,
    decimal: digits.fraction,
    decimalSeparator: SITE_NUMBER_FORMATS[site].decimal,
  };
}
