/**
 * The page's one open flyout (spec header "Header icon bar and flyouts": only one is open at a
 * time; §4 "Flyout": NONE, then SEARCH, STORE_FINDER, USER_MENU or CART, and back to NONE on a
 * close event). One state for every element of the page: two mini carts, the header's icon bar
 * and a standalone search all open and close through it, so opening one closes any other.
 *
 * `owner` says which rendered flyout is the open one: a page may show the same kind twice (the
 * header's cart and a standalone mini cart), and only the one the shopper opened shows.
 *
 * The main navigation's flyouts take part as the kind NAVIGATION (spec footer §4 "Header
 * shell": the navigation and the icon flyouts share one open marker and one overlay), so opening
 * either closes the other; `flyout-change` reports only the icon bar's kinds (NAVIGATION is
 * NONE there), as the public contract names them. The footer's country selector takes part as
 * FOOTER_COUNTRY: one flyout open at a time on the page, reported as NONE too. So does the
 * campaign row's details panel (PROMOTION, issue 24), a panel of the header shell like the
 * navigation's.
 */
import { FLYOUTS as FLYOUT_VALUES, type Flyout } from '../../src/core/events';

export type { Flyout };
/** The icon bar's flyouts, the kinds `flyout-change` reports. */
export type OpenFlyout = Exclude<Flyout, 'NONE'>;
export const FLYOUTS: readonly OpenFlyout[] = FLYOUT_VALUES.filter(
  (flyout): flyout is OpenFlyout => flyout !== 'NONE',
);

/**
 * Everything that opens through the flyout state: the icon bar's kinds, the navigation, the
 * campaign row's details and the footer's country selector.
 */
export type FlyoutKind = OpenFlyout | 'NAVIGATION' | 'PROMOTION' | 'FOOTER_COUNTRY';

export type FlyoutState =
  | { readonly flyout: 'NONE'; readonly owner?: undefined }
  | { readonly flyout: FlyoutKind; readonly owner: string };

export const NO_FLYOUT: FlyoutState = { flyout: 'NONE' };

export type FlyoutAction =
  | { readonly type: 'open'; readonly flyout: FlyoutKind; readonly owner: string }
  /** Closes whatever is open; with `owner`, only if that owner's flyout is the open one. */
  | { readonly type: 'close'; readonly owner?: string };

export function isOpenFlyout(value: unknown): value is OpenFlyout {
  return typeof value === 'string' && (FLYOUTS as readonly string[]).includes(value);
}

/** The kind `flyout-change` reports for a state: NONE for what is not an icon-bar flyout. */
export function getReportedFlyout(state: FlyoutState): Flyout {
  return isOpenFlyout(state.flyout) ? state.flyout : 'NONE';
}

export function flyoutReducer(state: FlyoutState, action: FlyoutAction): FlyoutState {
  switch (action.type) {
    case 'open':
      return state.flyout === action.flyout && state.owner === action.owner
        ? state
        : { flyout: action.flyout, owner: action.owner };
    case 'close':
      return action.owner === undefined || action.owner === state.owner ? NO_FLYOUT : state;
    default:
      return action satisfies never;
  }
}
