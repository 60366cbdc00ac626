/**
 * The demo page's side of the fake shop backend's control API (demo/backend, under /__backend/).
 * Only types come from the backend: its modules run in Node and never reach the browser.
 */
import * as v from 'valibot';
import type { PreviewStatus } from './backend/preview';
import type { EndpointId, Scenario } from './backend/scenario';

/**
 * Every endpoint id the backend knows, grouped as the panel shows them. The two checks below
 * fail the type check when the backend adds or removes an id, so the panel never drifts.
 */
export const ENDPOINT_GROUPS = [
  { label: 'Customer', ids: ['psdata', 'customerdata'] },
  { label: 'Cart', ids: ['cart.get', 'cart.put'] },
  { label: 'Search', ids: ['suggestions', 'cachekey'] },
  { label: 'Navigation and promotions', ids: ['navigation', 'themeworlds', 'promotion'] },
  {
    label: 'Newsletter',
    ids: [
      'newsletter.subscribe',
      'newsletter.basedata',
      'newsletter.get',
      'newsletter.update',
      'newsletter.doi',
    ],
  },
  {
    label: 'Staff preview',
    ids: [
      'preview.checkauth',
      'preview.renew',
      'preview.logout',
      'preview.token',
      'abtest.assignment',
      'abtest.tests',
    ],
  },
  { label: 'Page-border fragments', ids: ['pageborder.header', 'pageborder.footer'] },
  { label: 'Logging and tracking', ids: ['logging', 'tracking.publish'] },
] as const satisfies readonly { label: string; ids: readonly EndpointId[] }[];

type ListedEndpointId = (typeof ENDPOINT_GROUPS)[number]['ids'][number];
const everyEndpointListed: Exclude<EndpointId, ListedEndpointId> extends never ? true : never =
  true;
void everyEndpointListed;

export const ENDPOINT_IDS: readonly EndpointId[] = ENDPOINT_GROUPS.flatMap((group) => group.ids);

export type LoginStatus = Scenario['loginStatus'];
export type CartPreset = Scenario['cartPreset'];
export type CartErrorCode = Scenario['cartErrorCode'];
export type LimitCode = NonNullable<Scenario['limit']>;
export type MalformedKind = Scenario['malformedKind'];
export type ShopFooterScenario = Scenario['shopFooter'];
export type NavigationScenario = Scenario['navigation'];
export type PromotionScenario = Scenario['promotions'];

export const LOGIN_STATUSES = [
  'LOGGED_OUT',
  'REMEMBERED',
  'LOGGED_IN',
] as const satisfies readonly LoginStatus[];
export const CART_PRESETS = [
  'empty',
  'full',
  'defective',
  'unavailable',
  'big',
] as const satisfies readonly CartPreset[];
export const CART_ERROR_CODES = [
  'CARTSTORAGE_UNAVAILABLE',
  'PRODUCTDATA_UNAVAILABLE',
  'PRICE_UNAVAILABLE',
  'NOT_MODIFIED',
  'UNKNOWN',
] as const satisfies readonly CartErrorCode[];
export const LIMIT_CODES = [
  'CART_LIMIT',
  'ITEM_LIMIT',
  'AVAILABILITY_LIMIT',
] as const satisfies readonly LimitCode[];
export const MALFORMED_KINDS = ['shape', 'syntax'] as const satisfies readonly MalformedKind[];
/** Answers the staff preview's auth check and token call can be forced to give (null: the real one). */
export const PREVIEW_STATUSES = [
  'SUCCESS',
  'UNAUTHORIZED',
  'BAD_REQUEST',
  'INTERNAL_ERROR',
] as const satisfies readonly PreviewStatus[];
/** What SHOP_FOOTER answers (demo/backend/footer.ts). */
export const SHOP_FOOTER_SCENARIOS = [
  'cms',
  'none',
  'override',
  'hostile',
  'malformed',
  'failing',
] as const satisfies readonly ShopFooterScenario[];
/** What the navigation's two calls answer (demo/backend/navigation.ts). */
export const NAVIGATION_SCENARIOS = [
  'standard',
  'big',
  'hostile',
] as const satisfies readonly NavigationScenario[];
/** What the header's promotion ids answer (demo/backend/promotions.ts). */
export const PROMOTION_SCENARIOS = [
  'cms',
  'benefits',
  'none',
  'hostile',
  'malformed',
] as const satisfies readonly PromotionScenario[];
/** nl_status values of /json/psdata; null lets the backend derive it from the session's sign-ups. */
export const NEWSLETTER_STATUSES = ['SUBSCRIBED', 'WAITING_FOR_DOI', 'UNSUBSCRIBED'] as const;

/** The switches the control panel shows; the backend has a few more (per-endpoint latency). */
export type PanelScenario = Pick<
  Scenario,
  | 'loginStatus'
  | 'cardMember'
  | 'communityMember'
  | 'customerFirstName'
  | 'newsletterStatus'
  | 'hasDneConsent'
  | 'shopFooter'
  | 'navigation'
  | 'promotions'
  | 'cartPreset'
  | 'latencyMs'
  | 'failing'
  | 'failOnce'
  | 'networkError'
  | 'malformed'
  | 'malformedKind'
  | 'cartErrorCode'
  | 'staffAuth'
  | 'checkAuthStatus'
  | 'tokenStatus'
  | 'limit'
