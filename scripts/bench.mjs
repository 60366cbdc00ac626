// `npm run bench`: mount timings in Chromium, printed as JSON. For every element in dist/ (and
// the test-only <se-fixture> of the fixture build, the wrapper's own baseline), on a fresh page
// with a cold cache: the time from the start of its script to its first rendered content, once
// through its own entry (dist/elements/<tag>.js) and once through the lazy loader
// (dist/shop-elements.js). Median of RUNS runs, in milliseconds. Then each element's own bench
// (bench-<tag>.mjs): the search box, the mini cart's flyout and removal, the newsletter's first
// render, the header's first render with its icon bar, its flyouts after the hover delay and the
// layout shift of mounting it on the demo page, and the header's navigation flyouts after their
// 300 ms hover delay (bench-header-navigation.mjs); and the page-border page with all six
// elements at 4x CPU throttling: bytes, header and all rendered, CLS (bench-page-border.mjs); and
// the page border's server renderer for the DE header, cold and warm (bench-render-fragment.mjs).
// Timings are reported, never asserted: this 2-core machine is not a stable clock.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { bench as benchHeaderNavigation } from './bench-header-navigation.mjs';
import { median } from './bench-measure.mjs';
import { bench as benchNewsletterSignup } from './bench-newsletter-signup.mjs';
import { bench as benchPageBorder } from './bench-page-border.mjs';
import { bench as benchRenderFragment } from './bench-render-fragment.mjs';
import { bench as benchShopHeader } from './bench-shop-header.mjs';
import { bench as benchShopMinicart } from './bench-shop-minicart.mjs';
import { bench as benchShopSearch } from './bench-shop-search.mjs';
import { buildDist } from './build.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { startDemoServer } from './serve.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SITE = process.env.BENCH_SITE ?? 'DE';

/**
 * An element that renders nothing here (staff-preview without the staff cookie defines no tag)
 * is given up on after this long, once, instead of holding the whole bench.
 */
const MOUNT_TIMEOUT_MS = 15_000;

const tagsIn = (dist) =>
  existsSync(join(dist, 'elements'))
    ? readdirSync(join(dist, 'elements'))
        .filter((file) => file.endsWith('.js'))
        .map((file) => file.slice(0, -3))
    : [];

/** One cold mount: the element is on the page, then its script starts; until first content. */
async function mountOnce(browser, url, tag, src) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/demo/host.html`);
  const result = await page.evaluate(
    async ({ tag, src, site, timeout }) => {
      const element = document.createElement(tag);
      element.setAttribute('site', site);
      document.querySelector('main').append(element);
      const start = performance.now();
      const rendered = new Promise((resolveRender) => {
        const check = () => {
          if (element.shadowRoot && element.shadowRoot.childElementCount > 0) {
            resolveRender(performance.now());
            return true;
          }
          return false;
        };
        customElements.whenDefined(tag).then(() => {
          if (check()) return;
          const observer = new MutationObserver(() => {
            if (check()) observer.disconnect();
          });
          observer.observe(element.shadowRoot, { childList: true, subtree: true });
        });
      });
      await import(src);
      const moduleLoaded = performance.now();
      const firstRender = await Promise.race([
        rendered,
        new Promise((resolveTimeout) => setTimeout(() => resolveTimeout(Number.NaN), timeout)),
      ]);
      return { moduleLoaded: moduleLoaded - start, firstRender: firstRender - start };
    },
    { tag, src, site: SITE, timeout: MOUNT_TIMEOUT_MS },
  );
  await context.close();
  return result;
}

async function benchDist(browser, url, dist, label, only) {
  const results = {};
  for (const tag of tagsIn(dist).filter((name) => !only || only.includes(name))) {
    const runs = { entry: [], loader: [] };
    for (let run = 0; run < RUNS; run += 1) {
      const entry = await mountOnce(browser, url, tag, `/dist/elements/${tag}.js`);
      runs.entry.push(entry);
      if (Number.isNaN(entry.firstRender)) break;
      runs.loader.push(await mountOnce(browser, url, tag, '/dist/shop-elements.js'));
    }
    const entryScriptToFirstRenderMs = median(runs.entry.map((run) => run.firstRender));
    results[tag] = {
      build: label,
      site: SITE,
      runs: RUNS,
      entryScriptToFirstRenderMs,
      loaderScriptToFirstRenderMs: median(runs.loader.map((run) => run.firstRender)),
      entryModuleLoadedMs: median(runs.entry.map((run) => run.moduleLoaded)),
      ...(entryScriptToFirstRenderMs === null && {
        note: `no render within ${MOUNT_TIMEOUT_MS / 1000} s on a plain page`,
      }),
    };
  }
  return results;
}

const executablePath = ensureChromium();
await buildDist({ declarations: false });
await buildDist({ mode: 'fixture' });

const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
const report = {
  date: new Date().toISOString(),
  chromium: browser.version(),
  elements: {},
  comparisons: {},
};
try {
  for (const [dir, label, only] of [
    ['dist', 'dist', undefined],
    ['.cache/dist-fixture', 'fixture (test-only wrapper baseline)', ['se-fixture']],
  ]) {
    const server = await startDemoServer({ port: 0, distDir: dir });
    try {
      Object.assign(
        report.elements,
        await benchDist(browser, server.url, join(root, dir), label, only),
      );
      if (dir === 'dist') {
        report.comparisons['shop-search'] = await benchShopSearch({ browser, url: server.url });
        const header = await benchShopHeader({ browser, url: server.url });
        report.interactions = {
          'shop-minicart': await benchShopMinicart({ browser, url: server.url }),
          'shop-header': { site: header.site, runs: header.runs, ...header.flyoutAfterHoverDelay },
          'shop-header navigation': await benchHeaderNavigation({ browser, url: server.url }),
        };
        report.firstRender = {
          'newsletter-signup': await benchNewsletterSignup({ browser, url: server.url }),
          'shop-header': { site: header.site, runs: header.runs, ...header.firstRender },
        };
        report.layoutShift = {
          'shop-header': { site: header.site, runs: header.runs, ...header.layoutShift },
        };
        report.pageBorderPage = await benchPageBorder({ browser, url: server.url, root });
        report.renderFragment = await benchRenderFragment({ url: server.url, root });
      }
    } finally {
      await server.close();
    }
  }
} finally {
  await browser.close();
}

mkdirSync(join(root, '.cache'), { recursive: true });
writeFileSync(join(root, '.cache/bench.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(JSON.stringify(report, null, 2));
