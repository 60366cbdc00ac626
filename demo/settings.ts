/**
 * The page settings of the demo: which site and platform every shop element on the page gets.
 * They are read from the URL query first (deep links such as `/?site=AT&platform=MATCH`), then
 * from localStorage (the last choice), then from the `site` cookie, then the defaults.
 */
import { COOKIE_NAMES } from '../src/core/config';
import {
  DEFAULT_SITE,
  PLATFORMS,
  SITES,
  SITE_KEYS,
  getPlatformForWidth,
  resolveSite,
  type Platform,
  type Site,
} from '../src/core/sites';

export type PlatformChoice = 'AUTO' | Platform;
export const PLATFORM_CHOICES: readonly PlatformChoice[] = ['AUTO', ...PLATFORMS];

export interface PageSettings {
  readonly site: Site;
  readonly platform: PlatformChoice;
}

export const DEFAULT_SETTINGS: PageSettings = { site: DEFAULT_SITE, platform: 'AUTO' };

/** Each site by the name its visitors know it by. */
export const SITE_NAMES: Readonly<Record<Site, string>> = {
  DE: 'Deutschland',
  AT: 'Österreich',
  CH: 'Schweiz (Deutsch)',
  CH_FR: 'Suisse (français)',
  PL: 'Polska',
  CZ: 'Česko',
  HU: 'Magyarország',
  SK: 'Slovensko',
  TR: 'Türkiye',
};

export const SITE_OPTIONS = SITE_KEYS.map((site) => ({
  site,
  label: `${site} · ${SITE_NAMES[site]} (${SITES[site].locale}, ${SITES[site].currency})`,
}));

export const PLATFORM_LABELS: Readonly<Record<Platform, string>> = {
  CLASSIC: 'CLASSIC (desktop)',
  TABLET: 'TABLET',
  MATCH: 'MATCH (mobile web)',
  SMARTPHONE: 'SMARTPHONE (app)',
};

export function getAutoPlatform(): Platform {
  return getPlatformForWidth(window.innerWidth);
}

const STORAGE_KEY = 'shop-elements-demo:settings';

function parseSite(value: string | null | undefined): Site | undefined {
  if (!value) return undefined;
  let known = true;
  const site = resolveSite(value, () => {
    known = false;
  });
  return known ? site : undefined;
}

function parsePlatform(value: string | null | undefined): PlatformChoice | undefined {
  const upper = value?.trim().toUpperCase();
  return PLATFORM_CHOICES.find((choice) => choice === upper);
}

function readStored(): Partial<PageSettings> {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    if (typeof stored !== 'object' || stored === null) return {};
    const { site, platform } = stored as Record<string, unknown>;
    return {
      site: typeof site === 'string' ? parseSite(site) : undefined,
      platform: typeof platform === 'string' ? parsePlatform(platform) : undefined,
    };
  } catch {
    return {};
  }
}

export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** URL query, then localStorage, then the site cookie, then the defaults; each field on its own. */
export function readSettings(url: URL = new URL(window.location.href)): PageSettings {
  const stored = readStored();
  return {
    site:
      parseSite(url.searchParams.get('site')) ??
      stored.site ??
      parseSite(readCookie(COOKIE_NAMES.site)) ??
      DEFAULT_SETTINGS.site,
    platform:
      parsePlatform(url.searchParams.get('platform')) ??
      stored.platform ??
      DEFAULT_SETTINGS.platform,
  };
}

export function storeSettings(settings: PageSettings | null): void {
  try {
    if (settings) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // private mode or a full quota: the URL still carries the settings
  }
}

/** The elements send the site cookie's value to the services as a header (docs/architecture.md "Attributes"). */
export function writeSiteCookie(site: Site): void {
  document.cookie = `${COOKIE_NAMES.site}=${encodeURIComponent(site)}; path=/; max-age=31536000; SameSite=Lax`;
}

/** Puts the settings on one element; `AUTO` removes `platform`, so the width decides again. */
export function applySettings(element: Element, settings: PageSettings): void {
  if (element.getAttribute('site') !== settings.site) element.setAttribute('site', settings.site);
  if (settings.platform === 'AUTO') element.removeAttribute('platform');
  else if (element.getAttribute('platform') !== settings.platform) {
    element.setAttribute('platform', settings.platform);
  }
}
