export { IconButton, type IconButtonProps } from './icon-button';
export {
  ICON_BUTTON_SIZES,
  ICON_BUTTON_STATES,
  type IconButtonSize,
  type IconButtonState,
} from './icon-button.logic';
export { ICON_NAMES, Icon, isIconName, type IconName, type IconProps } from './icons';
