import userEvent from '@testing-library/user-event';
import { html } from 'lit-html';
import { screen, within } from 'shadow-dom-testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/shop-footer';
import { $flyout, closeFlyout, openFlyout } from '../../stores/flyout/index';
import { $newsletterStatusAnswered, resetFooter } from '../../stores/footer/index';
import { resetUser } from '../../stores/user/index';
import { resetNewsletter } from '../../stores/newsletter/index';
import { mount, pressWhileComposing, rendered, unmountAll, waitFor } from '../../test/helpers/dom';
import { reactIdle } from '../../test/helpers/react-idle';

/** happy-dom's window size (its own API), with the resize event a browser sends. */
function setWindowWidth(width: number): void {
  const happyDOM = (window as unknown as { happyDOM: { setViewport(size: object): void } })
    .happyDOM;
  happyDOM.setViewport({ width, height: 900 });
  window.dispatchEvent(new Event('resize'));
}

type Handler = (url: URL) => Response | Promise<Response>;

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const SHOP_FOOTER_PATH = '/service/promotion/api/promotion/SHOP_FOOTER';

let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let handlers: { shopFooter: Handler; psdata: Handler };

/** The SHOP_FOOTER answer carrying `content` as its contentJSON. */
const override = (content: unknown): Response =>
  json({ promotionId: 'SHOP_FOOTER', type: 'ApiShopFooter', contentJSON: JSON.stringify(content) });

function routes(url: URL): Response | Promise<Response> {
  if (url.pathname === SHOP_FOOTER_PATH) return handlers.shopFooter(url);
  if (url.pathname === '/json/psdata') return handlers.psdata(url);
  if (url.pathname === '/service/logging') return json({ accepted: 1 }, 202);
  if (url.pathname.endsWith('/newsletter-subscribers')) {
    return json({ status: 'WAITING_FOR_DOI' }, 201);
  }
  return new Response('', { status: 404 });
}

const callsTo = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(url).pathname === path);

/**
 * Every request asked for so far has its answer, and React has done what the answers changed:
 * the moment a part that must not show would show.
 */
async function answersDrawn(): Promise<void> {
  await Promise.allSettled(fetchMock.mock.results.map((result) => result.value));
  await reactIdle();
}

let errors: ReturnType<typeof vi.spyOn>;
let warnings: ReturnType<typeof vi.spyOn>;
/** What was written to the console, context objects included. */
const logged = (spy: ReturnType<typeof vi.spyOn>): string =>
  spy.mock.calls
    .map((call: unknown[]) =>
      call.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join(' '),
    )
    .join('\n');

beforeEach(() => {
  resetFooter();
  resetUser();
  resetNewsletter();
  delete window.shopPsdata;
  handlers = {
    shopFooter: () => json({ error: 'PROMOTION_NOT_FOUND' }, 404),
    psdata: () => json({ nl_status: null }),
  };
  fetchMock = vi.fn((url: string) => Promise.resolve(routes(new URL(url))));
  vi.stubGlobal('fetch', fetchMock);
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  setWindowWidth(1600);
});

afterEach(() => {
  unmountAll();
  delete window.shopPsdata;
});

/** Mounts a footer from markup, as integrators write it, and waits for its content. */
async function mountFooter(attributes = 'site="DE"', { waitForContent = true } = {}) {
  const container = mount(html``);
  container.innerHTML = `<shop-footer ${attributes}></shop-footer>`;
  const element = container.querySelector('shop-footer');
  if (!element) throw new Error('no <shop-footer>');
  const root = await rendered(element);
  if (waitForContent) {
    await waitFor(() => root.querySelector('[part~="footer-legal"]'), {
      message: 'footer content',
    });
  }
  return { element, root };
}

/** The headings' texts as read out: without their decorative icons. */
const headings = (root: ShadowRoot, level: number): string[] =>
  [...root.querySelectorAll(`h${level}`)].map((heading) => {
    const copy = heading.cloneNode(true) as Element;
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return copy.textContent ?? '';
  });

