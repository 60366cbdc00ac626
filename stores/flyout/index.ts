import { atom, computed } from 'nanostores';
import {
  NO_FLYOUT,
  flyoutReducer,
  type Flyout,
  type FlyoutAction,
  type FlyoutState,
  type OpenFlyout,
} from './flyout.reducer';

export {
  FLYOUTS,
  NO_FLYOUT,
  isOpenFlyout,
  type Flyout,
  type FlyoutState,
  type OpenFlyout,
} from './flyout.reducer';

/** The open flyout and its owner, shared by every element of the page. */
export const $flyoutState = atom<FlyoutState>(NO_FLYOUT);

/** The open flyout's kind (NONE, SEARCH, STORE_FINDER, USER_MENU, CART): what `flyout-change` reports. */
export const $flyout = computed($flyoutState, (state): Flyout => state.flyout);

function dispatch(action: FlyoutAction): void {
  const next = flyoutReducer($flyoutState.get(), action);
  if (next !== $flyoutState.get()) $flyoutState.set(next);
}

/** Opens `owner`'s flyout of kind `flyout`; whatever else was open closes. */
export function openFlyout(flyout: OpenFlyout, owner: string): void {
  dispatch({ type: 'open', flyout, owner });
}

/** Closes the open flyout, or only `owner`'s when given and open. */
export function closeFlyout(owner?: string): void {
  dispatch(owner === undefined ? { type: 'close' } : { type: 'close', owner });
}
