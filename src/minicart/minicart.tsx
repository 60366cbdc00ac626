/**
 * The mini cart (spec header "Header icon bar and flyouts", "Mini cart"): the cart icon with its
 * count badge, and the flyout with the empty, full and loading views.
 *
 * Interaction:
 * - A mouse resting on the icon for 200 ms opens the flyout; leaving earlier opens nothing.
 *   Touch never opens it: a tap follows the icon's link to the cart page, as a click does.
 * - Keyboard: the icon is a link to the cart page; right after it a "show preview" button
 *   (visible when focused) opens the flyout and moves focus into it.
 * - Hovering the overlay for 1 s closes the flyout, as do a click on it, the close button and
 *   Escape; the latter two return focus to the icon.
 * - No flyout on the basket page, nor with useminicart="false".
 * The open state is the shared flyout state ($flyout CART), so the header's other flyouts close.
 */
import { useStore } from '@nanostores/react';
import { memo, useCallback, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { FLYOUT_HOVER_DELAY_MS, OVERLAY_HOVER_CLOSE_MS } from '../core/config';
import { formatNumber, formatPrice } from '../core/format';
import { Button } from '../ds/button/index';
import { Icon, IconButton } from '../ds/icon-button/index';
import { Notification } from '../ds/notification/index';
import { useShop, useTranslate } from '../shared/shop-context';
import {
  $cart,
  $miniCartOwner,
  INITIAL_CART_STATE,
  closeMiniCart,
  ensureCartLoaded,
  isCartBusy,
  openMiniCart,
  removeCartEntry,
  trackMiniCartExit,
  undoCartRemoval,
  type CartEntry,
  type CartState,
} from '../../stores/cart/index';
import { $flyout } from '../../stores/flyout/index';
import { isCartLimitCode, type Cart } from '../core/schemas/cart';
import { translate } from '../../i18n/index';
import { Tile, getEntryTitle } from './minicart-tile';
import {
  CART_PAGE_URL,
  HOME_URL,
  canOpenFlyout,
  getBadgeText,
  getCheckoutUrl,
  getDisplayedEntries,
  getMiniCartView,
  getSummary,
  hasDefectiveItems,
  holdsUnavailableItems,
  isCheckoutEnabled,
  keepDisplayOrder,
  type SummaryRow,
} from './minicart.logic';

export interface MiniCartProps {
  /** The page group; basket disables the flyout. */
  readonly pageType: string | undefined;
  /** false switches the flyout off (the icon still links to the cart page). */
  readonly useminicart: boolean;
}

// ---------------------------------------------------------------------------------------------
// Error block, summary, exits

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

function SummaryRowView({ row }: { row: SummaryRow }): ReactElement {
  const { site } = useShop();
  const t = useTranslate();
  const minus = (amount: number): string => formatPrice(-amount, site);
  switch (row.kind) {
    case 'loyaltyBeans':
      return (
        <div className="minicart__row">
          <dt>
            {row.beans === undefined
              ? t('minicart.summary.loyaltyBeans')
              : t('minicart.summary.loyaltyBeansCount', { beans: formatNumber(row.beans, site) })}
          </dt>
          <dd>{minus(row.amount)}</dd>
        </div>
      );
    case 'coupon':
      return (
        <div className="minicart__row">
          <dt>{t('minicart.summary.coupon', { code: row.code })}</dt>
          <dd>{minus(row.amount)}</dd>
        </div>
      );
    case 'rebates':
      return (
        <div className="minicart__row">
          <dt>{t('minicart.summary.rebates')}</dt>
          <dd>{minus(row.amount)}</dd>
        </div>
      );
    case 'giftCard':
      return (
        <div className="minicart__row">
          <dt>{t('minicart.summary.giftCard', { cardNumber: row.cardNumber })}</dt>
          <dd>{minus(row.amount)}</dd>
        </div>
      );
    case 'shipping':
      return (
        <div className="minicart__row">
          <dt>{t('minicart.summary.shipping')}</dt>
          {row.amount === 0 ? (
            <dd className="minicart__free-shipping">{t('minicart.summary.freeShipping')}</dd>
          ) : (
            <dd>{formatPrice(row.amount, site)}</dd>
          )}
        </div>
      );
    case 'cashOnDelivery':
      return (
        <div className="minicart__row">
          <dt>{t('minicart.summary.cashOnDelivery')}</dt>
          <dd>{formatPrice(row.amount, site)}</dd>
        </div>
      );
    default:
      return row satisfies never;
  }
}

const SUMMARY_FIELDS = [
  'priceSummary',
  'loyaltyBeanData',
  'redeemedWsacs',
  'giftCardRedemptions',
  'shippingCost',
  'paymentOnDeliveryCost',
  'totalSum',
] as const satisfies readonly (keyof Cart)[];

/** The rows and total; formatting is the expensive part, so it runs only when a sum changed. */
const SummaryRows = memo(
  function SummaryRows({ cart }: { cart: Cart }): ReactElement {
    const { site } = useShop();
    const t = useTranslate();
    const summary = getSummary(cart, site);
    return (
      <dl>
        {summary.rows.map((row, index) => (
          <SummaryRowView key={`${row.kind}-${index}`} row={row} />
        ))}
        {summary.total !== undefined && (
          <div className="minicart__row minicart__total">
            <dt>{t('minicart.summary.total')}</dt>
            <dd>
              {formatPrice(summary.total, site)}
              <span className="minicart__vat">{t('minicart.summary.vatHint')}</span>
            </dd>
          </div>
        )}
      </dl>
    );
  },
  // a local change (a removal before the server answers) leaves the sums as they were
  (previous, next) => SUMMARY_FIELDS.every((field) => previous.cart[field] === next.cart[field]),
);

function SummaryView({ state, busy }: { state: CartState; busy: boolean }): ReactElement | null {
  const t = useTranslate();
  const titleId = useId();
  if (!state.cart) return null;
  return (
    <section
      className="minicart__summary"
      part="summary"
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
    >
      <h3 id={titleId} className="se-visually-hidden">
        {t('minicart.summary.title')}
      </h3>
      <SummaryRows cart={state.cart} />
    </section>
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

function useTimer(): [start: (callback: () => void, delayMs: number) => void, stop: () => void] {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stop = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const start = useCallback(
    (callback: () => void, delayMs: number) => {
      stop();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        callback();
      }, delayMs);
    },
    [stop],
  );
  useEffect(() => stop, [stop]);
  return [start, stop];
}

export function MiniCart({ pageType, useminicart }: MiniCartProps): ReactElement {
  const { site, host } = useShop();
  const t = useTranslate();
  const owner = useId();
  const panelId = useId();
  const titleId = useId();
  const state = useStore($cart)[site] ?? INITIAL_CART_STATE;
  const flyout = useStore($flyout);
  const openOwner = useStore($miniCartOwner);
  const flyoutAllowed = canOpenFlyout(pageType, useminicart);
  const open = flyoutAllowed && flyout === 'CART' && openOwner === owner;

  const iconRef = useRef<HTMLAnchorElement>(null);
  const triggerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef(false);
  const [startHover, stopHover] = useTimer();
  const [startOverlay, stopOverlay] = useTimer();
  const [announcement, setAnnouncement] = useState('');
  // the panel is built, hidden, while the hover delay runs: opening then only shows it
  const [prepared, setPrepared] = useState(false);

  useEffect(() => {
    void ensureCartLoaded(site);
  }, [site]);

  // the flyout closes when it is switched off while open, and when this element goes
  useEffect(() => {
    if (!flyoutAllowed) closeMiniCart(owner);
  }, [flyoutAllowed, owner]);
  useEffect(() => () => closeMiniCart(owner), [owner]);

  const openFlyout = useCallback(() => {
    void ensureCartLoaded(site);
    openMiniCart(owner);
  }, [owner, site]);

  const close = useCallback(
    (returnFocus: boolean) => {
      stopOverlay();
      setPrepared(false);
      closeMiniCart(owner);
      if (returnFocus) iconRef.current?.focus();
    },
    [owner, stopOverlay],
  );

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current) {
      focusOnOpen.current = false;
      panelRef.current?.focus();
    }
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      // focus goes back to the icon only when it was in the mini cart: Escape elsewhere on
      // the page must not move the visitor
      const focusInside = host.shadowRoot?.activeElement != null;
      close(focusInside);
    };
    // a press anywhere outside the icon and the panel (the overlay included) closes it
    const onPointerDown = (event: PointerEvent): void => {
      const path = event.composedPath();
      if (
        !path.includes(panelRef.current as EventTarget) &&
        !path.includes(triggerRef.current as EventTarget)
      ) {
        close(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close, host]);

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

  return (
    <div
      className="minicart"
      data-state={open ? 'open' : 'closed'}
      onBlur={(event) => {
        // focus moving on to something outside the mini cart closes the flyout
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) close(false);
      }}
    >
      <div
        ref={triggerRef}
        className="minicart__trigger"
        onPointerEnter={(event) => {
          if (event.pointerType !== 'mouse' || !flyoutAllowed || open) return;
          setPrepared(true);
          startHover(openFlyout, FLYOUT_HOVER_DELAY_MS);
        }}
        onPointerLeave={() => {
          stopHover();
          if (!open) setPrepared(false);
        }}
      >
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
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => {
              if (open) {
                close(true);
                return;
              }
              focusOnOpen.current = true;
              openFlyout();
            }}
          >
            <Icon name="chevron-down" />
            <span className="se-visually-hidden">{t('minicart.toggle')}</span>
          </button>
        )}
      </div>
      {(open || prepared) && (
        <>
          {open && (
            <div
              className="minicart__overlay"
              part="overlay"
              aria-hidden="true"
              onPointerEnter={() => startOverlay(() => close(false), OVERLAY_HOVER_CLOSE_MS)}
              onPointerLeave={stopOverlay}
            />
          )}
          <div
            ref={panelRef}
            id={panelId}
            className="minicart__flyout"
            part="flyout"
            role="dialog"
            aria-labelledby={titleId}
            tabIndex={-1}
            hidden={!open}
          >
            <div className="minicart__header">
              <h2 id={titleId} className="minicart__heading">
                {t('minicart.title')}
              </h2>
              <IconButton
                icon="close"
                label={t('minicart.close')}
                part="close"
                onClick={() => close(true)}
              />
            </div>
            <PanelContent state={state} announce={announce} focusPanel={focusPanel} />
          </div>
        </>
      )}
      <div className="se-visually-hidden minicart__announcer" role="status">
        {announcement}
      </div>
    </div>
  );
}
