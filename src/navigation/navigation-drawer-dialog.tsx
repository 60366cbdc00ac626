/**
 * The mobile navigation's drawer (MATCH, SMARTPHONE; spec header "Main navigation"), opened by
 * the menu button (navigation-drawer.tsx) and loaded on the shopper's intent at it: a modal
 * <dialog> from the window's start edge, on the principles of the design system's Modal
 * (src/ds/modal): showModal makes the page behind inert and puts the drawer in
 * the top layer, Tab and Shift+Tab wrap inside it, a press on the backdrop closes it, focus
 * returns to the menu button, the page's scroll is locked (lockScroll). Its own dialog rather
 * than Modal: a drawer is a full-height side sheet whose header changes with the level, and
 * Escape steps back a level before it closes.
 *
 * - Drill-down levels: the menu (the top-level items), then an item's levels
 *   (navigation-level.tsx), with a back step on each; only the current level is rendered, so
 *   focus stays in it (and the drawer's close button).
 * - Escape closes the current level (focus back on the entry that opened it), on the menu the
 *   drawer.
 * - While open the drawer is the page's open flyout (kind NAVIGATION): the page's open marker,
 *   and any icon-bar flyout closes; one opening later closes the drawer.
 * - Levels slide in, the drawer too, except where reduced motion is asked for (navigation-levels.css).
 */
import {
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { wrapTabFocus } from '../ds/modal/index';
import { Icon } from '../ds/icon-button/index';
import { useTranslate } from '../shared/shop-context';
import { lockScroll } from '../shared/scroll-lock';
import { useStyles } from '../shared/use-styles';
import { $flyoutState, closeFlyout, openFlyout } from '../../stores/flyout/index';
import type { NavigationItem } from '../../stores/navigation/navigation.items';
import { hasFlyout, type MenuType } from './navigation.logic';
import { focusLevel, useLevelFocus } from './navigation-focus';
import { LevelEntry, NavigationLevel, type NavigationSettings } from './navigation-level';
import css from './navigation-levels.css?inline';

let drawerCount = 0;

export interface NavigationDrawerDialogProps {
  readonly id: string;
  readonly items: readonly NavigationItem[];
  readonly settings: NavigationSettings;
  readonly menuType: MenuType;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /** `[item index, child index, ...]`: the drawer's level, [] for its menu. */
  readonly path: readonly number[];
  readonly onPathChange: (path: readonly number[]) => void;
  /** Where focus returns when the drawer closes. */
  readonly menuButtonRef: RefObject<HTMLButtonElement | null>;
}

export function NavigationDrawerDialog({
  id,
  items,
  settings,
  menuType,
  isOpen,
  onOpenChange: setOpen,
  path,
  onPathChange: setPath,
  menuButtonRef,
}: NavigationDrawerDialogProps): ReactElement {
  useStyles(css);
  const t = useTranslate();
  // an owner per instance of the page (every element has its own React root; see use-flyout.ts)
  const [owner] = useState(() => `navigation-drawer-${(drawerCount += 1)}`);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  useLevelFocus(bodyRef, path);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const menuButton = menuButtonRef.current;
    if (!isOpen || !dialog) return undefined;
    if (!dialog.open && dialog.isConnected) dialog.showModal();
    // the level's first entry, not the close button showModal picks
    if (bodyRef.current) focusLevel(bodyRef.current);
    const unlockScroll = lockScroll();
    openFlyout('NAVIGATION', owner);
    // another flyout of the page opening (or all being closed) closes the drawer
    const unlisten = $flyoutState.listen((state) => {
      if (state.owner !== owner) setOpen(false);
    });
    return () => {
      unlisten();
      unlockScroll();
      closeFlyout(owner);
      if (dialog.open) dialog.close();
      menuButton?.focus();
    };
  }, [isOpen, owner, setOpen, menuButtonRef]);

  // Escape (and a close request such as Android's back): a level up first, then the drawer.
  // Escape is handled on keydown: Chromium lets a page cancel the dialog's close request only
  // once per user activation, and Escape is none, so a second Escape would close the drawer.
  const stepBack = (event: SyntheticEvent): void => {
    event.preventDefault();
    if (path.length > 0) setPath(path.slice(0, -1));
    else setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>): void => {
    const dialog = dialogRef.current;
    if (event.key === 'Escape') stepBack(event);
    if (event.key !== 'Tab' || !dialog) return;
    if (wrapTabFocus(dialog, event.shiftKey)) event.preventDefault();
  };

  // the body fills the dialog's box: a click on the dialog itself is one on its backdrop
  const onClick = (event: MouseEvent<HTMLDialogElement>): void => {
    if (event.target === event.currentTarget) setOpen(false);
  };

  const [itemIndex, ...levelPath] = path;
  const item = itemIndex === undefined ? undefined : items[itemIndex];
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog's own keyboard (Tab wrap) and backdrop press, as in ds/modal */}
      <dialog
        ref={dialogRef}
        id={id}
        className="navigation__drawer"
        aria-label={t('navigation.menu')}
        onCancel={stepBack}
        onClose={() => setOpen(false)}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        {isOpen && (
          <div ref={bodyRef} className="navigation__drawer-body">
            <div className="navigation__drawer-head">
              <button
                type="button"
                className="navigation__control navigation__close"
                aria-label={t('common.close')}
                onClick={() => setOpen(false)}
              >
                <Icon name="close" />
              </button>
            </div>
            {item ? (
              <NavigationLevel
                key={itemIndex}
                item={item}
                settings={settings}
                path={levelPath}
                onPathChange={(next) => setPath([itemIndex ?? 0, ...next])}
                onBack={() => setPath([])}
              />
            ) : (
              <ul className="navigation__list navigation__level">
                {items.map(
                  (entry, index) =>
                    (entry.href || hasFlyout(entry, menuType)) && (
                      <LevelEntry
                        key={index}
                        title={entry.title}
                        href={entry.href}
                        trail={entry.title}
                        drillIndex={index}
                        onDrill={hasFlyout(entry, menuType) ? () => setPath([index]) : undefined}
                      />
                    ),
                )}
              </ul>
            )}
          </div>
        )}
      </dialog>
    </>
  );
}
