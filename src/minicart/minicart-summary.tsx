/**
 * The mini cart's summary (spec header "Summary rows", "Shipping cost rules"): loyalty beans,
 * coupon codes, remaining rebates, gift cards, shipping and cash on delivery, then the total
 * with its VAT hint. Which rows show and their amounts are decided by getSummary
 * (minicart.logic.ts); this file only renders them.
 */
import { memo, useId, type ReactElement } from 'react';
import { formatNumber, formatPrice } from '../core/format';
import type { Cart } from '../core/schemas/cart';
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

export function SummaryView({
  state,
  busy,
}: {
  state: CartState;
  busy: boolean;
}): ReactElement | null {
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
