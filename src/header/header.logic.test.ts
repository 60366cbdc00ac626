// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  getIconBarFlyouts,
  getStickyState,
  hasBackButton,
  isStickyAllowed,
  type ScrollSample,
  type StickyState,
} from './header.logic';
import { canOpenFlyout, normalisePageType } from '../minicart/minicart-icon.logic';

describe('isStickyAllowed', () => {
  it.each([
    [true, undefined, true],
    [true, 'homepage', true],
    [true, 'category', true],
    [true, 'some page type nobody knows', true],
    [true, 'basket', false],
    [true, 'ProductDetailPage', false],
    [true, ' Basket ', false],
    [true, 'productdetailpage', false],
    [true, '\tPRODUCTDETAILPAGE\n', false],
    [false, 'homepage', false],
  ])('sticky=%s on page type %s: %s', (sticky, pageType, expected) => {
    expect(isStickyAllowed(sticky, pageType)).toBe(expected);
  });

  it('reads the page type as the cart flyout does: both go through normalisePageType', () => {
    for (const pageType of [' Basket ', 'BASKET', 'basket\n']) {
      expect(isStickyAllowed(true, pageType), pageType).toBe(false);
      expect(canOpenFlyout(pageType, true), pageType).toBe(false);
    }
  });
});

describe('normalisePageType', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    [' Basket ', 'basket'],
    ['ProductDetailPage', 'productdetailpage'],
    ['homepage', 'homepage'],
  ])('reads %j as %j', (pageType, expected) => {
    expect(normalisePageType(pageType)).toBe(expected);
  });
});

describe('getStickyState', () => {
  const at = (scrollY: number, previousScrollY: number, flyoutOpen = false): ScrollSample => ({
    headerTop: 40,
    headerHeight: 100,
    scrollY,
    previousScrollY,
    flyoutOpen,
  });

  it.each<[string, StickyState, ScrollSample, StickyState]>([
    ['stays in the flow above its own top', 'stuck', at(30, 60), 'static'],
    ['sticks once the page scrolls past its top', 'static', at(41, 0), 'stuck'],
    ['stays stuck while scrolling further down', 'stuck', at(900, 500), 'stuck'],
    ['stays stuck while scrolling up', 'stuck', at(500, 900), 'stuck'],
  ])('always: %s', (_name, previous, sample, expected) => {
    expect(getStickyState('always', previous, sample)).toBe(expected);
  });

  it.each<[string, StickyState, ScrollSample, StickyState]>([
    ['is in the flow at the top of the page', 'hidden', at(0, 300), 'static'],
    ['sticks, not hides, while its own space is still on screen', 'static', at(120, 20), 'stuck'],
    ['slides away scrolling down below itself', 'stuck', at(400, 200), 'hidden'],
    ['comes back scrolling up', 'hidden', at(350, 400), 'stuck'],
    ['stays away when the scroll position did not change', 'hidden', at(400, 400), 'hidden'],
    ['never hides while a flyout is open', 'stuck', at(800, 400, true), 'stuck'],
    ['comes back when a flyout opens while hidden', 'hidden', at(800, 800, true), 'stuck'],
  ])('on-scroll-up: %s', (_name, previous, sample, expected) => {
    expect(getStickyState('on-scroll-up', previous, sample)).toBe(expected);
  });
});

describe('getIconBarFlyouts', () => {
  it('has search, store finder, user menu and cart, in that order', () => {
    expect(getIconBarFlyouts(false)).toEqual(['SEARCH', 'STORE_FINDER', 'USER_MENU', 'CART']);
  });

  it('keeps only the cart in the reduced header', () => {
    expect(getIconBarFlyouts(true)).toEqual(['CART']);
  });
});

describe('hasBackButton', () => {
  it.each([
    ['CLASSIC', false, false],
    ['TABLET', false, false],
    ['MATCH', false, true],
    ['SMARTPHONE', false, true],
    ['CLASSIC', true, true],
  ] as const)('on %s with an app back action %s: %s', (platform, appBack, expected) => {
    expect(hasBackButton(platform, appBack)).toBe(expected);
  });
});
