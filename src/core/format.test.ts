// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice, getPriceParts } from './format';
import { SITE_KEYS, type Site } from './sites';
import { SITE_MONEY_FORMATS, siteMoney } from '../../test/helpers/money';

// Spelled out so the expectations read like the shop's price tags.
const NBSP = '\u00A0';
const APOS = '\u2019';

describe('formatPrice', () => {
  it.each([
    ['DE', 0, '0,00'],
    ['DE', 100, '1,00'],
    ['DE', 123450, '1.234,50'],
    ['DE', 123456789, '1.234.567,89'],
    ['AT', 0, `€${NBSP}0,00`],
    ['AT', 100, `€${NBSP}1,00`],
    ['AT', 123450, `€${NBSP}1.234,50`],
    ['AT', 123456789, `€${NBSP}1.234.567,89`],
    ['CH', 0, `CHF${NBSP}0.00`],
    ['CH', 5, `CHF${NBSP}0.05`],
    ['CH', 123450, `CHF${NBSP}1${APOS}234.50`],
    ['CH', 123456789, `CHF${NBSP}1${APOS}234${APOS}567.89`],
    ['CH_FR', 0, `CHF${NBSP}0.00`],
    ['CH_FR', 100, `CHF${NBSP}1.00`],
    ['CH_FR', 123450, `CHF${NBSP}1${APOS}234.50`],
    ['CH_FR', 123456789, `CHF${NBSP}1${APOS}234${APOS}567.89`],
    ['PL', 0, `0,00${NBSP}zł`],
    ['PL', 100, `1,00${NBSP}zł`],
    ['PL', 123450, `1${NBSP}234,50${NBSP}zł`],
    ['PL', 123456789, `1${NBSP}234${NBSP}567,89${NBSP}zł`],
    ['CZ', 0, `0${NBSP}Kč`],
    ['CZ', 100, `1${NBSP}Kč`],
    ['CZ', 123460, `1${NBSP}235${NBSP}Kč`],
    ['CZ', 123450, `1${NBSP}235${NBSP}Kč`],
    ['CZ', 123449, `1${NBSP}234${NBSP}Kč`],
    ['CZ', 123456789, `1${NBSP}234${NBSP}568${NBSP}Kč`],
    ['HU', 0, `0${NBSP}Ft`],
    ['HU', 100, `1${NBSP}Ft`],
    ['HU', 123450, `1${NBSP}235${NBSP}Ft`],
    ['HU', 123456789, `1${NBSP}234${NBSP}568${NBSP}Ft`],
    ['SK', 0, `0,00${NBSP}€`],
    ['SK', 100, `1,00${NBSP}€`],
    ['SK', 123450, `1.234,50${NBSP}€`],
    ['SK', 123456789, `1.234.567,89${NBSP}€`],
    ['TR', 0, `0,00${NBSP}TL`],
    ['TR', 100, `1,00${NBSP}TL`],
    ['TR', 123450, `1.234,50${NBSP}TL`],
    ['TR', 123456789, `1.234.567,89${NBSP}TL`],
  ] as const)('formats %s %d minor units as %j', (site, amount, expected) => {
    expect(formatPrice(amount, site)).toBe(expected);
  });

  it.each([
    ['DE', -500, '-5,00'],
    ['DE', -123450, '-1.234,50'],
    ['AT', -500, `€${NBSP}-5,00`],
    ['CH', -123450, `CHF${NBSP}-1${APOS}234.50`],
    ['PL', -123450, `-1${NBSP}234,50${NBSP}zł`],
    ['CZ', -123450, `-1${NBSP}235${NBSP}Kč`],
    ['TR', -99, `-0,99${NBSP}TL`],
  ] as const)('formats the negative amount %s %d as %j', (site, amount, expected) => {
    expect(formatPrice(amount, site)).toBe(expected);
  });

  it.each([
    ['DE', -0.4, '0,00'],
    ['DE', -0, '0,00'],
    ['HU', -40, `0${NBSP}Ft`],
  ] as const)('drops the sign when %s %d rounds to zero', (site, amount, expected) => {
    expect(formatPrice(amount, site)).toBe(expected);
  });

  it.each([
    ['DE', 0.5, '0,01'],
    ['DE', 1999.9, '20,00'],
    ['CZ', 50, `1${NBSP}Kč`],
    ['HU', 250, `3${NBSP}Ft`],
    ['HU', 249, `2${NBSP}Ft`],
    ['HU', -250, `-3${NBSP}Ft`],
  ] as const)('rounds %s %d half away from zero to %j', (site, amount, expected) => {
    expect(formatPrice(amount, site)).toBe(expected);
  });

  it.each([
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [Number.NEGATIVE_INFINITY],
    [undefined],
    [null],
    ['1200'],
    [Number.MAX_SAFE_INTEGER + 2],
    [-1e300],
  ])('returns an empty string for %j, which is no exact number of minor units', (amount) => {
    expect(formatPrice(amount as unknown as number, 'AT')).toBe('');
  });

  it('prints the largest exact amount with all its digits', () => {
    expect(formatPrice(Number.MAX_SAFE_INTEGER, 'DE')).toBe('90.071.992.547.409,91');
  });

  it('returns an empty string for an unknown site instead of throwing', () => {
    expect(formatPrice(100, 'XX' as Site)).toBe('');
  });

  it("equals the site's own number format of n/100 for every integer amount", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SITE_KEYS),
        fc.oneof(
          fc.integer({ min: -1e7, max: 1e7 }),
          fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        ),
        (site, minorUnits) => {
          expect(formatPrice(minorUnits, site)).toBe(siteMoney(minorUnits, site));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never contains a breakable space', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SITE_KEYS),
        fc.double({ min: -1e14, max: 1e14, noNaN: true }),
        (site, amount) => {
          expect(formatPrice(amount, site)).not.toMatch(/ /);
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
    ['DE', 0, '', '0', '00', ''],
    ['DE', 1999, '', '19', '99', ''],
    ['DE', 123450, '', '1.234', '50', ''],
    ['AT', 5, `€${NBSP}`, '0', '05', ''],
    ['CH', 123456789, `CHF${NBSP}`, `1${APOS}234${APOS}567`, '89', ''],
    ['CH_FR', 100, `CHF${NBSP}`, '1', '00', ''],
    ['PL', 123450, '', `1${NBSP}234`, '50', `${NBSP}zł`],
    ['CZ', 123460, '', `1${NBSP}235`, '', `${NBSP}Kč`],
    ['CZ', 49, '', '0', '', `${NBSP}Kč`],
    ['HU', 99999, '', `1${NBSP}000`, '', `${NBSP}Ft`],
    ['SK', 123450, '', '1.234', '50', `${NBSP}€`],
    ['TR', 17500, '', '175', '00', `${NBSP}TL`],
    ['DE', -50, '', '-0', '50', ''],
    ['TR', -123450, '', '-1.234', '50', `${NBSP}TL`],
  ] as const)(
    'splits %s %d cents into %j, %j, %j and %j',
    (site, cents, prefix, whole, decimal, suffix) => {
      expect(getPriceParts(cents, site)).toEqual({
        prefix,
        whole,
        decimalSeparator: SITE_MONEY_FORMATS[site].decimal,
        decimal,
        suffix,
      });
    },
  );

  it('gives empty parts for non-finite cents', () => {
    expect(getPriceParts(Number.NaN, 'DE')).toEqual({
      prefix: '',
      whole: '',
      decimalSeparator: '',
      decimal: '',
      suffix: '',
    });
  });
});
