// `npm run bench`: mount timings in Chromium, printed as JSON. For every element in dist/ (and
// the test-only <se-fixture> of the fixture build, the wrapper's own baseline), on a fresh page
// with a cold cache: the time from the start of its script to its first rendered content, once
// through its own entry (dist/elements/<tag>.js) and once through the lazy loader
// (dist/shop-elements.js). Median of RUNS runs, in milliseconds. Timings are reported, never
// asserted: this 2-core machine is not a stable clock.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { bench as benchNewsletterSignup } from './bench-newsletter-signup.mjs';
import { bench as benchShopMinicart } from './bench-shop-minicart.mjs';
import { bench as benchShopSearch } from './bench-shop-search.mjs';
import { buildDist } from './build.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { startDemoServer } from './serve.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SITE = process.env.BENCH_SITE ?? 'DE';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (value) => Math.round(value * 10) / 10;

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
    async ({ tag, src, site }) => {
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
      const firstRender = await rendered;
      return { moduleLoaded: moduleLoaded - start, firstRender: firstRender - start };
    },
    { tag, src, site: SITE },
  );
  await context.close();
  return result;
}

async function benchDist(browser, url, dist, label, only) {
  const results = {};
  for (const tag of tagsIn(dist).filter((name) => !only || only.includes(name))) {
    const runs = { entry: [], loader: [] };
    for (let run = 0; run < RUNS; run += 1) {
      runs.entry.push(await mountOnce(browser, url, tag, `/dist/elements/${tag}.js`));
      runs.loader.push(await mountOnce(browser, url, tag, '/dist/shop-elements.js'));
    }
    results[tag] = {
      build: label,
      site: SITE,
      runs: RUNS,
      entryScriptToFirstRenderMs: round(median(runs.entry.map((run) => run.firstRender))),
      loaderScriptToFirstRenderMs: round(median(runs.loader.map((run) => run.firstRender))),
      entryModuleLoadedMs: round(median(runs.entry.map((run) => run.moduleLoaded))),
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
        report.interactions = {
          'shop-minicart': await benchShopMinicart({ browser, url: server.url }),
        };
        report.firstRender = {
          'newsletter-signup': await benchNewsletterSignup({ browser, url: server.url }),
        };
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
