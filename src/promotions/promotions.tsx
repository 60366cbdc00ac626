/**
 * The promotion blocks in full (spec header "Promotion blocks", §3 "Promotion", §4 "Promotions",
 * §7, §8): the category banner (CATEGORY) and the phase-integration block (PHASE_INTEGRATION) in
 * the navigation's flyouts, and the top banner (BANNER) in the campaign row's details panel
 * (promotion-details.tsx). Loaded on intent, with the navigation's levels or the details panel: the
 * header itself shows its promotions on one line (campaign-row.tsx), and a benefits strip
 * (BENEFITS) is that row's line wherever it shows.
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
import { useEffect, useId, type ReactElement, type ReactNode } from 'react';
import type { PromotionContent, PromotionType } from '../core/schemas/promotion';
import { useShop } from '../shared/shop-context';
import { useStyles } from '../shared/use-styles';
import {
  $promotions,
  getPromotionKey,
  loadPromotion,
  trackPromotionClick,
  type Promotion,
} from '../../stores/promotions/index';
import { BenefitsLine, CampaignBoundary } from './campaign-row';
import { LegalHint } from './promotions-legal';
import { MarkupView } from './promotions-markup';
import { useSurface } from './promotions-surface';
import { PromotionAction } from './promotions-voucher';
import { getPromotionAction, getPromotionLinks } from './promotions.logic';
import css from './promotions.css?inline';

export interface PromotionBlockProps {
  /** The promotion id, e.g. ~category_banner, ~phase_integration, ~top_banner. */
  readonly promotionId: string;
  /** Only a promotion with all of these tags. */
  readonly allOfTags?: readonly string[];
  /** Only a promotion with at least one of these tags. */
  readonly anyOfTags?: readonly string[];
  /** No promotion with any of these tags. */
  readonly noneOfTags?: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Blocks

/** The class modifier of a block type. */
const PROMOTION_MODIFIERS: Readonly<Record<PromotionType, string>> = {
  BANNER: 'promotions--banner',
  BENEFITS: 'promotions--benefits',
  CATEGORY: 'promotions--category',
  PHASE_INTEGRATION: 'promotions--phase',
};

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
            <PromotionAction content={content} owner={owner} promotionId={promotionId} />
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

export function PromotionView({
  promotion,
  promotionId,
}: {
  readonly promotion: Promotion;
  readonly promotionId: string;
}): ReactElement {
  // the benefits strip is a line of links (the campaign row's); the banner, category and
  // phase-integration blocks show whatever their content carries
  return promotion.type === 'BENEFITS' ? (
    <BenefitsLine content={promotion.content} />
  ) : (
    <PromotionBanner type={promotion.type} content={promotion.content} promotionId={promotionId} />
  );
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
  // a block that fails to render renders nothing; the header around it stays
  return (
    <CampaignBoundary key={key} fallback={null}>
      <PromotionView promotion={entry.promotion} promotionId={String(props.promotionId).trim()} />
    </CampaignBoundary>
  );
}
