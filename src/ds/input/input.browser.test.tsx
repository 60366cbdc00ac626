import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { screen } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../../../test/helpers/axe';
import { waitFor } from '../../../test/helpers/dom';
import { cleanupViews, renderView } from '../../../test/helpers/render';
import { Input, type InputProps } from './input';
import { inputFormats } from './input.load';
import type { InputType } from './input.logic';

/**
 * The text a screen reader reads as the element's description: the elements its
 * aria-describedby resolves to, as Chromium's ARIA reflection resolves them (same tree only).
 */
function descriptionOf(element: Element): string {
  return (element.ariaDescribedByElements ?? [])
    .map((described) => described.textContent ?? '')
    .join(' ');
}

/** The input labelled `name` (the label may end in a hidden required asterisk). */
function field(name: string): HTMLInputElement {
  return screen.getByShadowLabelText(new RegExp(`^${name}( \\*)?$`)) as HTMLInputElement;
}

describe('Input in Chromium', () => {
  // the number, IBAN and password code loads on first render; these tests check what it does
  before(() => inputFormats.load());
  afterEach(() => cleanupViews());

  describe('number', () => {
    it('takes typed digits and rejects letters and signs', async () => {
      await renderView(<Input type="number" label="Kundennummer" />);
      field('Kundennummer').focus();
      await sendKeys({ type: '1a2B-3+e.4 5' });
      expect(field('Kundennummer').value).to.equal('12345');
    });

    it('keeps editing keys and shortcuts working', async () => {
      await renderView(<Input type="number" label="Kundennummer" defaultValue="12345" />);
      const input = field('Kundennummer');
      input.focus();
      await sendKeys({ press: 'End' });
      await sendKeys({ press: 'Backspace' });
      await sendKeys({ press: 'Home' });
      await sendKeys({ press: 'Delete' });
      expect(input.value).to.equal('234');
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ type: '9' });
      expect(input.value).to.equal('2934');
      await sendKeys({ down: 'Control' });
      await sendKeys({ press: 'a' });
      await sendKeys({ up: 'Control' });
      await sendKeys({ type: '7' });
      expect(input.value).to.equal('7');
    });

    it('filters text inserted as a whole (paste, drop) to digits', async () => {
      await renderView(<Input type="number" label="Kundennummer" />);
      const input = field('Kundennummer');
      input.focus();
      // the editing pipeline a paste goes through: beforeinput, insertion, input event
      document.execCommand('insertText', false, '12-34 abc 56');
      await waitFor(() => input.value === '123456', { message: `digits only (${input.value})` });
      expect(input.value).to.equal('123456');
    });
  });

  describe('iban', () => {
    it('formats in groups of four while typing', async () => {
      await renderView(<Input type="iban" label="IBAN" />);
      const input = field('IBAN');
      input.focus();
      await sendKeys({ type: 'de89' });
      expect(input.value).to.equal('DE89');
      await sendKeys({ type: '3' });
      expect(input.value).to.equal('DE89 3');
      expect(input.selectionStart).to.equal(6);
      await sendKeys({ type: '70400440532013000' });
      expect(input.value).to.equal('DE89 3704 0044 0532 0130 00');
      expect(input.selectionStart).to.equal(input.value.length);
    });

    it('removes non-alphanumerics and letters after the country code', async () => {
      await renderView(<Input type="iban" label="IBAN" />);
      const input = field('IBAN');
      input.focus();
      await sendKeys({ type: 'AT6x1-1904 y3002' });
      expect(input.value).to.equal('AT61 1904 3002');
    });

    it('keeps the caret behind a digit typed in the middle', async () => {
      await renderView(<Input type="iban" label="IBAN" defaultValue="DE89 3704" />);
      const input = field('IBAN');
      input.focus();
      await sendKeys({ press: 'Home' });
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ type: '1' });
      expect(input.value).to.equal('DE18 9370 4');
      expect(input.selectionStart).to.equal(3);
      await sendKeys({ type: '2' });
      expect(input.value).to.equal('DE12 8937 04');
      expect(input.selectionStart).to.equal(4);
    });

    it('deletes the character before a space with Backspace', async () => {
      await renderView(<Input type="iban" label="IBAN" defaultValue="DE89 3704" />);
      const input = field('IBAN');
      input.focus();
      input.setSelectionRange(5, 5);
      await sendKeys({ press: 'Backspace' });
      expect(input.value).to.equal('DE83 704');
      expect(input.selectionStart).to.equal(3);
    });

    it('formats text inserted as a whole', async () => {
      await renderView(<Input type="iban" label="IBAN" />);
      const input = field('IBAN');
      input.focus();
      document.execCommand('insertText', false, 'pl61 1090-1014 0000 0712 1981 2874');
      await waitFor(() => input.value === 'PL61 1090 1014 0000 0712 1981 2874', {
        message: `grouped (${input.value})`,
      });
      expect(input.value).to.equal('PL61 1090 1014 0000 0712 1981 2874');
    });
  });

  describe('password', () => {
    it('shows and hides the password from the keyboard, keeping focus on the toggle', async () => {
      await renderView(<Input type="password" label="Passwort" defaultValue="geheim" />);
      field('Passwort').focus();
      await sendKeys({ press: 'Tab' });
      const show = screen.getByShadowRole('button', { name: 'Passwort anzeigen' });
      expect(show.matches(':focus')).to.equal(true);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => field('Passwort').type === 'text', { message: 'the password shown' });
      expect(field('Passwort').type).to.equal('text');
      const hide = screen.getByShadowRole('button', { name: 'Passwort verbergen' });
      expect(hide.matches(':focus')).to.equal(true);
      await sendKeys({ press: 'Space' });
      await waitFor(() => field('Passwort').type === 'password', {
        message: 'the password hidden',
      });
      expect(field('Passwort').type).to.equal('password');
      expect(screen.getByShadowRole('button', { name: 'Passwort anzeigen' })).to.equal(show);
    });

    it('announces the strength in a polite status from 8 characters on', async () => {
      await renderView(<Input type="password" label="Passwort" />);
      field('Passwort').focus();
      await sendKeys({ type: 'Abcdef1' });
      const status = screen.getByShadowRole('status');
      expect(status.textContent).to.equal('');
      await sendKeys({ type: '!' });
      await waitFor(() => status.textContent === 'Passwortstärke: stark');
      // role status is an implicit aria-live="polite" region that was there before the text
      expect(status.getAttribute('aria-live')).to.equal(null);
      expect(status.getAttribute('role')).to.equal('status');
    });
  });

  describe('errors', () => {
    it('are read as the field description and mark it invalid', async () => {
      await renderView(
        <Input
          type="email"
          label="E-Mail-Adresse"
          required
          error="Bitte geben Sie eine gültige E-Mail-Adresse ein."
        />,
      );
      const input = screen.getByShadowRole('textbox', { name: 'E-Mail-Adresse' });
      expect(descriptionOf(input)).to.equal('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(input.getAttribute('aria-required')).to.equal('true');
    });

    it('leave a valid field without invalid mark or description', async () => {
      await renderView(<Input label="Vorname" state="valid" defaultValue="Anna" />);
      const input = screen.getByShadowRole('textbox', { name: 'Vorname' });
      expect(input.hasAttribute('aria-invalid')).to.equal(false);
      expect(descriptionOf(input)).to.equal('');
    });
  });

  describe('axe', () => {
    const types: readonly InputType[] = ['text', 'email', 'number', 'iban', 'password'];
    const states: ReadonlyArray<readonly [string, Partial<InputProps>]> = [
      ['default', {}],
      ['default with hint', { hint: 'Wir geben sie nicht weiter.' }],
      ['valid', { state: 'valid', defaultValue: '12345678Ab!' }],
      ['error', { error: 'Bitte prüfen Sie Ihre Eingabe.' }],
      ['disabled', { disabled: true, defaultValue: '12345678' }],
      ['required', { required: true }],
    ];
    for (const type of types) {
      for (const [state, props] of states) {
        it(`finds no violations: ${type}, ${state}`, async () => {
          const view = await renderView(
            <Input type={type} label="Eingabe" placeholder="Ihre Eingabe" {...props} />,
          );
          await expectNoAxeViolations(view.host);
        });
      }
    }

    it('finds no violations with the password shown and its strength', async () => {
      const view = await renderView(
        <Input type="password" label="Passwort" defaultValue="Abcdef1!" />,
      );
      screen.getByShadowRole('button', { name: 'Passwort anzeigen' }).click();
      await waitFor(() => screen.queryByShadowRole('button', { name: 'Passwort verbergen' }), {
        message: 'the password shown',
      });
      await expectNoAxeViolations(view.host);
    });
  });
});
