/**
 * Radio group and radio (spec footer §3 "radio and checkbox: state default/valid/error").
 *
 * `RadioGroup` is a <fieldset role="radiogroup"> named by its <legend>; the radios are native
 * inputs sharing one name, so Tab enters the group at the checked radio and the arrow keys move
 * and select natively. The group carries the state: aria-invalid and aria-describedby (error
 * text, then hint) and aria-required sit on the radiogroup, where ARIA allows them (not on the
 * single radios). Each `Radio` draws a styled indicator under its transparent native input.
 *
 * Part and class names carry the component's name: every component renders into the one shadow
 * root of its element, so a bare `input` or `indicator` would also match the checkbox's and the
 * text field's, and a bare `group` the expansion panel group.
 *
 * @csspart radio-group - The fieldset (role radiogroup); carries data-state and data-orientation.
 * @csspart radio-legend - The group's visible name.
 * @csspart radio-required-marker - The asterisk of a required group (hidden from assistive technology).
 * @csspart radio-options - The list of radios.
 * @csspart radio-option - One radio row: indicator and text (a label).
 * @csspart radio-input - A native radio (transparent, on top of its indicator).
 * @csspart radio-indicator - The drawn circle with its dot.
 * @csspart radio-text - A radio's label text.
 * @csspart radio-hint - The group's help text.
 * @csspart radio-error - The group's error text.
 */
import {
  createContext,
  useContext,
  useImperativeHandle,
  useRef,
  type ChangeEvent,
  type FocusEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
import { useStyles } from '../../shared/use-styles';
import type { FieldState } from '../form/form.logic';
import { useFieldAria } from '../internal/field-aria';
import { useControllableState } from '../internal/use-controllable-state';
import css from './radio.css?inline';

export type RadioOrientation = 'vertical' | 'horizontal';

/** What a group's `ref` receives: focus() moves to the checked radio, else the first enabled one. */
export interface RadioGroupHandle {
  focus(options?: FocusOptions): void;
}

interface RadioGroupContextValue {
  readonly name: string;
  readonly value: string;
  readonly disabled: boolean;
  readonly select: (value: string) => void;
}

const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

export interface RadioGroupProps {
  /** The group's visible name. */
  readonly legend: ReactNode;
  /** Controlled value ('' = none checked); leave undefined and use `defaultValue` otherwise. */
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string) => void;
  /** The radios' shared name; a unique one by default. */
  readonly name?: string;
  readonly id?: string;
  readonly required?: boolean;
  /** Disables every radio (native fieldset disabled). */
  readonly disabled?: boolean;
  /** Default 'default'; an `error` text always means 'error'. */
  readonly state?: FieldState;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  /** Default 'vertical'. */
  readonly orientation?: RadioOrientation;
  readonly children: ReactNode;
  /** Focus leaving a radio (also when moving to the next radio of the group). */
  readonly onBlur?: FocusEventHandler<HTMLFieldSetElement>;
  readonly onFocus?: FocusEventHandler<HTMLFieldSetElement>;
  readonly ref?: Ref<RadioGroupHandle>;
}

export function RadioGroup({
  legend,
  value: controlledValue,
  defaultValue = '',
  onValueChange,
  name,
  id,
  required = false,
  disabled = false,
  state,
  error,
  hint,
  orientation = 'vertical',
  children,
  onBlur,
  onFocus,
  ref,
}: RadioGroupProps) {
  useStyles(css);
  // the radiogroup carries the field's ARIA: ARIA allows it there, not on the single radios
  const field = useFieldAria({
    id,
    idSuffix: 'group',
    state,
    error,
    hasHint: Boolean(hint),
    required,
  });
  const groupId = field.controlProps.id;
  const legendId = `${groupId}-legend`;
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const [value, select] = useControllableState({
    prop: controlledValue,
    defaultProp: defaultValue,
    onChange: onValueChange,
  });

  useImperativeHandle(
    ref,
    () => ({
      focus(options) {
        const radios = [
          ...(fieldsetRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? []),
        ];
        const target =
          radios.find((radio) => radio.checked) ?? radios.find((radio) => !radio.disabled);
        target?.focus(options);
      },
    }),
    [],
  );

  const context: RadioGroupContextValue = {
    name: name ?? groupId,
    value,
    // also set on each radio: fieldset[disabled] alone is not honoured by every DOM (happy-dom)
    disabled,
    select,
  };

  return (
    <fieldset
      ref={fieldsetRef}
      part="radio-group"
      className="radio-group"
      {...field.controlProps}
      role="radiogroup"
      aria-labelledby={legendId}
      disabled={disabled}
      data-state={field.state}
      data-orientation={orientation}
      onBlur={onBlur}
      onFocus={onFocus}
    >
      <legend part="radio-legend" className="radio-legend" id={legendId}>
        {legend}
        {required && (
          <span part="radio-required-marker" aria-hidden="true">
            {' *'}
          </span>
        )}
      </legend>
      {hint && (
        <p part="radio-hint" className="radio-hint" {...field.hintProps}>
          {hint}
        </p>
      )}
      <div part="radio-options" className="radio-options">
        <RadioGroupContext value={context}>{children}</RadioGroupContext>
      </div>
      {field.showsError && (
        <p part="radio-error" className="radio-error" {...field.errorProps}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

export interface RadioProps {
  /** The value the group takes when this radio is checked. */
  readonly value: string;
  readonly label: ReactNode;
  readonly disabled?: boolean;
  readonly id?: string;
}

/** One choice of a `RadioGroup`. */
export function Radio({ value, label, disabled = false, id }: RadioProps) {
  const group = useContext(RadioGroupContext);
  if (!group) throw new Error('<Radio> must be inside a <RadioGroup>');

  function handleChange(event: ChangeEvent<HTMLInputElement>): void {
    if (event.currentTarget.checked) group?.select(value);
  }

  return (
    <label part="radio-option" className="radio-option">
      <span className="radio-box">
        <input
          part="radio-input"
          className="radio-input"
          type="radio"
          id={id}
          name={group.name}
          value={value}
          checked={group.value === value}
          disabled={disabled || group.disabled}
          onChange={handleChange}
        />
        <span part="radio-indicator" className="radio-indicator" aria-hidden="true" />
      </span>
      <span part="radio-text" className="radio-text">
        {label}
      </span>
    </label>
  );
}
