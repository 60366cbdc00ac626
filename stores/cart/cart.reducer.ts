/**
 * The cart's pure state transitions (spec header §4 "Cart load", "Optimistic cart change").
 *
 * How the visible cart stays equal to the server's (issue 4, proven by the property test):
 * - Every request (load or change) gets a sequence number in the order it is sent. The server
 *   applies requests in that order, so the answer with the highest number is the newest state:
 *   an answer older than the cart we hold never replaces it (responses may arrive out of order).
 * - The visible cart is always derived: the newest server cart with the still-pending changes
 *   applied on top, in send order (`deriveCart`). A success drops its change from the pending
 *   list and brings the server's cart; a failure only drops its change, which is exactly "the
 *   previous cart restored plus the changes still under way" (spec step 5).
 * - When the outcome of a change is unknown (no answer, an unreadable answer, or a 304 that
 *   proves our cart was behind the server's) the state is marked stale from that request on;
 *   the store then reloads until a cart newer than that request arrives.
 * - Removed items are remembered apart from the cart (`deleted`, spec step 2) and only drawn in
 *   again by the view while the cart does not hold them: they never make the cart differ.
 */
import type {
  Cart,
  CartChangeRequest,
  CartErrorCode,
  CartLimitCode,
} from '../../src/core/schemas/cart';
import type { RestoredEntry } from './cart.entries';

// ---------------------------------------------------------------------------------------------
// State

export interface PendingChange {
  readonly seq: number;
  readonly request: CartChangeRequest;
  readonly restore: RestoredEntry | undefined;
}

/** A removed entry, visible as deleted until `expiresAt` (spec header §4 step 2). */
export interface DeletedEntry extends RestoredEntry {
  /** The sequence number of the removal request. */
  readonly id: number;
  readonly key: string;
  readonly expiresAt: number;
  /** The request that puts it back; undefined where there is no way back. */
  readonly undoRequest: CartChangeRequest | undefined;
}

/** A change the server refused: a set-error, or a limit with its number (spec header §4 step 5). */
export interface CartChangeError {
  readonly code: CartErrorCode | CartLimitCode;
  readonly limit: number | undefined;
  /** Distinguishes errors for the 7.5 s timer (spec header §4 step 6). */
  readonly id: number;
}

export interface CartState {
  /** The newest cart the server answered; undefined before the first load and after a read error. */
  readonly serverCart: Cart | undefined;
  /** The sequence number of the request serverCart answered (0: none yet). */
  readonly serverSeq: number;
  /** Changes sent and not answered yet, in send order. */
  readonly pending: readonly PendingChange[];
  /** Sequence numbers of every request under way, loads included. */
  readonly inFlight: readonly number[];
  /** The cart the mini cart shows: serverCart with the pending changes applied. */
  readonly cart: Cart | undefined;
  /** The badge count: the visible cart's, else the cached or synced one. */
  readonly count: number | undefined;
  readonly deleted: readonly DeletedEntry[];
  readonly readError: CartErrorCode | undefined;
  readonly changeError: CartChangeError | undefined;
  /**
   * Set to the sequence number of a change whose outcome is unknown; cleared once a cart from a
   * later request arrives. While set, the store reloads.
   */
  readonly staleSince: number | undefined;
}

export const INITIAL_CART_STATE: CartState = {
  serverCart: undefined,
  serverSeq: 0,
  pending: [],
  inFlight: [],
  cart: undefined,
  count: undefined,
  deleted: [],
  readError: undefined,
  changeError: undefined,
  staleSince: undefined,
};

/** spec header §4 "Cart load": the busy flag is on during load and modify. */
export function isCartBusy(state: CartState): boolean {
  return state.inFlight.length > 0;
}