const links = (root: ShadowRoot): string[] =>
  [...root.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '');

describe('<shop-footer> content', () => {
  it('shows the DE content in German without a site attribute', async () => {
    const { root } = await mountFooter('');
    expect(root.querySelector('.footer')?.getAttribute('lang')).toBe('de-DE');
    expect(headings(root, 2)).toContain('Wir sind für Sie da');
    expect(headings(root, 3)).toEqual([
      'Bequem bezahlen',
      'Lieferung',
      'Click & Collect',
      'Rückgabe & Reklamation',
      'Hilfe & Service',
      'Kundenkarte',
      'Produktinformationen',
      'Über uns',
    ]);
    expect(screen.getByShadowRole('link', { name: 'Impressum' })).toBeTruthy();
  });

  it('logs an unknown site and shows the DE footer', async () => {
    const { root } = await mountFooter('site="XX"');
    expect(headings(root, 2)).toContain('Wir sind für Sie da');
    expect(logged(warnings)).toContain('unknown site "XX"');
  });

  it('shows each site its own content in its own language', async () => {
    const { root } = await mountFooter('site="CH_FR"');
    expect(root.querySelector('.footer')?.getAttribute('lang')).toBe('fr-CH');
    expect(headings(root, 2)).toContain('Nous sommes là pour vous');
    expect(screen.getByShadowRole('link', { name: 'Mentions légales' })).toBeTruthy();
  });

  it('switches content and language when the site attribute changes', async () => {
    const { element, root } = await mountFooter('site="DE"');
    element.setAttribute('site', 'PL');
    await waitFor(() => headings(root, 2).includes('Jesteśmy tu dla Państwa'));
    expect(screen.getByShadowRole('link', { name: 'Regulamin' })).toBeTruthy();
  });

  it('shows the sales-tax note on CZ and SK only', async () => {
    const cz = await mountFooter('site="CZ"');
    expect(cz.root.querySelector('[part="footer-sales-tax"]')?.textContent).toContain(
      'Všechny ceny jsou uvedeny včetně DPH',
    );
    unmountAll();
    const de = await mountFooter('site="DE"');
    expect(de.root.querySelector('[part="footer-sales-tax"]')).toBeNull();
  });

  it('hides links marked hideInClassic on the CLASSIC platform only', async () => {
    const classic = await mountFooter('site="DE" platform="CLASSIC"');
    expect(screen.queryByShadowRole('link', { name: 'App herunterladen' })).toBeNull();
    expect(classic.root.textContent).toContain('Newsletter abonnieren');
    unmountAll();
    await mountFooter('site="DE" platform="TABLET"');
    expect(screen.getByShadowRole('link', { name: 'App herunterladen' })).toBeTruthy();
  });

  it('asks for SHOP_FOOTER once per site and page, with the site header', async () => {
    const container = mount(html``);
    container.innerHTML =
      '<shop-footer site="AT"></shop-footer><shop-footer site="AT" reduced></shop-footer>';
    for (const element of container.querySelectorAll('shop-footer')) {
      const root = await rendered(element);
      await waitFor(() => root.querySelector('[part~="footer-legal"]'));
    }
    const calls = callsTo(SHOP_FOOTER_PATH);
    expect(calls).toHaveLength(1);
    expect(new Headers(calls[0]?.[1]?.headers).get('X-Site')).toBe('AT');
  });
});

