import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SITE_KEYS, type Site } from '../../src/core/sites';
import { getFooterCountries } from '../../src/footer/footer.countries';
import {
  axeViolations,
  chromiumForFile,
  trackRequests,
  type RequestTracker,
  type WatchedPage,
} from './browser';
import { chunkOf, failFirstRequest, recordPreloadErrors } from './on-demand';

// What an integrator gets: the built dist/ on the bare host page, the loader script and a
// <shop-footer> at the end of a page, against the fake shop backend. Each test has its own
// context, so its own demo_session cookie and backend scenario. The backend answers SHOP_FOOTER
// with 404 here (shopFooter none), so the footer shows its built-in content.
const browser = chromiumForFile('footer-e2e');

const base = (): string => inject('demoUrl');

/** Chromium logs every 4xx/5xx answer; SHOP_FOOTER's 404 is the usual "no override". */
const EXPECTED_404 = /404 \(Not Found\)/;

/** Per site: the built-in headline, a legal link, and the country selector's label (i18n). */
const SITE_TEXTS: Readonly<Record<Site, { headline: string; legal: string; country: string }>> = {
  DE: { headline: 'Wir sind für Sie da', legal: 'Impressum', country: 'Land' },
  AT: { headline: 'Wir sind für Sie da', legal: 'Impressum', country: 'Land' },
  CH: { headline: 'Wir sind für Sie da', legal: 'Impressum', country: 'Land' },
  CH_FR: { headline: 'Nous sommes là pour vous', legal: 'Mentions légales', country: 'Pays' },
  PL: { headline: 'Jesteśmy tu dla Państwa', legal: 'Regulamin', country: 'Kraj' },
  CZ: { headline: 'Jsme tu pro Vás', legal: 'Obchodní podmínky', country: 'Země' },
  HU: { headline: 'Itt vagyunk Önnek', legal: 'Adatvédelem', country: 'Ország' },
  SK: { headline: 'Sme tu pre Vás', legal: 'Obchodné podmienky', country: 'Krajina' },
  TR: { headline: 'Her zaman yanınızdayız', legal: 'Çerez ayarları', country: 'Ülke' },
};

/** dist/'s chunk file of each site's content module (from Vite's manifest). */
const CONTENT_CHUNKS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(
    JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
      string,
      { src?: string; file: string; isDynamicEntry?: boolean }
    >,
  )
    .filter((chunk) => chunk.isDynamicEntry && chunk.src?.startsWith('src/footer/content/'))
    .map((chunk) => [chunk.src ?? '', chunk.file]),
);
const contentChunkOf = (site: Site): string =>
  CONTENT_CHUNKS[`src/footer/content/${site.toLowerCase().replace('_', '-')}.ts`] ?? '';

interface FooterPageOptions {
  readonly site?: Site;
  readonly attributes?: string;
  readonly scenario?: Record<string, unknown>;
  readonly cookies?: readonly { name: string; value: string }[];
  readonly ignoreConsole?: RegExp;
}

async function footerPage({
  site = 'DE',
  attributes = '',
  scenario,
  cookies = [],
  ignoreConsole = EXPECTED_404,
}: FooterPageOptions = {}): Promise<
  WatchedPage & RequestTracker & { readonly requested: string[] }
> {
  const watched = await browser.open({ ignoreConsole });
  const { page } = watched;
  page.setDefaultTimeout(10_000);
  const requests = trackRequests(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page
    .context()
    .addCookies([
      { name: 'site', value: site, url: base() },
      ...cookies.map((cookie) => ({ ...cookie, url: base() })),
    ]);
  const response = await page.request.post(`${base()}/__backend/scenario`, {
    data: { shopFooter: 'none', ...scenario },
  });
  expect(response.ok(), await response.text()).toBe(true);
  // any script smuggled in through content would call alert: recorded, never shown
  await page.addInitScript(() => {
    window.alert = () => {
      (window as unknown as { alerted: boolean }).alerted = true;
    };
  });
  await page.goto(`${base()}/demo/host.html`);
  await page.evaluate((markup) => {
    document.querySelector('main')?.insertAdjacentHTML('beforeend', markup);
  }, `<p>Seiteninhalt</p><shop-footer site="${site}" ${attributes}></shop-footer>`);
  await page.addScriptTag({ type: 'module', url: '/dist/shop-elements.js' });
  await footer(page).locator('[part~="footer-legal"]').waitFor();
  return { ...watched, requested, quiet: () => requests.quiet() };
}

const footer = (page: Page) => page.locator('shop-footer');

/** Every image of the footer, loaded: the page scrolled down so lazy images load too. */
async function brokenImages(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const images = footer(page).locator('img');
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  const broken: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete))
      .toBe(true);
    const { src, width } = await image.evaluate((element: HTMLImageElement) => ({
      src: element.getAttribute('src') ?? '',
      width: element.naturalWidth,
    }));
    if (width === 0) broken.push(src);
  }
  return broken;
}

