/**
 * The DOM events of the public contract (docs/architecture.md "DOM events"; spec header §4 "Cart load").
 *
 * Listened for on window (any script on the page may dispatch them): cart-update, modal-closed,
 * trigger-update. Dispatched by the bundle: cart-count-change on window, newsletter-success on
 * the newsletter-signup element, flyout-change on the shop-header element, preload-error on
 * window (a tag's code or a locale failed to load). All bubble and cross
 * shadow roots (composed), so a listener on document or window sees events from inside elements.
 */

import { logger } from './logger';

export const SHOP_EVENTS = {
  /** spec header §4: the mini cart reloads with forceReload=true. */
  cartUpdate: 'cart-update',
  /** spec header §4: a page modal closed; the cart reloads with forceReload=true. */
  modalClosed: 'modal-closed',
  /** spec header §4: forces a cart reload. */
  triggerUpdate: 'trigger-update',
  /** spec header §4: the cached cart count changed. */
  cartCountChange: 'cart-count-change',
  /** spec footer §4 Newsletter submit: "emit a successful-submit event". */
  newsletterSuccess: 'newsletter-success',
  flyoutChange: 'flyout-change',
  /**
   * spec header §8 "A failed dynamic module or style preload raises a preload-error event". The
   * lazy loader (elements/index.ts) and the staff-preview entry dispatch it too, with their own
   * copies of the name: importing this module would pull the platform chunk into them (each
   * copy is typed by this one, so the type check fails if they disagree).
   */
  preloadError: 'preload-error',
} as const;

export type ShopEventName = (typeof SHOP_EVENTS)[keyof typeof SHOP_EVENTS];

/** spec header §4 "Flyout": NONE, then one of the four flyouts. */
export const FLYOUTS = ['NONE', 'SEARCH', 'STORE_FINDER', 'USER_MENU', 'CART'] as const;
export type Flyout = (typeof FLYOUTS)[number];

/** Events without data carry `null`, which is what CustomEvent gives for a missing detail. */
export interface ShopEventDetailMap {
  'cart-update': null;
  'modal-closed': null;
  'trigger-update': null;
  'cart-count-change': { readonly count: number };
  'newsletter-success': null;
  'flyout-change': { readonly flyout: Flyout };
  /**
   * `tag`: the element whose code or locale failed; `url`: the address that failed, as the
   * browser names it (the tag's entry file when it names none); `locale`: set when a locale's
   * messages failed to load.
   */
  'preload-error': { readonly tag: string; readonly url: string; readonly locale?: string };
}

type DetailArguments<TName extends ShopEventName> = ShopEventDetailMap[TName] extends null
  ? [detail?: null]
  : [detail: ShopEventDetailMap[TName]];

/**
 * Events may come from page scripts, so details are checked before a handler sees them; events
 * without data accept anything (a plain `new Event('cart-update')` included).
 */
function isValidDetail<TName extends ShopEventName>(
  name: TName,
  detail: unknown,
): detail is ShopEventDetailMap[TName] {
  switch (name) {
    case 'cart-count-change': {
      const count = (detail as { count?: unknown } | null)?.count;
      return typeof count === 'number' && Number.isInteger(count) && count >= 0;
    }
    case 'flyout-change': {
      const flyout = (detail as { flyout?: unknown } | null)?.flyout;
      return typeof flyout === 'string' && (FLYOUTS as readonly string[]).includes(flyout);
    }
    case 'preload-error': {
      const { tag, url } = (detail ?? {}) as { tag?: unknown; url?: unknown };
      return typeof tag === 'string' && typeof url === 'string';
    }
    default:
      return true;
  }
}

/**
 * Dispatches a bubbling, composed CustomEvent. Returns dispatchEvent's answer (false when a
 * listener cancelled it), or false when dispatching failed; never throws into the caller.
 */
export function dispatchShopEvent<TName extends ShopEventName>(
  target: EventTarget,
  name: TName,
  ...[detail]: DetailArguments<TName>
): boolean {
  try {
    return target.dispatchEvent(
      new CustomEvent(name, { bubbles: true, composed: true, cancelable: false, detail }),
    );
  } catch (error) {
    logger.error('Dispatching a shop event failed', { name, error });
    return false;
  }
}

/**
 * Listens for a shop event and returns the unsubscribe function (call it on disconnect).
 * A handler that throws is logged, not rethrown: the error would otherwise surface in the host
 * page's error reporting as the page's own.
 */
export function listenShopEvent<TName extends ShopEventName>(
  target: EventTarget,
  name: TName,
  handler: (detail: ShopEventDetailMap[TName], event: Event) => void,
  options?: Pick<AddEventListenerOptions, 'once' | 'signal'>,
): () => void {
  const listener = (event: Event): void => {
    const detail = event instanceof CustomEvent ? (event.detail as unknown) : null;
    if (!isValidDetail(name, detail)) {
      logger.warn('Ignoring a shop event with an invalid detail', { name });
      return;
    }
    // events without data hand the handler null whatever a page script attached
    const value =
      name === 'cart-count-change' || name === 'flyout-change' || name === 'preload-error'
        ? detail
        : null;
    try {
      handler(value as ShopEventDetailMap[TName], event);
    } catch (error) {
      logger.error('A shop event handler failed', { name, error });
    }
  };
  try {
    target.addEventListener(name, listener, options);
  } catch (error) {
    logger.error('Listening for a shop event failed', { name, error });
    return () => undefined;
  }
  return () => {
    try {
      target.removeEventListener(name, listener);
    } catch {
      // a target that refuses removal has nothing left to remove
    }
  };
}
