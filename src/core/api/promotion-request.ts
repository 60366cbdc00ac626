/**
 * The one promotion call (spec header §3 "Promotion", §7, §8 "A failed promotion fetch shows
 * nothing"; spec footer §7 SHOP_FOOTER): GET /service/promotion/api/promotion/{promotionId}
 * with the tag filters and the site header, credentials. It answers the body unread, or
 * undefined: 404 is the service's "no promotion for this id and these tags" and is not logged;
 * any other failure is logged. The header's blocks read their promotion types from the body
 * (promotion.ts), the footer its content override (footer.ts); this module carries neither's
 * schemas, so each loads only its own.
 */

import { FetchError, ResponseError, request, type QueryParams } from '../http';
import { describeError, logger, type LogContext } from '../logger';
import * as v from 'valibot';
import type { Site } from '../sites';

export const PROMOTION_PATH = '/service/promotion/api/promotion';

/** Which promotion a block asks for: an id and three tag filters (empty lists send nothing). */
export interface PromotionRequest {
  readonly promotionId: string;
  readonly allOfTags: readonly string[];
  readonly anyOfTags: readonly string[];
  readonly noneOfTags: readonly string[];
}

export interface FetchPromotionOptions {
  readonly site: Site;
  /** A staff preview is active: the answer depends on the preview date, so no cache. */
  readonly preview?: boolean;
}

/**
 * Logs why a promotion shows nothing (spec header §8: a failed promotion fetch shows nothing;
 * §8 "Silent failures" are logged): one message, the reason in the context.
 */
export function logNotShown(reason: string, promotionId: string, context?: LogContext): undefined {
  logger.error('promotion not shown', { source: 'promotion', reason, promotionId, ...context });
  return undefined;
}

/** GET /service/promotion/api/promotion/{promotionId}: the answer's body, or undefined. */
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
