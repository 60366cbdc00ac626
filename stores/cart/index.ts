/**
 * The shared cart (spec header §4 "Cart load", "Optimistic cart change"; §7 cart calls): one
 * state per site, because the cart service keeps one cart per site and currency and a page may
 * show (or switch to) another site's elements. Every mini cart, the header's badge and the
 * script API read and change it here.
 *
 * Transitions are pure (cart.reducer.ts); this module holds the effects: requests, timers,
 * window events, local storage and tracking. Window listeners exist only while some element is
 * subscribed (nanostores onMount), so they end when the last element goes.
 */
import { atom, onMount } from 'nanostores';
import { loadCatalogue, translate } from '../../i18n/index';
import type { MessageKey } from '../../i18n/types';
import {
  fetchCart,
  getCartChangeFailure,
  getCartReadErrorCode,
  sendCartChange,
  type CartChangeResult,
} from '../../src/core/api/cart';
import { DELETED_ITEM_UNDO_MS, ERROR_DISPLAY_MS, LOCAL_STORAGE_KEYS } from '../../src/core/config';
import { SHOP_EVENTS, dispatchShopEvent, listenShopEvent } from '../../src/core/events';
import { formatNumber } from '../../src/core/format';
import { logger } from '../../src/core/logger';
import { getBackoffDelay } from '../../src/core/retry';
import {
  cartChangeRequestSchema,
  isCartLimitCode,
  type CartChangeRequest,
  type CartErrorCode,
  type CartLimitCode,
} from '../../src/core/schemas/cart';
import { getLocale, type Site } from '../../src/core/sites';
import { getItem, setItem } from '../../src/core/storage';
import { trackEvent } from '../../src/core/tracking';
import * as v from 'valibot';
import { getEntryKey, getRemovalRequest, type CartEntry } from './cart.entries';
import { INITIAL_CART_STATE, cartReducer, type CartAction, type CartState } from './cart.reducer';

export {
  CART_LISTS,
  getEntryKey,
  getRemovalRequest,
  getUndoRequest,
  isDefectiveList,
  type CartEntry,
  type CartListName,
} from './cart.entries';
export {
  INITIAL_CART_STATE,
  isCartBusy,
  type CartChangeError,
  type CartState,
  type DeletedEntry,
} from './cart.reducer';

/** Every site's cart state; a site appears once an element or a script has asked for it. */
export const $cart = atom<Readonly<Partial<Record<Site, CartState>>>>({});

/**
 * A background reload (after a change whose outcome is unknown) that fails is tried again after
 * 1 s, 2 s, 4 s ... up to a minute apart, while an element is on the page.
 */
const RECONCILE_RETRY = { delayMs: 1_000, maxDelayMs: 60_000 } as const;

let sequence = 0;
let mounted = false;
/** Counts mounts, so a reconciling loop from before an unmount does not carry on after it. */
let generation = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();
/** Sites with a reconciling reload under way or scheduled, with its failed attempts so far. */
const reconciling = new Map<Site, number>();
/** The plain load under way per site, shared by every element asking for a first load. */
const firstLoads = new Map<Site, Promise<void>>();

/**
 * A site's state. Reads `value`, not get(): get() on a store without subscribers mounts it
 * (nanostores), which would start the window listeners from inside their own clean-up.
 */
export function getCartState(site: Site): CartState {
  return $cart.value[site] ?? INITIAL_CART_STATE;
}

// ---------------------------------------------------------------------------------------------
// Cached count (spec header §4 "Cart load"; ARCHITECTURE "Storage")

/** The count another page view left in local storage, if it is a count. */
export function readCachedCount(): number | undefined {
  const raw = getItem(LOCAL_STORAGE_KEYS.cartCount);
  return parseCount(raw ?? null);
}

function parseCount(raw: string | null): number | undefined {
  if (raw === null || !/^\s*\d{1,15}\s*$/.test(raw)) return undefined;
  return Number(raw);
}

// ---------------------------------------------------------------------------------------------
// Dispatch and reactions

function schedule(key: string, delayMs: number, callback: () => void): void {
  clearTimeout(timers.get(key));
  timers.set(
    key,
    setTimeout(
      () => {
        timers.delete(key);
        callback();
      },
      Math.max(0, delayMs),
    ),
  );
}

function cancel(key: string): void {
  clearTimeout(timers.get(key));
  timers.delete(key);
}

function dispatch(site: Site, action: CartAction): void {
  const previous = getCartState(site);
  const next = cartReducer(previous, action);
  if (next === previous) return;
  $cart.set({ ...$cart.value, [site]: next });
  react(site, previous, next, action);
}

