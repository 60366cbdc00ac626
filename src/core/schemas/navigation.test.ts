// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  NAVIGATION_MAX_DEPTH,
  navigationTreeSchema,
  themeWorldNavigationSchema,
  type NavigationNode,
} from './navigation';
import { THEME_WORLD } from '../../../test/fixtures/navigation';

const HOSTILE_TEXT = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
const HOSTILE_URLS = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '/\\evil.example',
  '',
  { text: '/c/coffee' },
  42,
  null,
];
const HOSTILE_TITLES = ['', '   ', { text: 'Kaffee' }, 42, null, ['Kaffee']];

const leaf = (title: string, href: string) => ({
  title,
  href,
  target: '_self',
  children: [],
  teaser: null,
});

const COFFEE = {
  title: 'Kaffee',
  href: '/c/coffee',
  target: '_self',
  children: [leaf('Ganze Bohnen', '/c/coffee/whole-beans'), leaf('Kapseln', '/c/coffee/capsules')],
  teaser: {
    title: 'Entdecken',
    list: [
      { title: 'Neuheiten', href: '/c/coffee?sort=new' },
      { title: 'Sale', href: '/c/coffee?filter=sale' },
    ],
  },
};

const parseTree = (body: unknown): readonly NavigationNode[] => v.parse(navigationTreeSchema, body);

describe('navigationTreeSchema', () => {
  it('reads the tree as the service sends it, extra fields dropped', () => {
    const [coffee] = parseTree([{ ...COFFEE, id: 7, tracking: { x: 1 } }]);
    expect(coffee).toEqual({
      title: 'Kaffee',
      href: '/c/coffee',
      target: '_self',
      children: [
        {
          title: 'Ganze Bohnen',
          href: '/c/coffee/whole-beans',
          target: '_self',
          children: [],
          teaser: undefined,
        },
        {
          title: 'Kapseln',
          href: '/c/coffee/capsules',
          target: '_self',
          children: [],
          teaser: undefined,
        },
      ],
      teaser: COFFEE.teaser,
    });
  });

  it.each([
    ['an object', { list: [COFFEE] }],
    ['a list turned into { length }', { length: 1 }],
    ['null', null],
    ['a number', 5],
    ['text', '[{"title":"Kaffee"}]'],
  ])('refuses a tree that is %s', (_case, body) => {
    expect(v.safeParse(navigationTreeSchema, body).success).toBe(false);
  });

  it.each(HOSTILE_TITLES)(
    'leaves out a node titled %j with its subtree, keeps the rest',
    (title) => {
      const tree = parseTree([{ ...COFFEE, title }, leaf('Mode', '/c/fashion')]);
      expect(tree.map((node) => node.title)).toEqual(['Mode']);
    },
  );

  it.each(HOSTILE_URLS)('leaves out a node linking to %j with its subtree', (href) => {
    const tree = parseTree([
      { ...COFFEE, children: [{ ...leaf('Kapseln', '/c/capsules'), href }, COFFEE.children[0]] },
      { ...COFFEE, href, title: 'Weg' },
    ]);
    expect(tree).toHaveLength(1);
    expect(tree[0]?.children.map((node) => node.title)).toEqual(['Ganze Bohnen']);
  });

  it('keeps markup in titles as the text it is, trimmed', () => {
    const [node] = parseTree([{ ...leaf(`  ${HOSTILE_TEXT} `, '/c/x') }]);
    expect(node?.title).toBe(HOSTILE_TEXT);
  });

  it('keeps http(s) and relative addresses as they are', () => {
    const tree = parseTree([
      leaf('A', 'https://partner.example/tarife'),
      leaf('B', 'kaffee-c400118928.html'),
      leaf('C', '/c/coffee?x=1#y'),
    ]);
    expect(tree.map((node) => node.href)).toEqual([
      'https://partner.example/tarife',
      'kaffee-c400118928.html',
      '/c/coffee?x=1#y',
    ]);
  });

  it.each([
    ['_blank', '_blank'],
    ['_self', '_self'],
    ['_top', '_self'],
    ['javascript:alert(1)', '_self'],
    [undefined, '_self'],
    [{ text: '_blank' }, '_self'],
  ])('reads target %j as %s', (target, expected) => {
    expect(parseTree([{ ...leaf('A', '/a'), target }])[0]?.target).toBe(expected);
  });

  it.each([
    ['children that are { length }', { length: 2 }],
    ['children that are text', 'Kapseln'],
    ['no children', undefined],
  ])('reads %s as none', (_case, children) => {
    expect(parseTree([{ ...COFFEE, children }])[0]?.children).toEqual([]);
  });

  it('keeps a teaser with its usable links only', () => {
    const [node] = parseTree([
      {
        ...COFFEE,
        teaser: {
          title: HOSTILE_TEXT,
          list: [
            { title: 'Weg', href: 'javascript:alert(1)' },
            { title: { text: 'x' }, href: '/a' },
            'Sale',
            { title: 'Neuheiten', href: '/c/coffee?sort=new' },
          ],
        },
      },
    ]);
    expect(node?.teaser).toEqual({
      title: HOSTILE_TEXT,
      list: [{ title: 'Neuheiten', href: '/c/coffee?sort=new' }],
    });
  });

  it.each([
    ['without usable links', { title: 'Entdecken', list: [{ title: 'x', href: 'data:,x' }] }],
    ['without a list', { title: 'Entdecken' }],
    ['that is text', 'Entdecken'],
    ['that is null', null],
  ])('reads a teaser %s as none', (_case, teaser) => {
    expect(parseTree([{ ...COFFEE, teaser }])[0]?.teaser).toBeUndefined();
  });

  it('keeps a node the service sends without teaser, target or children', () => {
    expect(parseTree([{ title: 'Kaffee', href: '/c/coffee' }])).toEqual([
      { title: 'Kaffee', href: '/c/coffee', target: '_self', children: [], teaser: undefined },
    ]);
  });

  it('keeps a teaser without title', () => {
    const teaser = { list: [{ title: 'Sale', href: '/sale' }] };
    expect(parseTree([{ ...COFFEE, teaser }])[0]?.teaser).toEqual({
      title: undefined,
      list: teaser.list,
    });
  });

  it(`keeps ${NAVIGATION_MAX_DEPTH} levels and leaves out deeper ones`, () => {
    let chain: Record<string, unknown> = leaf('Ebene 12', '/12');
    for (let level = 11; level >= 1; level -= 1) {
      chain = { ...leaf(`Ebene ${level}`, `/${level}`), children: [chain] };
    }
    let node: NavigationNode | undefined = parseTree([chain])[0];
    let depth = 0;
    while (node) {
      depth += 1;
      node = node.children[0];
    }
    expect(depth).toBe(NAVIGATION_MAX_DEPTH);
  });
});