export type CartAction =
  /** The count cached in local storage, before the first load answers. */
  | { readonly type: 'cachedCountRead'; readonly count: number | undefined }
  /** Another tab changed the cached count (the storage event). */
  | { readonly type: 'countSynced'; readonly count: number }
  | { readonly type: 'loadStarted'; readonly seq: number }
  | { readonly type: 'loadSucceeded'; readonly seq: number; readonly cart: Cart }
  /** A failed load that shows (spec §4): the cart is cleared and the read error set. */
  | { readonly type: 'loadFailed'; readonly seq: number; readonly code: CartErrorCode }
  /** A failed background reload (reconciling, syncing): nothing shown, the cart stays. */
  | { readonly type: 'reloadFailed'; readonly seq: number }
  | {
      readonly type: 'changeStarted';
      readonly seq: number;
      readonly request: CartChangeRequest;
      /**
       * A removal from the mini cart: the entry stays visible, marked deleted, until its
       * `expiresAt`, with the request that puts it back (cart.removal.ts getUndoRequest).
       */
      readonly deleted?: Omit<DeletedEntry, 'id'>;
      /** An undo: the deleted entry it takes back. */
      readonly undoOf?: number;
    }
  /** 200; without a cart the outcome is unknown. */
  | { readonly type: 'changeSucceeded'; readonly seq: number; readonly cart: Cart | undefined }
  /** 304: nothing changed on the server. */
  | { readonly type: 'changeUnchanged'; readonly seq: number }
  | {
      readonly type: 'changeFailed';
      readonly seq: number;
      readonly code: CartErrorCode | CartLimitCode;
      readonly limit: number | undefined;
      /** The server's cart from the error answer, when it sent one. */
      readonly cart: Cart | undefined;
      readonly outcomeUnknown: boolean;
    }
  | { readonly type: 'deletedExpired'; readonly id: number }
  | { readonly type: 'changeErrorExpired'; readonly id: number }
  /** The last element went away: what only makes sense on screen is dropped. */
  | { readonly type: 'detached' };

/** What a change does to the cart before the server answers (cart.apply.ts applyCartChange). */
export type CartChangeRule = (
  cart: Cart,
  request: CartChangeRequest,
  restore?: RestoredEntry,
) => Cart;

/**
 * The rule arrives with the change code (cart.changes.ts sets it as it loads; issue 15: not with
 * the page). Only that code sends changes, so a state with changes under way always has it;
 * until then a change leaves the cart as it is.
 */
let applyChange: CartChangeRule = (cart) => cart;

export function setCartChangeRule(rule: CartChangeRule): void {
  applyChange = rule;
}

/** spec header §4 step 1: the newest server cart with the changes under way applied in order. */
export function deriveCart(
  serverCart: Cart | undefined,
  pending: readonly PendingChange[],
): Cart | undefined {
  if (!serverCart) return undefined;
  return pending.reduce(
    (cart, change) => applyChange(cart, change.request, change.restore),
    serverCart,
  );
}

function withoutSeq(list: readonly number[], seq: number): readonly number[] {
  return list.includes(seq) ? list.filter((value) => value !== seq) : list;
}

/** Recomputes the visible cart and the count after serverCart or pending changed. */
function settle(previous: CartState, next: CartState): CartState {
  const cart =
    next.serverCart === previous.serverCart && next.pending === previous.pending
      ? previous.cart
      : deriveCart(next.serverCart, next.pending);
  const count = cart && cart !== previous.cart ? cart.numberOfArticles : next.count;
  return { ...next, cart, count };
}

/** A cart answered by request `seq` replaces ours only when it is newer (out-of-order answers). */
function acceptCart(state: CartState, seq: number, cart: Cart | undefined): CartState {
  if (!cart || seq <= state.serverSeq) return state;
  return {
    ...state,
    serverCart: cart,
    serverSeq: seq,
    readError: undefined,
    staleSince:
      state.staleSince !== undefined && seq > state.staleSince ? undefined : state.staleSince,
  };
}

