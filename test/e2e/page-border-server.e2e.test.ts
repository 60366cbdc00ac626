import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { USER_AGENTS } from '../fixtures/user-agents';
import { axeViolations, chromiumForFile, trackRequests } from './browser';

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
  const shifts: number[] = [];
  (window as unknown as { __shifts: number[] }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      shifts.push((entry as PerformanceEntry & { value: number }).value);
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
        const { page, errors } = await browser.open({
          context: {
            viewport: width.viewport,
            ...(width.userAgent
              ? { userAgent: width.userAgent, isMobile: true, hasTouch: true }
              : {}),
          },
        });
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
      const { page, errors } = await browser.open({
        context: {
          viewport: width.viewport,
          ...(width.userAgent
            ? { userAgent: width.userAgent, isMobile: true, hasTouch: true }
            : {}),
        },
      });
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
          shifts: (window as unknown as { __shifts: number[] }).__shifts,
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
        // a category link of the navigation navigates (desktop; phones open the drawer, a script's)
        if (width.name === 'desktop') {
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
