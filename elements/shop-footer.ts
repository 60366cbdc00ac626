import {
  defineShopElement,
  type ShopElementInstance,
  type ShopElementOptions,
  type ShopElementJsxProps,
} from './internal/define-element';
import { ShopFooter } from '../src/footer/footer';
import { seedFooterContent, type FooterContentState } from '../stores/footer/index';

const attributes = {
  reduced: { type: 'boolean', default: false },
  newsletter: { type: 'boolean', default: true },
} as const;

/**
 * The per-country footer: the newsletter block, a headline over the service groups (payment,
 * delivery, store pick-up, returns and complaints, help, loyalty card, product info, about the
 * company) as expandable panels, the popular-categories panel, social and app links, quality
 * logos, the legal links with the sales-tax note (CZ and SK), a filterable country dropdown and
 * the mobile/desktop view switch.
 *
 * Site and language: `site` picks the content and the language, de-DE by default: without a
 * `site` attribute (or with an unknown one, which also logs a warning) the footer is the German
 * DE footer, like every element of the bundle. The content of each site is built in, in the
 * site's language, and loaded only for the site a footer shows. The shop's content service may
 * override it part by part: GET /service/promotion/api/promotion/SHOP_FOOTER (contentJSON, the
 * footer content entity); a part of the wrong shape, a failed call and 404 leave the built-in
 * part. Override texts are rendered as text, addresses pass the URL sanitiser, unknown icon
 * names show no icon and unknown logo sources no image (logged).
 *
 * Reduced mode (the `reduced` attribute, an `affiliatenumber` cookie, or the `appclient` cookie
 * with the value `new`) hides the groups marked hideGroupInCheckout, the categories panel, the
 * social and app links and the newsletter. The newsletter block also hides with
 * `newsletter="false"` and for visitors whose nl_status (GET /json/psdata, once per page) is
 * WAITING_FOR_DOI or SUBSCRIBED; it shows once that answer is in (or failed).
 *
 * A mobile client (platform MATCH or SMARTPHONE, or a window narrower than 767 px) starts with
 * every panel collapsed; otherwise the service groups start expanded and the categories panel
 * collapsed. Resizing across 767 px starts them over. On MATCH and SMARTPHONE the group headings
 * are not links. The view switch offers the desktop view to a mobile client and the way back to
 * a visitor who chose it (the `desktopview_<country>` cookie, then a reload); never in the app.
 *
 * @tag shop-footer
 * @summary The per-country footer with service panels, country dropdown and newsletter block.
 * @attr {boolean} [reduced=false] - The reduced (checkout) footer: no categories, social and app links, newsletter or groups marked hideGroupInCheckout.
 * @attr {boolean} [newsletter=true] - Shows the newsletter block; newsletter="false" hides it (for a page that has its own form).
 * @fires {null} newsletter-success - After a successful sign-up in the footer's newsletter block; bubbles and is composed.
 * @csspart footer - The root; data-reduced is true or false, data-client mobile or desktop.
 * @csspart footer-newsletter - The newsletter block (and the newsletter's own parts, see newsletter-signup).
 * @csspart footer-headline - The headline above the service groups.
 * @csspart footer-services - The service groups (and the design system's panel-* parts).
 * @csspart footer-categories - The popular-categories panel.
 * @csspart footer-social - The social media links.
 * @csspart footer-apps - The app store links.
 * @csspart footer-quality - The quality logos.
 * @csspart footer-legal - The legal links.
 * @csspart footer-sales-tax - The sales-tax note (CZ, SK).
 * @csspart footer-country - The country dropdown: its label, button and panel.
 * @csspart footer-country-option - One country's link in the panel.
 * @csspart footer-view-switch - The mobile/desktop view switch.
 */
/** The element's definition, which the server renderer (elements/server) renders too. */
export const shopFooter = {
  tag: 'shop-footer',
  attributes,
  component: ShopFooter,
  // the server's content: built-in merged with the SHOP_FOOTER override (elements/server)
  seedServerState(data) {
    seedFooterContent((data['content'] ?? {}) as Record<string, FooterContentState>);
  },
} satisfies ShopElementOptions<typeof attributes, Record<never, never>>;

export const ShopFooterElement = defineShopElement(shopFooter);

export type ShopFooterInstance = ShopElementInstance<typeof attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'shop-footer': ShopFooterInstance;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'shop-footer': ShopElementJsxProps<typeof attributes>;
    }
  }
}
