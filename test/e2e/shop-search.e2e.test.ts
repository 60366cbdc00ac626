import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, chromiumForFile, nextFrames, type WatchedPage } from './browser';
import { chunkOf, recordPreloadErrors, timesLoaded } from './on-demand';

// <shop-search> as integrators get it: the built dist/ on the bare host page, against the fake
// shop backend. Each page has its own context and demo_session cookie, so its own scenario.
const browser = chromiumForFile('search-e2e');

const base = (): string => inject('demoUrl');

interface SearchPageOptions {
  readonly attributes?: string;
  readonly pageQuery?: string;
  readonly scenario?: Record<string, unknown>;
  /** Runs in the page before the bundle loads (e.g. a client-side router). */
  readonly beforeLoad?: () => void;
  /** Console errors expected in this test (the logger reports failed calls). */
  readonly ignoreConsole?: RegExp;
}

async function searchPage(options: SearchPageOptions = {}): Promise<WatchedPage> {
  const watched = await browser.open({ ignoreConsole: options.ignoreConsole });
  const { page } = watched;
  await page.goto(`${base()}/demo/host.html${options.pageQuery ?? ''}`);
  if (options.scenario) {
    const status = await page.evaluate(async (scenario) => {
      const response = await fetch('/__backend/scenario', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(scenario),
      });
      return response.status;
    }, options.scenario);
    expect(status).toBe(200);
  }
  if (options.beforeLoad) await page.evaluate(options.beforeLoad);
  await page.evaluate((attributes) => {
    document
      .querySelector('main')
      ?.insertAdjacentHTML('beforeend', `<shop-search ${attributes}></shop-search>`);
  }, options.attributes ?? 'site="DE"');
  await page.addScriptTag({ type: 'module', url: '/dist/shop-elements.js' });
  await page.getByRole('combobox').waitFor();
  return watched;
}

const combobox = (page: Page) => page.getByRole('combobox');

/** dist/'s chunk of the search box's suggestions, loaded on intent. */
const suggestionsChunk = (): string => chunkOf('src/search/search-suggestions.tsx');

