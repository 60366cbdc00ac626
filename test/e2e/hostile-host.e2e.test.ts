import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './browser';

// The page's CSS cannot break the elements: a host that hands down everything inheritable (an
// ordinary dark, uppercase, letter-spaced, nowrap nav bar, and worse) must leave each element
// looking as it does on a plain host. Screenshots of the built elements compared pixel by pixel,
// on the bare host page against the fake backend. Chromium rasterises rotated text (the
// newsletter's bubble) a little differently from page to page, so up to 0.2 % of the pixels may
// differ; a leaked style (uppercase, letter spacing, a line height) changes thousands.
const browser = chromiumForFile('hostile-host-e2e');
const base = (): string => inject('demoUrl');

/** Everything a page can pass down by inheritance, plus the usual global resets. */
const HOSTILE_CSS = `
  * { box-sizing: content-box; line-height: 3; }
  html { font-size: 62.5%; }
  button { all: unset; }
  .bar, .bar * {
    text-transform: uppercase;
    letter-spacing: 0.3em;
    word-spacing: 1em;
    white-space: nowrap;
    text-align: right;
    text-indent: 40px;
    font: italic 700 11px/3 Georgia, serif;
    font-variant: small-caps;
    color: #f4f4f4;
    text-shadow: 1px 1px 0 red;
    cursor: crosshair;
    word-break: break-all;
  }
`;

// a flex bar: where the page puts an element is the page's business (text-align: right would
// move an inline element), how the element looks inside is ours
const BAR = 'display: flex; background: #1d2b3a; padding: 16px; width: 720px;';

interface HostOptions {
  readonly hostile: boolean;
  readonly markup: string;
  readonly viewport?: { width: number; height: number };
}

async function hostPage({ hostile, markup, viewport }: HostOptions): Promise<Page> {
  const { page, errors } = await browser.open({
    context: { viewport: viewport ?? { width: 1280, height: 800 } },
  });
  await page.goto(`${base()}/demo/host.html`);
  const status = await page.evaluate(async () => {
    const response = await fetch('/__backend/scenario', {
      method: 'POST',
      body: JSON.stringify({ cartPreset: 'full' }),
    });
    return response.status;
  });
  expect(status).toBe(200);
  await page.evaluate(
    ({ css, html }) => {
      document.body.style.margin = '0';
      if (css) {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.append(style);
      }
      document.querySelector('main')!.innerHTML = html;
    },
    { css: hostile ? HOSTILE_CSS : '', html: markup },
  );
  await page.addScriptTag({ type: 'module', url: '/dist/shop-elements.js' });
  page.on('close', () => expect(errors).toEqual([]));
  return page;
}

async function still(locator: Locator): Promise<Buffer> {
  return locator.screenshot({ animations: 'disabled', caret: 'hide' });
}

type Scene = (page: Page) => Promise<Record<string, Buffer>>;

/** How many pixels of two same-sized PNGs differ visibly (any channel by more than 40). */
async function differingPixels(page: Page, a: Buffer, b: Buffer) {
  return page.evaluate(
    async ({ first, second }) => {
      const pixels = async (base64: string) => {
        const response = await fetch(`data:image/png;base64,${base64}`);
        const bitmap = await createImageBitmap(await response.blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = await Promise.all([pixels(first), pixels(second)]);
      if (x.width !== y.width || x.height !== y.height) {
        return { total: x.width * x.height, differing: Infinity };
      }
      let differing = 0;
      for (let index = 0; index < x.data.length; index += 4) {
        for (let channel = 0; channel < 3; channel += 1) {
          if (Math.abs(x.data[index + channel]! - y.data[index + channel]!) > 40) {
            differing += 1;
            break;
          }
        }
      }
      return { total: x.width * x.height, differing };
    },
    { first: a.toString('base64'), second: b.toString('base64') },
  );
}

async function compare(markup: string, scene: Scene): Promise<void> {
  const plain = await hostPage({ hostile: false, markup });
  const expected = await scene(plain);
  const hostile = await hostPage({ hostile: true, markup });
  const actual = await scene(hostile);
  for (const [name, picture] of Object.entries(expected)) {
    const { total, differing } = await differingPixels(plain, picture, actual[name]!);
    expect(differing, `${name}: pixels that differ on the hostile host`).toBeLessThanOrEqual(
      total * 0.002,
    );
  }
  await plain.close();
  await hostile.close();
}

describe('elements on a hostile host look as on a plain one', () => {
  it('the mini cart: its icon and its open flyout', async () => {
    await compare(
      `<div class="bar" style="${BAR}"><shop-minicart site="DE" style="--se-color-icon:#fff"></shop-minicart></div>`,
      async (page) => {
        const element = page.locator('shop-minicart');
        await page.locator('shop-minicart [part~="badge"]').waitFor();
        const icon = await still(element);
        await page.locator('shop-minicart [part~="cart-icon"]').hover();
        const panel = page.locator('shop-minicart [part~="flyout"]');
        await page.locator('shop-minicart [part~="summary"]').waitFor();
        return { icon, flyout: await still(panel) };
      },
    );
  });

  it('the search box and its suggestions', async () => {
    await compare(
      `<div class="bar" style="${BAR}"><shop-search site="DE"></shop-search></div>`,
      async (page) => {
        const element = page.locator('shop-search');
        await page.getByRole('combobox').waitFor();
        const box = await still(element);
        await page.getByRole('combobox').fill('kaf');
        await page.getByRole('option').first().waitFor();
        await page.getByRole('option').nth(5).waitFor();
        return { box, suggestions: await still(page.locator('shop-search [part~="panel"]')) };
      },
    );
  });

  it('the newsletter form', async () => {
    await compare(
      `<div class="bar" style="${BAR}"><newsletter-signup site="AT"></newsletter-signup></div>`,
      async (page) => {
        await page.locator('newsletter-signup input[type="email"]').waitFor();
        return { form: await still(page.locator('newsletter-signup')) };
      },
    );
  });

  it('lets the host colour the cart icon for a dark bar through --se-color-icon', async () => {
    const page = await hostPage({
      hostile: true,
      markup: `<div class="bar" style="${BAR}"><shop-minicart site="DE" style="--se-color-icon:#fff"></shop-minicart><shop-minicart site="DE"></shop-minicart></div>`,
    });
    const icons = page.locator('shop-minicart [part~="cart-icon"]');
    await icons.nth(1).waitFor();
    const colours = await icons.evaluateAll((links) =>
      links.map((link) => getComputedStyle(link).color),
    );
    // the page's inherited colour (#f4f4f4) reaches neither; the token does
    expect(colours).toEqual(['rgb(255, 255, 255)', 'rgb(29, 29, 27)']);
    await page.close();
  });
});

describe('layout follows the space an element is given, not the window', () => {
  it('the newsletter in a 300 px card on a 1600 px screen looks as on a 300 px phone', async () => {
    const markup =
      '<div style="width:300px"><newsletter-signup site="HU"></newsletter-signup></div>';
    const pictures: Buffer[] = [];
    for (const viewport of [
      { width: 1600, height: 900 },
      { width: 300, height: 900 },
    ]) {
      const page = await hostPage({ hostile: false, markup, viewport });
      await page.locator('newsletter-signup input[type="email"]').waitFor();
      pictures.push(await still(page.locator('newsletter-signup')));
      await page.close();
    }
    const page = await hostPage({ hostile: false, markup: '' });
    const { total, differing } = await differingPixels(page, pictures[0]!, pictures[1]!);
    expect(differing, 'pixels that differ from the phone layout').toBeLessThanOrEqual(
      total * 0.002,
    );
    await page.close();
  });
});
