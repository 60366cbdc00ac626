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
 * Outline: the newsletter's title and the headline are h2 (the footer's sections sit beside the
 * page's own), the service groups h3 under the headline, the categories, social, app and
 * quality headings h2. Every text from the content (built-in or the SHOP_FOOTER override) is
 * rendered as text; every address has passed the URL sanitiser.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, type ReactElement } from 'react';
import { NewsletterSignup } from '../newsletter/newsletter';
import { useShop, useTranslate } from '../shared/shop-context';
import { useStyles } from '../shared/use-styles';
import { $user } from '../../stores/user/index';
import { $viewportWidth } from '../../stores/site/index';
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
  switchFooterView,
  type FooterIconLinkView,
  type FooterView,
} from '../../stores/footer/index';
import type { FooterLinkIconName } from '../core/schemas/footer';
import type { Translate } from '../shared/shop-context';
import { BUILT_IN_FOOTER_CONTENT } from './content/index';
import { FooterCountrySelect } from './footer-country';
import { APP_ICON_LABELS, FOOTER_ICONS, FooterIcon, NETWORK_NAMES } from './footer-icons';
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

function iconLinkName(name: FooterLinkIconName, t: Translate): string {
  return name === 'android' || name === 'appleinc'
    ? t(APP_ICON_LABELS[name])
    : t('footer.social.link', { network: NETWORK_NAMES[name] });
}

function IconLinks(props: {
  readonly heading: string;
  readonly icons: readonly FooterIconLinkView[];
  readonly part: string;
  readonly t: Translate;
}): ReactElement | null {
  const id = useId();
  if (props.icons.length === 0) return null;
  return (
    <section className="footer__icon-group" part={props.part} aria-labelledby={id}>
      <h2 id={id} className="footer__subheading">
        {props.heading}
      </h2>
      <ul className="footer__icon-links">
        {props.icons.map((icon, index) => (
          <li key={index}>
            <a
              className="footer__icon-link"
              href={icon.href}
              aria-label={iconLinkName(icon.iconName, props.t)}
            >
              <FooterIcon name={icon.iconName} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function QualityLogos({ logos }: { readonly logos: FooterView['qualityLogos'] }) {
  const id = useId();
  if (!logos || logos.logos.length === 0) return null;
  return (
    <section className="footer__quality" part="footer-quality" aria-labelledby={id}>
      <h2 id={id} className="footer__subheading">
        {logos.heading}
      </h2>
      <ul className="footer__logos">
        {logos.logos.map((logo, index) => {
          const image = <FooterLogoImage {...logo} />;
          return (
            <li key={index}>
              {logo.href ? (
                <a className="footer__logo-link" href={logo.href}>
                  {image}
                </a>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function SalesTaxNote({ note }: { readonly note: NonNullable<FooterView['salesTax']> }) {
  return (
    <p className="footer__sales-tax" part="footer-sales-tax">
      {note.textBeforeLink}
      {note.link ? (
        <a className="footer__link" href={note.link.href}>
          {note.link.text}
        </a>
      ) : (
        note.linkText
      )}
      {note.textAfterLink}
    </p>
  );
}

export function ShopFooter({ reduced = false, newsletter = true }: ShopFooterProps): ReactElement {
  useStyles(css);
  const { site, siteConfig, locale, platform } = useShop();
  const t = useTranslate();
  const contentState = useStore($footerContent)[site];
  const user = useStore($user);
  const statusAnswered = useStore($newsletterStatusAnswered);
  const windowWidth = useStore($viewportWidth);
  // cookies are read when the footer mounts and when its site changes
  const visitor = useMemo(() => readFooterVisitor(site), [site]);
  const headlineId = useId();

  const isReduced = isReducedFooter(reduced, visitor);
  const mobile = isMobileClient(platform, windowWidth);
  const wantsStatus = needsNewsletterStatus(newsletter, isReduced);
  const showsNewsletter = isNewsletterBlockShown({
    newsletterAttribute: newsletter,
    reduced: isReduced,
    statusAnswered,
    newsletterStatus: user.newsletterStatus,
  });
  const viewSwitch = getViewSwitch(visitor, mobile);

  useEffect(() => {
    void loadFooterContent(site, { ...FOOTER_ICONS, loadBuiltIn: BUILT_IN_FOOTER_CONTENT[site] });
  }, [site]);
  useEffect(() => {
    if (wantsStatus) void loadFooterNewsletterStatus();
  }, [wantsStatus]);

  const content = contentState?.status === 'ready' ? contentState.content : undefined;
  const groups = content ? getShownGroups(content.groups, isReduced, platform) : [];

  return (
    <footer
      className="footer"
      part="footer"
      lang={locale}
      data-reduced={String(isReduced)}
      data-client={mobile ? 'mobile' : 'desktop'}
    >
      {showsNewsletter && (
        <div className="footer__newsletter" part="footer-newsletter">
          <NewsletterSignup originAddition="footer" headingLevel={2} />
        </div>
      )}
      {content && (
        <>
          {groups.length > 0 && (
            <section className="footer__service" aria-labelledby={headlineId}>
              <h2 id={headlineId} className="footer__headline" part="footer-headline">
                {content.headline}
              </h2>
              <FooterServiceGroups
                key={site}
                groups={groups}
                mobile={mobile}
                headingsAreLinks={areGroupHeadingsLinks(platform)}
              />
            </section>
          )}
          {!isReduced && content.seo.columns.length > 0 && (
            <FooterCategories
              key={site}
              heading={content.seo.heading}
              columns={content.seo.columns}
              mobile={mobile}
            />
          )}
          {!isReduced && (
            <div className="footer__icon-groups">
              <IconLinks
                heading={content.socialMedia.heading}
                icons={content.socialMedia.icons}
                part="footer-social"
                t={t}
              />
              <IconLinks
                heading={content.appReferences.heading}
                icons={content.appReferences.icons}
                part="footer-apps"
                t={t}
              />
            </div>
          )}
          <QualityLogos logos={content.qualityLogos} />
        </>
      )}
      <div className="footer__bottom">
        {content && content.legalLinks.length > 0 && (
          <nav className="footer__legal" part="footer-legal" aria-label={t('footer.legal.label')}>
            <FooterLinkList links={content.legalLinks} className="footer__legal-links" />
          </nav>
        )}
        {content?.salesTax && isSalesTaxNoteShown(siteConfig) && (
          <SalesTaxNote note={content.salesTax} />
        )}
        <FooterCountrySelect />
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
