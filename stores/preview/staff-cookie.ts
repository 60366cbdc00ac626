import { COOKIE_NAMES } from '../../src/core/config';
import { getCookie } from '../../src/core/cookies';

/**
 * Whether the staff auth token cookie (COOKIE_NAMES.staffAuthToken, spec footer §4 "Shown only
 * when a staff auth cookie exists", §9) is there. The staff-preview entry asks this before it
 * loads anything else, so a shopper's page pays for this check only: it stays free of React,
 * the wrapper and the preview code (vite.config.ts keeps config and cookies in a chunk of their
 * own for it). The cookie grants nothing by itself: the server's auth check decides.
 */
export function hasStaffAuthCookie(): boolean {
  return Boolean(getCookie(COOKIE_NAMES.staffAuthToken));
}
