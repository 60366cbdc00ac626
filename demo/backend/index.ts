/**
 * The fake shop backend: one stateful test double of every service both specs name, used by the
 * demo (Vite dev server), the browser tests (@web/test-runner) and the end-to-end tests (a Node
 * server serving dist/). It is Node/connect middleware: it answers the paths it owns and calls
 * next() for everything else. Only node built-ins; the elements never import it.
 *
 *   const backend = createBackend({ latencyMs: 0 });
 *   server.middlewares.use(backend.handle); // Vite configureServer
 *   http.createServer((req, res) => backend.handle(req, res, () => serveStatic(req, res)));
 *
 * See README.md beside this file for every endpoint, envelope, error body and scenario switch.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  header,
  json,
  parseCookies,
  readBody,
  resolveRequestSite,
  writeReply,
  type Reply,
  type RequestBody,
} from './http';
import { createFragmentCache, type PageBorderRenderer } from './pageborder';
import { failureReply, matchRoute, type RequestContext } from './router';
import { type EndpointId, type MalformedKind } from './scenario';
import {
  DEFAULT_SESSION,
  isValidSessionId,
  MAX_LOGGED_REQUESTS,
  pushBounded,
  SESSION_COOKIE,
  SESSION_HEADER,
  SessionStore,
  type RequestLogEntry,
  type SessionState,
} from './session';

export { SITES, DEFAULT_SITE, SITE_INFO, type Site } from './sites';
export {
  ENDPOINTS,
  ENDPOINT_IDS,
  type EndpointId,
  type Scenario,
  type LoginStatus,
} from './scenario';
export { CART_PRESETS, CART_LIMIT, type CartPreset, type CartJson, type CartChange } from './carts';
export {
  SESSION_COOKIE,
  SESSION_HEADER,
  LOGIN_COOKIE,
  DEFAULT_SESSION,
  SessionStore,
  type SessionState,
} from './session';
export { STAFF_COOKIE, PREVIEW_COOKIE, AB_TESTS } from './preview';
export { EXPIRED_DOI_TOKEN, CONFIRMED_SUBSCRIBER_TOKEN, DOI_VALIDITY_DAYS } from './newsletter';
export { PROMOTION_IDS } from './promotions';
export type { PageBorderRenderer, PageBorderSpec } from './pageborder';

export interface BackendOptions {
  /** Latency of every endpoint in new sessions (the scenario's latencyMs); default 0. */
  latencyMs?: number;
  /** Prefix of image URLs in JSON (e.g. 'http://localhost:8000'); default '' (same origin). */
  imageBase?: string;
  /** The clock; tests pass a fixed date. */
  now?: () => Date;
  /**
   * Renders the page-border fragments on the server (the renderer of elements/server, as the
   * shop's page-border service does); without it a fragment is the element's bare tag.
   */
  renderPageBorder?: PageBorderRenderer;
  /**
   * Caches the rendered fragments per cache key (fragmentCacheKey: kind, site, platform, flags
   * and the scenario's shared data) for FRAGMENT_CACHE_MS, as the shop's page-border service and
   * the CMS do: the demo server with the built renderer. Off by default: the renderer from
   * source changes with the code.
   */
  cacheFragments?: boolean;
}

export interface Backend {
  /** Node/connect middleware: answers the backend's paths, calls next() for all others. */
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  /** Drops every session. */
  reset(): void;
  /** Session state by demo_session id, for tests. */
  readonly sessions: SessionStore;
}

const LOGGED_HEADERS = ['accept', 'content-type', 'site'];
const MAX_LOGGED_BODY = 4000;

function loggedHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || (!name.startsWith('x-') && !LOGGED_HEADERS.includes(name))) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function loggedBody(body: RequestBody): unknown {
  if (body.value !== undefined) return body.value;
  if (body.raw === '') return null;
  return body.raw.length > MAX_LOGGED_BODY ? `${body.raw.slice(0, MAX_LOGGED_BODY)}…` : body.raw;
}

/** Waits before answering; resolves false when the client went away meanwhile. */
function waitUnlessClosed(ms: number, res: ServerResponse): Promise<boolean> {
  if (res.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(!res.destroyed);
    }, ms);
    res.once('close', onClose);
  });
}

/** Every leaf changes type, so no response schema accepts the result. */
function mangle(value: unknown): unknown {
  if (Array.isArray(value)) return { length: value.length };
  if (value === null) return 'null';
  switch (typeof value) {
    case 'object':
      return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, mangle(entry)]));
    case 'number':
      return String(value);
    case 'boolean':
      return value ? 1 : 0;
    case 'string':
      return { text: value };
    default:
      return 'undefined';
  }
}

/** The scenario's "malformed" answer: 200 (or the real status) with a wrong shape or broken JSON. */
export function malformedReply(reply: Reply, kind: MalformedKind): Reply {
  const status = reply.status === 204 || reply.status === 304 ? 200 : reply.status;
  const body: unknown = reply.json ?? { status: 'OK' };
  if (kind === 'syntax') {
    const text = JSON.stringify(body);
    return {
      status,
      text: text.slice(0, Math.max(1, Math.floor(text.length * 0.6))),
      contentType: 'application/json; charset=utf-8',
      ...(reply.headers ? { headers: reply.headers } : {}),
    };
  }
  return { status, json: mangle(body), ...(reply.headers ? { headers: reply.headers } : {}) };
}

