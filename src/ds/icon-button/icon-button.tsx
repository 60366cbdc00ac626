/**
 * The design-system icon button (spec footer §3 "Design-system components"): a native <button>
 * showing one icon. It always has an accessible name: `label` is required by the type and
 * becomes aria-label (and the tooltip title is left to the caller); the icon is aria-hidden.
 * A blank label still renders (the element must not break) but logs an error once.
 *
 * States: 'default'; 'disabled' (native disabled: no focus, no clicks); 'active' (a pressed
 * toggle: aria-pressed="true"). Pass `isToggle` for a button that toggles, so its default state
 * says aria-pressed="false".
 *
 * Part names carry the component's name, as every component shares its element's shadow root.
 *
 * @csspart icon-button - The <button>; a parent component may add its own part name.
 * @csspart icon - The icon's <svg> (every design-system icon carries this part).
 */
import { useEffect, type MouseEvent, type ReactElement, type Ref } from 'react';
import { logOnce } from '../../core/logger';
import { useStyles } from '../../shared/use-styles';
import css from './icon-button.css?inline';
import {
  getIconButtonAria,
  isUsableLabel,
  type IconButtonSize,
  type IconButtonState,
} from './icon-button.logic';
import { Icon, type IconName } from './icons';

export interface IconButtonProps {
  /** The accessible name ('Warenkorb', 'Hinweis schließen'); required, from i18n. */
  readonly label: string;
  readonly icon: IconName;
  /** Default 'small'. */
  readonly size?: IconButtonSize;
  /** Default 'default'. */
  readonly state?: IconButtonState;
  /** The button toggles something: aria-pressed is "false" when not active. */
  readonly isToggle?: boolean;
  /** Default 'button'. */
  readonly type?: 'button' | 'submit' | 'reset';
  readonly id?: string;
  readonly 'aria-controls'?: string;
  readonly 'aria-expanded'?: boolean;
  readonly 'aria-describedby'?: string;
  /** Extra part names, for a component that uses the icon button as one of its parts. */
  readonly part?: string;
  readonly onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** E.g. preventDefault to keep the focus where it is (a field's clear button). */
  readonly onMouseDown?: (event: MouseEvent<HTMLButtonElement>) => void;
  readonly ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  label,
  icon,
  size = 'small',
  state = 'default',
  isToggle = false,
  type = 'button',
  id,
  'aria-controls': ariaControls,
  'aria-expanded': ariaExpanded,
  'aria-describedby': ariaDescribedBy,
  part,
  onClick,
  onMouseDown,
  ref,
}: IconButtonProps): ReactElement {
  useStyles(css);
  const usable = isUsableLabel(label);

  useEffect(() => {
    if (!usable) {
      logOnce(`icon-button-label:${icon}`, 'error', 'Icon button without a label', { icon });
    }
  }, [usable, icon]);

  const aria = getIconButtonAria(state, isToggle);
  return (
    <button
      ref={ref}
      id={id}
      part={part ? `icon-button ${part}` : 'icon-button'}
      className="icon-button"
      type={type}
      data-size={size}
      data-state={state}
      aria-label={label}
      aria-pressed={aria['aria-pressed']}
      aria-controls={ariaControls}
      aria-expanded={ariaExpanded}
      aria-describedby={ariaDescribedBy}
      disabled={aria.disabled}
      onClick={onClick}
      onMouseDown={onMouseDown}
    >
      <Icon name={icon} />
    </button>
  );
}
