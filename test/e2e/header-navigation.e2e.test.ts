import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { NAVIGATION_MAX_DEPTH } from '../../src/core/schemas/navigation';
import type { Site } from '../../src/core/sites';
import {
  addToHostPage,
  axeViolations,
  chromiumForFile,
  pageTimersPast,
  type WatchedPage,
} from './browser';

// The header's main navigation and promotion blocks as an integrator gets them: the built dist/
// on the bare host page with the loader, the fake shop backend behind it (its navigation and
// promotions switches, demo/backend/README.md). Every test has its own context, so its own
// demo_session cookie and scenario.
const browser = chromiumForFile('header-navigation-e2e');

const base = (): string => inject('demoUrl');

const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 800 } };

/** What the backend answers with, and the bundle logs, when a test makes something fail. */
const EXPECTED_FAILURES = /status of (404|500)|\[shop-elements\]/;

interface HeaderPageOptions {
  readonly site?: Site;
  readonly attributes?: string;
  readonly scenario?: Record<string, unknown>;
  readonly context?: BrowserContextOptions;
  readonly ignoreConsole?: RegExp;
  /** Runs before the page loads (the clock). */
  readonly beforeLoad?: (page: Page) => Promise<void>;
}

/** The bare host page with a header at the top; resolves once its icon bar is there. */
async function headerPage({
  site = 'DE',
  attributes = '',
  scenario,
  context = DESKTOP,
  ignoreConsole,
  beforeLoad,
}: HeaderPageOptions = {}): Promise<WatchedPage> {
  const watched = await browser.open({ context, ignoreConsole });
  const { page } = watched;
  page.setDefaultTimeout(10_000);
  await page.context().addCookies([{ name: 'site', value: site, url: base() }]);
  await addToHostPage(page, `<shop-header site="${site}" ${attributes}></shop-header>`);
  if (scenario) {
    const response = await page.request.post(`${base()}/__backend/scenario`, { data: scenario });
    expect(response.ok(), await response.text()).toBe(true);
  }
  await beforeLoad?.(page);
  await page.goto(`${base()}/demo/host.html`);
  await page.locator('shop-header [part~="icon-bar"]').waitFor();
  return watched;
}

interface SiteTexts {
  readonly navigation: string;
  readonly themeWorlds: string;
  readonly categories: readonly string[];
  readonly submenu: (title: string) => string;
  readonly overview: (title: string) => string;
  readonly back: string;
  readonly menu: string;
  /** The coffee category's first subcategory, one of its leaves, and the teaser's title. */
  readonly wholeBeans: string;
  readonly espresso: string;
  readonly teaser: string;
  readonly categoryBanner: string;
  readonly sections: readonly string[];
  readonly cosyHome: string;
  /** The phase-integration block: the Christmas one from 15 November to 24 December, else this. */
  readonly phaseIntegration: readonly string[];
  readonly topBanner: string;
  readonly voucherCode: string;
  readonly legalHint: string;
  readonly benefits: string;
  /** The top banner's details control, and its panel's title. */
  readonly details: string;
  readonly detailsTitle: string;
}

