// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SITE_KEYS, SITES, type Site } from '../core/sites';
import { sanitizeUrl } from '../core/url';
import { STORE_FINDER_LINKS, USER_MENU_LINKS, USER_MENU_PATHS } from './header-panels.sites';
import { APP_STORE_LINKS } from './app-banner.sites';
import { HEADER_LINKS, type HeaderLinkKind } from './header.sites';

const kindsOf = (site: Site): HeaderLinkKind[] => HEADER_LINKS[site].map((link) => link.kind);
const hrefOf = (site: Site, kind: HeaderLinkKind): string | undefined =>
  HEADER_LINKS[site].find((link) => link.kind === kind)?.href;

/** Every address the tables hold, named for the failure message. */
const everyAddress: [string, string][] = [
  ...SITE_KEYS.flatMap((site) => [
    ...HEADER_LINKS[site].map((link): [string, string] => [`${site} ${link.kind}`, link.href]),
    ...Object.entries(USER_MENU_LINKS[site]).map(([entry, href]): [string, string] => [
      `${site} user menu ${entry}`,
      String(href),
    ]),
    ...Object.entries(STORE_FINDER_LINKS[site]).map(([entry, href]): [string, string] => [
      `${site} store finder ${entry}`,
      String(href),
    ]),
  ]),
  ...Object.entries(USER_MENU_PATHS).map(([entry, href]): [string, string] => [entry, href]),
  ['android app', APP_STORE_LINKS.android],
  ['ios app', APP_STORE_LINKS.ios],
];

describe('header addresses', () => {
  it.each(everyAddress)('%s (%s) passes the URL sanitiser unchanged', (_name, href) => {
    expect(sanitizeUrl(href)).toBe(href);
  });

  it.each(everyAddress)('%s (%s) is a path on the shop or an https address', (_name, href) => {
    expect(href).toMatch(/^(\/(?!\/)|https:\/\/)/);
  });

  it.each(SITE_KEYS)('%s links content pages by plain slugs that need no encoding', (site) => {
    const paths = [
      ...HEADER_LINKS[site].map((link) => link.href),
      ...Object.values(USER_MENU_LINKS[site]),
      ...Object.values(STORE_FINDER_LINKS[site]),
    ];
    for (const path of paths) expect(path).toMatch(/^(\/[a-z0-9-]+)+\/?$/);
  });
});

describe('country header links (spec header "Country-specific header links", §6)', () => {
  it.each(SITE_KEYS)('%s has the benefits and store finder links', (site) => {
    expect(kindsOf(site)).toEqual(expect.arrayContaining(['benefits', 'storeFinder']));
  });

  it.each(SITE_KEYS)('%s has a loyalty-card and a contact link unless it is TR', (site) => {
    const expected = site !== 'TR';
    expect(kindsOf(site).includes('loyaltyCard')).toBe(expected);
    expect(kindsOf(site).includes('contact')).toBe(expected);
    // the site table says the same, so the header cannot disagree with the rest of the shop
    expect(SITES[site].hasLoyaltyCard).toBe(expected);
    expect(SITES[site].hasContactLink).toBe(expected);
  });

  it.each(SITE_KEYS)('%s has a community link only if it is DE', (site) => {
    expect(kindsOf(site).includes('community')).toBe(site === 'DE');
    expect(SITES[site].hasCommunity).toBe(site === 'DE');
  });

  it.each(SITE_KEYS)('%s lists each link once, in the order the spec names them', (site) => {
    const specOrder: HeaderLinkKind[] = [
      'benefits',
      'contact',
      'loyaltyCard',
      'storeFinder',
      'community',
    ];
    const kinds = kindsOf(site);
    expect(kinds).toEqual(specOrder.filter((kind) => kinds.includes(kind)));
  });

  it('sends every site to the one store finder and the one contact page', () => {
    const storeFinders = new Set(SITE_KEYS.map((site) => hrefOf(site, 'storeFinder')));
    const contacts = new Set(SITE_KEYS.map((site) => hrefOf(site, 'contact')));
    contacts.delete(undefined);
    expect(storeFinders.size).toBe(1);
    expect([...storeFinders][0]).toMatch(/^\/service\/storefinder\//);
    expect(contacts.size).toBe(1);
  });

  it('writes the slugs in the site language: the German sites share theirs, others differ', () => {
    expect(hrefOf('AT', 'benefits')).toBe(hrefOf('DE', 'benefits'));
    expect(hrefOf('CH', 'benefits')).toBe(hrefOf('DE', 'benefits'));
    for (const site of ['CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR'] as const) {
      expect(hrefOf(site, 'benefits'), site).not.toBe(hrefOf('DE', 'benefits'));
      expect(hrefOf(site, 'loyaltyCard'), site).not.toBe(hrefOf('DE', 'loyaltyCard'));
    }
  });
});

describe('user menu entries by site (spec header "User menu", §6)', () => {
  it.each(SITE_KEYS)('%s has the loyalty card page and service and help unless TR', (site) => {
    const expected = site !== 'TR';
    expect(USER_MENU_LINKS[site].loyaltyCard !== undefined).toBe(expected);
    expect(USER_MENU_LINKS[site].help !== undefined).toBe(expected);
    expect(SITES[site].hasServiceAndHelp).toBe(expected);
  });

  it.each(SITE_KEYS)('%s has the mobile-plan login and community only if DE', (site) => {
    expect(USER_MENU_LINKS[site].mobilePlan !== undefined).toBe(site === 'DE');
    expect(USER_MENU_LINKS[site].community !== undefined).toBe(site === 'DE');
    expect(SITES[site].hasMobilePlan).toBe(site === 'DE');
  });

  it.each(SITE_KEYS)('%s: the loyalty card entry and header link open the same page', (site) => {
    expect(USER_MENU_LINKS[site].loyaltyCard).toBe(hrefOf(site, 'loyaltyCard'));
  });
});

describe('store finder links by site (spec header "Store finder flyout")', () => {
  it.each(SITE_KEYS)('%s links this week’s new items, and the supermarket only on DE', (site) => {
    expect(STORE_FINDER_LINKS[site].newItems).toBeTruthy();
    expect(STORE_FINDER_LINKS[site].supermarket !== undefined).toBe(site === 'DE');
    expect(SITES[site].hasSupermarketOffers).toBe(site === 'DE');
  });
});

describe('app store links (spec header "App-install banner")', () => {
  it('opens the Google Play page of an app by its package name', () => {
    const url = new URL(APP_STORE_LINKS.android);
    expect(url.host).toBe('play.google.com');
    expect(url.searchParams.get('id')).toMatch(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/);
  });

  it('opens the App Store page of the app the smart banner names', () => {
    expect(APP_STORE_LINKS.iosAppId).toMatch(/^\d+$/);
    const url = new URL(APP_STORE_LINKS.ios);
    expect(url.host).toBe('apps.apple.com');
    expect(url.pathname).toMatch(new RegExp(`/id${APP_STORE_LINKS.iosAppId}$`));
  });
});
