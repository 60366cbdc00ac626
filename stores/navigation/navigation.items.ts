/**
 * The main navigation's top-level items (spec header "Main navigation": "The first item is theme
 * worlds. The others come from the navigation data.") and the addresses they link to. Pure:
 * table-tested, and what the view renders.
 *
 * Base domain (the `base-domain` flyout prop; the spec only names it): the navigation may be
 * shown on a page of another host (a partner shop front, a CMS landing page) whose links must
 * still lead into the shop. Given a base domain (`https://www.shop.de`, or a bare host name,
 * read as https), every relative address of the navigation data (category and teaser links,
 * theme-world links and images, the theme-world url) becomes absolute on its origin; its path
 * is not used. Absolute http(s) addresses stay as they are. Without a base domain, or with one
 * that is no http(s) origin, a relative path is taken from the page's root (`kaffee.html` is
 * `/kaffee.html`: a navigation link must not depend on the folder of the page showing it); paths
 * from the root, queries and fragments stay as they are.
 */
import {
  readBaseDomainOrigin,
  readThemeWorldUrl,
  THEME_WORLD_SECTIONS,
  type NavigationNode,
  type ThemeWorld,
  type ThemeWorldNavigation,
} from '../../src/core/schemas/navigation';
import { logOnce } from '../../src/core/logger';

export interface ThemeWorldsItem {
  readonly kind: 'THEME_WORLDS';
  readonly title: string;
  /** The theme-world overview page (the theme-world-url prop); none: a button only. */
  readonly href: string | undefined;
  /** The sections, when the theme-world call answered with at least one theme world. */
  readonly themeWorlds: ThemeWorldNavigation | undefined;
}

export interface CategoryItem {
  readonly kind: 'CATEGORY';
  readonly title: string;
  readonly href: string;
  readonly node: NavigationNode;
  /**
   * The category's key, the last segment of its address without `.html`, lower case
   * (`/c/coffee` is `coffee`): the tag its category banner is chosen by.
   */
  readonly key: string;
}

export type NavigationItem = ThemeWorldsItem | CategoryItem;

export interface NavigationItemOptions {
  readonly tree: readonly NavigationNode[] | undefined;
  readonly themeWorlds: ThemeWorldNavigation | undefined;
  readonly baseDomain?: string | undefined;
  /** The theme-world-title prop; wins over the answer's own title. */
  readonly themeWorldTitle?: string | undefined;
  readonly themeWorldUrl?: string | undefined;
  /** The translated default title, when neither the prop nor the answer has one. */
  readonly defaultThemeWorldTitle: string;
}

const ABSOLUTE_HTTP = /^https?:\/\//i;

/**
 * A flyout prop given a value the navigation cannot use: logged as an error (once per value and
 * page, `[shop-elements] navigation: ...` in the console), and its default is used, so a typo in
 * the page's markup is found without the navigation failing.
 */
export function logInvalidSetting(attribute: string, value: string): void {
  logOnce(
    `navigation:${attribute}:${value}`,
    'error',
    `navigation: invalid ${attribute}, default used`,
    {
      source: 'navigation',
      attribute,
      value,
    },
  );
}

/**
 * The origin relative addresses resolve against; undefined without a value, and, logged, for a
 * value that names no http(s) origin.
 */
export function getBaseOrigin(baseDomain: string | undefined): string | undefined {
  const value = baseDomain?.trim();
  if (!value) return undefined;
  // a bare host name (with a port) is read as https; any other scheme is refused
  const origin = readBaseDomainOrigin(value);
  if (origin === undefined) logInvalidSetting('base-domain', value);
  return origin;
}

/** An address of the navigation data (sanitised already) as the navigation links to it. */
export function resolveNavigationHref(href: string, baseOrigin: string | undefined): string {
  if (ABSOLUTE_HTTP.test(href)) return href;
  if (baseOrigin) return new URL(href, `${baseOrigin}/`).href;
  if (/^[/?#]/.test(href)) return href;
  const rooted = new URL(href, 'https://root.invalid/');
  return rooted.pathname + rooted.search + rooted.hash;
}

function resolveNode(node: NavigationNode, baseOrigin: string | undefined): NavigationNode {
  return {
    ...node,
    href: resolveNavigationHref(node.href, baseOrigin),
    children: node.children.map((child) => resolveNode(child, baseOrigin)),
    teaser: node.teaser && {
      ...node.teaser,
      list: node.teaser.list.map((link) => ({
        ...link,
        href: resolveNavigationHref(link.href, baseOrigin),
      })),
    },
  };
}

function resolveThemeWorlds(
  themeWorlds: ThemeWorldNavigation,
  baseOrigin: string | undefined,
): ThemeWorldNavigation {
  const resolveWorld = (world: ThemeWorld): ThemeWorld => ({
    ...world,
    url: resolveNavigationHref(world.url, baseOrigin),
    imgUrl:
      world.imgUrl === undefined ? undefined : resolveNavigationHref(world.imgUrl, baseOrigin),
  });
  const resolved = { ...themeWorlds };
  for (const key of THEME_WORLD_SECTIONS) {
    resolved[key] = {
      ...themeWorlds[key],
      themeworlds: themeWorlds[key].themeworlds.map(resolveWorld),
    };
  }
  return resolved;
}

export function getCategoryKey(href: string): string {
  const path = href.replace(/[?#].*$/, '');
  const segment = path.split('/').findLast((part) => part !== '') ?? '';
  return segment.replace(/\.html?$/i, '').toLowerCase();
}

export function hasThemeWorlds(themeWorlds: ThemeWorldNavigation | undefined): boolean {
  return THEME_WORLD_SECTIONS.some((key) => (themeWorlds?.[key].themeworlds.length ?? 0) > 0);
}

/**
 * Theme worlds first, then the categories. The theme-world item is there when the theme-world
 * call brought at least one theme world (then it opens their flyout) or a theme-world url is
 * given (then it links there; with both, it does both); with neither, it would lead nowhere.
 */
export function getNavigationItems({
  tree,
  themeWorlds,
  baseDomain,
  themeWorldTitle,
  themeWorldUrl,
  defaultThemeWorldTitle,
}: NavigationItemOptions): NavigationItem[] {
  const baseOrigin = getBaseOrigin(baseDomain);
  const items: NavigationItem[] = [];
  const url = readThemeWorldUrl(themeWorldUrl);
  const worlds = hasThemeWorlds(themeWorlds) ? themeWorlds : undefined;
  if (worlds || url) {
    items.push({
      kind: 'THEME_WORLDS',
      title:
        themeWorldTitle?.trim() || worlds?.translations['themeWorlds'] || defaultThemeWorldTitle,
      href: url === undefined ? undefined : resolveNavigationHref(url, baseOrigin),
      themeWorlds: worlds && resolveThemeWorlds(worlds, baseOrigin),
    });
  }
  for (const node of tree ?? []) {
    const resolved = resolveNode(node, baseOrigin);
    items.push({
      kind: 'CATEGORY',
      title: resolved.title,
      href: resolved.href,
      node: resolved,
      key: getCategoryKey(node.href),
    });
  }
  return items;
}
