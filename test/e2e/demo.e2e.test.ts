import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, launch, openPage } from './browser';

// The demo page as integrators see it: the built dist/ on the legacy CMS page, driven through the
// control panel against the fake shop backend. Each page has its own context, so its own
// demo_session cookie and so its own backend scenario.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

// A demo page polls the backend every 2 s: close each test's page so they do not pile up.
const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const base = (): string => inject('demoUrl');

let sessions = 0;

/**
 * Opens the demo in its own backend session (demo_session cookie), so no test sees another's
 * scenario, and waits until the panel has the scenario and the catalogue is in.
 */
async function demoPage(query = '') {
  const watched = await openPage(browser);
  sessions += 1;
  contexts.push(watched.page.context());
  await watched.page
    .context()
    .addCookies([
      { name: 'demo_session', value: `demo-e2e-${Date.now()}-${sessions}`, url: base() },
    ]);
  await watched.page.goto(`${base()}/${query}`);
  await watched.page.locator('#catalogue[aria-busy="false"]').waitFor();
  await watched.page.getByLabel('Login status').waitFor();
  return watched;
}

async function backendScenario(page: Page): Promise<Record<string, unknown>> {
  const response = await page.request.get(`${base()}/__backend/scenario`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

async function siteCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies(base());
  return cookies.find((cookie) => cookie.name === 'site')?.value;
}

describe('the demo page', () => {
  it('loads without page errors or console errors', async () => {
    const { page, errors } = await demoPage();
    expect(await page.title()).toContain('shop-elements demo');
    expect(await page.getByRole('region', { name: 'Demo control panel' }).isVisible()).toBe(true);
    // the backend log has read the backend's state once: every part of the page is running
    await expect.poll(() => page.locator('#backend-content').textContent()).toContain('read at');
    expect(errors).toEqual([]);
  });

  it('has no axe violations, the legacy CMS part included', async () => {
    const { page } = await demoPage();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('renders one catalogue section per element of the manifest', async () => {
    const { page } = await demoPage();
    const manifest = (await (
      await page.request.get(`${base()}/dist/custom-elements.json`)
    ).json()) as { modules: { declarations?: { customElement?: boolean; tagName?: string }[] }[] };
    const tags = manifest.modules.flatMap((module) =>
      (module.declarations ?? [])
        .filter((declaration) => declaration.customElement && declaration.tagName)
        .map((declaration) => declaration.tagName),
    );
    const catalogue = page.locator('#catalogue-content');
    await expect.poll(() => catalogue.getByRole('region').count()).toBe(tags.length);
    if (tags.length === 0) {
      expect(await catalogue.textContent()).toContain('lists no elements yet');
    }
    for (const tag of tags) {
      expect(await page.locator(`section[id="${tag}"] ${tag}`).count()).toBe(1);
    }
  });

  it('switches the site: sets the cookie, posts the scenario and rewrites the address', async () => {
    const { page, errors } = await demoPage();
    const posted = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && new URL(request.url()).pathname === '/__backend/scenario',
    );
    await page.getByLabel('Site', { exact: true }).selectOption('AT');
    await posted;
    expect(await siteCookie(page)).toBe('AT');
    await expect.poll(() => new URL(page.url()).searchParams.get('site')).toBe('AT');
    expect(errors).toEqual([]);
  });

  it('saves a scenario switch on the backend and tells the elements to reload', async () => {
    const { page } = await demoPage();
    await page.getByLabel('Cart contents').selectOption('full');
    await expect.poll(async () => (await backendScenario(page)).cartPreset).toBe('full');
    await expect
      .poll(() => page.locator('#events-content tbody tr').first().textContent())
      .toContain('cart-update');
    expect(new URL(page.url()).searchParams.get('cartPreset')).toBe('full');
  });

  it('opens a deep link with its site, platform and scenario', async () => {
    const { page } = await demoPage('?site=HU&platform=MATCH&loginStatus=LOGGED_IN');
    expect(await page.getByLabel('Site', { exact: true }).inputValue()).toBe('HU');
    expect(await page.getByLabel('Platform').inputValue()).toBe('MATCH');
    expect(await page.getByLabel('Login status').inputValue()).toBe('LOGGED_IN');
    expect(await siteCookie(page)).toBe('HU');
    expect((await backendScenario(page)).loginStatus).toBe('LOGGED_IN');
  });

  it('restores the last site and platform when opened again without a query', async () => {
    const { page } = await demoPage();
    await page.getByLabel('Site', { exact: true }).selectOption('CZ');
    await page.getByLabel('Platform').selectOption('TABLET');
    await page.goto(`${base()}/`);
    await page.locator('#catalogue[aria-busy="false"]').waitFor();
    expect(await page.getByLabel('Site', { exact: true }).inputValue()).toBe('CZ');
    expect(await page.getByLabel('Platform').inputValue()).toBe('TABLET');
  });

  it('logs a cart-update dispatched from its button, with target and detail', async () => {
    const { page } = await demoPage();
    await page.getByRole('button', { name: 'Dispatch cart-update' }).click();
    const row = page.locator('#events-content tbody tr').first();
    await expect.poll(() => row.textContent()).toContain('cart-update');
    expect(await row.locator('td').nth(2).textContent()).toBe('window');
    expect(await row.locator('td').nth(3).textContent()).toBe('null');
  });

  it('lists a request the page made in the backend log', async () => {
    const { page } = await demoPage();
    const status = await page.evaluate(async () => {
      const response = await fetch('/service/cart/api/cart?forceReload=true', {
        credentials: 'include',
      });
      return response.status;
    });
    await page.getByRole('button', { name: 'Refresh now' }).click();
    const backendLog = page.locator('#backend-content');
    await expect.poll(() => backendLog.textContent()).toContain('/service/cart/api/cart');
    expect(await backendLog.textContent()).toContain(String(status));
  });
});
