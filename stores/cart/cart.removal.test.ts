import { describe, expect, it } from 'vitest';
import type { CartChangeRequest } from '../../src/core/schemas/cart';
import { getServiceCart } from '../../test/helpers/cart-service';
import { getCartEntries, type CartEntry } from './cart.entries';
import { getRemovalRequest, getUndoRequest } from './cart.removal';

const full = getServiceCart('full');
const defective = getServiceCart('defective');

describe('change requests', () => {
  it.each<[string, CartEntry, CartChangeRequest | undefined]>([
    [
      'an article',
      { list: 'articles', item: full.articles[0]! },
      { setArticle: { productId: '100101', tcm: '100101001', quantity: 0 } },
    ],
    [
      'a free article',
      { list: 'freeArticles', item: full.freeArticles[0]! },
      {
        setFreeArticle: { productId: '700701', campaignId: 'FA-2026-ESPRESSO-CUPS', remove: true },
      },
    ],
    [
      'a gift card',
      { list: 'giftCards', item: full.giftCards[0]! },
      { setGiftCard: { productId: '900901', tcm: '900901002', set: false } },
    ],
    [
      'a partner product',
      { list: 'partnerProducts', item: full.partnerProducts[0]! },
      { setPartnerProduct: { partnerProductId: 'PP-MOBILE-SMART-M', set: false } },
    ],
    [
      'a subscription',
      { list: 'subscriptions', item: full.subscriptions[0]! },
      { deleteSubscription: { subscriptionId: '5b1e9a3c-2d47-4c8e-a1f0-6e9d3b2c7a14' } },
    ],
    [
      'a defective article with tcm',
      { list: 'defectiveArticles', item: defective.defectiveArticles[0]! },
      { setArticle: { productId: '500503', tcm: '500503003', quantity: 0 } },
    ],
    [
      'a defective article without tcm',
      { list: 'defectiveArticles', item: defective.defectiveArticles[1]! },
      undefined,
    ],
  ])('removes %s with the cart service’s variant', (_name, entry, request) => {
    expect(getRemovalRequest(entry)).toEqual(request);
  });

  it('undoes every removal that has a way back, and none that has not', () => {
    const undoable = getCartEntries(full).filter((entry) => getUndoRequest(entry) !== undefined);
    expect(new Set(undoable.map((entry) => entry.list))).toEqual(
      new Set(['articles', 'freeArticles', 'giftCards', 'partnerProducts']),
    );
    expect(getCartEntries(defective).some((entry) => getUndoRequest(entry) !== undefined)).toBe(
      true,
    );
    expect(
      getCartEntries(defective)
        .filter((entry) => entry.list !== 'articles')
        .map(getUndoRequest),
    ).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
