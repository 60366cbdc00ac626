/**
 * The header's promotion blocks without a layout shift. The top banner and the benefits strip sit
 * under the header's bar and come from the promotion service; drawn when their answer arrives,
 * after the header, they push the page down (CLS 0.09 on the demo's page-border page). So the
 * header's first render waits for their answers, at most HEADER_PROMOTIONS_WAIT_MS: the header
 * then appears once, at its final height, and a page that reserves that height (README "Layout
 * shift") does not move. A slower answer is not waited for: the header shows without the blocks
 * and they appear when it comes (the shift a slow service costs, rather than a missing header).
 * Promotions the page fetched on its server (window.shopPromotions) answer at once.
 */
import { getPromotionKey, loadPromotion } from '../../stores/promotions/index';
import type { Site } from '../core/sites';
import { BENEFITS_PROMOTION_ID, TOP_BANNER_PROMOTION_ID } from './promotions';

/** How long a header's first render waits for its promotion blocks' answers at most. */
export const HEADER_PROMOTIONS_WAIT_MS = 800;

/** One wait per site and page: every header of the site shares it, a settled one stays settled. */
const waits = new Map<Site, Promise<void>>();

/**
 * Starts loading the header's promotion blocks for `site` and resolves when both answered (or
 * failed: a failed block shows nothing) or after HEADER_PROMOTIONS_WAIT_MS. Never rejects. The
 * same promise for the same site, so React's `use` can suspend on it across retries.
 */
export function waitForHeaderPromotions(site: Site): Promise<void> {
  let wait = waits.get(site);
  if (!wait) {
    const loads = [TOP_BANNER_PROMOTION_ID, BENEFITS_PROMOTION_ID].map((promotionId) =>
      loadPromotion(getPromotionKey(site, { promotionId })),
    );
    wait = Promise.race([
      Promise.all(loads).then(() => undefined),
      new Promise<void>((resolve) => setTimeout(resolve, HEADER_PROMOTIONS_WAIT_MS)),
    ]);
    waits.set(site, wait);
  }
  return wait;
}
