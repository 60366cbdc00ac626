/**
 * Schemas of the promotion service (spec header §3 "Promotion", §7 promotion call).
 *
 * The answer is `{ type, contentJSON }`: the API type name and the CMS content as a JSON string.
 * The content is CMS data, untrusted, and checked field by field: a field of the wrong kind (a
 * number for a headline, `javascript:` for a link, `red` for a colour) is dropped on its own and
 * the rest of the promotion still shows; only a content with nothing left to show is unusable
 * (isUsablePromotionContent). Texts stay plain text; the legal text and the long text may carry
 * the little markup of src/core/markup.ts (bold, paragraphs, line breaks, links) and arrive here
 * as its sanitised tree. Every address passes sanitizeUrl; colours are hex only.
 */

import * as v from 'valibot';
import { getMarkupText, sanitizeMarkup } from '../markup';
import { address as sanitisedAddress } from './address';
import { cmsText as text, lenientList } from './cms';

/** spec header §3 "Promotion types". */
export const PROMOTION_TYPES = ['CATEGORY', 'PHASE_INTEGRATION', 'BANNER', 'BENEFITS'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** spec header §3: the promotion types derive from these API type names. */
export const PROMOTION_API_TYPES: Readonly<Record<string, PromotionType>> = {
  ApiCategory: 'CATEGORY',
  ApiPiPromotion: 'PHASE_INTEGRATION',
  ApiTopBannerPromotion: 'BANNER',
  ApiHeaderBenefitsPromotion: 'BENEFITS',
};

/** The promotion type of an API type name; undefined for any other name (ApiShopFooter ...). */
export function getPromotionType(apiType: string): PromotionType | undefined {
  return Object.hasOwn(PROMOTION_API_TYPES, apiType) ? PROMOTION_API_TYPES[apiType] : undefined;
}

/** GET /service/promotion/api/promotion/{promotionId} (spec header §7). */
export const promotionResponseSchema = v.looseObject({
  type: v.string(),
  contentJSON: v.string(),
});
export type PromotionResponse = v.InferOutput<typeof promotionResponseSchema>;

/** The CMS's voucherOrButton selector: which of voucher code and call-to-action shows. */
export const VOUCHER_OR_BUTTON = ['VOUCHER', 'BUTTON'] as const;

/** #rgb or #rrggbb; names, rgb(), var() and anything else a stylesheet could read are refused. */
export const HEX_COLOR = /^#(?:[\da-f]{3}|[\da-f]{6})$/i;

/** More of a list is not shown anyway; a hostile content cannot make thousands of nodes. */
const MAX_IMAGES = 4;
const MAX_LINKS = 8;

const address = v.pipe(v.string(), sanitisedAddress(), v.string());
const markup = v.pipe(
  v.string(),
  v.transform(sanitizeMarkup),
  v.check((value) => getMarkupText(value).trim() !== ''),
);

/** A field that is dropped (undefined) when it is not what it should be. */
const field = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.fallback(v.optional(schema), undefined);

/** A list whose bad items are dropped one by one; dropped as a whole when none is left. */
const list = <TItem extends v.GenericSchema>(item: TItem, max: number) =>
  field(
    v.pipe(
      lenientList(item),
      v.transform((items) => items.slice(0, max)),
      v.check((items) => items.length > 0),
    ),
  );

const linkSchema = v.object({ text, url: address });

export const promotionContentSchema = v.object({
  headline: field(text),
  promotionLongText: field(markup),
  promotionShortText: field(text),
  subline: field(text),
  imageCutouts: list(v.object({ url: address, alt: v.fallback(v.string(), '') }), MAX_IMAGES),
  useDarkTheme: field(v.boolean()),
  backgroundColor: field(v.pipe(v.string(), v.trim(), v.regex(HEX_COLOR))),
  promotionTextColor: field(v.pipe(v.string(), v.trim(), v.regex(HEX_COLOR))),
  legalText: field(markup),
  legalTextHint: field(text),
  voucherCode: field(v.object({ code: text, instruction: field(text) })),
  ctaButton: field(linkSchema),
  voucherOrButton: field(v.picklist(VOUCHER_OR_BUTTON)),
  links: list(linkSchema, MAX_LINKS),
  /** The text of the single link; its address is linkURL. */
  link: field(text),
  linkURL: field(address),
});
export type PromotionContent = v.InferOutput<typeof promotionContentSchema>;
export type PromotionLink = v.InferOutput<typeof linkSchema>;

/** The fields that are something to show on their own; colours and a theme alone are not. */
const SHOWN_FIELDS = [
  'headline',
  'promotionLongText',
  'promotionShortText',
  'subline',
  'imageCutouts',
  'voucherCode',
  'ctaButton',
  'links',
] as const satisfies readonly (keyof PromotionContent)[];

/** Whether a content has anything to show (a single link needs both its text and address). */
export function isUsablePromotionContent(content: PromotionContent): boolean {
  return (
    SHOWN_FIELDS.some((name) => content[name] !== undefined) ||
    (content.link !== undefined && content.linkURL !== undefined)
  );
}
