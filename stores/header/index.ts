/**
 * The header's page-wide effects (spec header §7 "GET /service/searchfrontend/api/cachekey on
 * header load", tracking "navigation_click header_icon"). The header's open flyout is the page's
 * one flyout state (stores/flyout), its personal data the user store (stores/user).
 */
import { requestSearchCacheKey } from '../../src/core/api/search';
import type { Site } from '../../src/core/sites';
import { getTrackingPagePath, trackEvent } from '../../src/core/tracking';

let cacheKeyRequested = false;

/** Runs once per page, however many headers mount (or mount again after a move). */
export function onHeaderLoad(site: Site): void {
  if (cacheKeyRequested) return;
  cacheKeyRequested = true;
  void requestSearchCacheKey(site);
}

export type HeaderIconTarget = 'search' | 'store_finder' | 'user_menu' | 'cart';

/** spec header §7 tracking: navigation_click header_icon, with the page path as tracked. */
export function trackHeaderIcon(target: HeaderIconTarget): void {
  void trackEvent({
    event: 'navigation_click',
    navigation_type: 'header_icon',
    click_target: target,
    page_path: getTrackingPagePath(window.location.pathname),
  });
}

/** Back to a fresh page (tests). */
export function resetHeader(): void {
  cacheKeyRequested = false;
}