function sessionIdOf(req: IncomingMessage, cookies: Record<string, string>): string {
  const fromCookie = cookies[SESSION_COOKIE];
  if (isValidSessionId(fromCookie)) return fromCookie;
  const fromHeader = header(req, SESSION_HEADER);
  return isValidSessionId(fromHeader) ? fromHeader : DEFAULT_SESSION;
}

function logRequest(
  session: SessionState,
  context: RequestContext,
  id: EndpointId,
): RequestLogEntry {
  const entry: RequestLogEntry = {
    seq: session.nextSeq++,
    at: context.now.toISOString(),
    method: context.method,
    path: `${context.url.pathname}${context.url.search}`,
    endpoint: id,
    site: context.site,
    headers: loggedHeaders(context.req),
    cookies: context.cookies,
    body: loggedBody(context.body),
    status: null,
    outcome: 'pending',
    durationMs: null,
  };
  pushBounded(session.requests, entry, MAX_LOGGED_REQUESTS);
  return entry;
}

export function createBackend(options: BackendOptions = {}): Backend {
  const now = options.now ?? (() => new Date());
  const imageBase = (options.imageBase ?? '').replace(/\/$/, '');
  const sessions = new SessionStore(options.latencyMs ?? 0, now);
  const fragmentCache = options.cacheFragments ? createFragmentCache(now) : undefined;

  async function serve(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    match: Exclude<ReturnType<typeof matchRoute>, undefined>,
  ): Promise<void> {
    if ('methodNotAllowed' in match) {
      writeReply(
        res,
        json(405, { error: 'METHOD_NOT_ALLOWED' }, { Allow: match.methodNotAllowed.join(', ') }),
      );
      return;
    }
    const { route, params } = match;
    const cookies = parseCookies(req.headers.cookie);
    let body: RequestBody;
    try {
      body = await readBody(req);
    } catch {
      if (!res.headersSent && !res.destroyed)
        writeReply(res, json(413, { error: 'BODY_TOO_LARGE' }));
      return;
    }
    const sessionId = sessionIdOf(req, cookies);
    const session = sessions.get(sessionId);
    const context: RequestContext = {
      req,
      method: req.method ?? 'GET',
      url,
      params,
      site: resolveRequestSite(req, url, cookies),
      cookies,
      body,
      session,
      sessions,
      imageBase,
      now: now(),
      sessionId,
      renderPageBorder: options.renderPageBorder,
      fragmentCache,
    };
    const id = route.id;
    if (route.kind !== 'endpoint' || id === undefined) {
      writeReply(res, await route.handler(context));
      return;
    }

    const entry = logRequest(session, context, id);
    const started = Date.now();
    const finish = (outcome: RequestLogEntry['outcome'], status: number | null) => {
      entry.outcome = outcome;
      entry.status = status;
      entry.durationMs = Date.now() - started;
    };

    const delay = session.scenario.latency[id] ?? session.scenario.latencyMs;
    if (delay > 0 && !(await waitUnlessClosed(delay, res))) {
      // The client gave up: nothing is answered and nothing changes (a cart change is not applied).
      finish('aborted', null);
      return;
    }
    // Read after the wait: the scenario may have changed meanwhile.
    const scenario = session.scenario;
    if (scenario.networkError.includes(id)) {
      finish('network-error', null);
      req.socket.destroy();
      return;
    }
    const failuresLeft = scenario.failOnce[id] ?? 0;
    if (failuresLeft > 0) {
      if (failuresLeft === 1) delete scenario.failOnce[id];
      else scenario.failOnce[id] = failuresLeft - 1;
    }
    let reply: Reply;
    let outcome: RequestLogEntry['outcome'] = 'answered';
    if (failuresLeft > 0 || scenario.failing.includes(id)) {
      reply = failureReply(id, scenario);
      outcome = 'failed';
    } else {
      reply = await route.handler(context);
      if (scenario.malformed.includes(id)) {
        reply = malformedReply(reply, scenario.malformedKind);
        outcome = 'malformed';
      }
    }
    writeReply(res, reply);
    finish(outcome, reply.status);
  }

  function handle(req: IncomingMessage, res: ServerResponse, next: () => void): void {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://backend.localhost');
    } catch {
      next();
      return;
    }
    const match = matchRoute(req.method ?? 'GET', url.pathname);
    if (match === undefined) {
      next();
      return;
    }
    serve(req, res, url, match).catch((error: unknown) => {
      if (res.headersSent || res.destroyed) {
        res.destroy();
        return;
      }
      writeReply(
        res,
        json(500, {
          error: 'BACKEND_ERROR',
          message: error instanceof Error ? error.message : String(error),
        }),
      );
    });
  }

  return {
    handle,
    reset: () => sessions.clear(),
    sessions,
  };
}
