// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import deDE from '../../../i18n/de-DE';
import frCH from '../../../i18n/fr-CH';
import { translate } from '../../../i18n/index';
import {
  createFormController,
  custom,
  email,
  getValidationState,
  iban,
  isEmptyValue,
  isRequiredField,
  maxLength,
  pattern,
  required,
  validateField,
  VALIDATION_DEBOUNCE_MS,
  type FieldConfig,
  type FieldError,
  type FieldState,
  type FieldValue,
  type FormFields,
} from './form.logic';
import { inputFormats } from '../input/input.load';

// the iban check loads with the IBAN input's code; validateField checks what it does
// (form.iban.test.ts checks that the form waits for it)
beforeAll(() => inputFormats.load());

const message = (error: FieldError | null): string | null =>
  error && translate(deDE, error.key, error.params);

describe('isEmptyValue', () => {
  const cases: ReadonlyArray<readonly [FieldValue, boolean]> = [
    ['', true],
    ['   ', true],
    ['\t\n', true],
    ['a', false],
    [' a ', false],
    ['0', false],
    [false, true],
    [true, false],
  ];
  it.each(cases)('%j -> %s', (value, empty) => {
    expect(isEmptyValue(value)).toBe(empty);
  });
});

describe('validateField', () => {
  const field = (
    validators: FieldConfig['validators'],
    extra: Partial<FieldConfig> = {},
  ): FieldConfig => ({
    label: 'E-Mail-Adresse',
    validators,
    ...extra,
  });

  it('passes a field without validators', () => {
    expect(validateField({ label: 'Name' }, '')).toBeNull();
  });

  describe('required', () => {
    const cases: ReadonlyArray<readonly [FieldValue, string | null]> = [
      ['', 'E-Mail-Adresse ist ein Pflichtfeld.'],
      ['  ', 'E-Mail-Adresse ist ein Pflichtfeld.'],
      ['x', null],
      [false, 'E-Mail-Adresse ist ein Pflichtfeld.'],
      [true, null],
    ];
    it.each(cases)('%j -> %j', (value, expected) => {
      expect(message(validateField(field(['required']), value))).toBe(expected);
      expect(message(validateField(field([required()]), value))).toBe(expected);
    });
  });

  describe('email (standard address pattern)', () => {
    const cases: ReadonlyArray<readonly [string, boolean]> = [
      ['kunde@example.de', true],
      ['vor.nach+news@mail.example.co.uk', true],
      ["o'brien@example.com", true],
      ['  kunde@example.de  ', true], // surrounding spaces are not part of the address
      ['kunde@localhost', false], // no top-level domain
      ['kunde@', false],
      ['@example.de', false],
      ['kunde example.de', false],
      ['kunde@@example.de', false],
      ['kunde@exa mple.de', false],
      ['kunde@-example.de', false],
      ['kunde@example..de', false],
    ];
    it.each(cases)('%j -> valid %s', (value, valid) => {
      const error = validateField(field(['email']), value);
      expect(error === null).toBe(valid);
      if (!valid) expect(message(error)).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    });

    it('lets an empty value pass (only required looks at empties)', () => {
      expect(validateField(field(['email']), '')).toBeNull();
      expect(validateField(field([email()]), '   ')).toBeNull();
    });
  });

  it('maxLength(n) fills {max} and counts like the native maxlength', () => {
    const config = field([maxLength(5)]);
    expect(validateField(config, '12345')).toBeNull();
    expect(message(validateField(config, '123456'))).toBe(
      'E-Mail-Adresse darf höchstens 5 Zeichen lang sein.',
    );
  });

  it('pattern(regex, messageKey) shows the given message', () => {
    const config = field([pattern(/^[a-z]+$/, 'newsletter.field.invalidCharacters')]);
    expect(validateField(config, 'abc')).toBeNull();
    expect(message(validateField(config, 'ab1'))).toBe('Dieses Feld enthält ungültige Zeichen.');
  });

  it('pattern without a message shows the default "{field} is not valid."', () => {
    const config = field([pattern(/^[a-z]+$/)]);
    expect(validateField(config, 'ab1')).toEqual({
      key: 'form.validation.default',
      params: { field: 'E-Mail-Adresse' },
    });
    expect(message(validateField(config, 'ab1'))).toBe('E-Mail-Adresse ist nicht gültig.');
  });

  it('pattern ignores the global flag (no lastIndex carried between tests)', () => {
    const config = field([pattern(/a/g)]);
    expect(validateField(config, 'a')).toBeNull();
    expect(validateField(config, 'a')).toBeNull();
  });

  it('a custom function failing shows the default message', () => {
    const config = field([(value) => value !== 'admin']);
    expect(validateField(config, 'kunde')).toBeNull();
    expect(message(validateField(config, 'admin'))).toBe('E-Mail-Adresse ist nicht gültig.');
  });

  it('a custom function sees the whole form', () => {
    const sameAsEmail = custom('repeat', (value, values) => value === values.email);
    expect(validateField(field([sameAsEmail]), 'a@b.de', { email: 'a@b.de' })).toBeNull();
    expect(validateField(field([sameAsEmail]), 'x@b.de', { email: 'a@b.de' })?.key).toBe(
      'form.validation.default',
    );
  });

  it('iban checks the checksum', () => {
    expect(validateField(field(['iban']), 'DE89 3704 0044 0532 0130 00')).toBeNull();
    expect(message(validateField(field([iban()]), 'DE89 3704 0044 0532 0130 01'))).toBe(
      'Bitte geben Sie eine gültige IBAN ein.',
    );
  });

  it('an unknown validator name reports "No such validator exists"', () => {
    const error = validateField(field(['required', 'noSuchThing']), 'kunde@example.de');
    expect(error).toEqual({
      key: 'form.validation.unknownValidator',
      params: { field: 'E-Mail-Adresse' },
    });
    expect(message(error)).toBe('Diesen Validator gibt es nicht.');
    expect(error && translate(frCH, error.key, error.params)).toBe('Ce validateur n’existe pas.');
  });

  it('reports an unknown name even for an empty value', () => {
    expect(validateField(field(['noSuchThing']), '')?.key).toBe('form.validation.unknownValidator');
  });

  it('does not take object properties for validators', () => {
    for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(validateField(field([name]), 'x')?.key).toBe('form.validation.unknownValidator');
    }
  });

  it('returns the first failing validator in order', () => {
    const config = field(['required', 'email', maxLength(10)]);
    expect(validateField(config, '')?.key).toBe('ds.form.required');
    expect(validateField(config, 'not-an-address')?.key).toBe('ds.form.email');
    expect(validateField(config, 'kunde@example.de')?.key).toBe('ds.form.maxLength');
    expect(validateField(config, 'k@ex.de')).toBeNull();
  });

  it('lets the field override each validator message by name', () => {
    const config = field(['required', 'email', (value) => value !== 'x@y.de'], {
      messages: {
        required: 'newsletter.email.required',
        email: 'newsletter.email.invalid',
        custom: 'newsletter.field.invalidCharacters',
      },
    });
    expect(message(validateField(config, ''))).toBe('Die E-Mail-Adresse ist ein Pflichtfeld.');
    expect(message(validateField(config, 'nope'))).toBe(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
    expect(message(validateField(config, 'x@y.de'))).toBe('Dieses Feld enthält ungültige Zeichen.');
  });

  it('takes a message given to a validator builder', () => {
    const config = field([required('newsletter.lastName.required')], { label: 'Nachname' });
    expect(message(validateField(config, ''))).toBe('Der Nachname ist ein Pflichtfeld.');
  });
});

