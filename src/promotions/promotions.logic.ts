/**
 * Pure rules of the promotion blocks: readable colours, voucher or button, the links a block
 * shows and the benefit links with their tracking positions.
 */
import type { PromotionContent, PromotionLink } from '../core/schemas/promotion';
import { MAX_BENEFIT_LINKS } from '../../stores/promotions/promotions.rules';

/** WCAG 2 AA for normal text: CMS colours below it are not used. */
export const MIN_TEXT_CONTRAST = 4.5;

interface ColorPair {
  readonly background: string;
  readonly text: string;
}

/** The themes' own pairs (src/ds/theme/themes.css 'light' and 'dark'), for the contrast check. */
const THEME_COLORS: Readonly<Record<'light' | 'dark', ColorPair>> = {
  light: { background: '#ffffff', text: '#1d1d1b' },
  dark: { background: '#1d1d1b', text: '#ffffff' },
};

/** The relative luminance of a #rgb or #rrggbb colour (WCAG 2). */
export function getRelativeLuminance(hex: string): number {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [red = 0, green = 0, blue = 0] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The WCAG 2 contrast ratio of two hex colours, 1 to 21. */
export function getContrastRatio(first: string, second: string): number {
  const [lighter, darker] = [getRelativeLuminance(first), getRelativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The CMS's background and text colour, completed by the theme's where one is missing, when
 * the pair is readable; undefined (the theme's own colours) when the CMS gives none or the pair
 * is not readable (spec header "Promotion blocks": background and text colour; the schema
 * already refused anything but hex).
 */
export function getPromotionColors(
  content: Pick<PromotionContent, 'backgroundColor' | 'promotionTextColor' | 'useDarkTheme'>,
): ColorPair | undefined {
  const { backgroundColor, promotionTextColor } = content;
  if (backgroundColor === undefined && promotionTextColor === undefined) return undefined;
  const theme = THEME_COLORS[content.useDarkTheme === true ? 'dark' : 'light'];
  const pair = {
    background: backgroundColor ?? theme.background,
    text: promotionTextColor ?? theme.text,
  };
  return getContrastRatio(pair.background, pair.text) >= MIN_TEXT_CONTRAST ? pair : undefined;
}

export type PromotionAction = 'voucher' | 'cta';

/**
 * Voucher code or call-to-action button: the CMS's voucherOrButton selector decides; without
 * it, or when the selected one is missing, whichever the content has (the voucher first).
 */
export function getPromotionAction(
  content: Pick<PromotionContent, 'voucherCode' | 'ctaButton' | 'voucherOrButton'>,
): PromotionAction | undefined {
  const has: Record<PromotionAction, boolean> = {
    voucher: content.voucherCode !== undefined,
    cta: content.ctaButton !== undefined,
  };
  const selected = content.voucherOrButton === 'BUTTON' ? 'cta' : 'voucher';
  if (has[selected]) return selected;
  if (has.voucher) return 'voucher';
  return has.cta ? 'cta' : undefined;
}

/** A block's links: its list, then the single link (text `link`, address `linkURL`). */
export function getPromotionLinks(
  content: Pick<PromotionContent, 'links' | 'link' | 'linkURL'>,
): PromotionLink[] {
  const links = [...(content.links ?? [])];
  if (content.link !== undefined && content.linkURL !== undefined) {
    links.push({ text: content.link, url: content.linkURL });
  }
  return links;
}

/** The benefits strip's links, at most four (tracked VK1 to VK4 by their position). */
export function getBenefitLinks(
  content: Pick<PromotionContent, 'links' | 'link' | 'linkURL'>,
): PromotionLink[] {
  return getPromotionLinks(content).slice(0, MAX_BENEFIT_LINKS);
}

/**
 * Whether a top banner has more than the campaign row's line shows (its text, its voucher code
 * or call to action): the long text, a second of its short texts, images, links, the voucher's
 * instruction or a legal text. Only then does the row offer its details.
 */
export function hasPromotionDetails(content: PromotionContent): boolean {
  const texts = [content.headline, content.promotionShortText, content.subline];
  return (
    texts.filter((text) => text !== undefined).length > 1 ||
    content.promotionLongText !== undefined ||
    content.imageCutouts !== undefined ||
    content.legalText !== undefined ||
    content.voucherCode?.instruction !== undefined ||
    getPromotionLinks(content).length > 0
  );
}
