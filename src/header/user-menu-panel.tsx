/**
 * The user menu's panel (spec header "User menu", §6): logged out a login and a register
 * button; logged in or remembered a greeting with the customer's name (as text, never markup)
 * and a logout button; then the entries for the site and, for card members, the loyalty beans
 * with their count. Loaded on the shopper's intent at the user icon (user-menu.tsx), not with
 * the header.
 */
import { useStore } from '@nanostores/react';
import { formatNumber } from '../core/format';
import { Button } from '../ds/button/index';
import { useShop, useTranslate } from '../shared/shop-context';
import { useStyles } from '../shared/use-styles';
import { $user } from '../../stores/user/index';
import { getUserMenuModel } from './header-panels.logic';
import { USER_MENU_PATHS } from './header-panels.sites';
import css from './header-panels.css?inline';

export function UserMenuPanel() {
  useStyles(css);
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
