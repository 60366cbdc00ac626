/**
 * Changes to the cart (spec header §4 "Optimistic cart change"; docs/architecture.md "Script API"): a
 * change shows at once, its request goes out in sequence, and the answer settles it. Modify comes
 * from the script API; removal and undo, from the mini cart's panel, are in cart.removal.ts.
 * Loaded with the first change, not with the page (issue 15): index.ts imports it for modify,
 * the panel (itself loaded on intent) for removal.
 */
import {
  getCartChangeFailure,
  sendCartChange,
  type CartChangeResult,
} from '../../src/core/api/cart-change';
import { logger } from '../../src/core/logger';
import {
  isCartLimitCode,
  type CartErrorCode,
  type CartLimitCode,
} from '../../src/core/schemas/cart';
import {
  cartChangeRequestSchema,
  type CartChangeRequest,
} from '../../src/core/schemas/cart-change';
import type { Site } from '../../src/core/sites';
import * as v from 'valibot';
import { CartChangeFailedError, getChangeErrorMessage } from './cart.change-error';
import { applyCartChange } from './cart.apply';
import { setCartChangeRule, type CartAction } from './cart.reducer';
import { trackAddedArticle } from './cart.ecommerce';

// the GA4 cart events load with the change code: the panel's checkout link and the flyout's
// opening send theirs with it (src/minicart)
export { trackCartEvent } from './cart.ecommerce';
import {
  $cart,
  dispatch,
  firstLoadOf,
  getCartState,
  inOrder,
  nextSequence,
  readCachedCount,
} from './cart.sync';

// the reducer folds changes under way with this rule from now on: only this code sends them
setCartChangeRule(applyCartChange);

interface SendExtras {
  readonly deleted?: Extract<CartAction, { type: 'changeStarted' }>['deleted'];
  readonly undoOf?: number;
}

type SendOutcome =
  | { readonly ok: true; readonly result: CartChangeResult }
  | {
      readonly ok: false;
      readonly code: CartErrorCode | CartLimitCode;
      readonly limit: number | undefined;
    };

/** Sends one change optimistically (spec header §4 steps 1-3); the removal (cart.removal.ts) too. */
export async function send(
  site: Site,
  request: CartChangeRequest,
  extras: SendExtras,
): Promise<SendOutcome> {
  const seq = nextSequence();
  // spec header §4 steps 1-3: the local cart changes first, then the request goes out
  dispatch(site, { type: 'changeStarted', seq, request, ...extras });
  try {
    const result = await inOrder(() => sendCartChange(request, { site }));
    if (result.status === 'changed')
      dispatch(site, { type: 'changeSucceeded', seq, cart: result.cart });
    else dispatch(site, { type: 'changeUnchanged', seq });
    return { ok: true, result };
  } catch (error) {
    const failure = getCartChangeFailure(error);
    // a limit is the shop's answer to the visitor, not a fault worth posting to the log service
    if (isCartLimitCode(failure.code))
      logger.info('A cart limit refused a change', { site, code: failure.code });
    else logger.error('Changing the cart failed', { site, code: failure.code, error });
    dispatch(site, {
      type: 'changeFailed',
      seq,
      code: failure.code,
      limit: failure.limit,
      cart: failure.cart,
      outcomeUnknown: failure.outcomeUnknown,
    });
    return { ok: false, code: failure.code, limit: failure.limit };
  }
}

/**
 * The script API's modify (docs/architecture.md "Script API", spec header §7): sends one change request
 * variant and resolves to the added product's name (200), to '' (304), or rejects with a
 * CartChangeFailedError carrying the localized message. The shared cart updates everywhere.
 */
export async function modifyCart(site: Site, request: unknown): Promise<string> {
  const parsed = v.safeParse(cartChangeRequestSchema, request);
  if (!parsed.success) {
    logger.warn('modify() got a request that is none of the five change variants', {
      issues: parsed.issues.map((issue) => issue.message),
    });
    throw new CartChangeFailedError(
      await getChangeErrorMessage(site, 'UNKNOWN', undefined),
      'UNKNOWN',
      undefined,
    );
  }
  if (!$cart.value[site]) dispatch(site, { type: 'cachedCountRead', count: readCachedCount() });
  const change = parsed.output;
  // add_to_cart counts the pieces a setArticle adds: what the cart held before is needed, so a
  // change sent while the element's first load is under way waits for it
  const setArticle = 'setArticle' in change ? change.setArticle : undefined;
  if (setArticle) await firstLoadOf(site);
  const before = getCartState(site).cart;
  const outcome = await send(site, change, {});
  if (!outcome.ok) {
    throw new CartChangeFailedError(
      await getChangeErrorMessage(site, outcome.code, outcome.limit),
      outcome.code,
      outcome.limit,
    );
  }
  const { result } = outcome;
  if (result.status === 'unchanged') return '';
  // an unknown cart before (its load failed) would make a guess of the pieces added
  if (setArticle && before) {
    trackAddedArticle(
      site,
      setArticle,
      before.articles.find((article) => article.tcm === setArticle.tcm),
      result.cart,
      result.addedProductName,
    );
  }
  return result.addedProductName ?? '';
}
