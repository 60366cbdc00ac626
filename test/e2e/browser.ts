import { createRequire } from 'node:module';
import type AxeCore from 'axe-core';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

const require = createRequire(import.meta.url);

/** The run's one Chromium (started by global-setup.ts), through a connection of this file's own. */
export async function connect(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

/**
 * A layout-shift performance entry with its sources (Layout Instability API; not in TypeScript's
 * DOM types). A type only: the functions that read it run in the page as init scripts.
 */
export type LayoutShiftEntry = PerformanceEntry & {
  readonly value: number;
  readonly sources: readonly {
    readonly node?: Node | null;
    readonly previousRect: DOMRectReadOnly;
    readonly currentRect: DOMRectReadOnly;
  }[];
};

export interface WatchedPage {
  readonly page: Page;
  /** Uncaught exceptions and console errors the page produced. */
  readonly errors: string[];
}

export interface PageOptions {
  /** Console errors a test expects (Chromium logs every 4xx/5xx answer, for one). */
  readonly ignoreConsole?: RegExp | undefined;
  /** For the page's own context, e.g. a touch device. */
  readonly context?: BrowserContextOptions;
}

/**
 * The promotion service answers 404 for "no promotion" (spec header §7, footer §7: SHOP_FOOTER
 * 404 means no override): an answer, not a failure, though Chromium logs every 404 on the console.
 */
function isNoPromotionAnswer(text: string, url: string): boolean {
  return /status of 404/.test(text) && url.includes('/service/promotion/api/promotion/');
}

/** A fresh page (own context, own cookies) that records page errors and console errors. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext(options.context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (options.ignoreConsole?.test(text)) return;
    if (isNoPromotionAnswer(text, message.location().url)) return;
    errors.push(`console.error: ${text}`);
  });
  return { page, errors };
}

let sessions = 0;

/**
 * The run's Chromium for the test file, connected before its tests and let go after them, and a
 * way to open pages in it. Each page has its own context, closed after its test, and its own backend
 * session (a `demo_session` cookie named after `session`), so no test sees another's scenario.
 * Call once at the top of a file.
 */
export function chromiumForFile(session: string): {
  open(options?: PageOptions): Promise<WatchedPage>;
} {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await connect();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  return {
    async open(options = {}) {
      if (!browser) throw new Error('chromiumForFile(): open() runs inside a test');
      const watched = await openPage(browser, options);
      const context = watched.page.context();
      contexts.push(context);
      sessions += 1;
      await context.addCookies([
        {
          name: 'demo_session',
          value: `${session}-${Date.now()}-${sessions}`,
          url: inject('demoUrl'),
        },
      ]);
      return watched;
    },
  };
}

/** Where a page loads axe-core from: its own origin, so a strict script-src lets it run. */
const AXE_URL = '/__e2e/axe.min.js';

/** Runs axe-core (the same build the browser tests use) on the page, shadow roots included. */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  await page.route(`**${AXE_URL}`, (route) =>
    route.fulfill({ path: require.resolve('axe-core/axe.min.js'), contentType: 'text/javascript' }),
  );
  await page.addScriptTag({ url: AXE_URL });
  return page.evaluate(async (target) => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const result = await axe.run(target ? (document.querySelector(target) ?? document) : document, {
      resultTypes: ['violations'],
    });
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, selector);
}

/**
 * Puts `markup` at the top of the bare host page's body on every load of the page (so a reload
 * shows it again), a long page under it, and the loader script, as an integrator's page would.
 */
export async function addToHostPage(page: Page, markup: string): Promise<void> {
  await page.addInitScript((elements) => {
    document.addEventListener('DOMContentLoaded', () => {
      document.body.insertAdjacentHTML('afterbegin', elements);
      document
        .querySelector('main')
        ?.insertAdjacentHTML('beforeend', '<p style="height: 3000px">Page content</p>');
      const script = document.createElement('script');
      script.type = 'module';
      script.src = '/dist/shop-elements.js';
      document.head.append(script);
    });
  }, markup);
}

/** Two animation frames: what a commit in the page's last task has drawn is on screen. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Waits `ms` on the page's own timers, then two frames: every timer the page started before with
 * a delay up to `ms` (a hover delay, a busy delay) has run and what it rendered is drawn. Timers
 * run in the order they are due, so this holds however busy the machine is, where a wait in the
 * test's process would race them.
 */
export async function pageTimersPast(page: Page, ms: number): Promise<void> {
  await page.evaluate((delay) => new Promise((resolve) => setTimeout(resolve, delay)), ms);
  await nextFrames(page);
}

export interface RequestTracker {
  /**
   * Resolves once no request of the page is on its way and none has started while two frames
   * were drawn after the last one finished: what the page loads after its first render (personal
   * data, the footer's content, on-demand code) has arrived and been drawn. A condition, not a
   * time: a busy machine only makes it take longer.
   */
  quiet(): Promise<void>;
}

/**
 * Follows the page's requests from now on (call before it loads), leaving out what `ignore`
 * matches: the demo control panel's polling of the backend log, which never stops, and the
 * search cache key call, whose answer the header never reads (Chromium reports no end of a
 * response whose body nobody reads) and which changes nothing on the page.
 */
export function trackRequests(
  page: Page,
  ignore = /\/__backend\/|\/service\/searchfrontend\/api\/cachekey$/,
): RequestTracker {
  const pending = new Set<Request>();
  let started = 0;
  page.on('request', (request) => {
    if (ignore.test(request.url())) return;
    pending.add(request);
    started += 1;
  });
  const done = (request: Request): void => {
    pending.delete(request);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet() {
      for (;;) {
        await expect
          .poll(() => [...pending].map((request) => request.url()), { timeout: 20_000 })
          .toEqual([]);
        const before = started;
        await nextFrames(page);
        if (pending.size === 0 && started === before) return;
      }
    },
  };
}
