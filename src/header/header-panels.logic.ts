/**
 * The rules of the user menu's and the store finder's panels, pure (spec header "User menu",
 * "Store finder flyout", §6): loaded with the panels on a shopper's intent.
 */
import type { Site } from '../core/sites';
import type { MessageKey } from '../../i18n/types';
import type { UserState } from '../../stores/user/index';
import { USER_MENU_LINKS, USER_MENU_PATHS } from './header-panels.sites';

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
