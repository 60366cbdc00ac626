// @vitest-environment-options { "url": "https://www.shop.example/kaffee" }
import userEvent from '@testing-library/user-event';
import { screen } from 'shadow-dom-testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findPromotion, readTags } from '../../demo/backend/promotions';
import { HOSTILE_MARKUP } from '../../test/fixtures/hostile-markup';
import { waitFor } from '../../test/helpers/dom';
import { reactIdle } from '../../test/helpers/react-idle';
import { arePromotionsLoaded } from '../../test/helpers/promotions';
import { cleanupViews, renderView, type RenderedView } from '../../test/helpers/render';
import { resetPromotions } from '../../stores/promotions/index';
import { $openLegalHint } from '../../stores/promotions/legal-hint';
import type { Site } from '../core/sites';
import { sanitizeUrl } from '../core/url';
import { PromotionBlock, type PromotionBlockProps } from './promotions';

/** The fake backend's promotions, answered as the service would; `answers` replaces one id. */
const answers = new Map<string, () => Promise<Response>>();
let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status });
}

function promotionService(url: string, init?: RequestInit): Promise<Response> {
  const address = new URL(url);
  const promotionId = decodeURIComponent(address.pathname.split('/').at(-1) ?? '');
  const answer = answers.get(promotionId);
  if (answer) return answer();
  const site = (new Headers(init?.headers).get('X-Site') ?? 'DE') as Site;
  const found = findPromotion(
    promotionId,
    {
      allOfTags: readTags(address.searchParams, 'allOfTags'),
      anyOfTags: readTags(address.searchParams, 'anyOfTags'),
      noneOfTags: readTags(address.searchParams, 'noneOfTags'),
    },
    { site, now: new Date('2026-10-20T10:00:00Z'), imageBase: '' },
  );
  return Promise.resolve(found ? json(found) : json({ error: 'PROMOTION_NOT_FOUND' }, 404));
}

function answer(promotionId: string, type: string, content: unknown): void {
  answers.set(promotionId, () =>
    Promise.resolve(json({ promotionId, type, contentJSON: JSON.stringify(content) })),
  );
}

async function show(props: PromotionBlockProps, site: Site = 'DE'): Promise<RenderedView> {
  const view = await renderView(<PromotionBlock {...props} />, { site });
  await waitFor(() => view.shadow.querySelector('[part="promotion"]'), {
    message: `${props.promotionId} to render`,
  });
  return view;
}

/**
 * Lets every started load finish and be drawn (the block renders nothing after it): every
 * promotion asked for is loaded in its store, and React has done what that changed.
 */
async function settleLoads(): Promise<void> {
  await waitFor(() => fetchMock.mock.results.length > 0);
  await Promise.allSettled(
    fetchMock.mock.results.map((result) => result.value as Promise<unknown>),
  );
  await waitFor(arePromotionsLoaded, { message: 'every promotion asked for loaded' });
  await reactIdle();
}

function block(view: RenderedView): HTMLElement {
  const root = view.shadow.querySelector<HTMLElement>('[part="promotion"]');
  if (!root) throw new Error('no promotion block');
  return root;
}

beforeEach(() => {
  resetPromotions();
  answers.clear();
  fetchMock = vi.fn(promotionService);
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  window.dataLayer = [];
});

afterEach(() => {
  cleanupViews();
  resetPromotions();
  delete window.shopPromotions;
});

