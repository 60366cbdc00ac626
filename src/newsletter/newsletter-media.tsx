/**
 * The image and the discount bubble beside (or, narrow, above) the form (spec footer §2: an image
 * and a bubble with the discount and the welcome-voucher wording). The image is decorative.
 */
import type { Translate } from '../shared/shop-context';
import type { NewsletterImage } from './newsletter.logic';

export interface NewsletterMediaProps {
  /** None on narrow widths (spec footer §2, §9). */
  readonly image: NewsletterImage | undefined;
  /** The discount as the site writes it (`10 %`, `%10`). */
  readonly discountText: string;
  readonly t: Translate;
}

export function NewsletterMedia({ image, discountText, t }: NewsletterMediaProps) {
  return (
    <div part="media" className="newsletter__media" data-image={image ? 'shown' : 'none'}>
      {image && (
        <img
          part="image"
          className="newsletter__image"
          src={image.src}
          width={image.width}
          height={image.height}
          alt=""
          decoding="async"
        />
      )}
      <p part="bubble" className="newsletter__bubble">
        <span part="bubble-discount" className="newsletter__bubble-discount">
          {discountText}
        </span>{' '}
        <span part="bubble-text" className="newsletter__bubble-text">
          {t('newsletter.bubble.voucher')}
        </span>
      </p>
    </div>
  );
}