describe('<shop-footer> outline', () => {
  it.each([
    ['', 2],
    ['<h1>Seite</h1>', 2],
    ['<h1>Seite</h1><section><h3>Zuletzt angesehen</h3></section>', 4],
    ['<h5>Tief</h5>', 5],
  ])('starts its headings one below the page’s last heading (%s)', async (before, level) => {
    const container = mount(html``);
    container.innerHTML = `${before}<shop-footer site="DE"></shop-footer>`;
    const element = container.querySelector('shop-footer');
    if (!element) throw new Error('no <shop-footer>');
    const root = await rendered(element);
    await waitFor(() => root.querySelector('[part~="footer-legal"]'));
    await waitFor(() => root.querySelector('[part="footer-newsletter"] form'));
    expect(headings(root, level)).toEqual(
      expect.arrayContaining([
        'Jetzt zum Newsletter anmelden und 10\u00a0% sparen',
        'Wir sind für Sie da',
        'Folgen Sie uns',
      ]),
    );
    expect(headings(root, level + 1)).toContain('Bequem bezahlen');
  });

  it('makes no landmark of its own parts: a second footer on the page repeats none', async () => {
    await mountFooter('site="DE"');
    expect(screen.queryAllByShadowRole('region')).toEqual([]);
    expect(screen.queryAllByShadowRole('navigation')).toEqual([]);
    expect(screen.getByShadowRole('list', { name: 'Rechtliche Hinweise' })).toBeTruthy();
  });
});

