/**
 * Pure rules of the promotion store: which request a block makes and under which key it is
 * shared, and what a promotion click sends to tracking (spec header §7 tracking).
 */
import type { PromotionRequest } from '../../src/core/api/promotion';
import type { Site } from '../../src/core/sites';
import type { TrackingEvent } from '../../src/core/tracking';

/** What a block names: a promotion id and optional tag filters. */
export interface PromotionBlockRequest {
  readonly promotionId: string;
  readonly allOfTags?: readonly string[] | undefined;
  readonly anyOfTags?: readonly string[] | undefined;
  readonly noneOfTags?: readonly string[] | undefined;
}

/** Identifies one (site, id, tags) load; blocks with the same key share one promotion. */
export type PromotionKey = string & { readonly __promotionKey: true };

/** Tags trimmed, empty ones and repeats left out, in the block's order. */
export function normalizeTags(tags: readonly unknown[] | undefined): string[] {
  const result: string[] = [];
  for (const tag of Array.isArray(tags) ? tags : []) {
    const trimmed = typeof tag === 'string' ? tag.trim() : '';
    if (trimmed !== '' && !result.includes(trimmed)) result.push(trimmed);
  }
  return result;
}

export function getPromotionRequest(block: PromotionBlockRequest): PromotionRequest {
  return {
    promotionId: typeof block.promotionId === 'string' ? block.promotionId.trim() : '',
    allOfTags: normalizeTags(block.allOfTags),
    anyOfTags: normalizeTags(block.anyOfTags),
    noneOfTags: normalizeTags(block.noneOfTags),
  };
}

/** The key of a block's load; a string, so a view can use it as an effect dependency. */
export function getPromotionKey(site: Site, block: PromotionBlockRequest): PromotionKey {
  const { promotionId, allOfTags, anyOfTags, noneOfTags } = getPromotionRequest(block);
  return JSON.stringify([site, promotionId, allOfTags, anyOfTags, noneOfTags]) as PromotionKey;
}

/** The site and request a key stands for (the inverse of getPromotionKey). */
export function readPromotionKey(key: PromotionKey): {
  readonly site: Site;
  readonly request: PromotionRequest;
} {
  const [site, promotionId, allOfTags, anyOfTags, noneOfTags] = JSON.parse(key) as [
    Site,
    string,
    string[],
    string[],
    string[],
  ];
  return { site, request: { promotionId, allOfTags, anyOfTags, noneOfTags } };
}

/** spec header §7: benefit links 0 to 3 are tracked under these names. */
export const BENEFIT_TRACKING_NAMES = [
  'VK1_Versandkostenfrei',
  'VK2_Newsletterregistrierung',
  'VK3_XChannel',
  'VK4_Service',
] as const;

/** The benefits strip shows as many links as there are tracking names. */
export const MAX_BENEFIT_LINKS = BENEFIT_TRACKING_NAMES.length;

/**
 * What was clicked in a promotion block:
 * - `cta`: the call-to-action button; `link`: a link of the block (links, link/linkURL);
 *   target the link's address, specification the promotion id.
 * - `voucher_copy`: the copy button; target the voucher code, specification the promotion id.
 * - `benefit`: a link of the benefits strip; target its address, specification its VK name.
 */
export type PromotionClick =
  | {
      readonly kind: 'cta' | 'link';
      readonly promotionId: string;
      readonly url: string;
    }
  | { readonly kind: 'voucher_copy'; readonly promotionId: string; readonly code: string }
  | { readonly kind: 'benefit'; readonly position: number; readonly url: string };

/** spec header §7: promotion_click (click_type, click_target, specification). */
export function getPromotionClickEvent(click: PromotionClick): TrackingEvent {
  return {
    event: 'promotion_click',
    click_type: click.kind,
    click_target: click.kind === 'voucher_copy' ? click.code : click.url,
    specification:
      click.kind === 'benefit'
        ? (BENEFIT_TRACKING_NAMES[click.position] ?? `VK${click.position + 1}`)
        : click.promotionId,
  };
}