const WORLD = THEME_WORLD;

const THEME_WORLDS = {
  scout: { headline: 'Demnächst', themeworlds: [WORLD] },
  new: { headline: 'Neu', themeworlds: [] },
  more: { headline: 'Mehr', themeworlds: [] },
  lastChance: { headline: 'Letzte Chance', themeworlds: [] },
  translations: { themeWorlds: 'Themenwelten', showAll: 'Alle Themenwelten' },
};

const parseWorlds = (body: unknown) => v.parse(themeWorldNavigationSchema, body);
const firstWorld = (world: Record<string, unknown>) =>
  parseWorlds({ ...THEME_WORLDS, scout: { headline: 'x', themeworlds: [world] } }).scout
    .themeworlds[0];

describe('themeWorldNavigationSchema', () => {
  it('reads the sections as the service sends them', () => {
    expect(parseWorlds(THEME_WORLDS)).toEqual(THEME_WORLDS);
  });

  it.each([null, 'Themenwelten', 5])('refuses an answer that is %j', (body) => {
    expect(v.safeParse(themeWorldNavigationSchema, body).success).toBe(false);
  });

  it.each([
    ['missing', undefined],
    ['text', 'scout'],
    ['a list of theme worlds', [WORLD]],
    ['with themeworlds as { length }', { headline: 'x', themeworlds: { length: 1 } }],
  ])('reads a section that is %s as one without theme worlds', (_case, scout) => {
    expect(parseWorlds({ ...THEME_WORLDS, scout }).scout.themeworlds).toEqual([]);
  });

  it.each([...HOSTILE_URLS.map((url) => ({ url })), ...HOSTILE_TITLES.map((title) => ({ title }))])(
    'leaves out a theme world with %j and keeps the others',
    (change) => {
      const scout = { headline: 'x', themeworlds: [{ ...WORLD, ...change }, WORLD] };
      expect(parseWorlds({ ...THEME_WORLDS, scout }).scout.themeworlds).toEqual([WORLD]);
    },
  );

  it.each(HOSTILE_URLS)(
    'keeps a theme world whose image address is %j, without image',
    (imgUrl) => {
      expect(firstWorld({ ...WORLD, imgUrl })).toEqual({ ...WORLD, imgUrl: undefined });
    },
  );

  it('keeps markup in every text as the text it is', () => {
    const world = firstWorld({
      ...WORLD,
      title: HOSTILE_TEXT,
      badges: [{ type: HOSTILE_TEXT, text: HOSTILE_TEXT }],
      endDateText: HOSTILE_TEXT,
      onlyXDaysLeftText: HOSTILE_TEXT,
    });
    expect(world).toMatchObject({
      title: HOSTILE_TEXT,
      badges: [{ type: HOSTILE_TEXT, text: HOSTILE_TEXT }],
      endDateText: HOSTILE_TEXT,
      onlyXDaysLeftText: HOSTILE_TEXT,
    });
    expect(parseWorlds({ ...THEME_WORLDS, translations: { showAll: HOSTILE_TEXT } })).toMatchObject(
      { translations: { showAll: HOSTILE_TEXT } },
    );
  });

  it('leaves out what is unusable of one theme world and keeps the theme world', () => {
    expect(
      firstWorld({
        ...WORLD,
        availability: 'SOMETIMES',
        badges: [{ type: 'NEW' }, 'Neu', { text: { text: 'x' } }, { type: 'CARD', text: 'Karte' }],
        card: 'true',
        endDate: 'soon',
        endDateText: { text: 'bis 24.12.' },
        onlyXDaysLeftText: null,
      }),
    ).toEqual({
      ...WORLD,
      availability: undefined,
      badges: [{ type: 'CARD', text: 'Karte' }],
      card: false,
      endDate: undefined,
      endDateText: undefined,
      onlyXDaysLeftText: undefined,
    });
  });

  it('keeps a theme world the service sends with its url and title only', () => {
    expect(firstWorld({ url: '/themenwelt/winter', title: 'Winterzauber' })).toEqual({
      url: '/themenwelt/winter',
      imgUrl: undefined,
      title: 'Winterzauber',
      availability: undefined,
      badges: [],
      card: false,
      endDate: undefined,
      endDateText: undefined,
      onlyXDaysLeftText: undefined,
    });
  });

  it('keeps only texts among the translations', () => {
    expect(
      parseWorlds({
        ...THEME_WORLDS,
        translations: { themeWorlds: 'Themenwelten', showAll: { text: 'x' }, available: 3, x: '' },
      }).translations,
    ).toEqual({ themeWorlds: 'Themenwelten' });
    expect(parseWorlds({ ...THEME_WORLDS, translations: 'x' }).translations).toEqual({});
  });
});
