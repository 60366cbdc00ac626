/**
 * The route table: which path and method belong to which endpoint id, and the handler that
 * answers it. Handlers return a Reply; scenario effects (latency, failures, network errors,
 * malformed bodies) and request logging are applied around them in index.ts.
 */
import type { IncomingMessage } from 'node:http';
import {
  applyCartChange,
  countItems,
  forcedLimitValue,
  parseCartChange,
  renderCart,
  type CartErrorCode,
  type CartState,
} from './carts';
import { customerBaseData, customerFrontendData, pageData } from './customer';
import {
  clearCookie,
  empty,
  header,
  json,
  safeDecode,
  setCookie,
  svg,
  type Reply,
  type RequestBody,
} from './http';
import { logoSvg, newsletterSvg, partnerSvg, productSvg, swatchSvg, themeWorldSvg } from './images';
import { shopFooterReply } from './footer';
import { getNavigationTree } from './navigation';
import { confirmSubscriber, getSubscriber, subscribe, updateSubscriber } from './newsletter';
import {
  fragmentCacheKey,
  pageBorderReply,
  type FragmentCache,
  type PageBorderRenderer,
  type PageBorderSpec,
} from './pageborder';
import { isPagePath, notFoundPage, renderPage } from './pages';
import {
  applyPreview,
  assignmentsFor,
  checkAuth,
  emptyPreview,
  PREVIEW_COOKIE,
  previewReply,
  renew,
  STAFF_COOKIE,
  testsActiveAt,
} from './preview';
import { promotionReply, readTags } from './promotions';
import { ENDPOINTS, mergeScenario, type EndpointId, type Scenario } from './scenario';
import {
  getCart,
  LOGIN_COOKIE,
  pushBounded,
  MAX_LOG_ENTRIES,
  MAX_TRACKING_EVENTS,
  type SessionState,
  type SessionStore,
} from './session';
import type { Site } from './sites';
import {
  DEFAULT_MAX_PRODUCTS,
  DEFAULT_MAX_SEARCH_TERMS,
  suggest,
  SUGGESTION_CACHE_KEY,
} from './suggestions';
import { themeWorldAnswer } from './themeworlds';

export interface RequestContext {
  req: IncomingMessage;
  method: string;
  url: URL;
  params: Record<string, string>;
  site: Site;
  cookies: Record<string, string>;
  body: RequestBody;
  session: SessionState;
  sessions: SessionStore;
  imageBase: string;
  now: Date;
  /** The demo session's id (the renderer's calls back into the backend name it). */
  sessionId: string;
  /** Renders a page-border fragment on the server (BackendOptions.renderPageBorder). */
  renderPageBorder?: PageBorderRenderer | undefined;
  /** The rendered fragments cached (BackendOptions.cacheFragments). */
  fragmentCache?: FragmentCache | undefined;
}

export type RouteKind = 'endpoint' | 'control' | 'asset' | 'page';

export interface Route {
  kind: RouteKind;
  /** Set for service endpoints (kind 'endpoint'). */
  id?: EndpointId;
  methods: readonly string[];
  pattern: RegExp;
  handler: (context: RequestContext) => Reply | Promise<Reply>;
}

// ---------------------------------------------------------------------------------------------
// Shared helpers

function isStaff(context: RequestContext): boolean {
  return (
    context.session.scenario.staffAuth ||
    context.cookies[STAFF_COOKIE] === context.session.staffToken
  );
}

/** "Now" for content: the staff preview date while the preview cookie of the session is sent. */
function contentNow(context: RequestContext): Date {
  const { preview } = context.session;
  if (preview.token && preview.dateTime && context.cookies[PREVIEW_COOKIE] === preview.token) {
    return new Date(preview.dateTime);
  }
  return context.now;
}

/**
 * A fragment rendered on the server in the request's session, from the backend's fragment cache
 * when it has one and the fragment is cacheable (fragmentCacheKey).
 */
async function renderFragment(context: RequestContext, spec: PageBorderSpec): Promise<string> {
  const render = () =>
    context.renderPageBorder!(spec, {
      sessionId: context.sessionId,
      origin: `http://${context.req.headers.host ?? '127.0.0.1'}`,
    });
  const key =
    context.fragmentCache && fragmentCacheKey(spec, context.session.scenario, context.now);
  const { html } = await (key === undefined ? render() : context.fragmentCache!.get(key, render));
  return html;
}

