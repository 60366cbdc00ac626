/**
 * Pure helpers of the main navigation's view: the flyout props' values, the drill-down path and
 * the arrow keys along the top-level row.
 */
import type { NavigationNode } from '../core/schemas/navigation';
import { logInvalidSetting, type NavigationItem } from '../../stores/navigation/navigation.items';

/**
 * A flyout prop's value among `values`, whose first is the default: no value is the default, any
 * other value is logged (logInvalidSetting) and is the default too.
 */
function readSetting<T extends string>(
  attribute: string,
  value: string | undefined,
  values: readonly T[],
): T {
  const wanted = value?.trim().toLowerCase() ?? '';
  if (values.includes(wanted as T)) return wanted as T;
  if (wanted !== '') logInvalidSetting(attribute, wanted);
  return values[0] as T;
}

/**
 * `menu-type` (the spec only names it): `flyout` (default) opens a drill-down flyout per item;
 * `links` shows the top-level items as plain links without flyouts (a landing page that wants
 * the shop's main entries but no menus). Any other value is logged and the default is used.
 */
export type MenuType = 'flyout' | 'links';
export const getMenuType = (value: string | undefined): MenuType =>
  readSetting<MenuType>('menu-type', value, ['flyout', 'links']);

/**
 * `mobile-navigation-behaviour` (the spec only names it), on MATCH and SMARTPHONE: `drawer`
 * (default) opens the drawer at the top level; `current` opens it at the level of the page's own
 * category (the deepest entry linking to the page's path: its level when it has one, else the
 * level it is listed in); `none` shows no mobile navigation (a page or app with its own). Any
 * other value is logged and the default is used.
 */
export type MobileNavigationBehaviour = 'drawer' | 'current' | 'none';
export const getMobileNavigationBehaviour = (
  value: string | undefined,
): MobileNavigationBehaviour =>
  readSetting<MobileNavigationBehaviour>('mobile-navigation-behaviour', value, [
    'drawer',
    'current',
    'none',
  ]);

/** Whether an item opens a flyout (or a drawer level): something to show beyond its link. */
export function hasFlyout(item: NavigationItem, menuType: MenuType): boolean {
  if (menuType === 'links') return false;
  return item.kind === 'THEME_WORLDS'
    ? item.themeWorlds !== undefined
    : item.node.children.length > 0 || item.node.teaser !== undefined;
}

/** The nodes from `root` down the drill-down path (child indices); a stale index ends it. */
export function getTrail(root: NavigationNode, path: readonly number[]): NavigationNode[] {
  const trail = [root];
  for (const index of path) {
    const child = trail[trail.length - 1]?.children[index];
    if (!child) break;
    trail.push(child);
  }
  return trail;
}

const pathOf = (href: string): string => {
  try {
    return new URL(href, 'https://root.invalid/').pathname.replace(/\/+$/, '') || '/';
  } catch {
    return href;
  }
};

/**
 * The drawer path (`[item index, child index, ...]`) to the level of the page at `pathname`:
 * the deepest category linking to it, opened at its own level when it has children, else at
 * its parent's; [] when no category links there.
 */
export function findCurrentPath(
  items: readonly NavigationItem[],
  pathname: string,
  menuType: MenuType,
): number[] {
  const current = pathOf(pathname);
  let found: number[] = [];
  const visit = (node: NavigationNode, path: number[]): void => {
    if (pathOf(node.href) === current && path.length > found.length) {
      found = node.children.length > 0 || path.length === 1 ? path : path.slice(0, -1);
    }
    node.children.forEach((child, index) => visit(child, [...path, index]));
  };
  items.forEach((item, index) => {
    if (item.kind === 'CATEGORY' && hasFlyout(item, menuType)) visit(item.node, [index]);
  });
  return found;
}

/** The index of the top-level control an arrow key moves to (wrapping), or undefined. */
export function getBarFocusTarget(count: number, index: number, key: string): number | undefined {
  const steps: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0 };
  const target = key === 'End' ? count - 1 : steps[key];
  return target === undefined || count === 0 ? undefined : (target + count) % count;
}
