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

/**
 * What an address to render starts with: http(s), two slashes and the first character of a host
 * (not a third slash), or no scheme (as the URL standard reads one: a letter, then letters,
 * digits, `+`, `-` or `.`, then a colon) and not two slashes, the only way left for an address
 * without a scheme to leave the page; and nowhere in it a C0 or C1 control character, DEL or a
 * backslash.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ALLOWED = /^(?!.*[\0-\x1f\x7f-\x9f\\])(?:https?:\/\/[^/]|(?![a-z][a-z\d+.-]*:|\/\/))/is;

/**
 * The address to render, or undefined when it must not be rendered. See the module comment for
 * the rules; the result is the trimmed input. The last check is the URL standard's parser (the
 * one browsers use): it refuses an http(s) address whose host is empty or malformed (an address
 * without a scheme, read against any page, it always takes).
 */
export function sanitizeUrl(value: unknown): string | undefined {
  const url = typeof value === 'string' && value.trim();
  if (!url || !ALLOWED.test(url)) return undefined;
  try {
    new URL(url, 'http://a');
    return url;
  } catch {
    return undefined;
  }
}
