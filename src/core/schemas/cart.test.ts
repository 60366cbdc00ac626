// @vitest-environment node
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCart, renderCart } from '../../../demo/backend/carts';
import { CENTS_FIXTURE, MONEY_PATHS, centsFixtureWith, valueAt } from '../../../test/helpers/money';
import { getLogEntries, resetLogger } from '../logger';
import { SITE_KEYS } from '../sites';
import { cartSchema, toCartErrorCode, toCount } from './cart';
import { cartChangeRequestSchema, cartChangeResponseSchema } from './cart-change';

const minimalArticle = { productId: '100101', tcm: '100101001', title: 'Kaffee', quantity: 1 };

describe('cartSchema', () => {
  it.each(SITE_KEYS)('reads every preset of the cart service on %s', (site) => {
    for (const preset of ['empty', 'full', 'defective', 'unavailable', 'big'] as const) {
      const result = v.safeParse(cartSchema, renderCart(createCart(preset), site, ''));
      expect(result.success, `${preset} on ${site}`).toBe(true);
    }
  });

  it('turns absent lists into empty ones and counts the items when the count is missing', () => {
    const cart = v.parse(cartSchema, {
      articles: [{ ...minimalArticle, quantity: 3 }],
      subscriptions: null,
      giftCards: [{ article: minimalArticle }],
    });
    expect(cart.subscriptions).toEqual([]);
    expect(cart.defectiveArticles).toEqual([]);
    expect(cart.numberOfArticles).toBe(4);
  });

  it.each([
    [-5, 0],
    [2.7, 2],
    [1e300, Number.MAX_SAFE_INTEGER],
  ])('reads a count of %s as %s', (raw, count) => {
    expect(v.parse(cartSchema, { numberOfArticles: raw }).numberOfArticles).toBe(count);
    expect(
      v.parse(cartSchema, { articles: [{ ...minimalArticle, quantity: raw }] }).articles[0]
        ?.quantity,
    ).toBe(count);
  });

  it('reads a quantity object, numeric ids, unknown availability and dimension types', () => {
    const cart = v.parse(cartSchema, {
      articles: [
        {
          ...minimalArticle,
          productId: 100101,
          tcm: 100101001,
          quantity: { quantity: 2 },
          availability: 'ON_THE_MOON',
          dimensions: [{ name: 'Farbe', value: 'Blau', type: 'HOLOGRAM' }],
        },
      ],
    });
    expect(cart.articles[0]).toMatchObject({
      productId: '100101',
      tcm: '100101001',
      quantity: 2,
      availability: 'ON_THE_MOON',
      dimensions: [{ type: 'HOLOGRAM' }],
    });
  });

  it('accepts missing prices and null sums', () => {
    const cart = v.parse(cartSchema, {
      articles: [{ ...minimalArticle, price: null }],
      totalSum: null,
      priceSummary: { cartFinalSum: null },
    });
    expect(cart.articles[0]?.price).toBeUndefined();
    expect(cart.totalSum).toBeUndefined();
    expect(cart.priceSummary?.redeemedWsacDiscounts).toEqual([]);
  });

  it('drops item kinds it does not know and keeps the ones it does', () => {
    const cart = v.parse(cartSchema, { bundles: [{ id: 1 }], articles: [minimalArticle] });
    expect(cart).not.toHaveProperty('bundles');
    expect(cart.articles).toHaveLength(1);
  });

  it.each([
    ['a list that is not a list', { articles: { length: 1 } }],
    ['a title that is not text', { articles: [{ ...minimalArticle, title: { text: 'x' } }] }],
    ['an article without productId', { articles: [{ title: 'x' }] }],
    ['a count as text', { numberOfArticles: '3' }],
    ['not an object', 'cart'],
  ])('refuses %s', (_name, input) => {
    expect(v.safeParse(cartSchema, input).success).toBe(false);
  });
});

