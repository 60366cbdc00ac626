/**
 * Schemas of the search domain (spec header §3 "Search suggestion response", "Local storage and
 * cookies"; §7 suggestions call and the suggestion-click tracking id).
 *
 * looseObject as everywhere (schemas/personal-data.ts): fields the shop does not read may come and
 * go. The lists may be missing or null when the index has nothing of that kind; they become empty
 * lists. A product without the fields the view needs makes the whole answer unusable, on purpose
 * (docs/architecture.md "Services": a response of the wrong shape is handled like a failed call).
 */

import * as v from 'valibot';
import { logger } from '../logger';
import { address } from './address';

const list = <TItem extends v.GenericSchema>(item: TItem) => v.nullish(v.array(item), []);

/** spec header §3: each search term has `searchterm`. */
export const suggestedTermSchema = v.looseObject({ searchterm: v.string() });

/**
 * spec header §3: id, title, imageProductThumb, productViewUrl, webshopProductDimensionKey. The
 * addresses pass the URL sanitiser: an unsafe thumbnail is left out (null); a product whose link
 * it refuses is dropped from the answer (suggestionResponseSchema), the rest of the answer stays.
 */
export const suggestedProductSchema = v.looseObject({
  id: v.string(),
  title: v.string(),
  imageProductThumb: v.pipe(
    v.nullish(v.string()),
    address(),
    v.transform((thumb) => thumb ?? null),
  ),
  productViewUrl: v.pipe(v.string(), address()),
  /** The preselected article (`dim1` of the product link); absent for single-article products. */
  webshopProductDimensionKey: v.nullish(v.string()),
});
export type SuggestedProduct = v.InferOutput<typeof suggestedProductSchema> & {
  readonly productViewUrl: string;
};

/** The products whose link may be rendered; each dropped one is named in a warning. */
function withSafeLinks(
  products: v.InferOutput<typeof suggestedProductSchema>[],
): SuggestedProduct[] {
  return products.flatMap((product) => {
    const { productViewUrl } = product;
    if (productViewUrl !== undefined) return [{ ...product, productViewUrl }];
    logger.warn('Dropped a suggested product with an unsafe link', { id: product.id });
    return [];
  });
}

/** GET /service/searchfrontend/api/suggestions (spec header §7). */
export const suggestionResponseSchema = v.looseObject({
  searchTerms: list(suggestedTermSchema),
  products: v.pipe(list(suggestedProductSchema), v.transform(withSafeLinks)),
});
export type SuggestionResponse = v.InferOutput<typeof suggestionResponseSchema>;

/**
 * One product-history entry (localStorage `cotProductHistory`, spec header §3, §9). Product pages
 * write their own entries into the same list, so only what every entry must have is checked:
 * the product id and the time it was added (ms since the epoch), which the 30-day expiry needs.
 * Entries added by a suggestion click carry `type: 'suggested-product-result'`.
 */
export const productHistoryEntrySchema = v.looseObject({
  productId: v.string(),
  timestamp: v.number(),
  type: v.optional(v.string()),
});
export type ProductHistoryEntry = v.InferOutput<typeof productHistoryEntrySchema>;

/** The stored list; entries of another shape are dropped one by one, not the whole list. */
export const productHistorySchema = v.array(v.unknown());

/** spec header §3: the entry type a suggestion click adds to the product history. */
export const SUGGESTED_PRODUCT_RESULT = 'suggested-product-result';

/**
 * The suggestion-click tracking record (spec header §7: "A suggestion click stores a tracking id
 * in local storage for later product-detail-visit and add-to-basket events"). The product page
 * and the cart read it with this schema; `id` is also sent with the link_click event, so the
 * later events can be joined to the click.
 */
export const suggestionTrackingSchema = v.looseObject({
  id: v.string(),
  kind: v.picklist(['term', 'product']),
  searchTerm: v.string(),
  /** 0-based position among the navigable suggestions (terms first, then products). */
  position: v.number(),
  productId: v.optional(v.string()),
  timestamp: v.number(),
});
export type SuggestionTracking = v.InferOutput<typeof suggestionTrackingSchema>;
