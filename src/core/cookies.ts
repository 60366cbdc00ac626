/**
 * Cookie access that never throws into the host page: `document.cookie` throws a SecurityError
 * in sandboxed iframes and on opaque origins, and server-set values may not be URI-encoded.
 * Names come from COOKIE_NAMES in config.ts.
 */

import { COOKIE_DEFAULT_MAX_AGE_SECONDS } from './config';

export interface CookieOptions {
  /** spec header §9: cookies live 2592000 s (30 days) by default. */
  readonly maxAgeSeconds?: number;
  readonly path?: string;
  readonly domain?: string;
  readonly sameSite?: 'Strict' | 'Lax' | 'None';
  /** Defaults to true on https pages: a Secure cookie set on http would be dropped. */
  readonly secure?: boolean;
}

// RFC 6265 token: no separators, whitespace or controls. A name outside it could inject attributes.
const COOKIE_NAME_PATTERN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// Path and domain end up inside the cookie string; a `;` there would add attributes.
const ATTRIBUTE_VALUE_PATTERN = /^[^;\s\p{Cc}]*$/u;

function readCookieString(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return '';
  }
}

function writeCookieString(cookie: string): boolean {
  try {
    if (typeof document === 'undefined') return false;
    document.cookie = cookie;
    return true;
  } catch {
    return false;
  }
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // a server-set value with a stray `%` is still the value
    return value;
  }
}

/** The decoded value, or undefined when the cookie is absent or cookies are unreadable. */
export function getCookie(name: string): string | undefined {
  const value = getRawCookie(name);
  return value === undefined ? undefined : decode(value);
}

/**
 * The value as sent, not decoded: for a cookie that is itself a list of encoded values (the
 * consent manager's), where decoding the whole first would turn an encoded `&` into a separator.
 */
export function getRawCookie(name: string): string | undefined {
  for (const pair of readCookieString().split(';')) {
    const separator = pair.indexOf('=');
    const key = (separator === -1 ? pair : pair.slice(0, separator)).trim();
    if (key !== name) continue;
    const value = separator === -1 ? '' : pair.slice(separator + 1).trim();
    // RFC 6265 allows a quoted value; the quotes are not part of it
    return value.length >= 2 && value.startsWith('"') && value.endsWith('"')
      ? value.slice(1, -1)
      : value;
  }
  return undefined;
}

function isHttps(): boolean {
  try {
    return typeof location !== 'undefined' && location.protocol === 'https:';
  } catch {
    return false;
  }
}

function attributes(options: CookieOptions): string[] | undefined {
  const path = options.path ?? '/';
  const { domain } = options;
  if (!ATTRIBUTE_VALUE_PATTERN.test(path)) return undefined;
  if (domain !== undefined && !ATTRIBUTE_VALUE_PATTERN.test(domain)) return undefined;
  const sameSite = options.sameSite ?? 'Lax';
  // browsers reject SameSite=None without Secure, so None implies Secure
  const secure = sameSite === 'None' || (options.secure ?? isHttps());
  const result = [`Path=${path}`, `SameSite=${sameSite}`];
  if (domain) result.push(`Domain=${domain}`);
  if (secure) result.push('Secure');
  return result;
}

/**
 * Sets a cookie with a URI-encoded value. Returns false when the name or an attribute is invalid
 * or cookies cannot be written; a non-finite or negative lifetime falls back to the default.
 */
export function setCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  if (!COOKIE_NAME_PATTERN.test(name)) return false;
  const attributeList = attributes(options);
  if (!attributeList) return false;
  const requested = options.maxAgeSeconds;
  const maxAge =
    requested !== undefined && Number.isFinite(requested) && requested >= 0
      ? Math.floor(requested)
      : COOKIE_DEFAULT_MAX_AGE_SECONDS;
  const encoded = encodeURIComponent(String(value));
  return writeCookieString(
    [`${name}=${encoded}`, `Max-Age=${maxAge}`, ...attributeList].join('; '),
  );
}

/** Deletes the cookie; path and domain must match the ones it was set with. */
export function deleteCookie(
  name: string,
  options: Pick<CookieOptions, 'path' | 'domain'> = {},
): boolean {
  if (!COOKIE_NAME_PATTERN.test(name)) return false;
  const attributeList = attributes(options);
  if (!attributeList) return false;
  // Expires as well as Max-Age=0: both mean "now" to every browser the shop supports
  return writeCookieString(
    [`${name}=`, 'Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT', ...attributeList].join('; '),
  );
}
