import type { Locale } from '../src/core/sites';
import type { Catalogue, MessageKey, MessageParams } from './types';

export type { Catalogue, MessageKey, MessageParams } from './types';

/**
 * Loads one locale's messages a page needs on load (its module's default is typed as the whole
 * catalogue: the keys of the later part come with `loadLater`).
 */
export type CatalogueImporter = () => Promise<{ readonly default: Catalogue }>;

/** Loads the later part of one locale's messages (i18n/message-parts.ts). */
export type LaterMessagesImporter = () => Promise<{
  readonly default: Readonly<Partial<Record<string, string>>>;
}>;

export interface CatalogueLoader {
  /** Resolves to the locale's catalogue; the second call returns the same promise. */
  load(locale: Locale): Promise<Catalogue>;
  /**
   * Loads the later part of the locale's messages into its catalogue (loading the catalogue
   * too if need be); once per locale, and again after a failure.
   */
  loadLater(locale: Locale): Promise<void>;
  /** The catalogue once `load` has resolved for the locale, otherwise undefined. */
  getCached(locale: Locale): Catalogue | undefined;
}

/**
 * Two explicit dynamic imports per locale, so Vite emits two chunks per locale and a page loads
 * only the language it shows: the messages of the code a page runs on load, and those of the
 * code loaded on a shopper's intent (i18n/message-parts.ts; the build splits each locale file
 * in these two parts). A template-string import would also work but hides which files exist.
 */
const catalogueImporters: Readonly<Record<Locale, CatalogueImporter>> = {
  'de-DE': () => import('./de-DE.ts?messages=onload') as Promise<{ default: Catalogue }>,
  'de-AT': () => import('./de-AT.ts?messages=onload') as Promise<{ default: Catalogue }>,
  'de-CH': () => import('./de-CH.ts?messages=onload') as Promise<{ default: Catalogue }>,
  'fr-CH': () => import('./fr-CH.ts?messages=onload') as Promise<{ default: Catalogue }>,
  'pl-PL': () => import('./pl-PL.ts?messages=onload') as Promise<{ default: Catalogue }>,
  'cs-CZ': () => import('./cs-CZ.ts?messages=onload') as Promise<{ default: Catalogue }>,
  'hu-HU': () => import('./hu-HU.ts?messages=onload') as Promise<{ default: Catalogue }>,
  'sk-SK': () => import('./sk-SK.ts?messages=onload') as Promise<{ default: Catalogue }>,
  'tr-TR': () => import('./tr-TR.ts?messages=onload') as Promise<{ default: Catalogue }>,
};

const laterImporters: Readonly<Record<Locale, LaterMessagesImporter>> = {
  'de-DE': () => import('./de-DE.ts?messages=later'),
  'de-AT': () => import('./de-AT.ts?messages=later'),
  'de-CH': () => import('./de-CH.ts?messages=later'),
  'fr-CH': () => import('./fr-CH.ts?messages=later'),
  'pl-PL': () => import('./pl-PL.ts?messages=later'),
  'cs-CZ': () => import('./cs-CZ.ts?messages=later'),
  'hu-HU': () => import('./hu-HU.ts?messages=later'),
  'sk-SK': () => import('./sk-SK.ts?messages=later'),
  'tr-TR': () => import('./tr-TR.ts?messages=later'),
};

/**
 * Caches one request per locale and part. A rejected request is forgotten, so the next call
 * imports again (a chunk that failed on a flaky network loads on the next site switch, render
 * or intent). The later part is added to the locale's catalogue object in place: no view a page
 * shows before the code loaded on intent uses its keys (i18n/message-parts.test.ts), so nothing
 * needs to render again when it arrives. The importers are injected so the caching and retry
 * rules can be tested without a network.
 */
export function createCatalogueLoader(
  importers: Readonly<Record<Locale, CatalogueImporter>>,
  laterParts: Readonly<Record<Locale, LaterMessagesImporter>> = laterImporters,
): CatalogueLoader {
  const requests = new Map<Locale, Promise<Catalogue>>();
  const laterRequests = new Map<Locale, Promise<void>>();
  const catalogues = new Map<Locale, Catalogue>();

  /** One request per key, forgotten when it fails; a bad locale rejects, never throws. */
  function cached<T>(
    cache: Map<Locale, Promise<T>>,
    locale: Locale,
    start: (() => Promise<T>) | undefined,
  ): Promise<T> {
    const pending = cache.get(locale);
    if (pending) return pending;
    if (!start) {
      return Promise.reject(new RangeError(`No message catalogue for locale "${String(locale)}"`));
    }
    const request: Promise<T> = new Promise<T>((resolve) => resolve(start())).catch(
      (error: unknown) => {
        if (cache.get(locale) === request) cache.delete(locale);
        throw error;
      },
    );
    cache.set(locale, request);
    return request;
  }

  // The type says Locale, but attribute values reach here from plain JavaScript too.
  const known = (locale: Locale): boolean =>
    Object.hasOwn(importers, locale) && Object.hasOwn(laterParts, locale);

  function load(locale: Locale): Promise<Catalogue> {
    return cached(
      requests,
      locale,
      known(locale)
        ? () =>
            importers[locale]().then((module) => {
              catalogues.set(locale, module.default);
              return module.default;
            })
        : undefined,
    );
  }

  function loadLater(locale: Locale): Promise<void> {
    return cached(
      laterRequests,
      locale,
      known(locale)
        ? () =>
            Promise.all([load(locale), laterParts[locale]()]).then(([catalogue, later]) => {
              Object.assign(catalogue, later.default);
            })
        : undefined,
    );
  }

  return { load, loadLater, getCached: (locale) => catalogues.get(locale) };
}

const defaultLoader = createCatalogueLoader(catalogueImporters);

/** Loads the messages a page needs on load for the locale in their own chunk; cached, retried. */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  return defaultLoader.load(locale);
}

/**
 * Adds the locale's later messages (those of the code loaded on a shopper's intent) to its
 * catalogue, loading the catalogue too if need be; cached, and retried after a failure.
 */
export function loadLaterMessages(locale: Locale): Promise<void> {
  return defaultLoader.loadLater(locale);
}

/** The locale's catalogue if `loadCatalogue` has already resolved for it (for sync renders). */
export function getCachedCatalogue(locale: Locale): Catalogue | undefined {
  return defaultLoader.getCached(locale);
}

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The names of the `{name}` placeholders in a template, in order of appearance. */
export function getPlaceholderNames(template: string): string[] {
  return Array.from(template.matchAll(PLACEHOLDER), (match) => match[1] ?? '');
}

/**
 * Replaces each `{name}` with `params[name]`. Placeholders without a value stay as they are.
 * Values are inserted as plain text in one pass: a value is never interpreted again (no nested
 * placeholders, no `$&` replacement patterns) and never parsed as markup. Numbers are inserted
 * with `String()`; prices and counts go through the formatting module first.
 */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (placeholder: string, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? placeholder : String(value);
  });
}

/** The message for `key` in `catalogue`, with its placeholders filled from `params`. */
export function translate(catalogue: Catalogue, key: MessageKey, params?: MessageParams): string {
  return interpolate(catalogue[key], params);
}
