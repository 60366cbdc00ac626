/**
 * Property (issue 4): under any interleaving of removals, undos, script changes, reloads,
 * successes, failures, lost answers, timeouts and answers out of order, once the network is
 * healthy again and every request has settled, the mini cart shows exactly the server's cart.
 *
 * The store runs for real (stores/cart/index.ts with http.ts and the schemas) against a model
 * of the cart service behind a stubbed fetch. The model applies requests in the order they were
 * sent, as one cart service does; its answers come back in any order the test picks, or never.
 */
import fc from 'fast-check';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartSchema, type Cart, type CartChangeRequest } from '../../src/core/schemas/cart';
import * as v from 'valibot';
import { getCartEntries } from './cart.entries';
import { $cart, getCartState, loadCart, loadCartChanges, modifyCart, resetCart } from './index';
import { removeCartEntry, undoCartRemoval } from './cart.removal';

const SITE = 'DE';

// ---------------------------------------------------------------------------------------------
// The model cart service

interface CatalogueArticle {
  readonly productId: string;
  readonly tcm: string;
  readonly title: string;
  /** The unit price in minor units. */
  readonly unit: number;
}

const CATALOGUE: readonly CatalogueArticle[] = [
  { productId: '100101', tcm: '100101001', title: 'Caffè Crema', unit: 699 },
  { productId: '100102', tcm: '100102001', title: 'Espresso', unit: 749 },
  { productId: '300301', tcm: '300301001', title: 'Becher', unit: 999 },
  { productId: '500501', tcm: '500501002', title: 'Jacke', unit: 4999 },
  { productId: '200201', tcm: '200201001', title: 'Mühle', unit: 2999 },
];
const SUBSCRIPTIONS = ['sub-a', 'sub-b'] as const;
const PARTNER_PRODUCTS = ['PP-1', 'PP-2'] as const;

interface ServerCart {
  articles: { tcm: string; quantity: number }[];
  subscriptions: string[];
  partnerProducts: string[];
}

function article(tcm: string): CatalogueArticle {
  const found = CATALOGUE.find((entry) => entry.tcm === tcm);
  if (!found) throw new Error(`unknown ${tcm}`);
  return found;
}

function render(cart: ServerCart): unknown {
  const articles = cart.articles.map(({ tcm, quantity }) => {
    const { productId, title, unit } = article(tcm);
    return {
      productId,
      tcm,
      title,
      quantity,
      availability: 'IN_STOCK',
      dimensions: [],
      price: {
        calculatedPrice: unit * quantity,
        isPricePromotional: false,
      },
    };
  });
  const total = articles.reduce((sum, entry) => sum + entry.price.calculatedPrice, 0);
  return {
    numberOfArticles:
      cart.articles.reduce((sum, entry) => sum + entry.quantity, 0) + cart.subscriptions.length,
    articles,
    freeArticles: [],
    giftCards: [],
    partnerProducts: cart.partnerProducts.map((id) => ({
      partnerProductId: id,
      title: `Partner ${id}`,
      totalQuantity: 1,
      totalPrice: 1000,
    })),
    subscriptions: cart.subscriptions.map((id) => ({
      subscriptionConfigurationId: id,
      subscriptionType: 'COFFEE',
      title: `Abo ${id}`,
      recurringArticles: [],
      nonRecurringArticles: [],
    })),
    defectiveArticles: [],
    defectiveGiftCards: [],
    defectivePartnerProducts: [],
    defectiveSubscriptions: [],
    totalSum: total,
  };
}

/** Applies a change like the cart service; false when nothing changed (304). */
function apply(cart: ServerCart, request: CartChangeRequest): boolean {
  if ('setArticle' in request) {
    const { tcm, quantity } = request.setArticle;
    const index = cart.articles.findIndex((entry) => entry.tcm === tcm);
    const current = index >= 0 ? (cart.articles[index]?.quantity ?? 0) : 0;
    if (current === quantity) return false;
    if (quantity === 0) cart.articles.splice(index, 1);
    else if (index >= 0) cart.articles[index] = { tcm, quantity };
    else cart.articles.push({ tcm, quantity });
    return true;
  }
  if ('setPartnerProduct' in request) {
    const { partnerProductId, set } = request.setPartnerProduct;
    const has = cart.partnerProducts.includes(partnerProductId);
    if (has === set) return false;
    cart.partnerProducts = set
      ? [...cart.partnerProducts, partnerProductId]
      : cart.partnerProducts.filter((id) => id !== partnerProductId);
    return true;
  }
  if ('deleteSubscription' in request) {
    const before = cart.subscriptions.length;
    cart.subscriptions = cart.subscriptions.filter(
      (id) => id !== request.deleteSubscription.subscriptionId,
    );
    return cart.subscriptions.length !== before;
  }
  throw new Error('the model has no free articles or gift cards');
}

