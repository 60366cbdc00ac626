import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanStores } from 'nanostores';
import { LOCAL_STORAGE_KEYS } from '../../src/core/config';
import { resetLogger } from '../../src/core/logger';
import { USER_AGENTS } from '../../test/fixtures/user-agents';
import {
  $appBanner,
  closeAppBanner,
  getAppBannerOffer,
  offerSmartAppBanner,
  resetAppBanner,
  setAppBannerEnvironment,
  type AppBannerOffer,
} from './index';

const {
  androidChrome: ANDROID_CHROME,
  iPhoneChrome: IPHONE_CHROME,
  iPhoneSafari: IPHONE_SAFARI,
  macSafari: IPAD_SAFARI,
  windowsChrome: WINDOWS_CHROME,
} = USER_AGENTS;

const IOS_APP_ID = '1234567890';

function visitWith(userAgent: string, maxTouchPoints = 5): void {
  setAppBannerEnvironment({
    getUserAgent: () => userAgent,
    getMaxTouchPoints: () => maxTouchPoints,
  });
}

function offer(reduced = false): AppBannerOffer {
  return getAppBannerOffer($appBanner.get(), { reduced });
}

function smartBannerTags(): HTMLMetaElement[] {
  return [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="apple-itunes-app"]')];
}

beforeEach(() => {
  resetLogger();
  resetAppBanner();
});

afterEach(() => {
  cleanStores($appBanner);
  resetAppBanner();
  for (const tag of smartBannerTags()) tag.remove();
  document.cookie = 'appclient=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('app banner eligibility', () => {
  it.each<
    [string, string, number, string | undefined, string | undefined, boolean, AppBannerOffer]
  >([
    ['Android', ANDROID_CHROME, 5, undefined, undefined, false, 'PLAY_STORE'],
    ['iOS Chrome', IPHONE_CHROME, 5, undefined, undefined, false, 'APP_STORE'],
    ['iOS Safari', IPHONE_SAFARI, 5, undefined, undefined, false, 'SMART_BANNER'],
    ['an iPad with iPadOS 13+', IPAD_SAFARI, 5, undefined, undefined, false, 'SMART_BANNER'],
    ['a desktop', WINDOWS_CHROME, 0, undefined, undefined, false, 'NONE'],
    ['Android inside the app', ANDROID_CHROME, 5, 'new', undefined, false, 'NONE'],
    [
      'Android with another app cookie value',
      ANDROID_CHROME,
      5,
      'old',
      undefined,
      false,
      'PLAY_STORE',
    ],
    ['iOS Safari inside the app', IPHONE_SAFARI, 5, 'new', undefined, false, 'NONE'],
    ['Android, closed before', ANDROID_CHROME, 5, undefined, 'true', false, 'NONE'],
    [
      'Android, another value under the flag',
      ANDROID_CHROME,
      5,
      undefined,
      '1',
      false,
      'PLAY_STORE',
    ],
    ['iOS Chrome, closed before', IPHONE_CHROME, 5, undefined, 'true', false, 'NONE'],
    ['Android, reduced header', ANDROID_CHROME, 5, undefined, undefined, true, 'NONE'],
    ['iOS Safari, reduced header', IPHONE_SAFARI, 5, undefined, undefined, true, 'NONE'],
  ])('%s', (_name, userAgent, touchPoints, appCookie, flag, reduced, expected) => {
    if (appCookie !== undefined) document.cookie = `appclient=${appCookie}; path=/`;
    if (flag !== undefined) localStorage.setItem(LOCAL_STORAGE_KEYS.appBannerClosed, flag);
    visitWith(userAgent, touchPoints);
    expect(offer(reduced)).toBe(expected);
  });

  it('reads the browser when first used, so the first render of a header already knows', () => {
    visitWith(ANDROID_CHROME);
    document.cookie = 'appclient=new; path=/';
    // idle again, as before any header mounted; the next read reads the cookie
    cleanStores($appBanner);
    expect($appBanner.get().insideApp).toBe(true);
  });

  it('survives a browser whose navigator throws: no banner', () => {
    setAppBannerEnvironment({
      getUserAgent: () => {
        throw new Error('navigator is gone');
      },
    });
    expect(offer()).toBe('NONE');
  });
});

