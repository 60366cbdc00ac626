import { createRequire } from 'node:module';
import type AxeCore from 'axe-core';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
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

/** A fresh page (own context, own cookies) that records page errors and console errors. */
export async function openPage(
  browser: Browser,
  options: { ignoreConsole?: RegExp } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (options.ignoreConsole?.test(text)) return;
    errors.push(`console.error: ${text}`);
  });
  return { page, errors };
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
