/**
 * The preview form's fields: date and time inputs and the A/B test selects. The design system's
 * input has no date or time type, so those are native inputs that wear the generic input's frame
 * (its classes and stylesheet, inputStyles) and its field ARIA (useFieldAria), both from the
 * input's index; the selects are the design system's select.
 */
import type { Ref } from 'react';
import { inputStyles, useFieldAria } from '../ds/input/index';
import { Select } from '../ds/select/index';
import { useStyles } from '../shared/use-styles';

export interface PreviewInputProps {
  readonly type: 'date' | 'time';
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
}

/** A date (YYYY-MM-DD) or time (HH:MM) field. */
export function PreviewInput({ type, label, value, onValueChange }: PreviewInputProps) {
  useStyles(inputStyles);
  const field = useFieldAria({
    idSuffix: type,
    state: undefined,
    error: undefined,
    hasHint: false,
    required: false,
  });
  return (
    <div className="input-field preview__field">
      <label className="input-label" htmlFor={field.controlProps.id}>
        {label}
      </label>
      <input
        {...field.controlProps}
        type={type}
        className="input-native"
        value={value}
        onChange={(event) => onValueChange(event.currentTarget.value)}
      />
    </div>
  );
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

/** An A/B test or group select: the design system's select over the service's names. */
export function PreviewSelect({ value, noneLabel, names, ...select }: PreviewSelectProps) {
  return (
    <Select
      {...select}
      value={names.includes(value) ? value : ''}
      options={[
        { value: '', label: noneLabel },
        ...names.map((name) => ({ value: name, label: name })),
      ]}
    />
  );
}
