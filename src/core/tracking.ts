/**
 * Tracking (spec header §7 "Tracking events sent through a tracking client or data layer", §9
 * "Tracking retry defaults", "Tracking client version"; footer §7 sign_up event).
 *
 * Two sinks, both fed by trackEvent:
 * - `window.dataLayer`, the tag manager's array (GTM convention, docs/architecture.md "Storage, cookies,
 *   tracking"), created when absent.
 * - The page's tracking client, looked up as `window.shopTracking.track(payload)`. The shop's
 *   tracking script defines it, possibly after our bundle runs, so a missing client is looked up
 *   again 100 times, 200 ms apart, before the events are given up and logged (spec header §7 "If
 *   the tracking API is missing, the call is retried and then logged"). Concurrent events share
 *   one lookup instead of starting 100 timers each. The lookup runs once per page: a page
 *   without a tracking client (many have only the tag manager) gets one warning, not a retry and
 *   a log line per event; later events still go to a client that appears after all.
 */

import { TRACKING_CLIENT_VERSION, TRACKING_RETRY } from './config';
import { logger } from './logger';
import { retry } from './retry';

export interface TrackingEvent {
  /** The spec's event name: view_cart, promotion_click, sign_up, ... */
  readonly event: string;
  readonly [key: string]: unknown;
}

/** What the tracking client receives: the event plus the client version (spec header §9). */
export interface TrackingPayload extends TrackingEvent {
  readonly clientVersion: string;
}

export interface ShopTrackingApi {
  track(payload: TrackingPayload): void;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    shopTracking?: Partial<ShopTrackingApi>;
  }
}

function isTrackingEvent(value: unknown): value is TrackingEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { event?: unknown }).event === 'string' &&
    (value as { event: string }).event !== ''
  );
}

/**
 * Pushes a copy of the event to `window.dataLayer`, creating the array when absent. Returns
 * whether it was pushed; a page that made dataLayer something other than an array is left alone.
 */
export function pushToDataLayer(event: TrackingEvent): boolean {
  try {
    if (!isTrackingEvent(event) || typeof window === 'undefined') return false;
    window.dataLayer ??= [];
    const { dataLayer } = window;
    if (!Array.isArray(dataLayer)) {
      logger.warn('window.dataLayer is not an array; tracking event not pushed', {
        event: event.event,
      });
      return false;
    }
    // GA4's ecommerce events: the previous one's ecommerce object is cleared first, so the tag
    // manager's data model does not merge its items into this one's (Google's recommendation)
    if ('ecommerce' in event) dataLayer.push({ ecommerce: null });
    // a copy, so the caller changing its object later does not rewrite what was tracked;
    // push, not an index write, because the tag manager replaces push to notice new events
    dataLayer.push({ ...event });
    return true;
  } catch (error) {
    logger.warn('Pushing to the data layer failed', { event: event?.event, error });
    return false;
  }
}

function findTrackingApi(): ShopTrackingApi | undefined {
  try {
    const api = typeof window === 'undefined' ? undefined : window.shopTracking;
    return typeof api?.track === 'function' ? (api as ShopTrackingApi) : undefined;
  } catch {
    return undefined;
  }
}

class TrackingApiMissingError extends Error {
  override readonly name = 'TrackingApiMissingError';
  constructor() {
    super('window.shopTracking.track is not defined');
  }
}

/** The page's one lookup: under way, or settled (a failed one is not started again). */
let apiLookup: Promise<ShopTrackingApi> | undefined;

function waitForTrackingApi(): Promise<ShopTrackingApi> {
  apiLookup ??= retry(
    () => {
      const api = findTrackingApi();
      return api ? Promise.resolve(api) : Promise.reject(new TrackingApiMissingError());
    },
    {
      backoff: 'fixed',
      retries: TRACKING_RETRY.retries,
      delayMs: TRACKING_RETRY.delayMs,
      shouldRetry: (error) => error instanceof TrackingApiMissingError,
      logLevel: 'none',
    },
  ).catch((error: unknown) => {
    // a missing or blocked tracking script is the page's or the visitor's choice, not an error
    // worth posting: one warning per page
    logger.warn(
      'No tracking client (window.shopTracking.track) on the page; tracking events go to window.dataLayer only',
      { source: 'tracking', waitedMs: TRACKING_RETRY.retries * TRACKING_RETRY.delayMs },
    );
    throw error;
  });
  return apiLookup;
}

function deliver(api: ShopTrackingApi, event: TrackingEvent): boolean {
  try {
    api.track({ ...event, clientVersion: TRACKING_CLIENT_VERSION });
    return true;
  } catch (error) {
    logger.warn('The tracking client rejected an event', { event: event.event, error });
    return false;
  }
}

/**
 * Sends an event to the data layer at once and to the tracking client as soon as it exists.
 * Resolves to whether the tracking client received it; never rejects.
 */
export async function trackEvent(event: TrackingEvent): Promise<boolean> {
  if (!isTrackingEvent(event)) {
    logger.warn('Ignoring a tracking event without an event name');
    return false;
  }
  pushToDataLayer(event);
  const api = findTrackingApi();
  if (api) return deliver(api, event);
  try {
    return deliver(await waitForTrackingApi(), event);
  } catch {
    // said once, when the lookup gave up
    return false;
  }
}

/** Back to a fresh page: the tracking client is looked up again (tests). */
export function resetTracking(): void {
  apiLookup = undefined;
}

/**
 * The page path tracking reports (spec header §2 "For page-path computation, a mobile path
 * prefix /m is stripped and a trailing segment containing @ is dropped"): `/m/kaffee` is
 * `/kaffee`, `/p/tasse/@blau` is `/p/tasse`, `/` stays `/`.
 */
export function getTrackingPagePath(pathname: string): string {
  const withoutMobile = pathname === '/m' ? '/' : pathname.replace(/^\/m(?=\/)/, '');
  const segments = withoutMobile.split('/');
  if (segments.length > 1 && (segments.at(-1) ?? '').includes('@')) segments.pop();
  const path = segments.join('/');
  return path === '' ? '/' : path;
}
