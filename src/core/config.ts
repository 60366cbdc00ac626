/**
 * Business constants of both specs' §9, the storage keys, cookie names and HTTP header names.
 * One place for every number the shop agrees on, so a changed value changes everywhere at once.
 * Constants only: importing this module has no side effects.
 */

// ---------------------------------------------------------------------------------------------
// Timings (spec header §9, footer §9)

/** spec header §4 Optimistic cart change step 2: removed items stay visible, undoable, this long. */
export const DELETED_ITEM_UNDO_MS = 10_000;
/** spec header §4 step 6: a set-error and the limit value disappear after 7.5 s. */
export const ERROR_DISPLAY_MS = 7_500;
/** spec header "Promotion blocks", §9 "Copy success": the voucher copy button shows success for 3 s. */
export const COPY_SUCCESS_MS = 3_000;
/** spec header "Header icon bar and flyouts": hover opens a flyout after 200 ms. */
export const FLYOUT_HOVER_DELAY_MS = 200;
/** spec header "Main navigation", §4 Navigation, §9: the hovered item opens after 300 ms. */
export const NAVIGATION_HOVER_DELAY_MS = 300;
/** spec header "Header icon bar and flyouts": hovering the overlay for 1 s closes the flyout. */
export const OVERLAY_HOVER_CLOSE_MS = 1_000;
/**
 * spec footer §4 "Preview panel", §7, §9: the staff preview session is renewed at once and then
 * every 5 minutes while a staff-preview element is on the page.
 */
export const PREVIEW_RENEWAL_INTERVAL_MS = 5 * 60 * 1_000;
/** spec footer §9: fetch helpers give up after 15 s. */
export const REQUEST_TIMEOUT_MS = 15_000;
/** spec footer §9: a ripple stays at least 250 ms, then fades out over 300 ms. */
export const RIPPLE_MIN_DISPLAY_MS = 250;
export const RIPPLE_FADE_OUT_MS = 300;

// ---------------------------------------------------------------------------------------------
// Cart, search, tracking (spec header §9)

/** spec header §9: above 99 items the badge shows a capped text (+99 style); hidden at 0. */
export const CART_BADGE_CAP = 99;
/** spec header §5: search input is cut to 200 characters. */
export const SEARCH_INPUT_MAX_LENGTH = 200;
/** spec header §5: suggestions are requested from 2 characters on. */
export const SUGGEST_MIN_LENGTH = 2;
/** spec header §7: query parameters maxSearchTerms and maxProducts of the suggestion call. */
export const SUGGEST_MAX_SEARCH_TERMS = 10;
export const SUGGEST_MAX_PRODUCTS = 5;
/** spec header §7: the suggestion call is retried up to 4 times, 2 s apart, while status >= 400. */
export const SUGGESTION_RETRY = { retries: 4, delayMs: 2_000, minRetriedStatus: 400 } as const;
/** spec header §9: a missing tracking API is looked up again 100 times, 200 ms apart. */
export const TRACKING_RETRY = { retries: 100, delayMs: 200 } as const;
/** spec header §9: sent with every tracking-client payload. */
export const TRACKING_CLIENT_VERSION = '5.1.2';
/** spec header §9: product history keeps 300 entries for 30 days. */
export const PRODUCT_HISTORY_MAX_ENTRIES = 300;
export const PRODUCT_HISTORY_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1_000;

/**
 * spec header §9 "Local storage limits", read as character budgets for one stored value
 * (see storage.ts getStorageLimit): desktop aims for 10000 and, when the browser's quota refuses
 * that, settles for 5000; mobile keeps 2500.
 */
export const STORAGE_LIMITS = { desktopMax: 10_000, desktopMin: 5_000, mobile: 2_500 } as const;

/** spec header §9: cookies the shop sets live 30 days unless told otherwise. */
export const COOKIE_DEFAULT_MAX_AGE_SECONDS = 2_592_000;
/** spec header §9: the logger keeps the last 100 entries. */
export const LOG_BUFFER_SIZE = 100;

export type BackoffKind = 'fixed' | 'linear' | 'exponential';

/** spec header §9 "Retry helper defaults". */
export const RETRY_DEFAULTS = {
  backoff: 'fixed',
  delayMs: 100,
  maxBackoffMs: 300_000,
  retries: 10,
  timeoutMs: 60_000,
} as const satisfies {
  backoff: BackoffKind;
  delayMs: number;
  maxBackoffMs: number;
  retries: number;
  timeoutMs: number;
};

// ---------------------------------------------------------------------------------------------
// Forms, newsletter, layout (spec footer §5, §9)

/** spec footer §5 and §9. */
export const EMAIL_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 40;
/** spec footer §4: the password-strength helper shows nothing below 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** spec footer §9: welcome voucher of 10 percent (default of the discount bubble). */
export const NEWSLETTER_DEFAULT_DISCOUNT_PERCENT = 10;
/** spec footer §2 and §9: the newsletter desktop image from 1024 px, the tablet image from 767 px. */
export const NEWSLETTER_IMAGE_MIN_WIDTHS = { desktop: 1_024, tablet: 767 } as const;

// ---------------------------------------------------------------------------------------------
// Local storage keys (spec header §3 "Local storage and cookies", docs/architecture.md "Storage, cookies, tracking")

