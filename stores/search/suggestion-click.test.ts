import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_KEYS, PRODUCT_HISTORY_MAX_ENTRIES } from '../../src/core/config';
import { resetLogger } from '../../src/core/logger';
import {
  SUGGESTED_PRODUCT_RESULT,
  suggestionTrackingSchema,
  type ProductHistoryEntry,
  type SuggestedProduct,
} from '../../src/core/schemas/search';
import {
  addToProductHistory,
  recordSuggestionClick,
  type SuggestionClick,
} from './suggestion-click';

const NOW = Date.UTC(2026, 10, 22, 12);
const DAY = 24 * 60 * 60 * 1_000;

const PRODUCT: SuggestedProduct = {
  id: '1001',
  title: 'Kaffeemühle',
  imageProductThumb: '/img/1001.svg',
  productViewUrl: '/p/kaffeemuehle-1001',
  webshopProductDimensionKey: '1001-02',
};

const entry = (productId: string, timestamp: number, type?: string): ProductHistoryEntry => ({
  productId,
  timestamp,
  ...(type ? { type } : {}),
});

function click(overrides: Partial<SuggestionClick> = {}): SuggestionClick {
  return {
    searchTerm: 'kaf',
    position: 2,
    product: PRODUCT,
    url: '/p/kaffeemuehle-1001?query=kaf&dim1=1001-02',
    platform: 'CLASSIC',
    now: NOW,
    trackingId: 'track-1',
    ...overrides,
  };
}

const storedHistory = (): unknown =>
  JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.productHistory) ?? 'null');

beforeEach(() => {
  resetLogger();
  window.dataLayer = [];
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('addToProductHistory', () => {
  const added = entry('9', NOW, SUGGESTED_PRODUCT_RESULT);

  it('appends the entry as the newest', () => {
    expect(addToProductHistory([entry('1', NOW - DAY)], added, NOW)).toEqual([
      entry('1', NOW - DAY),
      added,
    ]);
  });

  it('drops entries of 30 days and older', () => {
    const history = [
      // the spec's 30 days, written out: PRODUCT_HISTORY_MAX_AGE_MS is what the history reads
      entry('old', NOW - 30 * DAY),
      entry('young', NOW - 30 * DAY + 1),
    ];
    expect(addToProductHistory(history, added, NOW).map((item) => item.productId)).toEqual([
      'young',
      '9',
    ]);
  });

  it('moves an earlier suggestion entry of the same product to the end', () => {
    const history = [
      entry('9', NOW - 2 * DAY, SUGGESTED_PRODUCT_RESULT),
      entry('9', NOW - DAY, 'product-view'),
      entry('2', NOW - DAY),
    ];
    expect(addToProductHistory(history, added, NOW)).toEqual([
      entry('9', NOW - DAY, 'product-view'),
      entry('2', NOW - DAY),
      added,
    ]);
  });

  it('keeps the newest 300 entries', () => {
    const history = Array.from({ length: PRODUCT_HISTORY_MAX_ENTRIES + 20 }, (_, index) =>
      entry(`p${index}`, NOW - DAY + index),
    );
    const result = addToProductHistory(history, added, NOW);
    expect(result).toHaveLength(PRODUCT_HISTORY_MAX_ENTRIES);
    expect(result.at(-1)).toEqual(added);
    expect(result[0]?.productId).toBe('p21');
  });

  it('drops entries of an unknown shape one by one', () => {
    const history = [null, 'x', { productId: 3 }, entry('1', NOW - DAY), { timestamp: NOW }];
    expect(addToProductHistory(history, added, NOW)).toEqual([entry('1', NOW - DAY), added]);
  });
});

describe('recordSuggestionClick', () => {
  it('stores a tracking record for a product suggestion', () => {
    recordSuggestionClick(click());
    const stored: unknown = JSON.parse(
      localStorage.getItem(LOCAL_STORAGE_KEYS.suggestionTrackingId) ?? 'null',
    );
    expect(v.parse(suggestionTrackingSchema, stored)).toEqual({
      id: 'track-1',
      kind: 'product',
      searchTerm: 'kaf',
      position: 2,
      productId: '1001',
      timestamp: NOW,
    });
  });

  it('stores a tracking record for a search term, without event or history', () => {
    recordSuggestionClick(click({ product: undefined, position: 0, url: '/search?query=kaffee' }));
    const stored: unknown = JSON.parse(
      localStorage.getItem(LOCAL_STORAGE_KEYS.suggestionTrackingId) ?? 'null',
    );
    expect(v.parse(suggestionTrackingSchema, stored)).toMatchObject({ kind: 'term', position: 0 });
    expect(window.dataLayer).toEqual([]);
    expect(storedHistory()).toBeNull();
  });

  it('pushes link_click product_link with the tracking id', () => {
    recordSuggestionClick(click());
    expect(window.dataLayer).toEqual([
      {
        event: 'link_click',
        click_type: 'product_link',
        click_target: '/p/kaffeemuehle-1001?query=kaf&dim1=1001-02',
        product_id: '1001',
        search_term: 'kaf',
        position: 2,
        suggestion_tracking_id: 'track-1',
      },
    ]);
  });

  it('adds a suggested-product-result entry to the product history', () => {
    localStorage.setItem(
      LOCAL_STORAGE_KEYS.productHistory,
      JSON.stringify([entry('7', NOW - DAY, 'product-view'), entry('8', NOW - 40 * DAY)]),
    );
    recordSuggestionClick(click());
    expect(storedHistory()).toEqual([
      entry('7', NOW - DAY, 'product-view'),
      {
        productId: '1001',
        timestamp: NOW,
        type: SUGGESTED_PRODUCT_RESULT,
        searchTerm: 'kaf',
        dimensionKey: '1001-02',
      },
    ]);
  });

  it.each([
    ['not JSON', '{"oops'],
    ['not a list', '{"productId":"1"}'],
  ])('starts a fresh history when the stored one is %s', (_case, raw) => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.productHistory, raw);
    recordSuggestionClick(click());
    expect(storedHistory()).toEqual([expect.objectContaining({ productId: '1001' })]);
  });

  it('survives storage that is switched off', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => recordSuggestionClick(click())).not.toThrow();
    expect(window.dataLayer).toHaveLength(1);
  });

  it('survives storage that is full', () => {
    const refuse = vi.fn(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue({
      getItem: () => null,
      setItem: refuse,
      removeItem: () => undefined,
    } as unknown as Storage);
    expect(() => recordSuggestionClick(click())).not.toThrow();
    expect(refuse).toHaveBeenCalled();
  });

  it('keeps the newest entries that fit when the history is large', () => {
    const history = Array.from({ length: 280 }, (_, index) =>
      entry(`product-${index}-${'x'.repeat(40)}`, NOW - DAY + index, 'product-view'),
    );
    localStorage.setItem(LOCAL_STORAGE_KEYS.productHistory, JSON.stringify(history));
    recordSuggestionClick(click({ platform: 'MATCH' }));
    const stored = storedHistory() as ProductHistoryEntry[];
    expect(JSON.stringify(stored).length).toBeLessThanOrEqual(2_500);
    expect(stored.at(-1)?.productId).toBe('1001');
  });
});
