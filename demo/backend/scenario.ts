/**
 * Endpoint ids and scenario switches. A scenario belongs to one demo session; the demo page's
 * control panel and the tests change it through POST /__backend/scenario (a partial merge).
 */
import {
  CART_ERROR_CODES,
  CART_LIMIT_CODES,
  CART_PRESETS,
  type CartErrorCode,
  type CartLimitCode,
  type CartPreset,
} from './carts';
import { isRecord } from './http';
import { PAGE_BORDER_SCENARIOS, type PageBorderScenario } from './pageborder';
import { PREVIEW_STATUSES, type PreviewStatus } from './preview';

/**
 * Every service call of both specs' §7, by id. Scenario switches (latency, failing, failOnce,
 * networkError, malformed) name endpoints by these ids.
 */
export const ENDPOINTS = [
  { id: 'psdata', method: 'GET', path: '/json/psdata' },
  { id: 'customerdata', method: 'GET', path: '/service/customerfrontenddata/api/v1/psdata' },
  { id: 'cart.get', method: 'GET', path: '/service/cart/api/cart' },
  { id: 'cart.put', method: 'PUT', path: '/service/cart/api/cart' },
  { id: 'suggestions', method: 'GET', path: '/service/searchfrontend/api/suggestions' },
  { id: 'cachekey', method: 'GET', path: '/service/searchfrontend/api/cachekey' },
  { id: 'promotion', method: 'GET', path: '/service/promotion/api/promotion/{promotionId}' },
  { id: 'navigation', method: 'GET', path: '/jsonflyoutnavigation' },
  {
    id: 'themeworlds',
    method: 'GET',
    path: '/service/themeworld-frontend/api/themeworlds/navigation',
  },
  {
    id: 'newsletter.subscribe',
    method: 'POST',
    path: '/service/newsletter/api/{private|internal}/newsletter-subscribers',
  },
  {
    id: 'newsletter.basedata',
    method: 'GET',
    path: '/service/newsletter/api/private/customers/base-data',
  },
  {
    id: 'newsletter.get',
    method: 'GET',
    path: '/service/newsletter/api/{private|internal}/newsletter-subscribers/{token}',
  },
  {
    id: 'newsletter.update',
    method: 'PUT',
    path: '/service/newsletter/api/{private|internal}/newsletter-subscribers/{token}',
  },
  {
    id: 'newsletter.doi',
    method: 'PUT',
    path: '/service/newsletter/api/{private|internal}/newsletter-subscribers/{token}/doi',
  },
  { id: 'abtest.assignment', method: 'GET', path: '/service/abtestfrontend/api/v1/getassignment' },
  { id: 'abtest.tests', method: 'GET', path: '/service/abtestfrontend/api/v1/gettestsat' },
  { id: 'preview.checkauth', method: 'GET', path: '/service/preview/api/auth/checkauth' },
  { id: 'preview.renew', method: 'GET', path: '/service/preview/api/auth/login/renew' },
  { id: 'preview.logout', method: 'GET', path: '/service/preview/api/auth/logout' },
  { id: 'preview.token', method: 'GET|POST', path: '/service/preview/api/token' },
  {
    id: 'pageborder.header',
    method: 'GET',
    path: '/service/pageborder/header/{site}/{platform}[/{flag}...]',
  },
  {
    id: 'pageborder.footer',
    method: 'GET',
    path: '/service/pageborder/footer/{site}/{platform}[/{flag}...]',
  },
  { id: 'logging', method: 'POST', path: '/service/logging' },
  { id: 'tracking.publish', method: 'POST', path: '/service/coffeebean/publish' },
] as const;

/**
 * 'psdata' | 'customerdata' | 'cart.get' | 'cart.put' | 'suggestions' | 'cachekey' | 'promotion'
 * | 'navigation' | 'themeworlds' | 'newsletter.subscribe' | 'newsletter.basedata' | 'newsletter.get'
 * | 'newsletter.update' | 'newsletter.doi' | 'abtest.assignment' | 'abtest.tests'
 * | 'preview.checkauth' | 'preview.renew' | 'preview.logout' | 'preview.token'
 * | 'pageborder.header' | 'pageborder.footer' | 'logging' | 'tracking.publish'
 */
export type EndpointId = (typeof ENDPOINTS)[number]['id'];
export const ENDPOINT_IDS: readonly EndpointId[] = ENDPOINTS.map((endpoint) => endpoint.id);

