/**
 * `useForm`: the React side of form.logic.ts. It keeps a form controller for the life of the
 * component, translates its error descriptors with the element's messages and hands out prop
 * getters whose props fit the design-system fields directly:
 *
 * ```tsx
 * const form = useForm({ fields: {
 *   email: { label: t('newsletter.email.label'), validators: ['required', 'email', maxLength(256)],
 *            messages: { required: 'newsletter.email.required' } },
 *   consent: { label: t('newsletter.consent.label'), initialValue: false },
 * } });
 * <form {...form.getFormProps((values) => send(values))}>
 *   <Input type="email" {...form.getInputProps('email')} />
 *   <Checkbox label={consentText} {...form.getCheckboxProps('consent')} />
 * ```
 *
 * Validation runs on blur and on submit, never on change; focusing a field clears its error;
 * submit validates every field, focuses the first invalid one (keeping its error, so a screen
 * reader reads it) and resolves whether the form is valid (spec footer §5, §9).
 */
import { useEffect, useLayoutEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslate } from '../../shared/shop-context';
import {
  createFormController,
  getValidationState,
  isRequiredField,
  type FieldState,
  type FieldValue,
  type FormFields,
  type FormTimers,
  type FormValues,
} from './form.logic';

/** What submit focuses: an <input>, or a radio group's handle. */
export interface Focusable {
  focus(options?: FocusOptions): void;
}

export interface UseFormOptions {
  readonly fields: FormFields;
  /** spec footer §9: 5 ms. */
  readonly debounceMs?: number;
  readonly timers?: FormTimers;
}

/** The props every field gets: name, handlers, the translated error, state and required marker. */
export interface FieldBinding {
  readonly name: string;
  readonly error: string | undefined;
  readonly state: FieldState;
  readonly required: boolean;
  readonly ref: (node: Focusable | null) => void;
  readonly onBlur: () => void;
  readonly onFocus: () => void;
}

export interface InputBinding extends FieldBinding {
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
}

export interface CheckboxBinding extends FieldBinding {
  readonly checked: boolean;
  readonly onCheckedChange: (checked: boolean) => void;
}

export interface RadioGroupBinding extends FieldBinding {
  readonly legend: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
}

export interface FormProps {
  readonly noValidate: true;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export interface FormApi {
  readonly values: FormValues;
  /** The field's translated error, if it has one. */
  getError(name: string): string | undefined;
  /** Props for the <form>: no native validation bubbles, submit runs `submit()` first. */
  getFormProps(onValidSubmit: (values: FormValues) => void): FormProps;
  getInputProps(name: string): InputBinding;
  getCheckboxProps(name: string): CheckboxBinding;
  getRadioGroupProps(name: string): RadioGroupBinding;
  /** Sets a value (pre-fill); does not validate. */
  setValue(name: string, value: FieldValue): void;
  /** Validates every field (debounced), focuses the first invalid one, resolves whether valid. */
  submit(): Promise<boolean>;
  reset(values?: FormValues): void;
}

interface FocusRegistry {
  refFor(name: string): (node: Focusable | null) => void;
  /** Focuses the field without the focus clearing its error (submit wants it read out). */
  focusKeepingError(name: string): void;
  isFocusingKeepingError(name: string): boolean;
}

function createFocusRegistry(): FocusRegistry {
  const targets = new Map<string, Focusable>();
  const callbacks = new Map<string, (node: Focusable | null) => void>();
  let keepingErrorOf: string | undefined;
  return {
    refFor(name) {
      let callback = callbacks.get(name);
      if (!callback) {
        callback = (node) => {
          if (node) targets.set(name, node);
          else targets.delete(name);
        };
        callbacks.set(name, callback);
      }
      return callback;
    },
    focusKeepingError(name) {
      const target = targets.get(name);
      if (!target) return;
      // focus events are dispatched synchronously inside focus()
      keepingErrorOf = name;
      try {
        target.focus();
      } finally {
        keepingErrorOf = undefined;
      }
    },
    isFocusingKeepingError: (name) => keepingErrorOf === name,
  };
}

export function useForm({ fields, debounceMs, timers }: UseFormOptions): FormApi {
  const t = useTranslate();
  const [controller] = useState(() => createFormController({ fields, debounceMs, timers }));
  const [registry] = useState(createFocusRegistry);
  const state = useSyncExternalStore(
    controller.subscribe,
    controller.getState,
    controller.getState,
  );

  // labels follow the locale and the fields follow the site: the controller always sees the latest
  useLayoutEffect(() => {
    controller.setFields(fields);
  });
  // the debounce timer does not outlive the view
  useEffect(() => () => controller.dispose(), [controller]);

  function getError(name: string): string | undefined {
    const error = state.errors[name];
    if (!error) return undefined;
    return t(error.key, { ...error.params, field: fields[name]?.label ?? name });
  }

  function bind(name: string): FieldBinding {
    return {
      name,
      error: getError(name),
      state: getValidationState(state.errors[name], state.values[name]),
      required: isRequiredField(fields[name]),
      ref: registry.refFor(name),
      onBlur: () => controller.blur(name),
      onFocus: () => {
        if (!registry.isFocusingKeepingError(name)) controller.focus(name);
      },
    };
  }

  const textOf = (name: string): string => {
    const value = state.values[name];
    return typeof value === 'string' ? value : '';
  };

  async function submit(): Promise<boolean> {
    const result = await controller.submit();
    if (result.firstInvalid !== undefined) registry.focusKeepingError(result.firstInvalid);
    return result.valid;
  }

  return {
    values: state.values,
    getError,
    getFormProps: (onValidSubmit) => ({
      noValidate: true,
      onSubmit(event) {
        event.preventDefault();
        void submit().then((valid) => {
          if (valid) onValidSubmit(controller.getState().values);
        });
      },
    }),
    getInputProps: (name) => ({
      ...bind(name),
      label: fields[name]?.label ?? name,
      value: textOf(name),
      onValueChange: (value) => controller.setValue(name, value),
    }),
    getCheckboxProps: (name) => ({
      ...bind(name),
      checked: state.values[name] === true,
      onCheckedChange: (checked) => controller.setValue(name, checked),
    }),
    getRadioGroupProps: (name) => ({
      ...bind(name),
      legend: fields[name]?.label ?? name,
      value: textOf(name),
      onValueChange: (value) => controller.setValue(name, value),
    }),
    setValue: (name, value) => controller.setValue(name, value),
    submit,
    reset: (values) => controller.reset(values),
  };
}
