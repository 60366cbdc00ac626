/**
 * The placing of an open flyout panel (use-flyout-position.ts): loaded on the first intent at a
 * flyout, with its body (issue 15: no flyout is open on load, so the page does not carry it).
 * Places the panel beside its anchor and keeps it there on scroll, resize and size changes, at
 * most once a frame; returns the clean-up that stops following and hides it again.
 */
import { getFlyoutPlacement, type FlyoutAlign } from './flyout.logic';

export function placeFlyout(
  anchor: HTMLElement,
  panel: HTMLElement,
  align: FlyoutAlign,
): () => void {
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
