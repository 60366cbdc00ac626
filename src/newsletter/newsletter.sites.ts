/**
 * What the expanded newsletter form shows differently per site, beyond its fields (spec footer
 * "Newsletter sign-up form", §2, §5, §9): the legal texts under the form and the country's links
 * (how the discount is written is newsletter-discount.sites.ts's). One table per concern, keyed by
 * site, so a site's row is read in one place.
 */
import type { MessageKey } from '../../i18n/types';
import type { Site } from '../core/sites';

/** spec footer §2: the country-specific links, in the order they are listed. */
const NEWSLETTER_LINK_KINDS = [
  'voucherConditions',
  'exampleNewsletter',
  'privacy',
  'contact',
  'commercialMessages',
  'usage',
] as const;
export type NewsletterLinkKind = (typeof NEWSLETTER_LINK_KINDS)[number];

type LinkTable = Readonly<Partial<Record<NewsletterLinkKind, string>>>;

const germanLinks: LinkTable = {
  voucherConditions: '/info/gutscheinbedingungen-newsletter',
  exampleNewsletter: '/info/newsletter-beispiel',
  privacy: '/privacy',
  contact: '/contact',
};

/**
 * Paths per site (spec footer §2: "/privacy, /contact, /subscribenewsletter, voucher-condition
 * pages"); content pages under /info/ with slugs in the site's language. TR has no contact link
 * (spec header §6) and has the commercial-message hint and newsletter usage pages instead.
 */
const NEWSLETTER_LINKS: Readonly<Record<Site, LinkTable>> = {
  DE: germanLinks,
  AT: germanLinks,
  CH: germanLinks,
  CH_FR: {
    voucherConditions: '/info/conditions-bon-newsletter',
    exampleNewsletter: '/info/exemple-newsletter',
    privacy: '/privacy',
    contact: '/contact',
  },
  PL: {
    voucherConditions: '/info/warunki-bonu-newsletter',
    exampleNewsletter: '/info/przykladowy-newsletter',
    privacy: '/privacy',
    contact: '/contact',
  },
  CZ: {
    voucherConditions: '/info/podminky-poukazu-newsletter',
    exampleNewsletter: '/info/ukazka-newsletteru',
    privacy: '/privacy',
    contact: '/contact',
  },
  HU: {
    voucherConditions: '/info/hirlevel-kupon-feltetelei',
    exampleNewsletter: '/info/hirlevel-minta',
    privacy: '/privacy',
    contact: '/contact',
  },
  SK: {
    voucherConditions: '/info/podmienky-poukazky-newsletter',
    exampleNewsletter: '/info/ukazka-newslettera',
    privacy: '/privacy',
    contact: '/contact',
  },
  TR: {
    voucherConditions: '/info/bulten-kupon-kosullari',
    exampleNewsletter: '/info/ornek-bulten',
    privacy: '/privacy',
    commercialMessages: '/info/ticari-elektronik-ileti-bilgilendirmesi',
    usage: '/info/bulten-kullanim-kosullari',
  },
};

export interface NewsletterLink {
  readonly kind: NewsletterLinkKind;
  readonly href: string;
}

export function getNewsletterLinks(site: Site): NewsletterLink[] {
  const table = NEWSLETTER_LINKS[site];
  return NEWSLETTER_LINK_KINDS.flatMap((kind) => {
    const href = table[kind];
    return href ? [{ kind, href }] : [];
  });
}

/** The texts under the form, in order, by site (spec footer §2, §5, §9). */
export function getLegalTexts(site: Site, privacyHint: boolean): MessageKey[] {
  return [
    ...(privacyHint ? (['newsletter.privacyHint'] as const) : []),
    'newsletter.legal.age',
    // spec footer §9: the HU voucher note; the Turkish deletion and inactivity hints
    ...(site === 'HU' ? (['newsletter.voucher.validity'] as const) : []),
    ...(site === 'TR' ? (['newsletter.hint.deletion', 'newsletter.hint.inactivity'] as const) : []),
  ];
}
