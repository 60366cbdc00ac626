/**
 * The demo's device preview: `?ua=android`, `?ua=ios-chrome` or `?ua=ios-safari` in the address
 * makes the page report that phone's user agent, so the header's app-install offer can be tried
 * on a desktop browser: the banner with a Play Store link (Android) or an App Store link (Chrome
 * on iOS), or Safari's smart-banner meta tag (`apple-itunes-app`) in the page head (Safari on
 * iOS). `?ua=desktop`, or none, leaves the browser's own user agent.
 *
 * The header reads the user agent once, when it first renders, so the override must be in place
 * before the bundle runs: demo/page-start.ts applies it as the page's first module script, ahead
 * of /dist/shop-elements.js (module scripts run in document order), and the control panel
 * reloads the page to switch devices. Only `navigator.userAgent` (and, for the iPhone,
 * `navigator.maxTouchPoints`) change; the window keeps its size, so pick a phone width in the
 * browser's device toolbar as well to see the phone layout.
 */

export const DEVICE_PREVIEWS = ['desktop', 'android', 'ios-chrome', 'ios-safari'] as const;
export type DevicePreview = (typeof DEVICE_PREVIEWS)[number];

/** The query parameter that names the device. */
export const DEVICE_PREVIEW_PARAMETER = 'ua';

export const DEVICE_PREVIEW_LABELS: Readonly<Record<DevicePreview, string>> = {
  desktop: 'This browser (desktop: no app offer)',
  android: 'Android phone, Chrome (app banner, Play Store)',
  'ios-chrome': 'iPhone, Chrome (app banner, App Store)',
  'ios-safari': 'iPhone, Safari (smart-banner meta tag, no banner)',
};

/** Real user agents of current phones, as their browsers send them. */
export const PREVIEW_USER_AGENTS: Readonly<Record<Exclude<DevicePreview, 'desktop'>, string>> = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36',
  'ios-chrome':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.134 Mobile/15E148 Safari/604.1',
  'ios-safari':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
};

export function readDevicePreview(url: URL = new URL(window.location.href)): DevicePreview {
  const value = url.searchParams.get(DEVICE_PREVIEW_PARAMETER)?.trim().toLowerCase();
  return DEVICE_PREVIEWS.find((device) => device === value) ?? 'desktop';
}

let started = false;

/**
 * Makes the page report the previewed device's user agent (once per page load) and marks the
 * page's root element with `data-demo-device`, which demo.css uses to reserve the banner's height.
 */
export function startDevicePreview(device: DevicePreview = readDevicePreview()): void {
  if (started) return;
  started = true;
  document.documentElement.dataset.demoDevice = device;
  if (device === 'desktop') return;
  const userAgent = PREVIEW_USER_AGENTS[device];
  try {
    Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => userAgent });
    Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, get: () => 5 });
  } catch (error) {
    console.warn('[demo] the device preview could not change the user agent', error);
  }
}
