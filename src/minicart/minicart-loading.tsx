import type { ReactElement } from 'react';
import { useTranslate } from '../shared/shop-context';

/**
 * The panel's loading view: while the cart loads, and while the panel's own code loads on the
 * shopper's first intent (then the panel is aria-busy). Its styles are the icon's (minicart.css),
 * so it shows before the panel's code and stylesheet arrive.
 */
export function MiniCartLoading(): ReactElement {
  const t = useTranslate();
  return (
    <div className="minicart__loading" role="status">
      <span className="minicart__spinner" aria-hidden="true" />
      <span className="se-visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
