import { describe, expect, it } from 'vitest';
import type { Site } from '../core/sites';
import {
  getIconBarFlyouts,
  getStickyState,
  getStoreFinderTerm,
  getUserMenuModel,
  hasBackButton,
  isStickyAllowed,
  type ScrollSample,
  type StickyState,
} from './header.logic';

describe('isStickyAllowed', () => {
  it.each([
    [true, undefined, true],
    [true, 'homepage', true],
    [true, 'category', true],
    [true, 'some page type nobody knows', true],
    [true, 'basket', false],
    [true, 'ProductDetailPage', false],
    [false, 'homepage', false],
  ])('sticky=%s on page type %s: %s', (sticky, pageType, expected) => {
    expect(isStickyAllowed(sticky, pageType)).toBe(expected);
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

describe('getUserMenuModel', () => {
  const loggedOut = { loggedInOrRemembered: false, customerName: '', isCardMember: false };
  const member = { loggedInOrRemembered: true, customerName: 'Anna Nowak', isCardMember: true };
  const ids = (site: Site, user = loggedOut): string[] =>
    getUserMenuModel(site, user, '1.234').entries.map((entry) => entry.id);

  it('lists every entry on DE for a logged-in card member', () => {
    expect(ids('DE', member)).toEqual([
      'account',
      'loyaltyCard',
      'orders',
      'watchlist',
      'loyaltyBeans',
      'mobilePlan',
      'community',
      'help',
    ]);
  });

  it('shows the loyalty beans with their count to card members only', () => {
    expect(ids('DE', { ...member, isCardMember: false })).not.toContain('loyaltyBeans');
    expect(ids('DE', loggedOut)).not.toContain('loyaltyBeans');
    const beans = getUserMenuModel('AT', member, '1.234').entries.find(
      (entry) => entry.id === 'loyaltyBeans',
    );
    expect(beans).toEqual({
      id: 'loyaltyBeans',
      href: '/beanaccount',
      label: 'header.userMenu.loyaltyBeans',
      params: { count: '1.234' },
    });
  });

  it('has mobile plan and community on DE only', () => {
    for (const site of ['AT', 'CH', 'CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR'] as const) {
      expect(ids(site, member)).not.toContain('mobilePlan');
      expect(ids(site, member)).not.toContain('community');
    }
  });

  it('has no loyalty card page and no service and help on TR', () => {
    expect(ids('TR', member)).toEqual(['account', 'orders', 'watchlist', 'loyaltyBeans']);
  });

  it('greets a logged-in or remembered visitor by name, and nobody else', () => {
    expect(getUserMenuModel('DE', member, '0')).toMatchObject({
      loggedIn: true,
      customerName: 'Anna Nowak',
    });
    expect(getUserMenuModel('DE', { ...loggedOut, customerName: 'Left Over' }, '0')).toMatchObject({
      loggedIn: false,
      customerName: '',
    });
  });

  it('goes to the spec routes for account, orders, watchlist', () => {
    const entries = getUserMenuModel('PL', member, '0').entries;
    expect(
      entries.filter((entry) => ['account', 'orders', 'watchlist'].includes(entry.id)),
    ).toEqual([
      { id: 'account', href: '/account', label: 'header.userMenu.account' },
      { id: 'orders', href: '/orderhistory', label: 'header.userMenu.orders' },
      { id: 'watchlist', href: '/watchlist', label: 'header.userMenu.watchlist' },
    ]);
  });
});

describe('getStoreFinderTerm', () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    [' 20095 ', '20095'],
    ['Hamburg', 'Hamburg'],
  ])('reads %j as %j', (value, expected) => {
    expect(getStoreFinderTerm(value)).toBe(expected);
  });
});
