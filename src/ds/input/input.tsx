/**
 * Generic input (spec footer §3 "generic input: types text, password, email, number, iban;
 * maxlength option", §4 "Generic input behaviour", §5 required placeholder).
 *
 * A native <input> with a visible label. Number and IBAN fields filter every edit (keys, paste,
 * drop, autofill) through input.formats.ts and keep the caret behind the character it was behind;
 * a password field has a show/hide button and a strength line from 8 characters on, announced
 * politely. That code loads when an input of such a type first renders (input.load.ts, issue
 * 15): until it is there the field takes text as typed, and what was typed is filtered and
 * reported once it arrives. Error text is tied to the input with aria-describedby and sets
 * aria-invalid.
 * Required fields get an asterisk on the label and the placeholder and aria-required (no native
 * `required`: its bubble would speak the browser's language, not the site's).
 *
 * Part and class names carry the component's name: every component renders into the one shadow
 * root of its element, so a bare `input`, `hint` or `error` would also match the checkbox's and
 * the radio group's. The native input is `input-native` (not `input`, which named it before).
 *
 * @csspart input-base - The wrapper; carries data-state (default, valid, error) and data-type.
 * @csspart input-label - The visible label.
 * @csspart input-required-marker - The asterisk of a required field (hidden from assistive technology).
 * @csspart input-control - The box around the input and the password toggle.
 * @csspart input-native - The native input.
 * @csspart input-toggle - The password show/hide button.
 * @csspart input-hint - The help text below the field.
 * @csspart input-strength - The password-strength line (a polite live region); data-strength 0 to 3.
 * @csspart input-error - The error text.
 */
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEventHandler,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useOnDemand } from '../../shared/on-demand';
import { useStyles } from '../../shared/use-styles';
import type { FieldState } from '../form/form.logic';
import { useFieldAria } from '../internal/field-aria';
import { useControllableState } from '../internal/use-controllable-state';
import { inputFormats } from './input.load';
import {
  getNativeAttributes,
  getPlaceholder,
  usesFormats,
  type InputType,
  type PasswordVisibility,
} from './input.logic';
import css from './input.css?inline';

export interface InputProps {
  /** Default 'text'. */
  readonly type?: InputType;
  /** The visible label, also the accessible name. */
  readonly label: string;
  readonly placeholder?: string;
  /** Controlled value; leave undefined and use `defaultValue` for an uncontrolled field. */
  readonly value?: string;
  readonly defaultValue?: string;
  /** The value as shown (IBAN grouped in fours, number digits only). */
  readonly onValueChange?: (value: string) => void;
  readonly name?: string;
  readonly id?: string;
  /** Native maxlength; for IBAN the number of IBAN characters without spaces (default 34). */
  readonly maxLength?: number;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly readOnly?: boolean;
  /** Default 'default'; an `error` text always means 'error'. */
  readonly state?: FieldState;
  readonly error?: string | undefined;
  readonly hint?: string;
  readonly autoComplete?: string;
  readonly onBlur?: FocusEventHandler<HTMLInputElement>;
  readonly onFocus?: FocusEventHandler<HTMLInputElement>;
  readonly ref?: Ref<HTMLInputElement>;
}

export function Input({
  type = 'text',
  label,
  placeholder,
  value: controlledValue,
  defaultValue = '',
  onValueChange,
  name,
  id,
  maxLength,
  required = false,
  disabled = false,
  readOnly = false,
  state,
  error,
  hint,
  autoComplete,
  onBlur,
  onFocus,
  ref,
}: InputProps) {
  useStyles(css);
  const needsFormats = usesFormats(type);
  const { module: formats, load: loadFormats } = useOnDemand(inputFormats);
  // text and e-mail take the value as it is; the other types once their code is there
  const normalise = (text: string): string =>
    formats && needsFormats ? formats.normaliseValue(type, text, maxLength) : text;
  const [givenValue, setValue] = useControllableState({
    prop: controlledValue,
    defaultProp: () => normalise(defaultValue),
    onChange: onValueChange,
  });
  const [visibility, setVisibility] = useState<PasswordVisibility>('hidden');
  // typed before the code arrived: filtered and reported once it is there, so nothing is lost
  const typedBeforeFormats = useRef(false);

  const value = normalise(givenValue);
  useEffect(() => {
    if (needsFormats && !formats) loadFormats();
  }, [needsFormats, formats, loadFormats]);
  useEffect(() => {
    if (!formats || !typedBeforeFormats.current) return;
    typedBeforeFormats.current = false;
    if (value !== givenValue) setValue(value);
  }, [formats, value, givenValue, setValue]);
  const field = useFieldAria({
    id,
    idSuffix: 'input',
    state,
    error,
    hasHint: Boolean(hint),
    required,
  });
  const inputId = field.controlProps.id;
  const native = getNativeAttributes(type, visibility);

  function handleChange(event: ChangeEvent<HTMLInputElement>): void {
    const input = event.currentTarget;
    if (!formats || !needsFormats) {
      if (needsFormats) typedBeforeFormats.current = true;
      setValue(input.value);
      return;
    }
    const nativeEvent = event.nativeEvent;
    const edit = formats.applyEdit(
      type,
      {
        previous: value,
        value: input.value,
        caret: input.selectionStart ?? input.value.length,
        inputType: 'inputType' in nativeEvent ? String(nativeEvent.inputType) : undefined,
      },
      maxLength,
    );
    if (edit.value !== input.value) {
      // write the filtered text and caret now: React then finds the DOM already matching and
      // leaves the caret alone (spec footer §4, caret stays behind the typed character)
      input.value = edit.value;
      input.setSelectionRange(edit.caret, edit.caret);
    }
    // a change of the value as shown; an edit the filter undid reports nothing
    if (edit.value !== value) setValue(edit.value);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    // spec footer §4: a number input accepts digits and control keys only
    if (type === 'number' && formats && !formats.isAllowedNumberKey(event)) event.preventDefault();
  }

  return (
    <div part="input-base" className="input-field" data-state={field.state} data-type={type}>
      <label part="input-label" className="input-label" htmlFor={inputId}>
        {label}
        {required && (
          <span part="input-required-marker" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <div part="input-control" className="input-control">
        <input
          ref={ref}
          part="input-native"
          className="input-native"
          {...field.controlProps}
          name={name}
          type={native.type}
          inputMode={native.inputMode}
          autoCapitalize={native.autoCapitalize}
          spellCheck={native.spellCheck}
          autoComplete={autoComplete}
          value={value}
          placeholder={getPlaceholder(placeholder, required)}
          maxLength={type === 'iban' ? undefined : maxLength}
          disabled={disabled}
          readOnly={readOnly}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onBlur={onBlur}
          onFocus={onFocus}
        />
        {type === 'password' && formats && (
          <formats.PasswordToggle
            inputId={inputId}
            visibility={visibility}
            disabled={disabled}
            onToggle={() => setVisibility(visibility === 'shown' ? 'hidden' : 'shown')}
          />
        )}
      </div>
      {hint && (
        <p part="input-hint" className="input-hint" {...field.hintProps}>
          {hint}
        </p>
      )}
      {type === 'password' && formats && <formats.PasswordStrengthLine password={value} />}
      {field.showsError && (
        <p part="input-error" className="input-error" {...field.errorProps}>
          {error}
        </p>
      )}
    </div>
  );
}
