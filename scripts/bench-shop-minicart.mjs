// Bench of <shop-minicart> (issue 4 budgets): on /demo/host.html with the built dist/ and the
// fake backend's `full` cart (13 items of every kind), cart already loaded, real Chromium input:
// - flyout after the hover delay: from the end of the 200 ms hover delay (the pointerover's
//   timestamp + 200 ms) to the flyout shown with its items (built hidden during the delay), and
//   to the next animation frame after it (the frame that shows it);
// - deleted state after a click: from the click on an item's delete button to the deleted
//   state's render (the tile marked deleted, with its undo button), and to the next frame.
// Median of RUNS runs (fresh context and backend session each), in milliseconds. Reported,
// never asserted: this 2-core machine is not a stable clock.

import { median, watchForRender } from './bench-measure.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SITE = process.env.BENCH_SITE ?? 'DE';
const HOVER_DELAY_MS = 200;

async function runOnce(browser, url, run) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addCookies([
      { name: 'demo_session', value: `bench-minicart-${Date.now()}-${run}`, url },
    ]);
    const page = await context.newPage();
    await page.goto(`${url}/demo/host.html`);
    await page.request.post(`${url}/__backend/scenario`, { data: { cartPreset: 'full' } });
    await page.evaluate((site) => {
      document
        .querySelector('main')
        .insertAdjacentHTML(
          'beforeend',
          `<div style="display:flex;justify-content:flex-end;padding:16px 48px"><shop-minicart site="${site}"></shop-minicart></div>`,
        );
      const script = document.createElement('script');
      script.type = 'module';
      script.src = '/dist/shop-elements.js';
      document.head.append(script);
    }, SITE);
    // the cart is there (badge shown) before the pointer comes
    await page.locator('shop-minicart [part~="badge"]').waitFor();

    const icon = page.locator('shop-minicart [part~="cart-icon"]');
    await page.evaluate(() => {
      window.__minicartEntered = undefined;
      document.querySelector('shop-minicart').addEventListener(
        'pointerover',
        (event) => {
          window.__minicartEntered ??= event.timeStamp;
        },
        { capture: true },
      );
    });
    await page.evaluate(watchForRender, {
      host: 'shop-minicart',
      selector: '[part~="flyout"]:not([hidden]) [part~="tile"]',
    });
    await icon.hover();
    const opened = await page.evaluate(async () => {
      const seen = await window.__benchSeen;
      return { entered: window.__minicartEntered, ...seen };
    });

    const remove = page
      .locator('shop-minicart [part~="tile"][data-kind="articles"] [part~="remove"]')
      .first();
    await page.evaluate(() => {
      window.__minicartClicked = undefined;
      document.querySelector('shop-minicart').addEventListener(
        'click',
        (event) => {
          window.__minicartClicked ??= event.timeStamp;
        },
        { capture: true },
      );
    });
    await page.evaluate(watchForRender, {
      host: 'shop-minicart',
      selector: '[data-state="deleted"] [part~="button"]',
    });
    await remove.click();
    const deleted = await page.evaluate(async () => {
      const seen = await window.__benchSeen;
      return { clicked: window.__minicartClicked, ...seen };
    });

    const delayEnd = opened.entered + HOVER_DELAY_MS;
    return {
      hoverDelayEndToFlyoutRender: opened.rendered - delayEnd,
      hoverDelayEndToFlyoutFrame: opened.frame - delayEnd,
      clickToDeletedRender: deleted.rendered - deleted.clicked,
      clickToDeletedFrame: deleted.frame - deleted.clicked,
    };
  } finally {
    await context.close();
  }
}

/** Runs the bench against a demo server at `url` serving the built dist/. */
export async function bench({ browser, url }) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await runOnce(browser, url, run));
  const pick = (key) => median(runs.map((entry) => entry[key]));
  return {
    site: SITE,
    runs: RUNS,
    cart: 'full preset, 13 items',
    hoverDelayMs: HOVER_DELAY_MS,
    flyoutAfterHoverDelay: {
      toFirstRenderMs: pick('hoverDelayEndToFlyoutRender'),
      toNextFrameMs: pick('hoverDelayEndToFlyoutFrame'),
    },
    deletedAfterClick: {
      toFirstRenderMs: pick('clickToDeletedRender'),
      toNextFrameMs: pick('clickToDeletedFrame'),
    },
  };
}
