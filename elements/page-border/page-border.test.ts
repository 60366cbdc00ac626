/**
 * dist/page-border.js on a page: which fragment it asks for, when it asks nothing, and what a
 * failed, empty or malformed answer leaves (the fallback). The script runs on load, so each test
 * builds the page, stubs fetch and loads a fresh copy of the module. What Chromium's parser makes
 * of hostile fragments, the height held while an element loads and two copies from two URLs are
 * in page-border.browser.test.ts; its agreement with the rest of the bundle (attributes, URL rules)
 * in test/tooling/page-border.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fragmentOf, loadPageBorder, type FragmentAnswer } from '../../test/helpers/page-border';

const HEADER_FRAGMENT = fragmentOf('<shop-header site="DE"></shop-header>');
const loadOn = (page: string, answer: FragmentAnswer = HEADER_FRAGMENT) =>
  loadPageBorder(page, answer);

const HEADER_PAGE = '<div id="header"><a href="/">Kaffee &amp; Haus</a></div><main>Inhalt</main>';
const BOTH_PAGE = `${HEADER_PAGE}<div id="footer"><a href="/impressum">Impressum</a></div>`;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('page-border.js asks', () => {
  it('nothing on a page without #header and #footer', async () => {
    const { paths } = await loadOn('<main><h1>Ohne Rand</h1></main>');
    expect(paths()).toEqual([]);
  });

  it('only for the fragments whose element is on the page', async () => {
    vi.stubGlobal('innerWidth', 1600);
    expect((await loadOn(HEADER_PAGE)).paths()).toEqual(['/service/pageborder/header/DE/CLASSIC']);
    expect((await loadOn('<div id="footer"></div>')).paths()).toEqual([
      '/service/pageborder/footer/DE/CLASSIC',
    ]);
    expect((await loadOn(BOTH_PAGE)).paths()).toEqual([
      '/service/pageborder/header/DE/CLASSIC',
      '/service/pageborder/footer/DE/CLASSIC',
    ]);
  });

  it("with the page's cookies and a time limit", async () => {
    const { init } = await loadOn(HEADER_PAGE);
    expect(init()).toMatchObject({ credentials: 'include' });
    expect(init()?.signal).toBeInstanceOf(AbortSignal);
  });

  it('for the site of data-site, else of the site cookie, else DE', async () => {
    vi.stubGlobal('innerWidth', 1600);
    document.cookie = 'site=PL; path=/';
    const withAttribute = await loadOn('<div id="header" data-site="AT"></div>');
    expect(withAttribute.paths()).toEqual(['/service/pageborder/header/AT/CLASSIC']);
    const withCookie = await loadOn('<div id="header"></div>');
    expect(withCookie.paths()).toEqual(['/service/pageborder/header/PL/CLASSIC']);
    document.cookie = 'site=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const withNeither = await loadOn('<div id="header"></div>');
    expect(withNeither.paths()).toEqual(['/service/pageborder/header/DE/CLASSIC']);
  });

  it('for a site written in any case, ch-fr too', async () => {
    vi.stubGlobal('innerWidth', 1600);
    const { paths } = await loadOn('<div id="header" data-site="ch-fr"></div>');
    expect(paths()).toEqual(['/service/pageborder/header/CH_FR/CLASSIC']);
  });

  it('for DE with a warning when the site is unknown', async () => {
    vi.stubGlobal('innerWidth', 1600);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.cookie = 'site=XX; path=/';
    const { paths } = await loadOn('<div id="header"></div>');
    expect(paths()).toEqual(['/service/pageborder/header/DE/CLASSIC']);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/#header: unknown site "XX"/));
  });

  it.each([
    [500, 'MATCH'],
    [979, 'MATCH'],
    [980, 'TABLET'],
    [1439, 'TABLET'],
    [1440, 'CLASSIC'],
  ])('at a window %i px wide for the platform %s', async (width, platform) => {
    vi.stubGlobal('innerWidth', width);
    const { paths } = await loadOn('<div id="footer" data-site="HU"></div>');
    expect(paths()).toEqual([`/service/pageborder/footer/HU/${platform}`]);
  });

  it('for the platform of data-platform whatever the width; an unknown one warns', async () => {
    vi.stubGlobal('innerWidth', 500);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { paths } = await loadOn(
      '<div id="header" data-platform="smartphone"></div><div id="footer" data-platform="DESKTOP"></div>',
    );
    expect(paths()).toEqual([
      '/service/pageborder/header/DE/SMARTPHONE',
      '/service/pageborder/footer/DE/MATCH',
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/#footer: unknown platform "DESKTOP"/));
  });

  it("with the fragment's known flags in the spec's order, unknown ones left out with a warning", async () => {
    vi.stubGlobal('innerWidth', 1600);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { paths } = await loadOn(
      '<div id="header" data-flags="sticky  reduced newsletter sticky"></div>' +
        '<div id="footer" data-flags="newsletter reduced sticky"></div>',
    );
    expect(paths()).toEqual([
      '/service/pageborder/header/DE/CLASSIC/reduced/sticky',
      '/service/pageborder/footer/DE/CLASSIC/reduced/newsletter',
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/#header: unknown flag "newsletter"/));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/#footer: unknown flag "sticky"/));
  });

  it('once for each element however many copies of the script load', async () => {
    await loadOn(BOTH_PAGE);
    const second = vi.fn(HEADER_FRAGMENT);
    vi.stubGlobal('fetch', second);
    vi.resetModules();
    await import('./page-border');
    expect(second).not.toHaveBeenCalled();
  });

  it('once the page is parsed when the script runs before the elements exist', async () => {
    vi.stubGlobal('innerWidth', 1600);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { paths } = await loadOn('');
    expect(paths()).toEqual([]);
    document.body.innerHTML = HEADER_PAGE;
    readyState.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await vi.waitFor(() => {
      expect(document.getElementById('header')?.dataset['pageBorder']).toBe('mounted');
    });
    expect(paths()).toEqual(['/service/pageborder/header/DE/CLASSIC']);
  });
});

describe('page-border.js mounts', () => {
  it("the fragment in place of the element's fallback", async () => {
    await loadOn(HEADER_PAGE, fragmentOf('<shop-header site="AT" sticky></shop-header>'));
    const mount = document.getElementById('header')!;
    expect(mount.innerHTML).toBe('<shop-header site="AT" sticky=""></shop-header>');
    expect(mount.dataset['pageBorder']).toBe('mounted');
  });

  it.each([
    ['answer 500', () => new Response('<p>Fehler</p>', { status: 500 })],
    ['answer 404', () => new Response('', { status: 404 })],
    ['network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['time-out', () => Promise.reject(new DOMException('signal timed out', 'TimeoutError'))],
    ['empty fragment', fragmentOf('')],
    ['fragment of text alone', fragmentOf('Wartungsarbeiten')],
    ['fragment cut off inside its tag', fragmentOf('<shop-header site="DE"')],
    ['fragment of nothing allowed', fragmentOf('<script>x()</script><iframe></iframe>')],
  ] as [string, FragmentAnswer][])(
    'nothing after a %s: the fallback stays, an error is logged',
    async (_, answer) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      await loadOn(BOTH_PAGE, answer);
      expect(document.getElementById('header')?.innerHTML).toBe(
        '<a href="/">Kaffee &amp; Haus</a>',
      );
      expect(document.getElementById('footer')?.innerHTML).toBe(
        '<a href="/impressum">Impressum</a>',
      );
      expect(document.getElementById('header')?.dataset['pageBorder']).toBe('failed');
      expect(error).toHaveBeenCalledWith(
        expect.stringMatching(/^\[shop-elements\] \/service\/pageborder\/header\/.* failed/),
        expect.anything(),
      );
      expect(error).toHaveBeenCalledTimes(2);
    },
  );
});