describe('<shop-footer> SHOP_FOOTER override', () => {
  it('replaces the built-in content part by part', async () => {
    handlers.shopFooter = () =>
      override({
        headline: 'Sommer-Service für Sie',
        legalLinks: [{ url: '/info/impressum-neu', text: 'Impressum (neu)' }],
      });
    const { root } = await mountFooter('site="DE"');
    expect(headings(root, 2)).toContain('Sommer-Service für Sie');
    expect(screen.getByShadowRole('link', { name: 'Impressum (neu)' })).toBeTruthy();
    expect(screen.queryByShadowRole('link', { name: 'Datenschutz' })).toBeNull();
    // the parts the override leaves out stay built in
    expect(headings(root, 3)).toContain('Bequem bezahlen');
    expect(root.querySelector('[part="footer-categories"]')?.textContent).toContain('Kaffeebohnen');
  });

  it('keeps the built-in part where the override part has the wrong shape', async () => {
    handlers.shopFooter = () =>
      override({ headline: 42, legalLinks: 'Impressum', teaser: { groups: [{ heading: 1 }] } });
    const { root } = await mountFooter('site="DE"');
    expect(headings(root, 2)).toContain('Wir sind für Sie da');
    expect(headings(root, 3)).toContain('Bequem bezahlen');
    expect(screen.getByShadowRole('link', { name: 'Impressum' })).toBeTruthy();
    expect(logged(errors)).toMatch(
      /SHOP_FOOTER content left out.*"parts":\["headline","teaser","legalLinks"\]/,
    );
  });

  it.each([
    ['contentJSON that is not JSON', () => json({ contentJSON: '{"headline": "Sommer' })],
    ['an answer of the wrong shape', () => json({ content: { headline: 'Sommer' } })],
    ['contentJSON that is a list', () => override(['Sommer'])],
    ['a failing service', () => json({ error: 'INTERNAL_ERROR' }, 500)],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows the built-in content and logs %s', async (_, answer) => {
    handlers.shopFooter = answer;
    const { root } = await mountFooter('site="DE"');
    expect(headings(root, 2)).toContain('Wir sind für Sie da');
    expect(logged(errors)).toMatch(/SHOP_FOOTER/);
  });

  it('treats 404 as no override, without an error', async () => {
    const { root } = await mountFooter('site="DE"');
    expect(headings(root, 2)).toContain('Wir sind für Sie da');
    expect(logged(errors)).not.toMatch(/SHOP_FOOTER/);
  });

  it('renders markup in the override as text and leaves out unsafe links', async () => {
    handlers.shopFooter = () =>
      override({
        headline: '<img src=x onerror="alert(1)">Hallo',
        legalLinks: [
          { url: 'javascript:alert(1)', text: 'Böse' },
          { url: '//evil.example/', text: 'Fremd' },
          { url: '/info/impressum', text: '<b>Impressum</b>' },
        ],
        socialMedia: {
          heading: 'Folgen',
          socialMediaIcons: [
            { iconName: 'facebook', link: 'javascript:alert(2)' },
            { iconName: 'instagram', link: 'https://www.instagram.com/shop/' },
          ],
        },
      });
    const { root } = await mountFooter('site="DE"');
    expect(headings(root, 2)).toContain('<img src=x onerror="alert(1)">Hallo');
    expect(root.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByShadowRole('link', { name: '<b>Impressum</b>' })).toBeTruthy();
    expect(root.querySelector('b')).toBeNull();
    expect(screen.queryByShadowRole('link', { name: 'Böse' })).toBeNull();
    expect(screen.queryByShadowRole('link', { name: 'Fremd' })).toBeNull();
    expect(links(root).some((href) => /javascript:|evil/.test(href))).toBe(false);
    expect(screen.getByShadowRole('link', { name: 'Folgen Sie uns auf Instagram' })).toBeTruthy();
    expect(screen.queryByShadowRole('link', { name: 'Folgen Sie uns auf Facebook' })).toBeNull();
  });

  it('shows a group without an icon for an unknown icon name, and logs it', async () => {
    handlers.shopFooter = () =>
      override({
        teaser: {
          groups: [
            {
              heading: { iconName: 'rocket', link: { url: '/info/raketen', text: 'Raketen' } },
              links: [{ url: '/info/start', text: 'Start' }],
            },
          ],
        },
        socialMedia: {
          heading: 'Folgen',
          socialMediaIcons: [
            { iconName: 'myspace', link: 'https://myspace.example/' },
            { iconName: 'contact', link: '/contact' },
            { iconName: 'youtube', link: 'https://www.youtube.com/' },
          ],
        },
      });
    const { root } = await mountFooter('site="DE"');
    const group = root.querySelector('[part="footer-services"]');
    expect(headings(root, 3)).toEqual(['Raketen']);
    expect(group?.querySelector('svg.footer__icon')).toBeNull();
    const social = root.querySelector('[part="footer-social"]');
    expect([...(social?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual([
      'https://www.youtube.com/',
    ]);
    expect(logged(warnings)).toContain('footer: unknown icon name');
    expect(logged(warnings)).toContain('rocket');
  });

  it('shows no image for an unknown logo source, and logs an error', async () => {
    handlers.shopFooter = () =>
      override({
        qualityLogos: {
          heading: 'Siegel',
          logos: [
            {
              link: '/info/a',
              image: { label: 'Unbekannt', source: 'bogus_seal', width: 80, height: 40 },
            },
            {
              link: '/info/b',
              image: { label: 'Trusted Shops', source: 'trusted_shops', width: 80, height: 40 },
            },
          ],
        },
      });
    const { root } = await mountFooter('site="DE"');
    const images = [...root.querySelectorAll('[part="footer-quality"] img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/service/footer-images/logos/trusted_shops.svg',
    ]);
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Trusted Shops']);
    expect(logged(errors)).toContain('footer: unknown logo source');
    expect(logged(errors)).toContain('bogus_seal');
  });

  it('shows the sales-tax note of an override on CZ and SK only', async () => {
    const note = {
      textBeforeLink: 'Alle Preise inkl. MwSt., zzgl. ',
      link: { url: '/info/versand', text: 'Versand' },
      textAfterLink: '.',
    };
    handlers.shopFooter = () => override({ salesTax: note });
    const { root } = await mountFooter('site="DE"');
    expect(root.querySelector('[part="footer-sales-tax"]')).toBeNull();
  });
});

describe('<shop-footer> reduced mode', () => {
  const visibleParts = (root: ShadowRoot) => ({
    categories: root.querySelector('[part="footer-categories"]') !== null,
    social: root.querySelector('[part="footer-social"]') !== null,
    apps: root.querySelector('[part="footer-apps"]') !== null,
    newsletter: root.querySelector('[part="footer-newsletter"]') !== null,
    groups: headings(root, 3),
  });

  it('shows everything in the full footer', async () => {
    const { root } = await mountFooter('site="DE"');
    await waitFor(() => root.querySelector('[part="footer-newsletter"]'));
    expect(visibleParts(root)).toEqual({
      categories: true,
      social: true,
      apps: true,
      newsletter: true,
      groups: expect.arrayContaining(['Click & Collect', 'Kundenkarte', 'Über uns']),
    });
  });

  it.each([
    ['the reduced attribute', 'reduced', ''],
    ['reduced="true"', 'reduced="true"', ''],
    ['an affiliate-number cookie', '', 'affiliatenumber=4711'],
    ['the app cookie with the value new', '', 'appclient=new'],
  ])(
    'hides the checkout-hidden groups, categories, icons and newsletter with %s',
    async (_, attribute, cookie) => {
      if (cookie) document.cookie = `${cookie}; path=/`;
      const { root } = await mountFooter(`site="DE" ${attribute}`);
      await answersDrawn();
      expect(visibleParts(root)).toEqual({
        categories: false,
        social: false,
        apps: false,
        newsletter: false,
        groups: ['Bequem bezahlen', 'Lieferung', 'Rückgabe & Reklamation', 'Hilfe & Service'],
      });
      expect(root.querySelector('[part="footer"]')?.getAttribute('data-reduced')).toBe('true');
      // nothing asks for nl_status when the block cannot show
      expect(callsTo('/json/psdata')).toHaveLength(0);
    },
  );

  it('starts the groups that show again when reduced is turned off as a desktop starts them: expanded', async () => {
    const user = userEvent.setup();
    const { element, root } = await mountFooter('site="DE" platform="CLASSIC" reduced');
    const groupButton = (name: string) => screen.getByShadowRole('button', { name });
    await user.click(groupButton('Lieferung'));
    element.removeAttribute('reduced');
    await waitFor(() => root.querySelector('[data-reduced="false"]'));
    for (const name of ['Click & Collect', 'Kundenkarte', 'Produktinformationen', 'Über uns'])
      expect(groupButton(name).getAttribute('aria-expanded'), name).toBe('true');
    // the groups that stayed keep what the visitor chose
    expect(groupButton('Lieferung').getAttribute('aria-expanded')).toBe('false');
    expect(groupButton('Bequem bezahlen').getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps the groups that show again collapsed on a mobile client', async () => {
    const { element, root } = await mountFooter('site="DE" platform="SMARTPHONE" reduced');
    element.removeAttribute('reduced');
    await waitFor(() => root.querySelector('[data-reduced="false"]'));
    expect(screen.getByShadowRole('button', { name: 'Kundenkarte' })).toBeTruthy();
    expect(screen.queryAllByShadowRole('button', { expanded: true })).toEqual([]);
  });

  it('is not reduced by another app cookie value or reduced="false"', async () => {
    document.cookie = 'appclient=old; path=/';
    const { root } = await mountFooter('site="DE" reduced="false"');
    expect(root.querySelector('[part="footer-categories"]')).not.toBeNull();
    expect(root.querySelector('[part="footer"]')?.getAttribute('data-reduced')).toBe('false');
  });
});

describe('<shop-footer> newsletter block', () => {
  const newsletterBlock = (root: ShadowRoot) => root.querySelector('[part="footer-newsletter"]');

  it('shows the newsletter form with the footer as origin addition once nl_status is in', async () => {
    const { root } = await mountFooter('site="DE"');
    await waitFor(() => newsletterBlock(root));
    expect(screen.getByShadowRole('textbox', { name: /E-Mail-Adresse/ })).toBeTruthy();
    expect(callsTo('/json/psdata')).toHaveLength(1);
  });

  it('signs up with the footer as origin addition and tells the page on the footer element', async () => {
    const user = userEvent.setup();
    const { element, root } = await mountFooter('site="DE"');
    await waitFor(() => newsletterBlock(root));
    const success = vi.fn();
    element.addEventListener('newsletter-success', success);
    await user.type(
      screen.getByShadowRole('textbox', { name: /E-Mail-Adresse/ }),
      'lena@example.com',
    );
    await user.click(screen.getByShadowRole('button', { name: 'Anmelden' }));
    await waitFor(() => success.mock.calls.length === 1);
    const [, init] = callsTo('/service/newsletter/api/internal/newsletter-subscribers')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      email: 'lena@example.com',
      origin: 'NEWSLETTER',
      originAddition: 'footer',
    });
  });

  it.each(['SUBSCRIBED', 'WAITING_FOR_DOI'])('hides it for nl_status %s', async (status) => {
    handlers.psdata = () => json({ nl_status: status });
    const { root } = await mountFooter('site="DE"');
    await waitFor(() => callsTo('/json/psdata').length === 1);
    // the answer is in, and React has done what it changed
    await waitFor(() => $newsletterStatusAnswered.get(), { message: 'nl_status in' });
    await reactIdle();
    expect(newsletterBlock(root)).toBeNull();
  });

  it.each([
    ['UNSUBSCRIBED', () => json({ nl_status: 'UNSUBSCRIBED' })],
    ['a failing call', () => json({ error: 'INTERNAL_ERROR' }, 500)],
    ['a malformed answer', () => new Response('{"nl_status": ', { status: 200 })],
    ['an answer of the wrong shape', () => json({ nl_status: { value: 'SUBSCRIBED' } })],
  ])('shows it for %s', async (_, answer) => {
    handlers.psdata = answer;
    const { root } = await mountFooter('site="DE"');
    await waitFor(() => newsletterBlock(root));
  });

  // issue 24: the footer settles in one go, so it appears when nl_status is in, with the block
  it('waits for nl_status before showing it: the footer appears with it', async () => {
    let answer: (response: Response) => void = () => undefined;
    handlers.psdata = () => new Promise<Response>((resolve) => (answer = resolve));
    const container = mount(html`<shop-footer site="DE"></shop-footer>`);
    const element = container.querySelector('shop-footer');
    if (!element) throw new Error('no <shop-footer>');
    // it has asked, and React has done all it had to until the answer comes
    await waitFor(() => callsTo('/json/psdata').length === 1, { message: 'nl_status asked' });
    await reactIdle();
    expect(element.hasAttribute('rendered')).toBe(false);
    expect(element.shadowRoot?.querySelector('[part~="footer"]') ?? null).toBeNull();
    answer(json({ nl_status: null }));
    const root = await rendered(element);
    expect(newsletterBlock(root)).not.toBeNull();
    expect(root.querySelector('[part~="footer-legal"]')).not.toBeNull();
  });

  it('hides it with newsletter="false" and does not ask for nl_status', async () => {
    const { root } = await mountFooter('site="DE" newsletter="false"');
    await answersDrawn();
    expect(newsletterBlock(root)).toBeNull();
    expect(callsTo('/json/psdata')).toHaveLength(0);
  });

  it('asks for nl_status once for two footers', async () => {
    const container = mount(html``);
    container.innerHTML =
      '<shop-footer site="DE"></shop-footer><shop-footer site="AT"></shop-footer>';
    for (const element of container.querySelectorAll('shop-footer')) {
      const root = await rendered(element);
      await waitFor(() => newsletterBlock(root));
    }
    expect(callsTo('/json/psdata')).toHaveLength(1);
  });
});

describe('<shop-footer> mobile client', () => {
  const expanded = () =>
    screen
      .getAllByShadowRole('button', { expanded: true })
      .map((button) => button.textContent ?? '');

  const groupButton = (name: string) => screen.getByShadowRole('button', { name });

  it('starts a desktop with every group expanded, categories collapsed, headings as links', async () => {
    await mountFooter('site="DE" platform="CLASSIC"');
    expect(groupButton('Bequem bezahlen').getAttribute('aria-expanded')).toBe('true');
    expect(groupButton('Über uns').getAttribute('aria-expanded')).toBe('true');
    expect(groupButton('Beliebte Kategorien').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByShadowRole('link', { name: 'Bequem bezahlen' }).getAttribute('href')).toBe(
      '/info/zahlungsarten',
    );
  });

  it.each(['MATCH', 'SMARTPHONE'])(
    'starts %s with every panel collapsed and headings that are not links',
    async (platform) => {
      await mountFooter(`site="DE" platform="${platform}"`);
      expect(screen.queryAllByShadowRole('button', { expanded: true })).toEqual([]);
      expect(groupButton('Bequem bezahlen').getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByShadowRole('link', { name: 'Bequem bezahlen' })).toBeNull();
    },
  );

  it('starts a window narrower than 767 px collapsed, with headings still links on TABLET', async () => {
    setWindowWidth(700);
    const { root } = await mountFooter('site="DE" platform="TABLET"');
    expect(root.querySelector('[part="footer"]')?.getAttribute('data-client')).toBe('mobile');
    expect(
      screen.getByShadowRole('button', { name: 'Bequem bezahlen' }).getAttribute('aria-expanded'),
    ).toBe('false');
    expect(screen.getByShadowRole('link', { name: 'Bequem bezahlen' })).toBeTruthy();
  });

  it('starts the panels over when the window is resized across 767 px', async () => {
    const user = userEvent.setup();
    const { root } = await mountFooter('site="DE" platform="TABLET"');
    await user.click(groupButton('Lieferung'));
    expect(groupButton('Lieferung').getAttribute('aria-expanded')).toBe('false');
    setWindowWidth(766);
    await waitFor(() => root.querySelector('[data-client="mobile"]'));
    expect(screen.queryAllByShadowRole('button', { expanded: true })).toEqual([]);
    setWindowWidth(767);
    await waitFor(() => root.querySelector('[data-client="desktop"]'));
    expect(expanded()).toHaveLength(8);
    expect(groupButton('Lieferung').getAttribute('aria-expanded')).toBe('true');
  });
});

describe('<shop-footer> view switch', () => {
  let reload: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    reload = vi.fn<() => void>();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
  });

  it('offers a mobile client the desktop view: sets the country hint and reloads', async () => {
    const user = userEvent.setup();
    await mountFooter('site="CH_FR" platform="MATCH"');
    await user.click(screen.getByShadowRole('button', { name: 'Vers la version pour ordinateur' }));
    expect(document.cookie).toContain('desktopview_ch=true');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offers the way back to a visitor who chose the desktop view', async () => {
    const user = userEvent.setup();
    document.cookie = 'desktopview_de=true; path=/';
    await mountFooter('site="DE" platform="CLASSIC"');
    await user.click(screen.getByShadowRole('button', { name: 'Zur mobilen Ansicht' }));
    expect(document.cookie).not.toContain('desktopview_de');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offers nothing on a desktop nobody switched', async () => {
    await mountFooter('site="DE" platform="CLASSIC"');
    expect(screen.queryByShadowRole('button', { name: /Ansicht/ })).toBeNull();
  });

  it('offers nothing in the app', async () => {
    document.cookie = 'appclient=new; path=/';
    await mountFooter('site="DE" platform="SMARTPHONE"');
    expect(screen.queryByShadowRole('button', { name: /Ansicht/ })).toBeNull();
  });
});

