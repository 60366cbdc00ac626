import userEvent from '@testing-library/user-event';
import { Component, createRef, useState, type ReactNode } from 'react';
import { screen } from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupViews, renderView } from '../../../test/helpers/render';
import { Radio, RadioGroup, type RadioGroupHandle, type RadioGroupProps } from './radio';

afterEach(() => cleanupViews());

function Salutation(props: Partial<RadioGroupProps>) {
  return (
    <RadioGroup legend="Anrede" {...props}>
      <Radio value="MRS" label="Frau" />
      <Radio value="MR" label="Herr" />
      <Radio value="DIVERS" label="Divers" />
      <Radio value="COMPANY" label="Firma" disabled />
    </RadioGroup>
  );
}

const radio = (name: string): HTMLInputElement =>
  screen.getByShadowRole('radio', { name }) as HTMLInputElement;

describe('RadioGroup', () => {
  it('is a radiogroup named by its legend, with native radios named by their labels', async () => {
    await renderView(<Salutation />);
    const group = screen.getByShadowRole('radiogroup', { name: 'Anrede' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByShadowRole('radio').map((input) => input.getAttribute('value'))).toEqual([
      'MRS',
      'MR',
      'DIVERS',
      'COMPANY',
    ]);
    expect(radio('Frau').type).toBe('radio');
  });

  it('gives all radios one name, so the browser groups them', async () => {
    await renderView(<Salutation />);
    const names = new Set(
      screen.getAllByShadowRole('radio').map((input) => (input as HTMLInputElement).name),
    );
    expect(names.size).toBe(1);
    expect([...names][0]).not.toBe('');
  });

  it('uses a given name', async () => {
    await renderView(<Salutation name="salutation" />);
    expect(radio('Herr').name).toBe('salutation');
  });

  it('checks the clicked radio and reports its value', async () => {
    const onValueChange = vi.fn();
    await renderView(<Salutation onValueChange={onValueChange} />);
    await userEvent.click(screen.getByShadowText('Herr'));
    expect(radio('Herr').checked).toBe(true);
    expect(radio('Frau').checked).toBe(false);
    expect(onValueChange).toHaveBeenLastCalledWith('MR');
  });

  it('starts from defaultValue', async () => {
    await renderView(<Salutation defaultValue="DIVERS" />);
    expect(radio('Divers').checked).toBe(true);
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState('MRS');
      return (
        <>
          <Salutation value={value} onValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    const view = await renderView(<Controlled />);
    expect(radio('Frau').checked).toBe(true);
    await userEvent.click(radio('Divers'));
    expect(view.shadow.querySelector('output')?.textContent).toBe('DIVERS');
    expect(radio('Divers').checked).toBe(true);

    // a parent that holds the value apart from clicks: a click only asks for a change
    const onValueChange = vi.fn();
    view.rerender(<Salutation value="MR" onValueChange={onValueChange} />);
    view.rerender(<Salutation value="DIVERS" onValueChange={onValueChange} />);
    expect(radio('Divers').checked).toBe(true);
    expect(radio('Herr').checked).toBe(false);
    await userEvent.click(radio('Frau'));
    expect(onValueChange).toHaveBeenLastCalledWith('MRS');
    expect(onValueChange).toHaveBeenCalledOnce();
    expect(radio('Frau').checked).toBe(false);
    expect(radio('Divers').checked).toBe(true);
  });

  it('ties the error text to the group with aria-describedby and sets aria-invalid there', async () => {
    const view = await renderView(
      <Salutation hint="Für die Anrede in E-Mails." error="Bitte wählen Sie eine Anrede aus." />,
    );
    const group = screen.getByShadowRole('radiogroup', { name: 'Anrede' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const described = (group.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => view.shadow.getElementById(id)?.textContent);
    expect(described).toEqual(['Bitte wählen Sie eine Anrede aus.', 'Für die Anrede in E-Mails.']);
    expect(group.getAttribute('data-state')).toBe('error');
    // ARIA does not allow aria-invalid on a single radio
    expect(radio('Frau').hasAttribute('aria-invalid')).toBe(false);
  });

  it('has no aria-invalid in the default and valid states', async () => {
    await renderView(<Salutation state="valid" />);
    const group = screen.getByShadowRole('radiogroup', { name: 'Anrede' });
    expect(group.hasAttribute('aria-invalid')).toBe(false);
    expect(group.getAttribute('data-state')).toBe('valid');
  });

  it('marks a required group with aria-required and a hidden asterisk', async () => {
    const view = await renderView(<Salutation required />);
    const group = screen.getByShadowRole('radiogroup', { name: 'Anrede' });
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(
      view.shadow.querySelector('[part="radio-required-marker"]')?.getAttribute('aria-hidden'),
    ).toBe('true');
  });

  it('disables every radio when disabled', async () => {
    const onValueChange = vi.fn();
    await renderView(<Salutation disabled onValueChange={onValueChange} />);
    await userEvent.click(screen.getByShadowText('Herr'));
    expect(radio('Herr').checked).toBe(false);
    expect(radio('Herr').matches(':disabled')).toBe(true);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('ignores clicks on a disabled radio', async () => {
    await renderView(<Salutation />);
    await userEvent.click(screen.getByShadowText('Firma'));
    expect(radio('Firma').checked).toBe(false);
  });

  it('focuses the checked radio through its handle', async () => {
    const ref = createRef<RadioGroupHandle>();
    const view = await renderView(<Salutation ref={ref} defaultValue="DIVERS" />);
    ref.current?.focus();
    expect(view.shadow.activeElement).toBe(radio('Divers'));
  });

  it('focuses the first enabled radio through its handle when none is checked', async () => {
    const ref = createRef<RadioGroupHandle>();
    const view = await renderView(<Salutation ref={ref} />);
    ref.current?.focus();
    expect(view.shadow.activeElement).toBe(radio('Frau'));
  });

  it('lays out the radios in a row when horizontal', async () => {
    await renderView(<Salutation orientation="horizontal" />);
    expect(screen.getByShadowRole('radiogroup').getAttribute('data-orientation')).toBe(
      'horizontal',
    );
  });

  it('refuses a radio outside a group', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    class Boundary extends Component<{ children: ReactNode }, { message: string }> {
      override state = { message: '' };
      static getDerivedStateFromError(error: Error) {
        return { message: error.message };
      }
      override render() {
        return this.state.message ? <p>{this.state.message}</p> : this.props.children;
      }
    }
    await renderView(
      <Boundary>
        <Radio value="x" label="X" />
      </Boundary>,
    );
    expect(screen.getByShadowText('<Radio> must be inside a <RadioGroup>')).toBeTruthy();
  });
});