export function isEndpointId(value: unknown): value is EndpointId {
  return typeof value === 'string' && (ENDPOINT_IDS as readonly string[]).includes(value);
}

export const LOGIN_STATUSES = ['LOGGED_IN', 'REMEMBERED', 'LOGGED_OUT'] as const;
export type LoginStatus = (typeof LOGIN_STATUSES)[number];

export const MALFORMED_KINDS = ['shape', 'syntax'] as const;
export type MalformedKind = (typeof MALFORMED_KINDS)[number];

/**
 * What GET /service/promotion/api/promotion/SHOP_FOOTER answers (footer.ts): cms (the content
 * service has footer content for DE, AT, CH, CH_FR and CZ and none, 404, for PL, HU, SK and TR,
 * where the footer's built-in content shows), none (404 everywhere: built-in content on every
 * site), override (a seasonal content in the site's language everywhere), hostile (markup,
 * javascript: and protocol-relative links, unknown icon names and logo sources, parts of the
 * wrong shape), malformed (contentJSON that is not JSON) or failing (500).
 */
export const SHOP_FOOTER_SCENARIOS = [
  'cms',
  'none',
  'override',
  'hostile',
  'malformed',
  'failing',
] as const;
export type ShopFooterScenario = (typeof SHOP_FOOTER_SCENARIOS)[number];

/**
 * What the main navigation's two calls answer (navigation.ts, themeworlds.ts): standard (the
 * shop's tree, three and four levels, and its theme worlds), big (a tree of about 2,000 nodes in
 * six levels; the theme worlds as usual) or hostile (markup and unusable addresses in every
 * text and link, entries of the wrong shape, a nesting 60 levels deep, in both answers).
 * Failing calls are the endpoint switches: `failing: ['navigation', 'themeworlds']`.
 */
export const NAVIGATION_SCENARIOS = ['standard', 'big', 'hostile'] as const;
export type NavigationScenario = (typeof NAVIGATION_SCENARIOS)[number];

/**
 * What the header's promotion ids (~header_top, ~top_banner, ~category_banner,
 * ~phase_integration) answer (promotions.ts): cms (the content service's promotions for the
 * tags asked), benefits (as cms, but no top banner: 404 for ~top_banner, so the header's campaign
 * row shows the benefits strip), none (404 for every id and tag), hostile (a content for every id and any tags
 * with markup and unusable addresses in every field, a 400-character word and invalid colours;
 * hostile.ts) or malformed (contentJSON that is not JSON). SHOP_FOOTER follows `shopFooter`;
 * failing calls are the endpoint switch `failing: ['promotion']` (SHOP_FOOTER fails too).
 */
export const PROMOTION_SCENARIOS = ['cms', 'benefits', 'none', 'hostile', 'malformed'] as const;
export type PromotionScenario = (typeof PROMOTION_SCENARIOS)[number];

export interface Scenario {
  loginStatus: LoginStatus;
  cardMember: boolean;
  communityMember: boolean;
  /**
   * Replaces the demo customer's first name (customer data, newsletter base data) with any text,
   * markup included, to try how the elements show it; null: the site's demo customer.
   */
  customerFirstName: string | null;
  /** nl_status in /json/psdata; null: derived from the session's newsletter subscribers. */
  newsletterStatus: string | null;
  /** The customer already gave the personalised-offers consent (DNE). */
  hasDneConsent: boolean;
  /** The footer's SHOP_FOOTER answer (SHOP_FOOTER_SCENARIOS). */
  shopFooter: ShopFooterScenario;
  /** The navigation tree and theme worlds (NAVIGATION_SCENARIOS). */
  navigation: NavigationScenario;
  /** The header's promotions (PROMOTION_SCENARIOS). */
  promotions: PromotionScenario;
  /** What the page-border fragments answer (PAGE_BORDER_SCENARIOS in pageborder.ts). */
  pageBorder: PageBorderScenario;
  cartPreset: CartPreset;
  /** Added before every endpoint answers, unless `latency` names the endpoint. */
  latencyMs: number;
  latency: Partial<Record<EndpointId, number>>;
  /** Endpoints that answer 500 until removed from the list. */
  failing: EndpointId[];
  /** Endpoints that answer 500 for their next N calls, then recover. */
  failOnce: Partial<Record<EndpointId, number>>;
  /** Endpoints whose connection is destroyed without an answer. */
  networkError: EndpointId[];
  /** Endpoints that answer 200 with a body of the wrong shape, or with invalid JSON. */
  malformed: EndpointId[];
  malformedKind: MalformedKind;
  /** The code failing cart endpoints report. */
  cartErrorCode: CartErrorCode;
  staffAuth: boolean;
  /**
   * Forces the staff auth check's answer: UNAUTHORIZED (or BAD_REQUEST, INTERNAL_ERROR) refuses
   * even a staff cookie, as after the staff session ended; SUCCESS lets anyone in. null: staff
   * (staffAuth or the session's staff cookie) get SUCCESS, everyone else UNAUTHORIZED.
   */
  checkAuthStatus: PreviewStatus | null;
  /**
   * Forces the preview token call's answer: SUCCESS applies whatever test, group and date are
   * sent (running then or not); any other status answers it and applies nothing. null: the real,
   * validated answer.
   */
  tokenStatus: PreviewStatus | null;
  /** Forces this limit error on the next cart change, then resets to null. */
  limit: CartLimitCode | null;
}

