/**
 * The mini cart's summary (spec header "Summary rows", "Shipping cost rules"): loyalty beans,
 * coupon codes, remaining rebates, gift cards, shipping and cash on delivery, then the total
 * with its VAT hint. Which rows show and their amounts are decided by getSummary
 * (minicart.logic.ts); this file only renders them.
 *
 * The rows collapse behind the total (issue 23): the total and its VAT hint always show, and a
 * "price details" disclosure button after them (drawn under the total's label, on the VAT
 * hint's line) shows the rows above it. Collapsed
 * on every screen, not only where room is short: the flyout is a preview whose room goes to the
 * items (three or more of a full cart in a 900 px window and on a 390 x 844 phone, where the
 * rows took five to six lines), the amount to pay stays in view, the breakdown is one press
 * away and the cart page shows it in full; and the summary looks the same on every screen,
 * whatever the number of coupons and gift cards. Without a total nothing collapses.
 */
import { memo, useCallback, useId, useState, type ReactElement } from 'react';
import { formatNumber, formatPrice } from '../core/format';
import type { Cart } from '../core/schemas/cart';
import { Icon } from '../ds/icon-button/index';
import { useShop, useTranslate } from '../shared/shop-context';
import type { CartState } from '../../stores/cart/index';
import { getSummary, type SummaryRow } from './minicart.logic';

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

interface SummaryRowsProps {
  readonly cart: Cart;
  readonly expanded: boolean;
  readonly onToggle: () => void;
}

/** The rows and total; formatting is the expensive part, so it runs only when a sum changed. */
const SummaryRows = memo(
  function SummaryRows({ cart, expanded, onToggle }: SummaryRowsProps): ReactElement {
    const { site } = useShop();
    const t = useTranslate();
    const rowsId = useId();
    const summary = getSummary(cart, site);
    const collapses = summary.rows.length > 0 && summary.total !== undefined;
    return (
      <>
        {summary.rows.length > 0 && (
          <dl id={rowsId} className="minicart__rows" hidden={collapses && !expanded}>
            {summary.rows.map((row, index) => (
              <SummaryRowView key={`${row.kind}-${index}`} row={row} />
            ))}
          </dl>
        )}
        {summary.total !== undefined && (
          <div className="minicart__total">
            <dl>
              <div className="minicart__row">
                <dt>{t('minicart.summary.total')}</dt>
                <dd>
                  {formatPrice(summary.total, site)}
                  <span className="minicart__vat">{t('minicart.summary.vatHint')}</span>
                </dd>
              </div>
            </dl>
            {collapses && (
              <button
                type="button"
                className="minicart__summary-toggle"
                aria-expanded={expanded}
                aria-controls={rowsId}
                onClick={onToggle}
              >
                {t('minicart.summary.details')}
                <Icon name="chevron-down" />
              </button>
            )}
          </div>
        )}
      </>
    );
  },
  // a local change (a removal before the server answers) leaves the sums as they were
  (previous, next) =>
    previous.expanded === next.expanded &&
    previous.onToggle === next.onToggle &&
    SUMMARY_FIELDS.every((field) => previous.cart[field] === next.cart[field]),
);

export function SummaryView({
  state,
  busy,
}: {
  state: CartState;
  busy: boolean;
}): ReactElement | null {
  const t = useTranslate();
  const titleId = useId();
  const [expanded, setExpanded] = useState(false);
  const toggle = useCallback(() => setExpanded((value) => !value), []);
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
      <SummaryRows cart={state.cart} expanded={expanded} onToggle={toggle} />
    </section>
  );
}
