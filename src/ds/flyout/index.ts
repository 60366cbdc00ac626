// the placement rules (flyout.logic.ts) are not re-exported as values: they load on intent with
// the placing code (flyout-placement.ts), and a re-export here would put them in every page
export type { FlyoutAlign, Placement } from './flyout.logic';
export {
  useFlyout,
  useFlyoutOwner,
  type FlyoutController,
  type FlyoutOptions,
  type FlyoutOwner,
} from './use-flyout';
export { flyoutPlacement, useFlyoutPosition } from './use-flyout-position';
