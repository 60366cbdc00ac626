export { Button, type ButtonProps } from './button';
export {
  BUTTON_SIZES,
  BUTTON_STATES,
  BUTTON_VARIANTS,
  BUTTON_WIDTHS,
  type ButtonSize,
  type ButtonState,
  type ButtonType,
  type ButtonVariant,
  type ButtonWidth,
} from './button.logic';
