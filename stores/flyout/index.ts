import { atom, computed } from 'nanostores';
import {
  NO_FLYOUT,
  flyoutReducer,
  getReportedFlyout,
  type FlyoutAction,
  type FlyoutKind,
  type FlyoutState,
} from './flyout.reducer';

export {
  FLYOUTS,
  NO_FLYOUT,
  isOpenFlyout,
  type Flyout,
  type FlyoutKind,
  type FlyoutState,
  type OpenFlyout,
} from './flyout.reducer';

/** The open flyout and its owner, shared by every element of the page. */
export const $flyoutState = atom<FlyoutState>(NO_FLYOUT);

/**
 * The open icon-bar flyout (NONE, SEARCH, STORE_FINDER, USER_MENU, CART): what `flyout-change`
 * reports; an open navigation flyout or footer country selector is NONE here (it is in
 * $flyoutState).
 */
export const $flyout = computed($flyoutState, getReportedFlyout);

/**
 * The header shell's open flyout (spec footer §4 "Header shell": the icon flyouts and the
 * navigation share one open marker): what the page's open marker, its scroll lock and the sticky
 * header follow. The footer's country selector is NONE here: a non-modal panel at the page's
 * end, it locks nothing and marks nothing.
 */
export const $shellFlyout = computed($flyoutState, (state) =>
  state.flyout === 'FOOTER_COUNTRY' ? 'NONE' : state.flyout,
);

function dispatch(action: FlyoutAction): void {
  const next = flyoutReducer($flyoutState.get(), action);
  if (next !== $flyoutState.get()) $flyoutState.set(next);
}

/** Opens `owner`'s flyout of kind `flyout`; whatever else was open closes. */
export function openFlyout(flyout: FlyoutKind, owner: string): void {
  dispatch({ type: 'open', flyout, owner });
}

/** Closes the open flyout, or only `owner`'s when given and open. */
export function closeFlyout(owner?: string): void {
  dispatch(owner === undefined ? { type: 'close' } : { type: 'close', owner });
}