>;

/** The backend's defaults (demo/backend/scenario.ts defaultScenario). */
export const DEFAULT_SCENARIO: PanelScenario = {
  loginStatus: 'LOGGED_OUT',
  cardMember: false,
  communityMember: false,
  customerFirstName: null,
  newsletterStatus: null,
  hasDneConsent: false,
  shopFooter: 'cms',
  navigation: 'standard',
  promotions: 'cms',
  cartPreset: 'empty',
  latencyMs: 0,
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

const endpointId = v.picklist(ENDPOINT_IDS);
const ScenarioSchema = v.looseObject({
  loginStatus: v.picklist(LOGIN_STATUSES),
  cardMember: v.boolean(),
  communityMember: v.boolean(),
  customerFirstName: v.nullable(v.string()),
  newsletterStatus: v.nullable(v.string()),
  hasDneConsent: v.boolean(),
  shopFooter: v.picklist(SHOP_FOOTER_SCENARIOS),
  navigation: v.picklist(NAVIGATION_SCENARIOS),
  promotions: v.picklist(PROMOTION_SCENARIOS),
  cartPreset: v.picklist(CART_PRESETS),
  latencyMs: v.number(),
  failing: v.array(endpointId),
  failOnce: v.record(endpointId, v.number()),
  networkError: v.array(endpointId),
  malformed: v.array(endpointId),
  malformedKind: v.picklist(MALFORMED_KINDS),
  cartErrorCode: v.picklist(CART_ERROR_CODES),
  staffAuth: v.boolean(),
  checkAuthStatus: v.nullable(v.picklist(PREVIEW_STATUSES)),
  tokenStatus: v.nullable(v.picklist(PREVIEW_STATUSES)),
  limit: v.nullable(v.picklist(LIMIT_CODES)),
});

const ReceivedRequest = v.looseObject({
  seq: v.number(),
  at: v.string(),
  method: v.string(),
  /** Path with query string. */
  path: v.string(),
  endpoint: v.string(),
  site: v.string(),
  /** null while pending or when no answer was sent. */
  status: v.nullable(v.number()),
  outcome: v.string(),
  durationMs: v.nullable(v.number()),
});
const SubscriberSchema = v.looseObject({
  token: v.string(),
  email: v.string(),
  site: v.string(),
  status: v.string(),
  createdAt: v.string(),
});
const StateSchema = v.looseObject({
  session: v.string(),
  requests: v.array(ReceivedRequest),
  newsletter: v.looseObject({ subscribers: v.array(SubscriberSchema) }),
});

export type ReceivedRequest = v.InferOutput<typeof ReceivedRequest>;
export type NewsletterSubscriber = v.InferOutput<typeof SubscriberSchema>;
export type BackendState = v.InferOutput<typeof StateSchema>;

/** A control call that hangs (a backend mid-restart) must not leave the panel waiting forever. */
const CONTROL_TIMEOUT_MS = 10_000;

async function call<T>(
  schema: v.GenericSchema<unknown, T>,
  path: string,
  init?: RequestInit,
): Promise<T> {
  const response = await fetch(path, {
    credentials: 'include',
    cache: 'no-store',
    signal: AbortSignal.timeout(CONTROL_TIMEOUT_MS),
    ...init,
    headers: { Accept: 'application/json', ...init?.headers },
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new Error(`${init?.method ?? 'GET'} ${path} answered ${response.status} ${text}`.trim());
  }
  return v.parse(schema, await response.json());
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json' },
});

export function getScenario(): Promise<PanelScenario> {
  return call(ScenarioSchema, '/__backend/scenario');
}

/** A partial merge: keys not sent keep their value. Resolves to the whole new scenario. */
export function postScenario(patch: Partial<PanelScenario>): Promise<PanelScenario> {
  return call(ScenarioSchema, '/__backend/scenario', json(patch));
}

export async function resetBackend(): Promise<void> {
  const response = await fetch('/__backend/reset', {
    method: 'POST',
    credentials: 'include',
    signal: AbortSignal.timeout(CONTROL_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`POST /__backend/reset answered ${response.status}`);
}

export function getBackendState(): Promise<BackendState> {
  return call(StateSchema, '/__backend/state');
}

/** The double-opt-in confirmation the link in the e-mail would trigger (spec footer §7). */
export function getDoiPath(token: string): string {
  return `/service/newsletter/api/private/newsletter-subscribers/${encodeURIComponent(token)}/doi`;
}

/** Resolves to the status the newsletter service answered (204 confirmed, 404, 410 expired). */
export async function confirmDoubleOptIn(token: string): Promise<number> {
  const response = await fetch(getDoiPath(token), { method: 'PUT', credentials: 'include' });
  return response.status;
}
