/**
 * The settings of the footer at the end of the demo page (#page-footer): the reduced (checkout)
 * variant and whether it shows the newsletter block. They live in the address
 * (`?footerReduced=true&footerNewsletter=false`), so a link shows the same footer; only values
 * that differ from the footer's defaults are written.
 *
 * Beside them, a fact the footer reads once per page load, switched by reloading: the
 * affiliate-number cookie, which makes the footer reduced as the reduced attribute does. (The
 * app cookie, the header panel's "inside the shop's app", reduces the footer too.)
 */
import { COOKIE_NAMES } from '../src/core/config';
import { readCookie } from './settings';

/** The id of the footer at the end of the demo page. */
export const PAGE_FOOTER_ID = 'page-footer';

export interface FooterSettings {
  readonly reduced: boolean;
  readonly newsletter: boolean;
}

/**
 * The page footer's settings without any in the address: not reduced, and without the
 * newsletter block, as a page with newsletter forms of its own (this one) sets it up.
 */
export const DEFAULT_FOOTER_SETTINGS: FooterSettings = { reduced: false, newsletter: false };

const QUERY_NAMES = { reduced: 'footerReduced', newsletter: 'footerNewsletter' } as const;

function parseFlag(value: string | null): boolean | undefined {
  if (value === null) return undefined;
  if (/^(true|1|yes)$/i.test(value)) return true;
  if (/^(false|0|no)$/i.test(value)) return false;
  return undefined;
}

/** The footer settings the address names, the defaults for the rest. */
export function readFooterSettings(url: URL = new URL(window.location.href)): FooterSettings {
  const params = url.searchParams;
  return {
    reduced: parseFlag(params.get(QUERY_NAMES.reduced)) ?? DEFAULT_FOOTER_SETTINGS.reduced,
    newsletter: parseFlag(params.get(QUERY_NAMES.newsletter)) ?? DEFAULT_FOOTER_SETTINGS.newsletter,
  };
}

/** The address parameters for the settings that differ from the defaults. */
export function footerQuery(settings: FooterSettings): [string, string][] {
  return (['reduced', 'newsletter'] as const)
    .filter((key) => settings[key] !== DEFAULT_FOOTER_SETTINGS[key])
    .map((key) => [QUERY_NAMES[key], String(settings[key])]);
}

/** Puts the settings on a footer as a page would write them: `reduced`, `newsletter="false"`. */
export function applyFooterSettings(element: Element, settings: FooterSettings): void {
  if (settings.reduced) element.setAttribute('reduced', '');
  else element.removeAttribute('reduced');
  if (settings.newsletter) element.removeAttribute('newsletter');
  else element.setAttribute('newsletter', 'false');
}

/** The visitor came through an affiliate (the affiliate-number cookie). */
export function hasAffiliateNumber(): boolean {
  return readCookie(COOKIE_NAMES.affiliateNumber) !== undefined;
}

export function setAffiliateNumber(on: boolean): void {
  document.cookie = on
    ? `${COOKIE_NAMES.affiliateNumber}=4711; path=/; SameSite=Lax`
    : `${COOKIE_NAMES.affiliateNumber}=; path=/; max-age=0; SameSite=Lax`;
}
