import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Catalogue } from '../../i18n/types';
import type * as Logger from '../../src/core/logger';
import type * as SiteStore from './index';

// The two parts of a locale as the network delivers them (i18n/message-parts.ts): each test
// says which imports fail. The later part is added to the catalogue object, as the loader does.
const i18n = vi.hoisted(() => ({
  loadCatalogue: vi.fn<(locale: string) => Promise<Catalogue>>(),
  loadLaterMessages: vi.fn<(locale: string) => Promise<void>>(),
}));
vi.mock('../../i18n/index', () => i18n);

const CHUNK = 'https://cdn.example/shop/chunks/pl-PL-Later1.js';
const chunkFailure = (): TypeError =>
  new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

let site: typeof SiteStore;
let logger: typeof Logger;
let listening = new AbortController();
/** The details of the preload-error events window got during the test. */
let preloadErrors: unknown[] = [];
const catalogues = new Map<string, Record<string, string>>();

beforeEach(async () => {
  // a fresh store per test: whether code loaded on intent was asked for is page-wide state
  vi.resetModules();
  site = await import('./index');
  logger = await import('../../src/core/logger');
  logger.resetLogger();
  catalogues.clear();
  i18n.loadCatalogue.mockReset().mockImplementation((locale) => {
    const catalogue = catalogues.get(locale) ?? { 'common.close': `close ${locale}` };
    catalogues.set(locale, catalogue);
    return Promise.resolve(catalogue as Catalogue);
  });
  i18n.loadLaterMessages.mockReset().mockImplementation(async (locale) => {
    const catalogue = (await i18n.loadCatalogue(locale)) as Record<string, string>;
    catalogue['minicart.summary.total'] = `total ${locale}`;
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  listening = new AbortController();
  preloadErrors = [];
  window.addEventListener(
    'preload-error',
    (event) => preloadErrors.push((event as CustomEvent).detail),
    { signal: listening.signal },
  );
});

afterEach(() => listening.abort());

describe('the messages of code loaded on intent', () => {
  it('are not loaded with a locale before such code is asked for', async () => {
    await site.loadMessages('pl-PL', 'shop-header');
    expect(site.$catalogues.get()['pl-PL']?.['common.close']).toBe('close pl-PL');
    expect(i18n.loadLaterMessages).not.toHaveBeenCalled();
  });

  it('load for every locale asked for so far, and are there when the promise resolves', async () => {
    await site.loadMessages('pl-PL', 'shop-header');
    await site.loadMessages('cs-CZ', 'shop-footer');
    await site.loadMessagesOnIntent();
    expect(i18n.loadLaterMessages.mock.calls.map(([locale]) => locale)).toEqual(['pl-PL', 'cs-CZ']);
    expect(site.$catalogues.get()['pl-PL']?.['minicart.summary.total']).toBe('total pl-PL');
    expect(site.$catalogues.get()['cs-CZ']?.['minicart.summary.total']).toBe('total cs-CZ');
  });

  it('come with a locale asked for after such code: it shows only once both parts are there', async () => {
    await site.loadMessagesOnIntent();
    let releaseLater = (): void => {};
    i18n.loadLaterMessages.mockImplementationOnce(
      () => new Promise<void>((resolve) => (releaseLater = resolve)),
    );
    const loading = site.loadMessages('hu-HU', 'shop-search');
    await Promise.resolve();
    await Promise.resolve();
    expect(site.$catalogues.get()['hu-HU']).toBeUndefined();
    releaseLater();
    await loading;
    expect(site.$catalogues.get()['hu-HU']?.['common.close']).toBe('close hu-HU');
    expect(i18n.loadLaterMessages).toHaveBeenCalledWith('hu-HU');
  });

  it('that fail to load are logged, raise preload-error once and load on the next intent', async () => {
    await site.loadMessages('pl-PL', 'shop-minicart');
    const failure = chunkFailure();
    // the loader shares one failed request among the callers that waited for it
    i18n.loadLaterMessages.mockRejectedValueOnce(failure).mockRejectedValueOnce(failure);
    const results = await Promise.allSettled([
      site.loadMessagesOnIntent(),
      site.loadMessagesOnIntent(),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(preloadErrors).toEqual([{ tag: 'shop-minicart', url: CHUNK, locale: 'pl-PL' }]);
    expect(logger.getLogEntries().map((entry) => entry.message)).toEqual([
      'Loading messages failed',
    ]);

    await expect(site.loadMessagesOnIntent()).resolves.toBeUndefined();
    expect(site.$catalogues.get()['pl-PL']?.['minicart.summary.total']).toBe('total pl-PL');
  });
});
