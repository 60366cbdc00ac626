import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { screen } from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupViews, renderView } from '../../../test/helpers/render';
import { Select, type SelectProps } from './select';

afterEach(() => cleanupViews());

const SALUTATIONS = [
  { value: '', label: 'Bitte wählen' },
  { value: 'MRS', label: 'Frau' },
  { value: 'MR', label: 'Herr' },
];

function select(name: string): HTMLSelectElement {
  return screen.getByShadowRole('combobox', { name }) as HTMLSelectElement;
}

/** A controlled select as a view holds one; `onValueChange` also hears each choice. */
function Salutation({ onValueChange, ...props }: Partial<SelectProps>) {
  const [value, setValue] = useState('');
  return (
    <Select
      label="Anrede"
      options={SALUTATIONS}
      value={value}
      onValueChange={(next) => {
        onValueChange?.(next);
        setValue(next);
      }}
      {...props}
    />
  );
}

describe('Select', () => {
  it('is a native select named by its label, with the options in the given order', async () => {
    await renderView(<Salutation />);
    const salutation = select('Anrede');
    expect(salutation.tagName).toBe('SELECT');
    expect([...salutation.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Bitte wählen'],
      ['MRS', 'Frau'],
      ['MR', 'Herr'],
    ]);
  });

  it('reports the chosen option and shows it', async () => {
    const onValueChange = vi.fn();
    await renderView(<Salutation onValueChange={onValueChange} />);
    await userEvent.selectOptions(select('Anrede'), 'MR');
    expect(onValueChange).toHaveBeenLastCalledWith('MR');
    expect(select('Anrede').value).toBe('MR');
  });

  it('shows the value its parent gives, and a choice only once the parent takes it up', async () => {
    const onValueChange = vi.fn();
    const parentHolds = (value: string) => (
      <Select label="Anrede" options={SALUTATIONS} value={value} onValueChange={onValueChange} />
    );
    const view = await renderView(parentHolds('MRS'));
    expect(select('Anrede').value).toBe('MRS');
    // the parent changes it from outside
    view.rerender(parentHolds('MR'));
    expect(select('Anrede').value).toBe('MR');
    // a choice the parent does not take up is only reported
    await userEvent.selectOptions(select('Anrede'), 'MRS');
    expect(onValueChange).toHaveBeenLastCalledWith('MRS');
    expect(select('Anrede').value).toBe('MR');
  });

  it('renders option labels as text', async () => {
    await renderView(
      <Select
        label="Test"
        options={[{ value: 'x', label: '<img src=x onerror=alert(1)>' }]}
        value="x"
        onValueChange={() => undefined}
      />,
    );
    const option = select('Test').options[0];
    expect(option?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(option?.querySelector('img')).toBeNull();
  });

  it('ties the error text with aria-describedby and sets aria-invalid', async () => {
    const view = await renderView(<Salutation error="Bitte wählen Sie eine Anrede." />);
    const salutation = select('Anrede');
    expect(salutation.getAttribute('aria-invalid')).toBe('true');
    const described = (salutation.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => view.shadow.getElementById(id)?.textContent);
    expect(described).toEqual(['Bitte wählen Sie eine Anrede.']);
    expect(view.shadow.querySelector('[part="select-base"]')?.getAttribute('data-state')).toBe(
      'error',
    );
  });

  it('has no aria-invalid or description in the default and valid states', async () => {
    const view = await renderView(<Salutation state="valid" />);
    expect(select('Anrede').hasAttribute('aria-invalid')).toBe(false);
    expect(select('Anrede').hasAttribute('aria-describedby')).toBe(false);
    expect(view.shadow.querySelector('[part="select-base"]')?.getAttribute('data-state')).toBe(
      'valid',
    );
  });

  it('marks a required select with aria-required and a hidden asterisk, without native required', async () => {
    const view = await renderView(<Salutation required />);
    expect(select('Anrede').getAttribute('aria-required')).toBe('true');
    expect(select('Anrede').required).toBe(false);
    const marker = view.shadow.querySelector('[part="select-required-marker"]');
    expect(marker?.getAttribute('aria-hidden')).toBe('true');
  });

  it('is disabled when asked', async () => {
    await renderView(<Salutation disabled />);
    expect(select('Anrede').disabled).toBe(true);
  });

  it('gives a generated id ending in its suffix, or the id it is given', async () => {
    await renderView(
      <>
        <Salutation idSuffix="salutation" />
        <Salutation label="Gruppe" id="group" />
      </>,
    );
    expect(select('Anrede').id).toMatch(/-salutation$/);
    expect(select('Gruppe').id).toBe('group');
  });
});
