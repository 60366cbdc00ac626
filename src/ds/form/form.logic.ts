/**
 * Framework-free form validation (spec footer §5 "Generic form validation", "Field errors clear
 * on focus. Validation runs on blur and submit, not on value change"; §9 "Schema validation
 * debounce 5 ms"). Validators return message descriptors (an i18n key and its params); the
 * React hook in form.tsx translates them. Timers come in through `FormTimers`, so the debounce
 * is tested with fake timers and no global is touched at import time.
 */
import type { MessageKey, MessageParams } from '../../../i18n/types';
import { inputFormats } from '../input/input.load';

export type FieldValue = string | boolean;
export type FormValues = Readonly<Record<string, FieldValue>>;

/** The visual and ARIA state shared by input, checkbox and radio group. */
export type FieldState = 'default' | 'valid' | 'error';

/** A failed validation: the message key and the values for its placeholders. */
export interface FieldError {
  readonly key: MessageKey;
  readonly params: MessageParams;
}

/** A check that passes (true) or fails (false) for a value; `values` holds the whole form. */
export type ValidatorCheck = (value: FieldValue, values: FormValues) => boolean;

/** A named check with its message. Built by `required()`, `email()`, `maxLength()` ... */
export interface Validator {
  /** The name a field's `messages` map uses to override the message. */
  readonly name: string;
  readonly check: ValidatorCheck;
  /** The message when the check fails; `form.validation.default` when absent. */
  readonly message?: MessageKey | undefined;
  /** Extra placeholder values, e.g. `{ max: 40 }`; `{field}` is always the field's label. */
  readonly params?: MessageParams | undefined;
  /** Only `required` looks at empty values; every other validator lets an empty value pass. */
  readonly checksEmpty?: boolean | undefined;
  /**
   * A check whose code loads on first use: a promise while it loads (the form validates once it
   * is settled), undefined when the check can run now.
   */
  readonly whenReady?: (() => Promise<unknown> | undefined) | undefined;
}

/** The validators a field can be given by name (e.g. from configuration). */
export type ValidatorName = 'required' | 'email' | 'iban';

/**
 * One entry of a field's `validators`: a name (any string: an unknown one reports
 * form.validation.unknownValidator), a built validator, or a plain check function (message:
 * form.validation.default, override it under the name 'custom').
 */
export type ValidatorInput = ValidatorName | (string & {}) | Validator | ValidatorCheck;

export interface FieldConfig {
  /** The field's visible label, the `{field}` of every message. */
  readonly label: string;
  readonly validators?: readonly ValidatorInput[];
  /** Message per validator name, overriding the validator's own: `{ required: 'newsletter.email.required' }`. */
  readonly messages?: Readonly<Partial<Record<string, MessageKey>>>;
  readonly initialValue?: FieldValue;
}

export type FormFields = Readonly<Record<string, FieldConfig>>;

// ---------------------------------------------------------------------------------------------
// Validators

/** Empty means: false (an unticked checkbox) or a string of nothing but whitespace. */
export function isEmptyValue(value: FieldValue): boolean {
  return typeof value === 'boolean' ? !value : value.trim() === '';
}

const asText = (value: FieldValue): string => (typeof value === 'string' ? value : String(value));

/**
 * The HTML standard's valid e-mail address (WHATWG "valid email address"), with one change: the
 * domain needs at least one dot, since a shop address without a top-level domain cannot receive
 * mail.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function required(message: MessageKey = 'ds.form.required'): Validator {
  return { name: 'required', check: (value) => !isEmptyValue(value), message, checksEmpty: true };
}

export function email(message: MessageKey = 'ds.form.email'): Validator {
  return { name: 'email', check: (value) => EMAIL_PATTERN.test(asText(value).trim()), message };
}

/** At most `max` characters (UTF-16 units, as the native maxlength attribute counts). */
export function maxLength(max: number, message: MessageKey = 'ds.form.maxLength'): Validator {
  return {
    name: 'maxLength',
    check: (value) => asText(value).length <= max,
    message,
    params: { max },
  };
}

/** The value must match `regex`; without a message the default '{field} is not valid.' shows. */
export function pattern(regex: RegExp, message?: MessageKey): Validator {
  // a global or sticky regex would carry lastIndex from one test to the next
  const stateless = new RegExp(regex.source, regex.flags.replace(/[gy]/g, ''));
  return { name: 'pattern', check: (value) => stateless.test(asText(value)), message };
}

