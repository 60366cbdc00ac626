/**
 * The footer's own icons (spec footer §3 "Icon names"), one for every name,. They live here, not in the design system's icon set, so that only a page
 * with the footer pays for them. Same drawing rules as the design system: a 24x24 viewBox, 2 px
 * round strokes in currentColor (the youtube play mark is an outline too), decorative (aria-hidden): the
 * link or heading beside an icon carries the name. thirty_day_return is the 30-day-return mark
 * (spec footer §3).
 */
import type { ReactElement } from 'react';
import type { FooterIconName, FooterLinkIconName } from '../core/schemas/footer';
import type { Translate } from '../shared/shop-context';

/** One line path per icon: 2 px round strokes in currentColor (footer.css draws them). */
const ICON_PATHS: Readonly<Record<FooterIconName, string>> = {
  android: 'M5 11a7 7 0 0114 0zM8 5L6.5 3M16 5l1.5-2M5 13h14v7H5zM9.5 8.5h0M14.5 8.5h0',
  appleinc:
    'M12 7c-2-1.5-6-1-6.5 3-.4 3.5 2 8.5 4 9 1 .3 1.5-.3 2.5-.3s1.5.6 2.5.3c2-.5 4.4-5.5 4-9-.5-4-4.5-4.5-6.5-3zm0 0c0-2 1-3.5 3-4',
  branch_store: 'M4 10v10h16V10M3 10l2-6h14l2 6zm7 10v-5h4v5',
  click_collect: 'M5 8h14l-1 12H6zm4 0V6a3 3 0 016 0v2m-5.5 6l2 2 3.5-3.5',
  contact: 'M4 15v-3a8 8 0 0116 0v3M4 14h3v5H4zm16 0h-3v5h3z',
  delivery_via_haulage_company:
    'M1 5h13v11H1zm13 3h4l4 4v4h-8M5 19a2 2 0 100-.01M18 19a2 2 0 100-.01',
  easy_pay: 'M3 6h18v12H3zm0 4h18M7 15h4',
  facebook: 'M4 4h16v16H4zm11.5 4H14a2.5 2.5 0 00-2.5 2.5V20M9 13h6',
  free_shipping: 'M3 7l9-4 9 4v10l-9 4-9-4zm0 0l9 4 9-4m-9 4v10M7.5 5l9 4',
  instagram:
    'M3 7a4 4 0 014-4h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4zm9 1a4 4 0 100 8 4 4 0 000-8zm5.5-1.5h0',
  linkedin: 'M4 4h16v16H4zm4 6v7m0-10h0m4 10v-7m0 3a3 3 0 016 0v4',
  meet_shop: 'M9 11a3 3 0 100-6 3 3 0 000 6zm-6 9a6 6 0 0112 0m1-9a3 3 0 100-6m2 10a6 6 0 013 5',
  pinterest: 'M12 3a9 9 0 100 18 9 9 0 000-18zm-1.5 17l2-8M9 12.5a3.5 3.5 0 113.5 3',
  return_shipping: 'M9 13L4 8l5-5M4 8h11a5 5 0 010 10h-4',
  service_info: 'M12 3a9 9 0 100 18 9 9 0 000-18zm0 8v6m0-9.5h0',
  shop_near_you:
    'M12 21s-7-6.5-7-12a7 7 0 0114 0c0 5.5-7 12-7 12zm0-14.5a2.5 2.5 0 100 5 2.5 2.5 0 000-5z',
  shopcard: 'M3 6h18v12H3zm12.5 3a3 3 0 100 6 3 3 0 000-6zm-1 1c1.2 1 1.2 3 0 4M6 15h4',
  thirty_day_return: 'M4 12a8 8 0 102.3-5.7M4 3.5V7h3.5',
  twitter: 'M4 4h4.5L20 20h-4.5zm16 0l-6.5 7M4 20l6.5-7',
  xing: 'M5.5 8l2 3.5L5 15.5M17 3l-5.5 9.5L15 20',
  youtube: 'M2 9a4 4 0 014-4h12a4 4 0 014 4v6a4 4 0 01-4 4H6a4 4 0 01-4-4zm8 0v6l5-3z',
};

type AppIconName = Extract<FooterLinkIconName, 'android' | 'appleinc'>;

/** The app stores' marks, named by their badge texts (translated, `footer.app.<name>`). */
const isAppIcon = (name: string): name is AppIconName => name === 'android' || name === 'appleinc';

/** The networks' marks, named by the networks' own names. */
const NETWORK_NAMES: Readonly<Record<Exclude<FooterLinkIconName, AppIconName>, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  twitter: 'X (Twitter)',
  xing: 'XING',
  youtube: 'YouTube',
};

/**
 * Which names the footer can draw, and which of them can stand alone as a link (a network's or
 * an app store's mark, which names the link); the store leaves out and logs the others.
 */
export const FOOTER_ICONS = {
  isIcon: (name: string): name is FooterIconName => Object.hasOwn(ICON_PATHS, name),
  isLinkIcon: (name: string): name is FooterLinkIconName =>
    isAppIcon(name) || Object.hasOwn(NETWORK_NAMES, name),
};

/** The name of a link that shows only a mark: the app store's badge text, or "... on <network>". */
export function getIconLinkName(name: FooterLinkIconName, t: Translate): string {
  return isAppIcon(name)
    ? t(`footer.app.${name}`)
    : t('footer.social.link', { network: NETWORK_NAMES[name] });
}

export function FooterIcon({ name }: { readonly name: FooterIconName }): ReactElement {
  return (
    <svg className="footer__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d={ICON_PATHS[name]} />
      {name === 'thirty_day_return' && (
        <text x="12" y="15" fontSize="7" fontWeight="700" textAnchor="middle">
          30
        </text>
      )}
    </svg>
  );
}
