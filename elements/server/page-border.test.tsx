// @vitest-environment node
/**
 * The page border's server renderer (elements/server/page-border.tsx) against the fake shop
 * backend: every site, flag and platform; a failing, a late and a malformed service; what the
 * fragment holds (the declarative shadow root, the data block, the stylesheet links) and what it
 * must not (anything personal, inline styles, scripts that run).
 */
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLATFORMS, getLocale } from '../../stores/site/index';
import { SITES as SITE_KEYS } from '../../demo/backend/index';
import { startTestServer, type TestServer } from '../../demo/backend/test-server';
import { FRAGMENT_FLAGS, renderFragment, styleFileName, type FragmentSpec } from './page-border';
import fragmentStyles from './fragment.css?inline';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Recorded {
  readonly url: string;
  readonly headers: Headers;
}

/** The backend's fetch, each request recorded; `answer` may replace the backend's answer. */
function recordingFetch(answer?: (url: URL, init?: RequestInit) => Promise<Response> | undefined) {
  const requests: Recorded[] = [];
  const fetcher = ((input: string, init?: RequestInit) => {
    const url = new URL(input);
    requests.push({ url: url.href, headers: new Headers(init?.headers) });
    return answer?.(url, init) ?? fetch(input, init);
  }) as typeof fetch;
  return { fetcher, requests };
}

async function render(spec: Partial<FragmentSpec>, fetcher?: typeof fetch, timeoutMs?: number) {
  const { html } = await renderFragment(
    { kind: 'header', site: 'DE', platform: 'CLASSIC', flags: [], ...spec },
    { origin: server.origin, assetBase: 'https://cdn.example/se/', fetch: fetcher, timeoutMs },
  );
  return html;
}

/** The fragment parsed: the element, its shadow root's template content, the embedded data. */
function parse(html: string) {
  // parsed as a template, not attached: happy-dom's parser may attach declarative shadow roots
  const { document } = new Window();
  document.body.innerHTML = html.replace(
    '<template shadowrootmode=',
    '<template data-shadowrootmode=',
  );
  const element = document.body.firstElementChild as unknown as HTMLElement;
  const template = (element.firstElementChild ?? null) as HTMLTemplateElement | null;
  const content = template?.content;
  const data = content?.querySelector('script[data-shop-state]')?.textContent;
  return {
    element,
    template,
    root: content?.querySelector('[data-shop-root]') ?? null,
    links: [...(content?.querySelectorAll('link') ?? [])].map((link) => link.getAttribute('href')),
    data:
      data === undefined || data === null
        ? undefined
        : (JSON.parse(data) as Record<string, Record<string, unknown>>),
  };
}

const quiet = () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
};

