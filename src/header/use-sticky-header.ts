import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { getStickyState, type StickyMode, type StickyState } from './header.logic';

/** spec header §9 "Header scroll debounce": 50 ms. */
export const HEADER_SCROLL_DEBOUNCE_MS = 50;

/** The custom property on the page's root element that carries the header's height. */
export const HEADER_HEIGHT_PROPERTY = '--shop-header-height';

/** Every mounted header's bar and its height; the page's first header publishes its height. */
const barHeights = new Map<HTMLElement, number>();

function isBefore(a: Node, b: Node): boolean {
  return (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

/**
 * --shop-header-height is the height of the page's first header in document order (a second
 * header, say a reduced one in a page section, must not overwrite it), gone with the last one.
 */
function publishHeaderHeight(): void {
  const root = document.documentElement;
  let first: HTMLElement | undefined;
  for (const bar of barHeights.keys()) if (!first || isBefore(bar, first)) first = bar;
  if (first) {
    root.style.setProperty(HEADER_HEIGHT_PROPERTY, `${barHeights.get(first)}px`);
    return;
  }
  root.style.removeProperty(HEADER_HEIGHT_PROPERTY);
  if (root.style.length === 0) {
    // Chromium writes inline style changes to the attribute lazily: reading it first makes the
    // write happen now, so removing the empty attribute sticks (as in shared/scroll-lock.ts)
    root.getAttribute('style');
    root.removeAttribute('style');
  }
}

/**
 * Keeps the header's bar at the top of the window while the page scrolls (spec header §4 "Header
 * sticky and scroll"), and with `on-scroll-up` slides it away on scroll down and back on scroll
 * up (never while a flyout is open). The root keeps the bar's height in the page's flow the whole
 * time, so nothing below it moves when the bar becomes fixed (no layout shift); the bar's height
 * is also put on the page's root element as --shop-header-height (for scroll-padding-top and the
 * like; the first header of the page when there are several), its place and width on the root as --header-left and --header-width.
 *
 * Scroll handling is debounced by 50 ms, the first event of a burst handled at once so the bar
 * never lags a fast flick by more than one debounce window.
 */
export function useStickyHeader(
  rootRef: RefObject<HTMLElement | null>,
  barRef: RefObject<HTMLElement | null>,
  { enabled, mode, flyoutOpen }: { enabled: boolean; mode: StickyMode; flyoutOpen: boolean },
): StickyState {
  const [state, setState] = useState<StickyState>('static');

  // the bar's height and place, whether sticky or not (the page may use the height anyway)
  useLayoutEffect(() => {
    const root = rootRef.current;
    const bar = barRef.current;
    if (!root || !bar) return undefined;
    const measure = (): void => {
      // the exact (fractional) height: a rounded one would move the page by a fraction of a pixel
      const height = bar.getBoundingClientRect().height;
      const box = root.getBoundingClientRect();
      root.style.setProperty('--header-bar-height', `${height}px`);
      root.style.setProperty('--header-left', `${box.left}px`);
      root.style.setProperty('--header-width', `${box.width}px`);
      barHeights.set(bar, height);
      publishHeaderHeight();
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(bar);
    observer?.observe(root);
    window.addEventListener('resize', measure, { passive: true });
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      barHeights.delete(bar);
      publishHeaderHeight();
    };
  }, [rootRef, barRef]);

  useEffect(() => {
    const root = rootRef.current;
    const bar = barRef.current;
    if (!enabled || !root || !bar) return undefined;
    let previousScrollY = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending = false;
    const sample = (): void => {
      const scrollY = window.scrollY;
      const headerTop = root.getBoundingClientRect().top + scrollY;
      setState((previous) =>
        getStickyState(mode, previous, {
          headerTop,
          headerHeight: bar.offsetHeight,
          scrollY,
          previousScrollY,
          flyoutOpen,
        }),
      );
      previousScrollY = scrollY;
    };
    const onScroll = (): void => {
      if (timer === undefined) {
        sample();
      } else {
        pending = true;
        return;
      }
      const settle = (): void => {
        timer = undefined;
        if (pending) {
          pending = false;
          sample();
          timer = setTimeout(settle, HEADER_SCROLL_DEBOUNCE_MS);
        }
      };
      timer = setTimeout(settle, HEADER_SCROLL_DEBOUNCE_MS);
    };
    sample();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [rootRef, barRef, enabled, mode, flyoutOpen]);

  return enabled ? state : 'static';
}
