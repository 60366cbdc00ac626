// Shared by the element benches (bench-<tag>.mjs): medians, and the in-page watch for a render.

export const round = (value) => Math.round(value * 10) / 10;

/** The median of the finite values, rounded to 0.1 ms; null when there are none. */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return round(sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2);
}

/**
 * In the page (hand it to page.evaluate): puts on window.__benchSeen a promise of the time
 * `selector` first matches in the shadow root of the first `host` element (with `shown`, only a
 * match that is shown: not hidden, and in the top layer) and of the next animation frame after
 * it, the frame that paints it.
 */
export function watchForRender({ host, selector, shown = false }) {
  const root = document.querySelector(host).shadowRoot;
  window.__benchSeen = new Promise((resolve) => {
    const check = () => {
      const match = root.querySelector(selector);
      if (!match || (shown && (match.hidden || !match.matches(':popover-open')))) return false;
      const rendered = performance.now();
      requestAnimationFrame(() => resolve({ rendered, frame: performance.now() }));
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true, attributes: true });
  });
}
