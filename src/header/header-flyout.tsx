/**
 * One icon of the header's icon bar with its flyout (spec header "Header icon bar and flyouts"):
 * the icon is a disclosure button (aria-expanded, aria-controls) that opens a non-modal dialog
 * through the flyout mechanism: a mouse resting on it for 200 ms, a click, a tap or Enter/Space
 * (then focus moves in); the close button, Escape, a press outside, focus leaving and 1 s on the
 * overlay close it, and only one flyout of the page is open at a time.
 *
 * The disclosure pattern rather than the menu button pattern: the panels hold a search form, a
 * store finder form, greetings and buttons as well as links, and the menu pattern allows only
 * menu items moved through with arrow keys, which would make the forms unreachable.
 */
import { useId, useRef, type ComponentType, type ReactNode } from 'react';
import { useFlyout } from '../ds/flyout/index';
import { Icon, IconButton, type IconName } from '../ds/icon-button/index';
import { LazyBody } from '../ds/lazy/index';
import type { OnDemandModule } from '../shared/on-demand';
import { useTranslate } from '../shared/shop-context';
import { useHydrating } from '../shared/use-hydrating';
import type { OpenFlyout } from '../../stores/flyout/index';
import { trackHeaderIcon, type HeaderIconTarget } from '../../stores/header/index';

export interface HeaderFlyoutProps {
  readonly kind: OpenFlyout;
  readonly icon: IconName;
  /** The icon's visible label (on wide headers). */
  readonly label: string;
  /** The accessible name, when it says more than the label (it starts with the label). */
  readonly accessibleName?: string;
  /** The dialog's title. */
  readonly title: string;
  readonly trackingTarget: HeaderIconTarget;
  /** The panel's content, rendered while the panel is (about to be) shown. */
  readonly children?: (controls: { readonly isOpen: boolean }) => ReactNode;
  /**
   * Instead of children: the panel's body loaded on demand, imported on the first sign of intent
   * at the icon (pointer, focus, touch); the flyout opens once it is there.
   */
  readonly body?: OnDemandModule<ComponentType>;
  /**
   * The id of the popover the icon opens while the server's HTML hydrates (and before, without a
   * script): the server's stand-in for the flyout (search-before-hydration.ts).
   */
  readonly popoverBeforeHydration?: string;
}

export function HeaderFlyout({
  kind,
  icon,
  label,
  accessibleName,
  title,
  trackingTarget,
  children,
  body,
  popoverBeforeHydration,
}: HeaderFlyoutProps) {
  const t = useTranslate();
  const titleId = useId();
  const triggerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const flyout = useFlyout({ kind, triggerRef, toggleRef, panelRef, content: body });
  const toggle = flyout.getToggleProps();
  const hydrating = useHydrating();
  const part = kind.toLowerCase().replace('_', '-');
  return (
    <div className="header-flyout" data-flyout={kind}>
      <div ref={triggerRef} {...flyout.getTriggerProps('header-flyout__trigger')}>
        <button
          ref={toggleRef}
          type="button"
          className="header-flyout__icon"
          part={`icon ${part}-icon`}
          aria-label={accessibleName}
          popoverTarget={hydrating ? popoverBeforeHydration : undefined}
          {...toggle}
          onClick={(event) => {
            trackHeaderIcon(trackingTarget);
            toggle.onClick(event);
          }}
        >
          <Icon name={icon} />
          <span className="header-flyout__label">{label}</span>
        </button>
      </div>
      {flyout.isOpen && (
        <div {...flyout.getOverlayProps('header-flyout__overlay')} part="overlay" />
      )}
      {flyout.isRendered && (
        <div
          ref={panelRef}
          {...flyout.getPanelProps('header-flyout__panel')}
          part={`flyout ${part}-flyout`}
          aria-labelledby={titleId}
        >
          <div className="header-flyout__head">
            <p id={titleId} className="header-flyout__title">
              {title}
            </p>
            <IconButton
              icon="close"
              label={t('common.close')}
              part="close"
              {...flyout.getCloseButtonProps()}
            />
          </div>
          {body ? <LazyBody body={body} props={{}} /> : children?.({ isOpen: flyout.isOpen })}
        </div>
      )}
    </div>
  );
}
