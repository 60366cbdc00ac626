import { useSyncExternalStore } from 'react';

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
