import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatNumber } from '../../src/core/format';
import type { Site } from '../../src/core/sites';
import {
  addToHostPage,
  axeViolations,
  chromiumForFile,
  trackRequests,
  type RequestTracker,
  type WatchedPage,
} from './browser';
import { chunkOf, timesLoaded } from './on-demand';

// What an integrator gets: the built dist/ on the bare host page, the loader script, a
// <shop-header> at the top of a long page, and the fake shop backend behind it. Every test has
// its own context, so its own demo_session cookie and backend scenario. The page is served from
// 127.0.0.1, not localhost, so the header fetches the customer's data (spec header §4).
const browser = chromiumForFile('header-e2e');

const base = (): string => inject('demoUrl');

const PAGE_PATH = '/demo/host.html';

async function setScenario(page: Page, scenario: Record<string, unknown>): Promise<void> {
  const response = await page.request.post(`${base()}/__backend/scenario`, { data: scenario });
  expect(response.ok(), await response.text()).toBe(true);
}

interface HeaderPageOptions {
  /** The site the shop's server names in the `site` cookie (the elements send it as X-Site). */
  readonly site?: Site;
  /** The header tags (and anything else) put at the top of the page's body. */
  readonly markup?: string;
  readonly scenario?: Record<string, unknown>;
  readonly context?: BrowserContextOptions;
  /** Console errors the test expects (a 500 answer, the bundle's own logged failures). */
  readonly ignoreConsole?: RegExp;
}

/**
 * The bare host page with the header at the top and a long page under it. The header and the
 * loader are added on every load of the page (an init script), so a reload shows the page
 * again as the backend now answers: the header reads the customer's data once per page.
 */
async function headerPage({
  site = 'DE',
  markup = `<shop-header site="${site}"></shop-header>`,
  scenario,
  context,
  ignoreConsole,
}: HeaderPageOptions = {}): Promise<WatchedPage & RequestTracker> {
  const watched = await browser.open({ context, ignoreConsole });
  const { page } = watched;
  const requests = trackRequests(page);
  // a failing step names its locator instead of running into the test's timeout
  page.setDefaultTimeout(10_000);
  await page.context().addCookies([{ name: 'site', value: site, url: base() }]);
  await addToHostPage(page, markup);
  if (scenario) await setScenario(page, scenario);
  await page.goto(`${base()}${PAGE_PATH}`);
  await page.locator('shop-header [part~="icon-bar"]').first().waitFor();
  return { ...watched, quiet: () => requests.quiet() };
}

const iconBar = (page: Page): Locator => page.locator('shop-header [part~="icon-bar"]');

/** The hrefs of the links inside `scope`, in order. */
const hrefs = (scope: Locator): Promise<(string | null)[]> =>
  scope.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

interface SiteTexts {
  readonly skipLink: string;
  readonly search: string;
  readonly storeFinder: string;
  /** The user icon's name logged out, and the user menu's title. */
  readonly account: string;
  readonly cart: string;
  /** The country links, text and address, in order. */
  readonly links: readonly (readonly [string, string])[];
  readonly login: string;
  readonly register: string;
  readonly logout: string;
  readonly greeting: string;
  readonly customer: string;
  readonly beans: (count: string) => string;
  /** The user menu's entries for everyone (before the card member's beans are added). */
  readonly entries: readonly string[];
  readonly storeFinderTitle: string;
  readonly storeFinderLinks: readonly string[];
}

const STORE_FINDER = '/service/storefinder/';

