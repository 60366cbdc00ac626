// A campaign that throws while rendering (CampaignBoundary in campaign-row.tsx): contained,
// logged, the campaign row shows the next thing it would (the benefits strip), and the header
// around it stays. No promotion the schema lets through makes a block
// throw, so the failure is injected into the banner's voucher-or-button rule.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/shop-header';
import { rendered, waitFor } from '../../test/helpers/dom';
import { releaseStores } from '../../test/helpers/stores';
import { closeFlyout } from '../../stores/flyout/index';
import { resetNavigation } from '../../stores/navigation/index';
import { resetPromotions } from '../../stores/promotions/index';
import type * as promotionsLogic from './promotions.logic';
import { getPromotionAction } from './promotions.logic';

type PromotionsLogic = typeof promotionsLogic;

vi.mock('./promotions.logic', async (importOriginal) => {
  const actual = await importOriginal<PromotionsLogic>();
  return { ...actual, getPromotionAction: vi.fn(actual.getPromotionAction) };
});

const PROMOTIONS: Readonly<Record<string, { type: string; content: unknown }>> = {
  '~top_banner': {
    type: 'ApiTopBannerPromotion',
    content: { headline: 'Kaffee-Wochen', voucherCode: { code: 'KAFFEE10' } },
  },
  '~header_top': {
    type: 'ApiHeaderBenefitsPromotion',
    content: { links: [{ text: 'Versandkostenfrei ab 20 €', url: '/versand' }] },
  },
};

let consoleError: ReturnType<typeof vi.spyOn>;

async function showHeader(): Promise<ShadowRoot> {
  document.body.innerHTML = '<shop-header site="DE"></shop-header>';
  const root = await rendered(document.querySelector('shop-header') as HTMLElement);
  await waitFor(() => root.querySelector('[data-campaign="banner"], [data-campaign="benefits"]'), {
    message: 'a campaign to render',
  });
  return root;
}

beforeEach(() => {
  resetPromotions();
  resetNavigation();
  vi.stubGlobal('fetch', (address: string) => {
    const url = new URL(address);
    const id = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
    const promotion = url.pathname.startsWith('/service/promotion/') ? PROMOTIONS[id] : undefined;
    return Promise.resolve(
      promotion
        ? new Response(
            JSON.stringify({
              type: promotion.type,
              contentJSON: JSON.stringify(promotion.content),
            }),
          )
        : new Response('{"error":"NOT_FOUND"}', { status: 404 }),
    );
  });
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  document.body.innerHTML = '';
  releaseStores();
  closeFlyout();
  // back to the real rule (restoreMocks leaves a vi.fn's implementation as a test set it)
  vi.mocked(getPromotionAction).mockReset();
});

describe('a campaign that throws while rendering', () => {
  it('shows the top banner when it does not throw', async () => {
    const root = await showHeader();
    expect(root.querySelector('[data-campaign="banner"]')?.textContent).toContain('Kaffee-Wochen');
  });

  it('gives way to the benefits strip, logs it, and the rest of the header stays', async () => {
    vi.mocked(getPromotionAction).mockImplementation(() => {
      throw new Error('hostile block');
    });
    const root = await showHeader();
    expect(root.querySelector('[data-campaign="banner"]')).toBeNull();
    expect(root.querySelector('[data-campaign="benefits"]')?.textContent).toBe(
      'Versandkostenfrei ab 20 €',
    );
    expect(root.querySelector('[part~="logo"]')).not.toBeNull();
    expect(root.querySelector('[part~="icon-bar"]')).not.toBeNull();
    expect(consoleError).toHaveBeenCalledWith(
      '[shop-elements]',
      'promotion block failed to render',
      expect.objectContaining({
        source: 'promotion',
        error: { name: 'Error', message: 'hostile block' },
      }),
    );
  });
});
