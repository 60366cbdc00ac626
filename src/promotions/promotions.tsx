/**
 * The promotion blocks (spec header "Promotion blocks", §3 "Promotion", §4 "Promotions", §7, §8):
 * the top banner (BANNER), the header benefits strip (BENEFITS, ~header_top), the category
 * banner (CATEGORY) and the phase-integration block (PHASE_INTEGRATION).
 *
 * A block names its promotion (id and tag filters); the promotion store loads it once for every
 * block with the same name and again when the name changes. While loading, on a failure and when
 * there is no promotion the block renders nothing (spec header §8 "A failed promotion fetch shows
 * nothing"). A block shows what its content carries: headline, the long text where the block
 * is wide and the short text where it is narrow (its own width, a container query), subline,
 * image cutouts, the dark theme, the CMS's background and text colours when they are readable,
 * the voucher code or the call-to-action button, links, and the legal text behind its hint.
 *
 * CMS content is untrusted: every text is rendered as text, the legal and long texts as the
 * sanitised markup tree (src/core/markup.ts), every address passed sanitizeUrl and every colour
 * is hex (src/core/schemas/promotion.ts). Long words wrap and images are contained inside the
 * block, and a block that fails to render anyway renders nothing instead of the header failing.
 */
import { useStore } from '@nanostores/react';
import {
  Component,
  useEffect,
  useId,
  type CSSProperties,
  type ErrorInfo,
  type ReactElement,
  type ReactNode,
} from 'react';
import { describeError, logger } from '../core/logger';
import type { PromotionContent, PromotionType } from '../core/schemas/promotion';
import { Button } from '../ds/button/index';
import { useTheme } from '../ds/theme/index';
import { useShop, useTranslate } from '../shared/shop-context';
import { useStyles } from '../shared/use-styles';
import {
  $promotions,
  getPromotionKey,
  loadPromotion,
  trackPromotionClick,
  type Promotion,
} from '../../stores/promotions/index';
import { LegalHint } from './promotions-legal';
import { MarkupView } from './promotions-markup';
import { Voucher } from './promotions-voucher';
import {
  PROMOTION_MODIFIERS,
  getBenefitLinks,
  getPromotionAction,
  getPromotionColors,
  getPromotionLinks,
} from './promotions.logic';
import css from './promotions.css?inline';

export interface PromotionBlockProps {
  /** The promotion id, e.g. ~top_banner, ~header_top, ~category_banner, ~phase_integration. */
  readonly promotionId: string;
  /** Only a promotion with all of these tags. */
  readonly allOfTags?: readonly string[];
  /** Only a promotion with at least one of these tags. */
  readonly anyOfTags?: readonly string[];
  /** No promotion with any of these tags. */
  readonly noneOfTags?: readonly string[];
}

/** The header's promotions: the top banner and the benefits strip. */
export const TOP_BANNER_PROMOTION_ID = '~top_banner';
export const BENEFITS_PROMOTION_ID = '~header_top';

// ---------------------------------------------------------------------------------------------
// Surface: theme and colours

function useSurface(content: PromotionContent): {
  readonly 'data-theme'?: string;
  readonly style?: CSSProperties;
} {
  // light is the element's own tokens (no theme), so a page's restyling of them applies here too
  const { themeProps } = useTheme(content.useDarkTheme === true ? 'dark' : undefined);
  const colors = getPromotionColors(content);
  if (!colors) return themeProps;
  // the tokens re-pointed at the CMS pair: text, links, focus ring and the buttons (primary:
  // text-coloured with the background as label) all keep the contrast that was checked
  const style = {
    '--se-color-surface': colors.background,
    '--se-color-ink': colors.text,
    '--se-color-brand': colors.text,
    '--se-color-brand-contrast': colors.background,
    '--se-color-focus': colors.text,
  } as CSSProperties;
  return { ...themeProps, style };
}

// ---------------------------------------------------------------------------------------------
// Blocks

interface BlockProps {
  readonly type: PromotionType;
  readonly content: PromotionContent;
  readonly promotionId: string;
}

function Texts({ content }: { readonly content: PromotionContent }): ReactNode {
  const long = content.promotionLongText;
  const short = content.promotionShortText;
  // both: the long text where the block is wide, the short one where it is narrow (CSS)
  const both = long !== undefined && short !== undefined;
  return (
    <>
      {long !== undefined && (
        <div className={`promotions__text${both ? ' promotions__text--long' : ''}`}>
          <MarkupView markup={long} />
        </div>
      )}
      {short !== undefined && (
        <p className={`promotions__text${both ? ' promotions__text--short' : ''}`}>{short}</p>
      )}
    </>
  );
}

