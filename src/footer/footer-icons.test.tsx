import { describe, expect, it } from 'vitest';
import { cleanupViews, renderView } from '../../test/helpers/render';
import { afterEach } from 'vitest';
import { FOOTER_ICONS, FooterIcon } from './footer-icons';
import type { FooterIconName } from '../core/schemas/footer';

afterEach(() => cleanupViews());

/** spec footer §3 "Icon names", {product} being `shop`. */
const SPEC_ICON_NAMES = [
  'android',
  'appleinc',
  'branch_store',
  'click_collect',
  'contact',
  'delivery_via_haulage_company',
  'easy_pay',
  'facebook',
  'free_shipping',
  'instagram',
  'linkedin',
  'meet_shop',
  'pinterest',
  'return_shipping',
  'service_info',
  'shop_near_you',
  'shopcard',
  'thirty_day_return',
  'twitter',
  'xing',
  'youtube',
] as const satisfies readonly FooterIconName[];

describe('footer icons', () => {
  it.each(SPEC_ICON_NAMES)('draws %s', async (name) => {
    expect(FOOTER_ICONS.isIcon(name)).toBe(true);
    const view = await renderView(<FooterIcon name={name} />);
    const svg = view.shadow.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(10);
  });

  it('draws thirty_day_return as a 30-day-return mark', async () => {
    const view = await renderView(<FooterIcon name="thirty_day_return" />);
    expect(view.shadow.querySelector('svg')?.textContent).toBe('30');
  });

  it('knows no other name', () => {
    for (const name of ['rocket', 'shop', 'constructor', 'toString']) {
      expect(FOOTER_ICONS.isIcon(name), name).toBe(false);
    }
  });

  it('lets only the networks’ and app stores’ marks stand alone as a link', () => {
    const linkIcons = SPEC_ICON_NAMES.filter((name) => FOOTER_ICONS.isLinkIcon(name));
    expect(linkIcons).toEqual([
      'android',
      'appleinc',
      'facebook',
      'instagram',
      'linkedin',
      'pinterest',
      'twitter',
      'xing',
      'youtube',
    ]);
  });
});
