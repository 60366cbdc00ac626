import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './browser';

// Elements are placed by people we never meet: in a corner, in a narrow column, lower down a
// long page, on a phone. Wherever the trigger sits, a flyout opens entirely inside the viewport
// and what it offers (the mini cart's exit buttons) can be reached. The built dist/ on the bare
// host page, against the fake backend.
const browser = chromiumForFile('placement-e2e');
const base = (): string => inject('demoUrl');

interface Viewport {
  readonly width: number;
  readonly height: number;
}
const DESKTOP: Viewport = { width: 1280, height: 800 };

async function placedPage(viewport: Viewport, markup: string): Promise<Page> {
  const { page, errors } = await browser.open({ context: { viewport } });
  await page.goto(`${base()}/demo/host.html`);
  const status = await page.evaluate(async () => {
    const response = await fetch('/__backend/scenario', {
      method: 'POST',
      body: JSON.stringify({ cartPreset: 'full' }),
    });
    return response.status;
  });
  expect(status).toBe(200);
  await page.evaluate((html) => {
    document.body.style.margin = '0';
    document.querySelector('main')!.innerHTML = html;
  }, markup);
  await page.addScriptTag({ type: 'module', url: '/dist/shop-elements.js' });
  page.on('close', () => expect(errors).toEqual([]));
  return page;
}

/** The element's box and whether its centre is really it (not covered, not clipped away). */
async function boxAndHit(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    let hit: Element | null = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return {
      left: box.left,
      top: box.top,
      right: box.right,
      bottom: box.bottom,
      width: box.width,
      height: box.height,
      hit: hit !== null && (element === hit || element.contains(hit)),
      viewportWidth: document.documentElement.clientWidth,
      viewportHeight: document.documentElement.clientHeight,
    };
  });
}

async function expectInsideViewport(page: Page, selector: string): Promise<void> {
  const box = await boxAndHit(page, selector);
  expect(box.width, `${selector} width`).toBeGreaterThan(0);
  expect(box.left, `${selector} left`).toBeGreaterThanOrEqual(0);
  expect(box.top, `${selector} top`).toBeGreaterThanOrEqual(0);
  expect(box.right, `${selector} right`).toBeLessThanOrEqual(box.viewportWidth);
  expect(box.bottom, `${selector} bottom`).toBeLessThanOrEqual(box.viewportHeight);
}

const PANEL = 'shop-minicart [part~="flyout"]';
const EXITS = [
  'shop-minicart [part~="exits"] a >> nth=0',
  'shop-minicart [part~="exits"] a >> nth=1',
];

describe('a standalone mini cart opens its flyout inside the viewport', () => {
  const cases: [string, Viewport, string, ((page: Page) => Promise<void>)?][] = [
    ['in the top-left corner', DESKTOP, '<shop-minicart site="DE"></shop-minicart>'],
    [
      'in the top-right corner',
      DESKTOP,
      '<div style="display:flex;justify-content:flex-end"><shop-minicart site="DE"></shop-minicart></div>',
    ],
    [
      'in the centre',
      DESKTOP,
      '<div style="position:absolute;left:50%;top:45%"><shop-minicart site="DE"></shop-minicart></div>',
    ],
    [
      'lower down a long page, near the bottom of the window',
      DESKTOP,
      '<div style="height:1600px"></div><div style="padding-left:300px"><shop-minicart site="DE"></shop-minicart></div><div style="height:1600px"></div>',
      async (page) => {
        await page.evaluate(() => {
          const icon = document.querySelector('shop-minicart')!.getBoundingClientRect();
          window.scrollBy(0, icon.top - window.innerHeight * 0.85);
        });
      },
    ],
    [
      'on a 320 px wide page',
      { width: 320, height: 640 },
      '<p>Shop</p><shop-minicart site="DE"></shop-minicart>',
    ],
  ];

  for (const [name, viewport, markup, arrange] of cases) {
    it(name, async () => {
      const page = await placedPage(viewport, markup);
      await page.locator('shop-minicart [part~="badge"]').waitFor();
      await arrange?.(page);
      await page.locator('shop-minicart [part~="cart-icon"]').hover();
      await page.locator(`${PANEL} [part~="summary"]`).waitFor();
      await expectInsideViewport(page, PANEL);
      if (viewport.width < 768) {
        const panel = await boxAndHit(page, PANEL);
        expect(panel.width).toBe(viewport.width);
      }
      for (const exit of EXITS) {
        // reachable: scrolled to inside the panel if it must be, then really there to click
        await page.locator(exit).scrollIntoViewIfNeeded();
        await expectInsideViewport(page, exit);
        expect((await boxAndHit(page, exit)).hit, `${exit} is not covered`).toBe(true);
      }
      await page.close();
    });
  }
});

describe('search suggestions open inside the viewport', () => {
  for (const width of [320, 390]) {
    for (const variant of ['overlay', 'flyout']) {
      for (const align of ['flex-start', 'flex-end']) {
        it(`at ${width} px, ${variant} variant, the box at ${align}`, async () => {
          const page = await placedPage(
            { width, height: 700 },
            `<div style="display:flex;justify-content:${align};padding:8px"><shop-search site="DE" variant="${variant}"></shop-search></div>`,
          );
          const combobox = page.getByRole('combobox');
          await combobox.fill('kaf');
          await page.getByRole('option').first().waitFor();
          await expectInsideViewport(page, 'shop-search [part~="panel"]');
          await expectInsideViewport(page, 'shop-search [part~="field"]');
          await page.close();
        });
      }
    }
  }
});
