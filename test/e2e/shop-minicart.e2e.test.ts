import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatPrice } from '../../src/core/format';
import type { Site } from '../../src/core/sites';
import { CENTS_FIXTURE } from '../helpers/money';
import { axeViolations, chromiumForFile, pageTimersPast } from './browser';
import { chunkOf, failFirstRequest, recordPreloadErrors, timesLoaded } from './on-demand';

// What an integrator gets: the built dist/ on the bare host page, the loader script, a
// <shop-minicart>, and the fake shop backend behind it. Every test has its own context and so
// its own demo_session cookie and backend scenario.
const browser = chromiumForFile('minicart-e2e');

const base = (): string => inject('demoUrl');

async function setScenario(page: Page, scenario: Record<string, unknown>): Promise<void> {
  const response = await page.request.post(`${base()}/__backend/scenario`, { data: scenario });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The host page with one mini cart on the right, as a header would place it. */
async function hostPage(
  site: Site,
  scenario: Record<string, unknown>,
  attributes = '',
  ignoreConsole?: RegExp,
) {
  // the browser itself reports a refused request (the 409 of a cart limit) on the console
  const watched = await browser.open({ ignoreConsole: ignoreConsole ?? /status of 409/ });
  await watched.page.goto(`${base()}/demo/host.html`);
  await setScenario(watched.page, scenario);
  await watched.page.evaluate(
    ({ site, attributes }) => {
      document
        .querySelector('main')!
        .insertAdjacentHTML(
          'beforeend',
          `<div style="display:flex;justify-content:flex-end;padding:16px 48px"><shop-minicart site="${site}" ${attributes}></shop-minicart></div><p style="height:1200px">Page content</p>`,
        );
      const script = document.createElement('script');
      script.type = 'module';
      script.src = '/dist/shop-elements.js';
      document.head.append(script);
    },
    { site, attributes },
  );
  await watched.page.locator('shop-minicart [part~="cart-icon"]').waitFor();
  return watched;
}

async function serverCart(
  page: Page,
  site: Site,
): Promise<{ totalSum: number; numberOfArticles: number }> {
  const response = await page.request.get(`${base()}/__backend/state`);
  const state = (await response.json()) as {
    carts: Record<string, { totalSum: number; numberOfArticles: number }>;
  };
  const cart = state.carts[site];
  if (!cart) throw new Error(`no ${site} cart in the backend state`);
  return cart;
}

async function openByHover(page: Page): Promise<void> {
  await page.locator('shop-minicart [part~="cart-icon"]').hover();
  await page.locator('shop-minicart [part~="flyout"]').waitFor();
  await page.locator('shop-minicart [part~="summary"]').waitFor();
}

/** dist/'s chunk of the mini cart panel's content, loaded on intent. */
const panelChunk = (): string => chunkOf('src/minicart/minicart-panel.tsx');

/** spec header §9 "Number separators" and "Currency per site", as the total shows them. */
const PRICE_FORMATS: Record<'DE' | 'CH' | 'CZ' | 'HU' | 'PL' | 'TR', RegExp> = {
  DE: /^\d{1,3}(\.\d{3})*,\d{2}$/,
  CH: /^CHF\u00a0\d{1,3}(\u2019\d{3})*\.\d{2}$/,
  CZ: /^\d{1,3}(\u00a0\d{3})*\u00a0Kč$/,
  HU: /^\d{1,3}(\u00a0\d{3})*\u00a0Ft$/,
  PL: /^\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0zł$/,
  TR: /^\d{1,3}(\.\d{3})*,\d{2}\u00a0TL$/,
};

const LABELS: Record<keyof typeof PRICE_FORMATS, { icon: string; checkout: string; vat: string }> =
  {
    DE: { icon: 'Warenkorb, 16 Artikel', checkout: 'Zur Kasse', vat: 'inkl. MwSt.' },
    CH: { icon: 'Warenkorb, 16 Artikel', checkout: 'Zur Kasse', vat: 'inkl. MWST' },
    CZ: { icon: 'Košík, počet položek: 16', checkout: 'K pokladně', vat: 'včetně DPH' },
    HU: { icon: 'Kosár, 16 termék', checkout: 'Tovább a pénztárhoz', vat: 'az ÁFA-t tartalmazza' },
    PL: { icon: 'Koszyk, liczba produktów: 16', checkout: 'Przejdź do kasy', vat: 'zawiera VAT' },
    TR: { icon: 'Sepet, 16 ürün', checkout: 'Kasaya git', vat: 'KDV dahil' },
  };

describe('<shop-minicart> on the built bundle', () => {
  for (const site of Object.keys(PRICE_FORMATS) as (keyof typeof PRICE_FORMATS)[]) {
    it(`shows the ${site} cart in ${site} prices and removes an item with undo`, async () => {
      const { page, errors } = await hostPage(site, { cartPreset: 'full' });
      const labels = LABELS[site];
      await page.getByRole('link', { name: labels.icon }).waitFor();
      await openByHover(page);

      // the total in the site's format, equal to the server's sum
      const total = page.locator('shop-minicart .minicart__total dd');
      const totalText = (await total.evaluate((node) => node.firstChild?.textContent ?? '')).trim();
      expect(totalText).toMatch(PRICE_FORMATS[site]);
      expect(totalText).toBe(formatPrice((await serverCart(page, site)).totalSum, site));
      expect(await total.locator('.minicart__vat').textContent()).toBe(labels.vat);
      for (const price of await page
        .locator('shop-minicart [part~="tile"] .minicart__price-current')
        .allTextContents()) {
        if (/\d/.test(price)) expect(price).toMatch(PRICE_FORMATS[site]);
      }
      expect(await page.getByRole('link', { name: labels.checkout }).getAttribute('href')).toBe(
        '/service/checkoutfrontend/checkout',
      );
      expect(await axeViolations(page, 'shop-minicart')).toEqual([]);

      // remove the first article: deleted at once, undo puts it back on the server too
      await page
        .locator('shop-minicart [part~="tile"][data-kind="articles"] [part~="remove"]')
        .first()
        .click();
      await page.locator('shop-minicart [data-state="deleted"]').waitFor();
      await expect.poll(async () => (await serverCart(page, site)).numberOfArticles).toBe(14);
      await expect
        .poll(() => page.locator('shop-minicart [part~="badge"]').textContent())
        .toBe('14');
      expect(await axeViolations(page, 'shop-minicart')).toEqual([]);
      await page.locator('shop-minicart [data-state="deleted"] [part~="button"]').click();
      await expect.poll(async () => (await serverCart(page, site)).numberOfArticles).toBe(16);
      await expect.poll(() => page.locator('shop-minicart [data-state="deleted"]').count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('16');
      expect(errors).toEqual([]);
    });
  }

  // a cart service answering in minor units (README "Money"): the five-digit amounts of the
  // cents fixture as each site prints them, spelled out
  const FIVE_DIGITS: Record<
    keyof typeof PRICE_FORMATS,
    { price: string; total: string; coupon: string; currency: string; details: string }
  > = {
    DE: {
      price: '12.345,50',
      total: '21.912,47',
      coupon: '-1.234,56',
      currency: 'EUR',
      details: 'Preisdetails',
    },
    CH: {
      price: 'CHF\u00a012\u2019345.50',
      total: 'CHF\u00a021\u2019912.47',
      coupon: 'CHF\u00a0-1\u2019234.56',
      currency: 'CHF',
      details: 'Preisdetails',
    },
    CZ: {
      price: '12\u00a0346\u00a0Kč',
      total: '21\u00a0912\u00a0Kč',
      coupon: '-1\u00a0235\u00a0Kč',
      currency: 'CZK',
      details: 'Podrobnosti ceny',
    },
    HU: {
      price: '12\u00a0346\u00a0Ft',
      total: '21\u00a0912\u00a0Ft',
      coupon: '-1\u00a0235\u00a0Ft',
      currency: 'HUF',
      details: 'Ár részletei',
    },
    PL: {
      price: '12\u00a0345,50\u00a0zł',
      total: '21\u00a0912,47\u00a0zł',
      coupon: '-1\u00a0234,56\u00a0zł',
      currency: 'PLN',
      details: 'Szczegóły ceny',
    },
    TR: {
      price: '12.345,50\u00a0TL',
      total: '21.912,47\u00a0TL',
      coupon: '-1.234,56\u00a0TL',
      currency: 'TRY',
      details: 'Fiyat ayrıntıları',
    },
  };

  for (const site of Object.keys(FIVE_DIGITS) as (keyof typeof FIVE_DIGITS)[]) {
    it(`shows a cart service's five-digit amounts in minor units as ${site} prints them, and tracks view_cart`, async () => {
      const { page, errors } = await hostPage(site, { cartPreset: 'full' });
      const expected = FIVE_DIGITS[site];
      await page.route('**/service/cart/api/cart**', (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ json: CENTS_FIXTURE })
          : route.continue(),
      );
      await page.evaluate(() => window.dispatchEvent(new Event('cart-update')));
      await page.getByRole('link', { name: LABELS[site].icon.replace('16', '5') }).waitFor();
      await openByHover(page);
      const jacket = page.locator('shop-minicart [data-kind="articles"] .minicart__price-current');
      expect(await jacket.textContent()).toBe(expected.price);
      const total = page.locator('shop-minicart .minicart__total dd');
      expect((await total.evaluate((node) => node.firstChild?.textContent ?? '')).trim()).toBe(
        expected.total,
      );
      // the summary rows behind the total, shown by its disclosure
      const details = page.getByRole('button', { name: expected.details });
      expect(await details.getAttribute('aria-expanded')).toBe('false');
      await details.click();
      const coupon = page.locator('shop-minicart .minicart__rows .minicart__row dd').nth(1);
      await coupon.waitFor();
      expect(await coupon.textContent()).toBe(expected.coupon);
      expect(await axeViolations(page, 'shop-minicart')).toEqual([]);
      const viewCart = await page.evaluate(() =>
        (window.dataLayer as { event?: string }[]).filter((entry) => entry.event === 'view_cart'),
      );
      expect(viewCart).toEqual([
        {
          event: 'view_cart',
          ecommerce: expect.objectContaining({ currency: expected.currency, value: 22412.47 }),
        },
      ]);
      expect(errors).toEqual([]);
    });
  }

  it('goes to the cart page on a touch tap and opens no flyout', async () => {
    const { page } = await browser.open({
      context: { hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } },
    });
    await page.goto(`${base()}/demo/host.html`);
    await setScenario(page, { cartPreset: 'full' });
    await page.evaluate(() => {
      document
        .querySelector('main')!
        .insertAdjacentHTML('beforeend', '<shop-minicart site="DE"></shop-minicart>');
      const script = document.createElement('script');
      script.type = 'module';
      script.src = '/dist/shop-elements.js';
      document.head.append(script);
    });
    const icon = page.locator('shop-minicart [part~="cart-icon"]');
    await page.getByRole('link', { name: 'Warenkorb, 16 Artikel' }).waitFor();
    await Promise.all([page.waitForURL(/\/cart\?step=shopping_cart$/), icon.tap()]);
    expect(new URL(page.url()).pathname).toBe('/cart');
  });

  it('answers the script API and tells the page about the new count', async () => {
    const { page, errors } = await hostPage('PL', { cartPreset: 'empty' });
    await page.waitForFunction(
      () => typeof document.querySelector('shop-minicart')?.modify === 'function',
    );
    const result = await page.evaluate(async () => {
      const counts: number[] = [];
      window.addEventListener('cart-count-change', (event) =>
        counts.push((event as CustomEvent<{ count: number }>).detail.count),
      );
      const element = document.querySelector('shop-minicart')!;
      const name = await element.modify({
        setArticle: { productId: '100101', tcm: '100101001', quantity: 2 },
      });
      const again = await element.modify({
        setArticle: { productId: '100101', tcm: '100101001', quantity: 2 },
      });
      const refused = await element
        .modify({ setArticle: { productId: '100101', tcm: '100101001', quantity: 50 } })
        .then(
          () => 'resolved',
          (error: Error) => error.message,
        );
      return { name, again, refused, counts };
    });
    expect(result.name).toMatch(/^Caffè Crema/);
    expect(result.again).toBe('');
    expect(result.refused).toBe(
      'W jednym zamówieniu można kupić maksymalnie 20 szt. tego artykułu.',
    );
    expect(result.counts).toContain(2);
    // GA4 add_to_cart once, for the change that added two pieces: not for the 304 nor the limit
    expect(
      await page.evaluate(() =>
        (window.dataLayer as { event?: string }[]).filter((entry) => entry.event === 'add_to_cart'),
      ),
    ).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'PLN',
          value: 129.98,
          items: [
            {
              item_id: '100101',
              item_name: 'caffe_crema_mild_1kg_beans',
              item_variant: '100101001',
              price: 64.99,
              quantity: 2,
            },
          ],
        },
      },
    ]);
    await expect.poll(() => page.locator('shop-minicart [part~="badge"]').textContent()).toBe('2');
    expect(errors).toEqual([]);
  });

  it('opens no flyout on the basket page', async () => {
    const { page } = await hostPage('DE', { cartPreset: 'full' }, 'page-type="basket"');
    await page.locator('shop-minicart [part~="cart-icon"]').hover();
    // past the hover delay on the page's own clock: nothing opened
    await pageTimersPast(page, 600);
    expect(await page.locator('shop-minicart [part~="flyout"]').count()).toBe(0);
  });
});

