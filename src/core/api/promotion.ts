/**
 * The promotion call (spec header §3 "Promotion", §7, §8 "A failed promotion fetch shows
 * nothing"): GET /service/promotion/api/promotion/{promotionId} with the tag filters and the
 * site header, credentials. Every outcome that is not a usable promotion resolves to undefined:
 * 404 is the service's "no promotion for this id and these tags" and is not logged; any other
 * failure (status, network, timeout, wrong shape, an unknown type, contentJSON that is not JSON
 * or holds nothing usable) is logged and shows nothing. Nothing here rejects.
 *
 * Promotions fetched on the server (spec header §4 "Promotions fetched on the server are
 * reused"): a page that rendered promotions on its server hands their answers over as
 *
 *   window.shopPromotions = {
 *     '~header_top': { type: 'ApiHeaderBenefitsPromotion', contentJSON: '{...}' },
 *     '~category_banner?anyOfTags=coffee': fetch(...).then((r) => r.json()),
 *     '~phase_integration?anyOfTags=christmas': null,
 *   };
 *
 * keyed by getServerPromotionKey (the promotion id, then the tag filters the block asks with,
 * comma-separated in the block's order), each value the response body, a promise of it, or null
 * for "the service has none". readServerPromotion reads it; the store decides when.
 */

import { logger } from '../logger';
import * as v from 'valibot';
import {
  getPromotionType,
  isUsablePromotionContent,
  promotionContentSchema,
  promotionResponseSchema,
  type PromotionContent,
  type PromotionType,
} from '../schemas/promotion';
import {
  logNotShown,
  requestPromotionBody,
  type FetchPromotionOptions,
  type PromotionRequest,
} from './promotion-request';

// the request itself lives apart, so that the footer, which reads SHOP_FOOTER with its own
// schema, does not load the header's promotion schemas and markup sanitiser with it
export {
  PROMOTION_PATH,
  requestPromotionBody,
  type FetchPromotionOptions,
  type PromotionRequest,
} from './promotion-request';

export interface Promotion {
  readonly type: PromotionType;
  readonly content: PromotionContent;
}

declare global {
  interface Window {
    /** Promotion answers the page fetched on its server, by getServerPromotionKey (optional). */
    shopPromotions?: Readonly<Record<string, unknown>>;
  }
}

const TAG_FILTERS = ['allOfTags', 'anyOfTags', 'noneOfTags'] as const;

/** `~category_banner?anyOfTags=coffee,tea&noneOfTags=sale`; the id alone without tags. */
export function getServerPromotionKey(promotion: PromotionRequest): string {
  const filters = TAG_FILTERS.filter((name) => promotion[name].length > 0).map(
    (name) => `${name}=${promotion[name].join(',')}`,
  );
  return filters.length === 0
    ? promotion.promotionId
    : `${promotion.promotionId}?${filters.join('&')}`;
}

/**
 * The promotion in a response body: its type from the API type name, its content parsed and
 * checked field by field. Dropped fields are logged as a warning (the rest still shows).
 */
export function readPromotionBody(body: unknown, promotionId: string): Promotion | undefined {
  const response = v.safeParse(promotionResponseSchema, body);
  if (!response.success) return logNotShown('shape', promotionId);
  const type = getPromotionType(response.output.type);
  if (!type) return logNotShown('type', promotionId, { type: response.output.type });
  let raw: unknown;
  try {
    raw = JSON.parse(response.output.contentJSON);
  } catch {
    return logNotShown('contentJSON', promotionId);
  }
  const content = v.safeParse(promotionContentSchema, raw);
  if (!content.success || !isUsablePromotionContent(content.output)) {
    return logNotShown('content', promotionId);
  }
  const given = raw as Readonly<Record<string, unknown>>;
  const dropped = (
    Object.keys(promotionContentSchema.entries) as (keyof PromotionContent)[]
  ).filter((name) => content.output[name] === undefined && given[name] != null);
  if (dropped.length > 0) {
    logger.warn('promotion fields dropped', { source: 'promotion', promotionId, fields: dropped });
  }
  return { type, content: content.output };
}

/** GET /service/promotion/api/promotion/{promotionId}: the promotion, or undefined. */
export async function fetchPromotion(
  promotion: PromotionRequest,
  options: FetchPromotionOptions,
): Promise<Promotion | undefined> {
  const body = await requestPromotionBody(promotion, options);
  return body === undefined ? undefined : readPromotionBody(body, promotion.promotionId);
}

/**
 * The page's server-fetched answer for a request (see the module comment): the promotion, null
 * when the page says there is none (or its answer holds nothing usable), undefined when the page
 * has no answer under the key, or an unusable one (a rejected promise, not a response body):
 * then the caller fetches.
 */
export async function readServerPromotion(
  promotion: PromotionRequest,
): Promise<Promotion | null | undefined> {
  // no page (the server renderer of the page border, elements/server): no page's answers
  if (typeof window === 'undefined') return undefined;
  const key = getServerPromotionKey(promotion);
  try {
    const shared = window.shopPromotions;
    if (!shared || !Object.hasOwn(shared, key)) return undefined;
    const body: unknown = await shared[key];
    if (body === null) return null;
    if (v.is(promotionResponseSchema, body)) {
      return readPromotionBody(body, promotion.promotionId) ?? null;
    }
  } catch {
    // a rejected promise: logged below like a body of the wrong shape
  }
  return logNotShown('server', promotion.promotionId);
}
