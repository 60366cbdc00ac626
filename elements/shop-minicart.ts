import {
  defineShopElement,
  type ShopElementInstance,
  type ShopElementJsxProps,
} from './internal/define-element';
import type { CartChangeRequest } from '../src/core/schemas/cart';
import { MiniCart } from '../src/minicart/minicart';
import { modifyCart } from '../stores/cart/index';
import { resolveSiteAttribute } from '../stores/site/index';

const attributes = {
  pageType: { type: 'string' },
  useminicart: { type: 'boolean', default: true },
} as const;

const methods = {
  /** docs/architecture.md "Script API": one cart change request variant, the shared cart updates. */
  modify(this: HTMLElement, request: CartChangeRequest): Promise<string> {
    // typed for integrators, checked at run time all the same: plain JavaScript calls it too
    // the site attribute as the element reads it: unknown values fall back to DE
    return modifyCart(resolveSiteAttribute(this.getAttribute('site')), request);
  },
};

/**
 * The cart icon with its count badge and the mini-cart flyout, sharing one cart state with
 * every other mini cart and the header on the page. A mouse resting on the icon for 200 ms
 * opens the flyout; a click or a tap goes to the cart page; keyboard users open it with the
 * button after the icon. Removed items stay for 10 s with undo; checkout is enabled only for a
 * valid cart.
 *
 * @tag shop-minicart
 * @summary Cart icon with count badge and the mini-cart flyout.
 * @attr {string} [page-type] - The page group. On `basket` (the cart page) the flyout does not open.
 * @attr {boolean} [useminicart=true] - `useminicart="false"` switches the flyout off; the icon still links to the cart page.
 * @method modify(request: CartChangeRequest): Promise<string> - Sends one cart change ({ setArticle }, { setFreeArticle }, { setGiftCard }, { setPartnerProduct } or { deleteSubscription }); resolves to the added product's name (200) or '' (304, nothing changed), rejects with an Error whose message is the localized cart error. The shared cart updates everywhere.
 * @fires {{ count: number }} cart-count-change - On window, whenever the cached cart count changes (also from another tab).
 * @csspart cart-icon - The cart icon link to the cart page.
 * @csspart badge - The count badge (hidden at 0, +99 above 99).
 * @csspart toggle - The keyboard button that opens the flyout (visible while focused).
 * @csspart overlay - The page overlay behind the open flyout.
 * @csspart flyout - The flyout panel.
 * @csspart close - The flyout's close button.
 * @csspart errors - The error block above the list.
 * @csspart items - The list of items.
 * @csspart tile - One item.
 * @csspart remove - An item's delete button.
 * @csspart price - An item's price block.
 * @csspart summary - The summary rows and total.
 * @csspart exits - The buttons to the cart page and to checkout.
 * @csspart empty - The empty view.
 * @cssprop --se-minicart-width - Width of the flyout panel (default 400px, never wider than the window).
 */
export const ShopMinicartElement = defineShopElement({
  tag: 'shop-minicart',
  attributes,
  component: MiniCart,
  display: 'inline-flex',
  methods,
});

export type ShopMinicart = ShopElementInstance<typeof attributes, typeof methods>;

declare global {
  interface HTMLElementTagNameMap {
    'shop-minicart': ShopMinicart;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'shop-minicart': ShopElementJsxProps<typeof attributes>;
    }
  }
}
