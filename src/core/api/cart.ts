/**
 * Cart calls (spec header §7: GET and PUT /service/cart/api/cart; §8 cart errors). The cart's
 * failures are shown to the visitor, so these calls use http.ts directly (not the silent
 * requestOrUndefined) and reject with its errors; the helpers below read those errors into the
 * shop's error codes.
 *
 * Headers (spec header §7): the long-term token and CSRF headers come from their cookies through
 * http.ts, credentials are included. The site header names the element's site, so a page that
 * shows another site's elements (or switches site at run time) gets that site's cart and
 * currency rather than the one the site cookie names.
 */
import { FetchError, ResponseError, SchemaError, requestWithStatus } from '../http';
import {
  cartChangeAnswerSchema,
  cartChangeResponseSchema,
  cartReadErrorBodySchema,
  cartSchema,
  isCartLimitCode,
  toCartErrorCode,
  type Cart,
  type CartChangeRequest,
  type CartErrorCode,
  type CartLimitCode,
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

export type CartChangeResult =
  /** 200: the cart changed; the cart service's new cart and the added product's name. */
  | {
      readonly status: 'changed';
      readonly cart: Cart | undefined;
      readonly addedProductName: string | undefined;
    }
  /** 304: nothing changed (spec header §7 "304 returns empty"). */
  | { readonly status: 'unchanged' };

/** PUT /service/cart/api/cart with one change request variant as the body (spec header §3, §7). */
export async function sendCartChange(
  request: CartChangeRequest,
  options: CartCallOptions,
): Promise<CartChangeResult> {
  const { status, data } = await requestWithStatus(CART_PATH, {
    method: 'PUT',
    body: request,
    schema: cartChangeAnswerSchema,
    cache: 'no-store',
    site: options.site,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (status === 304 || data === undefined) return { status: 'unchanged' };
  return { status: 'changed', cart: data.cart, addedProductName: data.addedProduct?.name };
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

export interface CartChangeFailure {
  /** The set-error, or the limit code when the server refused a limit (spec header §5, §8). */
  readonly code: CartErrorCode | CartLimitCode;
  /** The limit number of a limit error. */
  readonly limit: number | undefined;
  /** The server's unchanged cart when the error answer carried one (400, 409, 422). */
  readonly cart: Cart | undefined;
  /**
   * Whether the server may have applied the change after all: no answer (network failure,
   * timeout) or an answer we cannot read. The store then asks for the cart again.
   */
  readonly outcomeUnknown: boolean;
}

/** Reads a rejected sendCartChange into the shop's terms (spec header §4 step 5, §8). */
export function getCartChangeFailure(error: unknown): CartChangeFailure {
  if (error instanceof ResponseError) {
    const body = v.safeParse(cartChangeResponseSchema, error.body);
    if (!body.success) {
      return { code: 'UNKNOWN', limit: undefined, cart: undefined, outcomeUnknown: false };
    }
    const { error: code, limit, cart } = body.output;
    return {
      code: isCartLimitCode(code) ? code : toCartErrorCode(code),
      limit,
      cart,
      outcomeUnknown: false,
    };
  }
  return {
    code: 'UNKNOWN',
    limit: undefined,
    cart: undefined,
    outcomeUnknown: error instanceof FetchError || error instanceof SchemaError,
  };
}
