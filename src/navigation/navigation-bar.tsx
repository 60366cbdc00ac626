/**
 * The desktop navigation (CLASSIC, TABLET; spec header "Main navigation", §4 Navigation): a row
 * of top-level items following the disclosure navigation pattern with top-level links. An item
 * with a flyout is its link plus a disclosure button (aria-expanded, aria-controls); without a
 * link (theme worlds without a url) the button alone, named by the title. Not the menu pattern:
 * menu roles promise application-style keys for every entry, and the flyouts hold teasers,
 * images and the category banner as well as links.
 *
 * - Each flyout opens through the flyout mechanism as the kind NAVIGATION: hover intent of
 *   NAVIGATION_HOVER_DELAY_MS (300 ms; leaving earlier opens nothing), the button, Escape and a
 *   press outside, focus leaving, the shared open marker and overlay; opening it closes any
 *   icon-bar flyout and the other way round.
 * - On touch the first tap on an item's link opens its flyout and the second follows the link.
 * - Left and Right (Home, End) move between the top-level links and buttons.
 * - An item opened once stays rendered (hidden) while closed: opening it again shows it at once.
 * - The levels' code (navigation-level.tsx) loads on the first sign of intent at any item (the
 *   pointer entering it, focus, a touch): within the 300 ms hover delay; a flyout opens once it
 *   is there (the flyout mechanism waits for it).
 * - The panel lines up with its item's start and is as wide as its content needs, up to 64rem,
 *   kept inside the window by the mechanism; not the header's full width: the mechanism places
 *   a panel against its item, and a 1920 px panel would put the list far from the item the eye
 *   is on.
 * - Too many items for the width: the row scrolls sideways (thin scroll bar). Every item stays
 *   one arrow key or tab away and nothing hides behind a "More" menu, which would need every
 *   item measured and a second menu to reach.
 */
import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactElement } from 'react';
import { NAVIGATION_HOVER_DELAY_MS } from '../core/config';
import { useFlyout } from '../ds/flyout/index';
import { Icon } from '../ds/icon-button/index';
import { LazyBody } from '../ds/lazy/index';
import { useTranslate } from '../shared/shop-context';
import type { NavigationItem } from '../../stores/navigation/navigation.items';
import { getBarFocusTarget, hasFlyout, type MenuType } from './navigation.logic';
import { navigationLevels } from './navigation-levels';
import type { NavigationSettings } from './navigation-level';

function moveAlongBar(event: KeyboardEvent<HTMLElement>): void {
  const controls = [
    ...(event.currentTarget.closest('ul')?.querySelectorAll<HTMLElement>('[data-navigation-top]') ??
      []),
  ];
  const target = getBarFocusTarget(
    controls.length,
    controls.indexOf(event.currentTarget),
    event.key,
  );
  if (target === undefined) return;
  event.preventDefault();
  controls[target]?.focus();
}

const isTouch = (event: MouseEvent): boolean =>
  /^(touch|pen)$/.test((event.nativeEvent as PointerEvent).pointerType ?? '');

function BarItem({
  item,
  settings,
  menuType,
}: {
  readonly item: NavigationItem;
  readonly settings: NavigationSettings;
  readonly menuType: MenuType;
}): ReactElement | null {
  const t = useTranslate();
  const triggerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const withFlyout = hasFlyout(item, menuType);
  const flyout = useFlyout({
    kind: 'NAVIGATION',
    triggerRef,
    toggleRef,
    panelRef,
    enabled: withFlyout,
    hoverDelayMs: NAVIGATION_HOVER_DELAY_MS,
    align: 'start',
    content: navigationLevels,
  });
  const [path, setPath] = useState<readonly number[]>([]);
  // kept rendered once rendered; back at the item's own level each time it closes
  const [kept, setKept] = useState(false);
  const [wasOpen, setWasOpen] = useState(false);
  if (flyout.isRendered && !kept) setKept(true);
  if (flyout.isOpen !== wasOpen) {
    setWasOpen(flyout.isOpen);
    if (!flyout.isOpen) setPath([]);
  }

  if (!item.href && !withFlyout) return null;
  const toggle = flyout.getToggleProps();
  return (
    <li>
      <div ref={triggerRef} {...flyout.getTriggerProps('navigation__trigger')}>
        {item.href && (
          <a
            className="navigation__top"
            href={item.href}
            {...(item.kind === 'CATEGORY' && item.node.target === '_blank'
              ? { target: '_blank', rel: 'noopener' }
              : {})}
            data-trail={item.title}
            data-navigation-top=""
            onKeyDown={moveAlongBar}
            onClick={(event) => {
              // spec header "Main navigation": on touch the first tap opens, the second follows
              if (withFlyout && !flyout.isOpen && isTouch(event)) {
                event.preventDefault();
                flyout.open();
              }
            }}
          >
            {item.title}
          </a>
        )}
        {withFlyout && (
          <button
            ref={toggleRef}
            type="button"
            className="navigation__toggle"
            aria-label={item.href ? t('navigation.submenu', { title: item.title }) : undefined}
            data-navigation-top=""
            onKeyDown={moveAlongBar}
            {...toggle}
          >
            {!item.href && item.title}
            <Icon name="chevron-down" />
          </button>
        )}
      </div>
      {flyout.isOpen && <div {...flyout.getOverlayProps()} />}
      {kept && (
        <div ref={panelRef} {...flyout.getPanelProps('navigation__panel')} role={undefined}>
          <LazyBody
            body={navigationLevels}
            props={{ item, settings, path, onPathChange: setPath, focusRef: panelRef }}
          />
        </div>
      )}
    </li>
  );
}

export function NavigationBar({
  items,
  settings,
  menuType,
}: {
  readonly items: readonly NavigationItem[];
  readonly settings: NavigationSettings;
  readonly menuType: MenuType;
}): ReactElement {
  return (
    <ul
      className="navigation__bar"
      // an item focused at the scrolled row's edge shows whole, with its focus ring (the row's
      // scroll padding); Chromium's own focus scroll leaves a partly shown item as it is
      onFocus={({ target }) => {
        if (target.hasAttribute('data-navigation-top')) {
          target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        }
      }}
    >
      {items.map((item, index) => (
        <BarItem
          key={`${index} ${item.title}`}
          item={item}
          settings={settings}
          menuType={menuType}
        />
      ))}
    </ul>
  );
}
