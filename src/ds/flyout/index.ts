export {
  FLYOUT_GAP,
  FLYOUT_VIEWPORT_MARGIN,
  SHEET_MAX_VIEWPORT_WIDTH,
  getFlyoutPlacement,
  type FlyoutAlign,
  type Placement,
} from './flyout.logic';
export { useFlyout, type FlyoutController, type FlyoutOptions } from './use-flyout';
export { useFlyoutPosition } from './use-flyout-position';
