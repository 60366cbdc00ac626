/**
 * The user menu's panel (spec header "User menu", §4 "Personal data", §6): logged out a login and
 * a register button; logged in or remembered a greeting with the customer's name (as text, never
 * markup) and a logout button; then the entries for the site and, for card members, the loyalty
 * beans with their count. Personal data loads when the user icon mounts (UserMenuIcon), through
 * the user store: a page's global promise is reused, nothing is fetched on localhost, and a
 * failure leaves the logged-out menu.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatNumber } from '../core/format';
import { Button } from '../ds/button/index';
import { useShop, useTranslate } from '../shared/shop-context';
import { $user, loadPersonalData } from '../../stores/user/index';
import { HeaderFlyout } from './header-flyout';
import { getUserMenuModel } from './header.logic';
import { USER_MENU_PATHS } from './header.sites';

function UserMenuPanel() {
  const { site } = useShop();
  const t = useTranslate();
  const user = useStore($user);
  const menu = getUserMenuModel(site, user, formatNumber(user.loyaltyBeans, site));
  return (
    <div className="header-user">
      {menu.loggedIn ? (
        <div className="header-user__session">
          <p className="header-user__greeting">
            {menu.customerName === ''
              ? t('header.userMenu.greetingNoName')
              : t('header.userMenu.greeting', { name: menu.customerName })}
          </p>
          <Button href={USER_MENU_PATHS.logout} variant="secondary" width="full">
            {t('header.userMenu.logout')}
          </Button>
        </div>
      ) : (
        <div className="header-user__session">
          <p className="header-user__text">{t('header.userMenu.loggedOutText')}</p>
          <Button href={USER_MENU_PATHS.login} variant="primary" width="full">
            {t('header.userMenu.login')}
          </Button>
          <p className="header-user__register">
            {t('header.userMenu.registerHint')}{' '}
            <a href={USER_MENU_PATHS.register}>{t('header.userMenu.register')}</a>
          </p>
        </div>
      )}
      <ul className="header-user__entries" aria-label={t('header.userMenu.entries')}>
        {menu.entries.map((entry) => (
          <li key={entry.id}>
            <a className="header-user__entry" href={entry.href} data-entry={entry.id}>
              {t(entry.label, entry.params)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The user icon with its flyout; mounting it loads the personal data (spec header §4). */
export function UserMenuIcon() {
  const { site } = useShop();
  const t = useTranslate();
  const user = useStore($user);
  useEffect(() => {
    void loadPersonalData({ site });
  }, [site]);
  const name = user.loggedInOrRemembered ? user.customerName.trim() : '';
  return (
    <HeaderFlyout
      kind="USER_MENU"
      icon="user"
      label={t('header.userMenu.icon')}
      accessibleName={name === '' ? undefined : t('header.userMenu.iconLoggedIn', { name })}
      title={t('header.userMenu.title')}
      trackingTarget="user_menu"
    >
      {() => <UserMenuPanel />}
    </HeaderFlyout>
  );
}