describe('isRequiredField', () => {
  it('is true when a required validator is listed by name or built', () => {
    expect(isRequiredField({ label: 'a', validators: ['required'] })).toBe(true);
    expect(
      isRequiredField({ label: 'a', validators: [required('newsletter.email.required')] }),
    ).toBe(true);
    expect(isRequiredField({ label: 'a', validators: ['email'] })).toBe(false);
    expect(isRequiredField({ label: 'a' })).toBe(false);
    expect(isRequiredField(undefined)).toBe(false);
  });
});

describe('getValidationState', () => {
  const error: FieldError = { key: 'ds.form.required', params: { field: 'x' } };
  const cases: ReadonlyArray<
    readonly [FieldError | null | undefined, FieldValue | undefined, FieldState]
  > = [
    [undefined, 'a', 'default'],
    [error, '', 'error'],
    [error, 'a', 'error'],
    [null, 'a', 'valid'],
    [null, true, 'valid'],
    [null, '', 'default'],
    [null, false, 'default'],
    [null, undefined, 'default'],
  ];
  it.each(cases)('error %j value %j -> %s', (fieldError, value, expected) => {
    expect(getValidationState(fieldError, value)).toBe(expected);
  });
});

describe('createFormController', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const fields: FormFields = {
    email: { label: 'E-Mail-Adresse', validators: ['required', 'email'] },
    firstName: { label: 'Vorname', validators: [maxLength(3)] },
    consent: { label: 'Einwilligung', validators: ['required'], initialValue: false },
  };

  it('starts with the initial values and no errors', () => {
    const form = createFormController({ fields });
    expect(form.getState()).toEqual({
      values: { email: '', firstName: '', consent: false },
      errors: {},
    });
  });

  it('never validates on value change', async () => {
    const form = createFormController({ fields });
    form.setValue('email', 'nope');
    form.setValue('firstName', 'too long');
    await vi.advanceTimersByTimeAsync(1000);
    expect(form.getState().errors).toEqual({});
    expect(form.getState().values.email).toBe('nope');
  });

  it('validates a field on blur after the 5 ms debounce', async () => {
    const form = createFormController({ fields });
    form.blur('email');
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS - 1);
    expect(form.getState().errors.email).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(form.getState().errors.email?.key).toBe('ds.form.required');
    // only the blurred field
    expect(form.getState().errors.firstName).toBeUndefined();
  });

  it('records null for a field that passed', async () => {
    const form = createFormController({ fields });
    form.setValue('email', 'kunde@example.de');
    form.blur('email');
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS);
    expect(form.getState().errors.email).toBeNull();
  });

  it('validates a burst of triggers once', async () => {
    const check = vi.fn((value: FieldValue) => value !== 'bad');
    const form = createFormController({
      fields: { a: { label: 'A', validators: [check] }, b: { label: 'B', validators: [check] } },
    });
    form.setValue('a', 'x');
    form.setValue('b', 'y');
    const listener = vi.fn();
    form.subscribe(listener);
    form.blur('a');
    await vi.advanceTimersByTimeAsync(3);
    form.blur('b');
    await vi.advanceTimersByTimeAsync(3);
    form.blur('a');
    await vi.advanceTimersByTimeAsync(3);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    // one run, each field once, one state change
    expect(check).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('clears a field error on focus', async () => {
    const form = createFormController({ fields });
    form.blur('email');
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS);
    expect(form.getState().errors.email).toBeTruthy();
    form.focus('email');
    expect(form.getState().errors.email).toBeUndefined();
  });

  it('clears a passed state on focus too (back to default while editing)', async () => {
    const form = createFormController({ fields });
    form.setValue('email', 'kunde@example.de');
    form.blur('email');
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS);
    form.focus('email');
    expect(form.getState().errors.email).toBeUndefined();
  });

  it('leaves the other fields errors alone on focus', async () => {
    const form = createFormController({ fields });
    void form.submit();
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS);
    form.focus('email');
    expect(form.getState().errors.email).toBeUndefined();
    expect(form.getState().errors.consent?.key).toBe('ds.form.required');
  });

  it('drops a scheduled validation when the field is focused again within the debounce', async () => {
    const form = createFormController({ fields });
    const listener = vi.fn();
    form.subscribe(listener);
    form.blur('email');
    form.focus('email');
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS);
    expect(form.getState().errors.email).toBeUndefined();
    expect(listener).not.toHaveBeenCalled();
  });

  it('submit validates every field after the debounce and names the first invalid one', async () => {
    const form = createFormController({ fields });
    form.setValue('email', 'kunde@example.de');
    form.setValue('firstName', 'Anna');
    let result: unknown;
    void form.submit().then((value) => (result = value));
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ valid: false, firstInvalid: 'firstName' });
    expect(form.getState().errors).toEqual({
      email: null,
      firstName: { key: 'ds.form.maxLength', params: { max: 3, field: 'Vorname' } },
      consent: { key: 'ds.form.required', params: { field: 'Einwilligung' } },
    });
  });

  it('submit resolves valid when every field passes', async () => {
    const form = createFormController({ fields });
    form.setValue('email', 'kunde@example.de');
    form.setValue('consent', true);
    const result = form.submit();
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS);
    await expect(result).resolves.toEqual({ valid: true, firstInvalid: undefined });
  });

  it('a blur just before submit (clicking the submit button) validates once, with the submit', async () => {
    const check = vi.fn(() => true);
    const form = createFormController({ fields: { a: { label: 'A', validators: [check] } } });
    form.setValue('a', 'x');
    form.blur('a');
    await vi.advanceTimersByTimeAsync(2);
    const result = form.submit();
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS);
    await expect(result).resolves.toEqual({ valid: true, firstInvalid: undefined });
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('takes new fields and labels; removed fields are not validated', async () => {
    const form = createFormController({ fields });
    form.setFields({
      email: { label: 'Adresse e-mail', validators: ['required'] },
      salutation: { label: 'Anrede', validators: ['required'], initialValue: 'MRS' },
    });
    expect(form.getState().values.salutation).toBe('MRS');
    const result = form.submit();
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS);
    await expect(result).resolves.toEqual({ valid: false, firstInvalid: 'email' });
    expect(form.getState().errors.email?.params.field).toBe('Adresse e-mail');
    expect(form.getState().errors.consent).toBeUndefined();
  });

  it('does not change state when setFields brings no new field', () => {
    const form = createFormController({ fields });
    const before = form.getState();
    form.setFields({ ...fields });
    expect(form.getState()).toBe(before);
  });

  it('reset returns to the initial values, clears errors and cancels a scheduled validation', async () => {
    const form = createFormController({ fields });
    form.setValue('email', 'x');
    void form.submit();
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS);
    form.blur('email');
    form.reset();
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS);
    expect(form.getState()).toEqual({
      values: { email: '', firstName: '', consent: false },
      errors: {},
    });
  });

  it('dispose cancels the debounce; a waiting submit resolves invalid', async () => {
    const check = vi.fn(() => true);
    const form = createFormController({ fields: { a: { label: 'A', validators: [check] } } });
    form.setValue('a', 'x');
    const result = form.submit();
    form.dispose();
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS);
    await expect(result).resolves.toEqual({ valid: false, firstInvalid: undefined });
    expect(check).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses injected timers and debounce', () => {
    const scheduled: Array<() => void> = [];
    const timers = {
      set: vi.fn((callback: () => void) => scheduled.push(callback)),
      clear: vi.fn(),
    };
    const form = createFormController({ fields, debounceMs: 20, timers });
    form.blur('email');
    expect(timers.set).toHaveBeenCalledWith(expect.any(Function), 20);
    scheduled[0]?.();
    expect(form.getState().errors.email?.key).toBe('ds.form.required');
  });

  it('stops notifying after unsubscribe', () => {
    const form = createFormController({ fields });
    const listener = vi.fn();
    const unsubscribe = form.subscribe(listener);
    form.setValue('email', 'a');
    unsubscribe();
    form.setValue('email', 'b');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
