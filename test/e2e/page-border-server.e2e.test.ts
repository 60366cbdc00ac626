import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { USER_AGENTS } from '../fixtures/user-agents';
import { axeViolations, chromiumForFile, trackRequests, type LayoutShiftEntry } from './browser';

// The server-included page-border page (demo/page-border.html) on the built bundle: the demo
// server resolves its two includes through the fake backend's page-border service, which renders
// with dist/server/page-border.js; the loader then defines the tags and they hydrate in place.
const browser = chromiumForFile('page-border-server-e2e');
const base = (): string => inject('demoUrl');

const SITES = ['DE', 'AT', 'CH', 'CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR'] as const;
const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, userAgent: USER_AGENTS.androidChrome },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, userAgent: undefined },
] as const;
const STRICT_CSP = "script-src 'self'; style-src 'self'";

/** A page's context at one of the widths: the phone's with its user agent and touch. */
function contextAt(width: (typeof WIDTHS)[number]): BrowserContextOptions {
  return {
    viewport: width.viewport,
    ...(width.userAgent ? { userAgent: width.userAgent, isMobile: true, hasTouch: true } : {}),
  };
}

/** The page under `script-src 'self'; style-src 'self'`, as the shop's pages can send it. */
async function withStrictCsp(page: Page): Promise<void> {
  await page.route('**/demo/page-border.html*', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers(), 'content-security-policy': STRICT_CSP };
    await route.fulfill({ response, headers });
  });
}

/**
 * Before any script of the page: CSP violations, and, when the loader defines a tag (after the
 * page is parsed, before the element upgrades and hydrates), the server's nodes it will find.
 */
function watchServerNodes(): void {
  const watch = {
    violations: [] as string[],
    marked: {} as Record<string, Element | null | undefined>,
    logoWidthAtParse: -1,
  };
  (window as unknown as { __watch: typeof watch }).__watch = watch;
  document.addEventListener('securitypolicyviolation', (event) =>
    watch.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
  );
  document.addEventListener('DOMContentLoaded', () => {
    const logo = document.querySelector('shop-header')?.shadowRoot?.querySelector('.header__logo');
    watch.logoWidthAtParse = logo?.getBoundingClientRect().width ?? 0;
  });
  const define = customElements.define.bind(customElements);
  customElements.define = (name, constructor, options) => {
    const root = document.querySelector(name)?.shadowRoot;
    if (name === 'shop-header') watch.marked[name] = root?.querySelector('.header__logo');
    if (name === 'shop-footer') watch.marked[name] = root?.querySelector('[part="footer-legal"] a');
    define(name, constructor, options);
  };
}

/**
 * Before any script: when the loader defines shop-header (after the page is parsed, before the
 * element upgrades and hydrates), the header's height and the user and cart icons' boxes.
 */
function watchHeaderGeometry(): void {
  const boxes: Record<string, number[]> = {};
  (window as unknown as { __boxes: typeof boxes }).__boxes = boxes;
  const violations: string[] = [];
  (window as unknown as { __violations: string[] }).__violations = violations;
  document.addEventListener('securitypolicyviolation', (event) =>
    violations.push(`${event.violatedDirective} ${event.blockedURI}`),
  );
  // every layout shift of the load: the name, the badge and the campaign's colours move nothing
  const shifts: string[] = [];
  (window as unknown as { __shifts: string[] }).__shifts = shifts;
  const rect = ({ x, y, width, height }: DOMRectReadOnly): string =>
    [x, y, width, height].map(Math.round).join(',');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShiftEntry[]) {
      // what moved, to tell the cause in a failure
      const moved = entry.sources.map((source) => {
        const element = source.node as Element | null | undefined;
        const name = `${element?.nodeName ?? '?'}.${String(element?.className ?? '')}`;
        return `${name} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`;
      });
      shifts.push(
        `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`,
      );
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const define = customElements.define.bind(customElements);
  customElements.define = (name, constructor, options) => {
    if (name === 'shop-header') {
      const header = document.querySelector('shop-header');
      const box = (element: Element | null | undefined): number[] => {
        const rect = element?.getBoundingClientRect();
        return rect ? [rect.x, rect.y, rect.width, rect.height] : [];
      };
      boxes['header'] = box(header);
      boxes['user'] = box(header?.shadowRoot?.querySelector('[part~="user-menu-icon"]'));
      boxes['cart'] = box(header?.shadowRoot?.querySelector('[part~="cart-icon"]'));
    }
    define(name, constructor, options);
  };
}

