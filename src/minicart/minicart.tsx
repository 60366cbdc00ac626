/**
 * The mini cart (spec header "Header icon bar and flyouts", "Mini cart"): the cart icon with its
 * count badge, and the flyout with the empty, full and loading views. The icon, its badge and
 * the flyout's box load with the page; the panel's content (minicart-panel.tsx) loads on the
 * shopper's intent, and the panel is aria-busy with the loading view until it arrives.
 *
 * Interaction:
 * Interaction is the design system's flyout mechanism (useFlyout), with these choices:
 * - A mouse resting on the icon for 200 ms opens the flyout; leaving earlier opens nothing.
 *   Touch never opens it: a tap follows the icon's link to the cart page, as a click does.
 * - Keyboard: the icon is a link to the cart page; right after it a "show preview" button
 *   (visible when focused) opens the flyout and moves focus into it.
 * - Hovering the overlay for 1 s closes the flyout, as do a press outside, the close button,
 *   Escape and focus moving on; the close button and Escape return focus to the icon.
 * - No flyout on the basket page, nor with useminicart="false".
 * - The panel stays inside the viewport wherever the icon sits (a sheet on phones).
 * The open state is the page's one flyout state (CART), so any other flyout closes.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { formatNumber } from '../core/format';
import { Icon, IconButton } from '../ds/icon-button/index';
import { useFlyout } from '../ds/flyout/index';
import { raisingPreloadError } from '../ds/lazy/index';
import { onDemand, useOnDemand } from '../shared/on-demand';
import { useShop, useTranslate } from '../shared/shop-context';
import { useServerValue } from '../shared/use-hydrating';
import { useStyles } from '../shared/use-styles';
import {
  $cart,
  INITIAL_CART_STATE,
  ensureCartLoaded,
  getCartState,
  loadCartChanges,
  trackMiniCartOpen,
} from '../../stores/cart/index';
import { CART_PAGE_URL, canOpenFlyout, getBadgeText } from './minicart-icon.logic';
import { MiniCartLoading } from './minicart-loading';
import css from './minicart.css?inline';

/**
 * The panel's content (item list, tiles, summary, exits, their rules and styles) is needed only
 * once a shopper shows intent to open it (issue 15): the flyout mechanism imports it when the
 * pointer enters the icon (the 200 ms hover delay covers the import), on focus or a touch there,
 * and opens once it is there; a failed import opens nothing and the next intent tries again.
 * The cart's change code loads with it (stores/cart/cart.load.ts).
 * Shared by every mini cart of the page.
 */
const panelContent = onDemand(
  "the mini cart's panel",
  raisingPreloadError('shop-minicart', () =>
    // with the cart's change code, so a removal in the panel shows at once
    Promise.all([import('./minicart-panel'), loadCartChanges()]).then(([panel]) => panel),
  ),
);

export interface MiniCartProps {
  /** The page group; basket disables the flyout. */
  readonly pageType: string | undefined;
  /** false switches the flyout off (the icon still links to the cart page). */
  readonly useminicart: boolean;
}

export function MiniCart({ pageType, useminicart }: MiniCartProps): ReactElement {
  useStyles(css);
  const { site } = useShop();
  const t = useTranslate();
  const titleId = useId();
  const state = useStore($cart)[site] ?? INITIAL_CART_STATE;
  const iconRef = useRef<HTMLAnchorElement>(null);
  const triggerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const flyoutAllowed = canOpenFlyout(pageType, useminicart);
  const flyout = useFlyout({
    kind: 'CART',
    triggerRef,
    toggleRef,
    panelRef,
    enabled: flyoutAllowed,
    content: panelContent,
    onOpen: () => {
      trackMiniCartOpen();
      // spec header §3 tracking events: view_cart with the cart once it is there, by the
      // change code (loaded with the panel, before the flyout opens)
      void Promise.all([loadCartChanges(), ensureCartLoaded(site)]).then(
        ([changes]) => changes.trackCartEvent('view_cart', site, getCartState(site).cart),
        () => undefined,
      );
    },
    returnFocusRef: iconRef,
  });
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    void ensureCartLoaded(site);
  }, [site]);

  // personal: the server's fragment has no count, so the render that hydrates it has none either
  // (a count known by then would not match); it comes right after, into the badge's fixed place
  const count = useServerValue(state.count, undefined);
  const badge = getBadgeText(count, site);
  const iconLabel =
    count !== undefined && count > 0
      ? t('minicart.icon.labelWithCount', { count: formatNumber(count, site) })
      : t('minicart.icon.label');

  const announce = useCallback((text: string) => {
    // the same text twice in a row must still be read: a changed node is announced
    setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));
  }, []);
  const focusPanel = useCallback(() => panelRef.current?.focus(), []);
  // the flyout imports it on intent and opens once it is there (or shows the loading view)
  const content = useOnDemand(panelContent);
  const Panel = content.module?.MiniCartPanel;
  const { load: loadContent } = content;
  useEffect(() => {
    // rendered means intent: wait for the same import, so the content is built (hidden) during
    // the hover delay, as the panel was before it loaded on demand
    if (flyout.isRendered) loadContent();
  }, [flyout.isRendered, loadContent]);

  return (
    <div className="minicart" data-state={flyout.state}>
      <div ref={triggerRef} {...flyout.getTriggerProps('minicart__trigger')}>
        <a
          ref={iconRef}
          className="minicart__icon"
          part="cart-icon"
          href={CART_PAGE_URL}
          aria-label={iconLabel}
        >
          <Icon name="cart" />
          {badge !== undefined && (
            <span className="minicart__badge" part="badge" aria-hidden="true">
              {badge}
            </span>
          )}
        </a>
        {flyoutAllowed && (
          <button
            type="button"
            className="minicart__toggle"
            part="toggle"
            {...flyout.getToggleProps()}
          >
            <Icon name="chevron-down" />
            <span className="se-visually-hidden">{t('minicart.toggle')}</span>
          </button>
        )}
      </div>
      {flyout.isOpen && <div {...flyout.getOverlayProps('minicart__overlay')} part="overlay" />}
      {flyout.isRendered && (
        <div
          ref={panelRef}
          {...flyout.getPanelProps('minicart__flyout')}
          part="flyout"
          aria-labelledby={titleId}
          aria-busy={!Panel || undefined}
        >
          <div className="minicart__header">
            <h2 id={titleId} className="minicart__heading">
              {t('minicart.title')}
            </h2>
            <IconButton
              icon="close"
              label={t('minicart.close')}
              part="close"
              {...flyout.getCloseButtonProps()}
            />
          </div>
          {Panel ? (
            <Panel state={state} announce={announce} focusPanel={focusPanel} />
          ) : (
            <MiniCartLoading />
          )}
        </div>
      )}
      <div className="se-visually-hidden minicart__announcer" role="status">
        {announcement}
      </div>
    </div>
  );
}
