/**
 * Test-only: the cart service for unit tests in happy-dom, as a fetch stub built on the fake
 * backend's own cart logic (demo/backend/carts.ts), so unit tests see the same carts, sums,
 * limits and answers as the browser and end-to-end tests; and the carts it answers with, parsed
 * as the cart store receives them. Never imported by shipped code.
 */
import * as v from 'valibot';
import { vi } from 'vitest';
import {
  applyCartChange,
  createCart,
  forcedLimitValue,
  parseCartChange,
  renderCart,
  type CartLimitCode,
  type CartPreset,
  type CartState,
} from '../../demo/backend/carts';
import { cartSchema, type Cart } from '../../src/core/schemas/cart';
import type { Site } from '../../src/core/sites';

/** The cart the service holds for `preset` on `site`, as the store sees it after parsing. */
export function getServiceCart(preset: CartPreset, site: Site = 'DE'): Cart {
  return v.parse(cartSchema, renderCart(createCart(preset), site, ''));
}

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  readonly body: unknown;
}

export type NextAnswer =
  | { readonly kind: 'status'; readonly status: number; readonly body: unknown }
  | { readonly kind: 'raw'; readonly status: number; readonly text: string }
  | { readonly kind: 'networkError' }
  | { readonly kind: 'hang' }
  | { readonly kind: 'limit'; readonly code: CartLimitCode };

export interface FakeCartService {
  readonly requests: RecordedRequest[];
  /** The server's carts by site, as the service keeps them. */
  readonly carts: Partial<Record<Site, CartState>>;
  /** Answers for the next calls, in order, instead of the service's own. */
  readonly next: NextAnswer[];
  /** Rewrites every cart JSON before it is sent (bad-input tests). */
  transform: ((cart: Record<string, unknown>) => unknown) | undefined;
  render(site: Site): unknown;
}

function siteOf(url: URL, headers: Headers): Site {
  return (url.searchParams.get('site') ?? headers.get('X-Site') ?? 'DE') as Site;
}

function reply(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Stubs fetch with a cart service holding `preset` on every site. */
export function stubCartService(preset: CartPreset = 'full'): FakeCartService {
  const service: FakeCartService = {
    requests: [],
    carts: {},
    next: [],
    transform: undefined,
    render(site) {
      service.carts[site] ??= createCart(preset);
      const json = renderCart(service.carts[site], site, '') as unknown as Record<string, unknown>;
      return service.transform ? service.transform(json) : json;
    },
  };
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input);
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const method = init.method ?? 'GET';
    service.requests.push({ method, url: url.href, headers, body });
    const site = siteOf(url, headers);
    const next = service.next.shift();
    if (next?.kind === 'networkError') throw new TypeError('Failed to fetch');
    if (next?.kind === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      });
    }
    if (next?.kind === 'status') return reply(next.status, next.body);
    if (next?.kind === 'raw') return new Response(next.text, { status: next.status });
    if (method === 'GET') return reply(200, service.render(site));
    service.carts[site] ??= createCart(preset);
    const cart = service.carts[site];
    const change = parseCartChange(body);
    if ('invalid' in change) {
      return reply(400, {
        cart: service.render(site),
        addedProduct: null,
        error: 'UNKNOWN',
        limit: null,
      });
    }
    if (next?.kind === 'limit') {
      return reply(409, {
        cart: service.render(site),
        addedProduct: null,
        error: next.code,
        limit: forcedLimitValue(next.code, change),
      });
    }
    const outcome = applyCartChange(cart, change, { site, imageBase: '' });
    switch (outcome.kind) {
      case 'changed':
        service.carts[site] = outcome.cart;
        return reply(200, {
          cart: service.render(site),
          addedProduct: outcome.added,
          error: null,
          limit: null,
        });
      case 'unchanged':
        return new Response(null, { status: 304 });
      case 'limit':
        return reply(409, {
          cart: service.render(site),
          addedProduct: null,
          error: outcome.error,
          limit: outcome.limit,
        });
      case 'rejected':
        return reply(outcome.status, {
          cart: service.render(site),
          addedProduct: null,
          error: outcome.error,
          limit: null,
        });
      default:
        return outcome satisfies never;
    }
  });
  return service;
}
