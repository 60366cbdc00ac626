import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartSchema, type Cart } from '../../src/core/schemas/cart';
import { CENTS_FIXTURE, centsFixtureWith } from '../../test/helpers/money';
import { getServiceCart } from '../../test/helpers/cart-service';
import { trackAddedArticle, trackCartEvent } from './cart.ecommerce';

const cents = (input: unknown = CENTS_FIXTURE): Cart => v.parse(cartSchema, input);

/** The ecommerce events pushed, without the clearing pushes between them. */
function events(): unknown[] {
  return (window.dataLayer ?? []).filter((entry) => 'event' in (entry as object));
}

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  delete window.dataLayer;
});

describe('view_cart and begin_checkout', () => {
  it('send the items the cart will sell, the value in currency units and the currency', () => {
    trackCartEvent('view_cart', 'DE', cents());
    expect(window.dataLayer).toEqual([
      // the previous ecommerce object is cleared first (GA4's recommendation)
      { ecommerce: null },
      {
        event: 'view_cart',
        ecommerce: {
          currency: 'EUR',
          value: 22412.47,
          items: [
            {
              item_id: '500501',
              item_name: 'Steppjacke',
              item_variant: '500501002',
              price: 12345.5,
              quantity: 1,
            },
            {
              item_id: '900901',
              item_name: 'Geschenkkarte',
              item_variant: '900901003',
              price: 10000,
              quantity: 1,
            },
            { item_id: 'sub-1', item_name: 'Kaffee-Abo', price: 26.98, quantity: 1 },
            { item_id: 'PP-WARRANTY-3Y', item_name: 'Garantie', price: 39.99, quantity: 1 },
          ],
        },
      },
    ]);
  });

  it.each([
    ['CZ', 'CZK'],
    ['HU', 'HUF'],
    ['CH_FR', 'CHF'],
    ['TR', 'TRY'],
  ] as const)('name the currency of %s', (site, currency) => {
    trackCartEvent('begin_checkout', site, cents());
    expect(events()).toEqual([
      {
        event: 'begin_checkout',
        ecommerce: expect.objectContaining({ currency, value: 22412.47 }),
      },
    ]);
  });

  it('price a line of several pieces per piece and leave out what cannot be bought', () => {
    const cart = getServiceCart('unavailable', 'DE');
    trackCartEvent('view_cart', 'DE', cart);
    const [event] = events() as { ecommerce: { value: number; items: { item_id: string }[] } }[];
    const buyable = cart.articles.filter(
      (article) => article.availability !== 'NOT_AVAILABLE' && article.availability !== 'SOLDOUT',
    );
    expect(event?.ecommerce.items.map((item) => item.item_id)).toEqual(
      buyable.map((article) => article.productId),
    );
    expect(event?.ecommerce.value).toBe(
      buyable.reduce((sum, article) => sum + (article.price?.calculatedPrice ?? 0), 0) / 100,
    );
    const lunchbox = getServiceCart('full', 'DE').articles.find(
      (article) => article.quantity === 3,
    )!;
    trackCartEvent('view_cart', 'DE', { ...cart, articles: [lunchbox] });
    expect((events()[1] as { ecommerce: { items: unknown[] } }).ecommerce.items[0]).toMatchObject({
      price: lunchbox.price!.calculatedPrice! / 3 / 100,
      quantity: 3,
    });
  });

  it('leave out the price of an item whose amount is malformed, and its value', () => {
    const cart = cents(
      centsFixtureWith(12.5, [['giftCards', 0, 'article', 'price', 'calculatedPrice']]),
    );
    trackCartEvent('view_cart', 'DE', cart);
    const [event] = events() as { ecommerce: { value: number; items: object[] } }[];
    expect(event?.ecommerce.items[1]).toEqual({
      item_id: '900901',
      item_name: 'Geschenkkarte',
      item_variant: '900901003',
      quantity: 1,
    });
    expect(event?.ecommerce.value).toBe(12412.47);
  });

  it('send nothing for an empty or unknown cart', () => {
    trackCartEvent('view_cart', 'DE', getServiceCart('empty', 'DE'));
    trackCartEvent('begin_checkout', 'DE', undefined);
    expect(window.dataLayer).toEqual([]);
  });
});

describe('add_to_cart', () => {
  const request = { productId: '500501', tcm: '500501002', quantity: 3 };
  const jacket = cents().articles[0]!;
  const answered = (quantity: number): Cart => ({
    ...cents(),
    articles: [
      {
        ...jacket,
        quantity,
        price: { ...jacket.price!, calculatedPrice: 1234550 * quantity },
      },
    ],
  });

  it('sends the pieces added at the unit price the answer gives', () => {
    trackAddedArticle('PL', request, jacket, answered(3), 'Kurtka');
    expect(events()).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'PLN',
          value: 24691,
          items: [
            {
              item_id: '500501',
              item_name: 'Steppjacke',
              item_variant: '500501002',
              price: 12345.5,
              quantity: 2,
            },
          ],
        },
      },
    ]);
  });

  it('counts an article new to the cart from nothing', () => {
    trackAddedArticle('DE', request, undefined, answered(3), undefined);
    expect(events()[0]).toMatchObject({ ecommerce: { value: 37036.5, items: [{ quantity: 3 }] } });
  });

  it('takes the requested quantity, and the price from before, when the answer has no cart', () => {
    trackAddedArticle('DE', request, jacket, undefined, undefined);
    expect(events()[0]).toMatchObject({
      ecommerce: { value: 24691, items: [{ price: 12345.5, quantity: 2 }] },
    });
  });

  it('names an article it knows nothing else of by the added product, without a price', () => {
    trackAddedArticle('DE', request, undefined, undefined, 'Steppjacke');
    expect(events()).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 0,
          items: [
            { item_id: '500501', item_name: 'Steppjacke', item_variant: '500501002', quantity: 3 },
          ],
        },
      },
    ]);
  });

  it.each([
    ['lowered', 1],
    ['kept', 3],
  ])('sends nothing when the quantity was %s', (_name, quantity) => {
    trackAddedArticle(
      'DE',
      { ...request, quantity },
      { ...jacket, quantity: 3 },
      answered(quantity),
      '',
    );
    expect(window.dataLayer).toEqual([]);
  });
});
