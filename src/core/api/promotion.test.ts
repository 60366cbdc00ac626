// @vitest-environment-options { "url": "https://www.shop.example/kaffee" }
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLogEntries, resetLogger } from '../logger';
import {
  fetchPromotion,
  getServerPromotionKey,
  readServerPromotion,
  type PromotionRequest,
} from './promotion';

const BANNER = {
  promotionId: '~top_banner',
  type: 'ApiTopBannerPromotion',
  contentJSON: JSON.stringify({ headline: 'Herbst-Sale', voucherCode: { code: 'HERBST15' } }),
};

const request = (overrides: Partial<PromotionRequest> = {}): PromotionRequest => ({
  promotionId: '~top_banner',
  allOfTags: [],
  anyOfTags: [],
  noneOfTags: [],
  ...overrides,
});

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status });
}

beforeEach(() => {
  resetLogger();
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  delete window.shopPromotions;
});

describe('fetchPromotion', () => {
  it('asks for the id with its tag filters, the site header and credentials', async () => {
    fetchMock.mockResolvedValue(json(BANNER));
    const promotion = await fetchPromotion(
      request({ allOfTags: ['sale', 'fashion'], anyOfTags: ['women'], noneOfTags: [] }),
      { site: 'HU' },
    );
    expect(promotion).toEqual({
      type: 'BANNER',
      content: { headline: 'Herbst-Sale', voucherCode: { code: 'HERBST15' } },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const sent = new URL(url ?? '');
    expect(sent.pathname).toBe('/service/promotion/api/promotion/~top_banner');
    expect(sent.searchParams.getAll('allOfTags')).toEqual(['sale', 'fashion']);
    expect(sent.searchParams.getAll('anyOfTags')).toEqual(['women']);
    expect(sent.searchParams.has('noneOfTags')).toBe(false);
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init?.cache).toBeUndefined();
    expect(new Headers(init?.headers).get('X-Site')).toBe('HU');
  });

  it('keeps an id with slashes and question marks inside its path segment', async () => {
    fetchMock.mockResolvedValue(json(BANNER));
    await fetchPromotion(request({ promotionId: '../cart?x=1' }), { site: 'DE' });
    expect(new URL(fetchMock.mock.calls[0]?.[0] ?? '').pathname).toBe(
      '/service/promotion/api/promotion/..%2Fcart%3Fx%3D1',
    );
  });

  it('asks past every cache during a staff preview', async () => {
    fetchMock.mockResolvedValue(json(BANNER));
    await fetchPromotion(request(), { site: 'DE', preview: true });
    expect(fetchMock.mock.calls[0]?.[1]?.cache).toBe('no-store');
  });

  it('asks nothing for an empty id', async () => {
    await expect(fetchPromotion(request({ promotionId: ' ' }), { site: 'DE' })).resolves.toBe(
      undefined,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads 404 as no promotion, without logging', async () => {
    fetchMock.mockResolvedValue(json({ error: 'PROMOTION_NOT_FOUND' }, 404));
    await expect(fetchPromotion(request(), { site: 'DE' })).resolves.toBeUndefined();
    expect(getLogEntries()).toEqual([]);
  });

  it.each<[string, () => Promise<Response>, string]>([
    ['a server error', () => Promise.resolve(json({}, 500)), 'request'],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'request'],
    ['a body that is not JSON', () => Promise.resolve(new Response('<html>')), 'request'],
    ['an answer of the wrong shape', () => Promise.resolve(json({ type: 'ApiCategory' })), 'shape'],
    ['an unknown type', () => Promise.resolve(json({ ...BANNER, type: 'ApiShopFooter' })), 'type'],
    [
      'contentJSON that is not JSON',
      () => Promise.resolve(json({ ...BANNER, contentJSON: '{"headline": "Sa' })),
      'contentJSON',
    ],
    [
      'contentJSON with nothing to show',
      () => Promise.resolve(json({ ...BANNER, contentJSON: '{"headline": 42}' })),
      'content',
    ],
  ])('logs %s and resolves to nothing', async (_case, answer, reason) => {
    fetchMock.mockImplementation(answer);
    await expect(fetchPromotion(request(), { site: 'DE' })).resolves.toBeUndefined();
    expect(getLogEntries()).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'promotion not shown',
        context: expect.objectContaining({ reason, promotionId: '~top_banner' }),
      }),
    ]);
  });

  it('names the dropped fields in a warning and shows the rest', async () => {
    const contentJSON = JSON.stringify({
      headline: 'Sale',
      backgroundColor: 'red',
      ctaButton: { url: 'javascript:alert(1)', text: 'Los' },
      subline: null,
    });
    fetchMock.mockResolvedValue(json({ ...BANNER, contentJSON }));
    await expect(fetchPromotion(request(), { site: 'DE' })).resolves.toEqual({
      type: 'BANNER',
      content: { headline: 'Sale' },
    });
    expect(getLogEntries()).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: 'promotion fields dropped',
        context: expect.objectContaining({ fields: ['backgroundColor', 'ctaButton'] }),
      }),
    ]);
  });
});

describe('getServerPromotionKey', () => {
  it.each<[Partial<PromotionRequest>, string]>([
    [{}, '~top_banner'],
    [{ anyOfTags: ['coffee'] }, '~top_banner?anyOfTags=coffee'],
    [
      { allOfTags: ['sale', 'fashion'], noneOfTags: ['men'] },
      '~top_banner?allOfTags=sale,fashion&noneOfTags=men',
    ],
    [
      { noneOfTags: ['a'], anyOfTags: ['b'], allOfTags: ['c'] },
      '~top_banner?allOfTags=c&anyOfTags=b&noneOfTags=a',
    ],
  ])('names %j as %s', (overrides, key) => {
    expect(getServerPromotionKey(request(overrides))).toBe(key);
  });
});

describe('readServerPromotion', () => {
  it('reads the body the page put under the key', async () => {
    window.shopPromotions = { '~top_banner?anyOfTags=sale': BANNER };
    await expect(readServerPromotion(request({ anyOfTags: ['sale'] }))).resolves.toMatchObject({
      type: 'BANNER',
    });
  });

  it('reads a promise of the body', async () => {
    window.shopPromotions = { '~top_banner': Promise.resolve(BANNER) };
    await expect(readServerPromotion(request())).resolves.toMatchObject({ type: 'BANNER' });
  });

  it('reads null as the page saying there is no promotion', async () => {
    window.shopPromotions = { '~top_banner': null };
    await expect(readServerPromotion(request())).resolves.toBeNull();
  });

  it('reads a body with nothing usable as no promotion', async () => {
    window.shopPromotions = { '~top_banner': { ...BANNER, contentJSON: 'nope' } };
    await expect(readServerPromotion(request())).resolves.toBeNull();
  });

  it.each<[string, () => void]>([
    ['no global', () => undefined],
    ['another key', () => (window.shopPromotions = { '~header_top': BANNER })],
    ['an inherited key', () => (window.shopPromotions = Object.create({ '~top_banner': BANNER }))],
    [
      'a rejected promise',
      () => (window.shopPromotions = { '~top_banner': Promise.reject(new Error('x')) }),
    ],
    ['a body of the wrong shape', () => (window.shopPromotions = { '~top_banner': { type: 1 } })],
    [
      'a global that is no object',
      () => ((window as { shopPromotions?: unknown }).shopPromotions = 'x'),
    ],
  ])('leaves the fetch to the caller for %s', async (_case, arrange) => {
    arrange();
    await expect(readServerPromotion(request())).resolves.toBeUndefined();
  });
});
