import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, chromiumForFile, type PageOptions } from './browser';
import { ICON_NAMES } from '../../src/ds/icon-button/icons';

// The demo page as integrators see it: the built dist/ on the legacy CMS page, driven through the
// control panel against the fake shop backend. Each page has its own context, so its own
// demo_session cookie and so its own backend scenario.
// A demo page polls the backend every 2 s: chromiumForFile closes each test's page after it.
const browser = chromiumForFile('demo-e2e');

const base = (): string => inject('demoUrl');

/**
 * Opens the demo in its own backend session (demo_session cookie), so no test sees another's
 * scenario, and waits until the panel has the scenario and the catalogue is in.
 */
async function demoPage(query = '', options: PageOptions = {}) {
  const watched = await browser.open(options);
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

  it('shows the `code` of manifest descriptions as code, not as backticks', async () => {
    const { page } = await demoPage();
    const row = page.locator('#shop-minicart tr', { hasText: 'page-type' });
    expect(await row.locator('td').last().locator('code').allTextContents()).toEqual(['basket']);
    expect(await row.textContent()).not.toContain('`');
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
    await page.locator('#events-content tbody tr', { hasText: 'cart-update' }).first().waitFor();
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
    // The mini cart answers a cart-update with a reload and a cart-count-change,
    // so the newest row need not be ours: find the cart-update row itself.
    const row = page.locator('#events-content tbody tr', { hasText: 'cart-update' }).first();
    await row.waitFor();
    expect(await row.locator('td').nth(2).textContent()).toBe('window');
    expect(await row.locator('td').nth(3).textContent()).toBe('null');
  });

  it("puts the mini cart into a scenario from its section's links, one-shot limit included", async () => {
    // the browser itself reports the refused change (409) on the console
    const { page, errors } = await demoPage('?site=DE#shop-minicart', {
      ignoreConsole: /status of 409/,
    });
    const section = page.locator('#shop-minicart');
    await Promise.all([
      page.waitForURL(/limit=CART_LIMIT/),
      section.getByRole('link', { name: 'Next change hits CART_LIMIT' }).click(),
    ]);
    await page.locator('#catalogue[aria-busy="false"]').waitFor();
    const scenario = await backendScenario(page);
    expect(scenario.cartPreset).toBe('full');
    expect(scenario.limit).toBe('CART_LIMIT');
    // the address keeps what holds, not the spent one-shot switch
    expect(new URL(page.url()).searchParams.get('limit')).toBeNull();

    const minicart = section.locator('shop-minicart');
    // the keyboard way in: the button after the icon, shown while focused
    await minicart.getByRole('button', { name: 'Warenkorb-Vorschau öffnen' }).focus();
    await page.keyboard.press('Enter');
    const flyout = minicart.getByRole('dialog', { name: 'Ihr Warenkorb' });
    await flyout
      .getByRole('button', { name: /entfernen/ })
      .first()
      .click();
    await flyout.getByText(/Sie können pro Einkauf maximal \d+ Artikel kaufen\./).waitFor();
    expect(errors).toEqual([]);
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

// The design-system gallery: a demo-only element (demo/ds-gallery.tsx, compiled with the page)
// that renders every component of src/ds/ in its open shadow root; locators pierce it.
const GALLERY_GROUPS = [
  'Button',
  'Icon button',
  'Notification',
  'Text slider',
  'Themes',
  'Aspect ratio',
  'Rating',
  'Expansion panel',
  'Modal',
  'Input',
  'Checkbox and radio group',
  'Form validation',
];

/**
 * The demo page with the gallery rendered: it loads when its section comes near the screen, and
 * renders once the site's messages are in.
 */
async function galleryPage(query = '') {
  const watched = await demoPage(query);
  const section = watched.page.getByRole('region', { name: 'Design system', exact: true });
  await section.scrollIntoViewIfNeeded();
  const gallery = section.locator('ds-gallery');
  await gallery.getByRole('heading', { name: 'Form validation' }).waitFor();
  return { ...watched, gallery };
}

describe('the design-system section', () => {
  it('loads the gallery only when its section comes near the screen', async () => {
    const { page } = await demoPage();
    const gallery = page.locator('ds-gallery');
    // far below the first screen: not fetched, not defined
    expect(await page.evaluate(() => customElements.get('ds-gallery') === undefined)).toBe(true);
    await page.getByRole('region', { name: 'Design system', exact: true }).scrollIntoViewIfNeeded();
    await gallery.getByRole('heading', { name: 'Button', exact: true }).waitFor();
  });

  it('is linked from the page navigation and shows every component group', async () => {
    const { page, gallery, errors } = await galleryPage();
    const link = page
      .getByRole('navigation', { name: 'Seitenbereiche' })
      .getByRole('link', { name: 'Designsystem' });
    expect(await link.getAttribute('href')).toBe('#design-system');
    for (const name of GALLERY_GROUPS) {
      const group = gallery.getByRole('region', { name, exact: true });
      expect(await group.getByRole('heading', { level: 3, name, exact: true }).count()).toBe(1);
    }
    const region = (name: string) => gallery.getByRole('region', { name, exact: true });
    // 5 variants x 3 sizes x 2 widths, the states and the links
    expect(await region('Button').getByRole('button').count()).toBeGreaterThanOrEqual(30);
    expect(await region('Button').getByRole('link').count()).toBe(4);
    // one specimen per icon of the design system's set
    expect(await region('Icon button').getByRole('listitem').count()).toBe(ICON_NAMES.length);
    expect(await region('Notification').getByRole('alert').count()).toBe(6);
    expect(await region('Themes').locator('[data-theme]').count()).toBe(12);
    expect(await region('Aspect ratio').locator('[part="aspect-ratio"]').count()).toBe(5);
    expect(await region('Rating').getByRole('img').count()).toBe(7);
    expect(await region('Modal').getByRole('button').count()).toBe(3);
    expect(await region('Input').getByRole('textbox').count()).toBeGreaterThanOrEqual(20);
    expect(await region('Checkbox and radio group').getByRole('radiogroup').count()).toBe(5);
    expect(await region('Checkbox and radio group').getByRole('combobox').count()).toBe(4);
    expect(errors).toEqual([]);
  });

  it('has no axe violations in the gallery', async () => {
    const { page } = await galleryPage();
    expect(await axeViolations(page, 'ds-gallery')).toEqual([]);
  });

  it("follows the panel's site: fr-CH texts after switching to CH_FR", async () => {
    const { page, gallery, errors } = await galleryPage('?site=DE');
    const sliders = gallery.getByRole('region', { name: 'Text slider', exact: true });
    expect(await sliders.getByRole('button', { name: 'Mehr anzeigen' }).count()).toBeGreaterThan(0);
    await page.getByLabel('Site', { exact: true }).selectOption('CH_FR');
    await expect
      .poll(() => sliders.getByRole('button', { name: 'Afficher plus' }).count())
      .toBeGreaterThan(0);
    expect(await sliders.getByRole('button', { name: 'Mehr anzeigen' }).count()).toBe(0);
    expect(await gallery.getByText('Rendering for site').textContent()).toContain('fr-CH');
    expect(
      await gallery.getByRole('img', { name: '4.5 étoiles sur 5' }).count(),
      'the rating label in French, with the Swiss decimal point',
    ).toBe(1);
    expect(errors).toEqual([]);
  });

  it('opens a modal from its trigger and closes it with Escape, focus back on the trigger', async () => {
    const { page, gallery } = await galleryPage();
    const trigger = gallery.getByRole('button', { name: 'Delivery information (M)' });
    await trigger.click();
    const dialog = gallery.getByRole('dialog', { name: 'Delivery information' });
    await dialog.waitFor();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .toBe('hidden');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await trigger.evaluate((button) => button.matches(':focus'))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    );
  });

  it('validates the useForm example on submit and on blur, with the messages of the site', async () => {
    const { gallery } = await galleryPage('?site=DE');
    const form = gallery.getByRole('form', { name: 'Newsletter sign-up' });
    // from the keyboard: Enter on the submit button submits the form
    await form.getByRole('button', { name: 'Sign up' }).press('Enter');
    await expect
      .poll(() => form.getByText('Die E-Mail-Adresse ist ein Pflichtfeld.').count())
      .toBe(1);
    expect(await form.getByText('Der Vorname ist ein Pflichtfeld.').count()).toBe(1);
    const email = form.getByRole('textbox', { name: 'E-mail address' });
    expect(await email.evaluate((input) => input.matches(':focus'))).toBe(true);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    // typing does not validate; leaving the field does, and focusing a field clears its error
    await email.fill('anna.berger@example');
    expect(await form.getByText('Die E-Mail-Adresse ist ein Pflichtfeld.').count()).toBe(1);
    await email.press('Tab');
    await expect
      .poll(() => form.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.').count())
      .toBe(1);
    expect(await form.getByText('Der Vorname ist ein Pflichtfeld.').count()).toBe(0);
  });
});

describe("the catalogue's embed snippets", () => {
  // Each element's snippet, as shown on the demo, pasted into a blank page the demo server serves
  // (the snippet names the loader by the demo's own address): the element draws, nothing fails.
  // The staff preview draws its button for a staff member (the backend's staff login sets the
  // cookie) and nothing, by design, for anyone else.
  it('each works when pasted into a blank page served by npm start', async () => {
    const { page: demo } = await demoPage();
    const snippets = await demo.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('#catalogue section.demo-entry')].map(
        (section) => ({
          tag: section.id,
          snippet: section.querySelector('pre.demo-code code')?.textContent ?? '',
        }),
      ),
    );
    expect(snippets.map(({ tag }) => tag).sort()).toEqual([
      'newsletter-signup',
      'shop-footer',
      'shop-header',
      'shop-minicart',
      'shop-search',
      'staff-preview',
    ]);
    for (const { tag, snippet } of snippets) {
      expect(snippet, tag).toContain(`<${tag} `);
      const { page, errors } = await browser.open();
      await page.route(`${base()}/__blank-page.html`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Blank</title></head><body><main>\n${snippet}\n</main></body></html>`,
        }),
      );
      await page.goto(`${base()}/__blank-page.html`);
      if (tag === 'staff-preview') {
        await page.request.post(`${base()}/__backend/scenario`, { data: { staffAuth: true } });
        await page.reload();
        await page.locator('staff-preview').getByRole('button').first().waitFor();
      } else {
        await page.locator(`${tag}[rendered]`).waitFor();
      }
      expect(errors, tag).toEqual([]);
      await page.close();
    }
  });
});
