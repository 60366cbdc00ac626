/**
 * The mobile navigation's drawer (MATCH, SMARTPHONE; spec header "Main navigation"), opened by
 * the menu button (navigation-drawer.tsx) and loaded on the shopper's intent at it: the design
 * system's Modal (src/ds/modal) as a side sheet from the window's start edge, named by
 * navigation.menu. The modal makes the page behind inert and puts the drawer in the top layer,
 * wraps Tab and Shift+Tab inside it, closes on its close button and a press on the backdrop,
 * returns focus to the menu button and locks the page's scroll. The open state is the page's
 * flyout state (kind NAVIGATION, held by the menu button's component): opening it gives the
 * page's open marker and closes any icon-bar flyout, and one opening later closes the drawer.
 *
 * - Drill-down levels: the menu (the top-level items), then an item's levels
 *   (navigation-level.tsx), with a back step on each; only the current level is rendered, so
 *   focus stays in it (and the drawer's close button). Opening focuses the level's first entry.
 * - Escape (and a close request such as Android's back) closes the current level (focus back on
 *   the entry that opened it), on the menu the drawer.
 * - Levels slide in, the drawer too, except where reduced motion is asked for (navigation-levels.css).
 */
import { useLayoutEffect, useRef, type ReactElement, type RefObject } from 'react';
import { Modal, type ModalCloseReason } from '../ds/modal/index';
import { useTranslate } from '../shared/shop-context';
import { useStyles } from '../shared/use-styles';
import type { NavigationItem } from '../../stores/navigation/navigation.items';
import { hasFlyout, type MenuType } from './navigation.logic';
import { focusLevel, useLevelFocus } from './navigation-focus';
import { LevelEntry, NavigationLevel, type NavigationSettings } from './navigation-level';
import css from './navigation-levels.css?inline';

export interface NavigationDrawerDialogProps {
  readonly id: string;
  readonly items: readonly NavigationItem[];
  readonly settings: NavigationSettings;
  readonly menuType: MenuType;
  readonly isOpen: boolean;
  /** A close asked for: the close button, the backdrop, Escape or a close request on the menu. */
  readonly onClose: () => void;
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
  onClose: close,
  path,
  onPathChange: setPath,
  menuButtonRef,
}: NavigationDrawerDialogProps): ReactElement {
  useStyles(css);
  const t = useTranslate();
  const bodyRef = useRef<HTMLDivElement>(null);
  useLevelFocus(bodyRef, path);

  // the level's first entry, not the close button showModal picks (the modal's own layout
  // effect, which shows the dialog, runs before this one)
  useLayoutEffect(() => {
    if (isOpen && bodyRef.current) focusLevel(bodyRef.current);
  }, [isOpen]);

  // Escape and a close request: a level up first, then the drawer
  const onClose = (reason: ModalCloseReason): void => {
    if (reason === 'escape' && path.length > 0) setPath(path.slice(0, -1));
    else close();
  };

  const [itemIndex, ...levelPath] = path;
  const item = itemIndex === undefined ? undefined : items[itemIndex];
  return (
    <Modal
      variant="side-sheet"
      id={id}
      className="navigation__drawer"
      label={t('navigation.menu')}
      open={isOpen}
      onClose={onClose}
      returnFocusRef={menuButtonRef}
    >
      {isOpen && (
        <div ref={bodyRef}>
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
    </Modal>
  );
}