describe('closeAppBanner', () => {
  it('hides the banner and stores the flag, so it stays closed on the next page', () => {
    visitWith(ANDROID_CHROME);
    closeAppBanner();
    expect(offer()).toBe('NONE');
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.appBannerClosed)).toBe('true');

    // a new page load: nothing closed on the page, only the flag
    resetAppBanner();
    visitWith(ANDROID_CHROME);
    expect(offer()).toBe('NONE');
  });

  it('closes for this page only when storage refuses the flag', () => {
    // a full origin: reads work, every write is refused (happy-dom's storage ignores prototype spies)
    const full = vi.spyOn(window, 'localStorage', 'get').mockReturnValue({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage);
    visitWith(ANDROID_CHROME);
    expect(() => closeAppBanner()).not.toThrow();
    expect(offer()).toBe('NONE');

    // read again on this page (a header re-mounted): still closed
    visitWith(ANDROID_CHROME);
    expect(offer()).toBe('NONE');

    // the next page: the flag was never stored, the banner is back
    full.mockRestore();
    resetAppBanner();
    visitWith(ANDROID_CHROME);
    expect(offer()).toBe('PLAY_STORE');
  });

  it('closes for this page when storage is disabled altogether', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied', 'SecurityError');
    });
    visitWith(IPHONE_CHROME);
    expect(offer()).toBe('APP_STORE');
    closeAppBanner();
    visitWith(IPHONE_CHROME);
    expect(offer()).toBe('NONE');
  });
});

describe('offerSmartAppBanner', () => {
  it('adds the meta tag once on iOS Safari, however many headers ask', () => {
    visitWith(IPHONE_SAFARI);
    expect(offerSmartAppBanner({ iosAppId: IOS_APP_ID, reduced: false })).toBe(true);
    expect(offerSmartAppBanner({ iosAppId: IOS_APP_ID, reduced: false })).toBe(false);
    expect(smartBannerTags().map((tag) => tag.content)).toEqual([`app-id=${IOS_APP_ID}`]);
  });

  it('leaves a tag the page brought alone', () => {
    const own = document.createElement('meta');
    own.name = 'apple-itunes-app';
    own.content = 'app-id=42, app-argument=shop://home';
    document.head.append(own);
    visitWith(IPHONE_SAFARI);
    expect(offerSmartAppBanner({ iosAppId: IOS_APP_ID, reduced: false })).toBe(false);
    expect(smartBannerTags()).toEqual([own]);
  });

  it.each<[string, string, string | undefined, boolean]>([
    ['on Android (the banner is shown instead)', ANDROID_CHROME, undefined, false],
    ['on iOS Chrome (the banner is shown instead)', IPHONE_CHROME, undefined, false],
    ['on a desktop', WINDOWS_CHROME, undefined, false],
    ['inside the app', IPHONE_SAFARI, 'new', false],
    ['in the reduced header', IPHONE_SAFARI, undefined, true],
  ])('adds nothing %s', (_name, userAgent, appCookie, reduced) => {
    if (appCookie !== undefined) document.cookie = `appclient=${appCookie}; path=/`;
    visitWith(userAgent);
    expect(offerSmartAppBanner({ iosAppId: IOS_APP_ID, reduced })).toBe(false);
    expect(smartBannerTags()).toEqual([]);
  });

  it('refuses an app id that is not a number (it lands in the page head)', () => {
    visitWith(IPHONE_SAFARI);
    expect(offerSmartAppBanner({ iosAppId: '1", app-argument="x', reduced: false })).toBe(false);
    expect(smartBannerTags()).toEqual([]);
  });
});
