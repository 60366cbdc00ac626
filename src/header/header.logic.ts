/**
 * The header's rules, pure (spec header "Header icon bar and flyouts", "User menu", §4 "Header
 * sticky and scroll", §6; footer doc "Header shell"). header.tsx renders what these decide.
 */
import type { Platform, Site } from '../core/sites';
import type { MessageKey } from '../../i18n/types';
import type { UserState } from '../../stores/user/index';
import type { OpenFlyout } from '../../stores/flyout/index';
import { USER_MENU_LINKS, USER_MENU_PATHS } from './header.sites';

/** spec header "Page types": these page types switch the sticky header off. */
export const NON_STICKY_PAGE_TYPES: readonly string[] = ['basket', 'ProductDetailPage'];

export type StickyMode = 'always' | 'on-scroll-up';
export const STICKY_MODES: readonly StickyMode[] = ['always', 'on-scroll-up'];

/** spec header §4: sticky unless switched off or on page types basket and ProductDetailPage. */
export function isStickyAllowed(sticky: boolean, pageType: string | undefined): boolean {
  return sticky && !NON_STICKY_PAGE_TYPES.includes(pageType ?? '');
}

/**
 * Where the header bar is: in the page's flow (`static`), held at the top of the window while
 * the page scrolls (`stuck`), or, with sticky-mode on-scroll-up, slid away while the visitor
 * scrolls down (`hidden`).
 */
export type StickyState = 'static' | 'stuck' | 'hidden';

export interface ScrollSample {
  /** The header's top edge in page coordinates (where its placeholder starts). */
  readonly headerTop: number;
  readonly headerHeight: number;
  readonly scrollY: number;
  /** scrollY at the previous sample. */
  readonly previousScrollY: number;
  /** A flyout is open: the header never slides away under it. */
  readonly flyoutOpen: boolean;
}

/** The next sticky state after a (debounced) scroll. */
export function getStickyState(
  mode: StickyMode,
  previous: StickyState,
  { headerTop, headerHeight, scrollY, previousScrollY, flyoutOpen }: ScrollSample,
): StickyState {
  if (scrollY <= headerTop) return 'static';
  if (mode === 'always' || flyoutOpen) return 'stuck';
  // on-scroll-up: hide only once the header would have left the window anyway
  if (scrollY > previousScrollY && scrollY > headerTop + headerHeight) return 'hidden';
  if (scrollY < previousScrollY) return 'stuck';
  return previous === 'static' ? 'stuck' : previous;
}

/** The icon bar's flyouts, in order (spec header "Header icon bar and flyouts"). */
export const ICON_BAR_FLYOUTS: readonly OpenFlyout[] = [
  'SEARCH',
  'STORE_FINDER',
  'USER_MENU',
  'CART',
];

/** spec footer "Header shell": the reduced (checkout) header keeps the logo and the cart. */
export function getIconBarFlyouts(reduced: boolean): readonly OpenFlyout[] {
  return reduced ? ['CART'] : ICON_BAR_FLYOUTS;
}

/**
 * The back button shows where a page has no browser back of its own to rely on: on phones
 * (MATCH, SMARTPHONE), and wherever the shop's app exposes its back action.
 */
export function hasBackButton(platform: Platform, hasAppBackAction: boolean): boolean {
  return hasAppBackAction || platform === 'MATCH' || platform === 'SMARTPHONE';
}

export interface UserMenuEntry {
  readonly id: string;
  readonly href: string;
  readonly label: MessageKey;
  readonly params?: Readonly<Record<string, string | number>>;
}

export interface UserMenuModel {
  readonly loggedIn: boolean;
  /** The customer's name as sent (rendered as text); '' when unknown. */
  readonly customerName: string;
  readonly entries: readonly UserMenuEntry[];
}

/**
 * spec header "User menu", §6: logged out a login and a register button, logged in or
 * remembered a greeting and a logout button; the entries per site and per card membership.
 * `formattedBeans` is the bean count already formatted for the site.
 */
export function getUserMenuModel(
  site: Site,
  user: Pick<UserState, 'loggedInOrRemembered' | 'customerName' | 'isCardMember'>,
  formattedBeans: string,
): UserMenuModel {
  const links = USER_MENU_LINKS[site];
  const entries: UserMenuEntry[] = [
    { id: 'account', href: USER_MENU_PATHS.account, label: 'header.userMenu.account' },
  ];
  if (links.loyaltyCard) {
    entries.push({
      id: 'loyaltyCard',
      href: links.loyaltyCard,
      label: 'header.userMenu.loyaltyCard',
    });
  }
  entries.push(
    { id: 'orders', href: USER_MENU_PATHS.orders, label: 'header.userMenu.orders' },
    { id: 'watchlist', href: USER_MENU_PATHS.watchlist, label: 'header.userMenu.watchlist' },
  );
  if (user.loggedInOrRemembered && user.isCardMember) {
    entries.push({
      id: 'loyaltyBeans',
      href: USER_MENU_PATHS.loyaltyBeans,
      label: 'header.userMenu.loyaltyBeans',
      params: { count: formattedBeans },
    });
  }
  if (links.mobilePlan) {
    entries.push({ id: 'mobilePlan', href: links.mobilePlan, label: 'header.userMenu.mobilePlan' });
  }
  if (links.community) {
    entries.push({ id: 'community', href: links.community, label: 'header.userMenu.community' });
  }
  if (links.help) {
    entries.push({ id: 'help', href: links.help, label: 'header.userMenu.help' });
  }
  return {
    loggedIn: user.loggedInOrRemembered,
    customerName: user.loggedInOrRemembered ? user.customerName.trim() : '',
    entries,
  };
}

/** The store finder's search (spec header §2): an empty term is no search. */
export function getStoreFinderTerm(value: string): string | undefined {
  const term = value.trim();
  return term === '' ? undefined : term;
}
