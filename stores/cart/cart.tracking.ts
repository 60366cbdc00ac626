/**
 * The cart's tracking events (spec header §7 tracking), sent to the page's data layer.
 */
import { trackEvent } from '../../src/core/tracking';
import type { CartEntry } from './cart.entries';

/** spec header §7 tracking: remove_item for items, subscription_remove for subscriptions. */
export function trackRemoval(entry: CartEntry): void {
  switch (entry.list) {
    case 'subscriptions':
    case 'defectiveSubscriptions':
      void trackEvent({
        event: 'subscription_remove',
        subscription_id: entry.item.subscriptionConfigurationId,
        subscription_type: entry.item.subscriptionType,
      });
      return;
    case 'articles':
    case 'freeArticles':
    case 'defectiveArticles':
      void trackEvent({
        event: 'product_interaction',
        interaction_type: 'remove_item',
        item_id: entry.item.productId,
        item_variant: entry.item.tcm,
        item_name: entry.item.trackingName ?? entry.item.title,
        quantity: entry.item.quantity,
      });
      return;
    case 'giftCards':
    case 'defectiveGiftCards':
      void trackEvent({
        event: 'product_interaction',
        interaction_type: 'remove_item',
        item_id: entry.item.article.productId,
        item_variant: entry.item.article.tcm,
        item_name: entry.item.article.trackingName ?? entry.item.article.title,
        quantity: 1,
      });
      return;
    case 'partnerProducts':
    case 'defectivePartnerProducts':
      void trackEvent({
        event: 'product_interaction',
        interaction_type: 'remove_item',
        item_id: entry.item.partnerProductId,
        item_name: entry.item.title,
        quantity: entry.item.totalQuantity,
      });
      return;
    default:
      entry satisfies never;
  }
}

/** spec header §7 tracking: modal_open for the minicart, when its flyout opens. */
export function trackMiniCartOpen(): void {
  void trackEvent({ event: 'modal_open', modal_name: 'minicart' });
}

/** spec header §7 tracking: button_click to cart or checkout. */
export function trackMiniCartExit(target: 'cart' | 'checkout'): void {
  void trackEvent({ event: 'button_click', click_target: target, click_origin: 'minicart' });
}
