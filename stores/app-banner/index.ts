import { atom, onMount } from 'nanostores';
import {
  APP_BANNER_CLOSED_VALUE,
  APP_CLIENT_COOKIE_VALUE,
  COOKIE_NAMES,
  LOCAL_STORAGE_KEYS,
} from '../../src/core/config';
import { getCookie } from '../../src/core/cookies';
import { logOnce } from '../../src/core/logger';
import { getItem, setItem } from '../../src/core/storage';
import { getAppBannerPlatform } from '../../src/core/user-agent';
import {
  UNKNOWN_APP_BANNER_FACTS,
  getAppBannerOffer,
  type AppBannerFacts,
} from './app-banner.rules';

export {
  UNKNOWN_APP_BANNER_FACTS,
  getAppBannerOffer,
  type AppBannerFacts,
  type AppBannerOffer,
  type AppBannerPlatform,
} from './app-banner.rules';

/**
 * The app-install banner (spec header "App-install banner"): what is known about the visitor
 * (platform from the user agent, the app cookie, the closed flag) for every header on the page.
 * The facts are read when the store is first used, so the first render already shows or hides
 * the banner (no layout shift from a banner appearing later). Which offer a header makes comes
 * from getAppBannerOffer (app-banner.rules.ts), since reduced is each header's own attribute.
 *
 * Closing is permanent through the localStorage flag LOCAL_STORAGE_KEYS.appBannerClosed. When
 * storage is off or full the flag cannot be written; the banner then stays closed for the rest
 * of this page load (every header, every re-mount) and comes back on the next page.
 */

/** Everything the store reads from the browser, replaceable in tests (setAppBannerEnvironment). */
export interface AppBannerEnvironment {
  getUserAgent(): string;
  /** More than one on a touch screen; tells an iPad (iPadOS 13+ sends a Mac user agent) from a Mac. */
  getMaxTouchPoints(): number;
  /** The page whose head gets the smart-banner meta tag. */
  getDocument(): Document | undefined;
}

export const DEFAULT_APP_BANNER_ENVIRONMENT: AppBannerEnvironment = {
  getUserAgent: () => (typeof navigator === 'undefined' ? '' : navigator.userAgent),
  getMaxTouchPoints: () => (typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints),
  getDocument: () => (typeof document === 'undefined' ? undefined : document),
};

let environment = DEFAULT_APP_BANNER_ENVIRONMENT;
let closedOnThisPage = false;

function readFacts(): AppBannerFacts {
  try {
    return {
      platform: getAppBannerPlatform(environment.getUserAgent(), environment.getMaxTouchPoints()),
      insideApp: getCookie(COOKIE_NAMES.appClient) === APP_CLIENT_COOKIE_VALUE,
      closed:
        closedOnThisPage || getItem(LOCAL_STORAGE_KEYS.appBannerClosed) === APP_BANNER_CLOSED_VALUE,
    };
  } catch (error) {
    // a browser whose navigator throws gets no banner rather than a broken header
    logOnce('app-banner-facts', 'warn', 'App banner: the browser could not be read', { error });
    return UNKNOWN_APP_BANNER_FACTS;
  }
}

export const $appBanner = atom<AppBannerFacts>(UNKNOWN_APP_BANNER_FACTS);

// read on first use (nanostores runs onMount synchronously inside the first get or listen)
onMount($appBanner, () => {
  $appBanner.set(readFacts());
});

/** Replaces parts of the environment (undefined restores the real one) and reads the facts again. */
export function setAppBannerEnvironment(overrides?: Partial<AppBannerEnvironment>): void {
  environment = { ...DEFAULT_APP_BANNER_ENVIRONMENT, ...overrides };
  $appBanner.set(readFacts());
}

/** Closes the banner in every header, for good (spec header "App-install banner"). */
export function closeAppBanner(): void {
  closedOnThisPage = true;
  // a refused write is logged by storage.ts; the banner is closed for this page all the same
  setItem(LOCAL_STORAGE_KEYS.appBannerClosed, APP_BANNER_CLOSED_VALUE);
  $appBanner.set({ ...$appBanner.get(), closed: true });
}

const SMART_BANNER_META_NAME = 'apple-itunes-app';
const IOS_APP_ID = /^\d+$/;

/**
 * Adds Safari's smart-banner meta tag (`<meta name="apple-itunes-app" content="app-id=...">`)
 * to the page head when this header's offer is the smart banner (iOS Safari, not reduced, not
 * in the app). Once per page: a tag already there (another header's, or the page's own) is left
 * as it is. Returns whether a tag was added.
 */
export function offerSmartAppBanner({
  iosAppId,
  reduced,
}: {
  readonly iosAppId: string;
  readonly reduced: boolean;
}): boolean {
  if (getAppBannerOffer($appBanner.get(), { reduced }) !== 'SMART_BANNER') return false;
  if (!IOS_APP_ID.test(iosAppId)) {
    logOnce('app-banner-ios-app-id', 'warn', 'App banner: the iOS app id is not a number', {
      iosAppId,
    });
    return false;
  }
  try {
    const page = environment.getDocument();
    const head = page?.head;
    if (!page || !head || head.querySelector(`meta[name="${SMART_BANNER_META_NAME}"]`)) {
      return false;
    }
    const meta = page.createElement('meta');
    meta.name = SMART_BANNER_META_NAME;
    meta.content = `app-id=${iosAppId}`;
    head.append(meta);
    return true;
  } catch (error) {
    logOnce('app-banner-meta', 'warn', 'App banner: the smart-banner meta tag was not added', {
      error,
    });
    return false;
  }
}

/** Back to a fresh page load's state: the real environment, nothing closed on this page (tests). */
export function resetAppBanner(): void {
  closedOnThisPage = false;
  setAppBannerEnvironment();
}