describe('renderFragment', () => {
  it.each(SITE_KEYS)(
    'renders the %s header: tag, open declarative shadow root, its language',
    async (site) => {
      const { element, template, root, data } = parse(await render({ site, flags: ['sticky'] }));
      expect(element.localName).toBe('shop-header');
      expect(element.getAttribute('site')).toBe(site);
      expect(template?.getAttribute('data-shadowrootmode')).toBe('open');
      // the logo, the navigation's categories and the header links are links before any script
      expect(root?.querySelector('a.header__logo')?.getAttribute('href')).toBe('/');
      expect(root?.querySelectorAll('a.navigation__top').length).toBeGreaterThan(2);
      expect(root?.querySelectorAll('a.header__link').length).toBeGreaterThan(0);
      expect(root?.querySelector('a.minicart__icon')?.getAttribute('href')).toMatch(/^\/cart/);
      // the data it showed, for the browser to take over
      expect(Object.keys(data?.['navigation'] ?? {})).toHaveLength(1);
      expect(Object.keys(data?.['promotions'] ?? {}).length).toBeGreaterThan(0);
    },
  );

  it.each(SITE_KEYS)(
    'gives the %s header a search that works without a script: a GET form to /search with query and site',
    async (site) => {
      const { root, template } = parse(await render({ site }));
      const icon = root?.querySelector('[part~="search-icon"]');
      const panelId = icon?.getAttribute('popovertarget');
      expect(panelId).toBeTruthy();
      // the icon opens the popover by the browser alone: same shadow root, an id it names; the
      // popover is beside the view, so the browser does not hydrate it (nor load its code)
      const panel = [...(template?.content.querySelectorAll('[popover]') ?? [])].find(
        (element) => element.id === panelId,
      );
      expect(root?.contains(panel ?? null)).toBe(false);
      expect(panel?.getAttribute('popover')).toBe('auto');
      const form = panel?.querySelector('form');
      expect(form?.getAttribute('action')).toBe('/search');
      expect(form?.getAttribute('method')).toBe('get');
      expect(form?.getAttribute('role')).toBe('search');
      const fields = [...(form?.querySelectorAll('input') ?? [])].map((input) => ({
        name: input.getAttribute('name'),
        type: input.getAttribute('type'),
        value: input.getAttribute('value'),
      }));
      expect(fields).toEqual([
        { name: 'query', type: 'search', value: null },
        { name: 'site', type: 'hidden', value: site },
      ]);
      // an empty search is refused by the browser, which focuses the field
      expect(form?.querySelector('input[name="query"]')?.hasAttribute('required')).toBe(true);
      expect(form?.querySelector('input[name="query"]')?.getAttribute('maxlength')).toBe('200');
      expect(form?.querySelector('button[type="submit"]')?.getAttribute('aria-label')).toBeTruthy();
    },
  );

  it.each(SITE_KEYS)('renders the %s footer with its content in its language', async (site) => {
    const { element, root, data } = parse(await render({ kind: 'footer', site }));
    expect(element.localName).toBe('shop-footer');
    expect(root?.querySelector('footer')?.getAttribute('lang')).toBe(getLocale(site));
    expect(root?.querySelectorAll('[part="footer-legal"] a').length).toBeGreaterThan(0);
    expect(root?.querySelector('.footer__headline')?.textContent).not.toBe('');
    expect(data?.['content']?.[site]).toMatchObject({ status: 'ready' });
  });

  it.each(PLATFORMS)(
    'takes the platform %s as the attribute and renders for it',
    async (platform) => {
      const header = parse(await render({ platform }));
      expect(header.element.getAttribute('platform')).toBe(platform);
      const footer = parse(await render({ kind: 'footer', platform }));
      const phone = platform === 'MATCH' || platform === 'SMARTPHONE';
      expect(footer.root?.querySelector('footer')?.getAttribute('data-client')).toBe(
        phone ? 'mobile' : 'desktop',
      );
    },
  );

  it('sets each header flag as its attribute; a missing default-true flag is ="false"', async () => {
    const none = parse(await render({ flags: [] })).element;
    expect(none.getAttribute('sticky')).toBe('false');
    expect(none.getAttribute('showsecurehint')).toBe('false');
    expect(none.hasAttribute('reduced')).toBe(false);
    const all = parse(await render({ flags: [...FRAGMENT_FLAGS.header] }));
    expect(all.element.getAttribute('sticky')).toBe('');
    expect(all.element.getAttribute('showsecurehint')).toBe('');
    expect(all.element.getAttribute('reduced')).toBe('');
    // reduced: the logo, the secure hint and the cart; no navigation, no campaign row
    expect(all.root?.querySelector('[part="secure-hint"]')).not.toBeNull();
    expect(all.root?.querySelector('nav.navigation')).toBeNull();
    expect(all.root?.querySelector('[part="campaign-row"]')).toBeNull();
    const hintless = parse(await render({ flags: ['reduced'] }));
    expect(hintless.root?.querySelector('[part="secure-hint"]')).toBeNull();
  });

  it('sets each footer flag as its attribute; reduced hides the categories and social links', async () => {
    const full = parse(await render({ kind: 'footer', flags: [] }));
    expect(full.element.getAttribute('newsletter')).toBe('false');
    expect(full.root?.querySelector('[part="footer-social"]')).not.toBeNull();
    const reduced = parse(await render({ kind: 'footer', flags: ['reduced', 'newsletter'] }));
    expect(reduced.element.getAttribute('reduced')).toBe('');
    expect(reduced.element.getAttribute('newsletter')).toBe('');
    expect(reduced.root?.querySelector('[part="footer-social"]')).toBeNull();
  });

  it('leaves out an unknown flag, platform or site with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { element } = parse(
      await render({ site: 'XX', platform: 'WATCH', flags: ['sticky', 'newsletter', 'evil"'] }),
    );
    expect(element.getAttribute('site')).toBe('DE');
    expect(element.getAttribute('platform')).toBe('CLASSIC');
    expect(element.getAttributeNames()).not.toContain('newsletter');
    expect(element.outerHTML).not.toContain('evil');
    expect(warn.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(
      /WATCH[\s\S]*newsletter|newsletter[\s\S]*WATCH/,
    );
  });

  it('styles by stylesheet links under assetBase only: no style element, no style attribute', async () => {
    for (const html of [await render({}), await render({ kind: 'footer' })]) {
      const { links } = parse(html);
      expect(links.length).toBeGreaterThan(2);
      for (const href of links)
        expect(href).toMatch(/^https:\/\/cdn\.example\/se\/styles\/[0-9a-f]{16}\.css$/);
      expect(html).not.toMatch(/<style|\sstyle="/);
      // the one script is data: a browser never runs application/json
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html).toContain('<script type="application/json" data-shop-state>');
    }
  });

  it('ends its shadow root with the end marker and links the sheet that shows the view only once it is parsed', async () => {
    for (const html of [await render({}), await render({ kind: 'footer' })]) {
      const { template, links } = parse(html);
      const last = template?.content.lastElementChild;
      expect(last?.localName).toBe('span');
      expect(last?.hasAttribute('data-shop-end') && last.hasAttribute('hidden')).toBe(true);
      expect(links).toContain(`https://cdn.example/se/styles/${styleFileName(fragmentStyles)}`);
      expect(fragmentStyles).toMatch(/\[data-shop-root\]:not\(:has\(~ \[data-shop-end\]\)\)/);
    }
  });

  it('asks only for shared data, with no cookie: nothing personal is in the fragment', async () => {
    const { fetcher, requests } = recordingFetch();
    await render({ flags: ['sticky'] }, fetcher);
    await render({ kind: 'footer', flags: ['newsletter'] }, fetcher);
    const paths = requests.map((request) => new URL(request.url).pathname);
    expect(paths.sort()).toEqual(
      [
        '/jsonflyoutnavigation',
        '/service/promotion/api/promotion/SHOP_FOOTER',
        '/service/themeworld-frontend/api/themeworlds/navigation',
        ...paths.filter((path) => path.startsWith('/service/promotion/api/promotion/~')),
      ].sort(),
    );
    expect(paths.filter((path) => path.includes('/~')).length).toBeGreaterThan(0);
    for (const request of requests) expect(request.headers.get('cookie')).toBeNull();
  });

  it('embeds its data so that no "</script>" in it ends the data block', async () => {
    const hostile = recordingFetch((url) =>
      url.pathname === '/jsonflyoutnavigation'
        ? Promise.resolve(
            Response.json([
              { title: '</script><script>alert(1)</script>', href: '/x', children: [] },
            ]),
          )
        : undefined,
    );
    const html = await render({}, hostile.fetcher);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const tree = Object.values(parse(html).data?.['navigation'] ?? {})[0] as {
      tree: { title: string }[];
    };
    expect(tree.tree[0]?.title).toBe('</script><script>alert(1)</script>');
  });

  it('leaves the navigation out when its service fails, and renders the rest (logged)', async () => {
    const error = quiet();
    const failing = recordingFetch((url) =>
      url.pathname === '/jsonflyoutnavigation'
        ? Promise.resolve(new Response('', { status: 503 }))
        : undefined,
    );
    const { root, data } = parse(await render({}, failing.fetcher));
    expect(root?.querySelectorAll('a.navigation__top')).toHaveLength(0);
    expect(root?.querySelector('a.header__logo')).not.toBeNull();
    expect(root?.querySelector('[part="campaign-row"]')).not.toBeNull();
    const [navigation] = Object.values(data?.['navigation'] ?? {}) as { tree?: unknown }[];
    expect(navigation?.tree).toBeUndefined();
    expect(JSON.stringify(error.mock.calls)).toContain('navigation request failed');
  });

  it('gives up on a late service after timeoutMs: the campaign row shows its standing benefits', async () => {
    quiet();
    const late = recordingFetch((url, init) =>
      url.pathname.startsWith('/service/promotion/')
        ? new Promise<Response>((_, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          )
        : undefined,
    );
    const { root, data } = parse(await render({}, late.fetcher, 50));
    expect(root?.querySelector('[data-campaign]')?.getAttribute('data-campaign')).toBe('standing');
    expect(root?.querySelectorAll('a.navigation__top').length).toBeGreaterThan(2);
    expect(
      Object.values(data?.['promotions'] ?? {}).every(
        (entry) => (entry as { promotion?: unknown }).promotion === undefined,
      ),
    ).toBe(true);
  });

  it('renders the built-in footer when the SHOP_FOOTER override is malformed (logged)', async () => {
    const error = quiet();
    const malformed = recordingFetch((url) =>
      url.pathname.endsWith('/SHOP_FOOTER')
        ? Promise.resolve(new Response('{"type": '))
        : undefined,
    );
    const { root, data } = parse(await render({ kind: 'footer', site: 'AT' }, malformed.fetcher));
    expect(root?.querySelectorAll('[part="footer-legal"] a').length).toBeGreaterThan(0);
    expect(data?.['content']?.['AT']).toMatchObject({ status: 'ready' });
    expect(JSON.stringify(error.mock.calls)).toMatch(/SHOP_FOOTER/);
  });

  it('renders concurrently: a render waiting for its services holds no other up, and each keeps its own data', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = recordingFetch((url, init) =>
      url.pathname === '/jsonflyoutnavigation' ? held.then(() => fetch(url, init)) : undefined,
    );
    const waiting = render({ site: 'AT' }, slow.fetcher);
    const other = parse(await render({ site: 'PL' }));
    expect(Object.keys(other.data?.['navigation'] ?? {})[0]).toContain('PL');
    release();
    const first = parse(await waiting);
    expect(first.element.getAttribute('site')).toBe('AT');
    expect(Object.keys(first.data?.['navigation'] ?? {})[0]).toContain('AT');
    expect(first.root?.querySelectorAll('a.navigation__top').length).toBeGreaterThan(2);
  });
});