/**
 * The IBAN check loads with the IBAN input's code (issue 15: no shop page on load checks an
 * IBAN); the form waits for it. Should it fail to load, the value counts as not valid (nothing
 * unchecked goes through) and the next validation loads it again.
 */
export function iban(message: MessageKey = 'ds.form.iban'): Validator {
  return {
    name: 'iban',
    check: (value) => inputFormats.loaded()?.isValidIban(asText(value)) ?? false,
    message,
    whenReady: () => (inputFormats.loaded() ? undefined : inputFormats.load()),
  };
}

/** A custom check with a name (for `messages` overrides) and an optional message. */
export function custom(name: string, check: ValidatorCheck, message?: MessageKey): Validator {
  return { name, check, message };
}

const NAMED_VALIDATORS: Readonly<Record<ValidatorName, Validator>> = {
  required: required(),
  email: email(),
  iban: iban(),
};

/** The validator an entry stands for, or undefined for an unknown name. */
export function resolveValidator(input: ValidatorInput): Validator | undefined {
  if (typeof input === 'function') return { name: 'custom', check: input };
  if (typeof input !== 'string') return input;
  // Object.hasOwn: 'toString' or '__proto__' are not validators
  return Object.hasOwn(NAMED_VALIDATORS, input)
    ? NAMED_VALIDATORS[input as ValidatorName]
    : undefined;
}

/**
 * Runs a field's validators in order and returns the first failure, or null when the value is
 * valid. Messages: the field's `messages[name]`, else the validator's own, else
 * form.validation.default ('{field} is not valid.'). An unknown validator name fails with
 * form.validation.unknownValidator ('No such validator exists'), so a typo cannot pass silently.
 */
export function validateField(
  config: FieldConfig,
  value: FieldValue,
  values: FormValues = {},
): FieldError | null {
  const field = config.label;
  for (const input of config.validators ?? []) {
    const validator = resolveValidator(input);
    if (!validator) return { key: 'form.validation.unknownValidator', params: { field } };
    if (!validator.checksEmpty && isEmptyValue(value)) continue;
    if (validator.check(value, values)) continue;
    const key = config.messages?.[validator.name] ?? validator.message ?? 'form.validation.default';
    return { key, params: { ...validator.params, field } };
  }
  return null;
}

/** True when the field's validators include `required` (it then shows the required marker). */
export function isRequiredField(config: FieldConfig | undefined): boolean {
  return (config?.validators ?? []).some((input) => resolveValidator(input)?.name === 'required');
}

// ---------------------------------------------------------------------------------------------
// Field state after validation (what a field shows for a state: src/ds/internal/field-aria.ts)

/**
 * The state the form gives a field: 'error' with an error, 'valid' once validated without one
 * (only when it has a value: an empty optional field stays plain), 'default' before validation
 * and again after focus.
 */
export function getValidationState(
  error: FieldError | null | undefined,
  value: FieldValue | undefined,
): FieldState {
  if (error) return 'error';
  if (error === null && value !== undefined && !isEmptyValue(value)) return 'valid';
  return 'default';
}

// ---------------------------------------------------------------------------------------------
// The form controller: values, errors and the debounced validation schedule

/** spec footer §9: schema validation is debounced 5 ms. */
export const VALIDATION_DEBOUNCE_MS = 5;

export interface FormTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const globalTimers: FormTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface FormState {
  readonly values: FormValues;
  /**
   * Per field: a FieldError after a failed validation, null after a passed one, undefined
   * before any validation and after the field was focused again.
   */
  readonly errors: Readonly<Record<string, FieldError | null | undefined>>;
}

export interface SubmitResult {
  readonly valid: boolean;
  /** The first field (in the order of the fields' configuration) with an error. */
  readonly firstInvalid: string | undefined;
}

export interface FormController {
  getState(): FormState;
  /** Calls `listener` after every state change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Replaces the field configuration (labels follow the locale, fields follow the site). */
  setFields(fields: FormFields): void;
  /** Stores a value. Never validates (spec footer §5: not on value change). */
  setValue(name: string, value: FieldValue): void;
  /** Schedules the field's validation after the debounce. */
  blur(name: string): void;
  /** Clears the field's error (spec footer §5) and drops its scheduled validation. */
  focus(name: string): void;
  /** Validates every field after the debounce and resolves with the outcome. */
  submit(): Promise<SubmitResult>;
  /** Back to the initial values (or the given ones), no errors; a waiting submit resolves invalid. */
  reset(values?: FormValues): void;
  /** Cancels the scheduled validation; a pending submit resolves as invalid. */
  dispose(): void;
}

