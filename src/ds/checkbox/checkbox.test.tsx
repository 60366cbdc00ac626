import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { screen } from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupViews, renderView } from '../../../test/helpers/render';
import { Checkbox } from './checkbox';

afterEach(() => cleanupViews());

function checkbox(name: string | RegExp): HTMLInputElement {
  return screen.getByShadowRole('checkbox', { name }) as HTMLInputElement;
}

describe('Checkbox', () => {
  it('is a native checkbox named by its label', async () => {
    await renderView(<Checkbox label="Personalisierte Angebote erhalten" />);
    const input = checkbox('Personalisierte Angebote erhalten');
    expect(input.tagName).toBe('INPUT');
    expect(input.checked).toBe(false);
  });

  it('toggles when its label text is clicked and reports the new state', async () => {
    const onCheckedChange = vi.fn();
    await renderView(<Checkbox label="Angebote" onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByShadowText('Angebote'));
    expect(checkbox('Angebote').checked).toBe(true);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(checkbox('Angebote'));
    expect(checkbox('Angebote').checked).toBe(false);
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles with Space', async () => {
    await renderView(<Checkbox label="Angebote" />);
    checkbox('Angebote').focus();
    await userEvent.keyboard(' ');
    expect(checkbox('Angebote').checked).toBe(true);
  });

  it('starts from defaultChecked', async () => {
    await renderView(<Checkbox label="Angebote" defaultChecked />);
    expect(checkbox('Angebote').checked).toBe(true);
  });

  it('follows a controlled checked state', async () => {
    function Controlled() {
      const [checked, setChecked] = useState(false);
      return (
        <>
          <Checkbox label="Angebote" checked={checked} onCheckedChange={setChecked} />
          <output>{String(checked)}</output>
        </>
      );
    }
    const view = await renderView(<Controlled />);
    await userEvent.click(checkbox('Angebote'));
    expect(view.shadow.querySelector('output')?.textContent).toBe('true');
    expect(checkbox('Angebote').checked).toBe(true);

    // a parent that holds the state apart from clicks: a click only asks for a change
    const onCheckedChange = vi.fn();
    view.rerender(<Checkbox label="Angebote" checked={false} onCheckedChange={onCheckedChange} />);
    expect(checkbox('Angebote').checked).toBe(false);
    // the parent does not take the change up: the box stays as the parent has it
    await userEvent.click(checkbox('Angebote'));
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect(checkbox('Angebote').checked).toBe(false);
    // the parent checks it from outside, without a click
    view.rerender(<Checkbox label="Angebote" checked onCheckedChange={onCheckedChange} />);
    expect(checkbox('Angebote').checked).toBe(true);
    await userEvent.click(checkbox('Angebote'));
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    expect(checkbox('Angebote').checked).toBe(true);
    expect(onCheckedChange).toHaveBeenCalledTimes(2);
  });

  it('ties the error text with aria-describedby and sets aria-invalid', async () => {
    const view = await renderView(
      <Checkbox
        label="Ich stimme zu"
        hint="Jederzeit widerrufbar."
        error="Bitte stimmen Sie dem Erhalt kommerzieller elektronischer Nachrichten zu."
      />,
    );
    const input = checkbox('Ich stimme zu');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => view.shadow.getElementById(id)?.textContent);
    expect(described).toEqual([
      'Bitte stimmen Sie dem Erhalt kommerzieller elektronischer Nachrichten zu.',
      'Jederzeit widerrufbar.',
    ]);
    expect(view.shadow.querySelector('[part="checkbox-base"]')?.getAttribute('data-state')).toBe(
      'error',
    );
  });

  it('has no aria-invalid in the default and valid states', async () => {
    const view = await renderView(<Checkbox label="Angebote" state="valid" />);
    expect(checkbox('Angebote').hasAttribute('aria-invalid')).toBe(false);
    expect(checkbox('Angebote').hasAttribute('aria-describedby')).toBe(false);
    expect(view.shadow.querySelector('[part="checkbox-base"]')?.getAttribute('data-state')).toBe(
      'valid',
    );
  });

  it('marks a required checkbox with aria-required and a hidden asterisk', async () => {
    const view = await renderView(<Checkbox label="Ich stimme zu" required />);
    const input = checkbox('Ich stimme zu');
    expect(input.getAttribute('aria-required')).toBe('true');
    const marker = view.shadow.querySelector('[part="checkbox-required-marker"]');
    expect(marker?.getAttribute('aria-hidden')).toBe('true');
  });

  it('ignores clicks when disabled', async () => {
    const onCheckedChange = vi.fn();
    await renderView(<Checkbox label="Angebote" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByShadowText('Angebote'));
    expect(checkbox('Angebote').checked).toBe(false);
    expect(checkbox('Angebote').disabled).toBe(true);
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('keeps a link in the label usable', async () => {
    await renderView(
      <Checkbox
        label={
          <>
            Ich akzeptiere die <a href="/privacy">Datenschutzhinweise</a>
          </>
        }
      />,
    );
    expect(screen.getByShadowRole('link', { name: 'Datenschutzhinweise' })).toBeTruthy();
    expect(checkbox(/Ich akzeptiere die Datenschutzhinweise/)).toBeTruthy();
  });

  it('submits its name and value with a form', async () => {
    const view = await renderView(
      <form>
        <Checkbox label="Angebote" name="consents" value="DNE" defaultChecked />
      </form>,
    );
    const form = view.shadow.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).getAll('consents')).toEqual(['DNE']);
  });
});
