/**
 * The HTTP client for the shop's services (spec header §7, footer §7, §8, §9).
 *
 * - Same-origin only, `credentials: 'include'`, JSON in and out, 15 s default timeout.
 * - Every response that is read passes a valibot schema first (docs/architecture.md "Services"); a call
 *   whose answer is not read says so with `expectNoContent: true`.
 * - Failures reject with one of three errors, all subclasses of HttpError:
 *   ResponseError (non-2xx status; spec footer §8 "response error"), FetchError (network
 *   failure, timeout, abort; spec footer §8 "fetch error") and SchemaError (2xx with a body that
 *   is not JSON or not the expected shape). SchemaError is a sibling, not a kind of ResponseError:
 *   the server said yes but the answer is unusable, and callers treat it like any failed call.
 * - 304 counts as success next to 2xx: the cart's external modify answers 304 for "nothing
 *   changed" (spec header §7). 204, 304 and empty bodies give `undefined` to the schema, so a
 *   schema that allows undefined (`v.optional(...)`) expresses "no content is fine here".
 * - Programming errors (a path on another origin, a body JSON cannot serialise) reject with a
 *   TypeError before anything is sent.
 */

import * as v from 'valibot';
import { COOKIE_NAMES, HEADER_NAMES, JSON_MEDIA_TYPE, REQUEST_TIMEOUT_MS } from './config';
import { getCookie } from './cookies';
import { resolveSite, type Site } from './sites';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

interface BaseRequestOptions {
  readonly method?: HttpMethod;
  /** Appended to the path; undefined and null values are left out, arrays repeat the key. */
  readonly query?: QueryParams;
  /** Sent as JSON with a JSON Content-Type. */
  readonly body?: unknown;
  /** Added last, so a caller can override any default header. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Site header value; without it the site cookie's value is sent when it names a site. */
  readonly site?: Site;
  /** spec footer §7: X-LoginToken from the login cookie (newsletter base data). */
  readonly sendLoginToken?: boolean;
  /** spec header §7 "no cache": pass 'no-store'. */
  readonly cache?: RequestCache;
  /** Default REQUEST_TIMEOUT_MS; 0, a negative or a non-finite value disables the timeout. */
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
}

export interface ReadRequestOptions<TSchema extends v.GenericSchema> extends BaseRequestOptions {
  readonly schema: TSchema;
  readonly expectNoContent?: never;
}

/** Fire-and-forget calls (spec footer §7 getassignment, header §7 cachekey): the body is not read. */
export interface NoContentRequestOptions extends BaseRequestOptions {
  readonly expectNoContent: true;
  readonly schema?: never;
}

export type RequestOptions<TSchema extends v.GenericSchema = v.GenericSchema> =
  ReadRequestOptions<TSchema> | NoContentRequestOptions;

export interface HttpResult<T> {
  readonly status: number;
  readonly data: T;
}

// ---------------------------------------------------------------------------------------------
// Errors

