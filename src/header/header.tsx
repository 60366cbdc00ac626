/**
 * The page header (spec header §1-§9; footer doc "Header shell"): a skip link, the back button,
 * the logo, the main navigation (theme worlds, categories) and the promotion blocks, the
 * country's header links, and the icon bar with its four flyouts: search, store finder, user menu
 * and the mini cart. Sticky at the top of the window by default; a reduced (checkout) variant
 * with the logo, the 'secured purchase' hint and the cart; the app-install banner on phones.
 *
 * This file is the layout; what the header does to the page around it is in named hooks beside
 * it: one flyout open at a time (stores/flyout, shared with standalone mini carts) with the open
 * marker on the page and its scroll kept (use-page-flyout-marker.ts), the sticky bar
 * (use-sticky-header.ts), the skip link's target in the page (use-skip-target.ts), the app's back
 * action (use-app-back.ts), `flyout-change` on the element whenever the open flyout changes
 * (use-flyout-change-event.ts), the consent manager and marketing scripts
 * (use-third-party-start.ts), the search cache key call on load and the cart icon's click
 * tracking (use-header-load.ts).
 */
import { useStore } from '@nanostores/react';
import { memo, useRef, useState, type ReactElement } from 'react';
import { Icon } from '../ds/icon-button/index';
import { Ticker } from '../ds/ticker/index';
import { MiniCart } from '../minicart/minicart';
import { hasNavigationDrawer, Navigation } from '../navigation/index';
import { CampaignRow } from '../promotions/index';
import { SearchFlyout } from '../search/search';
import { SEARCH_BEFORE_HYDRATION_ID } from './search-before-hydration';
import { isInsidePageLandmark } from '../shared/landmark';
import { useShop, useTranslate } from '../shared/shop-context';
import { useServerValue } from '../shared/use-hydrating';
import { useStyles } from '../shared/use-styles';
import { useWidthClass } from '../shared/use-width-class';
import { $shellFlyout } from '../../stores/flyout/index';
import { AppBanner } from './app-banner';
import { HeaderFlyout } from './header-flyout';
import { getIconBarFlyouts, isStickyAllowed, type StickyMode } from './header.logic';
import { HEADER_LINKS } from './header.sites';
import { StoreFinderIcon } from './store-finder';
import { useAppBack } from './use-app-back';
import { useFlyoutChangeEvent } from './use-flyout-change-event';
import { trackCartIconClick, useHeaderLoad } from './use-header-load';
import { usePageFlyoutMarker } from './use-page-flyout-marker';
import { useSkipTarget } from './use-skip-target';
import { useStickyHeader } from './use-sticky-header';
import { useThirdPartyStart } from './use-third-party-start';
import { UserMenuIcon } from './user-menu';
import css from './header.css?inline';

export interface HeaderProps {
  readonly reduced: boolean;
  readonly showPromotionBanner: boolean;
  readonly sticky: boolean;
  readonly stickyMode: StickyMode;
  readonly onetrustenabled: boolean;
  readonly showsecurehint: boolean;
  readonly useminicart: boolean;
  readonly pageType: string | undefined;
  /** Navigation flyout props, passed on to the navigation. */
  readonly clientId: string | undefined;
  readonly navigationRoute: string | undefined;
  readonly baseDomain: string | undefined;
  readonly menuType: string | undefined;
  readonly themeWorldTitle: string | undefined;
  readonly themeWorldUrl: string | undefined;
  readonly loyaltyCardLogoClaim: string | undefined;
  readonly overviewItemTitle: string | undefined;
  readonly mobileNavigationBehaviour: string | undefined;
}

type HeaderWidth = 'compact' | 'medium' | 'wide';

/**
 * The header lays out by its own width: compact below 768 px; the icons' names shown beside them
 * from 1500 px only, so that below it the navigation's categories have the room (a laptop's
 * 1280 or 1366 px window shows every category of the shop's navigation on a row). Until it is
 * measured (a server render, before and while it hydrates) header.css takes the window's width
 * with the same limits: a page's header is as wide as its window.
 */
const classifyWidth = (width: number): HeaderWidth =>
  width < 768 ? 'compact' : width < 1500 ? 'medium' : 'wide';

/** The skip link to the page's main content (its work on the page: use-skip-target.ts). */
function SkipLink(): ReactElement {
  const { host } = useShop();
  const t = useTranslate();
  const target = useSkipTarget(host);
  return (
    <a {...target} className="header__skip" part="skip-link">
      {t('header.skipLink')}
    </a>
  );
}

/** The logo: the shop's coffee-bean mark, drawn inline (no request, nothing for a CSP to block). */
function Logo(): ReactElement {
  const t = useTranslate();
  return (
    <a className="header__logo" part="logo" href="/" aria-label={t('header.logo')}>
      <svg viewBox="0 0 32 32" width="40" height="40" aria-hidden="true" focusable="false">
        <ellipse cx="16" cy="16" rx="10" ry="13" transform="rotate(30 16 16)" fill="currentColor" />
        <path
          d="M10 25c6-4 6-14 12-18"
          fill="none"
          stroke="var(--se-color-surface)"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </a>
  );
}

/**
 * The country's links: one line, scrolling sideways where it does not fit (a phone), its end
 * faded while more follow, never cut off without a sign (the design system's ticker; it stands
 * still here: these are links a shopper looks for, not news).
 */
function HeaderLinks(): ReactElement {
  const { site } = useShop();
  const t = useTranslate();
  return (
    <nav className="header__links" part="links" aria-label={t('header.links.label')}>
      <Ticker
        autoAdvance={false}
        items={HEADER_LINKS[site].map((link) => (
          <a className="header__link" href={link.href} data-link={link.kind}>
            {t(`header.links.${link.kind}`)}
          </a>
        ))}
      />
    </nav>
  );
}

