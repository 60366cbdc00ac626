import { atom } from 'nanostores';
import { flyoutReducer, type Flyout, type FlyoutAction, type OpenFlyout } from './flyout.reducer';

export { FLYOUTS, isOpenFlyout, type Flyout, type OpenFlyout } from './flyout.reducer';

/** The open icon-bar flyout, shared by the header, its mini cart and its search. */
export const $flyout = atom<Flyout>('NONE');

function dispatch(action: FlyoutAction): void {
  $flyout.set(flyoutReducer($flyout.get(), action));
}

export function openFlyout(flyout: OpenFlyout): void {
  dispatch({ type: 'open', flyout });
}

export function toggleFlyout(flyout: OpenFlyout): void {
  dispatch({ type: 'toggle', flyout });
}

/** Closes the open flyout, or only `flyout` when given and open. */
export function closeFlyout(flyout?: OpenFlyout): void {
  dispatch(flyout === undefined ? { type: 'close' } : { type: 'close', flyout });
}