function cartOf(context: RequestContext): CartState {
  return getCart(context.session, context.site);
}

/** The answer of an endpoint the scenario makes fail (failing or failOnce). */
export function failureReply(id: EndpointId, scenario: Scenario): Reply {
  const message = `The demo scenario makes ${id} fail.`;
  switch (id) {
    case 'cart.get':
      return json(500, { error: scenario.cartErrorCode });
    case 'cart.put':
      return json(500, {
        cart: null,
        addedProduct: null,
        error: scenario.cartErrorCode,
        limit: null,
      });
    case 'newsletter.subscribe':
    case 'newsletter.basedata':
    case 'newsletter.get':
    case 'newsletter.update':
    case 'newsletter.doi':
      return json(500, { type: 'urn:newsletter:internal_error', title: message, status: 500 });
    case 'preview.checkauth':
    case 'preview.renew':
    case 'preview.logout':
    case 'preview.token':
      return previewReply('INTERNAL_ERROR', { message });
    case 'psdata':
    case 'customerdata':
    case 'suggestions':
    case 'cachekey':
    case 'promotion':
    case 'navigation':
    case 'themeworlds':
    case 'pageborder.header':
    case 'pageborder.footer':
    case 'abtest.assignment':
    case 'abtest.tests':
    case 'logging':
    case 'tracking.publish':
      return json(500, { error: 'INTERNAL_ERROR', message });
    default:
      return id satisfies never;
  }
}

// ---------------------------------------------------------------------------------------------
// Cart

function cartChangeError(
  context: RequestContext,
  status: number,
  error: CartErrorCode,
  message: string,
): Reply {
  return json(status, {
    cart: renderCart(cartOf(context), context.site, context.imageBase),
    addedProduct: null,
    error,
    limit: null,
    message,
  });
}

function putCart(context: RequestContext): Reply {
  const { body, session, site, imageBase } = context;
  if (body.invalidJson)
    return cartChangeError(context, 400, 'UNKNOWN', 'the body is not valid JSON');
  const change = parseCartChange(body.value);
  if ('invalid' in change) return cartChangeError(context, 400, 'UNKNOWN', change.invalid);
  const cart = cartOf(context);
  const forced = session.scenario.limit;
  if (forced) {
    // The scenario forces one limit error, then the cart behaves normally again.
    session.scenario.limit = null;
    return json(409, {
      cart: renderCart(cart, site, imageBase),
      addedProduct: null,
      error: forced,
      limit: forcedLimitValue(forced, change),
    });
  }
  const outcome = applyCartChange(cart, change, { site, imageBase });
  switch (outcome.kind) {
    case 'changed':
      session.carts[site] = outcome.cart;
      return json(200, {
        cart: renderCart(outcome.cart, site, imageBase),
        addedProduct: outcome.added,
        error: null,
        limit: null,
      });
    case 'unchanged':
      return empty(304);
    case 'limit':
      return json(409, {
        cart: renderCart(cart, site, imageBase),
        addedProduct: null,
        error: outcome.error,
        limit: outcome.limit,
      });
    case 'rejected':
      return cartChangeError(context, outcome.status, outcome.error, outcome.message);
    default:
      return outcome satisfies never;
  }
}

// ---------------------------------------------------------------------------------------------
// Search

function readCount(params: URLSearchParams, name: string, fallback: number): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d{1,4}$/.test(raw)) return undefined;
  return Math.min(Number(raw), 50);
}

