import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLogEntries, resetLogger } from '../../src/core/logger';
import type { Catalogue } from '../../i18n/types';

// The locale chunk as the network delivers it: each test says which imports fail.
const importCatalogue = vi.hoisted(() => vi.fn<(locale: string) => Promise<Catalogue>>());
vi.mock('../../i18n/index', () => ({ loadCatalogue: importCatalogue }));

const { $catalogues, getFailedModuleUrl, loadMessages, loadMessagesForSite } =
  await import('./index');

const CHUNK = 'https://cdn.example/shop/chunks/pl-PL-C0ffee.js';
const chunkFailure = (): TypeError =>
  new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

let listening = new AbortController();
afterEach(() => listening.abort());

function recordPreloadErrors(): CustomEvent[] {
  listening = new AbortController();
  const events: CustomEvent[] = [];
  window.addEventListener('preload-error', (event) => events.push(event as CustomEvent), {
    signal: listening.signal,
  });
  return events;
}

describe('a locale that fails to load', () => {
  beforeEach(() => {
    resetLogger();
    $catalogues.set({});
    importCatalogue.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('raises preload-error on window with the tag that asked, the chunk and the locale', async () => {
    importCatalogue.mockRejectedValueOnce(chunkFailure());
    const events = recordPreloadErrors();
    await loadMessagesForSite('PL', 'shop-footer');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.detail).toEqual({ tag: 'shop-footer', url: CHUNK, locale: 'pl-PL' });
    expect(event?.bubbles).toBe(true);
    expect(event?.composed).toBe(true);
    expect(getLogEntries().map((entry) => entry.message)).toEqual(['Loading messages failed']);
  });

  it('raises it once for one failed import, however many elements waited for it', async () => {
    const failure = chunkFailure();
    importCatalogue.mockRejectedValue(failure);
    const events = recordPreloadErrors();
    await Promise.all([
      loadMessages('pl-PL', 'shop-header'),
      loadMessages('pl-PL', 'shop-minicart'),
      loadMessages('pl-PL', 'shop-search'),
    ]);
    expect(events.map((event) => (event.detail as { tag: string }).tag)).toEqual(['shop-header']);
  });

  it('imports again on the next call, and the messages arrive then', async () => {
    importCatalogue.mockRejectedValueOnce(chunkFailure());
    importCatalogue.mockResolvedValueOnce({ 'common.close': 'Zamknij' } as Catalogue);
    const events = recordPreloadErrors();
    await loadMessages('pl-PL', 'shop-footer');
    expect($catalogues.get()['pl-PL']).toBeUndefined();
    await loadMessages('pl-PL', 'shop-footer');
    expect($catalogues.get()['pl-PL']?.['common.close']).toBe('Zamknij');
    expect(events).toHaveLength(1);
  });

  it('names no address when the browser gives none (Safari)', async () => {
    importCatalogue.mockRejectedValueOnce(new TypeError('Importing a module script failed.'));
    const events = recordPreloadErrors();
    await loadMessages('hu-HU', 'newsletter-signup');
    expect(events[0]?.detail).toEqual({ tag: 'newsletter-signup', url: '', locale: 'hu-HU' });
  });
});

describe('getFailedModuleUrl', () => {
  it.each([
    [`Failed to fetch dynamically imported module: ${CHUNK}`, CHUNK],
    [`error loading dynamically imported module: ${CHUNK}`, CHUNK],
    ['Importing a module script failed.', undefined],
    ['', undefined],
  ])('reads %j as %j', (message, url) => {
    expect(getFailedModuleUrl(new TypeError(message))).toBe(url);
  });
});
