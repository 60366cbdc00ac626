import { atom, computed, map, onMount } from 'nanostores';
import {
  getLocale,
  getPlatformForWidth,
  resolveSite,
  type Locale,
  type Site,
} from '../../src/core/sites';
import { loadCatalogue, loadLaterMessages as loadLaterPart } from '../../i18n/index';
import type { Catalogue } from '../../i18n/types';
import { logOnce, logger } from '../../src/core/logger';
import { dispatchShopEvent } from '../../src/core/events';

/**
 * Page-wide state every element shares: the viewport width (for the derived platform) and the
 * message catalogues loaded so far. The site itself is per element (an attribute), so two
 * elements for two sites can sit on one page, as on the demo's landing-page section.
 */

/** spec footer §9: the initial width assumption before the window is measured is 20000 px. */
const INITIAL_WIDTH = 20000;

/** The width a server render assumes (it has no window): the spec's initial assumption. */
export const SERVER_VIEWPORT_WIDTH = INITIAL_WIDTH;

export const $viewportWidth = atom<number>(
  typeof window === 'undefined' ? INITIAL_WIDTH : window.innerWidth,
);

// The resize listener exists only while some element is subscribed (nanostores onMount), so a
// page whose elements are all removed is left with no listener behind.
onMount($viewportWidth, () => {
  // a server render (elements/server) has no window: the width stays the initial assumption
  if (typeof window === 'undefined') return undefined;
  const update = (): void => $viewportWidth.set(window.innerWidth);
  update();
  window.addEventListener('resize', update, { passive: true });
  return () => window.removeEventListener('resize', update);
});

/** spec header §9 "Platform": derived from the width unless the element is given one. */
export const $derivedPlatform = computed($viewportWidth, getPlatformForWidth);

export const $catalogues = map<Partial<Record<Locale, Catalogue>>>({});

/** The failures already reported: every element waiting for one import gets the same error. */
const reportedFailures = new WeakSet<object>();

/** The address a failed dynamic import names (Chromium and Firefox put it in the message). */
export function getFailedModuleUrl(error: unknown): string | undefined {
  return /\b(?:https?|file):\/\/\S+/.exec(String(error))?.[0];
}

/** The element that first asked for each locale's messages (named when a part fails). */
const askedBy = new Map<Locale, string>();
/** Code loaded on a shopper's intent has been asked for: locales load both parts from now on. */
let laterMessagesWanted = false;

function reportFailure(error: unknown, locale: Locale, tag: string): void {
  if (typeof error === 'object' && error !== null) {
    if (reportedFailures.has(error)) return;
    reportedFailures.add(error);
  }
  logger.error('Loading messages failed', { locale, tag, error: String(error) });
  if (typeof window !== 'undefined') {
    dispatchShopEvent(window, 'preload-error', {
      tag,
      url: getFailedModuleUrl(error) ?? '',
      locale,
    });
  }
}

/**
 * Loads a locale's messages once, for the element `tag` (the one that asked first): the part a
 * page needs on load, and also the later part once code loaded on intent has asked for it
 * (`loadMessagesOnIntent`), so an element of another site shows that code's texts too. A failed
 * chunk load is logged and raises preload-error on window once per failed import (spec header
 * §8; docs/architecture.md "DOM events"); the next call imports again, which an element does
 * when it connects again.
 */
export async function loadMessages(locale: Locale, tag: string): Promise<void> {
  if ($catalogues.get()[locale]) return;
  if (!askedBy.has(locale)) askedBy.set(locale, tag);
  try {
    const [catalogue] = await Promise.all([
      loadCatalogue(locale),
      laterMessagesWanted ? loadLaterPart(locale) : undefined,
    ]);
    $catalogues.setKey(locale, catalogue);
  } catch (error) {
    reportFailure(error, locale, tag);
  }
}

/**
 * The messages of the code loaded on a shopper's intent (i18n/message-parts.ts), for every
 * locale asked for so far and every one asked for later: src/shared/on-demand.ts loads them with
 * that code and resolves once both are there. A failed part is logged and raises preload-error
 * like `loadMessages` (naming the element that asked for the locale), and rejects: the next
 * intent tries again.
 */
export function loadMessagesOnIntent(): Promise<void> {
  laterMessagesWanted = true;
  return Promise.all(
    [...askedBy].map(([locale, tag]) =>
      loadLaterPart(locale).catch((error: unknown) => {
        reportFailure(error, locale, tag);
        throw error;
      }),
    ),
  ).then(() => undefined);
}

// The server renderer (elements/server) names the origin, fetch and time limit of its calls.
export { setRequestScope, type RequestScope } from '../../src/core/http';

// The element layer reads sites through this store, never from src/core directly (docs/
// architecture.md, "Layers"): the values of the common `platform` attribute and each site's
// settings.
export { PLATFORMS, getLocale, getSiteConfig } from '../../src/core/sites';

/**
 * The site an element's `site` attribute (or any raw value) names: unknown or missing values
 * fall back to DE and never throw (docs/architecture.md, "Attributes"). With `tag`, an unknown
 * value is logged as a warning once per tag and value, not on every render.
 */
export function resolveSiteAttribute(raw: unknown, tag?: string): Site {
  return resolveSite(
    raw,
    tag === undefined
      ? undefined
      : () =>
          logOnce(
            `${tag}|site|${String(raw)}`,
            'warn',
            `<${tag}> has an unknown site "${String(raw)}" and falls back to DE`,
            { tag, site: raw },
          ),
  );
}

/** Loads the messages of the site a raw `site` attribute names (before the view first renders). */
export function loadMessagesForSite(raw: unknown, tag: string): Promise<void> {
  return loadMessages(getLocale(resolveSite(raw)), tag);
}
