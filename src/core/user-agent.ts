/**
 * What the user agent tells about the visitor's device and browser, as far as the app-install
 * banner needs it (spec header "App-install banner": shown on Android and on iOS Chrome; iOS
 * Safari gets the smart-banner meta tag instead). Pure functions of the user-agent string, so
 * they are table-tested with real strings and the caller decides where the string comes from.
 *
 * Decisions where the spec is silent:
 * - Android means every browser on Android (Chrome, Firefox, Samsung Internet, in-app webviews):
 *   all of them can open the Play Store link. Windows Phone, whose user agent also names
 *   Android, is not Android.
 * - iPadOS 13 and later send the desktop Safari user agent (`Macintosh ... Version/x Safari/y`)
 *   by default. A Mac user agent on a touch screen (more than one touch point; Macs report 0)
 *   is read as an iPad, since no Mac has a touch screen. Without the touch points (a server, a
 *   test) such an iPad is a desktop and gets nothing, which is harmless.
 * - iOS Safari is an Apple mobile device whose user agent carries Safari's `Version/` and
 *   `Safari/` tokens and no other browser's token. Other iOS browsers (Firefox FxiOS, Edge
 *   EdgiOS, Opera, the Google app) and in-app webviews (no `Safari/` token) get neither the
 *   banner nor the meta tag: the spec names iOS Chrome only, and only Safari shows smart banners.
 * - The shop's own app is not told apart here: its webview sends an ordinary user agent, and the
 *   app says where it is through the app cookie (COOKIE_NAMES.appClient), which the store reads.
 */

/** Where the app-install banner (or, on iOS Safari, the smart banner) can be offered. */
export type AppBannerPlatform = 'android' | 'ios-chrome' | 'ios-safari';

const ANDROID = /\bAndroid\b/;
const WINDOWS_PHONE = /\bWindows Phone\b/;
const APPLE_MOBILE = /\b(?:iPhone|iPad|iPod)\b/;
const MACINTOSH = /\bMacintosh\b/;
const CHROME_ON_IOS = /\bCriOS\/\d/;
const SAFARI = /\bVersion\/\d.*\bSafari\/\d/;
/** Browsers and apps on iOS that look like Safari but are not (their own token added). */
const NOT_SAFARI_ON_IOS = /\b(?:CriOS|FxiOS|EdgiOS|OPiOS|OPT|GSA|YaBrowser|DuckDuckGo|Brave)\//;

/**
 * An Apple phone or tablet: an iPhone, iPod or iPad user agent, or (iPadOS 13+) a Mac user agent
 * on a device with more than one touch point.
 */
function isAppleMobileDevice(userAgent: string, maxTouchPoints = 0): boolean {
  return APPLE_MOBILE.test(userAgent) || (MACINTOSH.test(userAgent) && maxTouchPoints > 1);
}

/**
 * The platform for the app-install offer, or undefined where none is made (desktops, other iOS
 * browsers and webviews, an empty or unknown user agent).
 */
export function getAppBannerPlatform(
  userAgent: string,
  maxTouchPoints = 0,
): AppBannerPlatform | undefined {
  if (ANDROID.test(userAgent)) return WINDOWS_PHONE.test(userAgent) ? undefined : 'android';
  if (!isAppleMobileDevice(userAgent, maxTouchPoints)) return undefined;
  if (CHROME_ON_IOS.test(userAgent)) return 'ios-chrome';
  if (SAFARI.test(userAgent) && !NOT_SAFARI_ON_IOS.test(userAgent)) return 'ios-safari';
  return undefined;
}
