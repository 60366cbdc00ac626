/**
 * The page header (spec header §1-§9; footer doc "Header shell"): a skip link, the back button,
 * the logo, the main navigation (theme worlds, categories) and the promotion blocks, the
 * country's header links, and the icon bar with its four flyouts: search, store finder, user menu
 * and the mini cart. Sticky at the top of the window by default; a reduced (checkout) variant
 * with the logo, the 'secured purchase' hint and the cart; the app-install banner on phones.
 *
 * The page-wide parts: one flyout open at a time (stores/flyout, shared with standalone mini
 * carts), the open marker on the page with its scroll kept (usePageFlyoutMarker), `flyout-change`
 * on the element whenever the open flyout changes, the search cache key call on load.
 */
import { useStore } from '@nanostores/react';
import {
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
} from 'react';
import { SHOP_EVENTS, dispatchShopEvent } from '../core/events';
import { logger } from '../core/logger';
import { Icon } from '../ds/icon-button/index';
import { raisingPreloadError } from '../ds/lazy/preload-error';
import { Ticker } from '../ds/ticker/index';
import { MiniCart } from '../minicart/minicart';
import { Navigation } from '../navigation/index';
import { CampaignRow } from '../promotions/index';
import { SearchFlyout } from '../search/search';
import { isInsidePageLandmark } from '../shared/landmark';
import { useShop, useTranslate } from '../shared/shop-context';
import { useStyles } from '../shared/use-styles';
import { useWidthClass } from '../shared/use-width-class';
import { $flyout, $shellFlyout } from '../../stores/flyout/index';
import { onHeaderLoad, trackHeaderIcon } from '../../stores/header/index';
import { startThirdPartyScripts } from '../../stores/third-party/third-party.start';
import { AppBanner } from './app-banner';
import { HeaderFlyout } from './header-flyout';
import { getIconBarFlyouts, hasBackButton, isStickyAllowed, type StickyMode } from './header.logic';
import { HEADER_LINKS } from './header.sites';
import { StoreFinderIcon } from './store-finder';
import { usePageFlyoutMarker } from './use-page-flyout-marker';
import { useStickyHeader } from './use-sticky-header';
import { UserMenuIcon } from './user-menu';
import css from './header.css?inline';

declare global {
  interface Window {
    /**
     * The shop's mobile app exposes its own back action here (docs/architecture.md "Header"):
     * `window.shopApp = { back() { ... } }`. The header's back button calls it when present,
     * else the browser's history.back(); one that throws is logged and history.back() follows.
     */
    shopApp?: { back?: () => void };
  }
}

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

/** The third-party scripts' code, imported only when the header will use it (issue 15). */
const importThirdPartyCode = raisingPreloadError(
  'shop-header',
  () => import('../../stores/third-party/index'),
);

type HeaderWidth = 'compact' | 'medium' | 'wide';

/**
 * The header lays out by its own width: compact below 768 px; the icons' names shown beside them
 * from 1500 px only, so that below it the navigation's categories have the room (a laptop's
 * 1280 or 1366 px window shows every category of the shop's navigation on a row).
 */
const classifyWidth = (width: number): HeaderWidth =>
  width < 768 ? 'compact' : width < 1500 ? 'medium' : 'wide';

function getAppBackAction(): (() => void) | undefined {
  try {
    const back = window.shopApp?.back;
    return typeof back === 'function' ? back : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The back button's action (docs/architecture.md "Header"): the app's back action when the page
 * exposes one, else history.back(). An app action that throws is logged and the browser goes back
 * instead: a back button that does nothing would leave the visitor stuck on the page.
 */
function goBack(): void {
  const appBack = getAppBackAction();
  if (appBack) {
    try {
      appBack.call(window.shopApp);
      return;
    } catch (error) {
      logger.error('shopApp.back failed', { error });
    }
  }
  window.history.back();
}

/** The id the skip link gives the page's main content when it has none. */
export const MAIN_CONTENT_ID = 'shop-main-content';

/**
 * The skip link's target: the page's main content (<main>, role=main, #main or #content); without
 * one, whatever follows the header in the page. It gets an id when it has none (so the link is a
 * real in-page link) and tabindex=-1 when the jump needs it to take focus.
 */
function findMainContent(host: HTMLElement): HTMLElement | undefined {
  const main = document.querySelector<HTMLElement>('main, [role="main"], #main, #content');
  if (main) return main;
  let next = host.nextElementSibling ?? host.parentElement?.nextElementSibling ?? null;
  while (next && !(next instanceof HTMLElement)) next = next.nextElementSibling;
  return next ?? undefined;
}

function getSkipTarget(host: HTMLElement): HTMLElement | undefined {
  const target = findMainContent(host);
  if (target && target.id === '') target.id = MAIN_CONTENT_ID;
  return target;
}

function SkipLink(): ReactElement {
  const { host } = useShop();
  const t = useTranslate();
  const linkRef = useRef<HTMLAnchorElement>(null);
  // the page's main content may be parsed after the header: looked up on mount and on focus,
  // and the link pointed at its id
  const aim = useCallback((): HTMLElement | undefined => {
    const target = getSkipTarget(host);
    if (target) linkRef.current?.setAttribute('href', `#${target.id}`);
    return target;
  }, [host]);
  useEffect(() => void aim(), [aim]);
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    const target = aim();
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a
      ref={linkRef}
      className="header__skip"
      part="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={onClick}
      onFocus={aim}
    >
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
  const [insideBanner] = useState(() => isInsidePageLandmark(host, 'banner'));
  const flyout = useStore($flyout);
  // the navigation's flyouts count too: the bar never slides away from under one (the footer's
  // country selector does not: it is at the page's end, under no bar)
  const anyFlyoutOpen = useStore($shellFlyout) !== 'NONE';
  const width = useWidthClass(rootRef, classifyWidth);
  const sticky = useStickyHeader(rootRef, barRef, {
    enabled: isStickyAllowed(props.sticky, props.pageType),
    mode: props.stickyMode,
    flyoutOpen: anyFlyoutOpen,
  });
  usePageFlyoutMarker();

  useEffect(() => onHeaderLoad(site), [site]);
  // spec header §7: the consent manager and, after consent, the marketing scripts; once a page
  useEffect(
    () =>
      startThirdPartyScripts(
        { site, stage, oneTrustEnabled: props.onetrustenabled },
        importThirdPartyCode,
      ),
    [site, stage, props.onetrustenabled],
  );

  // flyout-change: the page's open flyout, reported on the element each time it changes
  const previousFlyout = useRef(flyout);
  useEffect(() => {
    if (previousFlyout.current === flyout) return;
    previousFlyout.current = flyout;
    dispatchShopEvent(host, SHOP_EVENTS.flyoutChange, { flyout });
  }, [flyout, host]);

  // the cart icon is the mini cart's own link: its click is tracked here, on the way up
  const trackCart = useCallback((event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest?.('[part~="cart-icon"]')) trackHeaderIcon('cart');
  }, []);

  const showBack = hasBackButton(platform, getAppBackAction() !== undefined);
  const { reduced } = props;
  return (
    <div
      ref={rootRef}
      className="header"
      part="header"
      data-sticky={sticky}
      data-width={width}
      data-reduced={reduced ? '' : undefined}
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
            {showBack && (
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
              <div className="header__navigation" part="navigation">
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
            <div className="header__tools" onClick={trackCart}>
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
          <HeaderCampaignRow compact={width === 'compact'} />
        </aside>
      )}
    </div>
  );
}