describe("<shop-minicart>'s panel, loaded on a shopper's intent (issue 15)", () => {
  it('loads no panel code with the page, and loads it when the pointer comes to the icon', async () => {
    const { page, errors } = await hostPage('DE', { cartPreset: 'full' });
    const chunk = panelChunk();
    await page.getByRole('link', { name: 'Warenkorb, 16 Artikel' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await timesLoaded(page, chunk)).toBe(0);
    await openByHover(page);
    expect(await timesLoaded(page, chunk)).toBe(1);
    expect(errors).toEqual([]);
  });

  it('loads it when focus reaches the cart icon, and the preview button then opens the panel', async () => {
    const { page, errors } = await hostPage('DE', { cartPreset: 'full' });
    const chunk = panelChunk();
    const icon = page.getByRole('link', { name: 'Warenkorb, 16 Artikel' });
    await icon.waitFor();
    await page.waitForLoadState('networkidle');
    expect(await timesLoaded(page, chunk)).toBe(0);
    await icon.focus();
    await expect.poll(() => timesLoaded(page, chunk)).toBe(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.locator('shop-minicart [part~="summary"]').waitFor();
    // opened from the keyboard, focus moves into the panel as before
    expect(
      await page
        .locator('shop-minicart [part~="flyout"]')
        .evaluate((panel) => panel.matches(':focus-within')),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  it('opens nothing when the panel code fails to load, raises preload-error, and opens on the next hover', async () => {
    const { page, errors } = await hostPage(
      'DE',
      { cartPreset: 'full' },
      '',
      /net::ERR_INTERNET_DISCONNECTED|Could not load the mini cart's panel/,
    );
    const chunk = panelChunk();
    await page.getByRole('link', { name: 'Warenkorb, 16 Artikel' }).waitFor();
    // the first request fails after the hover delay, while the flyout waits for it to open
    const requests = await failFirstRequest(page, `**/dist/${chunk}`, 300);
    const preloadErrors = await recordPreloadErrors(page);

    await page.locator('shop-minicart [part~="cart-icon"]').hover();
    await expect.poll(preloadErrors).toHaveLength(1);
    expect((await preloadErrors())[0]?.tag).toBe('shop-minicart');
    expect((await preloadErrors())[0]?.url).toMatch(new RegExp(`/dist/${chunk}$`));
    // past the hover delay and the busy delay: nothing opened, no busy panel left behind
    await pageTimersPast(page, 600);
    expect(await page.locator('shop-minicart [part~="flyout"]').count()).toBe(0);

    await page.mouse.move(0, 0);
    await openByHover(page);
    expect(await page.locator('shop-minicart [part~="tile"]').count()).toBeGreaterThan(0);
    expect(requests()).toBe(2);
    expect(await preloadErrors()).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('shows the panel busy while slow panel code loads, then its content', async () => {
    const { page, errors } = await hostPage('DE', { cartPreset: 'full' });
    const chunk = panelChunk();
    await page.getByRole('link', { name: 'Warenkorb, 16 Artikel' }).waitFor();
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/dist/${chunk}`, async (route) => {
      await released;
      await route.continue();
    });
    await page.locator('shop-minicart [part~="cart-icon"]').hover();
    const flyout = page.locator('shop-minicart [part~="flyout"]');
    await expect.poll(() => flyout.isVisible()).toBe(true);
    expect(await flyout.getAttribute('aria-busy')).toBe('true');
    expect(await flyout.getByRole('heading', { name: 'Warenkorb' }).isVisible()).toBe(true);
    expect(await flyout.getByRole('status').textContent()).toBe('Wird geladen …');
    release();
    await page.locator('shop-minicart [part~="summary"]').waitFor();
    expect(await flyout.getAttribute('aria-busy')).toBeNull();
    expect(errors).toEqual([]);
  });
});
