// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeUrl } from './url';

describe('sanitizeUrl', () => {
  it.each<[string, string, string]>([
    [
      'an absolute https address',
      'https://www.shop.example/p/kaffee-1',
      'https://www.shop.example/p/kaffee-1',
    ],
    ['an absolute http address', 'http://cdn.example/img.svg', 'http://cdn.example/img.svg'],
    ['a scheme in capitals', 'HTTPS://CDN.example/A.svg', 'HTTPS://CDN.example/A.svg'],
    [
      'an address with port, query and fragment',
      'https://cdn.example:8443/a?b=1#c',
      'https://cdn.example:8443/a?b=1#c',
    ],
    ['a root-relative path', '/cart', '/cart'],
    ['the root', '/', '/'],
    [
      'a path with query and fragment',
      '/p/kaffee-1?dim1=K&query=x#reviews',
      '/p/kaffee-1?dim1=K&query=x#reviews',
    ],
    ['a relative path with a query', 'cart?x', 'cart?x'],
    ['a dot-relative path', './p/1', './p/1'],
    ['a parent-relative path', '../p/1', '../p/1'],
    ['a query alone', '?q=1', '?q=1'],
    ['a fragment alone', '#x', '#x'],
    ['a path with a colon after its first slash', '/info/a:b', '/info/a:b'],
    ['a path with spaces inside', '/p/kaffee mühle', '/p/kaffee mühle'],
    // an attribute set by script is never entity-decoded: this is a path named like that
    ['an entity-spelled colon (a path)', 'javascript&colon;alert(1)', 'javascript&colon;alert(1)'],
    // a percent-encoded letter is not a scheme letter: this is a path too
    ['a percent-encoded scheme letter (a path)', '%6Aavascript:alert(1)', '%6Aavascript:alert(1)'],
    ['surrounding spaces, trimmed', '  /cart  ', '/cart'],
    [
      'a surrounding line break and tab, trimmed',
      '\n\thttps://cdn.example/a.svg\n',
      'https://cdn.example/a.svg',
    ],
  ])('keeps %s', (_case, url, expected) => {
    expect(sanitizeUrl(url)).toBe(expected);
  });

  it.each<[string, unknown]>([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in capitals', 'JAVASCRIPT:alert(1)'],
    ['javascript: in mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript: after a space', ' javascript:alert(1)'],
    ['javascript: after a non-breaking space', '\u00a0javascript:alert(1)'],
    ['javascript: after a line break', '\njavascript:alert(1)'],
    ['javascript: with a tab inside', 'java\tscript:alert(1)'],
    ['javascript: with a line break inside', 'java\nscript:alert(1)'],
    ['javascript: with a carriage return inside', 'javascript\r:alert(1)'],
    ['javascript: after a NUL', '\u0000javascript:alert(1)'],
    ['javascript: after another control character', '\u0001javascript:alert(1)'],
    ['javascript: with a C1 control character inside', 'java\u0085script:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['data: for an image', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['vbscript: in capitals', 'VBScript:msgbox(1)'],
    ['blob:', 'blob:https://www.shop.example/0b6f'],
    ['a scheme with a sign in its name', 'view-source:https://evil.example'],
    ['file:', 'file:///etc/passwd'],
    ['mailto: (not a page address)', 'mailto:service@shop.example'],
    ['http without slashes (relative in some parsers)', 'http:evil.example'],
    ['http with one slash', 'https:/evil.example'],
    ['http with three slashes', 'https:///evil.example'],
    ['http without a host', 'https://'],
    ['http without a host before its query', 'https://?q=1'],
    ['http with a malformed host', 'https://exa mple.com/'],
    ['http with a backslash for the slashes', 'https:\\\\evil.example'],
    ['a protocol-relative address', '//evil.example/p'],
    ['a protocol-relative address after a space', ' //evil.example/p'],
    ['slash-backslash', '/\\evil.example/p'],
    ['two backslashes', '\\\\evil.example/p'],
    ['backslash-slash', '\\/evil.example/p'],
    ['slash and two backslashes', '/\\\\evil.example'],
    ['a backslash later in a path', '/p\\1'],
    ['a protocol-relative address behind a tab', '/\t/evil.example'],
    ['an empty string', ''],
    ['only spaces', '   '],
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['an object', { href: '/cart' }],
    ['a URL object', new URL('https://cdn.example/a.svg')],
  ])('rejects %s', (_case, url) => {
    expect(sanitizeUrl(url)).toBeUndefined();
  });

  // The table above names each trick; this checks the rules as a whole against the URL
  // standard's own parser (the one browsers use), on addresses put together from tricky pieces.
  const pieces = [
    ...['/', '//', '\\', '.', '..', ':', '?', '#', '@', '%2F', ' ', '\t', '\n', '\u0000'],
    ...['http:', 'https:', 'javascript:', 'data:', 'java', 'script', 'evil.example', 'p', '1'],
  ];
  const page = new URL('https://www.shop.example/shop/page?x=1');

  it('never lets an address leave the page unless it is an http(s) address', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 7 }), (parts) => {
        const url = sanitizeUrl(parts.join(''));
        if (url === undefined) return;
        const resolved = new URL(url, page);
        const staysOnPage = resolved.origin === page.origin;
        const isHttpAddress = /^https?:\/\//i.test(url) && /^https?:$/.test(resolved.protocol);
        expect(staysOnPage || isHttpAddress).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });
});