describe('top banner (BANNER)', () => {
  it('shows the voucher banner: headline, both texts, subline, voucher with copy button, legal hint', async () => {
    const view = await show({ promotionId: '~top_banner', anyOfTags: ['sale'] });
    expect(block(view).classList).toContain('promotions--banner');
    expect(block(view).dataset.theme).toBe('dark');
    expect(screen.getByShadowText('Herbst-Sale: bis zu 30 % auf Mode')).toBeTruthy();
    expect(screen.getByShadowText('Nur bis Sonntag').classList).toContain(
      'promotions__text--short',
    );
    expect(
      screen.getByShadowText('Mit dem Code sparen Sie zusätzlich 15 % auf Jacken und Strick.')
        .classList,
    ).toContain('promotions__text--long');
    expect(screen.getByShadowText('Ausgewählte Artikel, solange der Vorrat reicht')).toBeTruthy();
    expect(screen.getByShadowText('HERBST15')).toBeTruthy();
    expect(screen.getByShadowText('Code im Warenkorb eingeben')).toBeTruthy();
    const copy = screen.getByShadowRole('button', { name: 'Code kopieren' });
    expect(copy.getAttribute('aria-describedby')).toBe(screen.getByShadowText('HERBST15').id);
    // the CMS selected the voucher: its call-to-action button stays away
    expect(screen.queryByShadowRole('link', { name: 'Zur Mode' })).toBeNull();
    const hint = screen.getByShadowRole('button', { name: 'Aktionsbedingungen' });
    expect(hint.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the button banner: image cutout with its alt text and the call-to-action link', async () => {
    const view = await show({ promotionId: '~top_banner', anyOfTags: ['coffee'] });
    expect(block(view).dataset.theme).toBeUndefined();
    const image = screen.getByShadowRole('img');
    expect(image.getAttribute('src')).toMatch(/^\/demo-assets\/products\/100105\.svg/);
    expect(image.getAttribute('alt')).not.toBe('');
    expect(image.getAttribute('loading')).toBe('lazy');
    const cta = screen.getByShadowRole('link', { name: 'Jetzt probieren' });
    expect(cta.getAttribute('href')).toMatch(/^\/p\//);
    await userEvent.click(cta);
    expect(window.dataLayer).toContainEqual({
      event: 'promotion_click',
      click_type: 'cta',
      click_target: cta.getAttribute('href'),
      specification: '~top_banner',
    });
  });

  it('opens and closes the legal text with its hint button', async () => {
    await show({ promotionId: '~top_banner', anyOfTags: ['sale'] });
    const hint = screen.getByShadowRole('button', { name: 'Aktionsbedingungen' });
    const text = view().querySelector<HTMLElement>(
      `#${CSS.escape(hint.getAttribute('aria-controls') ?? '')}`,
    );
    expect(text?.hidden).toBe(true);
    await userEvent.click(hint);
    expect(hint.getAttribute('aria-expanded')).toBe('true');
    expect(text?.hidden).toBe(false);
    expect(text?.textContent).toMatch(/^Gültig bis .* für Mode-Artikel/);
    await userEvent.click(hint);
    expect(text?.hidden).toBe(true);
  });

  it('closes the legal text on Escape and gives focus back to the hint button', async () => {
    await show({ promotionId: '~top_banner', anyOfTags: ['sale'] });
    const hint = screen.getByShadowRole('button', { name: 'Aktionsbedingungen' });
    const seen: boolean[] = [];
    const outside = (event: KeyboardEvent): void => void seen.push(event.defaultPrevented);
    document.addEventListener('keydown', outside);
    await userEvent.click(hint);
    await userEvent.keyboard('{Escape}');
    document.removeEventListener('keydown', outside);
    expect(hint.getAttribute('aria-expanded')).toBe('false');
    expect(view().activeElement).toBe(hint);
    // a flyout around the block leaves an Escape alone that something inside handled
    expect(seen).toEqual([true]);
  });

  it('closes its open legal text when the block goes away', async () => {
    const shown = await show({ promotionId: '~top_banner', anyOfTags: ['sale'] });
    await userEvent.click(screen.getByShadowRole('button', { name: 'Aktionsbedingungen' }));
    expect($openLegalHint.get()).toBeDefined();
    shown.unmount();
    expect($openLegalHint.get()).toBeUndefined();
  });

  it('copies the voucher code and says so in the live region', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await show({ promotionId: '~top_banner', anyOfTags: ['sale'] });
    const status = view().querySelector('.promotions__copy-status');
    if (!status) throw new Error('no copy status');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('');
    await userEvent.click(screen.getByShadowRole('button', { name: 'Code kopieren' }));
    expect(writeText).toHaveBeenCalledWith('HERBST15');
    await waitFor(() => status.textContent === 'Code kopiert');
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ click_type: 'voucher_copy', click_target: 'HERBST15' }),
    );
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('speaks the language of the site', async () => {
    await show({ promotionId: '~top_banner', anyOfTags: ['sale'] }, 'CH_FR');
    expect(screen.getByShadowRole('button', { name: 'Copier le code' })).toBeTruthy();
    // French typography: a no-break space before the colon
    expect(screen.getByShadowText('Code promo :', { exact: false }).textContent).toBe(
      'Code promo\u00a0: ',
    );
  });
});

