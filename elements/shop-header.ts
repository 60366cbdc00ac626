import type { AttributeTable } from './internal/attributes';
import {
  defineShopElement,
  type ShopElementInstance,
  type ShopElementOptions,
  type ShopElementJsxProps,
} from './internal/define-element';
import type { CartChangeRequest } from '../src/core/schemas/cart';
import { Header } from '../src/header/header';
import { loadCampaign } from '../src/promotions/index';
import { STICKY_MODES } from '../src/header/header.logic';
import { modifyCart } from '../stores/cart/index';
import { seedNavigation, type NavigationData } from '../stores/navigation/index';
import { seedPromotions, type PromotionEntry } from '../stores/promotions/index';
import { resolveSiteAttribute } from '../stores/site/index';

const attributes = {
  reduced: { type: 'boolean', default: false },
  showPromotionBanner: { type: 'boolean', default: true },
  sticky: { type: 'boolean', default: true },
  stickyMode: { type: 'enum', values: STICKY_MODES, default: 'always' },
  onetrustenabled: { type: 'boolean', default: false },
  showsecurehint: { type: 'boolean', default: true },
  useminicart: { type: 'boolean', default: true },
  pageType: { type: 'string' },
  clientId: { type: 'string' },
  navigationRoute: { type: 'string' },
  baseDomain: { type: 'string' },
  menuType: { type: 'string' },
  themeWorldTitle: { type: 'string' },
  themeWorldUrl: { type: 'string' },
  loyaltyCardLogoClaim: { type: 'string' },
  overviewItemTitle: { type: 'string' },
  mobileNavigationBehaviour: { type: 'string' },
} as const satisfies AttributeTable;

const methods = {
  /** docs/architecture.md "Script API": the header's mini cart takes the same change requests. */
  modify(this: HTMLElement, request: CartChangeRequest): Promise<string> {
    return modifyCart(resolveSiteAttribute(this.getAttribute('site')), request);
  },
};

