/**
 * Checkbox (spec footer §3 "radio and checkbox: state default/valid/error"): a native checkbox
 * inside its <label>, drawn by a styled indicator the invisible native input lies on top of, so
 * clicks, Space, focus and form submission stay native. Error text is tied with
 * aria-describedby and sets aria-invalid; a required checkbox gets an asterisk and aria-required
 * (the message comes from validation, not from a browser bubble in the browser's language).
 *
 * Part and class names carry the component's name: every component renders into the one shadow
 * root of its element, so a bare `input` or `indicator` would also match the radio's and the
 * text field's.
 *
 * @csspart checkbox-base - The wrapper; carries data-state (default, valid, error).
 * @csspart checkbox-label - The clickable row: indicator and text.
 * @csspart checkbox-input - The native checkbox (transparent, on top of the indicator).
 * @csspart checkbox-indicator - The drawn box with its check mark.
 * @csspart checkbox-text - The label text.
 * @csspart checkbox-required-marker - The asterisk of a required checkbox (hidden from assistive technology).
 * @csspart checkbox-hint - The help text below.
 * @csspart checkbox-error - The error text.
 */
import { type ChangeEvent, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import { useStyles } from '../../shared/use-styles';
import type { FieldState } from '../form/form.logic';
import { useFieldAria } from '../internal/field-aria';
import { useControllableState } from '../internal/use-controllable-state';
import css from './checkbox.css?inline';

export interface CheckboxProps {
  /** The label; may hold links (a consent text with its privacy link). */
  readonly label: ReactNode;
  /** Controlled; leave undefined and use `defaultChecked` for an uncontrolled checkbox. */
  readonly checked?: boolean;
  readonly defaultChecked?: boolean;
  readonly onCheckedChange?: (checked: boolean) => void;
  readonly name?: string;
  /** Submitted with the form when checked; native default 'on'. */
  readonly value?: string;
  readonly id?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** Default 'default'; an `error` text always means 'error'. */
  readonly state?: FieldState;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  readonly onBlur?: FocusEventHandler<HTMLInputElement>;
  readonly onFocus?: FocusEventHandler<HTMLInputElement>;
  readonly ref?: Ref<HTMLInputElement>;
}

export function Checkbox({
  label,
  checked: controlledChecked,
  defaultChecked = false,
  onCheckedChange,
  name,
  value,
  id,
  required = false,
  disabled = false,
  state,
  error,
  hint,
  onBlur,
  onFocus,
  ref,
}: CheckboxProps) {
  useStyles(css);
  const [checked, setChecked] = useControllableState({
    prop: controlledChecked,
    defaultProp: defaultChecked,
    onChange: onCheckedChange,
  });
  const field = useFieldAria({
    id,
    idSuffix: 'checkbox',
    state,
    error,
    hasHint: Boolean(hint),
    required,
  });

  function handleChange(event: ChangeEvent<HTMLInputElement>): void {
    setChecked(event.currentTarget.checked);
  }

  return (
    <div part="checkbox-base" className="checkbox" data-state={field.state}>
      <label part="checkbox-label" className="checkbox-row">
        <span className="checkbox-box">
          <input
            ref={ref}
            part="checkbox-input"
            className="checkbox-input"
            type="checkbox"
            {...field.controlProps}
            name={name}
            value={value}
            checked={checked}
            disabled={disabled}
            onChange={handleChange}
            onBlur={onBlur}
            onFocus={onFocus}
          />
          <span part="checkbox-indicator" className="checkbox-indicator" aria-hidden="true" />
        </span>
        <span part="checkbox-text" className="checkbox-text">
          {label}
          {required && (
            <span part="checkbox-required-marker" aria-hidden="true">
              {' *'}
            </span>
          )}
        </span>
      </label>
      {hint && (
        <p part="checkbox-hint" className="checkbox-hint" {...field.hintProps}>
          {hint}
        </p>
      )}
      {field.showsError && (
        <p part="checkbox-error" className="checkbox-error" {...field.errorProps}>
          {error}
        </p>
      )}
    </div>
  );
}