/** Effects of a transition: cache and broadcast the count, run the timers, reconcile. */
function react(site: Site, previous: CartState, next: CartState, action: CartAction): void {
  if (next.count !== undefined && next.count !== previous.count) {
    // the count another tab wrote is already stored; the cached count is not news
    if (action.type !== 'countSynced' && action.type !== 'cachedCountRead') {
      setItem(LOCAL_STORAGE_KEYS.cartCount, String(next.count));
    }
    if (action.type !== 'cachedCountRead') {
      dispatchShopEvent(window, SHOP_EVENTS.cartCountChange, { count: next.count });
    }
  }
  if (!mounted) return;
  for (const entry of previous.deleted) {
    if (!next.deleted.includes(entry)) cancel(`deleted:${site}:${entry.id}`);
  }
  for (const entry of next.deleted) {
    if (previous.deleted.includes(entry)) continue;
    // spec header §4 step 2: removed items stay visible, marked deleted, for 10 s
    schedule(`deleted:${site}:${entry.id}`, entry.expiresAt - Date.now(), () =>
      dispatch(site, { type: 'deletedExpired', id: entry.id }),
    );
  }
  const error = next.changeError;
  if (error && error.id !== previous.changeError?.id) {
    // spec header §4 step 6: a set-error and the limit disappear after 7.5 s
    schedule(`error:${site}`, ERROR_DISPLAY_MS, () =>
      dispatch(site, { type: 'changeErrorExpired', id: error.id }),
    );
  } else if (!error && previous.changeError) {
    cancel(`error:${site}`);
  }
  if (next.staleSince !== undefined) reconcile(site);
}

// ---------------------------------------------------------------------------------------------
// Sending

type Send = () => void;
const outbox: Send[] = [];

/**
 * Sends a request right after the current task, in the order the requests were numbered. The
 * local change renders first (a removal shows as deleted in the click's own frame; spec header
 * §4: the cart updates locally, then the request is sent), and the requests still reach the
 * server in sequence-number order, which the out-of-order rule relies on.
 */
