/**
 * The settings of the header at the top of the demo page (#page-header): its page type, the
 * reduced (checkout) variant with or without the 'secured purchase' hint, sticky with its mode,
 * and the promotion blocks. They live in the address
 * (`?pageType=basket&reduced=true&stickyMode=on-scroll-up&showPromotionBanner=false`), so
 * a link shows the same header; only values that differ from the header's defaults are written.
 *
 * Beside them, two facts the header reads once per page load, switched by reloading: the app
 * cookie (`appclient=new`, the page runs inside the shop's app: no app banner) and the app
 * banner's closed flag in localStorage.
 */
import {
  APP_BANNER_CLOSED_VALUE,
  APP_CLIENT_COOKIE_VALUE,
  COOKIE_NAMES,
  LOCAL_STORAGE_KEYS,
} from '../src/core/config';
import { STICKY_MODES, type StickyMode } from '../src/header/header.logic';
import { readCookie } from './settings';

export { STICKY_MODES, type StickyMode };

/** The id of the header at the top of the demo page. */
export const PAGE_HEADER_ID = 'page-header';

export interface HeaderSettings {
  /** The `page-type` attribute; '' leaves it off. */
  readonly pageType: string;
  readonly reduced: boolean;
  readonly showsecurehint: boolean;
  readonly sticky: boolean;
  readonly stickyMode: StickyMode;
  /** The promotion blocks under the bar (`show-promotion-banner`). */
  readonly showPromotionBanner: boolean;
}

/** The header's own defaults: a header without any of these attributes. */
export const DEFAULT_HEADER_SETTINGS: HeaderSettings = {
  pageType: '',
  reduced: false,
  showsecurehint: true,
  sticky: true,
  stickyMode: 'always',
  showPromotionBanner: true,
};

/**
 * The page types the panel offers: the ones the header treats apart (basket: no cart flyout, no
 * sticky; ProductDetailPage: no sticky) and ordinary ones, and one it does not know.
 */
export const PAGE_TYPE_OPTIONS: readonly { value: string; label: string }[] = [
  { value: '', label: 'None (no page-type)' },
  { value: 'homepage', label: 'homepage' },
  { value: 'category', label: 'category' },
  { value: 'basket', label: 'basket (no cart flyout, not sticky)' },
  { value: 'ProductDetailPage', label: 'ProductDetailPage (not sticky)' },
  { value: 'unknown-page-type', label: 'unknown-page-type (one the header does not know)' },
];

export const STICKY_MODE_LABELS: Readonly<Record<StickyMode, string>> = {
  always: 'always: stays at the top',
  'on-scroll-up': 'on-scroll-up: hides on scroll down, back on scroll up',
};

const PAGE_TYPE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

function parseFlag(value: string | null): boolean | undefined {
  if (value === null) return undefined;
  if (/^(true|1|yes)$/i.test(value)) return true;
  if (/^(false|0|no)$/i.test(value)) return false;
  return undefined;
}

/** The header settings the address names, the defaults for the rest. */
export function readHeaderSettings(url: URL = new URL(window.location.href)): HeaderSettings {
  const params = url.searchParams;
  const pageType = params.get('pageType') ?? '';
  const stickyMode = STICKY_MODES.find((mode) => mode === params.get('stickyMode'));
  return {
    pageType: PAGE_TYPE_PATTERN.test(pageType) ? pageType : DEFAULT_HEADER_SETTINGS.pageType,
    reduced: parseFlag(params.get('reduced')) ?? DEFAULT_HEADER_SETTINGS.reduced,
    showsecurehint:
      parseFlag(params.get('showsecurehint')) ?? DEFAULT_HEADER_SETTINGS.showsecurehint,
    sticky: parseFlag(params.get('sticky')) ?? DEFAULT_HEADER_SETTINGS.sticky,
    stickyMode: stickyMode ?? DEFAULT_HEADER_SETTINGS.stickyMode,
    showPromotionBanner:
      parseFlag(params.get('showPromotionBanner')) ?? DEFAULT_HEADER_SETTINGS.showPromotionBanner,
  };
}

/** The address parameters for the settings that differ from the defaults. */
export function headerQuery(settings: HeaderSettings): [string, string][] {
  const entries: [string, string][] = [];
  if (settings.pageType !== '') entries.push(['pageType', settings.pageType]);
  for (const key of ['reduced', 'showsecurehint', 'sticky', 'showPromotionBanner'] as const) {
    if (settings[key] !== DEFAULT_HEADER_SETTINGS[key]) entries.push([key, String(settings[key])]);
  }
  if (settings.stickyMode !== 'always') entries.push(['stickyMode', settings.stickyMode]);
  return entries;
}

function setOrRemove(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/**
 * Puts the settings on a header as a page would write them: boolean attributes as in HTML
 * (`reduced` present, `sticky="false"`), defaults left off.
 */
export function applyHeaderSettings(element: Element, settings: HeaderSettings): void {
  setOrRemove(element, 'page-type', settings.pageType === '' ? null : settings.pageType);
  setOrRemove(element, 'reduced', settings.reduced ? '' : null);
  setOrRemove(element, 'showsecurehint', settings.showsecurehint ? null : 'false');
  setOrRemove(element, 'sticky', settings.sticky ? null : 'false');
  setOrRemove(
    element,
    'sticky-mode',
    settings.stickyMode === 'always' ? null : settings.stickyMode,
  );
  setOrRemove(element, 'show-promotion-banner', settings.showPromotionBanner ? null : 'false');
}

/** The page runs inside the shop's own app (the app cookie). */
export function isInsideApp(): boolean {
  return readCookie(COOKIE_NAMES.appClient) === APP_CLIENT_COOKIE_VALUE;
}

export function setInsideApp(inside: boolean): void {
  document.cookie = inside
    ? `${COOKIE_NAMES.appClient}=${APP_CLIENT_COOKIE_VALUE}; path=/; SameSite=Lax`
    : `${COOKIE_NAMES.appClient}=; path=/; max-age=0; SameSite=Lax`;
}

/** The visitor closed the app banner (for good, until this flag goes). */
export function isAppBannerClosed(): boolean {
  try {
    return (
      window.localStorage.getItem(LOCAL_STORAGE_KEYS.appBannerClosed) === APP_BANNER_CLOSED_VALUE
    );
  } catch {
    return false;
  }
}

export function forgetAppBannerClosed(): void {
  try {
    window.localStorage.removeItem(LOCAL_STORAGE_KEYS.appBannerClosed);
  } catch {
    // storage off: the flag could not have been written either
  }
}