function view(): ShadowRoot {
  const host = document.querySelector('[data-test-view]');
  if (!host?.shadowRoot) throw new Error('no view');
  return host.shadowRoot;
}

describe('benefits strip (BENEFITS)', () => {
  it('shows the four benefit links as a list named by the headline', async () => {
    await show({ promotionId: '~header_top' });
    const list = screen.getByShadowRole('list', { name: 'Ihre Vorteile' });
    const links = screen.getAllByShadowRole('link');
    expect(links).toHaveLength(4);
    expect(list.querySelectorAll('li')).toHaveLength(4);
    expect(links[0]?.textContent).toBe('Versandkostenfrei ab 20 € bei Kaffee');
  });

  it.each([
    [0, 'VK1_Versandkostenfrei'],
    [1, 'VK2_Newsletterregistrierung'],
    [2, 'VK3_XChannel'],
    [3, 'VK4_Service'],
  ])('tracks benefit link %i as %s', async (position, name) => {
    await show({ promotionId: '~header_top' });
    const link = screen.getAllByShadowRole('link')[position];
    if (!link) throw new Error('no link');
    await userEvent.click(link);
    expect(window.dataLayer).toEqual([
      {
        event: 'promotion_click',
        click_type: 'benefit',
        click_target: link.getAttribute('href'),
        specification: name,
      },
    ]);
  });

  it('shows at most four links and names the list itself without a headline', async () => {
    answer('~header_top', 'ApiHeaderBenefitsPromotion', {
      links: Array.from({ length: 6 }, (_, index) => ({
        text: `Vorteil ${index}`,
        url: `/v/${index}`,
      })),
    });
    await show({ promotionId: '~header_top' });
    expect(screen.getByShadowRole('list', { name: 'Ihre Vorteile' })).toBeTruthy();
    expect(screen.getAllByShadowRole('link').map((link) => link.textContent)).toEqual([
      'Vorteil 0',
      'Vorteil 1',
      'Vorteil 2',
      'Vorteil 3',
    ]);
  });
});

