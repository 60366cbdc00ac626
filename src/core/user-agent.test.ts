// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { USER_AGENTS } from '../../test/fixtures/user-agents';
import { getAppBannerPlatform, type AppBannerPlatform } from './user-agent';

const UA = USER_AGENTS;

describe('getAppBannerPlatform', () => {
  it.each<[string, string, number, AppBannerPlatform | undefined]>([
    ['Chrome on an Android phone', UA.androidChrome, 5, 'android'],
    ['Chrome on an Android tablet', UA.androidChromeTablet, 10, 'android'],
    ['Firefox on Android', UA.androidFirefox, 5, 'android'],
    ['Samsung Internet', UA.samsungInternet, 5, 'android'],
    ['an app webview on Android', UA.androidWebView, 5, 'android'],
    ['Safari on an iPhone', UA.iPhoneSafari, 5, 'ios-safari'],
    ['Chrome on an iPhone (CriOS)', UA.iPhoneChrome, 5, 'ios-chrome'],
    ['Firefox on an iPhone', UA.iPhoneFirefox, 5, undefined],
    ['Edge on an iPhone', UA.iPhoneEdge, 5, undefined],
    ['the Google app on an iPhone', UA.iPhoneGoogleApp, 5, undefined],
    ['an in-app webview on an iPhone', UA.iPhoneInstagram, 5, undefined],
    ['Safari on an iPad in mobile mode', UA.iPadMobileSafari, 5, 'ios-safari'],
    ['Chrome on an iPad', UA.iPadChrome, 5, 'ios-chrome'],
    [
      'Safari on an iPad with iPadOS 13+ (a Mac string on a touch screen)',
      UA.macSafari,
      5,
      'ios-safari',
    ],
    ['Safari on a Mac', UA.macSafari, 0, undefined],
    ['a Mac string with one touch point (not an iPad)', UA.macSafari, 1, undefined],
    ['Chrome on a Mac', UA.macChrome, 0, undefined],
    ['Chrome on Windows', UA.windowsChrome, 0, undefined],
    ['Chrome on a Windows touch screen', UA.windowsChrome, 10, undefined],
    ['Firefox on Windows', UA.windowsFirefox, 0, undefined],
    ['Edge on Windows', UA.windowsEdge, 0, undefined],
    ['Firefox on Linux', UA.linuxFirefox, 0, undefined],
    ['Chrome on a Chromebook', UA.chromeOs, 10, undefined],
    ['Windows Phone (its string names Android)', UA.windowsPhone, 5, undefined],
    ['an empty user agent', '', 0, undefined],
  ])('%s gives %s', (_name, userAgent, maxTouchPoints, expected) => {
    expect(getAppBannerPlatform(userAgent, maxTouchPoints)).toBe(expected);
  });

  it('reads a Mac string as a desktop when the touch points are not known', () => {
    expect(getAppBannerPlatform(UA.macSafari)).toBeUndefined();
  });
});
