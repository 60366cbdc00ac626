/**
 * The main navigation (spec header "Main navigation", §3, §4 Navigation, §7, §8; footer doc
 * "Navigation flyout props"): theme worlds first, then the categories of the navigation data.
 * A row of items with drill-down flyouts on CLASSIC and TABLET (navigation-bar.tsx), a menu
 * button with a drawer on MATCH and SMARTPHONE (navigation-drawer.tsx).
 *
 * The flyout props, all optional (what the spec leaves open is decided here):
 * - clientId: asks the tree of that client (`/jsonflyoutnavigation?site={clientId}`).
 * - navigationRoute: asks the tree from that path of the page's origin instead (spec header §7
 *   "or a supplied route"; wins over clientId, another origin is refused and logged).
 * - baseDomain: relative addresses of the navigation data become absolute on that origin
 *   (stores/navigation/navigation.items.ts).
 * - menuType: `flyout` (default) or `links` (top-level links only; navigation.logic.ts).
 *   menuType, mobileNavigationBehaviour and baseDomain log an error for a value they cannot use
 *   and fall back to their default.
 * - themeWorldTitle, themeWorldUrl: the theme-world item's title (else the answer's, else a
 *   translated default) and its link (also the flyout's "all theme worlds" link).
 * - loyaltyCardLogoClaim: the text on theme worlds with card prices (else the answer's).
 * - overviewItemTitle: the overview entry's text on every level (else "Show all: {title}").
 * - mobileNavigationBehaviour: `drawer` (default), `current` or `none` (navigation.logic.ts).
 *
 * While the data loads the navigation is aria-busy; when neither call brought anything it is
 * not rendered at all (spec header §8: failures yield nothing). Every click on one of its links
 * is tracked as navigation_click (the link's data-trail names it).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, type MouseEvent, type ReactElement } from 'react';
import type { Platform } from '../core/sites';
import { useShop, useTranslate } from '../shared/shop-context';
import { useStyles } from '../shared/use-styles';
import { useWidthClass } from '../shared/use-width-class';
import {
  $navigation,
  LOADING_NAVIGATION,
  getNavigationItems,
  getNavigationKey,
  loadNavigation,
  trackNavigationClick,
} from '../../stores/navigation/index';
import { getMenuType, getMobileNavigationBehaviour } from './navigation.logic';
import { NavigationBar } from './navigation-bar';
import { NavigationDrawer } from './navigation-drawer';
import css from './navigation.css?inline';

export interface NavigationProps {
  readonly clientId?: string | undefined;
  readonly navigationRoute?: string | undefined;
  readonly baseDomain?: string | undefined;
  readonly menuType?: string | undefined;
  readonly themeWorldTitle?: string | undefined;
  readonly themeWorldUrl?: string | undefined;
  readonly loyaltyCardLogoClaim?: string | undefined;
  readonly overviewItemTitle?: string | undefined;
  readonly mobileNavigationBehaviour?: string | undefined;
}

/** Tighter items where the navigation gets less than 720 px. */
const classifyWidth = (width: number): 'narrow' | 'wide' => (width < 720 ? 'narrow' : 'wide');

function trackLink(event: MouseEvent<HTMLElement>): void {
  const link = (event.target as Element).closest?.('a[data-trail]');
  // a first tap that only opened a flyout is no navigation
  if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
  trackNavigationClick(link.dataset['trail'] ?? '', link.href);
}

/** A phone's platforms (MATCH, SMARTPHONE) get the drawer behind a menu button; the others the bar. */
export function hasNavigationDrawer(platform: Platform): boolean {
  return platform === 'MATCH' || platform === 'SMARTPHONE';
}

export function Navigation({
  clientId,
  navigationRoute,
  baseDomain,
  menuType: menuTypeProp,
  themeWorldTitle,
  themeWorldUrl,
  loyaltyCardLogoClaim,
  overviewItemTitle,
  mobileNavigationBehaviour,
}: NavigationProps): ReactElement | null {
  useStyles(css);
  const { site, platform } = useShop();
  const t = useTranslate();
  const navRef = useRef<HTMLElement>(null);
  const width = useWidthClass(navRef, classifyWidth);
  const request = {
    site,
    clientId: clientId?.trim() || undefined,
    route: navigationRoute?.trim() || undefined,
  };
  const data = useStore($navigation)[getNavigationKey(request)] ?? LOADING_NAVIGATION;
  useEffect(
    () => void loadNavigation({ site, clientId: request.clientId, route: request.route }),
    [site, request.clientId, request.route],
  );

  const defaultThemeWorldTitle = t('navigation.themeWorlds.title');
  const items = useMemo(
    () =>
      getNavigationItems({
        tree: data.tree,
        themeWorlds: data.themeWorlds,
        baseDomain,
        themeWorldTitle,
        themeWorldUrl,
        defaultThemeWorldTitle,
      }),
    [data, baseDomain, themeWorldTitle, themeWorldUrl, defaultThemeWorldTitle],
  );
  const settings = useMemo(
    () => ({
      overviewItemTitle: overviewItemTitle?.trim() || undefined,
      loyaltyCardLogoClaim: loyaltyCardLogoClaim?.trim() || undefined,
    }),
    [overviewItemTitle, loyaltyCardLogoClaim],
  );
  const menuType = getMenuType(menuTypeProp);
  const behaviour = getMobileNavigationBehaviour(mobileNavigationBehaviour);
  const isMobile = hasNavigationDrawer(platform);
  const isLoading = data.status === 'loading';

  if ((isMobile && behaviour === 'none') || (!isLoading && items.length === 0)) return null;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events -- tracking only: the links inside are the controls
    <nav
      ref={navRef}
      className="navigation"
      aria-label={t('navigation.label')}
      aria-busy={isLoading}
      data-width={width}
      onClick={trackLink}
    >
      {isMobile ? (
        <NavigationDrawer
          items={items}
          settings={settings}
          menuType={menuType}
          behaviour={behaviour}
        />
      ) : (
        <NavigationBar items={items} settings={settings} menuType={menuType} />
      )}
    </nav>
  );
}
