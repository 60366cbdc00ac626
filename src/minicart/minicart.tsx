/**
 * The mini cart (spec header "Header icon bar and flyouts", "Mini cart"): the cart icon with its
 * count badge, and the flyout with the empty, full and loading views.
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
import { Button } from '../ds/button/index';
import { Icon, IconButton } from '../ds/icon-button/index';
import { useFlyout } from '../ds/flyout/index';
import { Notification } from '../ds/notification/index';
import { useShop, useTranslate } from '../shared/shop-context';
import { useStyles } from '../shared/use-styles';
import {
  $cart,
  INITIAL_CART_STATE,
  ensureCartLoaded,
  isCartBusy,
  removeCartEntry,
  trackMiniCartExit,
  trackMiniCartOpen,
  undoCartRemoval,
  type CartEntry,
  type CartState,
} from '../../stores/cart/index';
import { isCartLimitCode } from '../core/schemas/cart';
import { translate } from '../../i18n/index';
import { SummaryView } from './minicart-summary';
import { Tile, getEntryTitle } from './minicart-tile';
import css from './minicart.css?inline';
import {
  CART_PAGE_URL,
  HOME_URL,
  canOpenFlyout,
  getBadgeText,
  getCheckoutUrl,
  getDisplayedEntries,
  getMiniCartView,
  hasDefectiveItems,
  holdsUnavailableItems,
  isCheckoutEnabled,
  keepDisplayOrder,
} from './minicart.logic';

export interface MiniCartProps {
  /** The page group; basket disables the flyout. */
  readonly pageType: string | undefined;
  /** false switches the flyout off (the icon still links to the cart page). */
  readonly useminicart: boolean;
}

// ---------------------------------------------------------------------------------------------
// Error block and exits

function ErrorBlock({ state }: { state: CartState }): ReactElement | null {
  const { site } = useShop();
  const t = useTranslate();
  const { readError, changeError, cart } = state;
  const defective = hasDefectiveItems(cart);
  if (!readError && !changeError && !defective) return null;
  const limitCode = changeError && isCartLimitCode(changeError.code) ? changeError.code : undefined;
  const limit = changeError?.limit;
  return (
    <div className="minicart__errors" part="errors">
      {readError && <Notification state="error">{t('cart.error.read')}</Notification>}
      {changeError &&
        (limitCode && limit !== undefined ? (
          <Notification state="warning">
            {t(`cart.limit.${limitCode}`, { limit: formatNumber(limit, site) })}
          </Notification>
        ) : (
          <Notification state="error">{t('cart.error.change')}</Notification>
        ))}
      {defective && <Notification state="warning">{t('cart.defective.banner')}</Notification>}
    </div>
  );
}

