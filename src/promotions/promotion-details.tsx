/**
 * The campaign row's details panel in full (campaign-row.tsx, Details): the whole top banner
 * under the panel's title and close button. A module of its own, loaded on intent at the row's
 * details control: what it renders (PromotionView) comes with the promotion blocks' chunk, which
 * the navigation's levels load too.
 */
import type { ReactNode } from 'react';
import { IconButton } from '../ds/icon-button/index';
import { useTranslate } from '../shared/shop-context';
import { useStyles } from '../shared/use-styles';
import type { Promotion } from '../../stores/promotions/index';
import { PromotionView } from './promotions';
import css from './promotions.css?inline';

export interface PromotionDetailsProps {
  /** The campaign row's top banner. */
  readonly promotion: Promotion;
  readonly promotionId: string;
  /** The panel's title's id (the panel's name). */
  readonly titleId: string;
  /** The close button's action (the flyout's). */
  readonly onClick: () => void;
}

/**
 * The campaign row's details panel (campaign-row.tsx, Details): its title and close button over
 * the whole top banner.
 */
export function PromotionDetails({
  promotion,
  promotionId,
  titleId,
  onClick,
}: PromotionDetailsProps): ReactNode {
  useStyles(css);
  const t = useTranslate();
  return (
    <>
      <div className="promotions__details-head">
        <p id={titleId} className="promotions__details-title">
          {t('promotions.details.title')}
        </p>
        <IconButton icon="close" label={t('common.close')} part="close" onClick={onClick} />
      </div>
      <PromotionView promotion={promotion} promotionId={promotionId} />
    </>
  );
}
