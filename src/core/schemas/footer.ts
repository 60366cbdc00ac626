/**
 * The footer content entity (spec footer §3 "Footer content per country") and the schema of its
 * one service answer: the SHOP_FOOTER promotion's contentJSON (spec footer §7), which overrides
 * the built-in content part by part. The built-in content (src/footer/content/<site>.ts) is
 * typed by the same interfaces.
 *
 * The override is read part by part: each top-level part (headline, teaser, seo, ...) is checked
 * on its own, so a content editor's mistake in one part costs that part only, and the built-in
 * part shows in its place. Texts are only checked to be strings here, and are rendered as text.
 * Every address of the override passes the URL sanitiser here (./address.ts): a link in a list
 * (a group's links, the categories, the legal links, the social and app icons) whose address it
 * refuses is left out; a group heading, the sales-tax link and a quality logo keep their text or
 * image without the link. Each refused address is handed to the caller (the footer's call logs
 * it). The built-in content is the shop's own code, its addresses tested to pass the sanitiser.
 */

import * as v from 'valibot';
import { address } from './address';

export interface FooterLink {
  readonly url: string;
  readonly text: string;
}

/** A link shown as plain text when it has no address (the sanitiser refused the override's). */
export interface FooterOptionalLink {
  readonly url: string | undefined;
  readonly text: string;
}

export interface FooterGroupLink extends FooterLink {
  /** Hidden on the CLASSIC platform (an app download link on a desktop, for example). */
  readonly hideInClassic: boolean;
}

/** A payment or delivery logo in a group; the source names a file under FOOTER_LOGO_PATH. */
export interface FooterImage {
  readonly label: string;
  readonly source: string;
}

export interface FooterTeaserGroup {
  readonly heading: { readonly iconName: string; readonly link: FooterOptionalLink };
  /** spec footer §4: hidden in the reduced (checkout) footer. */
  readonly hideGroupInCheckout: boolean;
  readonly introductoryText: string;
  readonly links: readonly FooterGroupLink[];
  readonly images: readonly FooterImage[];
}

export interface FooterIconLink {
  readonly iconName: string;
  readonly link: string;
}

export interface FooterQualityLogo {
  readonly link: string | undefined;
  readonly image: FooterImage & { readonly width: number; readonly height: number };
}

export interface FooterContent {
  readonly headline: string;
  readonly teaser: { readonly groups: readonly FooterTeaserGroup[] };
  /** Popular categories: a heading and columns of links. */
  readonly seo: {
    readonly heading: string;
    readonly columns: readonly { readonly links: readonly FooterLink[] }[];
  };
  readonly socialMedia: {
    readonly heading: string;
    readonly socialMediaIcons: readonly FooterIconLink[];
  };
  readonly appReferences: {
    readonly heading: string;
    readonly appIcons: readonly FooterIconLink[];
  };
  readonly legalLinks: readonly FooterLink[];
  readonly viewChanger: { readonly toMobile: string; readonly toDesktop: string };
  /** spec footer §2: the sales-tax note beside the legal links (CZ, SK). */
  readonly salesTax?: {
    readonly textBeforeLink: string;
    readonly link: FooterOptionalLink;
    readonly textAfterLink: string;
  };
  readonly qualityLogos?: {
    readonly heading: string;
    readonly logos: readonly FooterQualityLogo[];
  };
}

export type FooterPart = keyof FooterContent;

/**
 * spec footer §3 "Icon names" ({product} is `shop` in this shop's names). Types only: the footer's
 * icon table (src/footer/footer-icons.tsx) draws each one and says at run time which names it
 * knows, so the names are written once in the shipped code.
 */
export type FooterIconName =
  | 'android'
  | 'appleinc'
  | 'branch_store'
  | 'click_collect'
  | 'contact'
  | 'delivery_via_haulage_company'
  | 'easy_pay'
  | 'facebook'
  | 'free_shipping'
  | 'instagram'
  | 'linkedin'
  | 'meet_shop'
  | 'pinterest'
  | 'return_shipping'
  | 'service_info'
  | 'shop_near_you'
  | 'shopcard'
  | 'thirty_day_return'
  | 'twitter'
  | 'xing'
  | 'youtube';

/**
 * The icons that can stand alone as a link in the social and app groups: a network's or an app
 * store's mark, which names the link. A service icon (contact, free_shipping ...) there would
 * leave the link without a name.
 */
export type FooterLinkIconName = Extract<
  FooterIconName,
  | 'android'
  | 'appleinc'
  | 'facebook'
  | 'instagram'
  | 'linkedin'
  | 'pinterest'
  | 'twitter'
  | 'xing'
  | 'youtube'
>;

/** spec footer §3: logo sources map to image files under this path. */
export const FOOTER_LOGO_PATH = '/service/footer-images/logos/';

/**
 * The logo sources the footer knows, each the name of its file (`<source>.svg`) under
 * FOOTER_LOGO_PATH: payment, delivery, quality seals. A source not in this list is logged and
 * shows no image (spec footer §3 "an unknown source logs an error").
 */
