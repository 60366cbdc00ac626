/**
 * The header's campaign row (issue 24; spec header "Promotion blocks"): one line of one fixed
 * height under the bar (campaign-row.css, 40 px at every width), whatever the promotion service
 * answers and whenever it answers, so the header's height depends only on the page's own
 * settings and a page can reserve it before any script runs (dist/page-border.css). It shows, in
 * this order of preference:
 *
 * - the top banner (~top_banner), when one is live: its headline (else its short text, else its
 *   subline) cut to the line, its voucher code with the copy button or its call to action, and a
 *   "details" control that opens the whole banner (long text, subline, image cutouts, links,
 *   legal text behind its hint) in a panel over the page, on the one flyout mechanism (kind
 *   PROMOTION: keyboard, Escape, focus back, one flyout at a time). The panel's code and texts
 *   load on the first sign of intent at the control (./promotion-details.tsx, which brings the
 *   blocks in full, ./promotions.tsx);
 * - else the benefits strip (~header_top): its links on the line;
 * - else the site's standing benefits (SITE_BENEFITS in src/core/sites.ts, the facts the
 *   footer's content quotes too): its free-delivery threshold (the coffee one where the site has
 *   it, as the spec's header texts quote it), its return period, click & collect where the site
 *   offers it, every 11th coffee free (CZ, SK).
 *
 * Never empty: while the service has not answered and when it fails or has nothing, the
 * standing benefits show; a campaign that fails to render gives way to the next in line (the
 * boundary). A line of links or facts
 * that does not fit scrolls sideways, one entry at a time, with a control to pause it; hovering
 * or focusing it holds it too, and under prefers-reduced-motion nothing moves by itself: the
 * shopper scrolls it (the design system's ticker, src/ds/ticker).
 */
