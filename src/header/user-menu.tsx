/**
 * The user icon with its flyout (spec header "User menu", §4 "Personal data"). Personal data
 * loads when the icon mounts, through the user store: a page's global promise is reused,
 * nothing is fetched on localhost, and a failure leaves the logged-out menu. The panel's body
 * (user-menu-panel.tsx, in header-panels.tsx with the store finder's) is imported on the first
 * sign of intent at the icon.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { raisingPreloadError } from '../ds/lazy/index';
import { onDemand } from '../shared/on-demand';
import { useShop, useTranslate } from '../shared/shop-context';
import { useServerValue } from '../shared/use-hydrating';
import { $user, loadPersonalData } from '../../stores/user/index';
import { HeaderFlyout } from './header-flyout';

const userMenuPanel = onDemand(
  "the user menu's panel",
  raisingPreloadError('shop-header', () =>
    import('./header-panels').then((module) => module.UserMenuPanel),
  ),
);

/** The user icon with its flyout; mounting it loads the personal data (spec header §4). */
export function UserMenuIcon() {
  const { site } = useShop();
  const t = useTranslate();
  const user = useStore($user);
  useEffect(() => {
    void loadPersonalData({ site });
  }, [site]);
  // personal: as the server's fragment (nobody logged in) while it hydrates, then the customer's
  const name = useServerValue(user.loggedInOrRemembered ? user.customerName.trim() : '', '');
  return (
    <HeaderFlyout
      kind="USER_MENU"
      icon="user"
      label={t('header.userMenu.icon')}
      accessibleName={name === '' ? undefined : t('header.userMenu.iconLoggedIn', { name })}
      title={t('header.userMenu.title')}
      trackingTarget="user_menu"
      body={userMenuPanel}
    />
  );
}
