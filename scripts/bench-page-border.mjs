// Bench of the page-border page (issue 15 budgets), demo/page-border.html on one site (DE) with
// the built dist/ and the fake backend, the CPU throttled 4x as a mid-range phone (Chromium's CPU
// throttling through the DevTools protocol), a phone viewport and a desktop one, cold cache:
// - bytes: what the page fetched of dist/ (the bundle), each file gzip-compressed as a CDN would
//   send it (the demo server sends it uncompressed), split into the React runtime chunk and the
//   bundle's own code, with the list of files;
// - headerRenderedMs: from navigation start to the header's first render (its host marked
//   `rendered`, the attribute every element sets in the commit that draws its first content);
// - allRenderedMs: to every element on the page rendered. For a shopper (no staff cookie) the
//   staff preview renders nothing by design (and loads no React for it), so "all" is the five
//   others; a staff session, with the preview's button, is measured apart (`staff`);
// - cls: the cumulative layout shift of the whole load, until 2 s after all are rendered;
// - fcpMs, headerPaintedMs: the first contentful paint, and the first frame with the header's logo
//   drawn (a server-included header is drawn before any script: the two coincide);
// - longestTaskMs, totalBlockingMs: the main thread's long tasks of the load (hydration's too).
// Median of RUNS runs (fresh context and backend session each). Reported, never asserted.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { median, round } from './bench-measure.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SITE = process.env.BENCH_SITE ?? 'DE';
const CPU_THROTTLING = 4;
const SETTLE_MS = 2000;
const TIMEOUT_MS = 30_000;
const PAGE = process.env.BENCH_PAGE ?? '/demo/page-border.html';
const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 } },
};

/** In the page before anything runs: the render time of each element and the layout shifts. */
function watchPage() {
  window.__bench = {
    rendered: {},
    cls: 0,
    shifts: [],
    fcp: NaN,
    headerPainted: NaN,
    longTasks: [],
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') window.__bench.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__bench.cls += entry.value;
      window.__bench.shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: entry.sources.map((source) => source.node?.nodeName ?? '?'),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const TAGS = ['shop-header', 'shop-minicart', 'shop-search', 'shop-footer', 'newsletter-signup'];
  const note = () => {
    for (const element of document.querySelectorAll(TAGS.join(','))) {
      const key = element.localName;
      if (element.hasAttribute('rendered') && !(key in window.__bench.rendered))
        window.__bench.rendered[key] = performance.now();
    }
    const preview = document.querySelector('staff-preview');
    if (
      preview?.shadowRoot?.querySelector('button') &&
      !('staff-preview' in window.__bench.rendered)
    )
      window.__bench.rendered['staff-preview'] = performance.now();
  };
  new MutationObserver(note).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['rendered'],
  });
  // the staff preview's button is drawn inside its shadow root, which the observer above does not see
  const poll = () => {
    note();
    // the first frame with the header's logo drawn (a server-rendered one before any script)
    const logo = document.querySelector('shop-header')?.shadowRoot?.querySelector('.header__logo');
    if (Number.isNaN(window.__bench.headerPainted) && logo?.getBoundingClientRect().width > 0)
      window.__bench.headerPainted = performance.now();
    if (!('staff-preview' in window.__bench.rendered)) requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

async function loadOnce(browser, url, run, { staff, device }) {
  const context = await browser.newContext(VIEWPORTS[device]);
  const cookies = [{ name: 'demo_session', value: `bench-page-border-${Date.now()}-${run}`, url }];
  await context.addCookies(cookies);
  // the fake backend's staff login sets the staff auth cookie in this context's cookie jar
  if (staff) await context.request.post(`${url}/__backend/scenario`, { data: { staffAuth: true } });
  const page = await context.newPage();
  const fetched = new Set();
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/dist/') && path.endsWith('.js')) fetched.add(path.slice('/dist/'.length));
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  await page.addInitScript(watchPage);
  await page.goto(`${url}${PAGE}?site=${SITE}`);
  const expected = staff ? 6 : 5;
  await page
    .waitForFunction((count) => Object.keys(window.__bench.rendered).length >= count, expected, {
      timeout: TIMEOUT_MS,
    })
    .catch(() => {});
  await page.waitForTimeout(SETTLE_MS);
  const result = await page.evaluate(() => window.__bench);
  await context.close();
  const times = Object.values(result.rendered);
  return {
    fcpMs: result.fcp,
    headerPaintedMs: result.headerPainted,
    longestTaskMs: Math.max(0, ...result.longTasks),
    totalBlockingMs: result.longTasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
    headerRenderedMs: result.rendered['shop-header'] ?? Number.NaN,
    allRenderedMs: times.length >= expected ? Math.max(...times) : Number.NaN,
    rendered: Object.keys(result.rendered),
    cls: result.cls,
    shifts: result.shifts,
    files: [...fetched].sort(),
  };
}

/** The bundle's bytes as a CDN sends them: each fetched dist/ file gzip-compressed. */
function bytesOf(root, files) {
  const rows = files.map((file) => ({
    file,
    gzip: gzipSync(readFileSync(join(root, 'dist', file)), { level: 9 }).length,
  }));
  const kb = (bytes) => round(bytes / 1024);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const runtime = rows
    .filter((row) => /^chunks\/runtime-/.test(row.file))
    .reduce((sum, row) => sum + row.gzip, 0);
  return {
    totalKb: kb(total),
    reactRuntimeKb: kb(runtime),
    ownCodeKb: kb(total - runtime),
    files: Object.fromEntries(rows.map((row) => [row.file, kb(row.gzip)])),
  };
}

async function measure(browser, url, root, options) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await loadOnce(browser, url, run, options));
  const last = runs.at(-1);
  return {
    fcpMs: median(runs.map((run) => run.fcpMs)),
    headerPaintedMs: median(runs.map((run) => run.headerPaintedMs)),
    longestTaskMs: median(runs.map((run) => run.longestTaskMs)),
    totalBlockingMs: median(runs.map((run) => run.totalBlockingMs)),
    headerRenderedMs: median(runs.map((run) => run.headerRenderedMs)),
    allRenderedMs: median(runs.map((run) => run.allRenderedMs)),
    rendered: last.rendered,
    cls: Math.max(...runs.map((run) => run.cls)),
    // the last run's shifts, with what moved
    clsShifts: last.shifts,
    bytes: bytesOf(root, last.files),
  };
}

/** The page-border page on SITE, phone and desktop, a shopper and a staff session. */
export async function bench({ browser, url, root }) {
  const report = { page: PAGE, site: SITE, runs: RUNS, cpuThrottling: CPU_THROTTLING };
  for (const device of Object.keys(VIEWPORTS)) {
    report[device] = {
      shopper: await measure(browser, url, root, { staff: false, device }),
      staff: await measure(browser, url, root, { staff: true, device }),
    };
  }
  return report;
}
