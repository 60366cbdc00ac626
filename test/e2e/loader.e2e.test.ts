import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './browser';

// Runs against the fixture build (dist/ plus the test-only <se-fixture>) on the bare host page.
const browser = chromiumForFile('loader-e2e');

const base = (): string => inject('fixtureUrl');

async function hostPage() {
  const watched = await browser.open();
  const requests: string[] = [];
  watched.page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await watched.page.goto(`${base()}/demo/host.html`);
  return { ...watched, requests };
}

async function addModule(page: Page, path: string): Promise<void> {
  await page.addScriptTag({ type: 'module', url: path });
}

describe('the lazy loader dist/shop-elements.js', () => {
  it('loads a tag only once an element with it is on the page, then renders it', async () => {
    const { page, errors, requests } = await hostPage();
    await addModule(page, '/dist/shop-elements.js');
    await page.waitForTimeout(200);
    expect(requests.some((path) => path.endsWith('/elements/se-fixture.js'))).toBe(false);
    expect(await page.evaluate(() => customElements.get('se-fixture') === undefined)).toBe(true);

    await page.evaluate(() => {
      const element = document.createElement('se-fixture');
      element.setAttribute('site', 'HU');
      element.setAttribute('label', 'late');
      document.querySelector('main')?.append(element);
    });
    await expect
      .poll(() => page.locator('se-fixture .state').textContent())
      .toContain('late|0|false|true|light|HU|hu-HU');
    expect(requests.filter((path) => path.endsWith('/elements/se-fixture.js'))).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('defines a tag that is already on the page when the loader arrives', async () => {
    const { page, errors } = await hostPage();
    await page.evaluate(() => {
      document.querySelector('main')!.innerHTML =
        '<div><se-fixture site="CZ" label="early"></se-fixture></div>';
    });
    await addModule(page, '/dist/shop-elements.js');
    await expect
      .poll(() => page.locator('se-fixture .state').textContent())
      .toContain('early|0|false|true|light|CZ|cs-CZ');
    expect(errors).toEqual([]);
  });

  it('tolerates every entry loaded twice and a second copy of the bundle from another URL', async () => {
    const { page, errors, requests } = await hostPage();
    await page.evaluate(() => {
      document.querySelector('main')!.innerHTML =
        '<se-fixture label="one"></se-fixture><se-fixture label="two"></se-fixture>';
    });
    for (const path of [
      '/dist/shop-elements.js',
      '/dist/elements/se-fixture.js',
      '/dist/shop-elements.js?again',
      '/dist/elements/se-fixture.js?again',
      '/mirror/dist/shop-elements.js',
      '/mirror/dist/elements/se-fixture.js',
    ]) {
      await addModule(page, path);
    }
    await expect
      .poll(() => page.locator('se-fixture').nth(1).locator('.state').textContent())
      .toContain('two|');
    expect(await page.locator('se-fixture').first().locator('.state').textContent()).toContain(
      'one|',
    );
    expect(errors).toEqual([]);
    // one copy of React and the stores for every entry from the same URL
    const runtimes = new Set(
      requests.filter(
        (path) => /\/dist\/chunks\/runtime-/.test(path) && !path.startsWith('/mirror'),
      ),
    );
    expect(runtimes.size).toBe(1);
  });

  it('renders nothing and throws nothing into the page when an element fails', async () => {
    const { page, errors } = await hostPage();
    await page.evaluate(() => {
      document.querySelector('main')!.innerHTML =
        '<se-fixture crash></se-fixture><se-fixture label="fine"></se-fixture>';
    });
    await addModule(page, '/dist/shop-elements.js');
    await expect
      .poll(() => page.locator('se-fixture').nth(1).locator('.state').textContent())
      .toContain('fine|');
    expect(
      await page.evaluate(
        () => document.querySelector('se-fixture')?.shadowRoot?.childElementCount,
      ),
    ).toBe(0);
    expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
  });
});

describe('the loader and app shells built as web components', () => {
  /**
   * The host page with an <app-shell> whose open shadow root holds a mini cart and, once the
   * shell is asked to, a search box added later. `observe` says whether the shell hands its
   * shadow root to the loader, as the README shows.
   */
  async function shellPage({ observe }: { observe: boolean }) {
    const watched = await hostPage();
    const warnings: string[] = [];
    watched.page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await addModule(watched.page, '/dist/shop-elements.js');
    await watched.page.addScriptTag({
      type: 'module',
      content: `
        import { observe } from '/dist/shop-elements.js';
        class AppShell extends HTMLElement {
          constructor() {
            super();
            this.attachShadow({ mode: 'open' }).innerHTML =
              '<header><shop-minicart site="AT"></shop-minicart></header>';
            ${observe ? 'observe(this.shadowRoot);' : ''}
          }
          addSearch() {
            this.shadowRoot.querySelector('header').append(document.createElement('shop-search'));
          }
        }
        customElements.define('app-shell', AppShell);
        document.querySelector('main').append(document.createElement('app-shell'));
      `,
    });
    return { ...watched, warnings };
  }

  it('leaves the tags in a shadow root nobody hands over undefined, and names them in a warning', async () => {
    const { page, errors, requests, warnings } = await shellPage({ observe: false });
    await expect
      .poll(() => warnings)
      .toContainEqual(
        expect.stringContaining(
          '<shop-minicart> inside the shadow root of <app-shell> is not loaded: hand that shadow root to observe()',
        ),
      );
    expect(await page.evaluate(() => customElements.get('shop-minicart') === undefined)).toBe(true);
    expect(requests.some((path) => path.endsWith('/elements/shop-minicart.js'))).toBe(false);
    expect(errors).toEqual([]);
  });

  it('defines and renders the tags in a shadow root handed to observe(), also ones added later', async () => {
    const { page, errors, warnings } = await shellPage({ observe: true });
    // Playwright's CSS locators pierce open shadow roots
    await page.locator('app-shell shop-minicart [part~="cart-icon"]').waitFor();
    await page.evaluate(() =>
      (document.querySelector('app-shell') as HTMLElement & { addSearch(): void }).addSearch(),
    );
    await page.locator('app-shell shop-search [part~="input"]').waitFor();
    expect(warnings.filter((text) => text.includes('observe()'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