// ---------------------------------------------------------------------------------------------
// The network between them

type ServeMode = 'ok' | 'fail' | 'limit' | 'lostBefore' | 'lostAfter' | 'malformed';

interface InFlight {
  readonly method: string;
  readonly body: CartChangeRequest | undefined;
  /** The client gave up (timeout): whatever the server answers never arrives. */
  abandoned: boolean;
  resolve(response: Response): void;
  reject(error: unknown): void;
}

interface Network {
  server: ServerCart;
  /** Sent, not yet reached the server; in send order. */
  readonly queue: InFlight[];
  /** Answers on their way back, delivered in any order. */
  readonly answers: (() => void)[];
}

function answer(status: number, body: unknown): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { status, text: () => Promise.resolve(text) } as unknown as Response;
}

function createNetwork(initial: ServerCart): Network {
  const network: Network = { server: initial, queue: [], answers: [] };
  vi.stubGlobal(
    'fetch',
    (_url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const entry: InFlight = {
          method: init.method ?? 'GET',
          body: init.body ? (JSON.parse(String(init.body)) as CartChangeRequest) : undefined,
          abandoned: false,
          resolve,
          reject,
        };
        init.signal?.addEventListener('abort', () => {
          entry.abandoned = true;
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
        network.queue.push(entry);
      }),
  );
  return network;
}

/** The server takes the oldest request and prepares its answer (or loses it). */
function serve(network: Network, mode: ServeMode): void {
  const request = network.queue.shift();
  if (!request) return;
  const deliver = (give: () => void): void => {
    network.answers.push(() => {
      if (!request.abandoned) give();
    });
  };
  const lost = (): void => deliver(() => request.reject(new TypeError('Failed to fetch')));
  if (request.method === 'GET') {
    if (mode === 'fail') deliver(() => request.resolve(answer(500, { error: 'UNKNOWN' })));
    else if (mode === 'lostBefore' || mode === 'lostAfter') lost();
    else if (mode === 'malformed')
      deliver(() => request.resolve(answer(200, '{"articles":{"length":1}')));
    else {
      const body = render(network.server);
      deliver(() => request.resolve(answer(200, body)));
    }
    return;
  }
  const change = request.body;
  if (!change) throw new Error('a PUT without a body');
  switch (mode) {
    case 'ok': {
      const changed = apply(network.server, change);
      const cart = render(network.server);
      deliver(() =>
        request.resolve(
          changed
            ? answer(200, { cart, addedProduct: { name: 'x' }, error: null, limit: null })
            : answer(304, undefined),
        ),
      );
      return;
    }
    case 'fail':
      deliver(() =>
        request.resolve(
          answer(500, {
            cart: null,
            addedProduct: null,
            error: 'CARTSTORAGE_UNAVAILABLE',
            limit: null,
          }),
        ),
      );
      return;
    case 'limit': {
      const cart = render(network.server);
      deliver(() =>
        request.resolve(answer(409, { cart, addedProduct: null, error: 'ITEM_LIMIT', limit: 5 })),
      );
      return;
    }
    case 'lostBefore':
      lost();
      return;
    case 'lostAfter':
      apply(network.server, change);
      lost();
      return;
    case 'malformed':
      apply(network.server, change);
      deliver(() => request.resolve(answer(200, { cart: { articles: { length: 2 } } })));
      return;
    default:
      mode satisfies never;
  }
}

async function flush(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) {
    await vi.advanceTimersByTimeAsync(0);
    for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
  }
}

// ---------------------------------------------------------------------------------------------
// Steps

type Step =
  | { readonly kind: 'remove'; readonly pick: number }
  | { readonly kind: 'undo'; readonly pick: number }
  | { readonly kind: 'modify'; readonly pick: number; readonly quantity: number }
  | { readonly kind: 'serve'; readonly mode: ServeMode }
  | { readonly kind: 'answer'; readonly pick: number }
  | { readonly kind: 'wait'; readonly ms: number }
  | { readonly kind: 'event'; readonly name: 'trigger-update' | 'cart-update' };

const modeArbitrary = fc.constantFrom<ServeMode>(
  'ok',
  'ok',
  'ok',
  'fail',
  'limit',
  'lostBefore',
  'lostAfter',
  'malformed',
);

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat(20) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('undo' as const), pick: fc.nat(10) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('modify' as const),
      pick: fc.nat(CATALOGUE.length - 1),
      quantity: fc.nat(4),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('serve' as const), mode: modeArbitrary }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('answer' as const), pick: fc.nat(20) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      ms: fc.integer({ min: 0, max: 12_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('event' as const),
      name: fc.constantFrom('trigger-update' as const, 'cart-update' as const),
    }),
  },
);