export function defaultScenario(latencyMs = 0): Scenario {
  return {
    loginStatus: 'LOGGED_OUT',
    cardMember: false,
    communityMember: false,
    customerFirstName: null,
    newsletterStatus: null,
    hasDneConsent: false,
    shopFooter: 'cms',
    navigation: 'standard',
    promotions: 'cms',
    pageBorder: 'standard',
    cartPreset: 'empty',
    latencyMs,
    latency: {},
    failing: [],
    failOnce: {},
    networkError: [],
    malformed: [],
    malformedKind: 'shape',
    cartErrorCode: 'CARTSTORAGE_UNAVAILABLE',
    staffAuth: false,
    checkAuthStatus: null,
    tokenStatus: null,
    limit: null,
  };
}

export const SCENARIO_KEYS = Object.keys(defaultScenario()) as (keyof Scenario)[];

export type ScenarioMerge =
  { scenario: Scenario; changed: (keyof Scenario)[] } | { errors: string[] };

const MAX_LATENCY_MS = 120_000;
const MAX_NAME_LENGTH = 200;

function oneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

function isLatency(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_LATENCY_MS
  );
}

function endpointList(key: string, value: unknown, errors: string[]): EndpointId[] | undefined {
  if (!Array.isArray(value)) {
    errors.push(`${key} must be a list of endpoint ids`);
    return undefined;
  }
  const unknown = value.filter((entry) => !isEndpointId(entry));
  if (unknown.length > 0) {
    errors.push(`${key} names unknown endpoint ids: ${unknown.map(String).join(', ')}`);
    return undefined;
  }
  return [...new Set(value as EndpointId[])];
}

/** Merges a per-endpoint number map key by key; null or 0 removes an entry. */
function mergeEndpointNumbers(
  key: string,
  current: Partial<Record<EndpointId, number>>,
  value: unknown,
  isValid: (entry: unknown) => boolean,
  errors: string[],
): Partial<Record<EndpointId, number>> | undefined {
  const merged: Partial<Record<EndpointId, number>> = { ...current };
  if (!isRecord(value)) {
    errors.push(`${key} must be an object of endpoint id to number`);
    return undefined;
  }
  for (const [id, entry] of Object.entries(value)) {
    if (!isEndpointId(id)) {
      errors.push(`${key} names unknown endpoint id ${id}`);
      continue;
    }
    if (entry === null || entry === 0) {
      delete merged[id];
    } else if (isValid(entry)) {
      merged[id] = entry as number;
    } else {
      errors.push(`${key}.${id} has an invalid value`);
    }
  }
  return merged;
}

/**
 * Applies a partial scenario. Top-level keys replace their value, except `latency` and
 * `failOnce`, which merge per endpoint id. `failOnce` also accepts a list of ids (one failure each).
 */
