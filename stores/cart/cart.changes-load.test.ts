import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Logger from '../../src/core/logger';
import { stubCartService, type FakeCartService } from '../../test/helpers/cart-service';
import { getCartEntries } from './cart.entries';
import type * as CartRemoval from './cart.removal';
import type * as CartStore from './index';

// The change code (cart.changes.ts) is imported by the first modify and loaded with the mini
// cart's panel (issue 15); here its first import fails as a chunk that did not arrive would.
// Each test gets fresh modules (the store, its log, the mock), so none starts with the code
// another one loaded.
const chunk = { fails: true, imports: 0 };

const REQUEST = { setArticle: { productId: '100101', tcm: '100101001', quantity: 2 } };

let service: FakeCartService;
let cart: typeof CartStore;
let removal: typeof CartRemoval;
let logger: typeof Logger;
let stopListening: () => void;

beforeEach(async () => {
  vi.resetModules();
  vi.doMock('./cart.changes', async (importOriginal) => {
    chunk.imports += 1;
    if (chunk.fails) throw new TypeError('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  cart = await import('./index');
  removal = await import('./cart.removal');
  logger = await import('../../src/core/logger');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  chunk.fails = true;
  chunk.imports = 0;
  service = stubCartService('full');
  stopListening = cart.$cart.listen(() => undefined);
  await cart.ensureCartLoaded('DE');
});

afterEach(() => {
  stopListening();
  cart.resetCart();
  vi.unstubAllGlobals();
});

const sentSince = (count: number): string[] =>
  service.requests.slice(count).map((request) => request.method);

describe('the cart’s change code loaded on demand', () => {
  it('refuses a modify whose code did not load, sends nothing, and loads it again on the next', async () => {
    const sentBefore = service.requests.length;

    const failure = cart.modifyCart('DE', REQUEST);
    await expect(failure).rejects.toBeInstanceOf(cart.CartChangeFailedError);
    await expect(failure).rejects.toMatchObject({
      code: 'UNKNOWN',
      message: expect.stringContaining('Ihr Warenkorb kann aus technischen Gründen'),
    });
    expect(sentSince(sentBefore)).toEqual([]);
    expect(logger.getLogEntries().at(-1)).toMatchObject({
      level: 'error',
      message: 'The cart change could not be loaded; the next modify tries again',
    });

    chunk.fails = false;
    await expect(cart.modifyCart('DE', REQUEST)).resolves.toBeTypeOf('string');
    expect(chunk.imports).toBe(2);
    expect(sentSince(sentBefore)).toEqual(['PUT']);
  });

  it('keeps an item whose removal’s code did not load, sends nothing, and removes it on the next try', async () => {
    const sentBefore = service.requests.length;
    const first = () => getCartEntries(cart.getCartState('DE').cart!)[0]!;
    const item = first();

    await removal.removeCartEntry('DE', item);
    expect(first()).toEqual(item);
    expect(sentSince(sentBefore)).toEqual([]);
    expect(logger.getLogEntries().at(-1)).toMatchObject({
      level: 'error',
      message: 'The cart change could not be loaded; the next removal tries again',
    });

    chunk.fails = false;
    await removal.removeCartEntry('DE', item);
    expect(first()).not.toEqual(item);
    expect(sentSince(sentBefore)).toEqual(['PUT']);
  });
});
