import { useLayoutEffect, type RefObject } from 'react';
import { useStyles } from '../../shared/use-styles';
import { getFlyoutPlacement, type FlyoutAlign } from './flyout.logic';
import css from './flyout.css?inline';

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
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const anchor = anchorRef.current;
    if (!open || !panel || !anchor) return undefined;
    showInTopLayer(panel);

    const place = (): void => {
      const { style } = panel;
      // the natural size first: the previous cap must not decide the next
      style.maxHeight = 'none';
      style.maxWidth = 'none';
      style.removeProperty('width');
      const placement = getFlyoutPlacement(
        anchor.getBoundingClientRect(),
        { width: panel.offsetWidth, height: panel.offsetHeight },
        getViewportSize(),
        { align },
      );
      style.removeProperty('max-height');
      style.removeProperty('max-width');
      // flyout.css caps the panel to these; a view may cap it further with min()
      style.setProperty('--flyout-available-width', `${placement.maxWidth}px`);
      style.setProperty('--flyout-available-height', `${placement.maxHeight}px`);
      style.left = `${placement.left}px`;
      style.top = `${placement.top}px`;
      if (placement.width !== undefined) style.width = `${placement.width}px`;
      panel.dataset['placement'] = placement.kind === 'sheet' ? 'sheet' : placement.side;
    };

    let frame = 0;
    const schedule = (): void => {
      if (frame === 0) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          place();
        });
      }
    };
    place();
    // capture: the page may scroll any container the anchor sits in
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : undefined;
    resizes?.observe(panel);
    resizes?.observe(anchor);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      resizes?.disconnect();
      hideFromTopLayer(panel);
    };
  }, [anchorRef, panelRef, open, align]);
}

/** The layout viewport without scroll bars (also in quirks mode, where html is the page). */
function getViewportSize(): { width: number; height: number } {
  const root = document.documentElement;
  const width =
    root.clientWidth > 0 ? Math.min(root.clientWidth, window.innerWidth) : window.innerWidth;
  const height =
    document.compatMode === 'CSS1Compat' && root.clientHeight > 0
      ? root.clientHeight
      : window.innerHeight;
  return { width, height };
}

function isPopover(element: HTMLElement): boolean {
  return typeof element.showPopover === 'function' && element.hasAttribute('popover');
}

function showInTopLayer(panel: HTMLElement): void {
  if (!isPopover(panel)) return;
  try {
    if (!panel.matches(':popover-open')) panel.showPopover();
  } catch {
    // not connected, or a browser without :popover-open: the fixed box still shows
  }
}

function hideFromTopLayer(panel: HTMLElement): void {
  if (!isPopover(panel)) return;
  try {
    if (panel.matches(':popover-open')) panel.hidePopover();
  } catch {
    // already gone with its element
  }
}
