/**
 * The mini cart's panel content (spec header "Mini cart"): the error block, the item list with
 * its tiles, the summary and the exits, or the empty view. It loads on the shopper's intent at
 * the cart icon (minicart.tsx), with its rules (minicart.logic.ts) and its stylesheet: a page
 * that only shows the icon and its badge does not load it.
 */
import { useCallback, useId, useState, type ReactElement } from 'react';
import { formatNumber } from '../core/format';
import { isCartLimitCode } from '../core/schemas/cart';
import { Button } from '../ds/button/index';
import { Notification } from '../ds/notification/index';
import { useShop, useTranslate } from '../shared/shop-context';
import { useStyles } from '../shared/use-styles';
import {
  isCartBusy,
  trackMiniCartExit,
  type CartEntry,
  type CartState,
} from '../../stores/cart/index';
// with the change code, which the panel loads with itself (minicart.tsx)
import { trackCartEvent } from '../../stores/cart/cart.changes';
import { removeCartEntry, undoCartRemoval } from '../../stores/cart/cart.removal';
import { translate } from '../../i18n/index';
import { CART_PAGE_URL } from './minicart-icon.logic';
import { MiniCartLoading } from './minicart-loading';
import { SummaryView } from './minicart-summary';
import { Tile, getEntryTitle } from './minicart-tile';
import css from './minicart-panel.css?inline';
import {
  HOME_URL,
  getCheckoutUrl,
  getDisplayedEntries,
  getMiniCartView,
  hasDefectiveItems,
  holdsUnavailableItems,
  isCheckoutEnabled,
  keepDisplayOrder,
} from './minicart.logic';

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
  const { site } = useShop();
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
        onClick={() => {
          trackMiniCartExit('checkout');
          trackCartEvent('begin_checkout', site, state.cart);
        }}
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

export interface MiniCartPanelProps {
  readonly state: CartState;
  readonly announce: (text: string) => void;
  readonly focusPanel: () => void;
}

type FocusRequest = { readonly key: string; readonly target: 'undo' | 'remove' } | undefined;

function FullView({ state, announce, focusPanel }: MiniCartPanelProps): ReactElement {
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

/** What the panel shows below its heading: loading, the empty view or the full view. */
export function MiniCartPanel(props: MiniCartPanelProps): ReactElement {
  useStyles(css);
  const t = useTranslate();
  const view = getMiniCartView(props.state);
  switch (view) {
    case 'loading':
      return <MiniCartLoading />;
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
