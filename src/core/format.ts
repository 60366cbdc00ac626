/**
 * Prices and numbers per site (spec header §9 "Currency per site", "Number separators"; §3
 * "Price parts"). Every price and number a view shows goes through here (docs/conventions.md).
 *
 * Prices come as integer minor units (cents; docs/architecture.md "Money") and are split into
 * whole units and cents on integers. Intl.NumberFormat does the digit grouping (and the rounding
 * of plain numbers), always in en-US (Latin digits, groups of three from 1000 on); the
 * separators and the symbol come from the table below. Built
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
 *   the price parts keep the sign with the whole number; a value that rounds to zero has no
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
 * A price in minor units (123450 is 1.234,50 €; docs/architecture.md "Money") as the site prints
 * it: separators, symbol (none on DE), no decimals on CZ and HU (rounded half away from zero:
 * 123460 is `1 235 Kč`). '' for anything that is not a number of minor units within
 * ±Number.MAX_SAFE_INTEGER: beyond it the digits are no longer exact, and a wrong price is worse
 * than none.
 */
export function formatPrice(minorUnits: number, site: Site): string {
  const parts = getPriceParts(minorUnits, site);
  const decimal = parts.decimal ? `${parts.decimalSeparator}${parts.decimal}` : '';
  return parts.whole ? `${parts.prefix}${parts.whole}${decimal}${parts.suffix}` : '';
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
  /** The symbol and a no-break space when it stands before the amount (AT, CH, CH_FR), else ''. */
  readonly prefix: string;
  /** Integer part with the site's group separator and a leading minus when negative: `1.234`. */
  readonly whole: string;
  /** The site's decimal separator, for views that render `whole`, separator and `decimal` apart. */
  readonly decimalSeparator: string;
  /** Fraction digits without the separator: `50`; '' on sites without decimals (CZ, HU). */
  readonly decimal: string;
  /** A no-break space and the symbol when it stands after the amount (PL, CZ, ...), else ''. */
  readonly suffix: string;
}

const NO_PARTS: PriceParts = {
  prefix: '',
  whole: '',
  decimalSeparator: '',
  decimal: '',
  suffix: '',
};

/**
 * spec header §3 "Price parts": a whole number and a decimal part from cents divided by 100, with
 * the site's symbol before or after them, for price displays that set the decimals apart; joined,
 * they are formatPrice's text. Computed on whole minor units, not on the division's floating
 * point result, so every amount up to Number.MAX_SAFE_INTEGER keeps its exact digits. A fraction
 * of a minor unit is rounded first; anything else gives empty parts (see formatPrice).
 */
export function getPriceParts(minorUnits: number, site: Site): PriceParts {
  if (!isFiniteNumber(minorUnits) || !isSiteKey(site)) return NO_PARTS;
  const units = Math.round(Math.abs(minorUnits));
  if (units > Number.MAX_SAFE_INTEGER) return NO_PARTS;
  const config = SITES[site];
  const rule = SITE_NUMBER_FORMATS[site];
  const cents = units % 100;
  // exact: both a multiple of 100 and the quotient are integers below 2^53
  let whole = (units - cents) / 100;
  let decimal = String(cents).padStart(2, '0');
  if (config.fractionDigits === 0) {
    if (cents >= 50) whole += 1;
    decimal = '';
  }
  // -0.4 rounds to 0,00 and -40 cents to 0 Ft: no sign for a zero
  const negative = minorUnits < 0 && (whole > 0 || /[1-9]/.test(decimal));
  const digits = toDigits(whole, site, 0, 0).whole;
  const symbol = config.showsCurrencySymbol ? config.currencySymbol : '';
  const before = symbol !== '' && rule.symbolPosition === 'before';
  return {
    prefix: before ? `${symbol}${NO_BREAK_SPACE}` : '',
    whole: `${negative ? '-' : ''}${digits}`,
    decimalSeparator: rule.decimal,
    decimal,
    suffix: symbol !== '' && !before ? `${NO_BREAK_SPACE}${symbol}` : '',
  };
}
