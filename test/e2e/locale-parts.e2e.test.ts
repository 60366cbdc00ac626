import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile, pageTimersPast } from './browser';
import { chunkOf, failFirstRequest, recordPreloadErrors, timesLoaded } from './on-demand';

// A locale's messages in two chunks (i18n/message-parts.ts), on the built bundle: the texts of
// code loaded on a shopper's intent come with that code (here the mini cart's panel), not with
// the page, and a failed load of them is handled like a failed import of the code.
const browser = chromiumForFile('locale-parts-e2e');
const base = (): string => inject('demoUrl');

/** The host page with one DE mini cart and a full cart. */
async function hostPage(ignoreConsole?: RegExp) {
  const watched = await browser.open({ ignoreConsole });
  await watched.page.goto(`${base()}/demo/host.html`);
  const response = await watched.page.request.post(`${base()}/__backend/scenario`, {
    data: { cartPreset: 'full' },
  });
  expect(response.ok()).toBe(true);
  await watched.page.evaluate(() => {
    document
      .querySelector('main')!
      .insertAdjacentHTML(
        'beforeend',
        `<div style="display:flex;justify-content:flex-end;padding:16px 48px"><shop-minicart site="DE"></shop-minicart></div>`,
      );
    const script = document.createElement('script');
    script.type = 'module';
    script.src = '/dist/shop-elements.js';
    document.head.append(script);
  });
  await watched.page.locator('shop-minicart [part~="cart-icon"]').waitFor();
  return watched;
}

async function openByHover(page: Page): Promise<void> {
  await page.locator('shop-minicart [part~="cart-icon"]').hover();
  await page.locator('shop-minicart [part~="summary"]').waitFor();
}

describe("a locale's messages of code loaded on intent, on the built bundle", () => {
  it('are not loaded with the page and come with the panel on hover', async () => {
    const { page, errors } = await hostPage();
    await page.waitForLoadState('networkidle');
    expect(await timesLoaded(page, chunkOf('i18n/de-DE.ts?messages=onload'))).toBe(1);
    const later = chunkOf('i18n/de-DE.ts?messages=later');
    expect(await timesLoaded(page, later)).toBe(0);
    await openByHover(page);
    expect(await timesLoaded(page, later)).toBe(1);
    expect(await page.getByRole('link', { name: 'Zur Kasse' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('that fail to load open nothing, raise preload-error with the locale, and the next hover opens the panel', async () => {
    const { page, errors } = await hostPage(
      /net::ERR_INTERNET_DISCONNECTED|Could not load|Loading messages failed/,
    );
    const later = chunkOf('i18n/de-DE.ts?messages=later');
    // the first request fails after the hover delay, while the flyout waits for it to open
    const requests = await failFirstRequest(page, `**/dist/${later}`, 300);
    const preloadErrors = await recordPreloadErrors(page);
    await page.locator('shop-minicart [part~="cart-icon"]').hover();
    await expect.poll(preloadErrors).toHaveLength(1);
    expect(await preloadErrors()).toEqual([
      {
        tag: 'shop-minicart',
        url: expect.stringMatching(new RegExp(`/dist/${later}$`)),
        locale: 'de-DE',
      },
    ]);
    // past the hover delay and the busy delay: nothing opened, no busy panel left behind
    await pageTimersPast(page, 600);
    expect(await page.locator('shop-minicart [part~="flyout"]').count()).toBe(0);
    await page.mouse.move(0, 0);
    await openByHover(page);
    expect(await page.getByRole('link', { name: 'Zur Kasse' }).count()).toBe(1);
    expect(requests()).toBe(2);
    expect(errors).toEqual([]);
  });
});
