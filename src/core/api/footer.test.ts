import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchFooterOverride } from './footer';

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let answer: () => Response | Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  answer = () => json({ error: 'PROMOTION_NOT_FOUND' }, 404);
  fetchMock = vi.fn((url: string) =>
    url.includes('/service/logging') ? Promise.resolve(json({}, 202)) : Promise.resolve(answer()),
  );
  vi.stubGlobal('fetch', fetchMock);
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

const promotion = (content: unknown) =>
  json({ promotionId: 'SHOP_FOOTER', type: 'ApiShopFooter', contentJSON: JSON.stringify(content) });

describe('fetchFooterOverride', () => {
  it('asks GET /service/promotion/api/promotion/SHOP_FOOTER for the site, with credentials', async () => {
    answer = () => promotion({ headline: 'Sommer' });
    await expect(fetchFooterOverride('CZ')).resolves.toEqual({ headline: 'Sommer' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(new URL(url ?? '').pathname).toBe('/service/promotion/api/promotion/SHOP_FOOTER');
    expect(init?.method ?? 'GET').toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('X-Site')).toBe('CZ');
  });

  it('reads 404 as no override, without logging', async () => {
    await expect(fetchFooterOverride('DE')).resolves.toBeUndefined();
    expect(errors).not.toHaveBeenCalled();
  });

  it.each([
    ['a failing service', () => json({ error: 'INTERNAL_ERROR' }, 500)],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
    ['an answer without contentJSON', () => json({ type: 'ApiShopFooter' })],
    [
      'contentJSON that is not JSON',
      () => json({ type: 'ApiShopFooter', contentJSON: '{"headline' }),
    ],
    ['contentJSON that is no object', () => promotion('Sommer')],
  ])('resolves to nothing and logs %s', async (_, failing) => {
    answer = failing;
    await expect(fetchFooterOverride('DE')).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalled();
  });

  it('keeps the parts of the right shape and logs the others', async () => {
    answer = () => promotion({ headline: 'Sommer', legalLinks: [{ url: 1 }] });
    await expect(fetchFooterOverride('DE')).resolves.toEqual({ headline: 'Sommer' });
    expect(JSON.stringify(errors.mock.calls)).toContain('legalLinks');
  });
});
