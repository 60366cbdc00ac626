/**
 * The one URL sanitiser for every address that comes from a service or the CMS and ends up in an
 * href or src (links, images, forms). Framework-free: no DOM, no React, only the standard `URL`.
 *
 * What passes:
 * - absolute http and https addresses with a host (`https://cdn.example/a.svg`);
 * - same-origin relative references: paths (`/cart`, `cart?x`, `./a`, `../b`), a query alone
 *   (`?q=1`) and a fragment alone (`#x`).
 *
 * What never passes: any other scheme (`javascript:`, `data:`, `vbscript:`, `blob:`, `mailto:`,
 * in any letter case), protocol-relative addresses (`//host`), a backslash anywhere (browsers read
 * `\` as `/` in http(s) URLs, so `/\host` and `\\host` are protocol-relative too), control
 * characters anywhere (browsers delete tabs and line breaks inside a URL, so `java\tscript:` would
 * be read as `javascript:`), and anything that is not a string.
 *
 * The returned address is the input without its surrounding whitespace and otherwise unchanged
 * (a relative path stays relative; nothing is re-encoded). The value checked is the value
 * returned, so a caller renders exactly what was checked, never the untrimmed input.
 */

/** C0 and C1 control characters and DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** A scheme as the URL standard reads one: a letter, then letters, digits, `+`, `-` or `.`. */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** http(s), two slashes, then the first character of a host (not a third slash). */
const HTTP_ADDRESS = /^https?:\/\/[^/]/i;

/**
 * The address to render, or undefined when it must not be rendered. See the module comment for
 * the rules; the result is the trimmed input.
 */
export function sanitizeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  if (url === '' || CONTROL_CHARACTER.test(url) || url.includes('\\')) return undefined;
  if (SCHEME.test(url)) return HTTP_ADDRESS.test(url) && hasValidHost(url) ? url : undefined;
  // without a scheme, only two leading slashes leave the page (backslashes are refused above)
  return url.startsWith('//') ? undefined : url;
}

/** The URL standard's parser refuses an http(s) address whose host is empty or malformed. */
function hasValidHost(url: string): boolean {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}