export interface FormControllerOptions {
  readonly fields: FormFields;
  readonly debounceMs?: number;
  readonly timers?: FormTimers;
}

function getInitialValues(fields: FormFields, current: FormValues = {}): FormValues {
  const values: Record<string, FieldValue> = {};
  for (const [name, config] of Object.entries(fields)) {
    values[name] = Object.hasOwn(current, name)
      ? (current[name] as FieldValue)
      : (config.initialValue ?? '');
  }
  return { ...current, ...values };
}

export function createFormController({
  fields: initialFields,
  debounceMs = VALIDATION_DEBOUNCE_MS,
  timers = globalTimers,
}: FormControllerOptions): FormController {
  let fields = initialFields;
  let state: FormState = { values: getInitialValues(fields), errors: {} };
  const listeners = new Set<() => void>();
  // what the next debounced run validates: single fields (blur) or all of them (submit)
  const pending = new Set<string>();
  let validateAll = false;
  let timer: unknown;
  let waiters: Array<(result: SubmitResult) => void> = [];

  function update(next: FormState): void {
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function getResult(errors: FormState['errors']): SubmitResult {
    const firstInvalid = Object.keys(fields).find((name) => Boolean(errors[name]));
    return { valid: firstInvalid === undefined, firstInvalid };
  }

  /** The checks of these fields whose code is still loading. */
  function getLoadingChecks(names: readonly string[]): Array<Promise<unknown>> {
    return names.flatMap((name) =>
      (fields[name]?.validators ?? []).flatMap((input) => {
        const loading = resolveValidator(input)?.whenReady?.();
        return loading ? [loading] : [];
      }),
    );
  }

  function run(afterFailedLoad = false): void {
    timer = undefined;
    const names = validateAll ? Object.keys(fields) : [...pending];
    // every blurred field was focused again before the debounce ended: nothing to do
    if (names.length === 0 && waiters.length === 0) return;
    const loading = afterFailedLoad ? [] : getLoadingChecks(names);
    if (loading.length > 0) {
      // validate once every check is there (a failed load was logged; its check then fails)
      void Promise.all(loading).then(
        () => run(),
        () => run(true),
      );
      return;
    }
    pending.clear();
    validateAll = false;
    const errors = { ...state.errors };
    for (const name of names) {
      const config = fields[name];
      if (config) errors[name] = validateField(config, state.values[name] ?? '', state.values);
    }
    update({ ...state, errors });
    const resolved = waiters;
    waiters = [];
    // resolve after the update, so the views show the errors before a submit's caller focuses one
    const result = getResult(errors);
    for (const resolve of resolved) resolve(result);
  }

  /** Drops the scheduled validation; a submit still waiting for it resolves as invalid. */
  function cancel(): void {
    if (timer !== undefined) timers.clear(timer);
    timer = undefined;
    pending.clear();
    validateAll = false;
    const resolved = waiters;
    waiters = [];
    for (const resolve of resolved) resolve({ valid: false, firstInvalid: undefined });
  }

  function schedule(): void {
    if (timer !== undefined) timers.clear(timer);
    timer = timers.set(run, debounceMs);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setFields(next) {
      fields = next;
      const missing = Object.keys(next).some((name) => !Object.hasOwn(state.values, name));
      if (missing) update({ ...state, values: getInitialValues(next, state.values) });
    },
    setValue(name, value) {
      if (state.values[name] === value) return;
      update({ ...state, values: { ...state.values, [name]: value } });
    },
    blur(name) {
      if (!Object.hasOwn(fields, name)) return;
      pending.add(name);
      schedule();
    },
    focus(name) {
      pending.delete(name);
      if (state.errors[name] === undefined) return;
      update({ ...state, errors: { ...state.errors, [name]: undefined } });
    },
    submit() {
      validateAll = true;
      schedule();
      return new Promise((resolve) => waiters.push(resolve));
    },
    reset(values) {
      cancel();
      update({ values: getInitialValues(fields, values ?? {}), errors: {} });
    },
    dispose: cancel,
  };
}
