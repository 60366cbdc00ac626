/**
 * A promotion's voucher code (spec header "Promotion blocks": a voucher code with instruction
 * and a copy button whose success shows for 3 s). The code is named by the copy button
 * (aria-describedby) and selectable in one click; the copy result shows beside the button in a
 * polite live region that exists before it changes, so screen readers announce it once. In the
 * header's campaign row it is one line: the instruction waits in the details panel, and where the
 * row is narrow the label and the button's text are read, not shown (campaign-row.css).
 */
import { useStore } from '@nanostores/react';
import { useId, type ReactElement } from 'react';
import type { PromotionContent } from '../core/schemas/promotion';
import { Button } from '../ds/button/index';
import { Icon } from '../ds/icon-button/index';
import { useTranslate } from '../shared/shop-context';
import { useStyles } from '../shared/use-styles';
import { $voucherCopy, copyVoucherCode, trackPromotionClick } from '../../stores/promotions/index';
import { writeToClipboard } from './promotions-clipboard';
import { getPromotionAction } from './promotions.logic';
import css from './promotions-voucher.css?inline';

export interface VoucherProps {
  readonly voucher: NonNullable<PromotionContent['voucherCode']>;
  /** The block's id: the copy result shows only in the block that copied. */
  readonly owner: string;
  readonly promotionId: string;
}

export function Voucher({ voucher, owner, promotionId }: VoucherProps): ReactElement {
  useStyles(css);
  const t = useTranslate();
  const copy = useStore($voucherCopy);
  const status = copy?.owner === owner ? copy.status : undefined;
  const codeId = useId();
  return (
    <div className="promotions__voucher">
      <p className="promotions__voucher-line">
        <span className="promotions__voucher-label">{
          // the colon is the message's: French puts a space before it
          `${t('promotions.voucher.label')} `
        }</span>
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
        <span className="promotions-row__words">{t('promotions.voucher.copy')}</span>
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

export interface PromotionActionProps {
  readonly content: PromotionContent;
  /** The block's id: the copy result shows only in the block that copied. */
  readonly owner: string;
  readonly promotionId: string;
}

/**
 * A promotion's voucher code or its call-to-action button, as the CMS's selector has it
 * (getPromotionAction); nothing when it has neither. The campaign row's line and a full block.
 */
export function PromotionAction({
  content,
  owner,
  promotionId,
}: PromotionActionProps): ReactElement | null {
  const action = getPromotionAction(content);
  const cta = content.ctaButton;
  if (action === 'voucher' && content.voucherCode)
    return <Voucher voucher={content.voucherCode} owner={owner} promotionId={promotionId} />;
  if (action === 'cta' && cta)
    return (
      <Button
        href={cta.url}
        size="small"
        onClick={() => trackPromotionClick({ kind: 'cta', promotionId, url: cta.url })}
      >
        {cta.text}
      </Button>
    );
  return null;
}
