/**
 * What the newsletter form shows differently per site, beyond its fields (spec footer
 * "Newsletter sign-up form", §2, §5, §9): how the discount is written, the legal texts under the
 * form and the country's links. One table per concern, keyed by site, so a site's row is read
 * in one place.
 */
import type { MessageKey } from '../../i18n/types';
import { formatNumber } from '../core/format';
import type { Site } from '../core/sites';

const NO_BREAK_SPACE = '\u00a0';
const NARROW_NO_BREAK_SPACE = '\u202f';

/**
 * How each country writes a percentage: `10 %` (German, Czech, Slovak, with a no-break space),
 * `10 %` (French, narrow no-break space), `10%` (Polish, Hungarian), `%10` (Turkish). The number
 * itself comes from the formatting module (`12,5`).
 */
const PERCENT_PATTERNS: Readonly<Record<Site, (number: string) => string>> = {
  DE: (number) => `${number}${NO_BREAK_SPACE}%`,
  AT: (number) => `${number}${NO_BREAK_SPACE}%`,
  CH: (number) => `${number}${NO_BREAK_SPACE}%`,
  CH_FR: (number) => `${number}${NARROW_NO_BREAK_SPACE}%`,
  PL: (number) => `${number}%`,
  CZ: (number) => `${number}${NO_BREAK_SPACE}%`,
  HU: (number) => `${number}%`,
  SK: (number) => `${number}${NO_BREAK_SPACE}%`,
  TR: (number) => `%${number}`,
};

/**
 * A whole percentage (the usual 10) is written without Intl: a page's first Intl.NumberFormat
 * costs about 100 ms of ICU set-up in Chromium, which would land in this element's first render.
 * From 1 to 100 there is nothing to group, so the digits are the ones formatNumber gives.
 */
export function formatDiscount(percent: number, site: Site): string {
  const number = Number.isInteger(percent)
    ? String(percent)
    : formatNumber(percent, site, { maximumFractionDigits: 2 });
  return PERCENT_PATTERNS[site](number);
}

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
