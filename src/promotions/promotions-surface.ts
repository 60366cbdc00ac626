/**
 * A promotion's surface: the dark theme when the CMS asks for it, and the CMS's background and
 * text colours when the pair is readable (spec header "Promotion blocks"; promotions.logic.ts).
 * Shared by the campaign row and the full blocks (the details panel, the navigation's flyouts).
 */
import { useHydrating } from '../shared/use-hydrating';
import type { CSSProperties } from 'react';
import type { PromotionContent } from '../core/schemas/promotion';
import { useTheme } from '../ds/theme/index';
import { getPromotionColors } from './promotions.logic';

export function useSurface(content: PromotionContent): {
  readonly 'data-theme'?: string;
  readonly style?: CSSProperties;
} {
  // light is the element's own tokens (no theme), so a page's restyling of them applies here too
  const { themeProps } = useTheme(content.useDarkTheme === true ? 'dark' : undefined);
  const colors = getPromotionColors(content);
  // not in a server render's HTML: a strict `style-src` refuses style attributes in markup (set
  // from script, after hydration, they are allowed); the theme holds until then
  const hydrating = useHydrating();
  if (!colors || hydrating) return themeProps;
  // the tokens re-pointed at the CMS pair: text, links, focus ring and the buttons (primary:
  // text-coloured with the background as label) all keep the contrast that was checked
  const style = {
    '--se-color-surface': colors.background,
    '--se-color-ink': colors.text,
    '--se-color-brand': colors.text,
    '--se-color-brand-contrast': colors.background,
    '--se-color-focus': colors.text,
  } as CSSProperties;
  return { ...themeProps, style };
}
