/**
 * The preview form's native fields: date and time inputs and the A/B test selects. The design
 * system's input has no date, time or select type, so these are native controls with the
 * generic input's look (from the same tokens) and its field ARIA (src/ds/internal/field-aria.ts),
 * like the newsletter's salutation select.
 */
import type { ReactNode, Ref } from 'react';
import { useFieldAria } from '../ds/internal/field-aria';

interface FieldFrameProps {
  readonly label: string;
  readonly required?: boolean;
  readonly state: string;
  readonly controlId: string;
  readonly error?: string | undefined;
  readonly errorId: string;
  readonly children: ReactNode;
}

function FieldFrame({
  label,
  required,
  state,
  controlId,
  error,
  errorId,
  children,
}: FieldFrameProps) {
  return (
    <div className="preview__field" data-state={state}>
      <label className="preview__label" htmlFor={controlId}>
        {label}
        {required && <span aria-hidden="true">{' *'}</span>}
      </label>
      {children}
      {error && (
        <p className="preview__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface PreviewInputProps {
  readonly type: 'date' | 'time';
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
}

/** A date (YYYY-MM-DD) or time (HH:MM) field. */
export function PreviewInput({ type, label, value, onValueChange }: PreviewInputProps) {
  const field = useFieldAria({
    idSuffix: type,
    state: undefined,
    error: undefined,
    hasHint: false,
    required: false,
  });
  return (
    <FieldFrame
      label={label}
      state={field.state}
      controlId={field.controlProps.id}
      errorId={field.errorProps.id}
    >
      <input
        {...field.controlProps}
        type={type}
        className="preview__control"
        value={value}
        onChange={(event) => onValueChange(event.currentTarget.value)}
      />
    </FieldFrame>
  );
}

export interface PreviewSelectOption {
  readonly value: string;
  readonly label: string;
}

export interface PreviewSelectProps {
  readonly label: string;
  readonly value: string;
  /** The first option, whose value is '' (none). */
  readonly noneLabel: string;
  /** Names from the A/B test service: values and labels, rendered as text. */
  readonly names: readonly string[];
  readonly onValueChange: (value: string) => void;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly error?: string | undefined;
  readonly ref?: Ref<HTMLSelectElement>;
}

export function PreviewSelect({
  label,
  value,
  noneLabel,
  names,
  onValueChange,
  disabled = false,
  required = false,
  error,
  ref,
}: PreviewSelectProps) {
  const field = useFieldAria({
    idSuffix: 'select',
    state: undefined,
    error,
    hasHint: false,
    required,
  });
  return (
    <FieldFrame
      label={label}
      required={required}
      state={field.state}
      controlId={field.controlProps.id}
      error={field.showsError ? error : undefined}
      errorId={field.errorProps.id}
    >
      <select
        ref={ref}
        {...field.controlProps}
        className="preview__control"
        value={names.includes(value) ? value : ''}
        disabled={disabled}
        onChange={(event) => onValueChange(event.currentTarget.value)}
      >
        <option value="">{noneLabel}</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
