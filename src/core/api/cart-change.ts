/**
 * The cart change call (spec header §7: PUT /service/cart/api/cart; §8 cart errors), apart from
 * the cart's load in cart.ts: only a change needs it (the script API's modify, the mini cart
 * panel's removal), so it loads with the store's change code (stores/cart/cart.changes.ts,
 * issue 15), not with the page.
 */
import { FetchError, ResponseError, SchemaError, requestWithStatus } from '../http';
import {
  isCartLimitCode,
  toCartErrorCode,
  type Cart,
  type CartErrorCode,
  type CartLimitCode,
} from '../schemas/cart';
import {
  cartChangeAnswerSchema,
  cartChangeResponseSchema,
  type CartChangeRequest,
} from '../schemas/cart-change';
import * as v from 'valibot';
import { CART_PATH, type CartCallOptions } from './cart';

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
