/**
 * A promotion's voucher code (spec header "Promotion blocks": a voucher code with instruction
 * and a copy button whose success shows for 3 s). The code is named by the copy button
 * (aria-describedby) and selectable in one click; the copy result shows beside the button in a
 * polite live region that exists before it changes, so screen readers announce it once.
 */
import { useStore } from '@nanostores/react';
import { useId, type ReactElement } from 'react';
import type { PromotionContent } from '../core/schemas/promotion';
import { Button } from '../ds/button/index';
import { Icon } from '../ds/icon-button/index';
import { useTranslate } from '../shared/shop-context';
import { $voucherCopy, copyVoucherCode } from '../../stores/promotions/index';
import { writeToClipboard } from './promotions-clipboard';

export interface VoucherProps {
  readonly voucher: NonNullable<PromotionContent['voucherCode']>;
  /** The block's id: the copy result shows only in the block that copied. */
  readonly owner: string;
  readonly promotionId: string;
}

export function Voucher({ voucher, owner, promotionId }: VoucherProps): ReactElement {
  const t = useTranslate();
  const copy = useStore($voucherCopy);
  const status = copy?.owner === owner ? copy.status : undefined;
  const codeId = useId();
  return (
    <div className="promotions__voucher">
      <p className="promotions__voucher-line">
        {`${t('promotions.voucher.label')}: `}
        <strong id={codeId} className="promotions__voucher-code">
          {voucher.code}
        </strong>
      </p>
      {voucher.instruction !== undefined && (
        <p className="promotions__voucher-instruction">{voucher.instruction}</p>
      )}
      <Button
        variant="secondary"
        size="small"
        aria-describedby={codeId}
        onClick={() =>
          void copyVoucherCode({ owner, promotionId, code: voucher.code, write: writeToClipboard })
        }
      >
        <Icon name="copy" />
        {t('promotions.voucher.copy')}
      </Button>
      <p role="status" className="promotions__copy-status">
        {status === 'copied' && (
          <>
            <Icon name="check" />
            {t('promotions.voucher.copied')}
          </>
        )}
        {status === 'failed' && t('promotions.voucher.copyFailed')}
      </p>
    </div>
  );
}