function markStale(state: CartState, seq: number): CartState {
  // a cart from a later request already shows whatever this one did on the server
  if (state.serverSeq > seq) return state;
  return { ...state, staleSince: Math.max(state.staleSince ?? 0, seq) };
}

function finish(state: CartState, seq: number): CartState {
  return {
    ...state,
    inFlight: withoutSeq(state.inFlight, seq),
    pending: state.pending.some((change) => change.seq === seq)
      ? state.pending.filter((change) => change.seq !== seq)
      : state.pending,
  };
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'cachedCountRead':
      return state.count === undefined && action.count !== undefined
        ? { ...state, count: action.count }
        : state;
    case 'countSynced':
      return state.count === action.count ? state : { ...state, count: action.count };
    case 'loadStarted':
      return { ...state, inFlight: [...state.inFlight, action.seq] };
    case 'loadSucceeded':
      return settle(state, acceptCart(finish(state, action.seq), action.seq, action.cart));
    case 'loadFailed': {
      const finished = finish(state, action.seq);
      // an answer older than the cart we hold says nothing about it
      if (action.seq <= state.serverSeq) return finished;
      return settle(state, {
        ...finished,
        serverCart: undefined,
        serverSeq: action.seq,
        readError: action.code,
      });
    }
    case 'reloadFailed':
      return finish(state, action.seq);
    case 'changeStarted': {
      const undone = state.deleted.find((entry) => entry.id === action.undoOf);
      const pending: PendingChange = {
        seq: action.seq,
        request: action.request,
        restore: undone ? { entry: undone.entry, index: undone.index } : undefined,
      };
      const deleted = state.deleted.filter((entry) => entry.id !== action.undoOf);
      if (action.deleted) {
        deleted.push({ id: action.seq, ...action.deleted });
      }
      return settle(state, {
        ...state,
        inFlight: [...state.inFlight, action.seq],
        pending: [...state.pending, pending],
        deleted,
      });
    }
    case 'changeSucceeded': {
      const finished = finish(state, action.seq);
      if (!action.cart) return settle(state, markStale(finished, action.seq));
      // spec header §4 step 4: the server's cart replaces the local one, errors are cleared
      return settle(state, {
        ...acceptCart(finished, action.seq, action.cart),
        changeError: undefined,
      });
    }
    case 'changeUnchanged': {
      const change = state.pending.find((pending) => pending.seq === action.seq);
      const finished = finish(state, action.seq);
      if (!change || !state.serverCart || action.seq < state.serverSeq) {
        return settle(state, finished);
      }
      // the server had nothing to change: if our cart would have changed, ours was behind
      const folded = applyChange(state.serverCart, change.request, change.restore);
      if (folded === state.serverCart) return settle(state, finished);
      return settle(state, markStale({ ...finished, serverCart: folded }, action.seq));
    }
    case 'changeFailed': {
      // spec header §4 step 5: the change is dropped (the previous cart comes back with the
      // changes still under way), the removed item is put back, error and limit are shown
      const finished = finish(state, action.seq);
      const accepted = acceptCart(finished, action.seq, action.cart);
      const next: CartState = {
        ...accepted,
        deleted: state.deleted.filter((entry) => entry.id !== action.seq),
        changeError: {
          code: action.code,
          limit: action.limit,
          // the request's own number: unique, so a timer never clears a later error
          id: action.seq,
        },
      };
      return settle(state, action.outcomeUnknown ? markStale(next, action.seq) : next);
    }
    case 'deletedExpired':
      return state.deleted.some((entry) => entry.id === action.id)
        ? { ...state, deleted: state.deleted.filter((entry) => entry.id !== action.id) }
        : state;
    case 'changeErrorExpired':
      return state.changeError?.id === action.id ? { ...state, changeError: undefined } : state;
    case 'detached':
      return state.deleted.length === 0 && !state.changeError
        ? state
        : { ...state, deleted: [], changeError: undefined };
    default:
      return action satisfies never;
  }
}
