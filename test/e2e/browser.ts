import { createRequire } from 'node:module';
import type AxeCore from 'axe-core';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS } from '../../scripts/chromium.mjs';

const require = createRequire(import.meta.url);

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromiumPath'),
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

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
 * One Chromium for the test file, launched before its tests and closed after them, and a way to
 * open pages in it. Each page has its own context, closed after its test, and its own backend
 * session (a `demo_session` cookie named after `session`), so no test sees another's scenario.
 * Call once at the top of a file.
 */
export function chromiumForFile(session: string): {
  open(options?: PageOptions): Promise<WatchedPage>;
} {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launch();
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

/** Runs axe-core (the same build the browser tests use) on the page, shadow roots included. */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
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
