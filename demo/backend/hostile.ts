/**
 * Hostile CMS content for the header's navigation, theme worlds and promotions (scenario switches
 * `navigation: 'hostile'` and `promotions: 'hostile'`): what a compromised or careless CMS could
 * send. Every script in it would set `window.__pwned` (to a text naming where it came from), so a
 * test proves nothing ran by that global never appearing. It carries
 * - markup in every text: an image with onerror, script, style, svg, iframe, a link with a
 *   `javascript:` address, style attributes that would cover the page;
 * - addresses no page may render: `javascript:` (also hidden by letter case, surrounding spaces
 *   and a tab inside), `data:`, `vbscript:`, protocol-relative `//host` and `/\host`, and a path
 *   that tries to break out of its attribute;
 * - a word of 400 characters, invalid colours (`url(javascript:...)`, `#fff;position:fixed`) and
 *   values of the wrong type or shape (numbers for texts, a string for a list, null entries);
 * - beside them a few good entries, so a client that leaves out only what is bad still shows
 *   something, and a legal text with a good link among bad ones.
 */
import { productImageUrl } from './catalogue';
import type { Site } from './sites';

/** The script a hostile entry tries to run: marks the page, naming the entry. */
export const pwn = (where: string): string => `window.__pwned='${where}'`;

/** A word of 400 characters, without a place to break it. */
export const LONG_WORD = 'Kaffeevollautomatenentkalkungstablettenvorratspackung'
  .repeat(8)
  .slice(0, 400);

/** Addresses that must never reach an href or src, by what they try. */
export const HOSTILE_ADDRESSES = {
  javascript: `javascript:${pwn('javascript address')}`,
  disguised: ` JaVaScRiPt:${pwn('disguised javascript address')} `,
  tab: `java\tscript:${pwn('javascript address with a tab')}`,
  data: `data:text/html,<script>${pwn('data address')}</script>`,
  vbscript: 'vbscript:msgbox(1)',
  protocolRelative: '//evil.example/phish',
  backslash: '/\\evil.example/phish',
} as const;

/** Markup that would run script, load an image or cover the page if rendered as HTML. */
export const hostileMarkup = (where: string): string =>
  `<img src=x onerror="${pwn(`${where} img`)}"><script>${pwn(`${where} script`)}</script>` +
  `<svg onload="${pwn(`${where} svg`)}"></svg>` +
  `<b style="position:fixed;inset:0;z-index:2147483647;background:red">`;

// ---------------------------------------------------------------------------------------------
// Navigation (GET /jsonflyoutnavigation)

const node = (title: unknown, href: unknown, extra: Record<string, unknown> = {}) => ({
  title,
  href,
  target: '_self',
  children: [],
  teaser: null,
  ...extra,
});

/** One chain of nodes, `depth` levels deep (a menu needs 3 to 6). */
function nestedChain(depth: number, path: string): Record<string, unknown> {
  let chain: Record<string, unknown> = node(`Ebene ${depth}`, `${path}/${depth}`);
  for (let level = depth - 1; level >= 1; level -= 1) {
    chain = node(`Ebene ${level}`, `${path}/${level}`, { children: [chain] });
  }
  return chain;
}

