import { fireEvent, waitFor } from '@testing-library/dom';
import { screen } from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reactIdle } from '../../../test/helpers/react-idle';
import { cleanupViews, renderView } from '../../../test/helpers/render';
import { Input } from './input';
import { inputFormats } from './input.load';

// A test file has modules of its own: the number, IBAN and password code is not loaded yet.
afterEach(() => {
  cleanupViews();
  vi.restoreAllMocks();
});

describe('Input before its number, IBAN and password code is there', () => {
  it('a text or e-mail field does not load that code', async () => {
    const load = vi.spyOn(inputFormats, 'load');
    await renderView(<Input type="email" label="E-Mail" />);
    await renderView(<Input label="Vorname" />);
    // React has rendered both and run their effects: a load asked for would have been called
    await reactIdle();
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps an IBAN typed before the code arrives and groups and reports it once it is there', async () => {
    const onValueChange = vi.fn();
    await renderView(<Input type="iban" label="IBAN" onValueChange={onValueChange} />);
    expect(inputFormats.loaded()).toBeUndefined();
    const input = screen.getByShadowRole('textbox', { name: 'IBAN' }) as HTMLInputElement;
    fireEvent.input(input, { target: { value: 'de89-3704 0044' } });
    expect(input.value).toBe('de89-3704 0044');

    await waitFor(() => expect(input.value).toBe('DE89 3704 0044'));
    // reported by an effect after the render that shows it: on a busy machine a moment later
    await waitFor(() => expect(onValueChange).toHaveBeenLastCalledWith('DE89 3704 0044'));
    expect(onValueChange).toHaveBeenLastCalledWith('DE89 3704 0044');
  });

  it("shows the password's show button once the code is there", async () => {
    await renderView(<Input type="password" label="Passwort" />);
    expect(await screen.findByShadowRole('button', { name: 'Passwort anzeigen' })).toBeTruthy();
  });
});
