import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogger } from '../../src/core/logger';
import type { NavigationNode, ThemeWorldNavigation } from '../../src/core/schemas/navigation';
import {
  getBaseOrigin,
  getCategoryKey,
  getNavigationItems,
  resolveNavigationHref,
  type NavigationItemOptions,
} from './navigation.items';

const node = (title: string, href: string, children: NavigationNode[] = []): NavigationNode => ({
  title,
  href,
  target: '_self',
  children,
  teaser: undefined,
});

const TREE = [
  node('Kaffee', '/c/coffee', [node('Kapseln', 'c/coffee/capsules')]),
  node('Mode', 'mode-c400118928.html'),
];

const WORLD = {
  url: '/themeworld/winter-sports',
  imgUrl: '/demo-assets/themeworlds/winter-sports.svg',
  title: 'Wintersport',
  availability: undefined,
  badges: [],
  card: false,
  endDate: undefined,
  endDateText: undefined,
  onlyXDaysLeftText: undefined,
};
const EMPTY_SECTION = { headline: undefined, themeworlds: [] };
const THEME_WORLDS: ThemeWorldNavigation = {
  scout: EMPTY_SECTION,
  new: { headline: 'Neu', themeworlds: [WORLD] },
  more: EMPTY_SECTION,
  lastChance: EMPTY_SECTION,
  translations: { themeWorlds: 'Themenwelten der Woche' },
};
const NO_THEME_WORLDS: ThemeWorldNavigation = {
  scout: EMPTY_SECTION,
  new: EMPTY_SECTION,
  more: EMPTY_SECTION,
  lastChance: EMPTY_SECTION,
  translations: { themeWorlds: 'Themenwelten' },
};

const items = (options: Partial<NavigationItemOptions> = {}) =>
  getNavigationItems({
    tree: TREE,
    themeWorlds: THEME_WORLDS,
    defaultThemeWorldTitle: 'Themenwelten (Standard)',
    ...options,
  });

describe('getNavigationItems', () => {
  it('puts theme worlds first, then the categories in the order of the data', () => {
    expect(items().map((item) => [item.kind, item.title])).toEqual([
      ['THEME_WORLDS', 'Themenwelten der Woche'],
      ['CATEGORY', 'Kaffee'],
      ['CATEGORY', 'Mode'],
    ]);
  });

  it.each([
    ['the prop', { themeWorldTitle: ' Unsere Welten ' }, 'Unsere Welten'],
    ['the answer, when the prop is blank', { themeWorldTitle: '  ' }, 'Themenwelten der Woche'],
    [
      'the default, when the answer has none',
      { themeWorlds: { ...THEME_WORLDS, translations: {} } },
      'Themenwelten (Standard)',
    ],
  ])('titles theme worlds from %s', (_case, options, title) => {
    expect(items(options)[0]?.title).toBe(title);
  });

  it('links theme worlds to the theme-world url and keeps their sections', () => {
    expect(items({ themeWorldUrl: '/themenwelten' })[0]).toMatchObject({
      href: '/themenwelten',
      themeWorlds: { new: { themeworlds: [WORLD] } },
    });
  });

  it.each([
    ['failed', undefined],
    ['has no theme world', NO_THEME_WORLDS],
  ])('leaves theme worlds out when their call %s and no url is given', (_case, themeWorlds) => {
    expect(items({ themeWorlds }).map((item) => item.kind)).toEqual(['CATEGORY', 'CATEGORY']);
  });

  it('keeps theme worlds as a plain link when only the url is there', () => {
    expect(items({ themeWorlds: undefined, themeWorldUrl: '/themenwelten' })[0]).toEqual({
      kind: 'THEME_WORLDS',
      title: 'Themenwelten (Standard)',
      href: '/themenwelten',
      themeWorlds: undefined,
    });
  });

  it('refuses a theme-world url the URL sanitiser refuses', () => {
    expect(items({ themeWorlds: undefined, themeWorldUrl: 'javascript:alert(1)' })).toHaveLength(2);
    expect(items({ themeWorldUrl: 'javascript:alert(1)' })[0]?.href).toBeUndefined();
  });

  it('has only theme worlds when the tree failed, and nothing when both failed', () => {
    expect(items({ tree: undefined }).map((item) => item.kind)).toEqual(['THEME_WORLDS']);
    expect(items({ tree: undefined, themeWorlds: undefined })).toEqual([]);
  });

  it('gives each category its key', () => {
    expect(items().flatMap((item) => (item.kind === 'CATEGORY' ? [item.key] : []))).toEqual([
      'coffee',
      'mode-c400118928',
    ]);
  });

  it('roots relative paths without a base domain', () => {
    const [, coffee, fashion] = items();
    expect(coffee?.href).toBe('/c/coffee');
    expect(coffee?.kind === 'CATEGORY' && coffee.node.children[0]?.href).toBe('/c/coffee/capsules');
    expect(fashion?.href).toBe('/mode-c400118928.html');
  });

  it('makes every relative address absolute on the base domain', () => {
    const tree = [
      {
        ...node('Kaffee', '/c/coffee', [node('Kapseln', 'c/coffee/capsules')]),
        teaser: { title: 'Entdecken', list: [{ title: 'Sale', href: '?filter=sale' }] },
      },
      node('Mobilfunk', 'https://mobil.partner.example/tarife'),
    ];
    const [themeWorlds, coffee, mobile] = items({
      tree,
      baseDomain: 'https://www.shop.example/de/',
      themeWorldUrl: '/themenwelten',
    });
    expect(themeWorlds).toMatchObject({
      href: 'https://www.shop.example/themenwelten',
      themeWorlds: {
        new: {
          themeworlds: [
            {
              url: 'https://www.shop.example/themeworld/winter-sports',
              imgUrl: 'https://www.shop.example/demo-assets/themeworlds/winter-sports.svg',
            },
          ],
        },
      },
    });
    expect(coffee).toMatchObject({
      href: 'https://www.shop.example/c/coffee',
      node: {
        children: [{ href: 'https://www.shop.example/c/coffee/capsules' }],
        teaser: { list: [{ href: 'https://www.shop.example/?filter=sale' }] },
      },
    });
    expect(mobile?.href).toBe('https://mobil.partner.example/tarife');
  });
});

