import { atom, computed, map, onMount } from 'nanostores';
import { getPlatformForWidth, type Locale } from '../../src/core/sites';
import { loadCatalogue } from '../../i18n/index';
import type { Catalogue } from '../../i18n/types';
import { logger } from '../../src/core/logger';

/**
 * Page-wide state every element shares: the viewport width (for the derived platform) and the
 * message catalogues loaded so far. The site itself is per element (an attribute), so two
 * elements for two sites can sit on one page, as on the demo's landing-page section.
 */

/** spec footer §9: the initial width assumption before the window is measured is 20000 px. */
const INITIAL_WIDTH = 20000;

export const $viewportWidth = atom<number>(
  typeof window === 'undefined' ? INITIAL_WIDTH : window.innerWidth,
);

// The resize listener exists only while some element is subscribed (nanostores onMount), so a
// page whose elements are all removed is left with no listener behind.
onMount($viewportWidth, () => {
  const update = (): void => $viewportWidth.set(window.innerWidth);
  update();
  window.addEventListener('resize', update, { passive: true });
  return () => window.removeEventListener('resize', update);
});

/** spec header §9 "Platform": derived from the width unless the element is given one. */
export const $derivedPlatform = computed($viewportWidth, getPlatformForWidth);

export const $catalogues = map<Partial<Record<Locale, Catalogue>>>({});

/** Loads a locale's messages once; a failed chunk load is logged and retried on the next call. */
export async function loadMessages(locale: Locale): Promise<void> {
  if ($catalogues.get()[locale]) return;
  try {
    const catalogue = await loadCatalogue(locale);
    $catalogues.setKey(locale, catalogue);
  } catch (error) {
    logger.error('Loading messages failed', { locale, error: String(error) });
  }
}
