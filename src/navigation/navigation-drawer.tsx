/**
 * The mobile navigation (MATCH, SMARTPHONE; spec header "Main navigation"): a menu button that
 * opens the drawer (navigation-drawer-dialog.tsx: the design system's side-sheet modal with the
 * drill-down levels). The drawer is a flyout of the page like every other: it is open while the
 * page-wide flyout state names it (kind NAVIGATION, useFlyoutOwner), so any other flyout opening
 * closes it, and it closes when this component goes. The drawer's code loads on the first sign of intent at the button
 * (the pointer entering it, focus, a touch) and the drawer opens once it is there; a failed load
 * opens nothing (logged), and the next press loads again.
 *
 * - mobile-navigation-behaviour `current` opens it at the page's own category.
 */
import { useId, useRef, useState, type ReactElement } from 'react';
import { useFlyoutOwner } from '../ds/flyout/index';
import { raisingPreloadError } from '../ds/lazy/index';
import { onDemand, useOnDemand } from '../shared/on-demand';
import { useTranslate } from '../shared/shop-context';
import type { NavigationItem } from '../../stores/navigation/navigation.items';
import { findCurrentPath, type MenuType, type MobileNavigationBehaviour } from './navigation.logic';
import type { NavigationSettings } from './navigation-level';

const drawerDialog = onDemand(
  "the navigation's drawer",
  raisingPreloadError('shop-header', () =>
    import('./navigation-drawer-dialog').then((module) => module.NavigationDrawerDialog),
  ),
);

export interface NavigationDrawerProps {
  readonly items: readonly NavigationItem[];
  readonly settings: NavigationSettings;
  readonly menuType: MenuType;
  readonly behaviour: MobileNavigationBehaviour;
}

export function NavigationDrawer({
  items,
  settings,
  menuType,
  behaviour,
}: NavigationDrawerProps): ReactElement {
  const t = useTranslate();
  const dialogId = useId();
  const drawer = useFlyoutOwner('NAVIGATION');
  const [path, setPath] = useState<readonly number[]>([]);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { module: Dialog, load } = useOnDemand(drawerDialog);

  const open = (): void => {
    setPath(
      behaviour === 'current' ? findCurrentPath(items, window.location.pathname, menuType) : [],
    );
    drawerDialog.load().then(
      () => drawer.open(),
      // logged by the module; the next press loads again
      () => undefined,
    );
  };

  return (
    <>
      <button
        ref={menuButtonRef}
        type="button"
        className="navigation__menu-button"
        aria-haspopup="dialog"
        aria-expanded={drawer.isOpen}
        aria-controls={Dialog ? dialogId : undefined}
        onClick={open}
        onPointerEnter={load}
        onFocus={load}
        onTouchStart={load}
      >
        <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
        {/* the three bars say "menu" on every phone; the name is read, there is no room to show it */}
        <span className="se-visually-hidden">{t('navigation.menu')}</span>
      </button>
      {Dialog && (
        <Dialog
          id={dialogId}
          items={items}
          settings={settings}
          menuType={menuType}
          isOpen={drawer.isOpen}
          onClose={drawer.close}
          path={path}
          onPathChange={setPath}
          menuButtonRef={menuButtonRef}
        />
      )}
    </>
  );
}