describe('category banner (CATEGORY)', () => {
  it('shows headline, subline, image and its link, and tracks the link', async () => {
    const view = await show({ promotionId: '~category_banner', anyOfTags: ['coffee'] });
    expect(block(view).classList).toContain('promotions--category');
    expect(screen.getByShadowText('Frisch geröstet, direkt zu Ihnen')).toBeTruthy();
    expect(screen.getByShadowText('Kaffee-Abo: 10 % sparen bei jeder Lieferung')).toBeTruthy();
    expect(screen.getByShadowRole('img')).toBeTruthy();
    const link = screen.getByShadowRole('link', { name: 'Zum Kaffee-Abo' });
    expect(link.getAttribute('href')).toBe('/c/coffee/subscription');
    await userEvent.click(link);
    expect(window.dataLayer).toContainEqual({
      event: 'promotion_click',
      click_type: 'link',
      click_target: '/c/coffee/subscription',
      specification: '~category_banner',
    });
  });

  it('shows the banner of the tags asked for, and another one when the tags change', async () => {
    const shown = await show({ promotionId: '~category_banner', anyOfTags: ['coffee'] });
    shown.rerender(<PromotionBlock promotionId="~category_banner" anyOfTags={['fashion']} />);
    await waitFor(() => screen.queryByShadowText('Warm durch den Winter'));
    expect(screen.queryByShadowText('Frisch geröstet, direkt zu Ihnen')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('phase-integration block (PHASE_INTEGRATION)', () => {
  it('shows headline, subline, image and the call-to-action button', async () => {
    const view = await show({ promotionId: '~phase_integration', anyOfTags: ['themeworld'] });
    expect(block(view).classList).toContain('promotions--phase');
    expect(screen.getByShadowText('Jede Woche neu, online und in Ihrer Filiale')).toBeTruthy();
    expect(screen.getByShadowRole('link', { name: 'Jetzt entdecken' }).getAttribute('href')).toBe(
      '/themeworld/cosy-home',
    );
  });
});

describe('texts, colours and theme', () => {
  it.each([
    ['the long text alone', { promotionLongText: 'Lang' }, 'Lang'],
    ['the short text alone', { promotionShortText: 'Kurz' }, 'Kurz'],
  ])('shows %s at every width', async (_case, content, text) => {
    answer('~top_banner', 'ApiTopBannerPromotion', { headline: 'H', ...content });
    await show({ promotionId: '~top_banner' });
    expect(screen.getByShadowText(text).className).toBe('promotions__text');
  });

  it('uses the CMS colours when they are readable', async () => {
    answer('~top_banner', 'ApiTopBannerPromotion', {
      headline: 'H',
      backgroundColor: '#1F3A5F',
      promotionTextColor: '#FFFFFF',
    });
    const view = await show({ promotionId: '~top_banner' });
    expect(block(view).style.getPropertyValue('--se-color-surface')).toBe('#1F3A5F');
    expect(block(view).style.getPropertyValue('--se-color-ink')).toBe('#FFFFFF');
  });

  it("keeps the theme's colours when the CMS pair is unreadable", async () => {
    answer('~top_banner', 'ApiTopBannerPromotion', {
      headline: 'H',
      backgroundColor: '#777777',
      promotionTextColor: '#888888',
      useDarkTheme: true,
    });
    const view = await show({ promotionId: '~top_banner' });
    expect(block(view).getAttribute('style')).toBeNull();
    expect(block(view).dataset.theme).toBe('dark');
  });

  it('renders the markup of the legal text as elements, links with their checked address', async () => {
    answer('~top_banner', 'ApiTopBannerPromotion', {
      headline: 'H',
      legalText: 'Nur <b>online</b>.<br>Siehe <a href="/info/agb" onclick="x()">AGB</a>',
    });
    await show({ promotionId: '~top_banner' });
    await userEvent.click(screen.getByShadowRole('button', { name: 'Rechtliche Hinweise' }));
    expect(screen.getByShadowText('online').localName).toBe('b');
    const link = screen.getByShadowRole('link', { name: 'AGB' });
    expect(link.getAttribute('href')).toBe('/info/agb');
    expect(link.getAttribute('onclick')).toBeNull();
    expect(view().querySelector('.promotions__legal-text br')).not.toBeNull();
  });
});

describe('loading and failures', () => {
  it('renders nothing while the promotion loads', async () => {
    let release: (response: Response) => void = () => undefined;
    answers.set('~top_banner', () => new Promise((resolve) => (release = resolve)));
    const view = await renderView(<PromotionBlock promotionId="~top_banner" />);
    expect(view.shadow.childElementCount).toBe(0);
    release(json({ type: 'ApiTopBannerPromotion', contentJSON: '{"headline":"Da"}' }));
    await waitFor(() => screen.queryByShadowText('Da'));
  });

  it.each<[string, () => Promise<Response>]>([
    ['no promotion (404)', () => Promise.resolve(json({ error: 'PROMOTION_NOT_FOUND' }, 404))],
    ['a server error', () => Promise.resolve(json({}, 500))],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'contentJSON that is not JSON',
      () => Promise.resolve(json({ type: 'ApiCategory', contentJSON: '<p>' })),
    ],
    [
      'a content of the wrong shape',
      () => Promise.resolve(json({ type: 'ApiCategory', contentJSON: '[1,2]' })),
    ],
    [
      'an unknown type',
      () => Promise.resolve(json({ type: 'ApiShopFooter', contentJSON: '{"headline":"x"}' })),
    ],
  ])('renders nothing after %s', async (_case, reply) => {
    answers.set('~top_banner', reply);
    const view = await renderView(<PromotionBlock promotionId="~top_banner" />);
    await settleLoads();
    expect(view.shadow.childElementCount).toBe(0);
  });

  it("shows the page's server-fetched promotion without asking", async () => {
    window.shopPromotions = {
      '~top_banner': { type: 'ApiTopBannerPromotion', contentJSON: '{"headline":"Vom Server"}' },
    };
    await show({ promotionId: '~top_banner' });
    expect(screen.getByShadowText('Vom Server')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('hostile content', () => {
  const HOSTILE =
    '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>';
  const MARKUP = HOSTILE_MARKUP.map(([, html]) => html).join('<br>');
  const JS = 'javascript:alert(4)';
  const CONTENT = {
    headline: HOSTILE,
    promotionLongText: MARKUP,
    promotionShortText: HOSTILE,
    subline: HOSTILE,
    imageCutouts: [
      { url: JS, alt: HOSTILE },
      { url: '/ok.svg', alt: HOSTILE },
      { url: 'data:image/svg+xml,<svg onload=alert(5)>', alt: 'x' },
    ],
    useDarkTheme: '<b>',
    backgroundColor: 'url(javascript:alert(6))',
    promotionTextColor: '#fff;position:fixed',
    legalText: MARKUP,
    legalTextHint: HOSTILE,
    voucherCode: { code: HOSTILE, instruction: HOSTILE },
    ctaButton: { url: JS, text: HOSTILE },
    voucherOrButton: '<script>',
    links: [
      { text: HOSTILE, url: JS },
      { text: HOSTILE, url: '/ok' },
      { text: HOSTILE, url: ' JaVaScRiPt:alert(7)' },
    ],
    link: HOSTILE,
    linkURL: JS,
  };

  function expectHarmless(root: ShadowRoot): void {
    expect(
      root.querySelectorAll('script, style, iframe, object, embed, template, math'),
    ).toHaveLength(0);
    // the only svg are the design system's own icons
    for (const svg of root.querySelectorAll('svg'))
      expect(svg.getAttribute('data-icon')).toBeTruthy();
    for (const element of root.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name, `${element.localName}`).not.toMatch(/^on/i);
        if (['href', 'src', 'srcset', 'action', 'formaction', 'style'].includes(attribute.name)) {
          expect(
            attribute.value.toLowerCase(),
            `${element.localName} ${attribute.name}`,
          ).not.toMatch(/javascript:|data:|url\(/);
        }
      }
      if (element.hasAttribute('href')) {
        expect(sanitizeUrl(element.getAttribute('href'))).toBe(element.getAttribute('href'));
      }
      if (element.hasAttribute('style')) expect(element.getAttribute('part')).toBe('promotion');
    }
    for (const image of root.querySelectorAll('img'))
      expect(image.getAttribute('src')).toBe('/ok.svg');
  }

  it.each([
    ['ApiTopBannerPromotion'],
    ['ApiCategory'],
    ['ApiPiPromotion'],
    ['ApiHeaderBenefitsPromotion'],
  ])('renders HTML and javascript: in every field of %s harmlessly, as text', async (type) => {
    answer('~x', type, CONTENT);
    const view = await show({ promotionId: '~x' });
    expectHarmless(view.shadow);
    // plain-text fields show the markup as the characters it is made of
    expect(view.shadow.textContent).toContain(HOSTILE);
    for (const button of screen.queryAllByShadowRole('button', { name: HOSTILE })) {
      await userEvent.click(button);
    }
    expectHarmless(view.shadow);
  });
});
