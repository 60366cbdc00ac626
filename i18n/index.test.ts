// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '../src/core/sites';
import csCZ from './cs-CZ';
import deAT from './de-AT';
import deCH from './de-CH';
import deDE from './de-DE';
import frCH from './fr-CH';
import huHU from './hu-HU';
import type * as I18n from './index';
import {
  createCatalogueLoader,
  getPlaceholderNames,
  interpolate,
  translate,
  type Catalogue,
  type CatalogueImporter,
  type LaterMessagesImporter,
} from './index';
import plPL from './pl-PL';
import skSK from './sk-SK';
import trTR from './tr-TR';

const ownFiles: Readonly<Record<Locale, Catalogue>> = {
  'de-DE': deDE,
  'de-AT': deAT,
  'de-CH': deCH,
  'fr-CH': frCH,
  'pl-PL': plPL,
  'cs-CZ': csCZ,
  'hu-HU': huHU,
  'sk-SK': skSK,
  'tr-TR': trTR,
};

describe('interpolate', () => {
  it('replaces every occurrence of a placeholder', () => {
    expect(interpolate('{a} und {a}', { a: 'x' })).toBe('x und x');
  });

  it('inserts numbers as text', () => {
    expect(interpolate('maximal {limit} Stück', { limit: 5 })).toBe('maximal 5 Stück');
    expect(interpolate('{n}', { n: 0 })).toBe('0');
  });

  it('inserts an empty string value', () => {
    expect(interpolate('[{a}]', { a: '' })).toBe('[]');
  });

  it('leaves placeholders without a value as they are', () => {
    expect(interpolate('{known} {unknown}', { known: 'ja' })).toBe('ja {unknown}');
    expect(interpolate('{limit} Stück')).toBe('{limit} Stück');
    expect(interpolate('{limit} Stück', {})).toBe('{limit} Stück');
  });

  it('ignores inherited object properties', () => {
    expect(interpolate('{toString} {constructor}', {})).toBe('{toString} {constructor}');
  });

  it('leaves text that is not a placeholder alone', () => {
    expect(interpolate('{ limit } {} {1x} {a-b}', { limit: 1, '1x': 2, 'a-b': 3 })).toBe(
      '{ limit } {} {1x} {a-b}',
    );
  });

  it('inserts values as plain text: no markup, no replacement patterns, no second pass', () => {
    expect(interpolate('{a}', { a: '<b>bold</b>' })).toBe('<b>bold</b>');
    expect(interpolate('{a}', { a: "$& $1 $$ $'" })).toBe("$& $1 $$ $'");
    expect(interpolate('{a} {b}', { a: '{b}', b: 'B' })).toBe('{b} B');
  });
});

describe('translate', () => {
  it('returns the message with its placeholders filled', () => {
    expect(translate(deDE, 'cart.limit.ITEM_LIMIT', { limit: 3 })).toBe(
      'Von diesem Artikel können Sie pro Einkauf maximal 3 Stück kaufen.',
    );
    expect(translate(plPL, 'cart.limit.AVAILABILITY_LIMIT', { limit: 2 })).toBe(
      'Tego artykułu zostało już tylko 2 szt.',
    );
  });

  it('returns a message without placeholders unchanged', () => {
    expect(translate(deDE, 'common.close')).toBe('Schließen');
  });
});

describe('getPlaceholderNames', () => {
  it('lists placeholder names in order', () => {
    expect(getPlaceholderNames('{field} ist {state}, {field}')).toEqual([
      'field',
      'state',
      'field',
    ]);
    expect(getPlaceholderNames('Schließen')).toEqual([]);
  });
});

describe('loadCatalogue', () => {
  let i18n: typeof I18n;

  beforeEach(async () => {
    // A fresh module per test, so no test sees another's cache.
    vi.resetModules();
    i18n = await import('./index');
  });

  it.each(LOCALES)('loads the %s file', async (locale) => {
    // Modules were reset, so the loaded object is a fresh instance of the same file.
    await expect(i18n.loadCatalogue(locale)).resolves.toStrictEqual(ownFiles[locale]);
  });

  it('returns the same promise on the second call', async () => {
    const first = i18n.loadCatalogue('hu-HU');
    const second = i18n.loadCatalogue('hu-HU');
    expect(second).toBe(first);
    expect(await second).toBe(await first);
    expect(i18n.loadCatalogue('hu-HU')).toBe(first);
  });

  it('has no cached catalogue before loading and the loaded one afterwards', async () => {
    expect(i18n.getCachedCatalogue('tr-TR')).toBeUndefined();
    const pending = i18n.loadCatalogue('tr-TR');
    expect(i18n.getCachedCatalogue('tr-TR')).toBeUndefined();
    const catalogue = await pending;
    expect(i18n.getCachedCatalogue('tr-TR')).toBe(catalogue);
    expect(i18n.getCachedCatalogue('de-DE')).toBeUndefined();
  });

  it('rejects an unknown locale instead of throwing', async () => {
    const unknown = 'en-US' as Locale;
    await expect(i18n.loadCatalogue(unknown)).rejects.toThrow(RangeError);
    await expect(i18n.loadCatalogue('__proto__' as Locale)).rejects.toThrow(RangeError);
  });
});

