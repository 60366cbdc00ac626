/**
 * The per-country footer (issue 13; spec footer §2 "Footer", §3, §4, §7, §8), top to bottom:
 * the newsletter block (the newsletter view, origin addition `footer`), the headline, the
 * service groups as expandable panels, the popular-categories panel, the social and app icon
 * groups, the quality logos, the legal links with the sales-tax note (CZ, SK), the country
 * dropdown and the view switch.
 *
 * The rules are the store's (stores/footer): reduced mode (attribute, affiliate-number cookie or
 * the app cookie `new`) hides the checkout-hidden groups, the categories panel, the social and
 * app icons and the newsletter; the newsletter block also waits for nl_status and hides for
 * subscribed and waiting visitors; a mobile client (MATCH, SMARTPHONE or a window below 767 px)
 * starts with the panels collapsed, and resizing across it starts them over.
 *
 * Outline: the footer's headings start one below the nearest heading before it on the page (h2
 * on a page whose last heading is an h1, as the newsletter form does; between h2 and h5): the
 * newsletter's title, the headline and the categories, social, app and quality headings on that
 * level, the service groups one below the headline. None of its parts is a landmark of its own
 * (the footer is one): a page with a second footer, or a newsletter form of its own, keeps
 * unique landmarks. Every text from the content (built-in or the SHOP_FOOTER override) is
 * rendered as text; every address has passed the URL sanitiser.
 */