const SITES: Readonly<Record<'DE' | 'HU' | 'TR', SiteTexts>> = {
  DE: {
    navigation: 'Hauptnavigation',
    themeWorlds: 'Themenwelten',
    categories: ['Kaffee', 'Mode', 'Wohnen', 'Küche & Haushalt', 'Sport & Freizeit', 'Mobilfunk'],
    submenu: (title) => `Untermenü ${title}`,
    overview: (title) => `Alles anzeigen: ${title}`,
    back: 'Zurück',
    menu: 'Menü',
    wholeBeans: 'Ganze Bohnen',
    espresso: 'Espresso',
    teaser: 'Entdecken',
    categoryBanner: 'Frisch geröstet, direkt zu Ihnen',
    sections: ['Vorschau', 'Neu diese Woche', 'Weitere Themenwelten', 'Nur noch kurze Zeit'],
    cosyHome: 'Gemütliches Zuhause',
    phaseIntegration: ['Weihnachten: Geschenke für alle', 'Neue Themenwelt: Gemütliches Zuhause'],
    topBanner: 'Herbst-Sale: bis zu 30 % auf Mode',
    voucherCode: 'HERBST15',
    legalHint: 'Aktionsbedingungen',
    benefits: 'Ihre Vorteile',
    details: 'Details',
    detailsTitle: 'Aktionsdetails',
  },
  HU: {
    navigation: 'Fő navigáció',
    themeWorlds: 'Témavilágok',
    categories: ['Kávé', 'Divat', 'Otthon', 'Konyha és háztartás', 'Sport és szabadidő'],
    submenu: (title) => `${title} almenü`,
    overview: (title) => `Összes megjelenítése: ${title}`,
    back: 'Vissza',
    menu: 'Főmenü',
    wholeBeans: 'Szemes kávé',
    espresso: 'Eszpresszó',
    teaser: 'Fedezze fel',
    categoryBanner: 'Frissen pörkölve, egyenesen Önhöz',
    sections: ['Előzetes', 'A hét újdonságai', 'További témavilágok', 'Utolsó esély'],
    cosyHome: 'Meghitt otthon',
    phaseIntegration: ['Karácsony: ajándék mindenkinek', 'Új témavilág: Meghitt otthon'],
    topBanner: 'Őszi vásár: akár 30% kedvezmény a divatra',
    voucherCode: 'OSZ15',
    legalHint: 'Az akció feltételei',
    benefits: 'Az Ön előnyei',
    details: 'Részletek',
    detailsTitle: 'Az akció részletei',
  },
  TR: {
    navigation: 'Ana gezinme',
    themeWorlds: 'Tema dünyaları',
    categories: ['Kahve', 'Moda', 'Ev & Yaşam', 'Mutfak & Ev', 'Spor & Outdoor'],
    submenu: (title) => `${title} alt menüsü`,
    overview: (title) => `Tümünü göster: ${title}`,
    back: 'Geri',
    menu: 'Ana menü',
    wholeBeans: 'Çekirdek kahve',
    espresso: 'Espresso',
    teaser: 'Keşfet',
    categoryBanner: 'Taze kavrulmuş, doğrudan size',
    sections: ['Yakında', 'Bu haftanın yenilikleri', 'Diğer tema dünyaları', 'Son fırsat'],
    cosyHome: 'Sıcacık Ev',
    phaseIntegration: ['Yılbaşı: herkese hediye', 'Yeni tema dünyası: Sıcacık Ev'],
    topBanner: "Sonbahar indirimi: modada %30'a varan indirim",
    voucherCode: 'SONBAHAR15',
    legalHint: 'Kampanya koşulları',
    benefits: 'Avantajlarınız',
    details: 'Ayrıntılar',
    detailsTitle: 'Kampanya ayrıntıları',
  },
};

const navigation = (page: Page, texts: SiteTexts): Locator =>
  page.locator('shop-header').getByRole('navigation', { name: texts.navigation });

/** The open desktop flyout (its panel has no role of its own: the disclosure pattern). */
const openPanel = (page: Page): Locator =>
  page.locator('shop-header .navigation__panel:not([hidden])');

const promotions = (page: Page): Locator => page.locator('shop-header [part~="promotions"]');

/** The names of the row's top-level controls, in order: links by text, buttons by name. */
const topLevelNames = (nav: Locator): Promise<string[]> =>
  nav
    .locator('[data-navigation-top]')
    .evaluateAll((controls) =>
      controls.map((control) => control.getAttribute('aria-label') ?? control.textContent ?? ''),
    );

/** The text or accessible name of the focused element inside the header. */
const focused = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const active = document.querySelector('shop-header')?.shadowRoot?.activeElement;
    return active ? (active.getAttribute('aria-label') ?? active.textContent) : null;
  });

/**
 * In the page: the time a mouse first enters a top-level item of the navigation and the time a
 * flyout panel is first shown after that (not hidden, in the top layer), and the next frame.
 */
function watchFlyoutOpening(): void {
  const header = document.querySelector('shop-header')!;
  const root = header.shadowRoot!;
  const state: { entered?: number; shown?: number; frame?: number } = {};
  (window as unknown as { flyoutOpening: typeof state }).flyoutOpening = state;
  header.addEventListener(
    'pointerover',
    (event) => {
      const inTrigger = event
        .composedPath()
        .some((node) => node instanceof Element && node.classList.contains('navigation__trigger'));
      if (inTrigger) state.entered ??= event.timeStamp;
    },
    { capture: true },
  );
  const check = (): boolean => {
    const panel = root.querySelector('.navigation__panel:not([hidden])');
    if (!panel?.matches(':popover-open')) return false;
    state.shown = performance.now();
    requestAnimationFrame(() => (state.frame = performance.now()));
    return true;
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true });
}