export function hostileNavigationTree(): unknown[] {
  const addressChildren = Object.entries(HOSTILE_ADDRESSES).map(([kind, href]) =>
    node(`Link ${kind}`, href),
  );
  return [
    // a good category with markup in every text: the texts show as text
    node(`${hostileMarkup('navigation title')}Kaffee`, '/c/coffee', {
      target: 'javascript:alert(1)',
      children: [
        node(
          `<a href="javascript:${pwn('navigation child')}">Ganze Bohnen</a>`,
          '/c/coffee/whole-beans',
          {
            children: [
              node(
                `${hostileMarkup('navigation grandchild')}Espresso`,
                '/c/coffee/whole-beans/espresso',
              ),
              node(LONG_WORD, '/c/coffee/whole-beans/caffe-crema'),
              node('Anführungszeichen', '/c/coffee/whole-beans/filter" onmouseover="alert(1)'),
            ],
            teaser: {
              title: `${hostileMarkup('navigation teaser title')}Beliebt`,
              list: [
                { title: 'Neuheiten', href: HOSTILE_ADDRESSES.javascript },
                {
                  title: `<script>${pwn('teaser link')}</script>Bestseller`,
                  href: '/c/coffee/whole-beans?sort=bestseller',
                },
                { title: 5, href: '/c/coffee/whole-beans?sort=new' },
                null,
                'Sale',
              ],
            },
          },
        ),
        // unusable addresses: each left out with its subtree
        ...addressChildren,
        // wrong shapes: left out, or their wrong parts dropped
        node(42, '/c/coffee/number'),
        node('   ', '/c/coffee/blank'),
        { title: 'Ohne Adresse' },
        null,
        7,
        'Kapseln',
        [],
        node('Kapseln', '/c/coffee/capsules', { children: 'none', teaser: 'Entdecken' }),
        node('Zubehör', '/c/coffee/accessories', {
          children: { length: 3 },
          teaser: { title: 42, list: 'none' },
        }),
      ],
      teaser: {
        title: `${hostileMarkup('navigation teaser')}Entdecken`,
        list: [
          { title: '<b>Sale</b>', href: HOSTILE_ADDRESSES.disguised },
          { title: LONG_WORD, href: '/c/coffee?filter=sale' },
          { title: ['Neuheiten'], href: '/c/coffee?sort=new' },
        ],
      },
    }),
    // a top category whose address must not be rendered: left out with its subtree
    node('Angebote', HOSTILE_ADDRESSES.javascript, {
      children: [node('Alle Angebote', '/c/sale')],
    }),
    node('Extern', HOSTILE_ADDRESSES.protocolRelative),
    // entries of the wrong shape at the top
    null,
    0,
    'Mode',
    [],
    {},
    node(['Mode'], '/c/fashion'),
    // far deeper than any menu: the client keeps what it shows and leaves out the rest
    node('Wohnen', '/c/home', {
      children: [nestedChain(60, '/c/home/deep')],
      teaser: { title: 'Entdecken', list: [] },
    }),
    node(`<style>*{display:none!important}</style>Sport`, '/c/sport', {
      target: '_blank',
      children: [node(`${LONG_WORD} ${LONG_WORD}`, '/c/sport/long')],
      teaser: { title: LONG_WORD, list: [{ title: LONG_WORD, href: '/c/sport?sort=new' }] },
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// Theme worlds (GET /service/themeworld-frontend/api/themeworlds/navigation)

export function hostileThemeWorldNavigation(site: Site, imageBase: string): unknown {
  const image = (slug: string) => `${imageBase}/demo-assets/themeworlds/${slug}.svg?site=${site}`;
  return {
    scout: {
      headline: `${hostileMarkup('theme world headline')}Vorschau`,
      themeworlds: [
        // a good theme world with markup in its texts and wrong types beside them
        {
          url: '/themeworld/winter-sports',
          imgUrl: HOSTILE_ADDRESSES.javascript,
          title: `${hostileMarkup('theme world title')}Wintersport`,
          availability: 'SOLD_OUT',
          badges: [
            { type: '<b>NEW</b>', text: `${hostileMarkup('theme world badge')}Neu` },
            'NEW',
            null,
            { type: 'CARD', text: 7 },
          ],
          card: 'yes',
          endDate: 'tomorrow',
          endDateText: LONG_WORD,
          onlyXDaysLeftText: 3,
        },
        {
          url: '/themeworld/cosy-home',
          imgUrl: `${image('cosy-home')}" onerror="${pwn('theme world image')}`,
          title: LONG_WORD,
          availability: 'AVAILABLE',
          badges: 'NEW',
          card: true,
          endDate: '2099-12-31T23:59:59.000Z',
          endDateText: `<script>${pwn('theme world end date')}</script>bis 31.12.`,
          onlyXDaysLeftText: null,
        },
        // unusable: no usable address or title
        { url: HOSTILE_ADDRESSES.javascript, imgUrl: image('kids-world'), title: 'Kinderwelt' },
        { url: HOSTILE_ADDRESSES.data, imgUrl: image('sleep-well'), title: 'Gesund schlafen' },
        { url: '/themeworld/yoga-balance', imgUrl: image('yoga-balance'), title: 42 },
        null,
        'Themenwelt',
      ],
    },
    // missing and wrong-shaped sections: no theme worlds there
    new: null,
    more: 'Weitere Themenwelten',
    lastChance: { headline: 42, themeworlds: { length: 2 } },
    translations: {
      themeWorlds: `${hostileMarkup('theme world translation')}Themenwelten`,
      showAll: 42,
      comingSoon: null,
      available: `<a href="${HOSTILE_ADDRESSES.javascript}">Online</a>`,
      cardOffer: LONG_WORD,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Promotions (GET /service/promotion/api/promotion/{promotionId})

/** Every field of a promotion's content, each hostile, with a few good parts among them. */
export function hostilePromotionContent(site: Site, imageBase: string): Record<string, unknown> {
  return {
    headline: `${hostileMarkup('promotion headline')}Herbst-Sale`,
    promotionLongText:
      `<p style="position:fixed;inset:0;z-index:2147483647;background:red" onclick="${pwn('promotion long text click')}">` +
      `Mit dem Code <b onmouseover="${pwn('promotion long text hover')}">sparen</b> Sie ` +
      `<a href="${HOSTILE_ADDRESSES.javascript}">mehr</a>.</p>` +
      `<iframe src="${HOSTILE_ADDRESSES.javascript}"></iframe>${hostileMarkup('promotion long text')}` +
      `<svg><script>${pwn('promotion long text svg script')}</script></svg><p>${LONG_WORD}</p>`,
    promotionShortText: `${hostileMarkup('promotion short text')}Nur bis Sonntag ${LONG_WORD}`,
    subline: `<a href="${HOSTILE_ADDRESSES.javascript}">Bedingungen</a><style>*{display:none!important}</style>`,
    imageCutouts: [
      { url: HOSTILE_ADDRESSES.javascript, alt: 'Bild' },
      { url: HOSTILE_ADDRESSES.data, alt: 'Bild' },
      {
        url: `x" onerror="${pwn('promotion image src')}`,
        alt: hostileMarkup('promotion image alt'),
      },
      { url: productImageUrl(imageBase, site, '100105'), alt: LONG_WORD },
      'bild.svg',
      null,
    ],
    useDarkTheme: 'yes',
    backgroundColor: 'url(javascript:alert(1))',
    promotionTextColor: '#fff;position:fixed',
    legalText:
      `<p>Gültig bis Sonntag. <a href="/info/conditions">Alle Bedingungen</a>, ` +
      `<a href="${HOSTILE_ADDRESSES.javascript}">hier</a>, ` +
      `<a href="${HOSTILE_ADDRESSES.protocolRelative}">extern</a>.</p>` +
      `${hostileMarkup('promotion legal text')}<p>${LONG_WORD}</p>`,
    legalTextHint: `${hostileMarkup('promotion legal hint')}Aktionsbedingungen`,
    voucherCode: {
      code: `<img src=x onerror="${pwn('voucher code')}">HERBST15`,
      instruction: `<script>${pwn('voucher instruction')}</script>${LONG_WORD}`,
    },
    ctaButton: { url: HOSTILE_ADDRESSES.disguised, text: '<b>Jetzt</b>' },
    voucherOrButton: 'VOUCHER',
    links: [
      { text: `${hostileMarkup('promotion link')}Versand`, url: HOSTILE_ADDRESSES.tab },
      {
        text: `<script>${pwn('promotion link text')}</script>Newsletter`,
        url: '/subscribenewsletter',
      },
      { text: LONG_WORD, url: '/info/shipping' },
      { text: 'Daten', url: HOSTILE_ADDRESSES.data },
      { text: 'Extern', url: HOSTILE_ADDRESSES.backslash },
      { text: 42, url: '/contact' },
      { text: 'Kundenservice', url: '/contact' },
      null,
    ],
    link: `<a href="${HOSTILE_ADDRESSES.javascript}">Mehr</a>`,
    linkURL: HOSTILE_ADDRESSES.vbscript,
  };
}

/** A contentJSON that is not JSON: cut off in the middle. */
export const BROKEN_CONTENT_JSON =
  '{"headline":"Herbst-Sale","links":[{"text":"Versand","url":"/info/sh';