function Exits({ state }: { state: CartState }): ReactElement {
  const t = useTranslate();
  const hintId = useId();
  const enabled = isCheckoutEnabled(state.cart);
  // say why only when there is something to remove (an empty cart disables checkout too)
  const showsHint = !enabled && holdsUnavailableItems(state.cart);
  return (
    <div className="minicart__exits" part="exits">
      <Button
        href={CART_PAGE_URL}
        variant="secondary"
        width="full"
        onClick={() => trackMiniCartExit('cart')}
      >
        {t('minicart.exit.cart')}
      </Button>
      <Button
        href={getCheckoutUrl(state.cart)}
        variant="primary"
        width="full"
        disabled={!enabled}
        aria-describedby={showsHint ? hintId : undefined}
        onClick={() => trackMiniCartExit('checkout')}
      >
        {t('minicart.exit.checkout')}
      </Button>
      {showsHint && (
        <p id={hintId} className="minicart__hint">
          {t('minicart.exit.checkoutUnavailable')}
        </p>
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Panel content

interface ContentProps {
  readonly state: CartState;
  readonly announce: (text: string) => void;
  readonly focusPanel: () => void;
}

type FocusRequest = { readonly key: string; readonly target: 'undo' | 'remove' } | undefined;

function FullView({ state, announce, focusPanel }: ContentProps): ReactElement {
  const { site, messages } = useShop();
  const busy = isCartBusy(state);
  const [shownKeys, setShownKeys] = useState<readonly string[]>([]);
  const displayed = keepDisplayOrder(getDisplayedEntries(state.cart, state.deleted), shownKeys);
  const keys = displayed.map((item) => item.key);
  // the order of this render is the one the next render keeps (state from the previous render)
  if (keys.join('\n') !== shownKeys.join('\n')) setShownKeys(keys);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(undefined);
  const clearFocusRequest = useCallback(() => setFocusRequest(undefined), []);

  // stable across renders, so a change re-renders only the tiles whose item changed
  const remove = useCallback(
    (entry: CartEntry, key: string): void => {
      void removeCartEntry(site, entry);
      announce(translate(messages, 'minicart.announce.removed', { title: getEntryTitle(entry) }));
      setFocusRequest({ key, target: 'undo' });
    },
    [site, messages, announce],
  );
  const undo = useCallback(
    (deletedId: number, entry: CartEntry, key: string): void => {
      void undoCartRemoval(site, deletedId);
      announce(translate(messages, 'minicart.announce.restored', { title: getEntryTitle(entry) }));
      setFocusRequest({ key, target: 'remove' });
    },
    [site, messages, announce],
  );

  return (
    <>
      <ErrorBlock state={state} />
      {displayed.length > 0 && (
        <ul className="minicart__items" part="items" aria-busy={busy || undefined}>
          {displayed.map((item) => (
            <Tile
              key={item.key}
              displayed={item}
              onRemove={remove}
              onUndo={undo}
              onFocusLost={focusPanel}
              focusRequest={focusRequest?.key === item.key ? focusRequest.target : undefined}
              onFocusDone={clearFocusRequest}
            />
          ))}
        </ul>
      )}
      <SummaryView state={state} busy={busy} />
      <Exits state={state} />
    </>
  );
}

function PanelContent(props: ContentProps): ReactElement {
  const t = useTranslate();
  const view = getMiniCartView(props.state);
  switch (view) {
    case 'loading':
      return (
        <div className="minicart__loading" role="status">
          <span className="minicart__spinner" aria-hidden="true" />
          <span className="se-visually-hidden">{t('common.loading')}</span>
        </div>
      );
    case 'empty':
      return (
        <div className="minicart__empty" part="empty">
          <p className="minicart__empty-title">{t('minicart.empty.title')}</p>
          <p>{t('minicart.empty.text')}</p>
          <Button href={HOME_URL} variant="secondary" width="full">
            {t('minicart.empty.continue')}
          </Button>
        </div>
      );
    case 'full':
      return <FullView {...props} />;
    default:
      return view satisfies never;
  }
}

// ---------------------------------------------------------------------------------------------
// The element's view

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
  const flyout = useFlyout({
    kind: 'CART',
    triggerRef,
    toggleRef,
    panelRef,
    enabled: canOpenFlyout(pageType, useminicart),
    onOpen: () => {
      void ensureCartLoaded(site);
      trackMiniCartOpen();
    },
    returnFocusRef: iconRef,
  });
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    void ensureCartLoaded(site);
  }, [site]);

  const badge = getBadgeText(state.count, site);
  const iconLabel =
    state.count !== undefined && state.count > 0
      ? t('minicart.icon.labelWithCount', { count: formatNumber(state.count, site) })
      : t('minicart.icon.label');

  const announce = useCallback((text: string) => {
    // the same text twice in a row must still be read: a changed node is announced
    setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));
  }, []);
  const focusPanel = useCallback(() => panelRef.current?.focus(), []);
  const flyoutAllowed = canOpenFlyout(pageType, useminicart);

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
          <PanelContent state={state} announce={announce} focusPanel={focusPanel} />
        </div>
      )}
      <div className="se-visually-hidden minicart__announcer" role="status">
        {announcement}
      </div>
    </div>
  );
}
