import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { screen } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../../../test/helpers/axe';
import { nextFrames, waitFor } from '../../../test/helpers/dom';
import { cleanupViews, renderView } from '../../../test/helpers/render';
import { Checkbox } from '../checkbox/checkbox';
import { Input } from '../input/input';
import { Radio, RadioGroup } from '../radio/radio';
import { useForm } from './form';
import type { FormFields, FormValues } from './form.logic';

const FIELDS: FormFields = {
  email: { label: 'E-Mail-Adresse', validators: ['required', 'email'] },
  salutation: {
    label: 'Anrede',
    validators: ['required', (value) => value !== 'COMPANY'],
  },
  consent: {
    label: 'Einwilligung',
    validators: ['required'],
    messages: { required: 'newsletter.legal.required' },
    initialValue: false,
  },
};

function SignUp({ onValid }: { onValid: (values: FormValues) => void }) {
  const form = useForm({ fields: FIELDS });
  return (
    <form aria-label="Newsletter" {...form.getFormProps(onValid)}>
      <Input type="email" placeholder="E-Mail-Adresse" {...form.getInputProps('email')} />
      <RadioGroup {...form.getRadioGroupProps('salutation')}>
        <Radio value="MRS" label="Frau" />
        <Radio value="MR" label="Herr" />
        <Radio value="COMPANY" label="Firma" />
      </RadioGroup>
      <Checkbox label="Ich stimme zu" {...form.getCheckboxProps('consent')} />
      <button type="submit">Anmelden</button>
    </form>
  );
}

async function renderSignUp() {
  const submitted: FormValues[] = [];
  const view = await renderView(<SignUp onValid={(values) => submitted.push(values)} />);
  return { view, submitted };
}

const descriptionOf = (element: Element): string =>
  (element.ariaDescribedByElements ?? []).map((described) => described.textContent).join(' ');

const email = (): HTMLElement => screen.getByShadowRole('textbox', { name: 'E-Mail-Adresse' });

describe('useForm in Chromium', () => {
  afterEach(() => cleanupViews());

  it('does not validate while typing', async () => {
    await renderSignUp();
    email().focus();
    await sendKeys({ type: 'not-an-address' });
    // every key has been typed and handled, and what it changed drawn
    await waitFor(() => (email() as HTMLInputElement).value === 'not-an-address');
    await nextFrames();
    expect(email().hasAttribute('aria-invalid')).to.equal(false);
  });

  it('validates when Tab leaves the field and ties the error to it', async () => {
    await renderSignUp();
    email().focus();
    await sendKeys({ type: 'not-an-address' });
    await sendKeys({ press: 'Tab' });
    await waitFor(() => email().getAttribute('aria-invalid') === 'true', {
      message: 'the e-mail field to become invalid',
    });
    expect(descriptionOf(email())).to.equal('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  });

  it('clears the error when the field is focused again', async () => {
    await renderSignUp();
    email().focus();
    await sendKeys({ press: 'Tab' });
    await waitFor(() => email().getAttribute('aria-invalid') === 'true');
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(email().matches(':focus')).to.equal(true);
    await waitFor(() => !email().hasAttribute('aria-invalid'), { message: 'the error cleared' });
    expect(email().hasAttribute('aria-invalid')).to.equal(false);
    expect(screen.queryByShadowText('E-Mail-Adresse ist ein Pflichtfeld.')).to.equal(null);
  });

  it('validates a radio group when focus leaves the group, not while arrowing inside it', async () => {
    await renderSignUp();
    screen.getByShadowRole('radio', { name: 'Frau' }).focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    // both keys have been handled (Firma is selected) and what they changed drawn
    await waitFor(
      () => (screen.getByShadowRole('radio', { name: 'Firma' }) as HTMLInputElement).checked,
    );
    await nextFrames();
    const group = screen.getByShadowRole('radiogroup', { name: 'Anrede' });
    expect(screen.getByShadowRole('radio', { name: 'Firma' })).to.have.property('checked', true);
    expect(group.hasAttribute('aria-invalid')).to.equal(false);
    await sendKeys({ press: 'Tab' });
    await waitFor(() => group.getAttribute('aria-invalid') === 'true');
    expect(descriptionOf(group)).to.equal('Anrede ist nicht gültig.');
  });

  it('on submit focuses the first invalid field with its error already described', async () => {
    const { submitted } = await renderSignUp();
    const descriptionsAtFocus: string[] = [];
    email().addEventListener('focus', (event) =>
      descriptionsAtFocus.push(descriptionOf(event.currentTarget as Element)),
    );
    screen.getByShadowRole('checkbox', { name: 'Ich stimme zu' }).focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => email().matches(':focus'), { message: 'the e-mail field to get focus' });
    expect(descriptionsAtFocus).to.deep.equal(['E-Mail-Adresse ist ein Pflichtfeld.']);
    expect(email().getAttribute('aria-invalid')).to.equal('true');
    expect(descriptionOf(screen.getByShadowRole('checkbox', { name: 'Ich stimme zu' }))).to.equal(
      'Bitte stimmen Sie dem Erhalt kommerzieller elektronischer Nachrichten zu.',
    );
    expect(submitted).to.deep.equal([]);
  });

  it('submits the values with Enter when every field is valid', async () => {
    const { submitted } = await renderSignUp();
    email().focus();
    await sendKeys({ type: 'kunde@example.de' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Space' });
    email().focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => submitted.length > 0, { message: 'the form to submit' });
    expect(submitted).to.deep.equal([
      { email: 'kunde@example.de', salutation: 'MR', consent: true },
    ]);
  });

  describe('axe', () => {
    it('finds no violations before validation', async () => {
      const { view } = await renderSignUp();
      await expectNoAxeViolations(view.host);
    });

    it('finds no violations with every field in error', async () => {
      const { view } = await renderSignUp();
      email().focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => email().getAttribute('aria-invalid') === 'true');
      await expectNoAxeViolations(view.host);
    });

    it('finds no violations with valid fields', async () => {
      const { view } = await renderSignUp();
      email().focus();
      await sendKeys({ type: 'kunde@example.de' });
      await sendKeys({ press: 'Tab' });
      await waitFor(
        () =>
          view.shadow.querySelector('[part="input-base"]')?.getAttribute('data-state') === 'valid',
      );
      await expectNoAxeViolations(view.host);
    });
  });
});