/** Raw message keys (`footer.country.label`) or unfilled placeholders (`{count}`). */
async function untranslated(page: Page): Promise<string[]> {
  const text = await footer(page).evaluate((host) => {
    const parts: string[] = [];
    const walk = (root: ShadowRoot | Element): void => {
      for (const node of root.querySelectorAll('*')) {
        for (const child of node.childNodes) {
          if (child.nodeType === Node.TEXT_NODE) parts.push(child.textContent ?? '');
        }
        for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
          const value = node.getAttribute(name);
          if (value) parts.push(value);
        }
      }
    };
    if (host.shadowRoot) walk(host.shadowRoot);
    return parts.join('\n');
  });
  return text.match(/\b(?:footer|newsletter|common)\.[a-zA-Z.]+\b|\{[a-zA-Z]+\}/g) ?? [];
}

describe('<shop-footer> on every site', () => {
  for (const site of SITE_KEYS) {
    it(`${site}: its own content in its language, no untranslated text, no broken image`, async () => {
      const { page, errors, requested } = await footerPage({ site });
      const texts = SITE_TEXTS[site];
      await footer(page).getByRole('heading', { level: 2, name: texts.headline }).waitFor();
      expect(await footer(page).getByRole('link', { name: texts.legal }).count()).toBe(1);
      expect(await footer(page).locator('[part~="footer"]').getAttribute('lang')).toBe(
        {
          DE: 'de-DE',
          AT: 'de-AT',
          CH: 'de-CH',
          CH_FR: 'fr-CH',
          PL: 'pl-PL',
          CZ: 'cs-CZ',
          HU: 'hu-HU',
          SK: 'sk-SK',
          TR: 'tr-TR',
        }[site],
      );
      expect(await untranslated(page)).toEqual([]);
      expect(await brokenImages(page)).toEqual([]);
      // a page loads its own site's content module only
      const loadedContent = Object.values(CONTENT_CHUNKS).filter((file) =>
        requested.includes(`/dist/${file}`),
      );
      expect(loadedContent).toEqual([contentChunkOf(site)]);
      expect(errors).toEqual([]);
    });
  }

  for (const site of SITE_KEYS) {
    it(`${site}: the country selector marks the current country, links every shop and filters`, async () => {
      const { page, errors } = await footerPage({ site });
      const countries = getFooterCountries(site);
      const current = countries.find((country) => country.selected)?.label ?? '';
      const button = footer(page).getByRole('button', {
        name: `${SITE_TEXTS[site].country} ${current}`,
        exact: true,
      });
      await button.click();
      const panel = footer(page).getByRole('dialog', { name: SITE_TEXTS[site].country });
      const links = panel.getByRole('link');
      await expect.poll(() => links.count()).toBe(9);
      const shown = await links.evaluateAll((elements) =>
        elements.map((link) => ({
          href: link.getAttribute('href'),
          current: link.getAttribute('aria-current'),
        })),
      );
      expect(shown).toEqual(
        countries.map((country) => ({
          href: country.href,
          current: country.selected ? 'true' : null,
        })),
      );
      await panel.getByRole('searchbox').fill('tür');
      await expect.poll(() => links.count()).toBe(1);
      expect(await links.first().getAttribute('href')).toBe('https://tr.shop.example/');
      await expect.poll(() => panel.getByRole('status').textContent()).toMatch(/1/);
      expect(await untranslated(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  it('has no axe violations on a phone, collapsed, with the country selector open', async () => {
    const { page } = await footerPage({ site: 'CZ', attributes: 'platform="SMARTPHONE"' });
    await footer(page).getByRole('button', { name: 'Země Česko' }).click();
    await footer(page).getByRole('dialog', { name: 'Země' }).waitFor();
    expect(await axeViolations(page, 'shop-footer')).toEqual([]);
  });

  it('has no axe violations on a desktop with the newsletter block', async () => {
    const { page } = await footerPage({ site: 'HU', attributes: 'platform="CLASSIC"' });
    await footer(page).locator('[part~="footer-newsletter"]').waitFor();
    expect(await axeViolations(page, 'shop-footer')).toEqual([]);
  });
});

describe('<shop-footer> states', () => {
  it('hides the newsletter block for a subscribed visitor and shows it for an unknown one', async () => {
    const subscribed = await footerPage({ scenario: { newsletterStatus: 'SUBSCRIBED' } });
    await expect.poll(() => subscribed.requested.includes('/json/psdata')).toBe(true);
    // the status has arrived and been drawn
    await subscribed.quiet();
    expect(await footer(subscribed.page).locator('[part~="footer-newsletter"]').count()).toBe(0);
    const visitor = await footerPage({});
    await footer(visitor.page).locator('[part~="footer-newsletter"]').waitFor();
  });

  it('is reduced with an affiliate-number cookie', async () => {
    const { page } = await footerPage({ cookies: [{ name: 'affiliatenumber', value: '4711' }] });
    expect(await footer(page).locator('[part~="footer-categories"]').count()).toBe(0);
    expect(await footer(page).locator('[part~="footer-social"]').count()).toBe(0);
    expect(await footer(page).locator('[part~="footer"]').getAttribute('data-reduced')).toBe(
      'true',
    );
  });

  it('shows the SHOP_FOOTER override of the content service', async () => {
    const { page, errors } = await footerPage({ site: 'PL', scenario: { shopFooter: 'override' } });
    await footer(page)
      .getByRole('heading', { level: 2, name: 'Letni serwis: jesteśmy dla Państwa' })
      .waitFor();
    // the parts the override leaves out stay built in
    expect(await footer(page).getByRole('link', { name: 'Regulamin' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('<shop-footer> with bad input', () => {
  it('survives a hostile SHOP_FOOTER: markup as text, no unsafe link, no unknown icon or logo', async () => {
    const { page } = await footerPage({
      scenario: { shopFooter: 'hostile' },
      ignoreConsole: /SHOP_FOOTER|footer:|404/,
    });
    await footer(page)
      .getByRole('heading', {
        level: 2,
        name: '<img src=x onerror="alert(1)">Hallo <b>Welt</b>',
      })
      .waitFor();
    const hrefs = await footer(page)
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => /^(javascript:|\/\/)/i.test(href))).toEqual([]);
    expect(await footer(page).locator('img[src="x"], b, script').count()).toBe(0);
    // the wrong-shape parts (service groups, categories) stay built in
    await footer(page).getByRole('heading', { level: 3, name: 'Bequem bezahlen' }).waitFor();
    const logos = await footer(page)
      .locator('[part~="footer-quality"] img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(logos).toEqual(['Trusted Shops']);
    expect(await brokenImages(page)).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { alerted?: boolean }).alerted ?? false),
    ).toBe(false);
  });

  for (const shopFooter of ['malformed', 'failing'] as const) {
    it(`shows the built-in content when SHOP_FOOTER is ${shopFooter}`, async () => {
      const { page, errors } = await footerPage({
        site: 'SK',
        scenario: { shopFooter },
        ignoreConsole: /SHOP_FOOTER|promotion not shown|500|404/,
      });
      await footer(page).getByRole('heading', { level: 2, name: 'Sme tu pre Vás' }).waitFor();
      expect(errors).toEqual([]);
    });
  }

  for (const [fault, scenario] of [
    ['failing', { failing: ['psdata'] }],
    ['malformed', { malformed: ['psdata'], malformedKind: 'syntax' }],
  ] as const) {
    it(`shows the newsletter block when psdata is ${fault}`, async () => {
      const { page } = await footerPage({
        site: 'TR',
        scenario,
        ignoreConsole: /psdata|500|404/,
      });
      await footer(page).locator('[part~="footer-newsletter"]').waitFor();
      await footer(page)
        .getByRole('heading', { level: 2, name: 'Her zaman yanınızdayız' })
        .waitFor();
    });
  }
});

describe("<shop-footer>'s country selector and what loads on intent (issue 15)", () => {
  /** dist/'s chunk of the flyouts' placing code, the one thing the selector loads on intent. */
  const placingChunk = (): string => `/dist/${chunkOf('src/ds/flyout/flyout-placement.ts')}`;

  it('comes with the page and loads only the placing code when the pointer comes to it', async () => {
    const { page, errors, requested } = await footerPage({ site: 'CZ' });
    const button = footer(page).getByRole('button', { name: 'Země Česko' });
    await page.waitForLoadState('networkidle');
    expect(requested).not.toContain(placingChunk());
    const before = requested.length;

    await button.hover();
    await expect.poll(() => requested.filter((path) => path === placingChunk())).toHaveLength(1);
    await button.click();
    await footer(page).getByRole('link', { name: 'Polska' }).waitFor();
    expect(requested.slice(before).filter((path) => path.endsWith('.js'))).toEqual([
      placingChunk(),
    ]);
    expect(errors).toEqual([]);
  });

  it('opens on the next press when the placing code failed to load, raising preload-error', async () => {
    const { page, errors } = await footerPage({
      site: 'AT',
      ignoreConsole: /404 \(Not Found\)|net::ERR_INTERNET_DISCONNECTED|the flyout's placement/,
    });
    const attempts = await failFirstRequest(page, `**${placingChunk()}`);
    const preloadErrors = await recordPreloadErrors(page);
    const button = footer(page).getByRole('button', { name: 'Land Österreich' });
    await button.click();
    // raised by each wait for that import: the pointer's arrival and the press
    await expect.poll(async () => (await preloadErrors()).length).toBeGreaterThan(0);
    expect(new Set((await preloadErrors()).map((error) => error.tag))).toEqual(
      new Set(['shop-footer']),
    );
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await button.click();
    await footer(page).getByRole('link', { name: 'Türkiye' }).waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(attempts()).toBe(2);
    expect(errors).toEqual([]);
  });
});
