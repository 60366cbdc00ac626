// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Site } from '../core/sites';
import { getStoreFinderTerm, getUserMenuModel } from './header-panels.logic';

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
