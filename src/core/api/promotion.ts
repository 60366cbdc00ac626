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

import { FetchError, ResponseError, request, type QueryParams } from '../http';
import { describeError, logger, type LogContext } from '../logger';
import * as v from 'valibot';
import {
  getPromotionType,
  isUsablePromotionContent,
  promotionContentSchema,
  promotionResponseSchema,
  type PromotionContent,
  type PromotionType,
} from '../schemas/promotion';
import type { Site } from '../sites';

export const PROMOTION_PATH = '/service/promotion/api/promotion';

/** Which promotion a block asks for: an id and three tag filters (empty lists send nothing). */
export interface PromotionRequest {
  readonly promotionId: string;
  readonly allOfTags: readonly string[];
  readonly anyOfTags: readonly string[];
  readonly noneOfTags: readonly string[];
}

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
 * Logs why a promotion shows nothing (spec header §8: a failed promotion fetch shows nothing;
 * §8 "Silent failures" are logged): one message, the reason in the context.
 */
function logNotShown(reason: string, promotionId: string, context?: LogContext): undefined {
  logger.error('promotion not shown', { source: 'promotion', reason, promotionId, ...context });
  return undefined;
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

export interface FetchPromotionOptions {
  readonly site: Site;
  /** A staff preview is active: the answer depends on the preview date, so no cache. */
  readonly preview?: boolean;
}

/**
 * GET /service/promotion/api/promotion/{promotionId}: the answer's body, unread, or undefined
 * (404 unlogged, any other failure logged). fetchPromotion reads the header's promotion types
 * from it; the footer reads its SHOP_FOOTER content (src/core/api/footer.ts).
 */
export async function requestPromotionBody(
  promotion: PromotionRequest,
  { site, preview = false }: FetchPromotionOptions,
): Promise<unknown> {
  if (promotion.promotionId.trim() === '') return undefined;
  const path = `${PROMOTION_PATH}/${encodeURIComponent(promotion.promotionId)}`;
  const query: QueryParams = {
    allOfTags: promotion.allOfTags,
    anyOfTags: promotion.anyOfTags,
    noneOfTags: promotion.noneOfTags,
  };
  try {
    return await request(path, {
      schema: v.unknown(),
      query,
      site,
      ...(preview ? { cache: 'no-store' as const } : {}),
    });
  } catch (error) {
    // 404: the service has no promotion for this id and these tags, which is no failure
    if (error instanceof ResponseError && error.status === 404) return undefined;
    // an aborted request (the element went away) failed nothing
    if (error instanceof FetchError && error.reason === 'aborted') return undefined;
    return logNotShown('request', promotion.promotionId, {
      status: error instanceof ResponseError ? error.status : undefined,
      error: describeError(error),
    });
  }
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
