/**
 * The header's icon-bar flyouts (spec header "Header icon bar and flyouts", §4 "Flyout"): NONE
 * or exactly one of SEARCH, STORE_FINDER, USER_MENU and CART. Opening one closes any other; a
 * close event goes back to NONE.
 */
import { FLYOUTS as FLYOUT_VALUES, type Flyout } from '../../src/core/events';

export type { Flyout };
export type OpenFlyout = Exclude<Flyout, 'NONE'>;
export const FLYOUTS: readonly OpenFlyout[] = FLYOUT_VALUES.filter(
  (flyout): flyout is OpenFlyout => flyout !== 'NONE',
);

export type FlyoutAction =
  | { readonly type: 'open'; readonly flyout: OpenFlyout }
  | { readonly type: 'toggle'; readonly flyout: OpenFlyout }
  /** Closes whatever is open; with `flyout`, only if that one is the open one. */
  | { readonly type: 'close'; readonly flyout?: OpenFlyout };

export function isOpenFlyout(value: unknown): value is OpenFlyout {
  return typeof value === 'string' && (FLYOUTS as readonly string[]).includes(value);
}

export function flyoutReducer(state: Flyout, action: FlyoutAction): Flyout {
  switch (action.type) {
    case 'open':
      return action.flyout;
    case 'toggle':
      return state === action.flyout ? 'NONE' : action.flyout;
    case 'close':
      return action.flyout === undefined || action.flyout === state ? 'NONE' : state;
    default:
      return action satisfies never;
  }
}