/** Holds the suggestions' chunk back until the returned function is called. */
async function holdSuggestionsChunk(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/dist/${suggestionsChunk()}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
const optionTexts = (page: Page) => page.getByRole('option').allTextContents();

async function suggestionStatuses(page: Page): Promise<(number | null)[]> {
  return page.evaluate(async () => {
    const state = (await (await fetch('/__backend/state')).json()) as {
      requests: { endpoint: string; status: number | null }[];
    };
    return state.requests
      .filter((request) => request.endpoint === 'suggestions')
      .map((request) => request.status);
  });
}

describe('<shop-search> on a page with the built bundle', () => {
  it('suggests on DE, moves with the keyboard and loads the search page for the selected term', async () => {
    const { page, errors } = await searchPage();
    await combobox(page).click();
    await page.keyboard.type('kaf');
    await expect.poll(() => combobox(page).getAttribute('aria-expanded')).toBe('true');
    const texts = await optionTexts(page);
    expect(texts.slice(0, 3)).toEqual(['kaffee', 'kaffeebohnen', 'kaffeevollautomat']);
    expect(texts).toHaveLength(15);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await combobox(page).inputValue()).toBe('kaffeebohnen');
    // errors of the search page that follows (its favicon) are not the element's
    expect(errors).toEqual([]);
    await Promise.all([page.waitForURL('**/search?**'), page.keyboard.press('Enter')]);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ query: 'kaffeebohnen', site: 'DE' });
    expect(await page.locator('h1').textContent()).toContain('kaffeebohnen');
  });

  it('sends agb on DE to the terms-and-conditions page', async () => {
    const { page, errors } = await searchPage();
    await combobox(page).fill('agb');
    expect(errors).toEqual([]);
    await Promise.all([page.waitForURL('**/info/terms'), combobox(page).press('Enter')]);
  });

  it('speaks Polish on PL, links a product with query and dimension, and records the click', async () => {
    const { page, errors } = await searchPage({ attributes: 'site="PL"' });
    const input = page.getByRole('combobox', { name: 'Wyszukiwana fraza' });
    await input.click();
    await page.keyboard.type('ekspres');
    const product = page.getByRole('option', { name: /Ekspres/ }).first();
    // the first keys' answer may show first; the link carries the query it answers
    await expect.poll(() => product.getAttribute('href')).toContain('query=ekspres&');
    const href = await product.getAttribute('href');
    expect(href).toMatch(/^\/p\/.+-200201\?query=ekspres&dim1=200201001$/);
    // errors of the product page that follows (its favicon) are not the element's
    expect(errors).toEqual([]);
    await Promise.all([page.waitForURL(`**${href ?? ''}`), product.click()]);
    const stored = await page.evaluate(() => ({
      history: JSON.parse(localStorage.getItem('cotProductHistory') ?? '[]') as unknown[],
      tracking: JSON.parse(localStorage.getItem('suggestionTrackingId') ?? 'null') as unknown,
    }));
    expect(stored.history).toEqual([
      expect.objectContaining({ productId: '200201', type: 'suggested-product-result' }),
    ]);
    expect(stored.tracking).toMatchObject({ kind: 'product', productId: '200201' });
  });

  it('is pre-filled from the page url query parameter', async () => {
    const { page } = await searchPage({ attributes: 'site="CZ"', pageQuery: '?query=káva' });
    await expect.poll(() => combobox(page).inputValue()).toBe('káva');
    await combobox(page).focus();
    await expect.poll(() => optionTexts(page)).toContain('káva');
  });

  it('hands the search to the page router when there is one', async () => {
    const { page, errors } = await searchPage({
      attributes: 'site="HU"',
      beforeLoad: () => {
        const calls: unknown[] = [];
        Object.assign(window, {
          routerCalls: calls,
          shopRouter: { navigate: (...args: unknown[]) => calls.push(args) },
        });
      },
    });
    await combobox(page).fill('kávé');
    await combobox(page).press('Enter');
    // an Enter before the suggestions' code is there searches once it is (issue 15)
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { routerCalls: unknown[] }).routerCalls),
      )
      .toEqual([['search', { query: 'kávé', site: 'HU' }]]);
    expect(new URL(page.url()).pathname).toBe('/demo/host.html');
    expect(errors).toEqual([]);
  });

  it('has no axe violations with suggestions open', async () => {
    const { page } = await searchPage({ attributes: 'site="SK"' });
    await combobox(page).click();
    await page.keyboard.type('káv');
    await expect.poll(() => combobox(page).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await axeViolations(page, 'shop-search')).toEqual([]);
  });

  it('recovers from a failing service', async () => {
    const { page, errors } = await searchPage({
      scenario: { failOnce: { suggestions: 1 } },
      // the browser reports the 500 itself; the element adds nothing to the console
      ignoreConsole: /status of 500/,
    });
    // one edit, one query: the 500 is retried 2 s later
    await combobox(page).fill('tass');
    await expect
      .poll(() => combobox(page).getAttribute('aria-expanded'), { timeout: 8000 })
      .toBe('true');
    expect(await suggestionStatuses(page)).toEqual([500, 200]);
    expect(errors).toEqual([]);
  });

  it('shows nothing for malformed and unreachable answers, and never throws into the page', async () => {
    const { page, errors } = await searchPage({
      scenario: { malformed: ['suggestions'], malformedKind: 'syntax' },
      // the logger reports the unusable answers; the browser reports the dropped connection
      ignoreConsole: /\[shop-elements\] Met not retryable error|ERR_EMPTY_RESPONSE/,
    });
    await combobox(page).fill('tass');
    await expect.poll(() => suggestionStatuses(page)).toHaveLength(1);
    await page.evaluate(() =>
      fetch('/__backend/scenario', {
        method: 'POST',
        body: JSON.stringify({ malformed: [], networkError: ['suggestions'] }),
      }),
    );
    await page.keyboard.type('e');
    // Chromium itself repeats a GET whose connection closed without an answer
    await expect.poll(async () => (await suggestionStatuses(page)).length).toBeGreaterThan(1);
    const [malformed, ...unreachable] = await suggestionStatuses(page);
    expect(malformed).toBe(200);
    expect(new Set(unreachable)).toEqual(new Set([null]));
    expect(await combobox(page).getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('status').textContent()).toBe('');
    expect(errors).toEqual([]);
  });
});

