/**
 * A star rating (spec header §5 "A rating id must be alphanumeric. The rating scale default is
 * 5"). Shown in half steps; read as one image whose name is ds.rating.label ('4,5 von 5
 * Sternen'), with the value as given (clamped, one decimal at most) in the site's number format.
 * A rejected rating (id not alphanumeric, bad scale or value) renders nothing and logs a warning
 * once, since no rating is better than a wrong one.
 *
 * @csspart rating - The rating (role img, named by ds.rating.label); id is the rating id.
 * @csspart rating-star - One star; data-fill="full|half|empty".
 * @cssprop --se-rating-color - The colour of filled stars (default: the activating colour).
 */
import { useEffect, type ReactElement } from 'react';
import { formatNumber } from '../../core/format';
import { logOnce } from '../../core/logger';
import { useShop, useTranslate } from '../../shared/shop-context';
import { useStyles } from '../../shared/use-styles';
import { Icon } from '../icon-button/icons';
import css from './rating.css?inline';
import { getStarFills, parseRating } from '../theme/theme.logic';

export interface RatingProps {
  /** Alphanumeric; becomes the element id. */
  readonly id: string;
  /** Clamped to 0..scale. */
  readonly value: number | string;
  /** Whole number 1..10; default 5. */
  readonly scale?: number | string;
}

export function Rating({ id, value, scale }: RatingProps): ReactElement | null {
  useStyles(css);
  const t = useTranslate();
  const { site } = useShop();
  const rating = parseRating({ id, value, scale });
  const rejected =
    rating === undefined ? `${String(id)}|${String(value)}|${String(scale)}` : undefined;

  useEffect(() => {
    if (rejected !== undefined) {
      logOnce(`ds-rating:${rejected}`, 'warn', 'Rating rejected', { rating: rejected });
    }
  }, [rejected]);

  if (!rating) return null;

  const label = t('ds.rating.label', {
    value: formatNumber(rating.value, site, { maximumFractionDigits: 1 }),
    scale: formatNumber(rating.scale, site),
  });
  return (
    <span id={rating.id} part="rating" className="rating" role="img" aria-label={label}>
      {getStarFills(rating.value, rating.scale).map((fill, index) => (
        // the stars are positional: index is their identity
        <span key={index} part="rating-star" className="rating__star" data-fill={fill}>
          <Icon name="star" className="rating__star-empty" />
          <Icon name="star" className="rating__star-filled" />
        </span>
      ))}
    </span>
  );
}
