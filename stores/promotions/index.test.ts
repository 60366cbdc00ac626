// @vitest-environment-options { "url": "https://www.shop.example/kaffee" }
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLogEntries, resetLogger } from '../../src/core/logger';
import { closeFlyout, openFlyout } from '../flyout/index';
import {
  $promotions,
  $voucherCopy,
  copyVoucherCode,
  getPromotionKey,
  loadPromotion,
  resetPromotions,
  type PromotionBlockRequest,
} from './index';
import { deferred } from '../../test/helpers/deferred';
import { $openLegalHint, closeLegalHint, openLegalHint, toggleLegalHint } from './legal-hint';

const BANNER = {
  promotionId: '~top_banner',
  type: 'ApiTopBannerPromotion',
  contentJSON: JSON.stringify({ headline: 'Herbst-Sale' }),
};
const OTHER_BANNER = { ...BANNER, contentJSON: JSON.stringify({ headline: 'Winter-Sale' }) };

function respond(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const key = (block: Partial<PromotionBlockRequest> = {}) =>
  getPromotionKey('DE', { promotionId: '~top_banner', ...block });

const headlineOf = (promotionKey = key()) => {
  const entry = $promotions.get()[promotionKey];
  return entry?.status === 'loaded' ? (entry.promotion?.content.headline ?? null) : entry?.status;
};

let fetchMock: ReturnType<typeof vi.fn<(url: string) => Promise<Response>>>;

beforeEach(() => {
  resetPromotions();
  resetLogger();
  fetchMock = vi.fn<(url: string) => Promise<Response>>();
  fetchMock.mockImplementation(() => Promise.resolve(respond(BANNER)));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  delete window.shopPromotions;
  closeFlyout();
  closeLegalHint();
  resetPromotions();
  vi.useRealTimers();
});

describe('loadPromotion', () => {
  it('loads a promotion once however many blocks ask for it', async () => {
    await Promise.all([loadPromotion(key()), loadPromotion(key()), loadPromotion(key())]);
    await loadPromotion(key());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(headlineOf()).toBe('Herbst-Sale');
  });

  it('is loading until the answer is there', async () => {
    const load = loadPromotion(key());
    expect(headlineOf()).toBe('loading');
    await load;
    expect(headlineOf()).toBe('Herbst-Sale');
  });

  it('asks again when the id or the tags change', async () => {
    await loadPromotion(key());
    await loadPromotion(key({ anyOfTags: ['coffee'] }));
    await loadPromotion(key({ promotionId: '~phase_integration' }));
    await loadPromotion(key({ anyOfTags: ['coffee'], noneOfTags: ['sale'] }));
    const asked = fetchMock.mock.calls.map(([url]) => new URL(url).pathname + new URL(url).search);
    expect(asked).toEqual([
      '/service/promotion/api/promotion/~top_banner',
      '/service/promotion/api/promotion/~top_banner?anyOfTags=coffee',
      '/service/promotion/api/promotion/~phase_integration',
      '/service/promotion/api/promotion/~top_banner?anyOfTags=coffee&noneOfTags=sale',
    ]);
  });

  it('asks again on every load while a preview cookie is present, keeping the shown one meanwhile', async () => {
    document.cookie = 'preview=2026-12-24T10%3A00; path=/';
    await loadPromotion(key());
    fetchMock.mockImplementation(() => Promise.resolve(respond(OTHER_BANNER)));
    const reload = loadPromotion(key());
    expect(headlineOf()).toBe('Herbst-Sale');
    await reload;
    expect(headlineOf()).toBe('Winter-Sale');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('uses the promotion the page fetched on its server instead of asking', async () => {
    window.shopPromotions = {
      '~top_banner?anyOfTags=sale': Promise.resolve(OTHER_BANNER),
      '~header_top': null,
    };
    await loadPromotion(key({ anyOfTags: ['sale'] }));
    await loadPromotion(key({ promotionId: '~header_top' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(headlineOf(key({ anyOfTags: ['sale'] }))).toBe('Winter-Sale');
    expect(headlineOf(key({ promotionId: '~header_top' }))).toBeNull();
  });

  it('asks the service when the page has no usable answer for the key', async () => {
    window.shopPromotions = { '~top_banner': { type: 'ApiTopBannerPromotion' } };
    await loadPromotion(key());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(headlineOf()).toBe('Herbst-Sale');
  });

  it("ignores the page's answer during a staff preview", async () => {
    document.cookie = 'preview=2026-12-24T10%3A00; path=/';
    window.shopPromotions = { '~top_banner': OTHER_BANNER };
    await loadPromotion(key());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(headlineOf()).toBe('Herbst-Sale');
  });

  it('drops the answer of a load started before resetPromotions', async () => {
    const late = deferred<Response>();
    fetchMock.mockImplementation(() => late.promise);
    const forgotten = loadPromotion(key());
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    resetPromotions();
    fetchMock.mockImplementation(() => Promise.resolve(respond(OTHER_BANNER)));
    await loadPromotion(key());
    late.resolve(respond(BANNER));
    await forgotten;
    expect(headlineOf()).toBe('Winter-Sale');
    // and the forgotten load leaves the current one's bookkeeping alone: no third request
    await loadPromotion(key());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each<[string, () => Promise<Response>, 'error' | undefined]>([
    [
      'no promotion (404)',
      () => Promise.resolve(respond({ error: 'PROMOTION_NOT_FOUND' }, 404)),
      undefined,
    ],
    ['a server error', () => Promise.resolve(respond({}, 503)), 'error'],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'error'],
    [
      'contentJSON that is not JSON',
      () => Promise.resolve(respond({ ...BANNER, contentJSON: '{' })),
      'error',
    ],
    ['a wrong shape', () => Promise.resolve(respond({ type: 1, contentJSON: [] })), 'error'],
  ])('loads nothing, without rejecting, after %s', async (_case, answer, logged) => {
    fetchMock.mockImplementation(answer);
    await expect(loadPromotion(key())).resolves.toBeUndefined();
    expect($promotions.get()[key()]).toEqual({ status: 'loaded', promotion: undefined });
    expect(getLogEntries().at(0)?.level).toBe(logged);
  });
});

describe('legal hint', () => {
  function scrollTo(y: number): void {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  }

  beforeEach(() => scrollTo(0));

  it('opens for one block at a time and toggles', () => {
    openLegalHint('a');
    openLegalHint('b');
    expect($openLegalHint.get()).toBe('b');
    toggleLegalHint('b');
    expect($openLegalHint.get()).toBeUndefined();
    toggleLegalHint('a');
    expect($openLegalHint.get()).toBe('a');
  });

  it("leaves another block's open text alone when a block closes its own", () => {
    openLegalHint('a');
    closeLegalHint('b');
    expect($openLegalHint.get()).toBe('a');
  });

  it('closes on a scroll down, not on a scroll up', () => {
    scrollTo(400);
    openLegalHint('a');
    scrollTo(300);
    expect($openLegalHint.get()).toBe('a');
    scrollTo(301);
    expect($openLegalHint.get()).toBeUndefined();
  });

  it.each([
    ['an icon flyout', () => openFlyout('USER_MENU', 'x')],
    ['the navigation', () => openFlyout('NAVIGATION', 'y')],
  ])('closes when %s opens', (_case, open) => {
    openLegalHint('a');
    open();
    expect($openLegalHint.get()).toBeUndefined();
  });

  it('stops listening once closed', () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    openLegalHint('a');
    closeLegalHint();
    expect(removed).toHaveBeenCalledWith('scroll', expect.any(Function));
    openFlyout('CART', 'z');
    openLegalHint('b');
    expect($openLegalHint.get()).toBe('b');
  });
});

describe('copyVoucherCode', () => {
  // the clipboard itself is the view's (src/promotions/promotions-clipboard.test.ts)
  const writes = (copied: boolean) => vi.fn((_text: string) => Promise.resolve(copied));

  afterEach(() => {
    delete window.dataLayer;
  });

  it('writes the code to the clipboard and shows success for 3 s', async () => {
    vi.useFakeTimers();
    const write = writes(true);
    await copyVoucherCode({ owner: 'a', promotionId: '~top_banner', code: 'HERBST15', write });
    expect(write).toHaveBeenCalledWith('HERBST15');
    expect($voucherCopy.get()).toEqual({ owner: 'a', status: 'copied' });
    // the spec's 3,000 ms, written out: COPY_SUCCESS_MS is what the store itself reads
    vi.advanceTimersByTime(2_999);
    expect($voucherCopy.get()).toEqual({ owner: 'a', status: 'copied' });
    vi.advanceTimersByTime(1);
    expect($voucherCopy.get()).toBeUndefined();
  });

  it('shows a second copy for 3 s from its own click', async () => {
    vi.useFakeTimers();
    const write = writes(true);
    await copyVoucherCode({ owner: 'a', promotionId: '~top_banner', code: 'A', write });
    vi.advanceTimersByTime(2_000);
    await copyVoucherCode({ owner: 'b', promotionId: '~top_banner', code: 'B', write });
    vi.advanceTimersByTime(2_000);
    expect($voucherCopy.get()).toEqual({ owner: 'b', status: 'copied' });
  });

  it('shows that copying failed when the writer could not copy', async () => {
    await copyVoucherCode({
      owner: 'a',
      promotionId: '~top_banner',
      code: 'X',
      write: writes(false),
    });
    expect($voucherCopy.get()).toEqual({ owner: 'a', status: 'failed' });
  });

  it('tracks the copy as a promotion click', async () => {
    await copyVoucherCode({
      owner: 'a',
      promotionId: '~top_banner',
      code: 'HERBST15',
      write: writes(true),
    });
    expect(window.dataLayer).toContainEqual({
      event: 'promotion_click',
      click_type: 'voucher_copy',
      click_target: 'HERBST15',
      specification: '~top_banner',
    });
  });
});