const serverCartArbitrary: fc.Arbitrary<ServerCart> = fc.record({
  articles: fc
    .subarray([...CATALOGUE], { minLength: 1 })
    .chain((articles) =>
      fc.tuple(
        ...articles.map((entry) =>
          fc.integer({ min: 1, max: 3 }).map((quantity) => ({ tcm: entry.tcm, quantity })),
        ),
      ),
    ),
  subscriptions: fc.subarray([...SUBSCRIPTIONS]),
  partnerProducts: fc.subarray([...PARTNER_PRODUCTS]),
});

async function run(step: Step, network: Network): Promise<void> {
  const state = getCartState(SITE);
  switch (step.kind) {
    case 'remove': {
      const entries = state.cart ? getCartEntries(state.cart) : [];
      const entry = entries[step.pick % Math.max(1, entries.length)];
      if (entry) void removeCartEntry(SITE, entry);
      break;
    }
    case 'undo': {
      const undoable = state.deleted.filter((entry) => entry.undoRequest);
      const entry = undoable[step.pick % Math.max(1, undoable.length)];
      if (entry) void undoCartRemoval(SITE, entry.id);
      break;
    }
    case 'modify': {
      const target = CATALOGUE[step.pick];
      if (target) {
        modifyCart(SITE, {
          setArticle: { productId: target.productId, tcm: target.tcm, quantity: step.quantity },
        }).catch(() => undefined);
      }
      break;
    }
    case 'serve':
      serve(network, step.mode);
      break;
    case 'answer': {
      const index = step.pick % Math.max(1, network.answers.length);
      const [deliver] = network.answers.splice(index, 1);
      deliver?.();
      break;
    }
    case 'wait':
      await vi.advanceTimersByTimeAsync(step.ms);
      break;
    case 'event':
      window.dispatchEvent(new Event(step.name));
      break;
    default:
      step satisfies never;
  }
  await flush();
}

/** The network heals: everything reaches the server and comes back, latest answers first. */
async function settleAll(network: Network): Promise<void> {
  for (let round = 0; round < 40; round += 1) {
    while (network.queue.length > 0) serve(network, 'ok');
    while (network.answers.length > 0) network.answers.pop()?.();
    await flush();
    // past the undo window, the error display and the longest reconcile back-off
    await vi.advanceTimersByTimeAsync(61_000);
    await flush();
    const state = getCartState(SITE);
    if (
      network.queue.length === 0 &&
      network.answers.length === 0 &&
      state.inFlight.length === 0 &&
      state.staleSince === undefined &&
      state.deleted.length === 0
    ) {
      return;
    }
  }
  throw new Error(
    `the cart never settled: ${JSON.stringify({ queue: network.queue.length, answers: network.answers.length, state: { ...getCartState(SITE), cart: undefined, serverCart: undefined } })}`,
  );
}

function expected(network: Network): Cart {
  return v.parse(cartSchema, render(network.server));
}

describe('the shared cart under any interleaving', () => {
  // the mini cart's panel loads the change code with itself, before any removal (cart.load.ts)
  beforeAll(() => loadCartChanges());

  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    resetCart();
    vi.useRealTimers();
  });

  it('ends showing the server’s latest cart once requests settle', async () => {
    await fc.assert(
      fc.asyncProperty(
        serverCartArbitrary,
        fc.array(stepArbitrary, { maxLength: 40 }),
        async (initial, steps) => {
          const network = createNetwork(structuredClone(initial));
          const unsubscribe = $cart.subscribe(() => undefined);
          try {
            const firstLoad = loadCart(SITE);
            // requests leave right after the current task (the local change renders first)
            await flush();
            serve(network, 'ok');
            network.answers.pop()?.();
            await flush();
            await firstLoad;
            for (const step of steps) await run(step, network);
            await settleAll(network);

            const state = getCartState(SITE);
            expect(state.pending).toEqual([]);
            expect(state.deleted).toEqual([]);
            // never a cart that differs from the server's: the server's cart, or none with the
            // read error of a failed load
            if (state.cart === undefined) expect(state.readError).toBeDefined();
            else expect(state.cart).toEqual(expected(network));

            // and the next load (any event) brings it back in any case
            const reload = loadCart(SITE);
            await flush();
            serve(network, 'ok');
            network.answers.pop()?.();
            await flush();
            await reload;
            expect(getCartState(SITE).cart).toEqual(expected(network));
            expect(getCartState(SITE).count).toBe(expected(network).numberOfArticles);
          } finally {
            unsubscribe();
            await vi.advanceTimersByTimeAsync(1_500);
            resetCart();
          }
        },
      ),
      { numRuns: 300 },
    );
    // 300 random histories with fake timers: seconds, not milliseconds, on a busy machine
  }, 120_000);
});