/** What the header shows per site: texts in the site's language, addresses per site. */
const SITES: Readonly<Partial<Record<Site, SiteTexts>>> = {
  DE: {
    skipLink: 'Zum Inhalt springen',
    search: 'Suche',
    storeFinder: 'Filialfinder',
    account: 'Mein Konto',
    cart: 'Warenkorb',
    links: [
      ['Ihre Vorteile', '/vorteile'],
      ['Kontakt', '/contact'],
      ['Kundenkarte', '/kundenkarte'],
      ['Filialen', STORE_FINDER],
      ['Community', '/community'],
    ],
    login: 'Anmelden',
    register: 'Registrieren',
    logout: 'Abmelden',
    greeting: 'Hallo',
    customer: 'Julia Becker',
    beans: (count) => `Treuebohnen: ${count}`,
    entries: [
      '/account',
      '/kundenkarte',
      '/orderhistory',
      '/watchlist',
      '/mobilfunk/login',
      '/community',
      '/service-hilfe',
    ],
    storeFinderTitle: 'Filiale finden',
    storeFinderLinks: ['/neuheiten', '/supermarkt-angebote'],
  },
  AT: {
    skipLink: 'Zum Inhalt springen',
    search: 'Suche',
    storeFinder: 'Filialfinder',
    account: 'Mein Konto',
    cart: 'Warenkorb',
    links: [
      ['Ihre Vorteile', '/vorteile'],
      ['Kontakt', '/contact'],
      ['Kundenkarte', '/kundenkarte'],
      ['Filialen', STORE_FINDER],
    ],
    login: 'Anmelden',
    register: 'Registrieren',
    logout: 'Abmelden',
    greeting: 'Hallo',
    customer: 'Katharina Gruber',
    beans: (count) => `Treuebohnen: ${count}`,
    entries: ['/account', '/kundenkarte', '/orderhistory', '/watchlist', '/service-hilfe'],
    storeFinderTitle: 'Filiale finden',
    storeFinderLinks: ['/neuheiten'],
  },
  TR: {
    skipLink: 'İçeriğe geç',
    search: 'Arama',
    storeFinder: 'Mağaza bulucu',
    account: 'Hesabım',
    cart: 'Sepet',
    // spec header §6: no loyalty-card and no contact link on TR
    links: [
      ['Avantajlarınız', '/avantajlar'],
      ['Mağazalar', STORE_FINDER],
    ],
    login: 'Giriş yap',
    register: 'Kayıt ol',
    logout: 'Çıkış yap',
    greeting: 'Merhaba',
    customer: 'Elif Yılmaz',
    beans: (count) => `Sadakat puanları: ${count}`,
    // no loyalty card page and no service and help on TR
    entries: ['/account', '/orderhistory', '/watchlist'],
    storeFinderTitle: 'Mağaza bulun',
    storeFinderLinks: ['/yenilikler'],
  },
  PL: {
    skipLink: 'Przejdź do treści',
    search: 'Wyszukiwarka',
    storeFinder: 'Wyszukiwarka sklepów',
    account: 'Moje konto',
    cart: 'Koszyk',
    links: [
      ['Korzyści dla klientów', '/korzysci'],
      ['Kontakt z nami', '/contact'],
      ['Karta klienta', '/karta-klienta'],
      ['Sklepy', STORE_FINDER],
    ],
    login: 'Zaloguj się',
    register: 'Zarejestruj się',
    logout: 'Wyloguj się',
    greeting: 'Witamy,',
    customer: 'Agnieszka Nowak',
    beans: (count) => `Ziarna lojalnościowe: ${count}`,
    entries: ['/account', '/karta-klienta', '/orderhistory', '/watchlist', '/obsluga-klienta'],
    storeFinderTitle: 'Wyszukiwanie sklepu',
    storeFinderLinks: ['/nowosci'],
  },
  CH_FR: {
    skipLink: 'Aller au contenu',
    search: 'Recherche',
    storeFinder: 'Recherche de filiales',
    account: 'Mon compte',
    cart: 'Panier',
    links: [
      ['Vos avantages', '/avantages'],
      ['Contact', '/contact'],
      ['Carte client', '/carte-client'],
      ['Filiales', STORE_FINDER],
    ],
    login: 'Se connecter',
    register: 'Créer un compte',
    logout: 'Se déconnecter',
    greeting: 'Bonjour',
    customer: 'Camille Dubois',
    beans: (count) => `Grains de fidélité\u00a0: ${count}`,
    entries: ['/account', '/carte-client', '/orderhistory', '/watchlist', '/service-aide'],
    storeFinderTitle: 'Trouver une filiale',
    storeFinderLinks: ['/nouveautes'],
  },
};