async function flyoutOpening(
  page: Page,
): Promise<{ entered: number; shown: number; frame: number }> {
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { flyoutOpening: { frame?: number } }).flyoutOpening.frame,
      ),
    )
    .toBeDefined();
  return page.evaluate(
    () =>
      (window as unknown as { flyoutOpening: { entered: number; shown: number; frame: number } })
        .flyoutOpening,
  );
}

async function hover(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('hover: the target has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

/** Every address in the header's DOM (href, src and the like), shadow roots included. */
const headerAddresses = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const addresses: string[] = [];
    const visit = (root: ParentNode): void => {
      for (const element of root.querySelectorAll('*')) {
        for (const name of ['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href']) {
          const value = element.getAttribute(name);
          if (value !== null) addresses.push(value);
        }
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    for (const header of document.querySelectorAll('shop-header')) {
      if (header.shadowRoot) visit(header.shadowRoot);
    }
    return addresses;
  });

/** An address a browser would run or send off the page (after dropping what it ignores). */
const isUnsafeAddress = (address: string): boolean => {
  // eslint-disable-next-line no-control-regex -- browsers drop these inside a URL
  const normalized = address.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  return /^(javascript|data|vbscript):/.test(normalized) || /^[/\\]{2}/.test(normalized);
};

/**
 * Attributes the CMS must never get into the header: event handlers anywhere, and inside a
 * promotion block a style that positions anything (the block's own colours are custom
 * properties).
 */
const injectedAttributes = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const found: string[] = [];
    const visit = (root: ParentNode, inPromotion: boolean): void => {
      for (const element of root.querySelectorAll('*')) {
        const promotion = inPromotion || element.matches('[part~="promotion"]');
        for (const name of element.getAttributeNames()) {
          const value = element.getAttribute(name) ?? '';
          if (
            name.startsWith('on') ||
            (promotion && name === 'style' && /position|inset|url\(/.test(value))
          ) {
            found.push(`${element.localName} ${name}="${value}"`);
          }
        }
        if (element.shadowRoot) visit(element.shadowRoot, promotion);
      }
    };
    for (const header of document.querySelectorAll('shop-header')) {
      if (header.shadowRoot) visit(header.shadowRoot, false);
    }
    return found;
  });

const pwned = (page: Page): Promise<unknown> =>
  page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);

/** The header's and each promotion block's width, and whether the page scrolls sideways. */
const promotionLayout = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('shop-header')!;
    const { left, right } = header.getBoundingClientRect();
    const blocks = [
      ...header.shadowRoot!.querySelectorAll('[part~="promotions"] [part~="promotion"]'),
    ].map((block) => block.getBoundingClientRect());
    return {
      header: { left, right },
      blocks: blocks.map((block) => ({ left: block.left, right: block.right })),
      scrollsSideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    };
  });

async function expectLayoutIntact(page: Page): Promise<void> {
  const layout = await promotionLayout(page);
  expect(layout.blocks.length).toBeGreaterThan(0);
  for (const block of layout.blocks) {
    expect(block.left).toBeGreaterThanOrEqual(layout.header.left - 0.5);
    expect(block.right).toBeLessThanOrEqual(layout.header.right + 0.5);
  }
  // the header lays itself out again after a change of the window's width: give it its frames
  await expect
    .poll(async () => (await promotionLayout(page)).scrollsSideways, { timeout: 3000 })
    .toBe(false);
}

