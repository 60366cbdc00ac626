import { useState, useSyncExternalStore } from 'react';

const noSubscription = (): (() => void) => () => undefined;
const onClient = (): boolean => false;
const onServer = (): boolean => true;

/**
 * True while the view renders on the server (elements/server/page-border.tsx) and while React
 * hydrates that server HTML in the browser; false in every later render and in a view rendered
 * in the browser only. What the server cannot know (the visitor's cookies, the window's width,
 * the page around the element) is taken as the server took it while this is true, so the first
 * client render matches the server's HTML node for node; React renders again at once with the
 * page's values after hydration (useSyncExternalStore's server snapshot).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, onClient, onServer);
}

/** `value` in the browser; `serverValue` on the server and while the server's HTML hydrates. */
export function useServerValue<T>(value: T, serverValue: T): T {
  return useHydrating() ? serverValue : value;
}

/**
 * `value` as it was first drawn, until it changes in the browser: while the server's HTML
 * hydrates and right after, the server's `serverValue`, even where the page's `value` differs (the
 * server took a desktop for a phone's window), so hydration changes nothing drawn; from the
 * first change of the page's `value` after that (a resize across a limit), `value`. A view
 * rendered in the browser only has `value` throughout.
 */
export function useDrawnValue<T>(value: T, serverValue: T): T {
  const hydrating = useHydrating();
  // what is drawn, and the page's value it was last compared with (undefined: not yet seen)
  const [drawn, setDrawn] = useState<{ value: T; seen?: { page: T } }>(() => ({
    value: hydrating ? serverValue : value,
  }));
  if (hydrating) return drawn.value;
  if (drawn.seen === undefined) {
    // the first render with the page's value: it is noted, what is drawn stays
    setDrawn({ value: drawn.value, seen: { page: value } });
    return drawn.value;
  }
  if (!Object.is(drawn.seen.page, value)) {
    setDrawn({ value, seen: { page: value } });
    return value;
  }
  return drawn.value;
}