describe('base domain', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetLogger();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it.each([
    ['https://www.shop.example', 'https://www.shop.example'],
    ['https://www.shop.example/de/kaffee?x=1', 'https://www.shop.example'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['www.shop.example', 'https://www.shop.example'],
    [' WWW.Shop.Example ', 'https://www.shop.example'],
    ['', undefined],
    ['   ', undefined],
    [undefined, undefined],
    ['javascript:alert(1)', undefined],
    ['ftp://files.example', undefined],
    ['localhost:8080', 'https://localhost:8080'],
    ['//evil.example', undefined],
    ['https://', undefined],
    ['https://evil.example\\@shop.example', undefined],
  ])('reads %j as the origin %j', (baseDomain, origin) => {
    expect(getBaseOrigin(baseDomain)).toBe(origin);
  });

  it.each(['javascript:alert(1)', 'ftp://files.example', 'https://', '//evil.example'])(
    'logs an error for the base-domain %j and links from the page root',
    (baseDomain) => {
      expect(getBaseOrigin(baseDomain)).toBeUndefined();
      expect(consoleError).toHaveBeenCalledWith(
        '[shop-elements]',
        'navigation: invalid base-domain, default used',
        { source: 'navigation', attribute: 'base-domain', value: baseDomain },
      );
    },
  );

  it('logs nothing for a usable base-domain or none', () => {
    getBaseOrigin('www.shop.example');
    getBaseOrigin(' ');
    getBaseOrigin(undefined);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([
    ['/c/coffee', 'https://www.shop.example', 'https://www.shop.example/c/coffee'],
    ['c/coffee', 'https://www.shop.example', 'https://www.shop.example/c/coffee'],
    ['../c/coffee', 'https://www.shop.example', 'https://www.shop.example/c/coffee'],
    ['?q=1', 'https://www.shop.example', 'https://www.shop.example/?q=1'],
    ['#top', 'https://www.shop.example', 'https://www.shop.example/#top'],
    ['https://cdn.example/a.svg', 'https://www.shop.example', 'https://cdn.example/a.svg'],
    ['HTTP://cdn.example/a.svg', 'https://www.shop.example', 'HTTP://cdn.example/a.svg'],
    ['/c/coffee', undefined, '/c/coffee'],
    ['kaffee.html?x=1#y', undefined, '/kaffee.html?x=1#y'],
    ['./a/../b', undefined, '/b'],
    ['?q=1', undefined, '?q=1'],
    ['#top', undefined, '#top'],
  ])('links %j on %j as %j', (href, origin, expected) => {
    expect(resolveNavigationHref(href, origin)).toBe(expected);
  });
});

describe('getCategoryKey', () => {
  it.each([
    ['/c/coffee', 'coffee'],
    ['/c/coffee/', 'coffee'],
    ['/c/Fashion?sort=new#x', 'fashion'],
    ['https://www.shop.example/wohnen-c400.html', 'wohnen-c400'],
    ['/', ''],
  ])('names %j %j', (href, key) => {
    expect(getCategoryKey(href)).toBe(key);
  });
});
