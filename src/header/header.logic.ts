/**
 * The header's rules, pure (spec header "Header icon bar and flyouts", §4 "Header
 * sticky and scroll", §6; footer doc "Header shell"). header.tsx renders what these decide.
 */
import type { Platform } from '../core/sites';
import type { OpenFlyout } from '../../stores/flyout/index';
import { normalisePageType } from '../minicart/minicart-icon.logic';

/** spec header "Page types": these page types (normalised) switch the sticky header off. */
export const NON_STICKY_PAGE_TYPES: readonly string[] = ['basket', 'productdetailpage'];

export type StickyMode = 'always' | 'on-scroll-up';
export const STICKY_MODES: readonly StickyMode[] = ['always', 'on-scroll-up'];

/** spec header §4: sticky unless switched off or on page types basket and ProductDetailPage. */
export function isStickyAllowed(sticky: boolean, pageType: string | undefined): boolean {
  return sticky && !NON_STICKY_PAGE_TYPES.includes(normalisePageType(pageType));
}

/**
 * Where the header bar is: in the page's flow (`static`), held at the top of the window while
 * the page scrolls (`stuck`), or, with sticky-mode on-scroll-up, slid away while the visitor
 * scrolls down (`hidden`).
 */
export type StickyState = 'static' | 'stuck' | 'hidden';

export interface ScrollSample {
  /** The header's top edge in page coordinates (where its placeholder starts). */
  readonly headerTop: number;
  readonly headerHeight: number;
  readonly scrollY: number;
  /** scrollY at the previous sample. */
  readonly previousScrollY: number;
  /** A flyout is open: the header never slides away under it. */
  readonly flyoutOpen: boolean;
}

/** The next sticky state after a (debounced) scroll. */
export function getStickyState(
  mode: StickyMode,
  previous: StickyState,
  { headerTop, headerHeight, scrollY, previousScrollY, flyoutOpen }: ScrollSample,
): StickyState {
  if (scrollY <= headerTop) return 'static';
  if (mode === 'always' || flyoutOpen) return 'stuck';
  // on-scroll-up: hide only once the header would have left the window anyway
  if (scrollY > previousScrollY && scrollY > headerTop + headerHeight) return 'hidden';
  if (scrollY < previousScrollY) return 'stuck';
  return previous === 'static' ? 'stuck' : previous;
}

/** The icon bar's flyouts, in order (spec header "Header icon bar and flyouts"). */
export const ICON_BAR_FLYOUTS: readonly OpenFlyout[] = [
  'SEARCH',
  'STORE_FINDER',
  'USER_MENU',
  'CART',
];

/** spec footer "Header shell": the reduced (checkout) header keeps the logo and the cart. */
export function getIconBarFlyouts(reduced: boolean): readonly OpenFlyout[] {
  return reduced ? ['CART'] : ICON_BAR_FLYOUTS;
}

/**
 * The back button shows where a page has no browser back of its own to rely on: on phones
 * (MATCH, SMARTPHONE), and wherever the shop's app exposes its back action.
 */
export function hasBackButton(platform: Platform, hasAppBackAction: boolean): boolean {
  return hasAppBackAction || platform === 'MATCH' || platform === 'SMARTPHONE';
}