// memo: the header renders again whenever a flyout opens or closes (the open marker, sticky,
// flyout-change); the bar, the navigation and the promotions need not, in the hover delay's frame
const IconBar = memo(function IconBar({
  reduced,
  useminicart,
  pageType,
}: Pick<HeaderProps, 'reduced' | 'useminicart' | 'pageType'>): ReactElement {
  const t = useTranslate();
  const flyouts = getIconBarFlyouts(reduced);
  return (
    <ul className="header__icons" part="icon-bar" aria-label={t('header.iconBar')}>
      {flyouts.map((kind) => {
        switch (kind) {
          case 'SEARCH':
            return (
              <li key={kind}>
                <HeaderFlyout
                  kind="SEARCH"
                  icon="search"
                  label={t('header.search.icon')}
                  title={t('header.flyout.search')}
                  trackingTarget="search"
                  popoverBeforeHydration={SEARCH_BEFORE_HYDRATION_ID}
                >
                  {({ isOpen }) => <SearchFlyout focusOnMount={isOpen} />}
                </HeaderFlyout>
              </li>
            );
          case 'STORE_FINDER':
            return (
              <li key={kind}>
                <StoreFinderIcon />
              </li>
            );
          case 'USER_MENU':
            return (
              <li key={kind}>
                <UserMenuIcon />
              </li>
            );
          case 'CART':
            return (
              <li key={kind} className="header__cart" data-header-icon="cart">
                <MiniCart pageType={pageType} useminicart={useminicart} />
              </li>
            );
          default:
            return kind satisfies never;
        }
      })}
    </ul>
  );
});

const HeaderNavigation = memo(Navigation);
const HeaderCampaignRow = memo(CampaignRow);

export function Header(props: HeaderProps): ReactElement {
  useStyles(css);
  const { site, platform, stage, host } = useShop();
  const t = useTranslate();
  const rootRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLElement>(null);
  // inside the page's own <header> that one is the page's banner (src/shared/landmark.ts)
  // (taken as the server took it while its HTML hydrates: src/shared/use-hydrating.ts)
  const [pageBanner] = useState(() => isInsidePageLandmark(host, 'banner'));
  const insideBanner = useServerValue(pageBanner, false);
  // the navigation's flyouts count too: the bar never slides away from under one (the footer's
  // country selector does not: it is at the page's end, under no bar)
  const anyFlyoutOpen = useStore($shellFlyout) !== 'NONE';
  // undefined until measured (a server render and its hydration): header.css then lays it out
  // by the window's width, as the measurement will, so hydration changes nothing drawn
  const width = useWidthClass(rootRef, classifyWidth);
  const sticky = useStickyHeader(rootRef, barRef, {
    enabled: isStickyAllowed(props.sticky, props.pageType),
    mode: props.stickyMode,
    flyoutOpen: anyFlyoutOpen,
  });
  usePageFlyoutMarker();

  useHeaderLoad(site);
  useThirdPartyStart(site, stage, props.onetrustenabled);
  useFlyoutChangeEvent(host);
  const goBack = useAppBack(platform);
  const { reduced } = props;
  return (
    <div
      ref={rootRef}
      className="header"
      part="header"
      data-sticky={sticky}
      data-width={width}
      data-reduced={String(reduced)}
    >
      <SkipLink />
      <AppBanner reduced={reduced} />
      {/* keeps the bar's place in the page while the bar itself is fixed (no layout shift) */}
      <div className="header__bar-slot">
        <header
          ref={barRef}
          className="header__bar"
          part="bar"
          role={insideBanner ? 'none' : undefined}
        >
          <div className="header__row">
            {goBack && (
              <button type="button" className="header__back" part="back" onClick={goBack}>
                <Icon name="arrow-left" />
                <span className="se-visually-hidden">{t('header.back')}</span>
              </button>
            )}
            <Logo />
            {reduced ? (
              props.showsecurehint && (
                <p className="header__secure" part="secure-hint">
                  <Icon name="lock" />
                  {t('header.securePurchase')}
                </p>
              )
            ) : (
              <div
                className="header__navigation"
                part="navigation"
                data-menu={hasNavigationDrawer(platform) ? 'drawer' : 'bar'}
              >
                <HeaderNavigation
                  clientId={props.clientId}
                  navigationRoute={props.navigationRoute}
                  baseDomain={props.baseDomain}
                  menuType={props.menuType}
                  themeWorldTitle={props.themeWorldTitle}
                  themeWorldUrl={props.themeWorldUrl}
                  loyaltyCardLogoClaim={props.loyaltyCardLogoClaim}
                  overviewItemTitle={props.overviewItemTitle}
                  mobileNavigationBehaviour={props.mobileNavigationBehaviour}
                />
              </div>
            )}
            {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events -- tracking only: the cart icon is a link of its own */}
            <div className="header__tools" onClick={trackCartIconClick}>
              <IconBar
                reduced={reduced}
                useminicart={props.useminicart}
                pageType={props.pageType}
              />
            </div>
          </div>
          {!reduced && <HeaderLinks />}
        </header>
      </div>
      {!reduced && props.showPromotionBanner && (
        // a landmark of its own (axe: all content in landmarks); promotions are beside the bar.
        // One line of a fixed height whatever it shows (issue 24): the header's height depends
        // on its width and the page's settings only, never on what the promotion service says
        <aside className="header__promotions" part="promotions">
          <HeaderCampaignRow compact={width && width === 'compact'} />
        </aside>
      )}
    </div>
  );
}
