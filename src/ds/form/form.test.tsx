import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { screen } from 'shadow-dom-testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanupViews, renderView } from '../../../test/helpers/render';
import { Checkbox } from '../checkbox/checkbox';
import { Input } from '../input/input';
import { Radio, RadioGroup } from '../radio/radio';
import { useForm } from './form';
import { maxLength, VALIDATION_DEBOUNCE_MS, type FormFields, type FormValues } from './form.logic';

const FIELDS: FormFields = {
  email: { label: 'E-Mail-Adresse', validators: ['required', 'email'] },
  firstName: { label: 'Vorname', validators: [maxLength(5), (value) => value !== 'Admin'] },
  salutation: { label: 'Anrede', validators: ['required'] },
  consent: {
    label: 'Einwilligung',
    validators: ['required'],
    messages: { required: 'newsletter.legal.required' },
    initialValue: false,
  },
};

function TestForm({
  fields = FIELDS,
  onValid = () => undefined,
}: {
  fields?: FormFields;
  onValid?: (values: FormValues) => void;
}) {
  const form = useForm({ fields });
  const [checked, setChecked] = useState('');
  return (
    <form aria-label="Newsletter" {...form.getFormProps(onValid)}>
      {'email' in fields && <Input type="email" {...form.getInputProps('email')} />}
      {'firstName' in fields && <Input {...form.getInputProps('firstName')} />}
      {'salutation' in fields && (
        <RadioGroup {...form.getRadioGroupProps('salutation')}>
          <Radio value="MRS" label="Frau" />
          <Radio value="MR" label="Herr" />
        </RadioGroup>
      )}
      {'consent' in fields && (
        <Checkbox label="Ich stimme zu" {...form.getCheckboxProps('consent')} />
      )}
      <button type="submit">Anmelden</button>
      <button
        type="button"
        onClick={() => void form.submit().then((valid) => setChecked(String(valid)))}
      >
        Prüfen
      </button>
      <output>{checked}</output>
    </form>
  );
}

const textbox = (name: string): HTMLInputElement =>
  screen.getByShadowRole('textbox', { name }) as HTMLInputElement;

function describedText(view: { shadow: ShadowRoot }, element: Element): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => view.shadow.getElementById(id)?.textContent ?? '');
}