export abstract class HttpError extends Error {
  constructor(
    message: string,
    /** The request path as given, without the query (the query may carry search terms). */
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A non-2xx, non-304 answer. `body` is the parsed error body when it was JSON, else undefined. */
export class ResponseError extends HttpError {
  override readonly name = 'ResponseError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    path: string,
  ) {
    super(`Request to ${path} failed with status ${status}`, path);
  }
}

export type FetchFailureReason = 'network' | 'timeout' | 'aborted';

/** No answer: the network failed, the timeout passed, or the caller aborted. */
export class FetchError extends HttpError {
  override readonly name = 'FetchError';
  constructor(
    readonly reason: FetchFailureReason,
    path: string,
    options?: { cause?: unknown },
  ) {
    super(`Request to ${path} failed: ${reason}`, path, options);
  }
}

/** A successful status with an unusable body: not JSON, or not the shape the schema expects. */
export class SchemaError extends HttpError {
  override readonly name = 'SchemaError';
  constructor(
    readonly status: number,
    /** Validation messages; empty when the body was not JSON at all. */
    readonly issues: readonly string[],
    path: string,
    options?: { cause?: unknown },
  ) {
    super(
      issues.length === 0
        ? `Response from ${path} is not valid JSON`
        : `Response from ${path} does not match its schema: ${issues.join('; ')}`,
      path,
      options,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Request scope (the server renderer)

/**
 * Where requests go when there is no page: the server renderer of the page border
 * (elements/server/page-border.tsx) renders in Node and names the shop's origin, its fetch and a
 * time limit for the calls of one render. In a browser there is no scope: the page's origin, the
 * global fetch and each call's own timeout.
 */
export interface RequestScope {
  readonly origin: string;
  readonly fetch: typeof fetch;
  /** An upper bound on every call's timeout in this scope. */
  readonly timeoutMs?: number;
}

let readScope: () => RequestScope | undefined = () => undefined;

/** Installs the function that tells the scope of the current call (the server renderer only). */
export function setRequestScope(read: () => RequestScope | undefined): void {
  readScope = read;
}

/** A call's time limit within its scope's bound (a server build only). */
function scopedTimeout(timeoutMs: number): number {
  const bound = readScope()?.timeoutMs;
  return bound === undefined ? timeoutMs : Math.min(timeoutMs, bound);
}

// ---------------------------------------------------------------------------------------------
// URL and headers

const SCHEME_PATTERN = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Every service in the specs lives at the origin root, so a path without a leading slash (the
 * newsletter base 'service/newsletter/api/private', spec footer §7) is taken from the root too,
 * not from the current page's folder. Anything that resolves to another origin is refused.
 */
export function buildUrl(path: string, query?: QueryParams): URL {
  // the scope is read in a server build only (Vite's SSR): none of it is in the browser bundle
  const origin =
    (import.meta.env.SSR ? readScope()?.origin : undefined) ?? globalThis.location?.origin;
  if (!origin || origin === 'null') throw new TypeError('No page origin to send requests to');
  const rooted = SCHEME_PATTERN.test(path) || path.startsWith('/') ? path : `/${path}`;
  const url = new URL(rooted, origin);
  if (url.origin !== origin) {
    throw new TypeError(`Refusing a request to another origin: ${url.origin}`);
  }
  for (const [key, value] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item !== undefined && item !== null) url.searchParams.append(key, String(item));
    }
  }
  return url;
}

function siteHeaderValue(explicit: Site | undefined): Site | undefined {
  if (explicit) return explicit;
  const fromCookie = getCookie(COOKIE_NAMES.site);
  if (!fromCookie) return undefined;
  let known = true;
  const site = resolveSite(fromCookie, () => {
    known = false;
  });
  // a cookie naming no site is not sent on: the server's own default beats our guess
  return known ? site : undefined;
}

// Cookie values are decoded and may hold characters a header cannot carry; fetch would throw.
const HEADER_VALUE_PATTERN = /^[\t\x20-\x7e\x80-\xff]*$/;

function cookieHeaderValue(cookieName: string): string | undefined {
  const value = getCookie(cookieName);
  return value && HEADER_VALUE_PATTERN.test(value) ? value : undefined;
}

function buildHeaders(options: BaseRequestOptions, hasBody: boolean): Headers {
  const headers = new Headers({ [HEADER_NAMES.accept]: JSON_MEDIA_TYPE });
  if (hasBody) headers.set(HEADER_NAMES.contentType, JSON_MEDIA_TYPE);
  const site = siteHeaderValue(options.site);
  if (site) headers.set(HEADER_NAMES.site, site);
  // spec header §7: long-term token and CSRF header come from cookies; sent whenever present,
  // the requests are same-origin so the cookies reach the server anyway
  const longTermToken = cookieHeaderValue(COOKIE_NAMES.longTermToken);
  if (longTermToken) headers.set(HEADER_NAMES.longTermToken, longTermToken);
  const csrfToken = cookieHeaderValue(COOKIE_NAMES.csrfToken);
  if (csrfToken) headers.set(HEADER_NAMES.csrf, csrfToken);
  if (options.sendLoginToken) {
    const loginToken = cookieHeaderValue(COOKIE_NAMES.loginToken);
    if (loginToken) headers.set(HEADER_NAMES.loginToken, loginToken);
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return headers;
}

// ---------------------------------------------------------------------------------------------
// Requests

const NO_BODY_STATUSES = new Set([204, 205, 304]);
// setTimeout overflows above 2^31 - 1 ms and would fire at once
const MAX_TIMER_MS = 2_147_483_647;

function isSuccess(status: number): boolean {
  return (status >= 200 && status < 300) || status === 304;
}

/** '' gives undefined; otherwise the parsed JSON or a thrown SyntaxError. */
function parseBody(text: string): unknown {
  return text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
}

/**
 * Sends a request and resolves with status and validated data. Use it where the status matters
 * (the cart's 304); `request` is the same without the status.
 */
export function requestWithStatus<TSchema extends v.GenericSchema>(
  path: string,
  options: ReadRequestOptions<TSchema>,
): Promise<HttpResult<v.InferOutput<TSchema>>>;
export function requestWithStatus(
  path: string,
  options: NoContentRequestOptions,
): Promise<HttpResult<undefined>>;
export async function requestWithStatus(
  path: string,
  options: RequestOptions,
): Promise<HttpResult<unknown>> {
  const external = options.signal;
  if (external?.aborted) throw new FetchError('aborted', path, { cause: external.reason });

  const hasBody = options.body !== undefined;
  const init: RequestInit = {
    method: options.method ?? 'GET',
    headers: buildHeaders(options, hasBody),
    credentials: 'include',
    ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
    ...(options.cache ? { cache: options.cache } : {}),
  };
  const url = buildUrl(path, options.query);

  const controller = new AbortController();
  let timedOut = false;
  const ownTimeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const timeoutMs = import.meta.env.SSR ? scopedTimeout(ownTimeoutMs) : ownTimeoutMs;
  const timer =
    Number.isFinite(timeoutMs) && timeoutMs > 0 && timeoutMs <= MAX_TIMER_MS
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;
  const onExternalAbort = (): void => controller.abort(external?.reason);
  external?.addEventListener('abort', onExternalAbort, { once: true });

  const failure = (cause: unknown): FetchError => {
    if (timedOut) return new FetchError('timeout', path, { cause });
    if (external?.aborted) return new FetchError('aborted', path, { cause });
    return new FetchError('network', path, { cause });
  };

  try {
    let response: Response;
    try {
      const scopedFetch = import.meta.env.SSR ? (readScope()?.fetch ?? fetch) : fetch;
      response = await scopedFetch(url.href, { ...init, signal: controller.signal });
    } catch (error) {
      throw failure(error);
    }
    const { status } = response;
    // the timeout covers the body too: a stalled body is as dead as a stalled connection
    const readText = async (): Promise<string> => {
      try {
        return NO_BODY_STATUSES.has(status) ? '' : await response.text();
      } catch (error) {
        throw failure(error);
      }
    };

    if (!isSuccess(status)) {
      const text = await readText();
      let body: unknown;
      try {
        body = parseBody(text);
      } catch {
        body = undefined;
      }
      throw new ResponseError(status, body, path);
    }

    if (options.expectNoContent) return { status, data: undefined };

    const text = await readText();
    let parsed: unknown;
    try {
      parsed = parseBody(text);
    } catch (error) {
      throw new SchemaError(status, [], path, { cause: error });
    }
    const result = v.safeParse(options.schema, parsed);
    if (!result.success) {
      throw new SchemaError(
        status,
        result.issues.map((issue) => formatIssue(issue)),
        path,
      );
    }
    return { status, data: result.output };
  } finally {
    clearTimeout(timer);
    external?.removeEventListener('abort', onExternalAbort);
  }
}

function formatIssue(issue: v.BaseIssue<unknown>): string {
  const dotPath = v.getDotPath(issue);
  return dotPath ? `${dotPath}: ${issue.message}` : issue.message;
}

/** Sends a request and resolves with the validated data (see requestWithStatus). */
export function request<TSchema extends v.GenericSchema>(
  path: string,
  options: ReadRequestOptions<TSchema>,
): Promise<v.InferOutput<TSchema>>;
export function request(path: string, options: NoContentRequestOptions): Promise<undefined>;
export async function request(path: string, options: RequestOptions): Promise<unknown> {
  const result = await requestWithStatus(path, options as ReadRequestOptions<v.GenericSchema>);
  return result.data;
}
