// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { productHistoryEntrySchema, suggestionResponseSchema } from './search';

const PRODUCT = {
  id: '1001',
  title: 'Geschirrtücher <b>Bio</b>, 3er-Set',
  imageProductThumb: '/demo-assets/products/1001.svg?site=DE&size=thumb',
  productViewUrl: '/p/geschirrtuecher-1001',
  webshopProductDimensionKey: '1001-01',
};

describe('suggestionResponseSchema', () => {
  it.each([
    [
      'a full answer with extra fields',
      {
        searchTerms: [{ searchterm: 'kaffee', hits: 3 }],
        products: [{ ...PRODUCT, price: 999 }],
        took: 4,
      },
    ],
    ['an empty answer', { searchTerms: [], products: [] }],
    [
      'a product without thumbnail or dimension',
      {
        searchTerms: [],
        products: [{ ...PRODUCT, imageProductThumb: null, webshopProductDimensionKey: null }],
      },
    ],
  ])('accepts %s', (_case, body) => {
    expect(v.safeParse(suggestionResponseSchema, body).success).toBe(true);
  });

  it('reads missing or null lists as empty', () => {
    expect(v.parse(suggestionResponseSchema, { products: null })).toEqual({
      searchTerms: [],
      products: [],
    });
  });

  it.each([
    ['a list that is an object', { searchTerms: { length: 1 }, products: [] }],
    [
      'a term that is not text',
      { searchTerms: [{ searchterm: { text: 'kaffee' } }], products: [] },
    ],
    [
      'a product without link',
      { searchTerms: [], products: [{ ...PRODUCT, productViewUrl: undefined }] },
    ],
    [
      'a product title that is an object',
      { searchTerms: [], products: [{ ...PRODUCT, title: { text: 'x' } }] },
    ],
    ['a number', 42],
    ['null', null],
  ])('rejects %s', (_case, body) => {
    expect(v.safeParse(suggestionResponseSchema, body).success).toBe(false);
  });
});

describe('productHistoryEntrySchema', () => {
  it('accepts entries of other writers that have a product id and a time', () => {
    expect(
      v.is(productHistoryEntrySchema, { productId: '1', timestamp: 5, type: 'product-view', x: 1 }),
    ).toBe(true);
    expect(v.is(productHistoryEntrySchema, { productId: '1' })).toBe(false);
  });
});
