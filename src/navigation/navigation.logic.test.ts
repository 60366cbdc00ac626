// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogger } from '../core/logger';
import type { NavigationNode } from '../core/schemas/navigation';
import type { NavigationItem } from '../../stores/navigation/navigation.items';
import {
  findCurrentPath,
  getBarFocusTarget,
  getMenuType,
  getMobileNavigationBehaviour,
  getTrail,
  hasFlyout,
} from './navigation.logic';

const node = (href: string, children: NavigationNode[] = []): NavigationNode => ({
  title: href,
  href,
  target: '_self',
  children,
  teaser: undefined,
});

const category = (root: NavigationNode): NavigationItem => ({
  kind: 'CATEGORY',
  title: root.title,
  href: root.href,
  node: root,
  key: '',
});

const COFFEE = node('/c/coffee', [
  node('/c/coffee/beans', [node('/c/coffee/beans/espresso')]),
  node('https://www.shop.example/c/coffee/capsules/'),
]);
const ITEMS: NavigationItem[] = [
  { kind: 'THEME_WORLDS', title: 'Themenwelten', href: '/c/coffee', themeWorlds: undefined },
  category(COFFEE),
  category(node('/c/mobile')),
];

describe('flyout props', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
    resetLogger();
  });

  it.each([
    [undefined, 'flyout'],
    ['links', 'links'],
    [' LINKS ', 'links'],
    ['flyout', 'flyout'],
    ['mega', 'flyout'],
  ])('reads menu-type %j as %s', (value, expected) => {
    expect(getMenuType(value)).toBe(expected);
  });

  it.each([
    [undefined, 'drawer'],
    ['drawer', 'drawer'],
    ['Current', 'current'],
    ['none', 'none'],
    ['<b>none</b>', 'drawer'],
  ])('reads mobile-navigation-behaviour %j as %s', (value, expected) => {
    expect(getMobileNavigationBehaviour(value)).toBe(expected);
  });

  it.each([
    ['menu-type', () => getMenuType(' Mega '), 'flyout', 'mega'],
    [
      'mobile-navigation-behaviour',
      () => getMobileNavigationBehaviour('<b>none</b>'),
      'drawer',
      '<b>none</b>',
    ],
  ])('logs an error for a %s it cannot use and falls back', (attribute, read, fallback, value) => {
    expect(read()).toBe(fallback);
    expect(consoleError).toHaveBeenCalledWith(
      '[shop-elements]',
      `navigation: invalid ${attribute}, default used`,
      { source: 'navigation', attribute, value },
    );
  });

  it('logs nothing for known values or none', () => {
    getMenuType('LINKS');
    getMenuType(undefined);
    getMenuType(' ');
    getMobileNavigationBehaviour('current');
    getMobileNavigationBehaviour('');
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('hasFlyout', () => {
  it.each([
    ['a category with children', ITEMS[1], 'flyout', true],
    ['a category without children or teaser', ITEMS[2], 'flyout', false],
    [
      'a category with a teaser only',
      category({ ...node('/c/x'), teaser: { list: [{ title: 'Sale', href: '/s' }] } }),
      'flyout',
      true,
    ],
    ['theme worlds without sections', ITEMS[0], 'flyout', false],
    ['a category with children, with menu-type links', ITEMS[1], 'links', false],
  ] as const)('opens for %s: %s', (_case, item, menuType, expected) => {
    expect(hasFlyout(item as NavigationItem, menuType)).toBe(expected);
  });
});

describe('getTrail', () => {
  it('walks the path and stops at an index that is gone', () => {
    expect(getTrail(COFFEE, [0, 0]).map((entry) => entry.href)).toEqual([
      '/c/coffee',
      '/c/coffee/beans',
      '/c/coffee/beans/espresso',
    ]);
    expect(getTrail(COFFEE, [5, 0])).toEqual([COFFEE]);
  });
});

describe('findCurrentPath', () => {
  it.each([
    ['a category with children: its own level', '/c/coffee/beans', [1, 0]],
    ['a leaf: the level it is listed in', '/c/coffee/beans/espresso', [1, 0]],
    ['an absolute link with a trailing slash', '/c/coffee/capsules', [1]],
    ['a top category', '/c/coffee/', [1]],
    ['a top category without a level', '/c/mobile', []],
    ['no category', '/cart', []],
  ])('opens at %s', (_case, pathname, expected) => {
    expect(findCurrentPath(ITEMS, pathname, 'flyout')).toEqual(expected);
  });

  it('opens at the top with menu-type links', () => {
    expect(findCurrentPath(ITEMS, '/c/coffee/beans', 'links')).toEqual([]);
  });
});

describe('getBarFocusTarget', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 3, 0],
    ['ArrowLeft', 0, 3],
    ['ArrowLeft', 2, 1],
    ['Home', 2, 0],
    ['End', 1, 3],
    ['ArrowDown', 1, undefined],
    ['a', 1, undefined],
  ])('moves %s from %i to %j of 4', (key, index, expected) => {
    expect(getBarFocusTarget(4, index, key)).toBe(expected);
  });

  it('moves nowhere without controls', () => {
    expect(getBarFocusTarget(0, -1, 'ArrowRight')).toBeUndefined();
  });
});
