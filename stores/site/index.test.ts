import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLogEntries, resetLogger } from '../../src/core/logger';
import { releaseStores } from '../../test/helpers/stores';
import {
  $catalogues,
  $derivedPlatform,
  $viewportWidth,
  loadMessages,
  loadMessagesForSite,
  resolveSiteAttribute,
} from './index';

function resizeTo(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('$derivedPlatform', () => {
  afterEach(releaseStores);

  it('follows the window width across the 980 and 1440 cut-offs while subscribed', () => {
    const seen: string[] = [];
    const unsubscribe = $derivedPlatform.subscribe((platform) => seen.push(platform));
    resizeTo(979);
    resizeTo(980);
    resizeTo(1439);
    resizeTo(1440);
    resizeTo(1600);
    unsubscribe();
    // a width inside the same platform band notifies no one
    expect(seen.slice(1)).toEqual(['MATCH', 'TABLET', 'CLASSIC']);
  });

  it('stops listening to resize when the last subscriber leaves', () => {
    // nanostores unmounts a store 1 s after its last listener leaves: on the test's own clock
    vi.useFakeTimers();
    try {
      const add = vi.spyOn(window, 'addEventListener');
      const remove = vi.spyOn(window, 'removeEventListener');
      const unsubscribe = $viewportWidth.subscribe(() => {});
      const listener = add.mock.calls.find(([type]) => type === 'resize')?.[1];
      expect(listener).toBeTypeOf('function');
      unsubscribe();
      vi.advanceTimersByTime(999);
      expect(remove).not.toHaveBeenCalledWith('resize', listener);
      vi.advanceTimersByTime(1);
      expect(remove).toHaveBeenCalledWith('resize', listener);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('loadMessages', () => {
  it('puts the locale catalogue into $catalogues once', async () => {
    await loadMessages('tr-TR', 'shop-footer');
    const first = $catalogues.get()['tr-TR'];
    expect(first?.['common.close']).toBe('Kapat');
    await loadMessages('tr-TR', 'shop-footer');
    expect($catalogues.get()['tr-TR']).toBe(first);
  });
});

describe('resolveSiteAttribute', () => {
  beforeEach(() => {
    resetLogger();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('reads the site names in any case and with a hyphen', () => {
    expect(resolveSiteAttribute('ch-fr')).toBe('CH_FR');
    expect(resolveSiteAttribute(' at ')).toBe('AT');
  });

  it('falls back to DE for a missing or unknown site without logging when no tag is given', () => {
    expect(resolveSiteAttribute(null)).toBe('DE');
    expect(resolveSiteAttribute('XX')).toBe('DE');
    expect(getLogEntries()).toEqual([]);
  });

  it("warns once per tag and value about an element's unknown site", () => {
    expect(resolveSiteAttribute('XX', 'shop-search')).toBe('DE');
    resolveSiteAttribute('XX', 'shop-search');
    resolveSiteAttribute('YY', 'shop-search');
    expect(getLogEntries().map((entry) => [entry.level, entry.message])).toEqual([
      ['warn', '<shop-search> has an unknown site "XX" and falls back to DE'],
      ['warn', '<shop-search> has an unknown site "YY" and falls back to DE'],
    ]);
  });
});

describe('loadMessagesForSite', () => {
  it("loads the catalogue of the locale a raw site attribute names, DE's for an unknown one", async () => {
    await loadMessagesForSite('sk', 'shop-search');
    expect($catalogues.get()['sk-SK']?.['common.close']).toBeTypeOf('string');
    await loadMessagesForSite('nowhere', 'shop-search');
    expect($catalogues.get()['de-DE']?.['common.close']).toBe('Schließen');
  });
});
