/**
 * The page scroll lock: `overflow: hidden` on the root element while at least one modal or flyout
 * is open, and the exact inline values from before the first lock put back when the last one is
 * released, whatever the order in which they open and close. Where a classic scroll bar shows,
 * its gutter stays (`scrollbar-gutter: stable`), so hiding it does not widen the page and shift
 * it. The count lives on the root element under a
 * `Symbol.for` key rather than in this module, so modals of separately built bundles on one page
 * (each with its own copy of this module) share it instead of restoring each other's `hidden`.
 */
interface ScrollLockRecord {
  count: number;
  /** The inline values before the first lock, and whether there was a style attribute. */
  readonly overflow: string;
  readonly scrollbarGutter: string;
  readonly hadStyleAttribute: boolean;
}

const SCROLL_LOCK = Symbol.for('shop-elements.scroll-lock');

type Lockable = HTMLElement & { [SCROLL_LOCK]?: ScrollLockRecord };

export function lockScroll(root: HTMLElement = document.documentElement): () => void {
  const element = root as Lockable;
  const record = element[SCROLL_LOCK] ?? {
    count: 0,
    overflow: element.style.overflow,
    scrollbarGutter: element.style.scrollbarGutter,
    hadStyleAttribute: element.hasAttribute('style'),
  };
  record.count += 1;
  element[SCROLL_LOCK] = record;
  // the gutter is kept only where a classic scroll bar is showing: adding one would shift too
  if (record.count === 1 && window.innerWidth > element.clientWidth) {
    element.style.scrollbarGutter = 'stable';
  }
  element.style.overflow = 'hidden';
  let released = false;
  return () => {
    // releasing twice (a cleanup after an explicit unlock) must not release another modal's lock
    if (released) return;
    released = true;
    record.count -= 1;
    if (record.count > 0) return;
    element.style.overflow = record.overflow;
    element.style.scrollbarGutter = record.scrollbarGutter;
    if (!record.hadStyleAttribute && element.style.length === 0) {
      // Chromium writes inline style changes to the attribute lazily: removing the attribute
      // while that write is pending brings back an empty style="" later. Reading it first
      // makes the write happen now.
      element.getAttribute('style');
      element.removeAttribute('style');
    }
    delete element[SCROLL_LOCK];
  };
}