function PromotionBanner({ type, content, promotionId }: BlockProps): ReactElement {
  const owner = useId();
  const surface = useSurface(content);
  const action = getPromotionAction(content);
  const links = getPromotionLinks(content);
  const cta = content.ctaButton;
  return (
    <div className={`promotions ${PROMOTION_MODIFIERS[type]}`} part="promotion" {...surface}>
      <div className="promotions__content">
        {content.imageCutouts && (
          <div className="promotions__images">
            {content.imageCutouts.map((image, index) => (
              <img
                key={index}
                className="promotions__image"
                src={image.url}
                alt={image.alt}
                loading="lazy"
                decoding="async"
              />
            ))}
          </div>
        )}
        <div className="promotions__body">
          {content.headline !== undefined && (
            <p className="promotions__headline">{content.headline}</p>
          )}
          <Texts content={content} />
          {content.subline !== undefined && (
            <p className="promotions__subline">{content.subline}</p>
          )}
        </div>
        {(action !== undefined || links.length > 0) && (
          <div className="promotions__actions">
            {action === 'voucher' && content.voucherCode && (
              <Voucher voucher={content.voucherCode} owner={owner} promotionId={promotionId} />
            )}
            {action === 'cta' && cta && (
              <Button
                href={cta.url}
                size="small"
                onClick={() => trackPromotionClick({ kind: 'cta', promotionId, url: cta.url })}
              >
                {cta.text}
              </Button>
            )}
            {links.length > 0 && (
              <ul className="promotions__links">
                {links.map((link, index) => (
                  <li key={index}>
                    <a
                      className="promotions__link"
                      href={link.url}
                      onClick={() =>
                        trackPromotionClick({ kind: 'link', promotionId, url: link.url })
                      }
                    >
                      {link.text}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      {content.legalText && (
        <LegalHint owner={owner} hint={content.legalTextHint} text={content.legalText} />
      )}
    </div>
  );
}

/** The benefits strip: up to four links, tracked as VK1 to VK4 by their position. */
function BenefitsStrip({ content }: BlockProps): ReactElement | null {
  const t = useTranslate();
  const surface = useSurface(content);
  const links = getBenefitLinks(content);
  if (links.length === 0) return null;
  return (
    <div className={`promotions ${PROMOTION_MODIFIERS.BENEFITS}`} part="promotion" {...surface}>
      <ul
        className="promotions__benefits"
        aria-label={content.headline ?? t('promotions.benefits.label')}
      >
        {links.map((link, position) => (
          <li key={position}>
            <a
              className="promotions__link"
              href={link.url}
              onClick={() => trackPromotionClick({ kind: 'benefit', position, url: link.url })}
            >
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PromotionView({
  promotion,
  promotionId,
}: {
  readonly promotion: Promotion;
  readonly promotionId: string;
}): ReactElement | null {
  const props: BlockProps = { type: promotion.type, content: promotion.content, promotionId };
  // the benefits strip is a row of links; the banner, category and phase-integration blocks
  // show whatever their content carries
  return promotion.type === 'BENEFITS' ? (
    <BenefitsStrip {...props} />
  ) : (
    <PromotionBanner {...props} />
  );
}

/** A block that fails to render renders nothing; the header around it stays. */
class PromotionBoundary extends Component<{ readonly children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    logger.error('promotion block failed to render', {
      source: 'promotion',
      error: describeError(error),
      componentStack: info.componentStack,
    });
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** One promotion block; renders nothing while loading, on a failure or without a promotion. */
export function PromotionBlock(props: PromotionBlockProps): ReactElement | null {
  useStyles(css);
  const { site } = useShop();
  const key = getPromotionKey(site, props);
  useEffect(() => {
    void loadPromotion(key);
  }, [key]);
  const entry = useStore($promotions, { keys: [key] })[key];
  if (entry?.status !== 'loaded' || entry.promotion === undefined) return null;
  return (
    <PromotionBoundary key={key}>
      <PromotionView promotion={entry.promotion} promotionId={String(props.promotionId).trim()} />
    </PromotionBoundary>
  );
}

export interface PromotionBlocksProps {
  /** The header's show-promotion-banner: false shows none of its promotion blocks. */
  readonly showPromotionBanner: boolean;
}

/** The header's promotion blocks: the top banner, then the benefits strip (~header_top). */
export function PromotionBlocks({
  showPromotionBanner,
}: PromotionBlocksProps): ReactElement | null {
  if (!showPromotionBanner) return null;
  return (
    <div className="promotions__header">
      <PromotionBlock promotionId={TOP_BANNER_PROMOTION_ID} />
      <PromotionBlock promotionId={BENEFITS_PROMOTION_ID} />
    </div>
  );
}