describe('the server-included page border (demo/page-border.html)', () => {
  for (const width of WIDTHS) {
    it.each(SITES)(
      `${width.name}, %s: painted with the page, hydrated in place, no console error, axe clean, strict CSP`,
      async (site) => {
        const { page, errors } = await browser.open({ context: contextAt(width) });
        await withStrictCsp(page);
        await page.addInitScript(watchServerNodes);
        const requests = trackRequests(page);
        const asked: string[] = [];
        page.on('request', (request) => asked.push(new URL(request.url()).pathname));
        await page.goto(`${base()}/demo/page-border.html?site=${site}`);
        await page.locator('shop-header[rendered]').waitFor({ timeout: 20_000 });
        await page.locator('shop-footer[rendered]').waitFor({ timeout: 20_000 });
        await requests.quiet();
        const result = await page.evaluate(() => {
          const watch = (
            window as unknown as {
              __watch: {
                violations: string[];
                marked: Record<string, Element | null | undefined>;
                logoWidthAtParse: number;
              };
            }
          ).__watch;
          const header = document.querySelector('shop-header')!.shadowRoot!;
          const footer = document.querySelector('shop-footer')!.shadowRoot!;
          return {
            violations: watch.violations,
            logoWidthAtParse: watch.logoWidthAtParse,
            sameLogo:
              !!watch.marked['shop-header'] &&
              watch.marked['shop-header'] === header.querySelector('.header__logo'),
            sameLegal:
              !!watch.marked['shop-footer'] &&
              watch.marked['shop-footer'] === footer.querySelector('[part="footer-legal"] a'),
            siteAttribute: document.querySelector('shop-header')!.getAttribute('site'),
          };
        });
        expect(result.siteAttribute).toBe(site);
        // the header is on screen when the page is parsed, before the loader has run
        expect(result.logoWidthAtParse).toBeGreaterThan(0);
        expect(result.sameLogo, 'the logo is the server node').toBe(true);
        expect(result.sameLegal, 'the legal link is the server node').toBe(true);
        expect(result.violations).toEqual([]);
        expect(errors).toEqual([]);
        expect(await axeViolations(page)).toEqual([]);
        // no second request for what the fragment holds
        expect(
          asked.filter((path) =>
            /^\/(jsonflyoutnavigation|service\/themeworld-frontend)/.test(path),
          ),
        ).toEqual([]);
        expect(asked.filter((path) => path.endsWith('/SHOP_FOOTER'))).toEqual([]);
      },
    );
  }

  it.each(WIDTHS.flatMap((width) => SITES.map((site) => [width.name, site, width] as const)))(
    'logged in with a full cart, %s, %s, strict CSP: no hydration warning or console error; the login state and the badge arrive after hydration in places of fixed size',
    async (_, site, width) => {
      const { page, errors } = await browser.open({ context: contextAt(width) });
      await withStrictCsp(page);
      // the backend's scenario: the logintoken cookie set, a cart with items
      const answer = await page.request.post(`${base()}/__backend/scenario`, {
        data: { loginStatus: 'LOGGED_IN', cartPreset: 'full' },
      });
      expect(answer.ok()).toBe(true);
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          messages.push(message.text());
        }
      });
      await page.addInitScript(watchHeaderGeometry);
      await page.goto(`${base()}/demo/page-border.html?site=${site}`);
      const header = page.locator('shop-header');
      await page.locator('shop-header[rendered]').waitFor({ timeout: 20_000 });
      // personal data comes after hydration: the user icon is named for the customer, the badge
      const userIcon = header.locator('[part~="user-menu-icon"]');
      await expect
        .poll(() => userIcon.getAttribute('aria-label'), { timeout: 20_000 })
        .toMatch(/\S/);
      await header.locator('[part="badge"]').waitFor({ timeout: 20_000 });
      const after = await page.evaluate(() => {
        const header = document.querySelector('shop-header')!;
        const box = (element: Element | null | undefined): number[] => {
          const rect = element?.getBoundingClientRect();
          return rect ? [rect.x, rect.y, rect.width, rect.height] : [];
        };
        return {
          shifts: (window as unknown as { __shifts: string[] }).__shifts,
          violations: (window as unknown as { __violations: string[] }).__violations,
          before: (window as unknown as { __boxes: Record<string, number[]> }).__boxes,
          header: box(header),
          user: box(header.shadowRoot?.querySelector('[part~="user-menu-icon"]')),
          cart: box(header.shadowRoot?.querySelector('[part~="cart-icon"]')),
        };
      });
      expect(after.violations).toEqual([]);
      expect(after.shifts, 'layout shifts').toEqual([]);
      expect(after.before['header']?.length, 'measured before hydration').toBe(4);
      // the header's height and the two icons' places are the server's
      expect(after.header).toEqual(after.before['header']);
      expect(after.user).toEqual(after.before['user']);
      expect(after.cart).toEqual(after.before['cart']);
      expect(
        messages.filter((message) =>
          /hydrat|did not match|server rendered|#418|#423|#425/i.test(message),
        ),
      ).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it.each(SITES)(
    'without JavaScript, %s: the header and footer show, their links navigate, the search submits',
    async (site) => {
      for (const width of WIDTHS) {
        const { page, errors } = await browser.open({
          context: { viewport: width.viewport, javaScriptEnabled: false },
        });
        await page.goto(`${base()}/demo/page-border.html?site=${site}`);
        const header = page.locator('shop-header');
        await expect.poll(() => header.locator('.header__logo').boundingBox()).not.toBeNull();
        expect(await header.locator('.header__logo').getAttribute('href')).toBe('/');
        expect(await header.locator('a.header__link').count()).toBeGreaterThan(0);
        expect(await header.locator('a.minicart__icon').getAttribute('href')).toMatch(/^\/cart/);
        const footer = page.locator('shop-footer');
        expect(await footer.locator('[part="footer-legal"] a').count()).toBeGreaterThan(0);
        await expect.poll(() => footer.locator('.footer__headline').isVisible()).toBe(true);
        // a category link of the navigation navigates (desktop; phones open the drawer, a script's);
        // followed on one site, its href checked on every site
        expect(await header.locator('a.navigation__top').first().getAttribute('href')).toMatch(
          /^\//,
        );
        if (width.name === 'desktop' && site === 'DE') {
          const category = header.locator('a.navigation__top').first();
          const href = await category.getAttribute('href');
          await category.click();
          await page.waitForURL(`**${href}`);
          await page.goto(`${base()}/demo/page-border.html?site=${site}`);
        }
        // the search icon opens a plain GET form (a popover, no script) that goes to the results
        await header.locator('[part~="search-icon"]').click();
        const form = header.getByRole('search');
        await form.getByRole('searchbox').fill('kaffee mühle');
        await form.getByRole('searchbox').press('Enter');
        await page.waitForURL((url) => url.pathname === '/search');
        const url = new URL(page.url());
        expect([...url.searchParams]).toEqual([
          ['query', 'kaffee mühle'],
          ['site', site],
        ]);
        expect(errors).toEqual([]);
      }
    },
  );

  it(
    'after hydration the flyouts, the mini cart and the country selector work (DE, desktop)',
    {
      timeout: 90_000,
    },
    async () => {
      const { page, errors } = await browser.open({ context: { viewport: WIDTHS[1].viewport } });
      await page.goto(`${base()}/demo/page-border.html`);
      await page.locator('shop-header[rendered]').waitFor({ timeout: 20_000 });
      await page.locator('shop-footer[rendered]').waitFor({ timeout: 20_000 });
      const header = page.locator('shop-header');
      // the search flyout, with suggestions
      await header.getByRole('button', { name: 'Suche' }).click();
      const field = header.getByRole('combobox');
      await field.fill('kaffee');
      await header.getByRole('listbox').first().waitFor({ timeout: 20_000 });
      await page.keyboard.press('Escape');
      // the navigation's flyout
      const toggle = header.locator('button.navigation__toggle').nth(1);
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      // the mini cart's flyout, on the pointer resting on the cart icon
      await header.locator('a.minicart__icon').hover();
      const cartToggle = header.locator('button.minicart__toggle');
      await expect.poll(() => cartToggle.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      // the footer's country selector
      const country = page.locator('shop-footer .footer__country-button');
      await country.scrollIntoViewIfNeeded();
      await country.click();
      await expect.poll(() => country.getAttribute('aria-expanded')).toBe('true');
      expect(errors).toEqual([]);
    },
  );
});

