import type { Locale } from '../src/core/sites';
import type { Catalogue, MessageKey, MessageParams } from './types';

export type { Catalogue, MessageKey, MessageParams } from './types';

/** Loads one locale file; resolves to its module. */
export type CatalogueImporter = () => Promise<{ readonly default: Catalogue }>;

export interface CatalogueLoader {
  /** Resolves to the locale's catalogue; the second call returns the same promise. */
  load(locale: Locale): Promise<Catalogue>;
  /** The catalogue once `load` has resolved for the locale, otherwise undefined. */
  getCached(locale: Locale): Catalogue | undefined;
}

/**
 * One explicit dynamic import per locale, so Vite emits one chunk per locale and a page loads
 * only the language it shows. A template-string import would also work but hides which files
 * exist from the type check.
 */
const catalogueImporters: Readonly<Record<Locale, CatalogueImporter>> = {
  'de-DE': () => import('./de-DE'),
  'de-AT': () => import('./de-AT'),
  'de-CH': () => import('./de-CH'),
  'fr-CH': () => import('./fr-CH'),
  'pl-PL': () => import('./pl-PL'),
  'cs-CZ': () => import('./cs-CZ'),
  'hu-HU': () => import('./hu-HU'),
  'sk-SK': () => import('./sk-SK'),
  'tr-TR': () => import('./tr-TR'),
};

/**
 * Caches one request per locale. A rejected request is forgotten, so the next call imports
 * again (a chunk that failed on a flaky network loads on the next site switch or render).
 * The importers are injected so the caching and retry rules can be tested without a network.
 */
export function createCatalogueLoader(
  importers: Readonly<Record<Locale, CatalogueImporter>>,
): CatalogueLoader {
  const requests = new Map<Locale, Promise<Catalogue>>();
  const catalogues = new Map<Locale, Catalogue>();

  function load(locale: Locale): Promise<Catalogue> {
    const pending = requests.get(locale);
    if (pending) return pending;
    // The type says Locale, but attribute values reach here from plain JavaScript too.
    const importer = Object.hasOwn(importers, locale) ? importers[locale] : undefined;
    if (!importer) {
      return Promise.reject(new RangeError(`No message catalogue for locale "${String(locale)}"`));
    }
    const request: Promise<Catalogue> = new Promise<{ readonly default: Catalogue }>((resolve) =>
      resolve(importer()),
    ).then(
      (module) => {
        catalogues.set(locale, module.default);
        return module.default;
      },
      (error: unknown) => {
        if (requests.get(locale) === request) requests.delete(locale);
        throw error;
      },
    );
    requests.set(locale, request);
    return request;
  }

  return { load, getCached: (locale) => catalogues.get(locale) };
}

const defaultLoader = createCatalogueLoader(catalogueImporters);

/** Loads the locale's catalogue in its own chunk; cached, and retried after a failure. */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  return defaultLoader.load(locale);
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
