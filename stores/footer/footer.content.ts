/**
 * The footer content made ready to render (pure): icon names checked against the footer's icons,
 * logo sources turned into image addresses. Its addresses are safe already: the override's passed
 * the URL sanitiser where it was read (src/core/schemas/footer.ts: a link it refused is gone, a
 * group heading or the sales-tax link without an address shows as plain text), and the built-in
 * content's are tested to pass it. What cannot be rendered safely is left out and reported, never
 * shown half-broken:
 * - an unknown icon name: a group heading shows without an icon, a social or app link (which is
 *   only an icon) is left out;
 * - an unknown logo source (spec footer §3: "an unknown source logs an error and gives an empty
 *   image"): the logo is left out, so no broken image shows;
 * Empty texts never get here: the override's schema refuses them (a part with one is left
 * out), and the built-in content is tested to have none.
 * Texts stay strings: the view renders them as text. A service text's placeholders for the
 * site's standing benefits (`{freeDelivery}`, `{returnPeriod}`, ...: src/core/sites.ts,
 * SITE_BENEFITS, getBenefitParams) are filled in, so the footer quotes the same facts as the header.
 */
import {
  getFooterLogoSrc,
  type FooterContent,
  type FooterIconLink,
  type FooterIconName,
  type FooterLink,
  type FooterLinkIconName,
} from '../../src/core/schemas/footer';
import { interpolate, type MessageParams } from '../../i18n/index';

export interface FooterLinkView {
  readonly href: string;
  readonly text: string;
}

export interface FooterGroupView {
  /** The group's key among the service panels (its position). */
  readonly id: string;
  readonly iconName: FooterIconName | undefined;
  readonly heading: string;
  readonly headingHref: string | undefined;
  readonly hideGroupInCheckout: boolean;
  readonly introductoryText: string;
  readonly links: readonly (FooterLinkView & { readonly hideInClassic: boolean })[];
  readonly images: readonly { readonly label: string; readonly src: string }[];
}

export interface FooterIconLinkView {
  readonly iconName: FooterLinkIconName;
  readonly href: string;
}

export interface FooterLogoView {
  readonly href: string | undefined;
  readonly label: string;
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

export interface FooterView {
  readonly headline: string;
  readonly groups: readonly FooterGroupView[];
  readonly seo: {
    readonly heading: string;
    readonly columns: readonly (readonly FooterLinkView[])[];
  };
  readonly socialMedia: { readonly heading: string; readonly icons: readonly FooterIconLinkView[] };
  readonly appReferences: {
    readonly heading: string;
    readonly icons: readonly FooterIconLinkView[];
  };
  readonly legalLinks: readonly FooterLinkView[];
  readonly viewChanger: { readonly toMobile: string; readonly toDesktop: string };
  readonly salesTax:
    | {
        readonly textBeforeLink: string;
        readonly link: FooterLinkView | undefined;
        readonly linkText: string;
        readonly textAfterLink: string;
      }
    | undefined;
  readonly qualityLogos:
    { readonly heading: string; readonly logos: readonly FooterLogoView[] } | undefined;
}

export type FooterContentProblem =
  | { readonly kind: 'icon'; readonly value: string }
  | { readonly kind: 'logo'; readonly value: string };

export type ReportProblem = (problem: FooterContentProblem) => void;

/**
 * The icons the footer can draw, from its icon table (the view's): which names are icons, and
 * which of them can stand alone as a link (a network's or an app store's mark).
 */
export interface FooterIconNames {
  readonly isIcon: (name: string) => name is FooterIconName;
  readonly isLinkIcon: (name: string) => name is FooterLinkIconName;
}

export function prepareFooterContent(
  content: FooterContent,
  { isIcon, isLinkIcon }: FooterIconNames,
  report: ReportProblem,
  benefits?: MessageParams,
): FooterView {
  const problem = (kind: FooterContentProblem['kind'], value: string): undefined => {
    report({ kind, value });
    return undefined;
  };
  const logoSrc = (source: string): string | undefined =>
    getFooterLogoSrc(source) ?? problem('logo', source);
  /** What `make` can render of each entry; an entry it refuses (and reports) is left out. */
  const kept = <T, V extends object>(list: readonly T[], make: (entry: T) => V | undefined): V[] =>
    list.flatMap((entry) => make(entry) ?? []);
  const links = (list: readonly FooterLink[]): FooterLinkView[] =>
    list.map(({ url, text }) => ({ text, href: url }));
  const iconLinks = (list: readonly FooterIconLink[]): FooterIconLinkView[] =>
    kept(list, ({ iconName, link }) =>
      isLinkIcon(iconName) ? { iconName, href: link } : problem('icon', iconName),
    );
  const { salesTax, qualityLogos } = content;
  return {
    headline: content.headline,
    groups: content.teaser.groups.map((group, index) => {
      const { iconName, link } = group.heading;
      return {
        id: `group-${index}`,
        // no icon named: none shown, nothing to report
        iconName:
          iconName === '' ? undefined : isIcon(iconName) ? iconName : problem('icon', iconName),
        heading: link.text,
        headingHref: link.url,
        hideGroupInCheckout: group.hideGroupInCheckout,
        introductoryText: interpolate(group.introductoryText, benefits),
        links: group.links.map(({ url, text, hideInClassic }) => ({
          text,
          hideInClassic,
          href: url,
        })),
        images: kept(group.images, ({ label, source }) => {
          const src = logoSrc(source);
          return src === undefined ? undefined : { label, src };
        }),
      };
    }),
    seo: {
      heading: content.seo.heading,
      columns: content.seo.columns
        .map((column) => links(column.links))
        .filter((column) => column.length > 0),
    },
    socialMedia: {
      heading: content.socialMedia.heading,
      icons: iconLinks(content.socialMedia.socialMediaIcons),
    },
    appReferences: {
      heading: content.appReferences.heading,
      icons: iconLinks(content.appReferences.appIcons),
    },
    legalLinks: links(content.legalLinks),
    viewChanger: content.viewChanger,
    salesTax: salesTax && {
      textBeforeLink: salesTax.textBeforeLink,
      link:
        salesTax.link.url === undefined
          ? undefined
          : { href: salesTax.link.url, text: salesTax.link.text },
      linkText: salesTax.link.text,
      textAfterLink: salesTax.textAfterLink,
    },
    qualityLogos: qualityLogos && {
      heading: qualityLogos.heading,
      logos: kept(qualityLogos.logos, ({ link, image: { label, source, width, height } }) => {
        const src = logoSrc(source);
        return src === undefined ? undefined : { href: link, label, src, width, height };
      }),
    },
  };
}
