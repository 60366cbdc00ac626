/**
 * The cart's tracking events (spec header §7 tracking), sent to the page's data layer; the
 * removal's is in cart.removal.ts, the GA4 cart events (view_cart, begin_checkout, add_to_cart)
 * in cart.ecommerce.ts, which loads with the panel and the change code.
 */
import { trackEvent } from '../../src/core/tracking';

/** spec header §7 tracking: modal_open for the minicart, when its flyout opens. */
export function trackMiniCartOpen(): void {
  void trackEvent({ event: 'modal_open', modal_name: 'minicart' });
}

/** spec header §7 tracking: button_click to cart or checkout. */
export function trackMiniCartExit(target: 'cart' | 'checkout'): void {
  void trackEvent({ event: 'button_click', click_target: target, click_origin: 'minicart' });
}
