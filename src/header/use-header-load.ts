import { useEffect, type MouseEvent } from 'react';
import type { Site } from '../core/sites';
import { onHeaderLoad, trackHeaderIcon } from '../../stores/header/index';

/** spec header §7: the search cache key call on the header's load, once per page and site. */
export function useHeaderLoad(site: Site): void {
  useEffect(() => onHeaderLoad(site), [site]);
}

/**
 * The cart icon is the mini cart's own link: its click is tracked on the way up, by the icon
 * bar's box (spec header §7 navigation_click header_icon). One function for every header, so
 * the box's handler never changes.
 */
export function trackCartIconClick(event: MouseEvent<HTMLElement>): void {
  if ((event.target as Element).closest?.('[part~="cart-icon"]')) trackHeaderIcon('cart');
}
