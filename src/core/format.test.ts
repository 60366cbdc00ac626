// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice, getPriceParts } from './format';
import { SITE_KEYS, type Site } from './sites';

// Spelled out so the expectations read like the shop's price tags.
const NBSP = '\u00A0';
const APOS = '\u2019';

describe('formatPrice', () => {
  it.each([
    ['DE', 0, '0,00'],
    ['DE', 1, '1,00'],
    ['DE', 1234.5, '1.234,50'],
    ['DE', 1234567.89, '1.234.567,89'],
    ['AT', 0, `€${NBSP}0,00`],
    ['AT', 1, `€${NBSP}1,00`],
    ['AT', 1234.5, `€${NBSP}1.234,50`],
    ['AT', 1234567.89, `€${NBSP}1.234.567,89`],
    ['CH', 0, `CHF${NBSP}0.00`],
    ['CH', 1, `CHF${NBSP}1.00`],
    ['CH', 1234.5, `CHF${NBSP}1${APOS}234.50`],
    ['CH', 1234567.89, `CHF${NBSP}1${APOS}234${APOS}567.89`],
    ['CH_FR', 0, `CHF${NBSP}0.00`],
    ['CH_FR', 1, `CHF${NBSP}1.00`],
    ['CH_FR', 1234.5, `CHF${NBSP}1${APOS}234.50`],
    ['CH_FR', 1234567.89, `CHF${NBSP}1${APOS}234${APOS}567.89`],
    ['PL', 0, `0,00${NBSP}zł`],
    ['PL', 1, `1,00${NBSP}zł`],
    ['PL', 1234.5, `1${NBSP}234,50${NBSP}zł`],
    ['PL', 1234567.89, `1${NBSP}234${NBSP}567,89${NBSP}zł`],
    ['CZ', 0, `0${NBSP}Kč`],
    ['CZ', 1, `1${NBSP}Kč`],
    ['CZ', 1234.5, `1${NBSP}235${NBSP}Kč`],
    ['CZ', 1234567.89, `1${NBSP}234${NBSP}568${NBSP}Kč`],
    ['HU', 0, `0${NBSP}Ft`],
    ['HU', 1, `1${NBSP}Ft`],
    ['HU', 1234.5, `1${NBSP}235${NBSP}Ft`],
    ['HU', 1234567.89, `1${NBSP}234${NBSP}568${NBSP}Ft`],
    ['SK', 0, `0,00${NBSP}€`],
    ['SK', 1, `1,00${NBSP}€`],
    ['SK', 1234.5, `1.234,50${NBSP}€`],
    ['SK', 1234567.89, `1.234.567,89${NBSP}€`],
    ['TR', 0, `0,00${NBSP}TL`],
    ['TR', 1, `1,00${NBSP}TL`],
    ['TR', 1234.5, `1.234,50${NBSP}TL`],
    ['TR', 1234567.89, `1.234.567,89${NBSP}TL`],
  ] as const)('formats %s %d as %j', (site, amount, expected) => {
    expect(formatPrice(amount, site)).toBe(expected);
  });

  it.each([
    ['DE', -5, '-5,00'],
    ['DE', -1234.5, '-1.234,50'],
    ['AT', -5, `€${NBSP}-5,00`],
    ['CH', -1234.5, `CHF${NBSP}-1${APOS}234.50`],
    ['PL', -1234.5, `-1${NBSP}234,50${NBSP}zł`],
    ['CZ', -1234.5, `-1${NBSP}235${NBSP}Kč`],
    ['TR', -0.99, `-0,99${NBSP}TL`],
  ] as const)('formats the negative amount %s %d as %j', (site, amount, expected) => {
    expect(formatPrice(amount, site)).toBe(expected);
  });

  it.each([
    ['DE', -0.004, '0,00'],
    ['DE', -0, '0,00'],
    ['HU', -0.4, `0${NBSP}Ft`],
  ] as const)('drops the sign when %s %d rounds to zero', (site, amount, expected) => {
    expect(formatPrice(amount, site)).toBe(expected);
  });

  it.each([
    ['DE', 0.005, '0,01'],
    ['DE', 19.999, '20,00'],
    ['CZ', 0.5, `1${NBSP}Kč`],
    ['HU', 2.5, `3${NBSP}Ft`],
    ['HU', 2.49, `2${NBSP}Ft`],
  ] as const)('rounds %s %d half away from zero to %j', (site, amount, expected) => {
    expect(formatPrice(amount, site)).toBe(expected);
  });

  it.each([
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [Number.NEGATIVE_INFINITY],
    [undefined],
    [null],
    ['12'],
  ])('returns an empty string for the non-finite input %j', (amount) => {
    expect(formatPrice(amount as unknown as number, 'AT')).toBe('');
  });

  it('returns an empty string for an unknown site instead of throwing', () => {
    expect(formatPrice(1, 'XX' as Site)).toBe('');
  });

  it('never contains a breakable space', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SITE_KEYS),
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        (site, amount) => {
          expect(formatPrice(amount, site)).not.toMatch(/ /);
        },
      ),
    );
  });

  it('keeps the digits of the rounded amount on every site', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SITE_KEYS),
        fc.integer({ min: -1e9, max: 1e9 }),
        (site, cents) => {
          const digits = formatPrice(cents / 100, site).replace(/\D/g, '');
          const expected =
            site === 'CZ' || site === 'HU'
              ? String(Math.abs(Math.round(Math.abs(cents) / 100)))
              : String(Math.abs(cents)).padStart(3, '0');
          expect(digits).toBe(expected);
        },
      ),
    );
  });
});