describe("<shop-search>'s suggestions, loaded on a shopper's intent (issue 15)", () => {
  it('loads no suggestion code with the page, and keeps what is typed before it arrives', async () => {
    const { page, errors } = await searchPage();
    const chunk = suggestionsChunk();
    await page.waitForLoadState('networkidle');
    expect(await timesLoaded(page, chunk)).toBe(0);
    const release = await holdSuggestionsChunk(page);
    // focus without a pointer (the keyboard or a script) is the sign of intent here
    await combobox(page).focus();
    await page.keyboard.type('kaf');
    expect(await combobox(page).inputValue()).toBe('kaf');
    expect(await combobox(page).getAttribute('aria-expanded')).toBe('false');
    release();
    await expect.poll(() => combobox(page).getAttribute('aria-expanded')).toBe('true');
    expect((await optionTexts(page)).slice(0, 2)).toEqual(['kaffee', 'kaffeebohnen']);
    expect(await combobox(page).inputValue()).toBe('kaf');
    expect(await timesLoaded(page, chunk)).toBe(1);
    expect(errors).toEqual([]);
  });

  it('loads it when the pointer comes to the field', async () => {
    const { page } = await searchPage();
    const chunk = suggestionsChunk();
    await page.waitForLoadState('networkidle');
    expect(await timesLoaded(page, chunk)).toBe(0);
    await combobox(page).hover();
    await expect.poll(() => timesLoaded(page, chunk)).toBe(1);
  });

  it('makes a search asked for before the code arrived once it is there', async () => {
    const { page } = await searchPage();
    const release = await holdSuggestionsChunk(page);
    await combobox(page).focus();
    await page.keyboard.type('espresso');
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/demo/host.html');
    await Promise.all([page.waitForURL('**/search?**'), release()]);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      query: 'espresso',
      site: 'DE',
    });
  });

  it('clears with Escape what was typed before the code arrived', async () => {
    const { page } = await searchPage();
    const release = await holdSuggestionsChunk(page);
    await combobox(page).focus();
    await page.keyboard.type('kaf');
    await page.keyboard.press('Escape');
    expect(await combobox(page).inputValue()).toBe('');
    release();
    await page.waitForLoadState('networkidle');
    expect(await combobox(page).inputValue()).toBe('');
    expect(await combobox(page).getAttribute('aria-expanded')).toBe('false');
    expect(await suggestionStatuses(page)).toEqual([]);
  });

  it('drops a search asked for while the code failed to load, and searches on the next Enter', async () => {
    const { page } = await searchPage({
      ignoreConsole: /net::ERR_INTERNET_DISCONNECTED|Could not load the search suggestions/,
    });
    let requests = 0;
    let fail = (): void => undefined;
    const failing = new Promise<void>((resolve) => {
      fail = resolve;
    });
    await page.route(`**/dist/${suggestionsChunk()}`, async (route) => {
      requests += 1;
      if (requests > 1) return route.continue();
      await failing;
      return route.abort('internetdisconnected');
    });
    const sheetsBefore = await page
      .locator('shop-search')
      .evaluate((host) => host.shadowRoot?.adoptedStyleSheets.length ?? 0);
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) navigations.push(request.url());
    });
    await combobox(page).focus();
    await page.keyboard.type('espresso');
    await page.keyboard.press('Enter');
    const failureLogged = page.waitForEvent('console', (message) =>
      message.text().includes('Could not load the search suggestions'),
    );
    fail();
    await failureLogged;
    // the pointer coming to the field loads the code: the search asked for before is not made
    // out of the blue now, long after the Enter
    expect(requests).toBe(1);
    await combobox(page).hover();
    await expect.poll(() => requests).toBe(2);
    // the code has arrived and its store has taken over (the suggestions' stylesheet is in the
    // box): a search it were to make would have started with it
    await expect
      .poll(() =>
        page
          .locator('shop-search')
          .evaluate((host) => host.shadowRoot?.adoptedStyleSheets.length ?? 0),
      )
      .toBeGreaterThan(sheetsBefore);
    await nextFrames(page);
    expect(navigations).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/demo/host.html');
    expect(await combobox(page).inputValue()).toBe('espresso');
    await Promise.all([page.waitForURL('**/search?**'), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('query')).toBe('espresso');
  });

  it('raises preload-error when the code fails to load, and suggests on the next intent', async () => {
    const { page, errors } = await searchPage({
      ignoreConsole: /net::ERR_INTERNET_DISCONNECTED|Could not load the search suggestions/,
    });
    const chunk = suggestionsChunk();
    let failed = 0;
    await page.route(`**/dist/${chunk}`, async (route) => {
      if (failed > 0) return route.continue();
      failed += 1;
      return route.abort('internetdisconnected');
    });
    const preloadErrors = await recordPreloadErrors(page);
    await combobox(page).focus();
    await expect.poll(preloadErrors).toHaveLength(1);
    expect((await preloadErrors())[0]?.tag).toBe('shop-search');
    expect((await preloadErrors())[0]?.url).toMatch(new RegExp(`/dist/${chunk}$`));
    // typing is the next sign of intent: the input keeps the text and the suggestions follow
    await page.keyboard.type('kaf');
    await expect.poll(() => combobox(page).getAttribute('aria-expanded')).toBe('true');
    expect(await combobox(page).inputValue()).toBe('kaf');
    expect(failed).toBe(1);
    expect(errors).toEqual([]);
  });
});