describe('the footer included with its newsletter flag: what is personal comes after hydration', () => {
  const HYDRATION_MESSAGE = /hydrat|did not match|server rendered|#418|#423|#425/i;

  /**
   * A short CMS page of the test's own, its footer on screen, with the footer's fragment included
   * as the CMS includes it: asked from the page-border service with the visitor's cookies, for
   * the platform the shop's server took. Served under the strict CSP.
   */
  async function openShortPage(options: {
    readonly site: string;
    readonly platform: 'CLASSIC' | 'SMARTPHONE';
    readonly scenario?: Record<string, unknown>;
    readonly cookies?: Record<string, string>;
  }): Promise<{ page: Page; errors: string[]; fragment: string; messages: string[] }> {
    const phone = options.platform === 'SMARTPHONE';
    const { page, errors } = await browser.open({
      context: contextAt(phone ? WIDTHS[0] : WIDTHS[1]),
    });
    if (options.scenario) {
      const answer = await page.request.post(`${base()}/__backend/scenario`, {
        data: options.scenario,
      });
      expect(answer.ok()).toBe(true);
    }
    await page.context().addCookies(
      Object.entries(options.cookies ?? {}).map(([name, value]) => ({
        name,
        value,
        url: base(),
      })),
    );
    const include = `/service/pageborder/footer/${options.site}/${options.platform}/newsletter`;
    const answer = await page.request.get(`${base()}${include}`);
    expect(answer.ok()).toBe(true);
    const fragment = await answer.text();
    await page.route(`${base()}/demo/short-cms-page.html`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        headers: { 'content-security-policy': STRICT_CSP },
        body: `<!doctype html><html lang="de"><head><meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" /><title>Kurz</title>
<link rel="stylesheet" href="/dist/page-border.css" />
<script type="module" src="/dist/shop-elements.js"></script></head>
<body><main><h1>Versandkosten</h1><p>Ab 20 € versandkostenfrei.</p></main>
<div id="footer">${fragment}</div></body></html>`,
      }),
    );
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    await page.goto(`${base()}/demo/short-cms-page.html`);
    return { page, errors, fragment, messages };
  }

  // three sites of three languages and newsletter layouts (the block's own e2e has all nine)
  it.each(['DE', 'CH_FR', 'TR'])(
    '%s: the server leaves the newsletter block out; it comes after hydration for a visitor who has not subscribed',
    async (site) => {
      const { page, errors, fragment, messages } = await openShortPage({
        site,
        platform: 'CLASSIC',
      });
      // nothing personal in the fragment: whether the block shows is the visitor's nl_status
      expect(/<shop-footer\b[^>]*\snewsletter[\s>=]/.test(fragment), 'the flag').toBe(true);
      expect(fragment.includes('footer-newsletter'), 'a block in the fragment').toBe(false);
      const footer = page.locator('shop-footer');
      await page.locator('shop-footer[rendered]').waitFor({ timeout: 20_000 });
      const block = footer.locator('[part="footer-newsletter"]');
      await block.waitFor({ timeout: 20_000 });
      await expect
        .poll(() => block.getByRole('textbox').first().isVisible(), { timeout: 20_000 })
        .toBe(true);
      expect(messages.filter((message) => HYDRATION_MESSAGE.test(message))).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it('a subscribed visitor gets no newsletter block, before or after hydration', async () => {
    const { page, errors, messages } = await openShortPage({
      site: 'DE',
      platform: 'CLASSIC',
      scenario: { newsletterStatus: 'SUBSCRIBED' },
    });
    const requests = trackRequests(page);
    await page.locator('shop-footer[rendered]').waitFor({ timeout: 20_000 });
    // nl_status answered (GET /json/psdata) and drawn
    await requests.quiet();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.locator('shop-footer [part="footer-newsletter"]').count()).toBe(0);
    expect(await page.locator('shop-footer [part="footer-legal"] a').count()).toBeGreaterThan(0);
    expect(messages.filter((message) => HYDRATION_MESSAGE.test(message))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("a phone's visitor who chose the desktop view: the server's switch to the desktop view becomes the switch back after hydration", async () => {
    const { page, errors, fragment, messages } = await openShortPage({
      site: 'AT',
      platform: 'SMARTPHONE',
      cookies: { desktopview_at: 'true' },
    });
    // the server knows no cookie: a phone's footer offers the desktop view
    expect(fragment.includes('footer-view-switch'), 'a view switch in the fragment').toBe(true);
    const serverText = /part="footer-view-switch"[^>]*>([^<]+)</.exec(fragment)?.[1];
    expect(serverText).toBeTruthy();
    await page.locator('shop-footer[rendered]').waitFor({ timeout: 20_000 });
    const viewSwitch = page.locator('shop-footer [part="footer-view-switch"]');
    await expect.poll(() => viewSwitch.textContent(), { timeout: 20_000 }).not.toBe(serverText);
    expect((await viewSwitch.textContent())?.trim()).toBeTruthy();
    expect(messages.filter((message) => HYDRATION_MESSAGE.test(message))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