describe('formatNumber', () => {
  it.each([
    ['DE', 1234, undefined, '1.234'],
    ['DE', 12.5, undefined, '12,5'],
    ['DE', 12.345, undefined, '12,35'],
    ['CH', 1234567, undefined, `1${APOS}234${APOS}567`],
    ['CH_FR', 12.5, undefined, '12.5'],
    ['PL', 1234, undefined, `1${NBSP}234`],
    ['CZ', 12.5, undefined, '13'],
    ['HU', 10000, undefined, `10${NBSP}000`],
    ['TR', -1234, undefined, '-1.234'],
    ['DE', 12.5, { minimumFractionDigits: 2 }, '12,50'],
    ['HU', 12.5, { maximumFractionDigits: 1 }, '12,5'],
    ['DE', 1.23456, { maximumFractionDigits: 3 }, '1,235'],
    ['DE', 3, { minimumFractionDigits: 5, maximumFractionDigits: 1 }, '3,0'],
    ['DE', 3, { minimumFractionDigits: -4, maximumFractionDigits: 99 }, '3'],
  ] as const)('formats %s %d with %j as %j', (site, value, options, expected) => {
    expect(formatNumber(value, site, options)).toBe(expected);
  });

  it('returns an empty string for non-finite input', () => {
    expect(formatNumber(Number.NaN, 'DE')).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'PL')).toBe('');
  });
});

describe('getPriceParts', () => {
  it.each([
    ['DE', 0, '0', '00', ','],
    ['DE', 1999, '19', '99', ','],
    ['DE', 123450, '1.234', '50', ','],
    ['AT', 5, '0', '05', ','],
    ['CH', 123456789, `1${APOS}234${APOS}567`, '89', '.'],
    ['CH_FR', 100, '1', '00', '.'],
    ['PL', 123450, `1${NBSP}234`, '50', ','],
    ['CZ', 123450, `1${NBSP}235`, '', ','],
    ['CZ', 49, '0', '', ','],
    ['HU', 99999, `1${NBSP}000`, '', ','],
    ['SK', 123450, '1.234', '50', ','],
    ['TR', 17500, '175', '00', ','],
    ['DE', -50, '-0', '50', ','],
    ['TR', -123450, '-1.234', '50', ','],
    ['DE', 12.4, '0', '12', ','],
  ] as const)('splits %s %d cents into %j and %j', (site, cents, whole, decimal, separator) => {
    expect(getPriceParts(cents, site)).toEqual({ whole, decimal, decimalSeparator: separator });
  });

  it('gives empty parts for non-finite cents', () => {
    expect(getPriceParts(Number.NaN, 'DE')).toEqual({
      whole: '',
      decimal: '',
      decimalSeparator: '',
    });
  });

  it('agrees with formatPrice on every site', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SITE_KEYS),
        fc.integer({ min: -1e9, max: 1e9 }),
        (site, cents) => {
          const { whole, decimal, decimalSeparator } = getPriceParts(cents, site);
          const joined = decimal ? `${whole}${decimalSeparator}${decimal}` : whole;
          expect(formatPrice(cents / 100, site)).toContain(joined);
        },
      ),
    );
  });
});