function inOrder<T>(call: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    outbox.push(() => call().then(resolve, reject));
    if (outbox.length === 1) {
      void Promise.resolve().then(() => {
        for (const next of outbox.splice(0)) next();
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Loading (spec header §4 "Cart load")

interface LoadOptions {
  readonly forceReload?: boolean;
  /** A background reload: a failure keeps the cart and shows nothing. */
  readonly quiet?: boolean;
}

async function load(
  site: Site,
  { forceReload = false, quiet = false }: LoadOptions,
): Promise<boolean> {
  sequence += 1;
  const seq = sequence;
  dispatch(site, { type: 'loadStarted', seq });
  try {
    const cart = await inOrder(() => fetchCart({ site, forceReload }));
    dispatch(site, { type: 'loadSucceeded', seq, cart });
    return true;
  } catch (error) {
    logger.error('Loading the cart failed', { site, error });
    dispatch(
      site,
      quiet
        ? { type: 'reloadFailed', seq }
        : { type: 'loadFailed', seq, code: getCartReadErrorCode(error) },
    );
    return false;
  }
}

/**
 * Loads the site's cart. Every call sends a request (an event says the cart changed since any
 * request under way); `forceReload` adds ?forceReload=true.
 */
export async function loadCart(
  site: Site,
  options: { readonly forceReload?: boolean } = {},
): Promise<void> {
  await load(site, { forceReload: options.forceReload ?? false });
}

/**
 * What an element calls when it shows the site's cart: the cached count at once, then the cart,
 * unless it is there or on its way. Elements sharing a site share one request.
 */
export function ensureCartLoaded(site: Site): Promise<void> {
  if (!$cart.value[site]) dispatch(site, { type: 'cachedCountRead', count: readCachedCount() });
  const state = getCartState(site);
  if (state.staleSince !== undefined) reconcile(site);
  // a read error is tried again by the next element that shows the cart (or the flyout opening)
  if (state.cart || state.inFlight.length > 0) {
    return firstLoads.get(site) ?? Promise.resolve();
  }
  const request = loadCart(site).finally(() => firstLoads.delete(site));
  firstLoads.set(site, request);
  return request;
}

/**
 * Reloads in the background until a cart newer than the change of unknown outcome arrives:
 * then the visible cart is the server's again. Stops while no element is on the page.
 */
function reconcile(site: Site): void {
  if (!mounted || reconciling.has(site)) return;
  reconciling.set(site, 0);
  void attemptReconcile(site, generation);
}

async function attemptReconcile(site: Site, started: number): Promise<void> {
  const succeeded = await load(site, { forceReload: true, quiet: true });
  if (started !== generation) return;
  const failures = succeeded ? 0 : (reconciling.get(site) ?? 0) + 1;
  if (getCartState(site).staleSince === undefined || !mounted) {
    reconciling.delete(site);
    return;
  }
  // still behind: the reload failed, or another change of unknown outcome came meanwhile
  reconciling.set(site, failures);
  const delay =
    failures === 0
      ? 0
      : getBackoffDelay(
          'exponential',
          failures,
          RECONCILE_RETRY.delayMs,
          RECONCILE_RETRY.maxDelayMs,
        );
  schedule(`reconcile:${site}`, delay, () => void attemptReconcile(site, started));
}

// ---------------------------------------------------------------------------------------------
// Changes (spec header §4 "Optimistic cart change")

/** A refused change: the code, the limit number of a limit error, the localized message. */
export class CartChangeFailedError extends Error {
  override readonly name = 'CartChangeFailedError';
  constructor(
    message: string,
    readonly code: CartErrorCode | CartLimitCode,
    readonly limit: number | undefined,
  ) {
    super(message);
  }
}

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

async function send(
  site: Site,
  request: CartChangeRequest,
  extras: SendExtras,
): Promise<SendOutcome> {
  sequence += 1;
  const seq = sequence;
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

/** The entry's position in its list of the visible cart; -1 when the cart does not hold it. */
function findEntryIndex(site: Site, entry: CartEntry): number {
  const cart = getCartState(site).cart;
  if (!cart) return -1;
  const key = getEntryKey(entry);
  return (cart[entry.list] as readonly CartEntry['item'][]).findIndex(
    (item) => getEntryKey({ list: entry.list, item } as CartEntry) === key,
  );
}

function trackRemoval(entry: CartEntry): void {
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

/**
 * Removes an item from the mini cart: gone from the cart at once, visible as deleted with undo
 * for 10 s. Resolves once the server answered; a failure shows in the state, never rejects.
 * Does nothing for an item that cannot be deleted (spec header §4 step 8).
 */
export async function removeCartEntry(site: Site, entry: CartEntry): Promise<void> {
  const request = getRemovalRequest(entry);
  const index = findEntryIndex(site, entry);
  // a second click on an item already removed sends nothing
  if (!request || index < 0) return;
  trackRemoval(entry);
  await send(site, request, {
    deleted: {
      key: getEntryKey(entry),
      index,
      entry,
      expiresAt: Date.now() + DELETED_ITEM_UNDO_MS,
    },
  });
}

/** Takes a removal back while it is still shown as deleted (spec header §4 step 2). */
export async function undoCartRemoval(site: Site, deletedId: number): Promise<void> {
  const deleted = getCartState(site).deleted.find((entry) => entry.id === deletedId);
  if (!deleted?.undoRequest) return;
  await send(site, deleted.undoRequest, { undoOf: deletedId });
}

async function getChangeErrorMessage(
  site: Site,
  code: CartErrorCode | CartLimitCode,
  limit: number | undefined,
): Promise<string> {
  const key: MessageKey =
    isCartLimitCode(code) && limit !== undefined ? `cart.limit.${code}` : 'cart.error.change';
  try {
    const catalogue = await loadCatalogue(getLocale(site));
    return translate(catalogue, key, { limit: formatNumber(limit ?? 0, site) });
  } catch {
    // without the messages the code is still better than nothing
    return code;
  }
}

/**
 * The script API's modify (ARCHITECTURE "Script API", spec header §7): sends one change request
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
  const outcome = await send(site, parsed.output, {});
  if (!outcome.ok) {
    throw new CartChangeFailedError(
      await getChangeErrorMessage(site, outcome.code, outcome.limit),
      outcome.code,
      outcome.limit,
    );
  }
  return outcome.result.status === 'changed' ? (outcome.result.addedProductName ?? '') : '';
}

// ---------------------------------------------------------------------------------------------
// Tracking

/** spec header §7 tracking: modal_open for the minicart, when its flyout opens. */
export function trackMiniCartOpen(): void {
  void trackEvent({ event: 'modal_open', modal_name: 'minicart' });
}

/** spec header §7 tracking: button_click to cart or checkout. */
export function trackMiniCartExit(target: 'cart' | 'checkout'): void {
  void trackEvent({ event: 'button_click', click_target: target, click_origin: 'minicart' });
}

// ---------------------------------------------------------------------------------------------
// Lifecycle: listeners while some element is subscribed

function knownSites(): Site[] {
  return Object.keys($cart.value) as Site[];
}

onMount($cart, () => {
  mounted = true;
  // whatever the previous elements left on screen (deleted items, errors) is gone with them
  for (const site of knownSites()) dispatch(site, { type: 'detached' });
  for (const site of knownSites()) {
    if (getCartState(site).staleSince !== undefined) reconcile(site);
  }
  const reloadAll = (forceReload: boolean) => () => {
    for (const site of knownSites()) void loadCart(site, { forceReload });
  };
  const stops = [
    // spec header §4: a forced reload on cart-update and modal-closed, a reload on trigger-update
    listenShopEvent(window, SHOP_EVENTS.cartUpdate, reloadAll(true)),
    listenShopEvent(window, SHOP_EVENTS.modalClosed, reloadAll(true)),
    listenShopEvent(window, SHOP_EVENTS.triggerUpdate, reloadAll(false)),
  ];
  // another tab changed the cart: take its count at once, then its cart
  const onStorage = (event: StorageEvent): void => {
    if (event.key !== LOCAL_STORAGE_KEYS.cartCount) return;
    const count = parseCount(event.newValue);
    for (const site of knownSites()) {
      if (count !== undefined) dispatch(site, { type: 'countSynced', count });
      void load(site, { quiet: true });
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    mounted = false;
    generation += 1;
    for (const stop of stops) stop();
    window.removeEventListener('storage', onStorage);
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    reconciling.clear();
    for (const site of knownSites()) dispatch(site, { type: 'detached' });
  };
});

/** Back to a fresh page (tests). */
export function resetCart(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  reconciling.clear();
  firstLoads.clear();
  $cart.set({});
}
