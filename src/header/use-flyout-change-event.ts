import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { SHOP_EVENTS, dispatchShopEvent } from '../core/events';
import { $flyout } from '../../stores/flyout/index';

/**
 * `flyout-change` on the element (docs/architecture.md "DOM events"): the page's open icon-bar
 * flyout, reported each time it changes (not on mount).
 */
export function useFlyoutChangeEvent(host: HTMLElement): void {
  const flyout = useStore($flyout);
  const previousFlyout = useRef(flyout);
  useEffect(() => {
    if (previousFlyout.current === flyout) return;
    previousFlyout.current = flyout;
    dispatchShopEvent(host, SHOP_EVENTS.flyoutChange, { flyout });
  }, [flyout, host]);
}
