/**
 * The texts and links under the expanded form (spec footer §2 privacy hint and country links,
 * §5 age, §9 HU voucher note and Turkish hints): which ones a site shows is newsletter.sites.ts's.
 */
import type { MessageKey } from '../../i18n/types';
import type { Site } from '../core/sites';
import type { Translate } from '../shared/shop-context';
import { useStyles } from '../shared/use-styles';
import { getLegalTexts, getNewsletterLinks, type NewsletterLinkKind } from './newsletter.sites';
import partsCss from './newsletter-parts.css?inline';

const LINK_TEXTS: Readonly<Record<NewsletterLinkKind, MessageKey>> = {
  voucherConditions: 'newsletter.link.voucherConditions',
  exampleNewsletter: 'newsletter.link.exampleNewsletter',
  privacy: 'newsletter.link.privacy',
  contact: 'newsletter.link.contact',
  commercialMessages: 'newsletter.link.commercialMessages',
  usage: 'newsletter.link.usage',
};

export interface NewsletterLegalProps {
  readonly site: Site;
  readonly privacyHint: boolean;
  /** spec footer §5: 16, 18 on CZ and SK. */
  readonly minimumAge: number;
  readonly t: Translate;
}

export function NewsletterLegal({ site, privacyHint, minimumAge, t }: NewsletterLegalProps) {
  useStyles(partsCss);
  return (
    <div part="legal" className="newsletter__legal">
      <p>{t('common.requiredFieldsHint')}</p>
      {getLegalTexts(site, privacyHint).map((key) => (
        <p key={key}>{t(key, { age: minimumAge })}</p>
      ))}
      <ul part="links" className="newsletter__links" aria-label={t('newsletter.links.label')}>
        {getNewsletterLinks(site).map(({ kind, href }) => (
          <li key={kind}>
            <a part="link" href={href}>
              {t(LINK_TEXTS[kind])}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
