import { describe, expect, it } from 'vitest';
import * as config from './config';
import { SITE_KEYS } from './sites';

describe('business constants', () => {
  it.each([
    ['CART_BADGE_CAP', 99],
    ['DELETED_ITEM_UNDO_MS', 10_000],
    ['ERROR_DISPLAY_MS', 7_500],
    ['COPY_SUCCESS_MS', 3_000],
    ['FLYOUT_HOVER_DELAY_MS', 200],
    ['NAVIGATION_HOVER_DELAY_MS', 300],
    ['OVERLAY_HOVER_CLOSE_MS', 1_000],
    ['HEADER_SCROLL_DEBOUNCE_MS', 50],
    ['SEARCH_INPUT_MAX_LENGTH', 200],
    ['SUGGEST_MIN_LENGTH', 2],
    ['SUGGEST_MAX_SEARCH_TERMS', 10],
    ['SUGGEST_MAX_PRODUCTS', 5],
    ['TRACKING_CLIENT_VERSION', '5.1.2'],
    ['PRODUCT_HISTORY_MAX_ENTRIES', 300],
    ['PRODUCT_HISTORY_MAX_AGE_DAYS', 30],
    ['PRODUCT_HISTORY_MAX_AGE_MS', 2_592_000_000],
    ['COOKIE_DEFAULT_MAX_AGE_SECONDS', 2_592_000],
    ['LOG_BUFFER_SIZE', 100],
    ['REQUEST_TIMEOUT_MS', 15_000],
    ['EMAIL_MAX_LENGTH', 256],
    ['NAME_MAX_LENGTH', 40],
    ['PASSWORD_MIN_LENGTH', 8],
    ['RIPPLE_MIN_DISPLAY_MS', 250],
    ['RIPPLE_FADE_OUT_MS', 300],
    ['SCHEMA_VALIDATION_DEBOUNCE_MS', 5],
    ['PREVIEW_RENEWAL_INTERVAL_MS', 300_000],
    ['NEWSLETTER_DEFAULT_DISCOUNT_PERCENT', 10],
    ['NARROW_SCREEN_WIDTH', 767],
    ['INITIAL_WINDOW_WIDTH', 20_000],
  ] as const)('sets %s to the spec value %j', (name, value) => {
    expect(config[name]).toBe(value);
  });

  it('keeps the grouped constants at their spec values', () => {
    expect(config.SUGGESTION_RETRY).toEqual({ retries: 4, delayMs: 2_000, minRetriedStatus: 400 });
    expect(config.TRACKING_RETRY).toEqual({ retries: 100, delayMs: 200 });
    expect(config.STORAGE_LIMITS).toEqual({ desktopMax: 10_000, desktopMin: 5_000, mobile: 2_500 });
    expect(config.RETRY_DEFAULTS).toEqual({
      backoff: 'fixed',
      delayMs: 100,
      maxBackoffMs: 300_000,
      retries: 10,
      timeoutMs: 60_000,
    });
    expect(config.CONSENT_GROUPS).toEqual({ marketing: 'C0004', functional: 'C0003' });
    expect(config.NEWSLETTER_IMAGE_MIN_WIDTHS).toEqual({ desktop: 1_024, tablet: 767 });
  });
});

describe('storage keys and cookie names', () => {
  it('uses the spec storage keys for the cart count and the product history', () => {
    expect(config.LOCAL_STORAGE_KEYS.cartCount).toBe('cart');
    expect(config.LOCAL_STORAGE_KEYS.productHistory).toBe('cotProductHistory');
  });

  it('gives every storage key and every cookie its own name', () => {
    const keys = Object.values(config.LOCAL_STORAGE_KEYS);
    const cookies = Object.values(config.COOKIE_NAMES);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(cookies).size).toBe(cookies.length);
  });

  it('uses only characters a cookie name may hold', () => {
    for (const name of Object.values(config.COOKIE_NAMES)) {
      expect(name).toMatch(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/);
    }
  });

  it('marks the app with the cookie value new', () => {
    expect(config.APP_CLIENT_COOKIE_VALUE).toBe('new');
  });

  it.each([
    ['DE', 'desktopview_de'],
    ['AT', 'desktopview_at'],
    ['CH', 'desktopview_ch'],
    ['CH_FR', 'desktopview_ch'],
    ['TR', 'desktopview_tr'],
  ] as const)('names the desktop hint cookie of %s %s', (site, name) => {
    expect(config.getDesktopHintCookieName(site)).toBe(name);
  });

  it('gives each of the eight countries its own desktop hint cookie', () => {
    expect(new Set(SITE_KEYS.map(config.getDesktopHintCookieName)).size).toBe(8);
  });

  it('uses the header names the spec gives', () => {
    expect(config.HEADER_NAMES.accept).toBe('Accept');
    expect(config.HEADER_NAMES.loginToken).toBe('X-LoginToken');
    expect(config.HEADER_NAMES.newsletterSite).toBe('X-Hunter-Site');
    expect(config.HEADER_NAMES.originalAddress).toBe('X-Original-Address');
  });
});
