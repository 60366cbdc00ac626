/**
 * Generic input (spec footer §3 "generic input: types text, password, email, number, iban;
 * maxlength option", §4 "Generic input behaviour", §5 required placeholder).
 *
 * A native <input> with a visible label. Number and IBAN fields filter every edit (keys, paste,
 * drop, autofill) through input.logic.ts and keep the caret behind the character it was behind;
 * a password field has a show/hide button and a strength line from 8 characters on, announced
 * politely. Error text is tied to the input with aria-describedby and sets aria-invalid.
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
  useState,
  type ChangeEvent,
  type FocusEventHandler,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useTranslate } from '../../shared/shop-context';
import { useStyles } from '../../shared/use-styles';
import type { FieldState } from '../form/form.logic';
import { useFieldAria } from '../internal/field-aria';
import { useControllableState } from '../internal/use-controllable-state';
import {
  applyEdit,
  getNativeAttributes,
  getPasswordStrength,
  getPasswordStrengthName,
  getPlaceholder,
  isAllowedNumberKey,
  normaliseValue,
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

function EyeIcon({ crossed }: { readonly crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"
        fill="currentColor"
      />
      {crossed && (
        <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
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
  const t = useTranslate();
  const [givenValue, setValue] = useControllableState({
    prop: controlledValue,
    defaultProp: () => normaliseValue(type, defaultValue, maxLength),
    onChange: onValueChange,
  });
  const [visibility, setVisibility] = useState<PasswordVisibility>('hidden');

  const value = normaliseValue(type, givenValue, maxLength);
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
  const strength = type === 'password' ? getPasswordStrength(value) : null;

  function handleChange(event: ChangeEvent<HTMLInputElement>): void {
    const input = event.currentTarget;
    const nativeEvent = event.nativeEvent;
    const edit = applyEdit(
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
    if (type === 'number' && !isAllowedNumberKey(event)) event.preventDefault();
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
        {type === 'password' && (
          <button
            type="button"
            part="input-toggle"
            className="input-toggle"
            aria-controls={inputId}
            aria-label={t(visibility === 'shown' ? 'ds.password.hide' : 'ds.password.show')}
            disabled={disabled}
            onClick={() => setVisibility(visibility === 'shown' ? 'hidden' : 'shown')}
          >
            <EyeIcon crossed={visibility === 'shown'} />
          </button>
        )}
      </div>
      {hint && (
        <p part="input-hint" className="input-hint" {...field.hintProps}>
          {hint}
        </p>
      )}
      {type === 'password' && (
        // always in the DOM, so the first strength after 8 characters is announced too
        <p
          part="input-strength"
          className="input-strength"
          role="status"
          data-strength={strength ?? undefined}
        >
          {strength !== null &&
            t('ds.password.strength', {
              strength: t(`ds.password.strength.${getPasswordStrengthName(strength)}`),
            })}
        </p>
      )}
      {field.showsError && (
        <p part="input-error" className="input-error" {...field.errorProps}>
          {error}
        </p>
      )}
    </div>
  );
}