export const FOOTER_LOGO_SOURCES: ReadonlySet<string> = new Set([
  'paypal',
  'visa',
  'mastercard',
  'invoice',
  'eps',
  'twint',
  'postfinance',
  'blik',
  'przelewy24',
  'cash_on_delivery',
  'bank_transfer',
  'troy',
  'dhl',
  'dpd',
  'gls',
  'post_at',
  'swiss_post',
  'inpost',
  'ppl',
  'packeta',
  'mpl',
  'slovak_post',
  'yurtici_kargo',
  'trusted_shops',
  'ehi_certified',
  'secure_shopping',
  'climate_neutral_shipping',
  'fair_trade_coffee',
  'handelsverband',
  'swiss_online_garantie',
  'apek',
  'overeny_obchod',
  'bkt',
  'etrust_tr',
]);

/** The image address of a logo source, or undefined for a source the footer does not know. */
export function getFooterLogoSrc(source: string): string | undefined {
  return FOOTER_LOGO_SOURCES.has(source) ? `${FOOTER_LOGO_PATH}${source}.svg` : undefined;
}

/**
 * Headings, labels and link texts: something to read (an empty one would name nothing). The same
 * rule as the CMS helper cmsText, written here again on purpose: importing that helper makes the
 * footer's entry load the header's content chunk, where the bundler puts it, for 40 bytes.
 */
const text = v.pipe(v.string(), v.trim(), v.nonEmpty());
/** Running text around them, which may be empty. */
const prose = v.string();
/** A logo's width or height in CSS px. */
const logoSize = v.pipe(v.number(), v.minValue(1), v.maxValue(400));

/** Hears the addresses the sanitiser refuses while parseFooterOverride runs (parsing is synchronous). */
let onRefused: ((value: string) => void) | undefined;
/** An address, or undefined when the sanitiser refuses it. */
const url = v.pipe(
  text,
  address((value) => onRefused?.(value)),
);
/** A list without the entries whose address was refused. */
const linked = <TItem extends v.GenericSchema, TKey extends string>(item: TItem, key: TKey) =>
  v.pipe(
    v.array(item),
    v.transform((entries) =>
      entries.filter(
        (entry): entry is v.InferOutput<TItem> & { readonly [K in TKey]: string } =>
          (entry as Record<TKey, unknown>)[key] !== undefined,
      ),
    ),
  );

const optionalLinkSchema = v.looseObject({ url, text });
const linkSchema = linked(optionalLinkSchema, 'url');
const iconLinksSchema = linked(v.looseObject({ iconName: text, link: url }), 'link');
const imageSchema = v.looseObject({ label: text, source: text });

const groupSchema = v.looseObject({
  heading: v.looseObject({ iconName: v.optional(v.string(), ''), link: optionalLinkSchema }),
  hideGroupInCheckout: v.optional(v.boolean(), false),
  introductoryText: v.optional(prose, ''),
  links: v.optional(
    linked(v.looseObject({ url, text, hideInClassic: v.optional(v.boolean(), false) }), 'url'),
    [],
  ),
  images: v.optional(v.array(imageSchema), []),
});

/** One schema per part of the content entity (spec footer §3). */
export const footerPartSchemas = {
  headline: text,
  teaser: v.looseObject({ groups: v.array(groupSchema) }),
  seo: v.looseObject({
    heading: text,
    columns: v.array(v.looseObject({ links: linkSchema })),
  }),
  socialMedia: v.looseObject({ heading: text, socialMediaIcons: iconLinksSchema }),
  appReferences: v.looseObject({ heading: text, appIcons: iconLinksSchema }),
  legalLinks: linkSchema,
  viewChanger: v.looseObject({ toMobile: text, toDesktop: text }),
  salesTax: v.looseObject({
    textBeforeLink: prose,
    link: optionalLinkSchema,
    textAfterLink: prose,
  }),
  qualityLogos: v.looseObject({
    heading: text,
    logos: v.array(
      v.looseObject({
        link: url,
        image: v.looseObject({
          label: text,
          source: text,
          width: logoSize,
          height: logoSize,
        }),
      }),
    ),
  }),
} satisfies { readonly [K in FooterPart]-?: v.GenericSchema<unknown, FooterContent[K]> };

export const FOOTER_PARTS = Object.keys(footerPartSchemas) as FooterPart[];

export type FooterOverride = { -readonly [K in FooterPart]?: FooterContent[K] };

export interface ParsedFooterOverride {
  readonly override: FooterOverride;
  /** Parts that were there but of the wrong shape (left out of `override`). */
  readonly invalidParts: readonly FooterPart[];
}

/**
 * Reads an override (the parsed contentJSON) part by part: a part that is missing or null is
 * not overridden, a part of the wrong shape is left out and named in `invalidParts`. Anything
 * that is not an object overrides nothing (and is reported as `undefined`). `refused` hears each
 * address the URL sanitiser refuses (its link is left out, see the module comment).
 */
export function parseFooterOverride(
  value: unknown,
  refused?: (address: string) => void,
): ParsedFooterOverride | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  onRefused = refused;
  try {
    return parseParts(value as Readonly<Record<string, unknown>>);
  } finally {
    onRefused = undefined;
  }
}

function parseParts(source: Readonly<Record<string, unknown>>): ParsedFooterOverride {
  const override: Record<string, unknown> = {};
  const invalidParts: FooterPart[] = [];
  for (const part of FOOTER_PARTS) {
    const raw = Object.hasOwn(source, part) ? source[part] : undefined;
    if (raw === undefined || raw === null) continue;
    const result = v.safeParse(footerPartSchemas[part], raw);
    if (result.success) override[part] = result.output;
    else invalidParts.push(part);
  }
  return { override: override as FooterOverride, invalidParts };
}