import { useStore } from '@nanostores/react';
import { use, useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import type { Site } from '../core/sites';
import { raisingPreloadError } from '../ds/lazy/index';
import { NewsletterSignup } from '../newsletter/newsletter';
import { getContextHeadingLevel, type HeadingLevel } from '../shared/heading-level';
import { isInsidePageLandmark } from '../shared/landmark';
import { useShop, useTranslate } from '../shared/shop-context';
import { useDrawnValue, useHydrating, useServerValue } from '../shared/use-hydrating';
import { useStyles } from '../shared/use-styles';
import { $user } from '../../stores/user/index';
import { $viewportWidth, SERVER_VIEWPORT_WIDTH } from '../../stores/site/index';
import {
  $footerContent,
  $newsletterStatusAnswered,
  areGroupHeadingsLinks,
  getViewSwitch,
  isMobileClient,
  isNewsletterBlockShown,
  isReducedFooter,
  isSalesTaxNoteShown,
  loadFooterContent,
  loadFooterNewsletterStatus,
  needsNewsletterStatus,
  readFooterVisitor,
  SERVER_FOOTER_VISITOR,
  switchFooterView,
  forgetFooterWait,
  waitForFooter,
  type FooterContentSource,
} from '../../stores/footer/index';
import { BUILT_IN_FOOTER_CONTENT } from './content/index';
import { FooterCountrySelect } from './footer-country';
import { FOOTER_ICONS, FooterIcon, getIconLinkName } from './footer-icons';
import {
  FooterCategories,
  FooterLinkList,
  FooterLogoImage,
  FooterServiceGroups,
} from './footer-services';
import { getShownGroups } from './footer.logic';
import css from './footer.css?inline';

export interface ShopFooterProps {
  /** The reduced (checkout) footer. */
  readonly reduced?: boolean | undefined;
  /** Show the newsletter block (default true). */
  readonly newsletter?: boolean | undefined;
}

type Level = Exclude<HeadingLevel, 1 | 6>;

/**
 * A heading over a list: the social and the app links, the quality logos. Nothing without
 * items (an override may leave every one out).
 */
function TitledList(props: {
  readonly heading: string;
  readonly items: readonly ReactNode[];
  readonly part: string;
  readonly className: string;
  readonly level: Level;
}): ReactElement | null {
  if (props.items.length === 0) return null;
  const Heading = `h${props.level}` as const;
  return (
    <div part={props.part}>
      <Heading className="footer__subheading">{props.heading}</Heading>
      <ul className={props.className}>
        {props.items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A site's content as the store loads it: the built-in module and the footer's icon names (the
 * server renderer of the page border fetches it the same way).
 */
export function getContentSource(site: Site): FooterContentSource {
  return {
    ...FOOTER_ICONS,
    // a module that does not load raises preload-error (spec header §8, docs/architecture.md)
    loadBuiltIn: raisingPreloadError('shop-footer', BUILT_IN_FOOTER_CONTENT[site]),
  };
}

export function ShopFooter({ reduced = false, newsletter = true }: ShopFooterProps): ReactElement {
  useStyles(css);
  const { site, siteConfig, locale, platform, host } = useShop();
  const t = useTranslate();
  const contentState = useStore($footerContent)[site];
  const user = useStore($user);
  // What the server cannot know (the visitor's cookies and nl_status, the window's width, the
  // page around the footer) is taken as the server took it while its HTML hydrates, so the
  // first render matches it; the next render, at once, has the page's (src/shared/use-hydrating.ts).
  const hydrating = useHydrating();
  const statusAnswered = useServerValue(useStore($newsletterStatusAnswered), false);
  const windowWidth = useStore($viewportWidth);
  // cookies are read when the footer mounts and when its site changes
  const cookieVisitor = useMemo(() => readFooterVisitor(site), [site]);
  const visitor = useServerValue(cookieVisitor, SERVER_FOOTER_VISITOR);
  // read from the page once, where the footer is first rendered (spec: a sensible outline)
  const [pageLevel] = useState(
    () => Math.min(Math.max(getContextHeadingLevel(host), 2), 5) as Level,
  );
  const level = useServerValue(pageLevel, 2);
  const Headline = `h${level}` as const;
  // inside the page's own <footer> that one is the page's content info (src/shared/landmark.ts)
  const [pageContentInfo] = useState(() => isInsidePageLandmark(host, 'contentinfo'));
  const insideContentInfo = useServerValue(pageContentInfo, false);

  const isReduced = isReducedFooter(reduced, visitor);
  // the mobile-client rule as the footer was drawn: the server's HTML (window width unknown:
  // the platform decides) stays as drawn when the window disagrees (a desktop's 390 px window),
  // so hydration moves nothing; a later change of the rule (a resize across 767 px) applies
  const mobile = useDrawnValue(
    isMobileClient(platform, windowWidth),
    isMobileClient(platform, SERVER_VIEWPORT_WIDTH),
  );
  const wantsStatus = needsNewsletterStatus(newsletter, isReduced);
  // the first render waits for the content and the newsletter status (bounded), which that wait
  // loads, so a footer on screen appears once, at its final layout (issue 24); later changes
  // (site, attributes) load and render at once. The server's HTML is the footer's first layout
  // already: hydrating it waits for nothing personal, and the status loads after.
  const [first] = useState(() => {
    const withStatus = wantsStatus && !hydrating;
    return {
      site,
      wantsStatus: withStatus,
      wait: waitForFooter(site, getContentSource(site), withStatus),
    };
  });
  use(first.wait);
  const showsNewsletter = isNewsletterBlockShown({
    newsletterAttribute: newsletter,
    reduced: isReduced,
    statusAnswered,
    newsletterStatus: user.newsletterStatus,
  });
  const viewSwitch = getViewSwitch(visitor, mobile);

  useEffect(() => forgetFooterWait(first.site, first.wantsStatus), [first]);
  useEffect(() => {
    if (site !== first.site) void loadFooterContent(site, getContentSource(site));
  }, [site, first]);
  useEffect(() => {
    if (wantsStatus && !first.wantsStatus) void loadFooterNewsletterStatus();
  }, [wantsStatus, first]);

  const content = contentState?.status === 'ready' ? contentState.content : undefined;
  const groups = content ? getShownGroups(content.groups, isReduced, platform) : [];
  const salesTax = content?.salesTax;

  return (
    <footer
      role={insideContentInfo ? 'none' : undefined}
      className="footer"
      part="footer"
      lang={locale}
      data-reduced={String(isReduced)}
      data-client={mobile ? 'mobile' : 'desktop'}
    >
      {showsNewsletter && (
        <div part="footer-newsletter">
          <NewsletterSignup originAddition="footer" headingLevel={level} />
        </div>
      )}
      {content && (
        <>
          {groups.length > 0 && (
            <div>
              <Headline className="footer__headline" part="footer-headline">
                {content.headline}
              </Headline>
              <FooterServiceGroups
                key={site}
                groups={groups}
                mobile={mobile}
                headingsAreLinks={areGroupHeadingsLinks(platform)}
                level={(level + 1) as Exclude<HeadingLevel, 1 | 2>}
              />
            </div>
          )}
          {!isReduced && content.seo.columns.length > 0 && (
            <FooterCategories
              key={site}
              heading={content.seo.heading}
              columns={content.seo.columns}
              mobile={mobile}
              level={level}
            />
          )}
          {!isReduced && (
            <div className="footer__icon-groups">
              {[content.socialMedia, content.appReferences].map((group, index) => (
                <TitledList
                  key={index}
                  heading={group.heading}
                  items={group.icons.map((icon) => (
                    <a
                      className="footer__icon-link"
                      href={icon.href}
                      aria-label={getIconLinkName(icon.iconName, t)}
                    >
                      <FooterIcon name={icon.iconName} />
                    </a>
                  ))}
                  part={index ? 'footer-apps' : 'footer-social'}
                  className="footer__icon-links"
                  level={level}
                />
              ))}
            </div>
          )}
          {content.qualityLogos && (
            <TitledList
              heading={content.qualityLogos.heading}
              items={content.qualityLogos.logos.map((logo) => {
                const image = <FooterLogoImage {...logo} />;
                return logo.href ? <a href={logo.href}>{image}</a> : image;
              })}
              part="footer-quality"
              className="footer__logos"
              level={level}
            />
          )}
        </>
      )}
      <div className="footer__bottom">
        {content && content.legalLinks.length > 0 && (
          <div part="footer-legal">
            <FooterLinkList
              links={content.legalLinks}
              className="footer__legal-links"
              label={t('footer.legal.label')}
            />
          </div>
        )}
        {salesTax && isSalesTaxNoteShown(siteConfig) && (
          <p className="footer__sales-tax" part="footer-sales-tax">
            {salesTax.textBeforeLink}
            {salesTax.link ? (
              <a className="footer__link" href={salesTax.link.href}>
                {salesTax.link.text}
              </a>
            ) : (
              salesTax.linkText
            )}
            {salesTax.textAfterLink}
          </p>
        )}
        <FooterCountrySelect mobile={mobile} />
        {content && viewSwitch && (
          <button
            type="button"
            className="footer__view-switch"
            part="footer-view-switch"
            onClick={() => switchFooterView(viewSwitch, site)}
          >
            {content.viewChanger[viewSwitch]}
          </button>
        )}
      </div>
    </footer>
  );
}
