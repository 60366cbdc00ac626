import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, getCookie, getRawCookie, setCookie } from './cookies';

/** Captures what setCookie writes, since document.cookie reads back only name=value pairs. */
function captureCookieWrites(): string[] {
  const writes: string[] = [];
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
  });
  return writes;
}

function stubProtocol(protocol: 'http:' | 'https:'): void {
  vi.stubGlobal('location', { ...location, protocol, origin: `${protocol}//shop.test` });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('getCookie', () => {
  it('reads a cookie among others', () => {
    document.cookie = 'site=AT; path=/';
    document.cookie = 'platform=MATCH; path=/';
    expect(getCookie('site')).toBe('AT');
    expect(getCookie('platform')).toBe('MATCH');
  });

  it('returns undefined for an absent cookie', () => {
    document.cookie = 'site=AT; path=/';
    expect(getCookie('sit')).toBeUndefined();
    expect(getCookie('preview')).toBeUndefined();
  });

  it.each([
    ['a URI-encoded value', 'lasttouchpoint=seo%7C1767225600', 'seo|1767225600'],
    ['a value with a stray percent sign', 'trackingid=100%25%ZZ', '100%25%ZZ'],
    ['a quoted value', 'affiliatenumber="4711"', '4711'],
    ['an empty value', 'preview=', ''],
    ['a value holding =', 'OptanonConsent=groups=C0003:1,C0004:0', 'groups=C0003:1,C0004:0'],
  ])('decodes %s', (_case, cookie, expected) => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue(`other=1; ${cookie}`);
    expect(getCookie(cookie.split('=')[0] as string)).toBe(expected);
  });

  it('returns undefined when reading cookies throws (sandboxed iframe)', () => {
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    });
    expect(getCookie('site')).toBeUndefined();
  });
});

describe('getRawCookie', () => {
  it('gives the value as sent, still encoded, without its quotes', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue(
      'site=AT; OptanonConsent="landingPath=%2F%3Fa%3D1%26b%3D2&groups=C0004%3A0"',
    );
    expect(getRawCookie('OptanonConsent')).toBe('landingPath=%2F%3Fa%3D1%26b%3D2&groups=C0004%3A0');
    expect(getRawCookie('preview')).toBeUndefined();
  });
});

describe('setCookie', () => {
  it('round-trips a value with characters that need encoding', () => {
    expect(setCookie('lasttouchpoint', 'seo; campaign=ä|1767225600')).toBe(true);
    expect(getCookie('lasttouchpoint')).toBe('seo; campaign=ä|1767225600');
  });

  it('writes 30 days, path /, SameSite=Lax by default and no Secure on http', () => {
    stubProtocol('http:');
    const writes = captureCookieWrites();
    setCookie('platform', 'MATCH');
    expect(writes).toEqual(['platform=MATCH; Max-Age=2592000; Path=/; SameSite=Lax']);
  });

  it('adds Secure on https pages', () => {
    stubProtocol('https:');
    const writes = captureCookieWrites();
    setCookie('platform', 'CLASSIC');
    expect(writes[0]).toBe('platform=CLASSIC; Max-Age=2592000; Path=/; SameSite=Lax; Secure');
  });

  it('writes the given lifetime, path, domain and SameSite', () => {
    stubProtocol('http:');
    const writes = captureCookieWrites();
    setCookie('desktopview_de', 'true', {
      maxAgeSeconds: 3600.7,
      path: '/m',
      domain: '.shop.test',
      sameSite: 'Strict',
      secure: true,
    });
    expect(writes[0]).toBe(
      'desktopview_de=true; Max-Age=3600; Path=/m; SameSite=Strict; Domain=.shop.test; Secure',
    );
  });

  it('makes SameSite=None cookies Secure, as browsers require', () => {
    stubProtocol('http:');
    const writes = captureCookieWrites();
    setCookie('trackingid', 'abc', { sameSite: 'None' });
    expect(writes[0]).toContain('; Secure');
  });

  it.each([[Number.NaN], [-1], [Number.POSITIVE_INFINITY]])(
    'falls back to the default lifetime for %d',
    (maxAgeSeconds) => {
      const writes = captureCookieWrites();
      setCookie('platform', 'MATCH', { maxAgeSeconds });
      expect(writes[0]).toContain('Max-Age=2592000;');
    },
  );

  it.each([[''], ['bad name'], ['semi;colon'], ['equals=sign'], ['ümlaut']])(
    'refuses the invalid name %j',
    (name) => {
      const writes = captureCookieWrites();
      expect(setCookie(name, 'x')).toBe(false);
      expect(writes).toEqual([]);
    },
  );

  it.each([
    [{ path: '/; Domain=evil.test' }],
    [{ domain: 'shop.test; Secure' }],
    [{ path: '/a b' }],
  ])('refuses attributes that would inject more attributes: %j', (options) => {
    const writes = captureCookieWrites();
    expect(setCookie('site', 'DE', options)).toBe(false);
    expect(writes).toEqual([]);
  });

  it('returns false when writing cookies throws', () => {
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    });
    expect(setCookie('site', 'DE')).toBe(false);
  });
});

describe('deleteCookie', () => {
  it('removes a cookie', () => {
    setCookie('preview', '2026-12-24T10:00');
    expect(getCookie('preview')).toBe('2026-12-24T10:00');
    expect(deleteCookie('preview')).toBe(true);
    expect(getCookie('preview')).toBeUndefined();
  });

  it('expires the cookie on the same path and domain', () => {
    stubProtocol('http:');
    const writes = captureCookieWrites();
    deleteCookie('staffauthtoken', { path: '/service', domain: 'shop.test' });
    expect(writes[0]).toBe(
      'staffauthtoken=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/service; SameSite=Lax; Domain=shop.test',
    );
  });

  it('returns false instead of throwing when cookies are blocked', () => {
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(deleteCookie('site')).toBe(false);
  });
});
