// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  THEMES,
  getStarFills,
  isDarkTheme,
  isTheme,
  parseAspectRatio,
  parseRating,
  parseTheme,
  type StarFill,
} from './theme.logic';

describe('theme values', () => {
  it.each(THEMES)('accepts %s', (theme) => {
    expect(isTheme(theme)).toBe(true);
    expect(parseTheme(theme)).toBe(theme);
  });

  it.each([
    ['Dark'],
    [' dark'],
    ['dark '],
    ['gray'],
    ['coffee'],
    ['blue'],
    ['coral-dark'],
    ['light-dark'],
    [''],
    [undefined],
    [null],
    [0],
    [true],
    [['dark']],
    [{ theme: 'dark' }],
  ])('rejects %j', (value) => {
    expect(isTheme(value)).toBe(false);
    expect(parseTheme(value)).toBeUndefined();
  });

  it.each([
    ['dark', true],
    ['coffee-dark', true],
    ['blue-dark', true],
    ['light', false],
    ['beige', false],
    ['brown-light', false],
  ] as const)('isDarkTheme(%s) is %s', (theme, expected) => {
    expect(isDarkTheme(theme)).toBe(expected);
  });
});

describe('parseAspectRatio', () => {
  it.each<[unknown, number]>([
    ['16/9', 16 / 9],
    ['4/3', 4 / 3],
    ['3/2', 3 / 2],
    ['1/1', 1],
    ['16 / 9', 16 / 9],
    [' 4/3 ', 4 / 3],
    [1.5, 1.5],
    [1, 1],
    [0.5625, 0.5625],
    [21 / 9, 21 / 9],
    ['1.5', 1.5],
    ['2', 2],
    ['.75', 0.75],
  ])('accepts %j as %d', (value, expected) => {
    expect(parseAspectRatio(value)).toBeCloseTo(expected, 10);
  });

  it.each<[unknown]>([
    ['21/9'],
    ['9/16'],
    ['2/1'],
    ['32/18'],
    ['16:9'],
    ['16/0'],
    ['16/9/1'],
    [0],
    [-1],
    [-1.5],
    ['0'],
    ['-2'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    ['Infinity'],
    ['1e3'],
    ['0x10'],
    ['1.5px'],
    ['auto'],
    ['square'],
    [''],
    ['  '],
    [undefined],
    [null],
    [true],
    [[16, 9]],
    [{ width: 16, height: 9 }],
  ])('rejects %j', (value) => {
    expect(parseAspectRatio(value)).toBeUndefined();
  });
});

describe('parseRating', () => {
  it.each<[unknown, unknown, unknown, { id: string; value: number; scale: number }]>([
    ['p123', 4.5, undefined, { id: 'p123', value: 4.5, scale: 5 }],
    ['ABC', 3, 5, { id: 'ABC', value: 3, scale: 5 }],
    ['a1', '4.2', '5', { id: 'a1', value: 4.2, scale: 5 }],
    ['a1', 7, 10, { id: 'a1', value: 7, scale: 10 }],
    ['a1', 1, 1, { id: 'a1', value: 1, scale: 1 }],
    ['a1', 0, null, { id: 'a1', value: 0, scale: 5 }],
    ['a1', 2, '', { id: 'a1', value: 2, scale: 5 }],
    // clamped to 0..scale
    ['a1', 5.2, undefined, { id: 'a1', value: 5, scale: 5 }],
    ['a1', 12, 10, { id: 'a1', value: 10, scale: 10 }],
    ['a1', -1, undefined, { id: 'a1', value: 0, scale: 5 }],
    ['a1', '-0.5', 3, { id: 'a1', value: 0, scale: 3 }],
  ])('accepts id %j, value %j, scale %j', (id, value, scale, expected) => {
    expect(parseRating({ id, value, scale })).toEqual(expected);
  });

  it.each<[string, unknown, unknown, unknown]>([
    ['an id with a dash', 'p-123', 4, undefined],
    ['an id with an underscore', 'p_123', 4, undefined],
    ['an id with a space', 'p 123', 4, undefined],
    ['an id with an umlaut', 'bewertungä', 4, undefined],
    ['an id with markup', '<b>1</b>', 4, undefined],
    ['an empty id', '', 4, undefined],
    ['a numeric id', 123, 4, undefined],
    ['a missing id', undefined, 4, undefined],
    ['a missing value', 'a1', undefined, undefined],
    ['a null value', 'a1', null, undefined],
    ['a text value', 'a1', 'four', undefined],
    ['an empty value', 'a1', '', undefined],
    ['a NaN value', 'a1', Number.NaN, undefined],
    ['an infinite value', 'a1', Number.POSITIVE_INFINITY, undefined],
    ['a zero scale', 'a1', 1, 0],
    ['a negative scale', 'a1', 1, -5],
    ['a fractional scale', 'a1', 1, 4.5],
    ['a scale above 10', 'a1', 1, 11],
    ['a text scale', 'a1', 1, 'five'],
    ['a NaN scale', 'a1', 1, Number.NaN],
  ])('rejects %s', (_, id, value, scale) => {
    expect(parseRating({ id, value, scale })).toBeUndefined();
  });
});

describe('getStarFills', () => {
  const F = 'full';
  const H = 'half';
  const E = 'empty';
  it.each<[number, number, StarFill[]]>([
    [0, 5, [E, E, E, E, E]],
    [0.24, 5, [E, E, E, E, E]],
    [0.25, 5, [H, E, E, E, E]],
    [0.5, 5, [H, E, E, E, E]],
    [1, 5, [F, E, E, E, E]],
    [3.5, 5, [F, F, F, H, E]],
    [4.24, 5, [F, F, F, F, E]],
    [4.25, 5, [F, F, F, F, H]],
    [4.75, 5, [F, F, F, F, F]],
    [5, 5, [F, F, F, F, F]],
    [7, 5, [F, F, F, F, F]],
    [-1, 5, [E, E, E, E, E]],
    [2.5, 3, [F, F, H]],
    [6.5, 10, [F, F, F, F, F, F, H, E, E, E]],
  ])('%d of %d -> %j', (value, scale, expected) => {
    expect(getStarFills(value, scale)).toEqual(expected);
  });
});
