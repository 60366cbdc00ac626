/**
 * The footer's content override (spec footer §7 "GET /service/promotion/api/promotion/SHOP_FOOTER
 * | credentials | 404 means no content; field contentJSON parsed as JSON"; §8 "Footer fetch
 * failures are logged and yield no content"), through the one promotion call
 * (requestPromotionBody). Nothing here rejects: no override (404), a failed call, an answer of
 * the wrong shape and contentJSON that is not JSON all resolve to undefined, everything but the
 * 404 after logging; the built-in content then shows. An address the URL sanitiser refuses is
 * logged and its link left out (src/core/schemas/footer.ts).
 */

import * as v from 'valibot';
import { logger, logOnce } from '../logger';
import { parseFooterOverride, type FooterOverride } from '../schemas/footer';
import type { Site } from '../sites';
import { requestPromotionBody } from './promotion-request';

export const SHOP_FOOTER_PROMOTION_ID = 'SHOP_FOOTER';

/** The promotion answer as the footer reads it: its type (ApiShopFooter) is not needed. */
const shopFooterAnswerSchema = v.looseObject({ contentJSON: v.string() });

const SHOP_FOOTER = {
  promotionId: SHOP_FOOTER_PROMOTION_ID,
  allOfTags: [],
  anyOfTags: [],
  noneOfTags: [],
} as const;

/** Logs what of the override is left out (all of it, or `parts`): the built-in content shows. */
function leftOut(reason: string, site: Site, parts?: readonly string[]): undefined {
  logger.error('SHOP_FOOTER content left out', { source: 'footer', reason, site, parts });
  return undefined;
}

/**
 * The SHOP_FOOTER override for a site: the parts of its contentJSON that have the right shape.
 * A part of the wrong shape is logged and left out (the built-in part shows instead).
 */
export async function fetchFooterOverride(site: Site): Promise<FooterOverride | undefined> {
  const body = await requestPromotionBody(SHOP_FOOTER, { site });
  if (body === undefined) return undefined;
  const response = v.safeParse(shopFooterAnswerSchema, body);
  if (!response.success) return leftOut('shape', site);
  let raw: unknown;
  try {
    raw = JSON.parse(response.output.contentJSON);
  } catch {
    return leftOut('contentJSON', site);
  }
  // a link whose address the URL sanitiser refuses is left out; once per page and address, as
  // every footer of the site reads the same content
  const parsed = parseFooterOverride(raw, (value) =>
    logOnce(`footer|url|${value}`, 'warn', 'footer: unsafe link address', {
      source: 'footer',
      site,
      value,
    }),
  );
  if (!parsed) return leftOut('content', site);
  if (parsed.invalidParts.length > 0) leftOut('shape', site, parsed.invalidParts);
  return parsed.override;
}