describe('the navigation and promotion blocks on the built bundle', () => {
  for (const [site, texts] of Object.entries(SITES) as ['DE' | 'HU' | 'TR', SiteTexts][]) {
    it(`shows the ${site} navigation: theme worlds, then the categories, hover, keyboard, drill-down`, async () => {
      const { page, errors } = await headerPage({ site });
      const nav = navigation(page, texts);
      await nav.locator('[data-navigation-top]').first().waitFor();
      expect(await nav.getAttribute('aria-busy')).toBe('false');
      const coffee = texts.categories[0]!;
      expect(await topLevelNames(nav)).toEqual([
        texts.themeWorlds,
        ...texts.categories.flatMap((title) => [title, texts.submenu(title)]),
      ]);

      // a mouse passing over an item opens nothing; one resting on it opens after 300 ms
      await nav.getByRole('link', { name: coffee, exact: true }).evaluate((link) => {
        const init = { bubbles: true, composed: true, pointerType: 'mouse' };
        link.dispatchEvent(
          new PointerEvent('pointerover', { ...init, relatedTarget: document.body }),
        );
        link.dispatchEvent(
          new PointerEvent('pointerout', { ...init, relatedTarget: document.body }),
        );
      });
      await pageTimersPast(page, 600);
      expect(await openPanel(page).count()).toBe(0);
      await page.evaluate(watchFlyoutOpening);
      await hover(page, nav.getByRole('link', { name: coffee, exact: true }));
      const opening = await flyoutOpening(page);
      expect(opening.shown - opening.entered).toBeGreaterThanOrEqual(299);
      const panel = openPanel(page);
      expect(await panel.getByRole('heading', { level: 2 }).textContent()).toBe(coffee);
      expect(
        await nav
          .getByRole('button', { name: texts.submenu(coffee) })
          .getAttribute('aria-expanded'),
      ).toBe('true');
      expect(await page.locator('html').getAttribute('data-shop-flyout')).toBe('NAVIGATION');
      expect(
        await panel.getByRole('link', { name: texts.overview(coffee) }).getAttribute('href'),
      ).toBe('/c/coffee');
      // the level's teaser and the category banner
      await panel.getByText(texts.teaser, { exact: true }).waitFor();
      await panel.getByText(texts.categoryBanner).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // drill-down: a subcategory's own level with its overview, its leaves and its teaser
      await panel.getByRole('button', { name: texts.wholeBeans }).click();
      await panel.getByRole('heading', { level: 2, name: texts.wholeBeans }).waitFor();
      expect(
        await panel
          .getByRole('link', { name: texts.overview(texts.wholeBeans) })
          .getAttribute('href'),
      ).toBe('/c/coffee/whole-beans');
      expect(
        await panel.getByRole('link', { name: texts.espresso, exact: true }).getAttribute('href'),
      ).toBe('/c/coffee/whole-beans/espresso');
      expect(
        await panel
          .getByRole('link')
          .evaluateAll((links) =>
            links.some((link) => link.getAttribute('href') === '/c/coffee/whole-beans?sort=new'),
          ),
      ).toBe(true);
      await panel.getByRole('button', { name: texts.back }).click();
      await panel.getByRole('heading', { level: 2, name: coffee }).waitFor();
      await expect.poll(() => focused(page)).toBe(texts.wholeBeans);

      // keyboard: Escape closes and returns focus; arrows move along the row; Enter opens
      await page.keyboard.press('Escape');
      await expect.poll(() => openPanel(page).count()).toBe(0);
      await page.mouse.move(700, 850);
      await nav.getByRole('button', { name: texts.themeWorlds, exact: true }).focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => focused(page)).toBe(coffee);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => focused(page)).toBe(texts.submenu(coffee));
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => focused(page)).toBe(texts.themeWorlds);

      // the theme worlds flyout: its sections with their theme worlds and the phase integration
      await page.keyboard.press('Enter');
      const worlds = openPanel(page);
      await worlds.getByRole('heading', { level: 2, name: texts.themeWorlds }).waitFor();
      expect(await worlds.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
        texts.sections,
      );
      expect(
        await worlds
          .getByRole('link', { name: new RegExp(texts.cosyHome) })
          .first()
          .getAttribute('href'),
      ).toBe('/themeworld/cosy-home');
      expect(await worlds.locator('img[loading="lazy"]').count()).toBeGreaterThan(3);
      await worlds
        .getByText(
          new RegExp(
            texts.phaseIntegration
              .map((headline) => headline.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
              .join('|'),
          ),
        )
        .first()
        .waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => openPanel(page).count()).toBe(0);
      await expect.poll(() => focused(page)).toBe(texts.themeWorlds);
      expect(errors).toEqual([]);
    });

    it(`shows the ${site} campaign row: the top banner with its voucher, its details with the legal hint`, async () => {
      const { page, errors } = await headerPage({ site });
      const row = promotions(page);
      await row.getByText(texts.topBanner).waitFor();
      expect(await row.getByText(texts.voucherCode, { exact: true }).count()).toBe(1);
      // one line: the benefits strip is not shown beside a live top banner
      expect(await row.getByRole('list', { name: texts.benefits }).count()).toBe(0);

      // the details open in a panel over the page, with the legal hint that opens its text
      await row.getByRole('button', { name: texts.details }).click();
      const details = page.getByRole('dialog', { name: texts.detailsTitle });
      const hint = details.getByRole('button', { name: texts.legalHint });
      expect(await hint.getAttribute('aria-expanded')).toBe('false');
      await hint.click();
      expect(await hint.getAttribute('aria-expanded')).toBe('true');
      const legalText = details.locator(`[id="${await hint.getAttribute('aria-controls')}"]`);
      expect(await legalText.isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      // one flyout at a time: the navigation's closes the details, and their legal text
      await navigation(page, texts)
        .getByRole('button', { name: texts.submenu(texts.categories[0]!) })
        .click();
      await openPanel(page).waitFor();
      await expect.poll(() => details.count()).toBe(0);
      await page.keyboard.press('Escape');
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    it(`shows the ${site} benefits strip where no top banner is live, tracked as VK1 to VK4`, async () => {
      const { page, errors } = await headerPage({ site, scenario: { promotions: 'benefits' } });
      const benefits = promotions(page).getByRole('list', { name: texts.benefits });
      const links = benefits.getByRole('link');
      await links.first().waitFor();
      expect(await links.count()).toBe(4);
      await page.evaluate(() =>
        window.addEventListener('click', (event) => event.preventDefault(), { capture: true }),
      );
      // the line scrolls sideways where it does not fit: each link is clicked where it is
      for (let index = 0; index < 4; index += 1) {
        await links.nth(index).scrollIntoViewIfNeeded();
        await links.nth(index).click();
      }
      const hrefs = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href')),
      );
      const tracked = await page.evaluate(() =>
        (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.filter(
          (entry) => entry.event === 'promotion_click',
        ),
      );
      expect(tracked).toEqual(
        ['VK1_Versandkostenfrei', 'VK2_Newsletterregistrierung', 'VK3_XChannel', 'VK4_Service'].map(
          (specification, index) => ({
            event: 'promotion_click',
            click_type: 'benefit',
            click_target: hrefs[index],
            specification,
          }),
        ),
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    it(`opens the ${site} drawer on a phone: its levels, a back step each, Escape per level`, async () => {
      const { page, errors } = await headerPage({
        site,
        attributes: 'platform="SMARTPHONE"',
        context: PHONE,
      });
      const header = page.locator('shop-header');
      const menuButton = header.getByRole('button', { name: texts.menu, exact: true });
      await menuButton.click();
      const drawer = header.getByRole('dialog', { name: texts.menu });
      await drawer.waitFor();
      expect(await page.locator('html').getAttribute('data-shop-flyout')).toBe('NAVIGATION');
      const coffee = texts.categories[0]!;
      await drawer.getByRole('button', { name: coffee, exact: true }).waitFor();
      expect(await drawer.getByRole('listitem').allTextContents()).toEqual([
        texts.themeWorlds,
        ...texts.categories,
      ]);

      await drawer.getByRole('button', { name: coffee, exact: true }).click();
      await drawer.getByRole('heading', { level: 2, name: coffee }).waitFor();
      expect(await drawer.getByRole('button', { name: texts.back }).count()).toBe(1);
      await drawer.getByRole('button', { name: texts.wholeBeans }).click();
      await drawer.getByRole('heading', { level: 2, name: texts.wholeBeans }).waitFor();
      expect(
        await drawer.getByRole('link', { name: texts.espresso, exact: true }).getAttribute('href'),
      ).toBe('/c/coffee/whole-beans/espresso');
      expect(await axeViolations(page)).toEqual([]);

      // Escape: a level up (focus on the entry that opened it), up again, then the drawer closes
      await page.keyboard.press('Escape');
      await drawer.getByRole('heading', { level: 2, name: coffee }).waitFor();
      await expect.poll(() => focused(page)).toBe(texts.wholeBeans);
      await page.keyboard.press('Escape');
      await drawer.getByRole('button', { name: coffee, exact: true }).waitFor();
      await expect.poll(() => focused(page)).toBe(coffee);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await expect.poll(() => focused(page)).toBe(texts.menu);
      expect(await page.locator('html').getAttribute('data-shop-flyout')).toBeNull();
      expect(errors).toEqual([]);
    });
  }

  it('copies the voucher code and shows its success for 3 s', async () => {
    const { page, errors } = await headerPage({
      context: { ...DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] },
      // Playwright's clock: the 3 s are stepped through, not waited for
      beforeLoad: async (target) => {
        await target.clock.install();
        await target.clock.resume();
      },
    });
    const blocks = promotions(page);
    await blocks.getByText(SITES.DE.voucherCode, { exact: true }).waitFor();
    await page.clock.pauseAt(Date.now() + 60_000);
    await blocks.getByRole('button', { name: 'Code kopieren' }).click();
    const status = blocks.getByRole('status').filter({ hasText: 'Code kopiert' });
    await status.waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SITES.DE.voucherCode);
    await page.clock.runFor(2_990);
    expect(await status.count()).toBe(1);
    await page.clock.runFor(20);
    await status.waitFor({ state: 'detached' });
    const tracked = await page.evaluate(() =>
      (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.filter(
        (entry) => entry.event === 'promotion_click',
      ),
    );
    expect(tracked).toEqual([
      {
        event: 'promotion_click',
        click_type: 'voucher_copy',
        click_target: SITES.DE.voucherCode,
        specification: '~top_banner',
      },
    ]);
    expect(errors).toEqual([]);
  });
});

describe('the navigation flyout attributes on the built bundle', () => {
  /** The category-tree requests the page made (not the theme worlds'), path and query. */
  const treeRequests = (page: Page): Promise<string[]> =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter(
          (url) => url.pathname.includes('navigation') && !url.pathname.includes('themeworld'),
        )
        .map((url) => url.pathname + url.search),
    );

  it('asks the tree of client-id as ?site=', async () => {
    const { page, errors } = await headerPage({ attributes: 'client-id="partner-shop"' });
    await expect.poll(() => navigation(page, SITES.DE).getAttribute('aria-busy')).toBe('false');
    expect(await treeRequests(page)).toEqual(['/jsonflyoutnavigation?site=partner-shop']);
    expect(errors).toEqual([]);
  });

  it('asks the tree from navigation-route instead, and shows it', async () => {
    // a route of the page's own origin answering the same shape, as a shop front would serve it
    const tree = [
      { title: 'Partnerkaffee', href: '/partner/kaffee', target: '_self', children: [] },
    ];
    const { page, errors } = await headerPage({
      attributes: 'navigation-route="/partner/navigation.json" client-id="partner-shop"',
      beforeLoad: async (page) => {
        await page.route('**/partner/navigation.json', (route) => route.fulfill({ json: tree }));
      },
    });
    const nav = navigation(page, SITES.DE);
    await expect.poll(() => nav.getAttribute('aria-busy')).toBe('false');
    expect(await topLevelNames(nav)).toEqual(['Themenwelten', 'Partnerkaffee']);
    expect(await treeRequests(page)).toEqual(['/partner/navigation.json']);
    expect(errors).toEqual([]);
  });
});

describe('the navigation and promotion blocks with bad input', () => {
  it('runs no script and keeps the layout with hostile promotions', async () => {
    const { page, errors } = await headerPage({
      scenario: { promotions: 'hostile' },
      ignoreConsole: EXPECTED_FAILURES,
    });
    const blocks = promotions(page);
    // markup shows as text, the top banner on the campaign row's one line
    await blocks.getByText('<img src=x onerror=').first().waitFor();
    expect(await blocks.locator('[part~="promotion"]').count()).toBe(1);
    // the legal text, in the details panel: its good link is a link, the others are text
    await blocks.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Aktionsdetails' });
    await details.getByRole('button', { name: /Aktionsbedingungen/ }).click();
    expect(await details.getByRole('link', { name: 'Alle Bedingungen' }).getAttribute('href')).toBe(
      '/info/conditions',
    );
    expect(await details.getByRole('link', { name: 'hier' }).count()).toBe(0);
    // the panel with its hostile banner stays inside the window
    const box = await details.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(1440);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expectLayoutIntact(page);
    // the category banner and the phase-integration block in the flyouts are hostile too
    const nav = navigation(page, SITES.DE);
    for (const item of ['Untermenü Kaffee', 'Themenwelten']) {
      await nav.getByRole('button', { name: item, exact: true }).click();
      await openPanel(page).locator('[part~="promotion"]').waitFor();
      // the flyout with its hostile block stays inside the window
      const panel = await openPanel(page).boundingBox();
      expect(panel!.x).toBeGreaterThanOrEqual(0);
      expect(panel!.x + panel!.width).toBeLessThanOrEqual(1440);
      if (item !== 'Themenwelten') await page.keyboard.press('Escape');
    }

    expect(await pwned(page)).toBeUndefined();
    expect((await headerAddresses(page)).filter(isUnsafeAddress)).toEqual([]);
    expect(await injectedAttributes(page)).toEqual([]);
    // the 400-character word wraps inside a phone-width header too
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 800 });
    await expectLayoutIntact(page);
    expect(await pwned(page)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('runs no script and leaves out what is unusable with a hostile navigation and theme worlds', async () => {
    const { page, errors } = await headerPage({
      scenario: { navigation: 'hostile' },
      ignoreConsole: EXPECTED_FAILURES,
    });
    const nav = navigation(page, SITES.DE);
    await nav.locator('[data-navigation-top]').first().waitFor();
    const names = await topLevelNames(nav);
    // markup shows as text; the javascript: and //host categories and wrong shapes are left out
    expect(names.filter((name) => !name.startsWith('Untermenü'))).toEqual([
      expect.stringMatching(/^<img src=x onerror=.*Themenwelten$/),
      expect.stringMatching(/^<img src=x onerror=.*Kaffee$/),
      'Wohnen',
      '<style>*{display:none!important}</style>Sport',
    ]);
    const coffee = nav.getByRole('link', { name: /Kaffee$/ });
    expect(await coffee.getAttribute('href')).toBe('/c/coffee');
    expect(await coffee.getAttribute('target')).toBeNull();

    await nav.getByRole('button', { name: /^Untermenü <img.*Kaffee$/ }).click();
    const panel = openPanel(page);
    await panel.getByRole('button', { name: /Ganze Bohnen<\/a>$/ }).waitFor();
    expect(await panel.getByText(/^Link /).count()).toBe(0);
    expect(
      await panel.getByRole('link', { name: 'Kapseln', exact: true }).getAttribute('href'),
    ).toBe('/c/coffee/capsules');
    await page.keyboard.press('Escape');

    // a chain 60 levels deep: the drill-down ends where the navigation stops keeping levels
    await nav.getByRole('button', { name: 'Untermenü Wohnen' }).click();
    let levels = 1;
    for (;;) {
      const next = openPanel(page).getByRole('button', { name: /^Ebene \d+$/ });
      if ((await next.count()) === 0) break;
      const title = (await next.textContent()) ?? '';
      await next.click();
      await openPanel(page).getByRole('heading', { level: 2, name: title }).waitFor();
      levels += 1;
    }
    expect(levels).toBe(NAVIGATION_MAX_DEPTH - 1);
    expect(
      await openPanel(page)
        .getByRole('link', { name: `Ebene ${NAVIGATION_MAX_DEPTH - 1}` })
        .count(),
    ).toBe(1);
    await page.keyboard.press('Escape');

    // the theme worlds: only the usable ones, texts as text, no unusable image
    await nav.getByRole('button', { name: /Themenwelten$/ }).click();
    const worlds = openPanel(page);
    await worlds.getByRole('link', { name: /Wintersport/ }).waitFor();
    expect(await worlds.getByRole('heading', { level: 3 }).count()).toBe(1);
    expect(await worlds.getByRole('link', { name: 'Kinderwelt' }).count()).toBe(0);

    expect(await pwned(page)).toBeUndefined();
    expect((await headerAddresses(page)).filter(isUnsafeAddress)).toEqual([]);
    expect(await injectedAttributes(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows no promotion, and the rest of the header, when contentJSON is not JSON', async () => {
    const refused: string[] = [];
    const { page, errors } = await headerPage({
      scenario: { promotions: 'malformed' },
      ignoreConsole: /\[shop-elements\] promotion not shown/,
      beforeLoad: async (target) => {
        target.on('console', (message) => {
          if (/promotion not shown.*reason: contentJSON/.test(message.text())) {
            refused.push(message.text());
          }
        });
      },
    });
    const nav = navigation(page, SITES.DE);
    await nav.getByRole('button', { name: 'Untermenü Kaffee' }).click();
    await openPanel(page).getByRole('heading', { level: 2, name: 'Kaffee' }).waitFor();
    await openPanel(page).getByText('Entdecken', { exact: true }).waitFor();
    // the top banner, the benefits strip and the category banner: each read and refused
    await expect.poll(() => refused.length).toBe(3);
    // the campaign row shows the site's standing benefits instead: never empty
    expect(await page.locator('shop-header [data-campaign]').getAttribute('data-campaign')).toBe(
      'standing',
    );
    expect(await promotions(page).textContent()).toContain('Kaffee versandkostenfrei ab 20 €');
    expect(errors).toEqual([]);
  });

  it('renders the header without the navigation or the promotions when their calls fail', async () => {
    const { page, errors } = await headerPage({
      scenario: { failing: ['navigation'] },
      ignoreConsole: EXPECTED_FAILURES,
    });
    // the tree failed: the theme worlds alone
    const nav = navigation(page, SITES.DE);
    await expect.poll(() => nav.getAttribute('aria-busy')).toBe('false');
    expect(await topLevelNames(nav)).toEqual(['Themenwelten']);

    const response = await page.request.post(`${base()}/__backend/scenario`, {
      data: { failing: ['navigation', 'themeworlds', 'promotion'] },
    });
    expect(response.ok()).toBe(true);
    await page.reload();
    const bar = page.locator('shop-header [part~="icon-bar"]');
    await bar.waitFor();
    await expect
      .poll(async () => {
        const state = (await (await page.request.get(`${base()}/__backend/state`)).json()) as {
          requests: { endpoint: string; outcome: string }[];
        };
        return state.requests.filter((request) => request.outcome === 'failed').length;
      })
      .toBeGreaterThanOrEqual(5);
    await expect.poll(() => nav.count()).toBe(0);
    // no campaign: the campaign row shows the site's standing benefits
    expect(await page.locator('shop-header [data-campaign]').getAttribute('data-campaign')).toBe(
      'standing',
    );
    // the icon bar still works
    await bar.getByRole('button', { name: 'Filialfinder', exact: true }).click();
    await page.getByRole('dialog', { name: 'Filiale finden' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('opens the first flyout of a navigation of 2,000 nodes in six levels', async () => {
    // the category banner asks for the tag range-1, for which the service has none (404)
    const { page, errors } = await headerPage({
      scenario: { navigation: 'big' },
      ignoreConsole: /status of 404/,
    });
    const nav = navigation(page, SITES.DE);
    await nav
      .getByRole('link', { name: 'Sortiment 10', exact: true })
      .waitFor({ state: 'attached' });
    await page.evaluate(watchFlyoutOpening);
    await hover(page, nav.getByRole('link', { name: 'Sortiment 1', exact: true }));
    const opening = await flyoutOpening(page);
    const delayEnd = opening.entered + 300;
    console.log(
      `2,000-node navigation, first flyout: rendered ${(opening.shown - delayEnd).toFixed(1)} ms after the 300 ms delay, painted (next frame) ${(opening.frame - delayEnd).toFixed(1)} ms after it`,
    );
    // down to the sixth level
    const panel = openPanel(page);
    for (const title of [
      'Sortiment 1.1',
      'Sortiment 1.1.1',
      'Sortiment 1.1.1.1',
      'Sortiment 1.1.1.1.1',
    ]) {
      await panel.getByRole('button', { name: title, exact: true }).click();
      await panel.getByRole('heading', { level: 2, name: title }).waitFor();
    }
    expect(await panel.getByRole('link', { name: /^Sortiment 1\.1\.1\.1\.1\.\d$/ }).count()).toBe(
      2,
    );
    expect(errors).toEqual([]);
  });
});
