// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canOpenFlyout, getBadgeText } from './minicart-icon.logic';

describe('getBadgeText', () => {
  it.each([
    [undefined, undefined],
    [0, undefined],
    [-3, undefined],
    [Number.NaN, undefined],
    [1, '1'],
    [99, '99'],
    [100, '+99'],
    [Number.MAX_SAFE_INTEGER, '+99'],
  ])('shows %s as %s', (count, text) => {
    expect(getBadgeText(count, 'DE')).toBe(text);
  });
});

describe('canOpenFlyout', () => {
  it.each([
    [undefined, true, true],
    ['ProductDetailPage', true, true],
    ['basket', true, false],
    [' Basket ', true, false],
    [undefined, false, false],
  ])('page type %s with useminicart %s opens: %s', (pageType, useMiniCart, expected) => {
    expect(canOpenFlyout(pageType, useMiniCart)).toBe(expected);
  });
});