export const LOCAL_STORAGE_KEYS = {
  /** spec header §9 "Cart storage key": the cached item count. */
  cartCount: 'cart',
  /** spec header §3: product history, with a suggested-product-result entry. */
  productHistory: 'cotProductHistory',
  /** spec header "App-install banner": closing the banner is permanent. */
  appBannerClosed: 'appBannerClosed',
  /** spec header §7: a suggestion click stores a tracking id for later product and basket events. */
  suggestionTrackingId: 'suggestionTrackingId',
} as const;

// ---------------------------------------------------------------------------------------------
// Cookies

/**
 * Every cookie the bundle reads or writes. The specs list the cookies (header §3, footer §4 and
 * §6) but not their names; these are the names chosen here:
 * - `desktopview_<country>`: per-country desktop hint (lower-case ISO country; CH and CH_FR
 *   share one, as they share one country).
 * - `platform`: CLASSIC | MATCH | SMARTPHONE | TABLET as the server decided it.
 * - `appclient`: set by the shop's own app; the value `new` marks the app.
 * - `trackingid`, `affiliatenumber`, `lasttouchpoint` (carries an expiry timestamp).
 * - `OptanonConsent`: the consent manager's own cookie; its `groups` field holds the consent
 *   group markers (spec header §9: C0004 marketing; C0003, the stock "functional" group).
 * - `longtermtoken`: the login long-term token, mirrored into HEADER_NAMES.longTermToken.
 * - `site`: the visitor's site key, mirrored into HEADER_NAMES.site.
 * - `preview`: present while a staff preview date is active; promotions then reload.
 * - `staffauthtoken`: the staff auth token cookie (footer §9) that gates the staff preview panel
 *   (footer §4): without it the staff-preview element loads no panel code and calls nothing; with
 *   it the server's auth check decides. Only its presence is read, so it must be readable by
 *   scripts (not HttpOnly); it grants nothing by itself.
 * - `logintoken`: the login cookie sent as X-LoginToken for newsletter base data (footer §7).
 * - `XSRF-TOKEN`: the CSRF token, mirrored into HEADER_NAMES.csrf (the double-submit cookie
 *   name Spring Security and most gateways use).
 */
export const COOKIE_NAMES = {
  desktopHintPrefix: 'desktopview_',
  platform: 'platform',
  appClient: 'appclient',
  trackingId: 'trackingid',
  affiliateNumber: 'affiliatenumber',
  consent: 'OptanonConsent',
  lastTouchpoint: 'lasttouchpoint',
  longTermToken: 'longtermtoken',
  site: 'site',
  preview: 'preview',
  staffAuthToken: 'staffauthtoken',
  loginToken: 'logintoken',
  csrfToken: 'XSRF-TOKEN',
} as const;

/**
 * spec header "App-install banner": the app cookie (COOKIE_NAMES.appClient) holds this value
 * inside the shop's own app.
 */
export const APP_CLIENT_COOKIE_VALUE = 'new';

/**
 * The value of LOCAL_STORAGE_KEYS.appBannerClosed once the visitor closed the app-install
 * banner. Only this value counts as closed, so nothing else another script leaves under the key
 * hides the banner for good.
 */
export const APP_BANNER_CLOSED_VALUE = 'true';

// ---------------------------------------------------------------------------------------------
// Consent and third-party scripts (spec header §7, §9)

/**
 * spec header §9 "Consent group markers: C0004 (marketing), C0003", as OneTrust writes them in
 * the `groups` field of its cookie (COOKIE_NAMES.consent). C0003 is OneTrust's stock
 * "functional" group.
 */
export const CONSENT_GROUPS = { functional: 'C0003', marketing: 'C0004' } as const;
export type ConsentGroup = (typeof CONSENT_GROUPS)[keyof typeof CONSENT_GROUPS];

/** The stage an element runs on (the common `stage` attribute): dev (test systems) or live. */
export type Stage = 'dev' | 'live';

/** OneTrust's event on window after it loaded and after every consent change. */
export const ONETRUST_CONSENT_EVENT = 'OneTrustGroupsUpdated';

/*
 * The third-party scripts' addresses (OneTrust's stub, exactag, the tag manager and its container
 * id) and OneTrust's per-site domain ids are in stores/third-party/third-party.sites.ts: only the
 * third-party code, loaded on demand, uses them, and every element loads this module.
 */

// ---------------------------------------------------------------------------------------------
// HTTP headers (spec header §7, footer §7)

/**
 * Header names. Accept, Content-Type and X-LoginToken, X-Hunter-Site and X-Original-Address are
 * named by the specs; the site, long-term token and CSRF header names are chosen here (the spec
 * says only "site header", "long-term token", "a CSRF header").
 */
export const HEADER_NAMES = {
  accept: 'Accept',
  contentType: 'Content-Type',
  site: 'X-Site',
  longTermToken: 'X-LongTermToken',
  csrf: 'X-XSRF-TOKEN',
  loginToken: 'X-LoginToken',
  /** spec footer §7: optional newsletter headers, always sent unset by the form. */
  newsletterSite: 'X-Hunter-Site',
  originalAddress: 'X-Original-Address',
} as const;

export const JSON_MEDIA_TYPE = 'application/json';