describe('useForm', () => {
  let user: ReturnType<typeof userEvent.setup>;

  beforeEach(() => {
    vi.useFakeTimers();
    user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    cleanupViews();
    vi.useRealTimers();
  });

  it('does not validate while the value changes', async () => {
    await renderView(<TestForm />);
    await user.type(textbox('E-Mail-Adresse'), 'no-address');
    await vi.advanceTimersByTimeAsync(100);
    expect(textbox('E-Mail-Adresse').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByShadowText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeNull();
  });

  it('validates a field on blur after the 5 ms debounce and ties the error to it', async () => {
    const view = await renderView(<TestForm />);
    await user.type(textbox('E-Mail-Adresse'), 'no-address');
    await user.tab();
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS - 1);
    expect(textbox('E-Mail-Adresse').hasAttribute('aria-invalid')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const input = textbox('E-Mail-Adresse');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(view, input)).toEqual([
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    ]);
  });

  it('shows the valid state after a passed validation', async () => {
    const view = await renderView(<TestForm />);
    await user.type(textbox('E-Mail-Adresse'), 'kunde@example.de');
    await user.tab();
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS);
    expect(view.shadow.querySelector('[part="input-base"]')?.getAttribute('data-state')).toBe(
      'valid',
    );
  });

  it('clears the field error when the field gets focus', async () => {
    await renderView(<TestForm />);
    await user.click(textbox('E-Mail-Adresse'));
    await user.tab();
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS);
    expect(screen.getByShadowText('E-Mail-Adresse ist ein Pflichtfeld.')).toBeTruthy();
    await user.click(textbox('E-Mail-Adresse'));
    expect(screen.queryByShadowText('E-Mail-Adresse ist ein Pflichtfeld.')).toBeNull();
    expect(textbox('E-Mail-Adresse').hasAttribute('aria-invalid')).toBe(false);
  });

  it('marks fields with a required validator as required', async () => {
    await renderView(<TestForm />);
    expect(textbox('E-Mail-Adresse').getAttribute('aria-required')).toBe('true');
    expect(textbox('Vorname').hasAttribute('aria-required')).toBe(false);
    expect(
      screen.getByShadowRole('radiogroup', { name: 'Anrede' }).getAttribute('aria-required'),
    ).toBe('true');
  });

  it('on submit validates every field, focuses the first invalid one and keeps its error', async () => {
    const onValid = vi.fn();
    const view = await renderView(<TestForm onValid={onValid} />);
    await user.click(screen.getByShadowRole('button', { name: 'Anmelden' }));
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS);
    const email = textbox('E-Mail-Adresse');
    expect(view.shadow.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(view, email)).toEqual(['E-Mail-Adresse ist ein Pflichtfeld.']);
    expect(describedText(view, screen.getByShadowRole('radiogroup', { name: 'Anrede' }))).toEqual([
      'Anrede ist ein Pflichtfeld.',
    ]);
    const consent = screen.getByShadowRole('checkbox', { name: 'Ich stimme zu' });
    expect(describedText(view, consent)).toEqual([
      'Bitte stimmen Sie dem Erhalt kommerzieller elektronischer Nachrichten zu.',
    ]);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('focuses the radio group when it is the first invalid field', async () => {
    const view = await renderView(<TestForm />);
    await user.type(textbox('E-Mail-Adresse'), 'kunde@example.de');
    await user.click(screen.getByShadowRole('button', { name: 'Anmelden' }));
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS);
    expect(view.shadow.activeElement).toBe(screen.getByShadowRole('radio', { name: 'Frau' }));
    expect(screen.getByShadowText('Anrede ist ein Pflichtfeld.')).toBeTruthy();
  });

  it('hands the values to the submit callback when every field is valid', async () => {
    const onValid = vi.fn();
    await renderView(<TestForm onValid={onValid} />);
    await user.type(textbox('E-Mail-Adresse'), 'kunde@example.de');
    await user.type(textbox('Vorname'), 'Anna');
    await user.click(screen.getByShadowRole('radio', { name: 'Herr' }));
    await user.click(screen.getByShadowRole('checkbox', { name: 'Ich stimme zu' }));
    await user.click(screen.getByShadowRole('button', { name: 'Anmelden' }));
    expect(onValid).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS);
    expect(onValid).toHaveBeenCalledWith({
      email: 'kunde@example.de',
      firstName: 'Anna',
      salutation: 'MR',
      consent: true,
    });
  });

  it('submit() resolves whether the form is valid', async () => {
    const view = await renderView(<TestForm fields={{ firstName: FIELDS.firstName! }} />);
    await user.click(screen.getByShadowRole('button', { name: 'Prüfen' }));
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS);
    await vi.waitFor(() => expect(view.shadow.querySelector('output')?.textContent).toBe('true'));
    await user.type(textbox('Vorname'), 'Admin');
    await user.click(screen.getByShadowRole('button', { name: 'Prüfen' }));
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS);
    await vi.waitFor(() => expect(view.shadow.querySelector('output')?.textContent).toBe('false'));
  });

  it('shows the default message "{field} is not valid." for a custom check', async () => {
    await renderView(<TestForm fields={{ firstName: FIELDS.firstName! }} />);
    await user.type(textbox('Vorname'), 'Admin');
    await user.tab();
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS);
    expect(screen.getByShadowText('Vorname ist nicht gültig.')).toBeTruthy();
  });

  it('shows "No such validator exists" for an unknown validator name', async () => {
    await renderView(
      <TestForm fields={{ firstName: { label: 'Vorname', validators: ['noSuchThing'] } }} />,
    );
    await user.type(textbox('Vorname'), 'Anna');
    await user.tab();
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS);
    expect(screen.getByShadowText('Diesen Validator gibt es nicht.')).toBeTruthy();
  });

  it('translates messages into the site language with the field label', async () => {
    await renderView(
      <TestForm fields={{ email: { label: 'Adresse e-mail', validators: ['required'] } }} />,
      { site: 'CH_FR' },
    );
    await user.click(textbox('Adresse e-mail'));
    await user.tab();
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS);
    expect(screen.getByShadowText('Le champ Adresse e-mail est obligatoire.')).toBeTruthy();
  });

  it('clears its debounce timer when the view goes away', async () => {
    const view = await renderView(<TestForm />);
    await user.click(textbox('E-Mail-Adresse'));
    await user.tab();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