/**
 * The page header: a skip link to the page's main content, the back button (phones, and inside
 * the shop's app, which exposes its back action as `window.shopApp = { back() {} }`), the logo
 * linking to /, the country's header links, and an icon bar with four flyouts: search, store
 * finder, user menu and the mini cart. A mouse resting on an icon for 200 ms opens its flyout; a
 * click, a tap (the cart's tap goes to the cart page) or Enter/Space opens it too, focus moving
 * in from the keyboard; Escape, the close button, a press outside and 1 s on the overlay close
 * it; one flyout is open at a time on the page, and while one is, the page's root element
 * carries `data-shop-flyout="<kind>"` and its scroll is kept. Sticky at the top of the window by
 * default (not on page types basket and ProductDetailPage); the bar's height is on the page's
 * root element as --shop-header-height. Reduced (checkout): logo, the 'secured purchase' hint
 * and the cart. On Android and iOS Chrome an app-install banner (closed for good by its close
 * button); iOS Safari gets the smart-banner meta tag instead.
 *
 * Under the bar, a campaign row of one fixed height (40 px) shows the top banner, else the
 * benefits strip, else the site's standing benefits; the top banner's details open in a panel.
 * The header's height never depends on what the promotion service answers: 133 px below 768 px,
 * else 141 px; 93 / 101 px with show-promotion-banner="false"; 57 / 65 px reduced. To avoid a
 * layout shift while the element loads, link dist/page-border.css, which reserves these heights
 * until it carries the attribute `rendered` (see the README).
 *
 * @tag shop-header
 * @summary The page header with icon bar, flyouts, sticky and reduced modes and the app banner.
 * @attr {boolean} [reduced=false] - The checkout header: logo, the 'secured purchase' hint and the cart; no search, navigation, promotions or app banner.
 * @attr {boolean} [show-promotion-banner=true] - Shows the campaign row under the bar (the top banner, else the benefits strip, else the site's standing benefits).
 * @attr {boolean} [sticky=true] - Keeps the header at the top of the window while the page scrolls; sticky="false" lets it scroll away. Never sticky on page types basket and ProductDetailPage.
 * @attr {'always' | 'on-scroll-up'} [sticky-mode=always] - on-scroll-up: the sticky header slides away while the visitor scrolls down and comes back on scroll up (never while a flyout is open).
 * @attr {boolean} [onetrustenabled=false] - Loads the OneTrust consent manager for the site and stage; marketing and tag-manager scripts wait for the visitor's consent.
 * @attr {boolean} [showsecurehint=true] - In the reduced header, shows the 'secured purchase' hint.
 * @attr {boolean} [useminicart=true] - useminicart="false" switches the cart flyout off; the cart icon still links to the cart page.
 * @attr {string} [page-type] - The page group (e.g. basket, ProductDetailPage, homepage). On basket the cart flyout does not open; basket and ProductDetailPage switch the sticky header off.
 * @attr {string} [client-id] - Navigation: the client id sent as ?site= to the flyout navigation.
 * @attr {string} [navigation-route] - Navigation: a path of the page's origin the category tree is asked from instead of /jsonflyoutnavigation (client-id is then not sent).
 * @attr {string} [base-domain] - Navigation: the domain its links are made absolute against.
 * @attr {'flyout' | 'links'} [menu-type=flyout] - Navigation: flyout, each top-level item opens its drill-down flyout; links, the top-level items are plain links without flyouts. Another value is logged as an error and flyout applies.
 * @attr {string} [theme-world-title] - Navigation: the theme worlds entry's title.
 * @attr {string} [theme-world-url] - Navigation: the theme worlds entry's link.
 * @attr {string} [loyalty-card-logo-claim] - Navigation: the claim beside the loyalty card logo.
 * @attr {string} [overview-item-title] - Navigation: the title of each level's overview entry.
 * @attr {'drawer' | 'current' | 'none'} [mobile-navigation-behaviour=drawer] - Navigation on MATCH and SMARTPHONE: drawer, a menu button opens the drawer; current, the drawer opens at the level of the page's own category; none, no mobile navigation (the page or the app has its own). Another value is logged as an error and drawer applies.
 * @method modify(request: CartChangeRequest): Promise<string> - Sends one cart change, as shop-minicart's modify does; the header's badge and every mini cart update.
 * @fires {{ flyout: 'NONE' | 'SEARCH' | 'STORE_FINDER' | 'USER_MENU' | 'CART' }} flyout-change - On the element whenever the page's open flyout changes (also one opened by a standalone mini cart).
 * @fires {{ count: number }} cart-count-change - On window, whenever the cached cart count changes.
 * @csspart header - The root, with data-sticky (static, stuck, hidden), data-width (compact, medium, wide; absent until the header has measured itself, as in a server render, when media queries on the window decide) and data-reduced (true, false).
 * @csspart skip-link - The skip link to the page's main content (shown when focused).
 * @csspart bar - The header bar (the part that sticks).
 * @csspart back - The back button.
 * @csspart logo - The logo link to /.
 * @csspart navigation - The main navigation's place.
 * @csspart secure-hint - The reduced header's 'secured purchase' hint.
 * @csspart icon-bar - The list of icons.
 * @csspart icon - An icon button of the icon bar (also search-icon, store-finder-icon, user-menu-icon).
 * @csspart flyout - An open flyout panel (also search-flyout, store-finder-flyout, user-menu-flyout); the cart's is the mini cart's flyout part.
 * @csspart overlay - The page overlay behind an open flyout.
 * @csspart close - A flyout's close button.
 * @csspart links - The row of the country's header links.
 * @csspart promotions - The campaign row's place.
 * @csspart campaign-row - The campaign row: one line, 40 px high.
 * @csspart promotion - What the campaign row shows (data-campaign banner, benefits or standing), or a full promotion block.
 * @csspart promotions-details-toggle - The top banner's details control.
 * @csspart promotions-details - The top banner's details panel.
 * @csspart promotions-pause - The control that pauses (and resumes) a campaign line that scrolls.
 * @csspart cart-icon - The cart icon link to the cart page.
 * @csspart badge - The cart count badge.
 * @csspart app-banner - The app-install banner.
 * @cssprop --se-color-icon - The colour of the icon bar's icons (set it for a dark header background).
 */
/** The element's definition, which the server renderer (elements/server) renders too. */
export const shopHeader = {
  tag: 'shop-header',
  attributes,
  component: Header,
  methods,
  // The campaign row's promotions start loading when it connects, beside its messages, not once
  // it first renders: the campaign replaces the standing benefits sooner.
  onConnect(host) {
    const header = host as ShopHeader;
    if (header.reduced || !header.showPromotionBanner) return;
    loadCampaign(resolveSiteAttribute(host.getAttribute('site')));
  },
  // the server's navigation and campaign promotions (elements/server/page-border.tsx)
  seedServerState(data) {
    seedNavigation((data['navigation'] ?? {}) as Record<string, NavigationData>);
    seedPromotions((data['promotions'] ?? {}) as Record<string, PromotionEntry>);
  },
} satisfies ShopElementOptions<typeof attributes, typeof methods>;

export const ShopHeaderElement = defineShopElement(shopHeader);

export type ShopHeader = ShopElementInstance<typeof attributes, typeof methods>;

declare global {
  interface HTMLElementTagNameMap {
    'shop-header': ShopHeader;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'shop-header': ShopElementJsxProps<typeof attributes>;
    }
  }
}
