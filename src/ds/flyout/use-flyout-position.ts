import { useLayoutEffect, type RefObject } from 'react';
import { onDemand, useOnDemand } from '../../shared/on-demand';
import { useStyles } from '../../shared/use-styles';
import type { FlyoutAlign } from './flyout.logic';
import css from './flyout.css?inline';

/**
 * The placing code (flyout-placement.ts), loaded on the first intent at any flyout (issue 15):
 * use-flyout.ts and the search box wait for it with their flyout's body before they open. It has
 * no texts, so it does not wait for the messages loaded on intent. A failed import is logged and
 * the next intent imports again.
 */
export const flyoutPlacement = onDemand(
  "the flyout's placement",
  () => import('./flyout-placement'),
  { shownOnLoad: true },
);

/**
 * Keeps an open panel beside its anchor and inside the viewport (flyout.logic.ts decides where):
 * placed when it opens, then again on scroll, resize and whenever panel or anchor change size,
 * at most once a frame. The panel is promoted to the top layer (a manual popover) where the
 * browser supports it, so no ancestor's overflow, transform or z-index of the host page can clip
 * or cover it; elsewhere it is a fixed box with a high z-index.
 *
 * The panel carries the class `flyout-panel` (flyout.css: fixed, capped to the room the
 * placement leaves, popover box reset). Styles are set through the CSSOM (element.style), which
 * a strict style-src CSP allows.
 */
export function useFlyoutPosition(
  anchorRef: RefObject<HTMLElement | null>,
  panelRef: RefObject<HTMLElement | null>,
  open: boolean,
  align: FlyoutAlign = 'end',
): void {
  useStyles(css);
  const { module: placement, load } = useOnDemand(flyoutPlacement);
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const anchor = anchorRef.current;
    if (!open || !panel || !anchor) return undefined;
    // opened before its placement arrived (no body to wait for): placed as soon as it is there
    if (!placement) {
      load();
      return undefined;
    }
    return placement.placeFlyout(anchor, panel, align);
  }, [anchorRef, panelRef, open, align, placement, load]);
}
