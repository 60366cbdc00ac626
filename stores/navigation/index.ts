import { atom } from 'nanostores';
import {
  fetchNavigationTree,
  fetchThemeWorldNavigation,
  type NavigationTreeRequest,
} from '../../src/core/api/navigation';
import type { NavigationNode, ThemeWorldNavigation } from '../../src/core/schemas/navigation';
import type { Site } from '../../src/core/sites';
import { getTrackingPagePath, trackEvent } from '../../src/core/tracking';

export {
  getNavigationItems,
  type CategoryItem,
  type NavigationItem,
  type ThemeWorldsItem,
} from './navigation.items';
export type { NavigationTreeRequest } from '../../src/core/api/navigation';

/**
 * The main navigation's data (spec header "Main navigation", §7, §8): the category tree and the
 * theme worlds, each asked once per page however many navigations mount, the tree per client
 * id (or route) and site, the theme worlds per site. A failed call leaves that part undefined
 * (it was logged) and is not asked again on this page: the shopper sees what did load.
 *
 * Which item is open is not kept here: the navigation's flyouts open through the page's one
 * flyout state (stores/flyout, kind NAVIGATION), the hover intent of 300 ms (spec §4) is the
 * flyout mechanism's, with NAVIGATION_HOVER_DELAY_MS.
 */
export interface NavigationData {
  readonly status: 'loading' | 'loaded';
  readonly tree: readonly NavigationNode[] | undefined;
  readonly themeWorlds: ThemeWorldNavigation | undefined;
}

export const LOADING_NAVIGATION: NavigationData = {
  status: 'loading',
  tree: undefined,
  themeWorlds: undefined,
};

/** The loaded navigations by getNavigationKey. */
export const $navigation = atom<Readonly<Record<string, NavigationData>>>({});

const treeRequests = new Map<string, Promise<void>>();
const themeWorldRequests = new Map<Site, Promise<ThemeWorldNavigation | undefined>>();

export function getNavigationKey({ site, clientId, route }: NavigationTreeRequest): string {
  return JSON.stringify([site, route ?? '', route === undefined ? (clientId ?? '') : '']);
}

/** Loads the tree and the theme worlds for `request`, once per page. */
export function loadNavigation(request: NavigationTreeRequest): Promise<void> {
  const key = getNavigationKey(request);
  const pending = treeRequests.get(key);
  if (pending) return pending;
  $navigation.set({ ...$navigation.get(), [key]: LOADING_NAVIGATION });
  let themeWorlds = themeWorldRequests.get(request.site);
  if (!themeWorlds) {
    themeWorlds = fetchThemeWorldNavigation(request.site);
    themeWorldRequests.set(request.site, themeWorlds);
  }
  const loading: Promise<void> = Promise.all([fetchNavigationTree(request), themeWorlds]).then(
    ([tree, worlds]) => {
      // a load that resetNavigation forgot while it ran brings nothing in
      if (treeRequests.get(key) !== loading) return;
      $navigation.set({
        ...$navigation.get(),
        [key]: { status: 'loaded', tree, themeWorlds: worlds },
      });
    },
  );
  treeRequests.set(key, loading);
  return loading;
}

/**
 * spec header §7 tracking navigation_click, for a link of the main navigation: its trail (the
 * titles from the top item down to the link, `Kaffee > Ganze Bohnen`), its address and the page
 * path as tracked.
 */
export function trackNavigationClick(trail: string, href: string): void {
  void trackEvent({
    event: 'navigation_click',
    navigation_type: 'main_navigation',
    click_target: trail,
    click_url: href,
    page_path: getTrackingPagePath(window.location.pathname),
  });
}

/**
 * A navigation's tree and theme worlds, not kept: the server renderer of the page border
 * (elements/server) asks it per render. A failed part is undefined (logged in core/api).
 */
export function fetchNavigation(request: NavigationTreeRequest): Promise<NavigationData> {
  return Promise.all([fetchNavigationTree(request), fetchThemeWorldNavigation(request.site)]).then(
    ([tree, themeWorlds]) => ({ status: 'loaded', tree, themeWorlds }),
  );
}

/**
 * Takes over the navigations a server render used (embedded in the page-border fragment): a
 * navigation seeded here is not asked for again on this page. Only loaded entries count.
 */
export function seedNavigation(entries: Readonly<Record<string, NavigationData>>): void {
  const loaded = Object.entries(entries).filter(([key, data]) => {
    return data?.status === 'loaded' && !treeRequests.has(key);
  });
  for (const [key, data] of loaded) {
    treeRequests.set(key, Promise.resolve());
    const [site] = JSON.parse(key) as [Site];
    if (!themeWorldRequests.has(site))
      themeWorldRequests.set(site, Promise.resolve(data.themeWorlds));
  }
  if (loaded.length > 0) $navigation.set({ ...$navigation.get(), ...Object.fromEntries(loaded) });
}

/** Back to a fresh page (tests). */
export function resetNavigation(): void {
  treeRequests.clear();
  themeWorldRequests.clear();
  $navigation.set({});
}