export function mergeScenario(current: Scenario, patch: unknown): ScenarioMerge {
  if (!isRecord(patch)) return { errors: ['the body must be a JSON object'] };
  const errors: string[] = [];
  const next: Scenario = {
    ...current,
    latency: { ...current.latency },
    failOnce: { ...current.failOnce },
  };
  const changed: (keyof Scenario)[] = [];
  for (const [key, value] of Object.entries(patch)) {
    if (!(SCENARIO_KEYS as string[]).includes(key)) {
      errors.push(`unknown scenario key ${key}`);
      continue;
    }
    const typedKey = key as keyof Scenario;
    switch (typedKey) {
      case 'loginStatus':
        if (oneOf(LOGIN_STATUSES, value)) next.loginStatus = value;
        else errors.push(`loginStatus must be one of ${LOGIN_STATUSES.join(', ')}`);
        break;
      case 'cardMember':
      case 'communityMember':
      case 'hasDneConsent':
      case 'staffAuth':
        if (typeof value === 'boolean') next[typedKey] = value;
        else errors.push(`${key} must be a boolean`);
        break;
      case 'customerFirstName':
        if (value === null || (typeof value === 'string' && value.length <= MAX_NAME_LENGTH)) {
          next.customerFirstName = value;
        } else {
          errors.push(
            `customerFirstName must be a text of at most ${MAX_NAME_LENGTH} characters, or null`,
          );
        }
        break;
      case 'newsletterStatus':
        if (value === null || (typeof value === 'string' && /^[A-Z][A-Z_]{1,39}$/.test(value))) {
          next.newsletterStatus = value;
        } else {
          errors.push('newsletterStatus must be an nl_status value such as SUBSCRIBED, or null');
        }
        break;
      case 'shopFooter':
        if (oneOf(SHOP_FOOTER_SCENARIOS, value)) next.shopFooter = value;
        else errors.push(`shopFooter must be one of ${SHOP_FOOTER_SCENARIOS.join(', ')}`);
        break;
      case 'navigation':
        if (oneOf(NAVIGATION_SCENARIOS, value)) next.navigation = value;
        else errors.push(`navigation must be one of ${NAVIGATION_SCENARIOS.join(', ')}`);
        break;
      case 'promotions':
        if (oneOf(PROMOTION_SCENARIOS, value)) next.promotions = value;
        else errors.push(`promotions must be one of ${PROMOTION_SCENARIOS.join(', ')}`);
        break;
      case 'pageBorder':
        if (oneOf(PAGE_BORDER_SCENARIOS, value)) next.pageBorder = value;
        else errors.push(`pageBorder must be one of ${PAGE_BORDER_SCENARIOS.join(', ')}`);
        break;
      case 'cartPreset':
        if (oneOf(CART_PRESETS, value)) next.cartPreset = value;
        else errors.push(`cartPreset must be one of ${CART_PRESETS.join(', ')}`);
        break;
      case 'latencyMs':
        if (isLatency(value)) next.latencyMs = value;
        else errors.push(`latencyMs must be a number from 0 to ${MAX_LATENCY_MS}`);
        break;
      case 'latency': {
        const merged = mergeEndpointNumbers(key, next.latency, value, isLatency, errors);
        if (merged) next.latency = merged;
        break;
      }
      case 'failOnce': {
        const asMap = Array.isArray(value)
          ? Object.fromEntries(value.map((id: unknown) => [String(id), 1]))
          : value;
        const merged = mergeEndpointNumbers(
          key,
          next.failOnce,
          asMap,
          (entry) =>
            typeof entry === 'number' && Number.isInteger(entry) && entry > 0 && entry <= 1000,
          errors,
        );
        if (merged) next.failOnce = merged;
        break;
      }
      case 'failing':
      case 'networkError':
      case 'malformed': {
        const list = endpointList(key, value, errors);
        if (list) next[typedKey] = list;
        break;
      }
      case 'malformedKind':
        if (oneOf(MALFORMED_KINDS, value)) next.malformedKind = value;
        else errors.push(`malformedKind must be one of ${MALFORMED_KINDS.join(', ')}`);
        break;
      case 'cartErrorCode':
        if (oneOf(CART_ERROR_CODES, value)) next.cartErrorCode = value;
        else errors.push(`cartErrorCode must be one of ${CART_ERROR_CODES.join(', ')}`);
        break;
      case 'checkAuthStatus':
      case 'tokenStatus':
        if (value === null || oneOf(PREVIEW_STATUSES, value)) next[typedKey] = value;
        else errors.push(`${key} must be one of ${PREVIEW_STATUSES.join(', ')} or null`);
        break;
      case 'limit':
        if (value === null || oneOf(CART_LIMIT_CODES, value)) next.limit = value;
        else errors.push(`limit must be one of ${CART_LIMIT_CODES.join(', ')} or null`);
        break;
      default:
        typedKey satisfies never;
    }
    changed.push(typedKey);
  }
  return errors.length > 0 ? { errors } : { scenario: next, changed };
}
