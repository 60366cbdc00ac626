/**
 * The footer content made ready to render (pure): every address through the URL sanitiser, icon
 * names checked against the footer's icons, logo sources turned into image addresses. What cannot
 * be rendered safely is left out and reported, never shown half-broken:
 * - a link whose address the sanitiser refuses (`javascript:`, `//host`, ...) is left out; a
 *   group heading or the sales-tax link with such an address shows as plain text;
 * - an unknown icon name: a group heading shows without an icon, a social or app link (which is
 *   only an icon) is left out;
 * - an unknown logo source (spec footer §3: "an unknown source logs an error and gives an empty
 *   image"): the logo is left out, so no broken image shows;
 * Empty texts never get here: the override's schema refuses them (a part with one is left
 * out), and the built-in content is tested to have none.
 * Texts stay strings: the view renders them as text.
 */
import {
  getFooterLogoSrc,
  type FooterContent,
  type FooterIconName,
  type FooterLinkIconName,
} from '../../src/core/schemas/footer';
import { sanitizeUrl } from '../../src/core/url';

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
  | { readonly kind: 'url'; readonly value: string }
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

interface Preparation extends FooterIconNames {
  readonly report: ReportProblem;
}

function safeHref(url: string, { report }: Preparation): string | undefined {
  const href = sanitizeUrl(url);
  if (href === undefined) report({ kind: 'url', value: url });
  return href;
}

function links(
  list: readonly { readonly url: string; readonly text: string }[],
  prep: Preparation,
): FooterLinkView[] {
  return list.flatMap((link) => {
    const href = safeHref(link.url, prep);
    return href === undefined ? [] : [{ href, text: link.text }];
  });
}

function iconName(name: string, prep: Preparation): FooterIconName | undefined {
  if (prep.isIcon(name)) return name;
  if (name !== '') prep.report({ kind: 'icon', value: name });
  return undefined;
}

function iconLinks(
  list: readonly { readonly iconName: string; readonly link: string }[],
  prep: Preparation,
): FooterIconLinkView[] {
  return list.flatMap((entry) => {
    const name = entry.iconName;
    if (!prep.isLinkIcon(name)) {
      prep.report({ kind: 'icon', value: name });
      return [];
    }
    const href = safeHref(entry.link, prep);
    return href === undefined ? [] : [{ iconName: name, href }];
  });
}

function logoSrc(source: string, { report }: Preparation): string | undefined {
  const src = getFooterLogoSrc(source);
  if (src === undefined) report({ kind: 'logo', value: source });
  return src;
}

export function prepareFooterContent(
  content: FooterContent,
  icons: FooterIconNames,
  report: ReportProblem,
): FooterView {
  const prep: Preparation = { ...icons, report };
  const { salesTax, qualityLogos } = content;
  return {
    headline: content.headline,
    groups: content.teaser.groups.map((group, index) => ({
      id: `group-${index}`,
      iconName: iconName(group.heading.iconName, prep),
      heading: group.heading.link.text,
      headingHref: safeHref(group.heading.link.url, prep),
      hideGroupInCheckout: group.hideGroupInCheckout,
      introductoryText: group.introductoryText,
      links: group.links.flatMap((link) =>
        links([link], prep).map((view) => ({ ...view, hideInClassic: link.hideInClassic })),
      ),
      images: group.images.flatMap((image) => {
        const src = logoSrc(image.source, prep);
        return src === undefined ? [] : [{ label: image.label, src }];
      }),
    })),
    seo: {
      heading: content.seo.heading,
      columns: content.seo.columns
        .map((column) => links(column.links, prep))
        .filter((column) => column.length > 0),
    },
    socialMedia: {
      heading: content.socialMedia.heading,
      icons: iconLinks(content.socialMedia.socialMediaIcons, prep),
    },
    appReferences: {
      heading: content.appReferences.heading,
      icons: iconLinks(content.appReferences.appIcons, prep),
    },
    legalLinks: links(content.legalLinks, prep),
    viewChanger: content.viewChanger,
    salesTax: salesTax && {
      textBeforeLink: salesTax.textBeforeLink,
      link: links([salesTax.link], prep)[0],
      linkText: salesTax.link.text,
      textAfterLink: salesTax.textAfterLink,
    },
    qualityLogos: qualityLogos && {
      heading: qualityLogos.heading,
      logos: qualityLogos.logos.flatMap(({ link, image }) => {
        const src = logoSrc(image.source, prep);
        if (src === undefined) return [];
        const { label, width, height } = image;
        return [{ href: safeHref(link, prep), label, src, width, height }];
      }),
    },
  };
}
