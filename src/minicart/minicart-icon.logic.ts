/**
 * Pure rules of the mini cart's icon (spec header "Header icon bar and flyouts"): its badge,
 * whether its flyout may open, and the cart page it links to. They show on page load, so they
 * load with the element; the panel's rules (minicart.logic.ts) load with the panel on intent.
 */
import { CART_BADGE_CAP } from '../core/config';
import { formatNumber } from '../core/format';
import type { Site } from '../core/sites';

/** spec header §2 "Routes and links used by the header": the icon's link and the panel's exit. */
export const CART_PAGE_URL = '/cart?step=shopping_cart';

/**
 * spec header "Header icon bar and flyouts": the badge is hidden at 0 items and shows a capped
 * text above 99 (+99 style). Undefined means no badge.
 */
export function getBadgeText(count: number | undefined, site: Site): string | undefined {
  if (count === undefined || !Number.isFinite(count) || count <= 0) return undefined;
  if (count > CART_BADGE_CAP) return `+${formatNumber(CART_BADGE_CAP, site)}`;
  return formatNumber(Math.floor(count), site);
}

/**
 * A page type as the header's rules compare it: trimmed and in lower case, so `" Basket "` from a
 * hand-written CMS template is basket. Every rule on the page type (sticky, the cart flyout) goes
 * through this one, so no two of them disagree about what page they are on. It lives here, beside
 * the cart flyout's rule, and header.logic.ts imports it: the standalone mini cart needs it too,
 * and this way it loads without the header's sticky rules.
 */
export const normalisePageType = (pageType: string | undefined): string =>
  pageType?.trim().toLowerCase() ?? '';

/**
 * spec header §2 "A cart page with page type basket does not open the cart flyout", and not when
 * the mini cart is switched off (useminicart).
 */
export function canOpenFlyout(pageType: string | undefined, useMiniCart: boolean): boolean {
  return useMiniCart && normalisePageType(pageType) !== 'basket';
}
