/**
 * Cart calls (spec header §7: GET /service/cart/api/cart; §8 cart errors; the PUT of a
 * change is in cart-change.ts, loaded with the first change). The cart's
 * failures are shown to the visitor, so these calls use http.ts directly (not the silent
 * requestOrUndefined) and reject with its errors; the helpers below read those errors into the
 * shop's error codes.
 *
 * Headers (spec header §7): the long-term token and CSRF headers come from their cookies through
 * http.ts, credentials are included. The site header names the element's site, so a page that
 * shows another site's elements (or switches site at run time) gets that site's cart and
 * currency rather than the one the site cookie names.
 */
import { ResponseError, requestWithStatus } from '../http';
import {
  cartReadErrorBodySchema,
  cartSchema,
  toCartErrorCode,
  type Cart,
  type CartErrorCode,
} from '../schemas/cart';
import * as v from 'valibot';
import type { Site } from '../sites';

export const CART_PATH = '/service/cart/api/cart';

export interface CartCallOptions {
  readonly site: Site;
  readonly signal?: AbortSignal;
}

/** GET /service/cart/api/cart, with ?forceReload=true when asked (spec header §4 "Cart load"). */
export async function fetchCart(
  options: CartCallOptions & { readonly forceReload?: boolean },
): Promise<Cart> {
  const { data } = await requestWithStatus(CART_PATH, {
    schema: cartSchema,
    query: { forceReload: options.forceReload ? true : undefined },
    cache: 'no-store',
    site: options.site,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return data;
}

/**
 * spec header §4 "Cart load": a non-2xx answer gives the code in its body (UNKNOWN when there is
 * none we know); a network failure, a timeout and an unusable answer give UNKNOWN.
 */
export function getCartReadErrorCode(error: unknown): CartErrorCode {
  if (error instanceof ResponseError) {
    const body = v.safeParse(cartReadErrorBodySchema, error.body);
    return body.success ? toCartErrorCode(body.output.error) : 'UNKNOWN';
  }
  return 'UNKNOWN';
}
