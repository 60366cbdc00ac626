import { fireEvent, waitFor } from '@testing-library/dom';
import { screen } from 'shadow-dom-testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reactIdle } from '../../../test/helpers/react-idle';
import type * as renderHelpers from '../../../test/helpers/render';
import type * as inputModule from './input';
import type * as inputLoad from './input.load';

// Each test takes fresh modules (vi.resetModules): the number, IBAN and password code is not
// loaded yet, whichever test ran before.
let renderView: (typeof renderHelpers)['renderView'];
let cleanupViews: (typeof renderHelpers)['cleanupViews'];
let Input: (typeof inputModule)['Input'];
let inputFormats: (typeof inputLoad)['inputFormats'];

beforeEach(async () => {
  vi.resetModules();
  ({ renderView, cleanupViews } = await import('../../../test/helpers/render'));
  ({ Input } = await import('./input'));
  ({ inputFormats } = await import('./input.load'));
});

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

    // the field shows the grouped value in one commit, and reports it from that commit's effect
    await waitFor(() => {
      expect(input.value).toBe('DE89 3704 0044');
      expect(onValueChange).toHaveBeenLastCalledWith('DE89 3704 0044');
    });
  });

  it("shows the password's show button once the code is there", async () => {
    await renderView(<Input type="password" label="Passwort" />);
    expect(await screen.findByShadowRole('button', { name: 'Passwort anzeigen' })).toBeTruthy();
  });
});