function suggestions(context: RequestContext): Reply {
  const params = context.url.searchParams;
  const maxSearchTerms = readCount(params, 'maxSearchTerms', DEFAULT_MAX_SEARCH_TERMS);
  const maxProducts = readCount(params, 'maxProducts', DEFAULT_MAX_PRODUCTS);
  if (maxSearchTerms === undefined || maxProducts === undefined) {
    return json(400, {
      error: 'INVALID_PARAMETER',
      parameter: maxSearchTerms === undefined ? 'maxSearchTerms' : 'maxProducts',
    });
  }
  return json(
    200,
    suggest(
      context.site,
      params.get('q') ?? '',
      { maxSearchTerms, maxProducts },
      context.imageBase,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Newsletter

function baseData(context: RequestContext): Reply {
  const { session, site } = context;
  const token = header(context.req, 'x-logintoken');
  if (session.scenario.loginStatus === 'LOGGED_OUT' || !token || token !== session.loginToken) {
    return json(401, {
      type: 'urn:newsletter:unauthorized',
      title: 'A valid X-LoginToken is required.',
      status: 401,
    });
  }
  return json(200, customerBaseData(session.scenario, site));
}

function newsletterBody(context: RequestContext, operation: (body: unknown) => Reply): Reply {
  if (context.body.invalidJson) {
    return json(400, {
      type: 'urn:newsletter:validation_failed',
      title: 'The request is not valid.',
      status: 400,
      field: 'body',
      detail: 'the body is not valid JSON',
    });
  }
  return operation(context.body.value);
}

// ---------------------------------------------------------------------------------------------
// Preview

function previewToken(context: RequestContext): Reply {
  if (!isStaff(context)) return previewReply('UNAUTHORIZED');
  const params = context.url.searchParams;
  const body = context.body.value;
  const fromBody =
    typeof body === 'object' && body !== null && 'previewDateTime' in body
      ? (body as { previewDateTime: unknown }).previewDateTime
      : undefined;
  // the scenario's token answer: SUCCESS applies anything sent, another status applies nothing
  const forced = context.session.scenario.tokenStatus;
  if (forced !== null && forced !== 'SUCCESS') return previewReply(forced);
  const reply = applyPreview(
    context.session.preview,
    {
      test: params.get('test') ?? '',
      group: params.get('group') ?? '',
      previewDateTime: fromBody ?? params.get('previewDateTime') ?? undefined,
    },
    { unchecked: forced === 'SUCCESS' },
  );
  const token = context.session.preview.token;
  return reply.status === 200 && token
    ? { ...reply, headers: { 'Set-Cookie': setCookie(PREVIEW_COOKIE, token, 8 * 3600) } }
    : reply;
}

// ---------------------------------------------------------------------------------------------
// Logging and tracking

function collect(context: RequestContext, store: (entry: unknown) => void): Reply {
  const { body } = context;
  if (body.invalidJson || typeof body.value !== 'object' || body.value === null) {
    return json(400, {
      error: 'INVALID_BODY',
      message: 'expected a JSON object or a list of objects',
    });
  }
  const entries: unknown[] = Array.isArray(body.value) ? body.value : [body.value];
  entries.forEach(store);
  return json(202, { accepted: entries.length });
}

// ---------------------------------------------------------------------------------------------
// Control API (/__backend/...)

function scenarioCookies(session: SessionState, changed: readonly (keyof Scenario)[]): string[] {
  const cookies: string[] = [];
  if (changed.includes('loginStatus')) {
    cookies.push(
      session.scenario.loginStatus === 'LOGGED_OUT'
        ? clearCookie(LOGIN_COOKIE)
        : setCookie(LOGIN_COOKIE, session.loginToken),
    );
  }
  if (changed.includes('staffAuth')) {
    cookies.push(
      session.scenario.staffAuth
        ? setCookie(STAFF_COOKIE, session.staffToken)
        : clearCookie(STAFF_COOKIE),
    );
  }
  return cookies;
}

function postScenario(context: RequestContext): Reply {
  const { session, body } = context;
  if (body.invalidJson)
    return json(400, { error: 'INVALID_SCENARIO', details: ['the body is not valid JSON'] });
  const merged = mergeScenario(session.scenario, body.value ?? {});
  if ('errors' in merged) return json(400, { error: 'INVALID_SCENARIO', details: merged.errors });
  session.scenario = merged.scenario;
  if (merged.changed.includes('cartPreset')) session.carts = {};
  const cookies = scenarioCookies(session, merged.changed);
  return json(200, session.scenario, cookies.length > 0 ? { 'Set-Cookie': cookies } : undefined);
}

function reset(context: RequestContext): Reply {
  const session = context.sessions.reset(context.session.id);
  return json(
    200,
    { session: session.id, scenario: session.scenario },
    {
      'Set-Cookie': [
        clearCookie(LOGIN_COOKIE),
        clearCookie(STAFF_COOKIE),
        clearCookie(PREVIEW_COOKIE),
      ],
    },
  );
}

function state(context: RequestContext): Reply {
  const { session, imageBase } = context;
  const carts = Object.fromEntries(
    Object.entries(session.carts).map(([site, cart]) => [
      site,
      renderCart(cart, site as Site, imageBase),
    ]),
  );
  return json(200, {
    session: session.id,
    createdAt: session.createdAt,
    site: context.site,
    scenario: session.scenario,
    loginToken: session.loginToken,
    staffToken: session.staffToken,
    carts,
    newsletter: { subscribers: session.newsletter.subscribers },
    preview: session.preview,
    requests: session.requests,
    logEntries: session.logEntries,
    trackingEvents: session.trackingEvents,
  });
}

// ---------------------------------------------------------------------------------------------
// Table

const NEWSLETTER_BASE = '^/service/newsletter/api/(?<base>private|internal)';

function endpoint(
  id: EndpointId,
  methods: readonly string[],
  pattern: RegExp,
  handler: Route['handler'],
): Route {
  return { kind: 'endpoint', id, methods, pattern, handler };
}

function asset(pattern: RegExp, draw: (context: RequestContext) => string | undefined): Route {
  return {
    kind: 'asset',
    methods: ['GET'],
    pattern,
    handler: (context) => {
      const image = draw(context);
      return image === undefined ? json(404, { error: 'IMAGE_NOT_FOUND' }) : svg(image);
    },
  };
}

export const ROUTES: readonly Route[] = [
  // Control API
  {
    kind: 'control',
    methods: ['GET'],
    pattern: /^\/__backend\/scenario$/,
    handler: (context) => json(200, context.session.scenario),
  },
  { kind: 'control', methods: ['POST'], pattern: /^\/__backend\/scenario$/, handler: postScenario },
  { kind: 'control', methods: ['POST'], pattern: /^\/__backend\/reset$/, handler: reset },
  { kind: 'control', methods: ['GET'], pattern: /^\/__backend\/state$/, handler: state },
  {
    kind: 'control',
    methods: ['GET'],
    pattern: /^\/__backend\/endpoints$/,
    handler: () => json(200, ENDPOINTS),
  },

  // Personal data
  endpoint('psdata', ['GET'], /^\/json\/psdata$/, (context) =>
    json(
      200,
      pageData({
        scenario: context.session.scenario,
        subscribers: context.session.newsletter.subscribers,
        site: context.site,
        cartCount: countItems(cartOf(context)),
        abTests: assignmentsFor(context.session.id, context.now),
        now: context.now,
      }),
    ),
  ),
  endpoint(
    'customerdata',
    ['GET'],
    /^\/service\/customerfrontenddata\/api\/v1\/psdata$/,
    (context) => json(200, customerFrontendData(context.session.scenario, context.site)),
  ),

  // Cart
  endpoint('cart.get', ['GET'], /^\/service\/cart\/api\/cart$/, (context) =>
    json(200, renderCart(cartOf(context), context.site, context.imageBase)),
  ),
  endpoint('cart.put', ['PUT'], /^\/service\/cart\/api\/cart$/, putCart),

  // Search
  endpoint('suggestions', ['GET'], /^\/service\/searchfrontend\/api\/suggestions$/, suggestions),
  endpoint('cachekey', ['GET'], /^\/service\/searchfrontend\/api\/cachekey$/, () =>
    json(200, { cacheKey: SUGGESTION_CACHE_KEY }),
  ),

  // Content
  endpoint(
    'promotion',
    ['GET'],
    /^\/service\/promotion\/api\/promotion\/(?<promotionId>[^/]+)$/,
    (context) => {
      const promotionId = context.params['promotionId'] ?? '';
      if (promotionId === 'SHOP_FOOTER') {
        return shopFooterReply(context.site, context.session.scenario.shopFooter);
      }
      const params = context.url.searchParams;
      return promotionReply(
        promotionId,
        {
          allOfTags: readTags(params, 'allOfTags'),
          anyOfTags: readTags(params, 'anyOfTags'),
          noneOfTags: readTags(params, 'noneOfTags'),
        },
        { site: context.site, now: contentNow(context), imageBase: context.imageBase },
        context.session.scenario.promotions,
      );
    },
  ),
  endpoint('navigation', ['GET'], /^\/jsonflyoutnavigation$/, (context) =>
    json(200, getNavigationTree(context.site, context.session.scenario.navigation)),
  ),
  endpoint(
    'themeworlds',
    ['GET'],
    /^\/service\/themeworld-frontend\/api\/themeworlds\/navigation$/,
    (context) =>
      json(
        200,
        themeWorldAnswer(
          context.site,
          contentNow(context),
          context.imageBase,
          context.session.scenario.navigation,
        ),
      ),
  ),

  // Newsletter
  endpoint(
    'newsletter.subscribe',
    ['POST'],
    new RegExp(`${NEWSLETTER_BASE}/newsletter-subscribers$`),
    (context) =>
      newsletterBody(context, (body) =>
        subscribe(context.session.newsletter, context.site, body, context.now),
      ),
  ),
  endpoint(
    'newsletter.basedata',
    ['GET'],
    new RegExp(`${NEWSLETTER_BASE}/customers/base-data$`),
    (context) =>
      context.params['base'] === 'private'
        ? baseData(context)
        : json(404, {
            type: 'urn:newsletter:not_found',
            title: 'Base data exists on the private API only.',
            status: 404,
          }),
  ),
  endpoint(
    'newsletter.doi',
    ['PUT'],
    new RegExp(`${NEWSLETTER_BASE}/newsletter-subscribers/(?<token>[^/]+)/doi$`),
    (context) =>
      confirmSubscriber(context.session.newsletter, context.params['token'] ?? '', context.now),
  ),
  endpoint(
    'newsletter.get',
    ['GET'],
    new RegExp(`${NEWSLETTER_BASE}/newsletter-subscribers/(?<token>[^/]+)$`),
    (context) => getSubscriber(context.session.newsletter, context.params['token'] ?? ''),
  ),
  endpoint(
    'newsletter.update',
    ['PUT'],
    new RegExp(`${NEWSLETTER_BASE}/newsletter-subscribers/(?<token>[^/]+)$`),
    (context) =>
      newsletterBody(context, (body) =>
        updateSubscriber(context.session.newsletter, context.params['token'] ?? '', body),
      ),
  ),

  // A/B tests and staff preview
  endpoint(
    'abtest.assignment',
    ['GET'],
    /^\/service\/abtestfrontend\/api\/v1\/getassignment$/,
    (context) => json(200, assignmentsFor(context.session.id, contentNow(context))),
  ),
  endpoint(
    'abtest.tests',
    ['GET'],
    /^\/service\/abtestfrontend\/api\/v1\/gettestsat$/,
    (context) => {
      const time = context.url.searchParams.get('time');
      if (!time || Number.isNaN(Date.parse(time))) {
        return json(400, { error: 'INVALID_TIME', message: 'time must be an ISO date-time' });
      }
      return json(200, testsActiveAt(new Date(time)));
    },
  ),
  endpoint(
    'preview.checkauth',
    ['GET'],
    /^\/service\/preview\/api\/auth\/checkauth$/,
    (context) => {
      const forced = context.session.scenario.checkAuthStatus;
      if (forced === 'SUCCESS' || (forced === null && isStaff(context))) {
        return checkAuth(context.session.preview, context.now);
      }
      return previewReply(forced ?? 'UNAUTHORIZED');
    },
  ),
  endpoint('preview.renew', ['GET'], /^\/service\/preview\/api\/auth\/login\/renew$/, (context) =>
    isStaff(context) ? renew(context.session.preview, context.now) : previewReply('UNAUTHORIZED'),
  ),
  endpoint('preview.logout', ['GET'], /^\/service\/preview\/api\/auth\/logout$/, (context) => {
    context.session.scenario.staffAuth = false;
    context.session.preview = emptyPreview();
    return {
      ...previewReply('SUCCESS'),
      headers: { 'Set-Cookie': [clearCookie(STAFF_COOKIE), clearCookie(PREVIEW_COOKIE)] },
    };
  }),
  endpoint('preview.token', ['GET', 'POST'], /^\/service\/preview\/api\/token$/, previewToken),

  // Page-border fragments
  ...(['header', 'footer'] as const).map((kind) =>
    endpoint(
      `pageborder.${kind}`,
      ['GET'],
      new RegExp(
        `^/service/pageborder/${kind}/(?<site>[^/]+)/(?<platform>[^/]+)(?<flags>(?:/[^/]+)*)$`,
      ),
      (context) =>
        pageBorderReply(
          kind,
          context.params['site'] ?? '',
          context.params['platform'] ?? '',
          context.params['flags'] ?? '',
          context.session.scenario.pageBorder,
          context.renderPageBorder && ((spec) => renderFragment(context, spec)),
        ),
    ),
  ),

  // Logging and tracking
  endpoint('logging', ['POST'], /^\/service\/logging$/, (context) =>
    collect(context, (entry) =>
      pushBounded(
        context.session.logEntries,
        { at: context.now.toISOString(), entry },
        MAX_LOG_ENTRIES,
      ),
    ),
  ),
  endpoint('tracking.publish', ['POST'], /^\/service\/coffeebean\/publish$/, (context) =>
    collect(context, (event) =>
      pushBounded(
        context.session.trackingEvents,
        { at: context.now.toISOString(), event },
        MAX_TRACKING_EVENTS,
      ),
    ),
  ),

  // Images
  asset(/^\/demo-assets\/products\/(?<id>[^/]+)\.svg$/, (context) =>
    productSvg(
      context.site,
      context.params['id'] ?? '',
      context.url.searchParams.get('tcm'),
      context.url.searchParams.get('size') === 'thumb',
    ),
  ),
  asset(/^\/demo-assets\/partner\/(?<id>[^/]+)\.svg$/, (context) =>
    partnerSvg(context.site, context.params['id'] ?? ''),
  ),
  asset(/^\/demo-assets\/swatches\/(?<name>[^/]+)\.svg$/, (context) =>
    swatchSvg(context.params['name'] ?? ''),
  ),
  asset(/^\/demo-assets\/themeworlds\/(?<slug>[^/]+)\.svg$/, (context) =>
    themeWorldSvg(context.site, context.params['slug'] ?? ''),
  ),
  asset(/^\/newsletter-frontend\/images\/(?<name>[^/]+)\.svg$/, (context) =>
    newsletterSvg(context.params['name'] ?? ''),
  ),
  asset(/^\/service\/footer-images\/logos\/(?<name>[^/]+)\.svg$/, (context) =>
    logoSvg(context.params['name'] ?? ''),
  ),
];

const PAGE_ROUTE: Route = {
  kind: 'page',
  methods: ['GET', 'HEAD', 'POST'],
  pattern: /^\//,
  handler: (context) => {
    const page = {
      method: context.method,
      url: context.url,
      site: context.site,
      session: context.session,
      imageBase: context.imageBase,
    };
    const isSignIn = context.method === 'POST' && context.url.pathname === '/signin';
    if (context.method !== 'GET' && context.method !== 'HEAD' && !isSignIn) {
      return json(405, { error: 'METHOD_NOT_ALLOWED' }, { Allow: 'GET' });
    }
    return renderPage(page) ?? notFoundPage(page);
  },
};

export type RouteMatch =
  { route: Route; params: Record<string, string> } | { methodNotAllowed: string[] } | undefined;

/** The route for a request; undefined when the path is not the backend's (the caller calls next()). */
export function matchRoute(method: string, pathname: string): RouteMatch {
  const allowed = new Set<string>();
  for (const route of ROUTES) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    if (route.methods.includes(method)) {
      const params = Object.fromEntries(
        Object.entries(match.groups ?? {}).map(([key, value]) => [key, safeDecode(value)]),
      );
      return { route, params };
    }
    route.methods.forEach((candidate) => allowed.add(candidate));
  }
  if (allowed.size > 0) return { methodNotAllowed: [...allowed] };
  if (isPagePath(pathname)) return { route: PAGE_ROUTE, params: {} };
  return undefined;
}
