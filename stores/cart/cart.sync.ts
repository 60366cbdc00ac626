/**
 * The cart's state and its sync with the server (spec header §4 "Cart load"; §7 cart calls): the
 * atom, every transition dispatched through the pure reducer with its effects (the cached and
 * broadcast count, the deleted-item and error timers), requests sent in the order they are
 * numbered, loads, and the background reload that reconciles after a change of unknown outcome.
 * Changes are in cart.changes.ts, tracking in cart.tracking.ts. Import the store from index.ts:
 * its lifecycle (the window listeners, and what starts and stops the timers here) is set up there.
 */
import { atom } from 'nanostores';
import { fetchCart, getCartReadErrorCode } from '../../src/core/api/cart';
import { ERROR_DISPLAY_MS, LOCAL_STORAGE_KEYS } from '../../src/core/config';
import { SHOP_EVENTS, dispatchShopEvent } from '../../src/core/events';
import { logger } from '../../src/core/logger';
import { getBackoffDelay } from '../../src/core/retry';
import type { Site } from '../../src/core/sites';
import { getItem, setItem } from '../../src/core/storage';
import { INITIAL_CART_STATE, cartReducer, type CartAction, type CartState } from './cart.reducer';

/** Every site's cart state; a site appears once an element or a script has asked for it. */
export const $cart = atom<Readonly<Partial<Record<Site, CartState>>>>({});

/**
 * A background reload (after a change whose outcome is unknown) that fails is tried again after
 * 1 s, 2 s, 4 s ... up to a minute apart, while an element is on the page.
 */
const RECONCILE_RETRY = { delayMs: 1_000, maxDelayMs: 60_000 } as const;

let sequence = 0;
/** Whether an element is on the page (set by the store's lifecycle in index.ts). */
let mounted = false;
/** Counts mounts, so a reconciling loop from before an unmount does not carry on after it. */
let generation = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();
/** Sites with a reconciling reload under way or scheduled, with its failed attempts so far. */
const reconciling = new Map<Site, number>();
/** The plain load under way per site, shared by every element asking for a first load. */
const firstLoads = new Map<Site, Promise<void>>();

/** Numbers every request in the order it is sent, loads and changes alike. */
export function nextSequence(): number {
  sequence += 1;
  return sequence;
}

/**
 * A site's state. Reads `value`, not get(): get() on a store without subscribers mounts it
 * (nanostores), which would start the window listeners from inside their own clean-up.
 */
export function getCartState(site: Site): CartState {
  return $cart.value[site] ?? INITIAL_CART_STATE;
}

// ---------------------------------------------------------------------------------------------
// Cached count (spec header §4 "Cart load"; docs/architecture.md "Storage, cookies, tracking")

/** The count another page view left in local storage, if it is a count. */
export function readCachedCount(): number | undefined {
  const raw = getItem(LOCAL_STORAGE_KEYS.cartCount);
  return parseCount(raw ?? null);
}

/** A count as local storage holds it (also what another tab wrote), if it is a count. */
export function parseCount(raw: string | null): number | undefined {
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

export function dispatch(site: Site, action: CartAction): void {
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
export function inOrder<T>(call: () => Promise<T>): Promise<T> {
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

export async function load(
  site: Site,
  { forceReload = false, quiet = false }: LoadOptions,
): Promise<boolean> {
  const seq = nextSequence();
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

/** The site's first load while it is under way (see ensureCartLoaded), else undefined. */
export function firstLoadOf(site: Site): Promise<void> | undefined {
  return firstLoads.get(site);
}

/**
 * Reloads in the background until a cart newer than the change of unknown outcome arrives:
 * then the visible cart is the server's again. Stops while no element is on the page.
 */
export function reconcile(site: Site): void {
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
// Lifecycle hooks (index.ts runs them while some element is subscribed)

/** An element is on the page: timers and the reconciling reload may run. */
export function startCartSync(): void {
  mounted = true;
}

/** The last element went away: the timers and reconciling reloads end with it. */
export function stopCartSync(): void {
  mounted = false;
  generation += 1;
  endTimers();
}

/** Back to a fresh page (tests). */
export function resetCart(): void {
  endTimers();
  firstLoads.clear();
  $cart.set({});
}

function endTimers(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  reconciling.clear();
}
