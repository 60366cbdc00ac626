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
