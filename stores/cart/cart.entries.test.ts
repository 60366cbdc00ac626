import { describe, expect, it } from 'vitest';
import { getServiceCart } from '../../test/helpers/cart-service';
import { applyCartChange } from './cart.apply';
import { getCartEntries, getEntryCount } from './cart.entries';
import { getRemovalRequest } from './cart.removal';

const full = getServiceCart('full');
const defective = getServiceCart('defective');

describe('local changes', () => {
  it('applies every removal locally and counts what the cart service counts', () => {
    const cases = [full, defective].flatMap((before) =>
      getCartEntries(before).map((entry) => ({ before, entry })),
    );
    for (const { before, entry } of cases) {
      const request = getRemovalRequest(entry);
      if (!request) continue;
      const after = applyCartChange(before, request);
      expect(after[entry.list]).toHaveLength(before[entry.list].length - 1);
      expect(after.numberOfArticles).toBe(before.numberOfArticles - getEntryCount(entry));
    }
  });

  it('changes a quantity locally and leaves additions of unknown items to the server', () => {
    const doubled = applyCartChange(full, {
      setArticle: { productId: '100101', tcm: '100101001', quantity: 5 },
    });
    expect(doubled.articles[0]?.quantity).toBe(5);
    expect(doubled.numberOfArticles).toBe(full.numberOfArticles + 3);
    expect(
      applyCartChange(full, { setArticle: { productId: '1', tcm: '1001', quantity: 1 } }),
    ).toBe(full);
  });
});