/** The demo customers' loyalty beans (demo/backend/customer.ts). */
const LOYALTY_BEANS: Readonly<Partial<Record<Site, number>>> = {
  DE: 1240,
  AT: 860,
  TR: 0,
  PL: 1975,
  CH_FR: 540,
};

/** Opens the user menu with a click on its icon and returns its panel. */
async function openUserMenu(page: Page, texts: SiteTexts): Promise<Locator> {
  await iconBar(page)
    .getByRole('button', { name: new RegExp(`^${texts.account}`) })
    .click();
  const panel = page.getByRole('dialog', { name: texts.account });
  await panel.waitFor();
  return panel;
}

async function closeFlyout(page: Page, panel: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
}

interface BackendRequest {
  readonly endpoint: string;
  readonly path: string;
}

async function backendRequests(page: Page, endpoint: string): Promise<BackendRequest[]> {
  const response = await page.request.get(`${base()}/__backend/state`);
  const state = (await response.json()) as { requests: BackendRequest[] };
  return state.requests.filter((request) => request.endpoint === endpoint);
}

describe('<shop-header> on the built bundle', () => {
  for (const [site, texts] of Object.entries(SITES) as [Site, SiteTexts][]) {
    it(`shows the ${site} header logged out, logged in and to a card member`, async () => {
      const { page, errors } = await headerPage({ site });
      const header = page.locator('shop-header');

      // logged out: the shell and the icon bar in the site's language
      expect(await header.getByRole('link', { name: texts.skipLink }).count()).toBe(1);
      const bar = iconBar(page);
      for (const name of [texts.search, texts.storeFinder, texts.account]) {
        expect(await bar.getByRole('button', { name, exact: true }).count(), name).toBe(1);
      }
      expect(await bar.getByRole('link', { name: texts.cart, exact: true }).count()).toBe(1);
      const links = header.locator('[part~="links"]');
      expect(await links.getByRole('link').allTextContents()).toEqual(
        texts.links.map(([text]) => text),
      );
      expect(await hrefs(links)).toEqual(texts.links.map(([, href]) => href));

      let menu = await openUserMenu(page, texts);
      expect(await menu.getByRole('link', { name: texts.login }).getAttribute('href')).toBe(
        '/signin?loginRedirect=red',
      );
      expect(await menu.getByRole('link', { name: texts.register }).getAttribute('href')).toBe(
        '/register',
      );
      expect(await menu.getByRole('link', { name: texts.logout }).count()).toBe(0);
      expect(await hrefs(menu.getByRole('list'))).toEqual(texts.entries);
      await closeFlyout(page, menu);

      // the store finder, with the supermarket offers on DE only
      await bar.getByRole('button', { name: texts.storeFinder, exact: true }).click();
      const storeFinder = page.getByRole('dialog', { name: texts.storeFinderTitle });
      await storeFinder.waitFor();
      expect(await hrefs(storeFinder.getByRole('list'))).toEqual(texts.storeFinderLinks);
      await closeFlyout(page, storeFinder);

      // logged in: a greeting with the name and a logout button, no loyalty beans
      await setScenario(page, { loginStatus: 'LOGGED_IN' });
      await page.reload();
      await bar.getByRole('button', { name: new RegExp(texts.customer) }).waitFor();
      menu = await openUserMenu(page, texts);
      expect(await menu.textContent()).toContain(`${texts.greeting} ${texts.customer}`);
      expect(await menu.getByRole('link', { name: texts.logout }).getAttribute('href')).toBe(
        '/logout',
      );
      expect(await menu.getByRole('link', { name: texts.login }).count()).toBe(0);
      expect(await hrefs(menu.getByRole('list'))).toEqual(texts.entries);
      await closeFlyout(page, menu);

      // a card member (remembered by the long-term token): the loyalty beans with their count
      await setScenario(page, { loginStatus: 'REMEMBERED', cardMember: true });
      await page.reload();
      await bar.getByRole('button', { name: new RegExp(texts.customer) }).waitFor();
      menu = await openUserMenu(page, texts);
      const entries = [...texts.entries];
      entries.splice(entries.indexOf('/watchlist') + 1, 0, '/beanaccount');
      expect(await hrefs(menu.getByRole('list'))).toEqual(entries);
      const beans = formatNumber(LOYALTY_BEANS[site] ?? 0, site);
      expect(await menu.getByRole('link', { name: texts.beans(beans) }).getAttribute('href')).toBe(
        '/beanaccount',
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  it('searches the store finder with the term and tracks each icon click with the page path', async () => {
    const { page, errors } = await headerPage();
    const texts = SITES.DE!;
    const cacheKeyRequests = async () => (await backendRequests(page, 'cachekey')).length;
    await expect.poll(cacheKeyRequests).toBe(1);
    await iconBar(page).getByRole('button', { name: texts.storeFinder, exact: true }).click();
    const storeFinder = page.getByRole('dialog', { name: texts.storeFinderTitle });
    await storeFinder.getByRole('searchbox').fill('Hamburg');
    const tracked = await page.evaluate(() =>
      (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.filter(
        (entry) => entry.event === 'navigation_click',
      ),
    );
    expect(tracked).toEqual([
      expect.objectContaining({
        navigation_type: 'header_icon',
        click_target: 'store_finder',
        page_path: PAGE_PATH,
      }),
    ]);
    expect(await cacheKeyRequests()).toBe(1);
    expect(errors).toEqual([]);
    await Promise.all([
      page.waitForURL(/\/service\/storefinder\/search\?searchTerm=Hamburg$/),
      storeFinder.getByRole('searchbox').press('Enter'),
    ]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Filialfinder: Hamburg',
    );
  });
});

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.134 Mobile/15E148 Safari/604.1';
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const phone = (userAgent: string): BrowserContextOptions => ({
  userAgent,
  viewport: { width: 390, height: 800 },
});

const appBanner = (page: Page): Locator =>
  page.locator('shop-header').getByRole('region', { name: 'Unsere App' });

describe('the app-install banner', () => {
  it('shows on Android, links to the Play Store, and stays closed after a reload', async () => {
    const { page, errors } = await headerPage({ context: phone(ANDROID) });
    await appBanner(page).waitFor();
    expect(
      await appBanner(page).getByRole('link', { name: 'Jetzt laden' }).getAttribute('href'),
    ).toMatch(/^https:\/\/play\.google\.com\/store\/apps\//);
    const rating = 'Bewertet mit 5 von 5 Sternen, 89.000 Bewertungen';
    expect(await appBanner(page).getByRole('img', { name: rating }).count()).toBe(1);
    await appBanner(page).getByRole('button', { name: 'App-Hinweis schließen' }).click();
    await appBanner(page).waitFor({ state: 'detached' });
    await page.reload();
    await iconBar(page).waitFor();
    expect(await appBanner(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows on iOS Chrome with the App Store link', async () => {
    const { page } = await headerPage({ context: phone(IOS_CHROME) });
    await appBanner(page).waitFor();
    expect(
      await appBanner(page).getByRole('link', { name: 'Jetzt laden' }).getAttribute('href'),
    ).toMatch(/^https:\/\/apps\.apple\.com\//);
  });

  it("gives iOS Safari Safari's smart-banner meta tag and no banner", async () => {
    const { page } = await headerPage({ context: phone(IOS_SAFARI) });
    await page.locator('head meta[name="apple-itunes-app"]').waitFor({ state: 'attached' });
    expect(
      await page.locator('head meta[name="apple-itunes-app"]').getAttribute('content'),
    ).toMatch(/^app-id=\d+$/);
    expect(await appBanner(page).count()).toBe(0);
  });

  it('shows none inside the shop app (app cookie new) and none in the reduced header', async () => {
    const inApp = await headerPage({ context: phone(ANDROID) });
    await inApp.page.context().addCookies([{ name: 'appclient', value: 'new', url: base() }]);
    await inApp.page.reload();
    await iconBar(inApp.page).waitFor();
    expect(await appBanner(inApp.page).count()).toBe(0);

    const reduced = await headerPage({
      context: phone(ANDROID),
      markup: '<shop-header site="DE" reduced></shop-header>',
    });
    expect(await reduced.page.locator('shop-header [part~="secure-hint"]').count()).toBe(1);
    expect(await appBanner(reduced.page).count()).toBe(0);
  });
});

describe('<shop-header> and the page around it', () => {
  for (const [width, attributes] of [
    [1280, ''],
    [390, ''],
    [1280, 'reduced'],
    [390, 'show-promotion-banner="false"'],
  ] as const) {
    // the campaign row is one line of a fixed height, whatever it shows (issue 24)
    it(`keeps the page under it in place while it loads, ${width} px wide ${attributes}`, async () => {
      const watched = await browser.open({ context: { viewport: { width, height: 800 } } });
      const { page, errors } = watched;
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // the tag, the bundle's reservation (dist/page-border.css) and the script in the page's
      // own markup, as a CMS page has them (added by a script at DOMContentLoaded, the first
      // paint could come before them)
      await page.route(`${base()}${PAGE_PATH}`, async (route) => {
        const response = await route.fetch();
        const markup = (await response.text())
          .replace(
            '</head>',
            `<link rel="stylesheet" href="/dist/page-border.css"><script type="module" src="/dist/shop-elements.js"></script></head>`,
          )
          .replace('<body>', `<body><shop-header site="DE" ${attributes}></shop-header>`);
        await route.fulfill({ response, body: markup });
      });
      await page.goto(`${base()}${PAGE_PATH}`);
      await iconBar(page).waitFor();
      const top = await page.locator('main').evaluate((main) => main.getBoundingClientRect().top);
      // shifts are reported after the frame they happen in
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(
        await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts),
      ).toEqual([]);
      expect(top).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });
  }
});

describe('<shop-header> with bad input', () => {
  it('shows the logged-out menu when the customer data is malformed, fails or hangs', async () => {
    const texts = SITES.DE!;
    // the browser reports the 500, the bundle logs what it refused
    const { page, errors } = await headerPage({
      scenario: { loginStatus: 'LOGGED_IN', malformed: ['customerdata'] },
      ignoreConsole: /status of 500|\[shop-elements\]/,
    });
    const scenarios = [
      null,
      { malformed: [], failing: ['customerdata'] },
      { failing: [], latency: { customerdata: 120_000 } },
    ];
    for (const [index, scenario] of scenarios.entries()) {
      if (scenario) {
        await setScenario(page, scenario);
        await page.reload();
        await iconBar(page).waitFor();
      }
      // one request per page load, answered malformed, with 500, or not at all
      await expect
        .poll(async () => (await backendRequests(page, 'customerdata')).length)
        .toBe(index + 1);
      const menu = await openUserMenu(page, texts);
      expect(await menu.getByRole('link', { name: texts.login }).count()).toBe(1);
      expect(await menu.getByRole('link', { name: texts.logout }).count()).toBe(0);
      await closeFlyout(page, menu);
    }
    expect(errors).toEqual([]);
  });

  it('shows a customer name with markup as text', async () => {
    const name = '<img src=x onerror="window.__injected=1">';
    const { page, errors } = await headerPage({
      scenario: { loginStatus: 'LOGGED_IN', customerFirstName: name },
    });
    const texts = SITES.DE!;
    await iconBar(page)
      .getByRole('button', { name: new RegExp('Becker') })
      .waitFor();
    const menu = await openUserMenu(page, texts);
    expect(await menu.textContent()).toContain(`Hallo ${name} Becker`);
    expect(await page.locator('shop-header img').count()).toBe(0);
    expect(await page.evaluate(() => '__injected' in window)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('renders with an unknown page type and with hostile attribute values', async () => {
    // an unknown site and sticky mode fall back to their defaults with a warning
    const { page, errors } = await headerPage({
      scenario: { cartPreset: 'full' },
      markup: '<shop-header id="unknown" site="DE" page-type="unknownPageType"></shop-header>',
    });
    await page.evaluate(() => {
      const hostile = document.createElement('shop-header');
      hostile.setAttribute('site', 'XX');
      hostile.setAttribute('sticky-mode', 'sideways');
      hostile.setAttribute('page-type', '"><img src=x onerror="window.__injected=1">');
      hostile.setAttribute('sticky', 'false');
      document.querySelector('main')!.prepend(hostile);
    });
    const hostile = page.locator('shop-header').nth(1);
    await hostile.locator('[part~="icon-bar"]').waitFor();
    expect(await hostile.getByRole('button', { name: 'Suche', exact: true }).count()).toBe(1);
    expect(await page.locator('shop-header img').count()).toBe(0);

    // the unknown page type: sticky, and the cart flyout opens (only basket switches it off)
    const unknown = page.locator('#unknown');
    await unknown.locator('[part~="cart-icon"]').hover();
    await unknown.locator('[part~="flyout"] [part~="summary"]').waitFor();
    await page.mouse.move(5, 700);
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect
      .poll(() => unknown.locator('[part~="header"]').getAttribute('data-sticky'))
      .toBe('stuck');
    expect(await page.evaluate(() => '__injected' in window)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('keeps one cache key request and one open flyout with two headers on the page', async () => {
    const { page, errors } = await headerPage({
      markup:
        '<shop-header site="DE"></shop-header><shop-header site="DE" sticky="false"></shop-header>',
    });
    const [first, second] = [
      page.locator('shop-header').nth(0),
      page.locator('shop-header').nth(1),
    ];
    await second.locator('[part~="icon-bar"]').waitFor();
    const texts = SITES.DE!;
    await first.getByRole('button', { name: texts.account, exact: true }).click();
    await first.getByRole('dialog', { name: texts.account }).waitFor();
    // the first flyout's overlay lies over the page: the keyboard reaches the other header
    await second.getByRole('button', { name: texts.storeFinder, exact: true }).focus();
    await page.keyboard.press('Enter');
    await second.getByRole('dialog', { name: texts.storeFinderTitle }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await expect.poll(async () => (await backendRequests(page, 'cachekey')).length).toBe(1);
    expect(errors).toEqual([]);
  });

  it('closes its flyout and releases the page when removed while a flyout is open', async () => {
    const { page, errors } = await headerPage();
    const texts = SITES.DE!;
    await page.evaluate(() => window.scrollTo(0, 400));
    // opened by the keyboard: a mouse left over the account button would open the re-added
    // header's menu by hover 300 ms after it shows (Chrome moves the pointer over new content)
    await iconBar(page)
      .getByRole('button', { name: new RegExp(`^${texts.account}`) })
      .press('Enter');
    const menu = page.getByRole('dialog', { name: texts.account });
    await menu.waitFor();
    expect(await page.locator('html').getAttribute('data-shop-flyout')).toBe('USER_MENU');
    await page.evaluate(() => {
      const header = document.querySelector('shop-header')!;
      header.remove();
      (window as unknown as { removedHeader: Element }).removedHeader = header;
    });
    await expect.poll(() => page.locator('html').getAttribute('data-shop-flyout')).toBeNull();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    );
    await page.evaluate(() => window.scrollTo(0, 900));
    expect(await page.evaluate(() => window.scrollY)).toBe(900);

    await page.evaluate(() =>
      document.body.prepend((window as unknown as { removedHeader: Element }).removedHeader),
    );
    await iconBar(page).waitFor();
    expect(await menu.count()).toBe(0);
    await openUserMenu(page, texts);
    expect(errors).toEqual([]);
  });
});

describe("<shop-header>'s code loaded only when used (issue 15)", () => {
  const onIntent = {
    // one chunk for both flyouts' bodies
    panels: 'src/header/header-panels.tsx',
    navigationLevel: 'src/navigation/navigation-level.tsx',
  } as const;

  it("fetches the store finder's and user menu's chunk and the navigation levels' on hover, not before", async () => {
    const { page, errors, quiet } = await headerPage({
      context: { viewport: { width: 1280, height: 800 } },
    });
    // what the page loads after its first render has arrived
    await quiet();
    for (const source of Object.values(onIntent)) {
      expect(await timesLoaded(page, chunkOf(source)), `${source} before intent`).toBe(0);
    }
    const bar = iconBar(page);
    await bar.getByRole('button', { name: 'Filialfinder', exact: true }).hover();
    await expect.poll(() => timesLoaded(page, chunkOf(onIntent.panels))).toBe(1);
    await bar.getByRole('button', { name: /^Mein Konto/ }).hover();
    await page.getByRole('dialog', { name: /^Mein Konto/ }).waitFor();
    expect(await timesLoaded(page, chunkOf(onIntent.panels))).toBe(1);
    expect(await timesLoaded(page, chunkOf(onIntent.navigationLevel))).toBe(0);
    await page.locator('shop-header [data-navigation-top]').first().hover();
    await expect.poll(() => timesLoaded(page, chunkOf(onIntent.navigationLevel))).toBe(1);
    expect(errors).toEqual([]);
  });

  it('fetches no app banner code on a desktop, and draws the banner in the first rendered commit on Android', async () => {
    const banner = chunkOf('src/header/app-banner-view.tsx');
    const desktop = await headerPage();
    await desktop.quiet();
    expect(await timesLoaded(desktop.page, banner)).toBe(0);

    const { page } = await headerPage({
      context: phone(ANDROID),
      markup: '<shop-header site="DE"></shop-header>',
    });
    expect(await timesLoaded(page, banner)).toBe(1);
    // the page's reservation ends (rendered) in the same commit that shows the banner
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const header = document.querySelector('shop-header');
        if (header?.hasAttribute('rendered') && !('bannerAtRendered' in window)) {
          Object.assign(window, {
            bannerAtRendered: Boolean(header.shadowRoot?.querySelector('[part~="app-banner"]')),
          });
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['rendered'] });
    });
    await page.reload();
    await appBanner(page).waitFor();
    expect(
      await page.evaluate(() => (window as { bannerAtRendered?: boolean }).bannerAtRendered),
    ).toBe(true);
  });

  it('fetches the third-party code only with onetrustenabled (or recorded consent)', async () => {
    const thirdParty = chunkOf('stores/third-party/index.ts');
    const plain = await headerPage();
    await plain.quiet();
    expect(await timesLoaded(plain.page, thirdParty)).toBe(0);

    const { page } = await headerPage({
      markup: '<shop-header site="DE" onetrustenabled></shop-header>',
      ignoreConsole: /cookielaw|otSDKStub|ERR_|Failed to load resource|third-party/i,
    });
    await expect.poll(() => timesLoaded(page, thirdParty)).toBe(1);
    await page.locator('head script[src*="otSDKStub"]').waitFor({ state: 'attached' });
  });
});
