/**
 * The main navigation's two calls (spec header §7): the category tree and the theme worlds, both
 * with credentials (http.ts sends them on every call), both validated (schemas/navigation.ts).
 * spec header §8 "Silent failures": a failure of either is logged and yields undefined, never
 * an error in the page.
 */

import { requestOrUndefined } from './request-or-undefined';
import {
  navigationTreeSchema,
  themeWorldNavigationSchema,
  type NavigationNode,
  type ThemeWorldNavigation,
} from '../schemas/navigation';
import type { Site } from '../sites';

export const NAVIGATION_PATH = '/jsonflyoutnavigation';
export const THEME_WORLDS_PATH = '/service/themeworld-frontend/api/themeworlds/navigation';

export interface NavigationTreeRequest {
  /** The site header's value. */
  readonly site: Site;
  /** spec header §7 "Optional ?site={client id}": the tree of that client (another shop front). */
  readonly clientId?: string | undefined;
  /**
   * spec header §7 "(or a supplied route)": a path on the page's origin that answers the same
   * tree, asked as it is instead of /jsonflyoutnavigation?site=...
   */
  readonly route?: string | undefined;
}

/** GET /jsonflyoutnavigation[?site={clientId}], or the supplied route. */
export function fetchNavigationTree({
  site,
  clientId,
  route,
}: NavigationTreeRequest): Promise<readonly NavigationNode[] | undefined> {
  return requestOrUndefined(route ?? NAVIGATION_PATH, {
    schema: navigationTreeSchema,
    site,
    ...(route === undefined && clientId ? { query: { site: clientId } } : {}),
    logSource: 'navigation',
  });
}

/** GET /service/themeworld-frontend/api/themeworlds/navigation. */
export function fetchThemeWorldNavigation(site: Site): Promise<ThemeWorldNavigation | undefined> {
  return requestOrUndefined(THEME_WORLDS_PATH, {
    schema: themeWorldNavigationSchema,
    site,
    logSource: 'theme worlds',
  });
}
