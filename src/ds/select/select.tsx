/**
 * Select (spec footer §3 "state default/valid/error", like the generic input): a native <select>
 * with a visible label and the generic input's look (its classes and stylesheet, input.css), for a choice from a short fixed list (the
 * newsletter's salutation, the staff preview's A/B tests). Native, so keyboard, the option list
 * and autofill are the platform's own. Error text is tied with aria-describedby and sets
 * aria-invalid; a required select gets an asterisk and aria-required (no native `required`: its
 * bubble would speak the browser's language, not the site's).
 *
 * Options are given as data, their labels rendered as text (names from a service stay text).
 * Loaded only with the code that shows one (a chunk of its own, vite.config.ts DS_SELECT): no
 * page shows a select on load.
 *
 * @csspart select-base - The wrapper; carries data-state (default, valid, error).
 * @csspart select-label - The visible label.
 * @csspart select-required-marker - The asterisk of a required select (hidden from assistive technology).
 * @csspart select-native - The native select.
 * @csspart select-error - The error text.
 */
import type { FocusEventHandler, Ref } from 'react';
import { useStyles } from '../../shared/use-styles';
import type { FieldState } from '../form/form.logic';
import { useFieldAria } from '../internal/field-aria';
import inputCss from '../input/input.css?inline';
import css from './select.css?inline';

export interface SelectOption {
  readonly value: string;
  /** Rendered as text. */
  readonly label: string;
}

export interface SelectProps {
  /** The visible label, also the accessible name. */
  readonly label: string;
  /** Controlled: the value of the chosen option ('' for a "please choose" first option). */
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** In display order; a "please choose" or "none" option is the caller's, with value ''. */
  readonly options: readonly SelectOption[];
  readonly name?: string;
  /** The select's id; a generated `<unique>-<idSuffix>` when absent. */
  readonly id?: string;
  /** Ends a generated id, so the DOM says what the select names; default 'select'. */
  readonly idSuffix?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** Default 'default'; an `error` text always means 'error'. */
  readonly state?: FieldState;
  readonly error?: string | undefined;
  readonly autoComplete?: string;
  readonly onBlur?: FocusEventHandler<HTMLSelectElement>;
  readonly onFocus?: FocusEventHandler<HTMLSelectElement>;
  readonly ref?: Ref<HTMLSelectElement>;
}

export function Select({
  label,
  value,
  onValueChange,
  options,
  name,
  id,
  idSuffix = 'select',
  required = false,
  disabled = false,
  state,
  error,
  autoComplete,
  onBlur,
  onFocus,
  ref,
}: SelectProps) {
  useStyles(inputCss, css);
  const field = useFieldAria({ id, idSuffix, state, error, hasHint: false, required });
  return (
    <div part="select-base" className="input-field" data-state={field.state}>
      <label part="select-label" className="input-label" htmlFor={field.controlProps.id}>
        {label}
        {required && (
          <span part="select-required-marker" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <select
        ref={ref}
        part="select-native"
        className="input-native select-native"
        {...field.controlProps}
        name={name}
        value={value}
        disabled={disabled}
        autoComplete={autoComplete}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        onBlur={onBlur}
        onFocus={onFocus}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {field.showsError && (
        <p part="select-error" className="input-error" {...field.errorProps}>
          {error}
        </p>
      )}
    </div>
  );
}
