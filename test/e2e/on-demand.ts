import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

// Helpers for code that loads on a shopper's intent (issue 15): which dist/ file a module is,
// whether the page has loaded it, and the preload-error events a failed load raises.

/** dist/'s chunk file of a module loaded on demand, e.g. src/minicart/minicart-panel.tsx. */
export function chunkOf(source: string): string {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`no chunk for ${source} in dist/`);
  return file;
}

/** How many times the page has loaded the file `file` of dist/ so far (resource timing). */
export function timesLoaded(page: Page, file: string): Promise<number> {
  return page.evaluate(
    (name) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === `/dist/${name}`).length,
    file,
  );
}

export interface PreloadError {
  readonly tag: string;
  readonly url: string;
}

/** Records the preload-error events window gets from now on; returns a reader for them. */
export async function recordPreloadErrors(page: Page): Promise<() => Promise<PreloadError[]>> {
  await page.evaluate(() => {
    const events: unknown[] = [];
    Object.assign(window, { preloadErrors: events });
    window.addEventListener('preload-error', (event) => events.push((event as CustomEvent).detail));
  });
  return () =>
    page.evaluate(() => (window as unknown as { preloadErrors: PreloadError[] }).preloadErrors);
}

/**
 * The first request for `pattern` fails as a dropped connection (after `delayMs`: while a flyout
 * waits for it to open), every later one goes through. Returns how many requests came so far.
 */
export async function failFirstRequest(
  page: Page,
  pattern: string,
  delayMs = 0,
): Promise<() => number> {
  let requests = 0;
  await page.route(pattern, async (route) => {
    requests += 1;
    if (requests > 1) return route.continue();
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return route.abort('internetdisconnected');
  });
  return () => requests;
}
