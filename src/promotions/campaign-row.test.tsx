// @vitest-environment-options { "url": "https://www.shop.example/kaffee" }
import { screen } from 'shadow-dom-testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue, translate } from '../../i18n/index';
import { waitFor } from '../../test/helpers/dom';
import { reactIdle } from '../../test/helpers/react-idle';
import { cleanupViews, renderView, type RenderedView } from '../../test/helpers/render';
import { $promotions, resetPromotions } from '../../stores/promotions/index';
import { SITE_KEYS, getLocale, type Site } from '../core/sites';
import { CampaignRow, getStandingBenefits } from './campaign-row';

/** The service's answers by promotion id: a body, 404 or a request that has not answered. */
let answers: Record<string, (() => Promise<Response>) | undefined>;

function answer(promotionId: string, type: string, content: unknown): void {
  answers[promotionId] = () =>
    Promise.resolve(
      new Response(JSON.stringify({ promotionId, type, contentJSON: JSON.stringify(content) })),
    );
}

const BANNER = { headline: 'Herbst-Sale: bis zu 30 % auf Mode', voucherCode: { code: 'HERBST15' } };
const BENEFITS = {
  links: [
    { text: 'Versandkostenfrei ab 20 € bei Kaffee', url: '/info/shipping' },
    { text: '10 % Willkommensgutschein', url: '/subscribenewsletter' },
  ],
};

async function showRow(site: Site = 'DE'): Promise<RenderedView> {
  const view = await renderView(<CampaignRow />, { site });
  await waitFor(() => view.shadow.querySelector('[data-campaign]'));
  return view;
}

const shown = (view: RenderedView): string | null =>
  view.shadow.querySelector('[data-campaign]')?.getAttribute('data-campaign') ?? null;

beforeEach(() => {
  resetPromotions();
  answers = {};
  vi.stubGlobal('fetch', (url: string) => {
    const promotionId = decodeURIComponent(new URL(url).pathname.split('/').at(-1) ?? '');
    const reply = answers[promotionId];
    return reply
      ? reply()
      : Promise.resolve(new Response('{"error":"PROMOTION_NOT_FOUND"}', { status: 404 }));
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanupViews();
  resetPromotions();
  vi.unstubAllGlobals();
});

describe("the campaign row's choice", () => {
  it('shows the top banner when one is live, the benefits strip aside', async () => {
    answer('~top_banner', 'ApiTopBannerPromotion', BANNER);
    answer('~header_top', 'ApiHeaderBenefitsPromotion', BENEFITS);
    const view = await showRow();
    await waitFor(() => shown(view) === 'banner');
    expect(screen.getByShadowText('Herbst-Sale: bis zu 30 % auf Mode')).toBeTruthy();
    expect(screen.getByShadowText('HERBST15')).toBeTruthy();
    expect(screen.queryByShadowText('10 % Willkommensgutschein')).toBeNull();
  });

  it('shows the benefits strip when there is no top banner', async () => {
    answer('~header_top', 'ApiHeaderBenefitsPromotion', BENEFITS);
    const view = await showRow();
    await waitFor(() => shown(view) === 'benefits');
    const list = screen.getByShadowRole('list', { name: 'Ihre Vorteile' });
    expect([...list.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Versandkostenfrei ab 20 € bei Kaffee',
      '10 % Willkommensgutschein',
    ]);
  });

  it('shows the standing benefits while the service has not answered, then the campaign', async () => {
    let release: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    answers['~top_banner'] = () =>
      pending.then(
        () =>
          new Response(
            JSON.stringify({ type: 'ApiTopBannerPromotion', contentJSON: JSON.stringify(BANNER) }),
          ),
      );
    const view = await showRow();
    expect(shown(view)).toBe('standing');
    release();
    await waitFor(() => shown(view) === 'banner');
  });

  it.each([
    ['neither answers anything (404)', () => undefined],
    [
      'the calls fail',
      () => {
        answers['~top_banner'] = () => Promise.reject(new TypeError('network'));
        answers['~header_top'] = () => Promise.resolve(new Response('', { status: 500 }));
      },
    ],
    [
      'the benefits strip has no links',
      () => answer('~header_top', 'ApiHeaderBenefitsPromotion', { headline: 'Ihre Vorteile' }),
    ],
  ])('shows the standing benefits when %s: never empty', async (_case, arrange) => {
    arrange();
    const view = await showRow();
    // both loads settled and React done with what they changed: still the standing benefits
    await waitFor(
      () =>
        Object.values($promotions.get()).filter((entry) => entry.status === 'loaded').length === 2,
    );
    await reactIdle();
    expect(shown(view)).toBe('standing');
    expect(screen.getByShadowRole('list', { name: 'Ihre Vorteile' }).textContent).toContain(
      'Kaffee versandkostenfrei ab 20 €',
    );
  });
});

describe('the standing benefits of each site (the facts the footer quotes, src/core/sites.ts)', () => {
  const EXPECTED: Readonly<Record<Site, readonly string[]>> = {
    DE: [
      'Kaffee versandkostenfrei ab 20 €',
      '30 Tage Rückgaberecht',
      'Click & Collect in Ihrer Filiale',
    ],
    AT: ['Kaffee versandkostenfrei ab € 20', '14 Tage Rückgaberecht'],
    CH: ['Kaffee versandkostenfrei ab CHF 30.–', '3 Monate Rückgaberecht'],
    CH_FR: ['Café livré gratuitement dès CHF 30.–', '3 mois pour retourner vos achats'],
    PL: ['Darmowa dostawa od 100 zł', '30 dni na zwrot'],
    CZ: [
      'Doprava zdarma od 999 Kč',
      '30 dní na vrácení zboží',
      'Vyzvednutí na prodejně zdarma',
      'Každá 11. káva na prodejně zdarma',
    ],
    HU: [
      'Ingyenes szállítás 15 000 Ft felett',
      '30 napos visszaküldési jog',
      'Ingyenes átvétel az üzletben',
    ],
    SK: [
      'Doprava zadarmo od 40 €',
      '30 dní na vrátenie tovaru',
      'Vyzdvihnutie v predajni zadarmo',
      'Každá 11. káva v predajni zadarmo',
    ],
    TR: [
      'Kahvede 175 TL üzeri ücretsiz kargo',
      '90 gün içinde ücretsiz iade',
      'Mağazadan ücretsiz teslim alma',
    ],
  };

  it.each(SITE_KEYS)('%s', async (site) => {
    const catalogue = await loadCatalogue(getLocale(site));
    expect(getStandingBenefits(site, (key, params) => translate(catalogue, key, params))).toEqual(
      EXPECTED[site],
    );
  });

  it('shows them in the row in the site’s language', async () => {
    await showRow('CZ');
    const list = screen.getByShadowRole('list', { name: 'Vaše výhody' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(EXPECTED.CZ);
  });
});
