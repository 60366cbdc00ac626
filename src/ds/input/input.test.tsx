import { fireEvent } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { screen } from 'shadow-dom-testing-library';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanupViews, renderView } from '../../../test/helpers/render';
import { Input, type InputProps } from './input';
import { inputFormats } from './input.load';

// the number, IBAN and password code loads on first render; these tests check what it does
// (input.on-demand.test.tsx checks the field before it is there)
beforeAll(() => inputFormats.load());
afterEach(() => cleanupViews());

/** What a paste leaves in the field: the browser's new value in one input event. */
function paste(input: HTMLInputElement, text: string): void {
  fireEvent.input(input, { target: { value: input.value + text }, inputType: 'insertFromPaste' });
}

function textbox(name: string | RegExp): HTMLInputElement {
  return screen.getByShadowRole('textbox', { name }) as HTMLInputElement;
}

describe('Input', () => {
  it('is labelled by its visible label', async () => {
    await renderView(<Input label="Vorname" />);
    expect(textbox('Vorname').type).toBe('text');
    expect(screen.getByShadowText('Vorname').tagName).toBe('LABEL');
  });

  it('shows the placeholder', async () => {
    await renderView(<Input label="Vorname" placeholder="Max" />);
    expect(textbox('Vorname').placeholder).toBe('Max');
  });

  it('marks a required field with an asterisk on label and placeholder, and aria-required', async () => {
    const view = await renderView(
      <Input label="E-Mail-Adresse" placeholder="E-Mail-Adresse" required />,
    );
    const input = textbox('E-Mail-Adresse');
    expect(input.placeholder).toBe('E-Mail-Adresse *');
    expect(input.getAttribute('aria-required')).toBe('true');
    // no native required: its bubble would speak the browser's language
    expect(input.required).toBe(false);
    const marker = view.shadow.querySelector('[part="input-required-marker"]');
    expect(marker?.textContent).toBe(' *');
    expect(marker?.getAttribute('aria-hidden')).toBe('true');
  });

  it('has no asterisk and no aria-required when optional', async () => {
    const view = await renderView(<Input label="Vorname" placeholder="Vorname" />);
    expect(textbox('Vorname').placeholder).toBe('Vorname');
    expect(textbox('Vorname').hasAttribute('aria-required')).toBe(false);
    expect(view.shadow.querySelector('[part="input-required-marker"]')).toBeNull();
  });

  it('ties the error text with aria-describedby and sets aria-invalid', async () => {
    const view = await renderView(
      <Input
        label="E-Mail-Adresse"
        hint="Wir geben sie nicht weiter."
        error="Bitte geben Sie eine gültige E-Mail-Adresse ein."
      />,
    );
    const input = textbox('E-Mail-Adresse');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => view.shadow.getElementById(id)?.textContent);
    expect(described).toEqual([
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      'Wir geben sie nicht weiter.',
    ]);
    expect(view.shadow.querySelector('[part="input-base"]')?.getAttribute('data-state')).toBe(
      'error',
    );
  });

  it('has no aria-invalid and describes only the hint without an error', async () => {
    const view = await renderView(<Input label="Vorname" hint="Wie auf dem Ausweis." />);
    const input = textbox('Vorname');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(
      view.shadow.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Wie auf dem Ausweis.');
  });

  it('shows the valid and default states as data-state', async () => {
    const view = await renderView(<Input label="Vorname" state="valid" />);
    expect(view.shadow.querySelector('[part="input-base"]')?.getAttribute('data-state')).toBe(
      'valid',
    );
    view.rerender(<Input label="Vorname" />);
    expect(view.shadow.querySelector('[part="input-base"]')?.getAttribute('data-state')).toBe(
      'default',
    );
  });

  it('passes maxlength to text fields', async () => {
    await renderView(<Input label="Vorname" maxLength={40} />);
    expect(textbox('Vorname').maxLength).toBe(40);
  });

  it('disables the field', async () => {
    await renderView(<Input label="Vorname" disabled />);
    expect(textbox('Vorname').disabled).toBe(true);
  });

  it('renders an e-mail input for type email', async () => {
    await renderView(<Input type="email" label="E-Mail-Adresse" />);
    expect(textbox('E-Mail-Adresse').type).toBe('email');
  });

  it('reports typed text and keeps it uncontrolled', async () => {
    const onValueChange = vi.fn();
    await renderView(<Input label="Vorname" defaultValue="A" onValueChange={onValueChange} />);
    await userEvent.type(textbox('Vorname'), 'nna');
    expect(textbox('Vorname').value).toBe('Anna');
    expect(onValueChange).toHaveBeenLastCalledWith('Anna');
  });

  it('follows a controlled value', async () => {
    function Controlled(props: Partial<InputProps>) {
      const [value, setValue] = useState('');
      return (
        <>
          <Input label="Vorname" value={value} onValueChange={setValue} {...props} />
          <output>{value}</output>
        </>
      );
    }
    const view = await renderView(<Controlled />);
    await userEvent.type(textbox('Vorname'), 'Eva');
    expect(view.shadow.querySelector('output')?.textContent).toBe('Eva');
    expect(textbox('Vorname').value).toBe('Eva');

    // a parent that holds the value apart from typing: a key only asks for a change
    const onValueChange = vi.fn();
    view.rerender(<Input label="Vorname" value="Eva" onValueChange={onValueChange} />);
    view.rerender(<Input label="Vorname" value="Anna" onValueChange={onValueChange} />);
    expect(textbox('Vorname').value).toBe('Anna');
    await userEvent.type(textbox('Vorname'), 'x');
    expect(onValueChange).toHaveBeenLastCalledWith('Annax');
    expect(textbox('Vorname').value).toBe('Anna');
  });

  describe('number', () => {
    it('accepts digits and rejects letters and signs from the keyboard', async () => {
      const onValueChange = vi.fn();
      await renderView(<Input type="number" label="Kundennummer" onValueChange={onValueChange} />);
      const input = textbox('Kundennummer');
      expect(input.inputMode).toBe('numeric');
      await userEvent.type(input, '1a2-3e.4 5');
      expect(input.value).toBe('12345');
      expect(onValueChange).toHaveBeenLastCalledWith('12345');
    });

    it('prevents the default of a letter key and lets control keys through', async () => {
      await renderView(<Input type="number" label="Kundennummer" />);
      const input = textbox('Kundennummer');
      const press = (init: KeyboardEventInit): boolean =>
        input.dispatchEvent(
          new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }),
        );
      expect(press({ key: 'a' })).toBe(false);
      expect(press({ key: '+' })).toBe(false);
      expect(press({ key: '5' })).toBe(true);
      expect(press({ key: 'Backspace' })).toBe(true);
      expect(press({ key: 'Tab' })).toBe(true);
      expect(press({ key: 'v', ctrlKey: true })).toBe(true);
    });

    it('filters pasted text to digits', async () => {
      await renderView(<Input type="number" label="Kundennummer" />);
      const input = textbox('Kundennummer');
      paste(input, '12-34 abc 56');
      expect(input.value).toBe('123456');
    });

    it('keeps at most maxLength digits', async () => {
      await renderView(<Input type="number" label="PLZ" maxLength={5} />);
      const input = textbox('PLZ');
      paste(input, '1234567');
      expect(input.value).toBe('12345');
    });
  });

  describe('iban', () => {
    it('formats typed text in groups of four with upper-case country code', async () => {
      const onValueChange = vi.fn();
      await renderView(<Input type="iban" label="IBAN" onValueChange={onValueChange} />);
      const input = textbox('IBAN');
      await userEvent.type(input, 'de89370400440532013000');
      expect(input.value).toBe('DE89 3704 0044 0532 0130 00');
      expect(onValueChange).toHaveBeenLastCalledWith('DE89 3704 0044 0532 0130 00');
    });

    it('drops letters after the digits and non-alphanumerics', async () => {
      await renderView(<Input type="iban" label="IBAN" />);
      const input = textbox('IBAN');
      await userEvent.type(input, 'DE89x-3704y');
      expect(input.value).toBe('DE89 3704');
    });

    it('formats a pasted IBAN', async () => {
      await renderView(<Input type="iban" label="IBAN" />);
      const input = textbox('IBAN');
      paste(input, 'at61-1904-3002-3457-3201');
      expect(input.value).toBe('AT61 1904 3002 3457 3201');
    });

    it('formats a value given from outside', async () => {
      await renderView(<Input type="iban" label="IBAN" defaultValue="de89370400440532013000" />);
      expect(textbox('IBAN').value).toBe('DE89 3704 0044 0532 0130 00');
    });

    it('keeps the caret behind a character typed in the middle', async () => {
      await renderView(<Input type="iban" label="IBAN" defaultValue="DE89 3704" />);
      const input = textbox('IBAN');
      await userEvent.click(input);
      input.setSelectionRange(2, 2);
      await userEvent.keyboard('1');
      expect(input.value).toBe('DE18 9370 4');
      expect(input.selectionStart).toBe(3);
    });

    it('moves the caret behind an inserted space', async () => {
      await renderView(<Input type="iban" label="IBAN" />);
      const input = textbox('IBAN');
      await userEvent.type(input, 'DE893');
      expect(input.value).toBe('DE89 3');
      expect(input.selectionStart).toBe(6);
    });
  });

  describe('password', () => {
    it('toggles the text visible and hidden with a labelled button', async () => {
      const view = await renderView(<Input type="password" label="Passwort" />);
      const input = view.shadow.querySelector('input') as HTMLInputElement;
      expect(input.type).toBe('password');
      const show = screen.getByShadowRole('button', { name: 'Passwort anzeigen' });
      expect(show.getAttribute('aria-controls')).toBe(input.id);
      await userEvent.click(show);
      expect(input.type).toBe('text');
      const hide = screen.getByShadowRole('button', { name: 'Passwort verbergen' });
      await userEvent.click(hide);
      expect(input.type).toBe('password');
    });

    it('shows no strength below 8 characters', async () => {
      const view = await renderView(
        <Input type="password" label="Passwort" defaultValue="aB1!xY2" />,
      );
      const status = screen.getByShadowRole('status');
      expect(status.textContent).toBe('');
      expect(status.hasAttribute('data-strength')).toBe(false);
      expect(view.shadow.querySelector('[part="input-strength"]')).toBe(status);
    });

    it('shows the strength politely from 8 characters on', async () => {
      await renderView(<Input type="password" label="Passwort" />);
      const input = screen.getByShadowLabelText('Passwort') as HTMLInputElement;
      await userEvent.type(input, 'abcdefg');
      expect(screen.getByShadowRole('status').textContent).toBe('');
      await userEvent.type(input, 'h');
      expect(screen.getByShadowRole('status').textContent).toBe('Passwortstärke: sehr schwach');
      await userEvent.type(input, 'A');
      expect(screen.getByShadowRole('status').textContent).toBe('Passwortstärke: schwach');
      await userEvent.type(input, '1');
      expect(screen.getByShadowRole('status').textContent).toBe('Passwortstärke: mittel');
      await userEvent.type(input, '!');
      const status = screen.getByShadowRole('status');
      expect(status.textContent).toBe('Passwortstärke: stark');
      expect(status.getAttribute('data-strength')).toBe('3');
    });

    it('speaks the site language', async () => {
      await renderView(<Input type="password" label="Mot de passe" defaultValue="abcDEF12" />, {
        site: 'CH_FR',
      });
      expect(screen.getByShadowRole('button', { name: 'Afficher le mot de passe' })).toBeTruthy();
      expect(screen.getByShadowRole('status').textContent).toBe(
        'Robustesse du mot de passe\u00a0: moyenne',
      );
    });

    it('has no strength line for other types', async () => {
      await renderView(<Input label="Vorname" defaultValue="abcDEF12!" />);
      expect(screen.queryByShadowRole('status')).toBeNull();
    });
  });
});