describe('createCatalogueLoader', () => {
  function importersWith(importer: CatalogueImporter): Readonly<Record<Locale, CatalogueImporter>> {
    return Object.fromEntries(LOCALES.map((locale) => [locale, importer])) as Record<
      Locale,
      CatalogueImporter
    >;
  }

  it('imports a locale once, however many callers wait for it', async () => {
    const importer = vi.fn<CatalogueImporter>(() => Promise.resolve({ default: deDE }));
    const loader = createCatalogueLoader(importersWith(importer));
    await Promise.all([loader.load('de-DE'), loader.load('de-DE'), loader.load('de-DE')]);
    await loader.load('de-DE');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('imports each locale separately', async () => {
    const importer = vi.fn<CatalogueImporter>(() => Promise.resolve({ default: deDE }));
    const loader = createCatalogueLoader(importersWith(importer));
    await loader.load('de-DE');
    await loader.load('de-AT');
    expect(importer).toHaveBeenCalledTimes(2);
    expect(loader.getCached('de-CH')).toBeUndefined();
  });

  it('rejects a failed import and imports again on the next call', async () => {
    const chunkError = new TypeError('Failed to fetch dynamically imported module');
    const importer = vi
      .fn<CatalogueImporter>()
      .mockRejectedValueOnce(chunkError)
      .mockResolvedValue({ default: plPL });
    const loader = createCatalogueLoader(importersWith(importer));

    await expect(loader.load('pl-PL')).rejects.toBe(chunkError);
    expect(loader.getCached('pl-PL')).toBeUndefined();

    await expect(loader.load('pl-PL')).resolves.toBe(plPL);
    expect(loader.getCached('pl-PL')).toBe(plPL);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('shares one failed request among its concurrent callers', async () => {
    const importer = vi
      .fn<CatalogueImporter>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: plPL });
    const loader = createCatalogueLoader(importersWith(importer));
    const results = await Promise.allSettled([loader.load('pl-PL'), loader.load('pl-PL')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('turns an importer that throws synchronously into a rejection', async () => {
    const loader = createCatalogueLoader(
      importersWith(() => {
        throw new Error('broken');
      }),
    );
    await expect(loader.load('cs-CZ')).rejects.toThrow('broken');
  });
});

describe('the later part of a locale', () => {
  const onLoadPart = (): { default: Catalogue } => ({
    default: { 'common.close': 'Zamknij' } as Catalogue,
  });
  const laterPart = { default: { 'minicart.summary.total': 'Razem' } };
  const each = <T>(importer: T): Readonly<Record<Locale, T>> =>
    Object.fromEntries(LOCALES.map((locale) => [locale, importer])) as Record<Locale, T>;

  it('is added to the catalogue the page has, once however often it is asked for', async () => {
    const later = vi.fn<LaterMessagesImporter>(() => Promise.resolve(laterPart));
    const loader = createCatalogueLoader(
      each<CatalogueImporter>(() => Promise.resolve(onLoadPart())),
      each(later),
    );
    const catalogue = await loader.load('pl-PL');
    expect(catalogue['minicart.summary.total']).toBeUndefined();
    await Promise.all([loader.loadLater('pl-PL'), loader.loadLater('pl-PL')]);
    await loader.loadLater('pl-PL');
    expect(later).toHaveBeenCalledTimes(1);
    expect(loader.getCached('pl-PL')).toBe(catalogue);
    expect(catalogue['minicart.summary.total']).toBe('Razem');
    expect(catalogue['common.close']).toBe('Zamknij');
  });

  it('loads the catalogue too when the locale was not loaded yet, and resolves once both are there', async () => {
    const onLoad = vi.fn<CatalogueImporter>(() => Promise.resolve(onLoadPart()));
    const loader = createCatalogueLoader(
      each(onLoad),
      each(() => Promise.resolve(laterPart)),
    );
    await loader.loadLater('cs-CZ');
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(loader.getCached('cs-CZ')?.['minicart.summary.total']).toBe('Razem');
    expect(loader.getCached('pl-PL')).toBeUndefined();
  });

  it('rejects a failed import and imports again on the next call', async () => {
    const chunkError = new TypeError('Failed to fetch dynamically imported module');
    const later = vi
      .fn<LaterMessagesImporter>()
      .mockRejectedValueOnce(chunkError)
      .mockResolvedValue(laterPart);
    const loader = createCatalogueLoader(
      each<CatalogueImporter>(() => Promise.resolve(onLoadPart())),
      each(later),
    );
    await expect(loader.loadLater('hu-HU')).rejects.toBe(chunkError);
    expect(loader.getCached('hu-HU')?.['minicart.summary.total']).toBeUndefined();
    await loader.loadLater('hu-HU');
    expect(loader.getCached('hu-HU')?.['minicart.summary.total']).toBe('Razem');
    expect(later).toHaveBeenCalledTimes(2);
  });

  it('rejects an unknown locale instead of throwing', async () => {
    const loader = createCatalogueLoader(
      each<CatalogueImporter>(() => Promise.resolve(onLoadPart())),
      each(() => Promise.resolve(laterPart)),
    );
    await expect(loader.loadLater('en-US' as Locale)).rejects.toThrow(RangeError);
  });
});
