import { describe, expect, it, vi } from 'vitest';
import {
  parseAttribute,
  readAttributes,
  serializeProperty,
  toAttributeName,
  type AttributeSpec,
} from './attributes';

describe('parseAttribute', () => {
  const cases: [string, AttributeSpec, string | null, unknown][] = [
    ['a bare boolean is true', { type: 'boolean', default: false }, '', true],
    ['"false" is false', { type: 'boolean', default: true }, 'false', false],
    ['"FALSE " is false', { type: 'boolean', default: true }, 'FALSE ', false],
    ['"true" is true', { type: 'boolean', default: false }, 'true', true],
    [
      'any other boolean text is true (present)',
      { type: 'boolean', default: false },
      'sticky',
      true,
    ],
    ['an absent boolean takes its default true', { type: 'boolean', default: true }, null, true],
    ['an absent boolean takes its default false', { type: 'boolean', default: false }, null, false],
    ['a number parses', { type: 'number', default: 10 }, ' 25 ', 25],
    ['a decimal number parses', { type: 'number' }, '2.5', 2.5],
    ['an absent number takes its default', { type: 'number', default: 10 }, null, 10],
    ['an empty number takes its default', { type: 'number', default: 10 }, '', 10],
    ['a non-number takes the default', { type: 'number', default: 10 }, 'ten', 10],
    ['a number below min takes the default', { type: 'number', default: 10, min: 0 }, '-1', 10],
    ['a string is kept as is', { type: 'string' }, ' Hello ', ' Hello '],
    ['an absent string takes its default', { type: 'string', default: 'x' }, null, 'x'],
    ['an absent string without default is undefined', { type: 'string' }, null, undefined],
    [
      'an enum matches case-insensitively',
      { type: 'enum', values: ['overlay', 'flyout'] },
      'FLYOUT',
      'flyout',
    ],
    [
      'an unknown enum value takes the default',
      { type: 'enum', values: ['a', 'b'], default: 'a' },
      'c',
      'a',
    ],
    [
      'an empty enum takes the default',
      { type: 'enum', values: ['a', 'b'], default: 'b' },
      '',
      'b',
    ],
  ];
  it.each(cases)('%s', (_name, spec, raw, expected) => {
    expect(parseAttribute(spec, raw)).toEqual(expected);
  });

  it('reports invalid values instead of throwing', () => {
    const report = vi.fn();
    expect(parseAttribute({ type: 'number', default: 1 }, 'NaN', report)).toBe(1);
    expect(parseAttribute({ type: 'enum', values: ['x'] }, 'y', report)).toBeUndefined();
    expect(report.mock.calls).toEqual([['NaN'], ['y']]);
  });

  it('does not report valid or absent values', () => {
    const report = vi.fn();
    parseAttribute({ type: 'number', default: 1 }, null, report);
    parseAttribute({ type: 'boolean', default: true }, 'false', report);
    parseAttribute({ type: 'enum', values: ['x'] }, 'x', report);
    expect(report).not.toHaveBeenCalled();
  });
});

describe('toAttributeName', () => {
  it.each([
    ['showPromotionBanner', 'show-promotion-banner'],
    ['pageType', 'page-type'],
    ['useminicart', 'useminicart'],
    ['site', 'site'],
    ['originAddition', 'origin-addition'],
  ])('maps %s to %s', (property, attribute) => {
    expect(toAttributeName(property)).toBe(attribute);
  });
});

describe('readAttributes', () => {
  it('reads every attribute of the table by its kebab-case name', () => {
    const element = document.createElement('div');
    element.setAttribute('page-type', 'basket');
    element.setAttribute('sticky', 'false');
    element.setAttribute('discount', '15');
    const report = vi.fn();
    const values = readAttributes(
      element,
      {
        pageType: { type: 'string' },
        sticky: { type: 'boolean', default: true },
        reduced: { type: 'boolean', default: false },
        discount: { type: 'number', default: 10 },
      },
      report,
    );
    expect(values).toEqual({ pageType: 'basket', sticky: false, reduced: false, discount: 15 });
    expect(report).not.toHaveBeenCalled();
  });

  it('names the attribute when it reports an invalid value', () => {
    const element = document.createElement('div');
    element.setAttribute('variant', 'sideways');
    const report = vi.fn();
    readAttributes(
      element,
      { variant: { type: 'enum', values: ['overlay'], default: 'overlay' } },
      report,
    );
    expect(report).toHaveBeenCalledWith('variant', 'sideways');
  });
});

describe('serializeProperty', () => {
  it.each([
    [{ type: 'boolean', default: true } as const, true, ''],
    [{ type: 'boolean', default: true } as const, false, 'false'],
    [{ type: 'boolean', default: true } as const, 'false', 'false'],
    [{ type: 'boolean', default: true } as const, null, null],
    [{ type: 'number' } as const, 12, '12'],
    [{ type: 'string' } as const, 'AT', 'AT'],
    [{ type: 'string' } as const, undefined, null],
  ])('serializes %o with %o to %o', (spec, value, expected) => {
    expect(serializeProperty(spec, value)).toBe(expected);
  });
});
