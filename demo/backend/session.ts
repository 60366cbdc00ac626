/**
 * Demo sessions. Every piece of backend state (scenario, carts per site, newsletter subscribers,
 * staff preview, received requests, log entries, tracking events) belongs to one session, named by
 * the `demo_session` cookie ('default' without one), so parallel test pages can isolate themselves.
 */
import { createHash } from 'node:crypto';
import { createCart, type CartState } from './carts';
import { presetSubscribers, type NewsletterState } from './newsletter';
import { emptyPreview, type PreviewState } from './preview';
import { defaultScenario, type EndpointId, type Scenario } from './scenario';
import type { Site } from './sites';

export const SESSION_COOKIE = 'demo_session';
/** Alternative to the cookie for clients that cannot set one (Node tests, curl). */
export const SESSION_HEADER = 'x-demo-session';
export const DEFAULT_SESSION = 'default';
/** The login cookie the demo sets while the scenario has a known customer. */
export const LOGIN_COOKIE = 'logintoken'; // the same name as COOKIE_NAMES.loginToken in src/core/config.ts

export const MAX_LOGGED_REQUESTS = 50;
export const MAX_LOG_ENTRIES = 100;
export const MAX_TRACKING_EVENTS = 200;
/** Oldest sessions are dropped beyond this many, so a long demo run cannot grow without bound. */
export const MAX_SESSIONS = 500;

export interface RequestLogEntry {
  seq: number;
  at: string;
  method: string;
  /** Path with query string. */
  path: string;
  endpoint: EndpointId;
  site: Site;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  body: unknown;
  /** HTTP status answered; null while pending or when no answer was sent. */
  status: number | null;
  outcome: 'pending' | 'answered' | 'failed' | 'malformed' | 'network-error' | 'aborted';
  durationMs: number | null;
}

export interface SessionState {
  id: string;
  createdAt: string;
  scenario: Scenario;
  /** One cart per site, created from the scenario's preset on first use. */
  carts: Partial<Record<Site, CartState>>;
  newsletter: NewsletterState;
  preview: PreviewState;
  requests: RequestLogEntry[];
  logEntries: { at: string; entry: unknown }[];
  trackingEvents: { at: string; event: unknown }[];
  /** The long-term login token of the demo customer (X-LoginToken must match it). */
  loginToken: string;
  /** The staff auth token cookie value. */
  staffToken: string;
  nextSeq: number;
}

export function isValidSessionId(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(value);
}

function token(kind: string, id: string): string {
  return createHash('sha256').update(`${kind}:${id}`).digest('hex').slice(0, 32);
}

export function createSession(id: string, latencyMs: number, now: Date): SessionState {
  return {
    id,
    createdAt: now.toISOString(),
    scenario: defaultScenario(latencyMs),
    carts: {},
    newsletter: { subscribers: presetSubscribers(now) },
    preview: emptyPreview(),
    requests: [],
    logEntries: [],
    trackingEvents: [],
    loginToken: token('login', id),
    staffToken: token('staff', id),
    nextSeq: 1,
  };
}

export function getCart(session: SessionState, site: Site): CartState {
  const existing = session.carts[site];
  if (existing) return existing;
  const cart = createCart(session.scenario.cartPreset);
  session.carts[site] = cart;
  return cart;
}

/** Keeps a bounded list: drops the oldest entries beyond `max`. */
export function pushBounded<T>(list: T[], entry: T, max: number): void {
  list.push(entry);
  if (list.length > max) list.splice(0, list.length - max);
}

export class SessionStore {
  readonly #sessions = new Map<string, SessionState>();
  readonly #latencyMs: number;
  readonly #now: () => Date;

  constructor(latencyMs: number, now: () => Date = () => new Date()) {
    this.#latencyMs = latencyMs;
    this.#now = now;
  }

  /** The session, created on first use. */
  get(id: string): SessionState {
    const existing = this.#sessions.get(id);
    if (existing) return existing;
    const session = createSession(id, this.#latencyMs, this.#now());
    this.#sessions.set(id, session);
    if (this.#sessions.size > MAX_SESSIONS) {
      const oldest = this.#sessions.keys().next().value;
      if (oldest !== undefined && oldest !== id) this.#sessions.delete(oldest);
    }
    return session;
  }

  /** The session if it exists, without creating it. */
  peek(id: string): SessionState | undefined {
    return this.#sessions.get(id);
  }

  /** Starts the session afresh: default scenario, preset carts and subscribers, empty logs. */
  reset(id: string): SessionState {
    this.#sessions.delete(id);
    return this.get(id);
  }

  ids(): string[] {
    return [...this.#sessions.keys()];
  }

  clear(): void {
    this.#sessions.clear();
  }
}
