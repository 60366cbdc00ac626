/**
 * What a suggestion click leaves behind (spec header §3 "Local storage and cookies", §7 "Other
 * tracking details", "link_click product_link", §9 "Product history 300 entries, expiry 30 days"):
 * - a tracking record with a fresh id in localStorage, for the later product-detail-visit and
 *   add-to-basket events (read it with suggestionTrackingSchema);
 * - for a product: a link_click product_link event carrying that id, and a
 *   suggested-product-result entry in the product history `cotProductHistory`.
 * Storage that is full, switched off or holds garbage is survived (storage.ts): the click still
 * navigates, only the record is lost.
 */

import * as v from 'valibot';
import {
  LOCAL_STORAGE_KEYS,
  PRODUCT_HISTORY_MAX_AGE_MS,
  PRODUCT_HISTORY_MAX_ENTRIES,
} from '../../src/core/config';
import {
  productHistoryEntrySchema,
  productHistorySchema,
  SUGGESTED_PRODUCT_RESULT,
  type ProductHistoryEntry,
  type SuggestedProduct,
  type SuggestionTracking,
} from '../../src/core/schemas/search';
import type { Platform } from '../../src/core/sites';
import { readJSON, writeBoundedList, writeJSON } from '../../src/core/storage';
import { trackEvent } from '../../src/core/tracking';

/**
 * The history after adding `entry` (oldest first, newest last): entries of an unknown shape and
 * entries 30 days old or older are dropped, an earlier suggested-product-result entry of the same
 * product moves to the end, and only the newest 300 stay.
 */
export function addToProductHistory(
  stored: readonly unknown[] | undefined,
  entry: ProductHistoryEntry,
  now: number,
): ProductHistoryEntry[] {
  const kept = (stored ?? []).filter(
    (item): item is ProductHistoryEntry =>
      v.is(productHistoryEntrySchema, item) &&
      now - item.timestamp < PRODUCT_HISTORY_MAX_AGE_MS &&
      !(item.productId === entry.productId && item.type === entry.type),
  );
  return [...kept, entry].slice(-PRODUCT_HISTORY_MAX_ENTRIES);
}

export function createTrackingId(): string {
  try {
    if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  } catch {
    // not a secure context: the fallback below only has to be unique enough to join two events
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export interface SuggestionClick {
  readonly searchTerm: string;
  readonly position: number;
  /** The product, for a product suggestion; absent for a search term. */
  readonly product?: SuggestedProduct;
  /** The link the product suggestion leads to. */
  readonly url: string;
  readonly platform: Platform;
  readonly now: number;
  readonly trackingId: string;
}

export function recordSuggestionClick(click: SuggestionClick): void {
  const { product, now } = click;
  const record: SuggestionTracking = {
    id: click.trackingId,
    kind: product ? 'product' : 'term',
    searchTerm: click.searchTerm,
    position: click.position,
    ...(product ? { productId: product.id } : {}),
    timestamp: now,
  };
  writeJSON(LOCAL_STORAGE_KEYS.suggestionTrackingId, record);
  if (!product) return;

  void trackEvent({
    event: 'link_click',
    click_type: 'product_link',
    click_target: click.url,
    product_id: product.id,
    search_term: click.searchTerm,
    position: click.position,
    suggestion_tracking_id: click.trackingId,
  });

  const entry: ProductHistoryEntry = {
    productId: product.id,
    timestamp: now,
    type: SUGGESTED_PRODUCT_RESULT,
    searchTerm: click.searchTerm,
    ...(product.webshopProductDimensionKey
      ? { dimensionKey: product.webshopProductDimensionKey }
      : {}),
  };
  const stored = readJSON(LOCAL_STORAGE_KEYS.productHistory, productHistorySchema);
  writeBoundedList(
    LOCAL_STORAGE_KEYS.productHistory,
    addToProductHistory(stored, entry, now),
    click.platform,
    { maxEntries: PRODUCT_HISTORY_MAX_ENTRIES },
  );
}