describe('<shop-footer> country selector', () => {
  afterEach(() => closeFlyout());

  /** The country links' texts without their flags (the emoji's regional indicator letters). */
  const countryNames = (panel: HTMLElement): string[] =>
    within(panel)
      .queryAllByShadowRole('link')
      .map((link) => (link.textContent ?? '').replace(/\p{RI}/gu, ''));

  /** Opens the selector by a click on its button and returns its panel. */
  async function openSelector(name: string): Promise<HTMLElement> {
    const user = userEvent.setup();
    const button = screen.getByShadowRole('button', { name });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    await waitFor(() => button.getAttribute('aria-expanded') === 'true', {
      message: 'the selector open',
    });
    const panel = screen.getByShadowRole('dialog', { name: name.split(' ')[0] });
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    return panel;
  }

  it('shows the current country on a button named by the label and the country, and lists every country as a link to its shop', async () => {
    await mountFooter('site="HU"');
    expect(screen.queryByShadowRole('dialog'), 'closed: no panel shown').toBeNull();
    const panel = await openSelector('Ország Magyarország');
    expect(countryNames(panel)).toEqual([
      'Deutschland',
      'Österreich',
      'Schweiz (Deutsch)',
      'Suisse (Français)',
      'Polska',
      'Česko',
      'Magyarország',
      'Slovensko',
      'Türkiye',
    ]);
    const links = within(panel).getAllByShadowRole('link');
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([
      ...Array<null>(6).fill(null),
      'true',
      null,
      null,
    ]);
    expect(links[5]?.getAttribute('href')).toBe('https://cz.shop.example/');
    expect(links[5]?.getAttribute('lang')).toBe('cs-CZ');
  });

  it('filters by the country’s own name and its code, ignoring accents, and says how many match', async () => {
    const user = userEvent.setup();
    await mountFooter('site="DE"');
    const panel = await openSelector('Land Deutschland');
    const status = within(panel).getByShadowRole('status');
    expect(status.textContent, 'nothing to say before a filter').toBe('');
    const field = within(panel).getByShadowRole('searchbox', { name: 'Land suchen' });
    await user.type(field, 'cesko');
    expect(countryNames(panel)).toEqual(['Česko']);
    expect(status.textContent).toBe('Gefundene Länder: 1');
    await user.keyboard('{Control>}a{/Control}sk');
    expect(countryNames(panel)).toEqual(['Polska', 'Česko', 'Slovensko']);
    expect(status.textContent).toBe('Gefundene Länder: 3');
    await user.keyboard('{Control>}a{/Control}AT');
    expect(countryNames(panel), 'by its code').toEqual(['Österreich']);
    await user.keyboard('{Control>}a{/Control}ch_fr');
    expect(countryNames(panel)).toEqual(['Suisse (Français)']);
    await user.keyboard('{Control>}a{/Control}xyz');
    expect(countryNames(panel)).toEqual([]);
    expect(status.textContent).toBe('Kein Land gefunden');
  });

  it('starts every opening with every country', async () => {
    const user = userEvent.setup();
    await mountFooter('site="PL"');
    const panel = await openSelector('Kraj Polska');
    await user.type(within(panel).getByShadowRole('searchbox'), 'slo');
    expect(countryNames(panel)).toEqual(['Slovensko']);
    await user.click(screen.getByShadowRole('button', { name: 'Kraj Polska' }));
    const again = await openSelector('Kraj Polska');
    expect(countryNames(again)).toHaveLength(9);
    expect((within(again).getByShadowRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('moves from the search field to the first country by ArrowDown, but not while an input method is composing', async () => {
    const user = userEvent.setup();
    await mountFooter('site="CZ"');
    const panel = await openSelector('Země Česko');
    const field = within(panel).getByShadowRole('searchbox');
    field.focus();
    const root = field.getRootNode() as ShadowRoot;
    const composing = pressWhileComposing(field, 'ArrowDown');
    expect(root.activeElement, 'the IME keeps the arrow').toBe(field);
    expect(composing.defaultPrevented).toBe(false);
    await user.keyboard('{ArrowDown}');
    expect(root.activeElement?.textContent?.replace(/\p{RI}/gu, '')).toBe('Deutschland');
  });

  it('is one of the page’s flyouts: another opening closes it, and flyout-change reports none', async () => {
    await mountFooter('site="SK"');
    await openSelector('Krajina Slovensko');
    expect($flyout.get()).toBe('NONE');
    openFlyout('CART', 'a mini cart');
    const button = screen.getByShadowRole('button', { name: 'Krajina Slovensko' });
    await waitFor(() => button.getAttribute('aria-expanded') === 'false', {
      message: 'the selector closed',
    });
    expect(screen.queryByShadowRole('dialog')).toBeNull();
  });
});
