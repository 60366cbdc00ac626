import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { lockScroll } from '../shared/scroll-lock';
import { $shellFlyout } from '../../stores/flyout/index';

/** The attribute on the page's root element while a flyout is open; its value is the kind. */
export const FLYOUT_OPEN_MARKER = 'data-shop-flyout';

/**
 * spec footer §4 "Header shell": while a flyout (any of the page's: the header's, a standalone
 * mini cart's, later the navigation's) is open the page carries an open marker,
 * `<html data-shop-flyout="CART">`, so page CSS can react; the page's scroll is locked and the
 * scroll position is put back on close if anything moved it.
 */
/**
 * How many mounted headers hold the marker now (every header's hook holds it while any flyout is
 * open): a header removed while another shows a flyout must leave the marker and the scroll to
 * the one that stays; the last to let go removes the marker and puts the scroll back.
 */
let holders = 0;

export function usePageFlyoutMarker(): void {
  // the header shell's: the footer's country selector marks and locks nothing
  const flyout = useStore($shellFlyout);
  const isOpen = flyout !== 'NONE';

  useEffect(() => {
    if (!isOpen) return undefined;
    const root = document.documentElement;
    const scrollX = window.scrollX;
    const scrollY = window.scrollY;
    const unlock = lockScroll(root);
    holders += 1;
    return () => {
      unlock();
      holders -= 1;
      if (holders > 0) return;
      root.removeAttribute(FLYOUT_OPEN_MARKER);
      if (window.scrollX !== scrollX || window.scrollY !== scrollY)
        window.scrollTo(scrollX, scrollY);
    };
  }, [isOpen]);

  useEffect(() => {
    if (isOpen) document.documentElement.setAttribute(FLYOUT_OPEN_MARKER, flyout);
  }, [isOpen, flyout]);
}
