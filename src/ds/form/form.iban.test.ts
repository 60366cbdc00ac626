import { afterEach, describe, expect, it, vi } from 'vitest';
import { inputFormats } from '../input/input.load';
import { createFormController, type FormFields } from './form.logic';

// A test file has modules of its own: the IBAN check's code is not loaded yet.
afterEach(() => vi.restoreAllMocks());

const fields: FormFields = {
  iban: { label: 'IBAN', validators: ['iban'], initialValue: 'DE89 3704 0044 0532 0130 00' },
};

describe('the iban validator, whose check loads on first use', () => {
  it('fails while its code could not load, and the next validation loads it and passes', async () => {
    expect(inputFormats.loaded()).toBeUndefined();
    vi.spyOn(inputFormats, 'load').mockRejectedValueOnce(new Error('network'));
    const form = createFormController({ fields });

    expect(await form.submit()).toEqual({ valid: false, firstInvalid: 'iban' });
    expect(form.getState().errors.iban?.key).toBe('ds.form.iban');

    // the form waits for the check: a valid IBAN passes
    expect(await form.submit()).toEqual({ valid: true, firstInvalid: undefined });
    expect(inputFormats.loaded()).toBeDefined();
    form.dispose();
  });
});