describe('money amounts (docs/architecture.md "Money")', () => {
  beforeEach(() => {
    resetLogger();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  const malformedReports = () =>
    getLogEntries().filter((entry) => entry.message.startsWith('Malformed amounts'));

  it('reads every money field as the integer of minor units it is, reporting nothing', () => {
    const cart = v.parse(cartSchema, CENTS_FIXTURE);
    for (const path of MONEY_PATHS) {
      expect(valueAt(cart, path), path.join('.')).toBe(valueAt(CENTS_FIXTURE, path));
    }
    expect(malformedReports()).toEqual([]);
  });

  it.each([
    ['a fraction', 1299.5],
    ['text', '1299'],
    ['NaN', Number.NaN],
    ['a negative amount', -1299],
    ['an amount beyond the exact range', 2 ** 53],
    ['infinity', Number.POSITIVE_INFINITY],
    ['a boolean', true],
    ['an object', { amount: 1299 }],
  ])('leaves out %s in every money field and keeps the rest of the cart', (_name, value) => {
    const cart = v.parse(cartSchema, centsFixtureWith(value));
    for (const path of MONEY_PATHS) expect(valueAt(cart, path), path.join('.')).toBeUndefined();
    expect(cart.articles[0]?.title).toBe('Steppjacke');
    expect(cart.priceSummary?.redeemedWsacDiscounts[0]?.wsacCode).toBe('NL10-7KQ4P2');
    expect(cart.numberOfArticles).toBe(5);
    // one report per answer, naming the fields
    const reports = malformedReports();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      level: 'error',
      context: { count: MONEY_PATHS.length },
    });
    expect(reports[0]?.context?.['amounts']).toContainEqual({
      field: 'calculatedPrice',
      value: String(value),
    });
  });

  it('leaves out only the malformed amount', () => {
    const path = ['articles', 0, 'price', 'calculatedPrice'] as const;
    const cart = v.parse(cartSchema, centsFixtureWith(12345.5, [path]));
    expect(cart.articles[0]?.price?.calculatedPrice).toBeUndefined();
    expect(cart.articles[0]?.price?.calculatedOriginalPrice).toBe(1500049);
    expect(cart.totalSum).toBe(2191247);
  });

  it('takes null and absent amounts as none, without a report', () => {
    const cart = v.parse(cartSchema, {
      ...centsFixtureWith(null),
      priceSummary: {},
      loyaltyBeanData: {},
    });
    expect(cart.totalSum).toBeUndefined();
    expect(cart.priceSummary?.shippingCosts).toBeUndefined();
    expect(malformedReports()).toEqual([]);
  });

  it('reads the amounts of the cart in a change answer by the same rule', () => {
    const answer = v.parse(cartChangeResponseSchema, {
      cart: centsFixtureWith('12,99', [['totalSum']]),
      addedProduct: { name: 'Steppjacke' },
      error: null,
      limit: null,
    });
    expect(answer.cart?.totalSum).toBeUndefined();
    expect(answer.cart?.priceSummary?.cartFinalSum).toBe(2191247);
    expect(malformedReports()).toHaveLength(1);
  });
});

describe('cart change answers', () => {
  it('reads the answer envelope with and without a cart', () => {
    expect(
      v.parse(cartChangeResponseSchema, {
        cart: null,
        addedProduct: null,
        error: 'ITEM_LIMIT',
        limit: 5,
      }),
    ).toEqual({ cart: undefined, addedProduct: undefined, error: 'ITEM_LIMIT', limit: 5 });
  });

  it.each([
    ['CARTSTORAGE_UNAVAILABLE', 'CARTSTORAGE_UNAVAILABLE'],
    ['NOT_MODIFIED', 'NOT_MODIFIED'],
    ['SOMETHING_NEW', 'UNKNOWN'],
    [undefined, 'UNKNOWN'],
    [42, 'UNKNOWN'],
  ])('reads error code %s as %s', (raw, code) => {
    expect(toCartErrorCode(raw)).toBe(code);
  });

  it.each([
    [Number.NaN, 0],
    [Infinity, Number.MAX_SAFE_INTEGER],
    ['3', 0],
  ])('counts %s as %s', (raw, count) => {
    expect(toCount(raw)).toBe(count);
  });
});

describe('cartChangeRequestSchema', () => {
  it.each([
    { setArticle: { productId: '100101', tcm: '100101001', quantity: 0 } },
    { setFreeArticle: { productId: '700701', campaignId: 'FA-2026-ESPRESSO-CUPS', remove: true } },
    { setGiftCard: { productId: '900901', tcm: '900901002', set: true } },
    { setPartnerProduct: { partnerProductId: 'PP-WARRANTY-3Y', set: false } },
    { deleteSubscription: { subscriptionId: '5b1e9a3c' } },
  ])('accepts %j', (request) => {
    expect(v.parse(cartChangeRequestSchema, request)).toEqual(request);
  });

  it('sends numeric ids of a plain-JavaScript caller as their digits', () => {
    expect(
      v.parse(cartChangeRequestSchema, {
        setArticle: { productId: 100101, tcm: 100101001, quantity: 2 },
      }),
    ).toEqual({ setArticle: { productId: '100101', tcm: '100101001', quantity: 2 } });
  });

  it.each([
    {},
    { setArticle: { productId: '1', tcm: '1', quantity: 1.5 } },
    { setArticle: { productId: -1, tcm: '1', quantity: 1 } },
    { setArticle: { productId: 1.5, tcm: '1', quantity: 1 } },
    { setArticle: { productId: ' ', tcm: '1', quantity: 1 } },
    { setPartnerProduct: { partnerProductId: 'PP', set: 'yes' } },
    { deleteSubscription: { subscriptionId: 'a', extra: 1 } },
  ])('refuses %j', (request) => {
    expect(v.safeParse(cartChangeRequestSchema, request).success).toBe(false);
  });
});