import { useStore } from '@nanostores/react';
import {
  useEffect,
  useId,
  useRef,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { RenderBoundary } from '../shared/render-boundary';
import { describeError, logger } from '../core/logger';
import type { PromotionContent } from '../core/schemas/promotion';
import { SITE_BENEFITS, type Site } from '../core/sites';
import { useFlyout } from '../ds/flyout/index';
import { Icon } from '../ds/icon-button/index';
import { LazyBody, raisingPreloadError } from '../ds/lazy/index';
import { Ticker } from '../ds/ticker/index';
import { onDemand } from '../shared/on-demand';
import { useShop, useTranslate, type Translate } from '../shared/shop-context';
import { useStyles } from '../shared/use-styles';
import {
  $promotions,
  getPromotionKey,
  loadPromotion,
  trackPromotionClick,
  type Promotion,
  type PromotionKey,
} from '../../stores/promotions/index';
import { getBenefitLinks, hasPromotionDetails } from './promotions.logic';
import { useSurface } from './promotions-surface';
import { PromotionAction } from './promotions-voucher';
import type { PromotionDetailsProps } from './promotion-details';
import css from './campaign-row.css?inline';

/** The header's promotions: the top banner and the benefits strip. */
export const TOP_BANNER_PROMOTION_ID = '~top_banner';
export const BENEFITS_PROMOTION_ID = '~header_top';

const promotionDetails = onDemand(
  "the campaign's details",
  raisingPreloadError('shop-header', () =>
    import('./promotion-details').then(
      (module): ComponentType<PromotionDetailsProps> => module.PromotionDetails,
    ),
  ),
);

/**
 * Starts loading the row's promotions for `site`; the element calls it when it connects, before
 * its messages have loaded, so the campaign replaces the standing benefits sooner.
 */
export function loadCampaign(site: Site): void {
  for (const key of getCampaignKeys(site)) void loadPromotion(key);
}

/** The keys of the campaign row's promotions (the server renderer fetches them too). */
export function getCampaignKeys(site: Site): PromotionKey[] {
  return [TOP_BANNER_PROMOTION_ID, BENEFITS_PROMOTION_ID].map((promotionId) =>
    getPromotionKey(site, { promotionId }),
  );
}

/** A header promotion of the page's site: loaded when the row mounts, undefined until it is. */
function useHeaderPromotion(promotionId: string): Promotion | undefined {
  const { site } = useShop();
  const key = getPromotionKey(site, { promotionId });
  useEffect(() => {
    void loadPromotion(key);
  }, [key]);
  const entry = useStore($promotions, { keys: [key] })[key];
  return entry?.status === 'loaded' ? entry.promotion : undefined;
}

/** The benefits strip: up to four links, tracked as VK1 to VK4 by their position. */
export function BenefitsLine({ content }: { readonly content: PromotionContent }): ReactElement {
  const t = useTranslate();
  return (
    <div
      className="promotions-row__campaign"
      part="promotion"
      data-campaign="benefits"
      {...useSurface(content)}
    >
      <Ticker
        className="promotions-row__ticker"
        label={content.headline ?? t('promotions.benefits.label')}
        items={getBenefitLinks(content).map((link, position) => (
          <a
            className="promotions-row__link"
            href={link.url}
            onClick={() => trackPromotionClick({ kind: 'benefit', position, url: link.url })}
          >
            {link.text}
          </a>
        ))}
      />
    </div>
  );
}

/** The site's standing benefits, as the footer's content quotes them (SITE_BENEFITS). */
export function getStandingBenefits(site: Site, t: Translate): string[] {
  const benefits = SITE_BENEFITS[site];
  const coffee = benefits.coffeeFreeDelivery;
  const count = benefits.returnPeriod;
  return [
    coffee === undefined
      ? t('promotions.standing.freeDelivery', { amount: benefits.freeDelivery })
      : t('promotions.standing.coffeeFreeDelivery', { amount: coffee }),
    benefits.returnInMonths
      ? t('promotions.standing.returnMonths', { count })
      : t('promotions.standing.returnDays', { count }),
    ...(benefits.clickCollect ? [t('promotions.standing.clickCollect')] : []),
    ...(benefits.freeCoffeeEvery === undefined
      ? []
      : [t('promotions.standing.freeCoffee', { count: benefits.freeCoffeeEvery })]),
  ];
}

function StandingBenefits(): ReactElement {
  const { site } = useShop();
  const t = useTranslate();
  return (
    <div className="promotions-row__campaign" part="promotion" data-campaign="standing">
      <Ticker
        className="promotions-row__ticker"
        label={t('promotions.benefits.label')}
        items={getStandingBenefits(site, t)}
      />
    </div>
  );
}

/**
 * The top banner's details: a control opening the whole banner in a panel over the page. The
 * panel's head and body come with its code (PromotionDetails), which the panel waits for.
 */
function Details({ promotion, promotionId }: BannerProps): ReactElement {
  const t = useTranslate();
  const titleId = useId();
  const triggerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const flyout = useFlyout({
    kind: 'PROMOTION',
    triggerRef,
    toggleRef,
    panelRef,
    opensOnHover: false,
    content: promotionDetails,
  });
  return (
    <>
      <div ref={triggerRef} {...flyout.getTriggerProps('promotions-row__details-trigger')}>
        <button
          ref={toggleRef}
          type="button"
          className="promotions-row__details-toggle"
          part="promotions-details-toggle"
          {...flyout.getToggleProps()}
        >
          <Icon name="info" />
          <span className="promotions-row__words">{t('promotions.details.open')}</span>
        </button>
      </div>
      {flyout.isOpen && <div {...flyout.getOverlayProps()} part="overlay" />}
      {flyout.isRendered && (
        <div
          ref={panelRef}
          {...flyout.getPanelProps('promotions-row__details')}
          part="flyout promotions-details"
          aria-labelledby={titleId}
        >
          <LazyBody
            body={promotionDetails}
            props={{ promotion, promotionId, titleId, ...flyout.getCloseButtonProps() }}
          />
        </div>
      )}
    </>
  );
}

interface BannerProps {
  readonly promotion: Promotion;
  readonly promotionId: string;
}

/** The top banner on one line: its text, its voucher or call to action, its details. */
function BannerLine({ promotion, promotionId }: BannerProps): ReactElement {
  const owner = useId();
  const { content } = promotion;
  return (
    <div
      className="promotions-row__campaign"
      part="promotion"
      data-campaign="banner"
      {...useSurface(content)}
    >
      <div className="promotions-row__main">
        <p className="promotions-row__line">
          {content.headline ?? content.promotionShortText ?? content.subline}
        </p>
        <PromotionAction content={content} owner={owner} promotionId={promotionId} />
      </div>
      {hasPromotionDetails(content) && <Details promotion={promotion} promotionId={promotionId} />}
    </div>
  );
}

/** A campaign that fails to render gives way to `fallback` (logged); the header stays. */
export function CampaignBoundary(props: {
  readonly children: ReactNode;
  readonly fallback: ReactNode;
}): ReactElement {
  return <RenderBoundary {...props} onError={logCampaignFailure} />;
}

function logCampaignFailure(error: unknown, componentStack: string | undefined): void {
  logger.error('promotion block failed to render', {
    source: 'promotion',
    error: describeError(error),
    componentStack,
  });
}

export interface CampaignRowProps {
  /**
   * The header is a phone's (below 768 px): the voucher's label, the copy button's and the
   * details control's words are read, not shown, so the campaign's own text keeps the room.
   * Undefined while the header is not measured (a server render and its hydration): the
   * window's width decides (campaign-row.css).
   */
  readonly compact?: boolean | undefined;
}

/**
 * The campaign row: the top banner, else the benefits strip, else the standing benefits. A
 * campaign that fails to render gives way to the next one (CampaignBoundary).
 */
export function CampaignRow({ compact }: CampaignRowProps): ReactElement {
  useStyles(css);
  const banner = useHeaderPromotion(TOP_BANNER_PROMOTION_ID);
  const benefits = useHeaderPromotion(BENEFITS_PROMOTION_ID);
  let line = <StandingBenefits />;
  if (benefits && getBenefitLinks(benefits.content).length > 0)
    line = (
      <CampaignBoundary fallback={line}>
        <BenefitsLine content={benefits.content} />
      </CampaignBoundary>
    );
  if (banner)
    line = (
      <CampaignBoundary fallback={line}>
        <BannerLine promotion={banner} promotionId={TOP_BANNER_PROMOTION_ID} />
      </CampaignBoundary>
    );
  return (
    <div
      className="promotions-row"
      part="campaign-row"
      data-compact={compact === undefined ? undefined : String(compact)}
    >
      {line}
    </div>
  );
}
