import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldState } from '../form/form.logic';
import {
  getFieldAria,
  getFieldState,
  useFieldAria,
  type FieldAria,
  type FieldAriaOptions,
} from './field-aria';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe('getFieldState', () => {
  const cases: ReadonlyArray<readonly [FieldState | undefined, string | undefined, FieldState]> = [
    [undefined, undefined, 'default'],
    ['default', undefined, 'default'],
    ['valid', undefined, 'valid'],
    ['error', undefined, 'error'],
    [undefined, 'Pflichtfeld', 'error'],
    ['valid', 'Pflichtfeld', 'error'],
    ['default', '', 'default'],
  ];
  it.each(cases)('state %s with error %j -> %s', (state, error, expected) => {
    expect(getFieldState(state, error)).toBe(expected);
  });
});

describe('getFieldAria', () => {
  const cases: ReadonlyArray<
    readonly [
      state: FieldState | undefined,
      error: string | undefined,
      hasHint: boolean,
      shown: FieldState,
      showsError: boolean,
      invalid: true | undefined,
      describedBy: string | undefined,
    ]
  > = [
    [undefined, undefined, false, 'default', false, undefined, undefined],
    ['default', undefined, true, 'default', false, undefined, 'f-hint'],
    ['valid', undefined, true, 'valid', false, undefined, 'f-hint'],
    ['error', 'Pflichtfeld', false, 'error', true, true, 'f-error'],
    // the error first: what is wrong is read before how to fill the field
    [undefined, 'Pflichtfeld', true, 'error', true, true, 'f-error f-hint'],
    ['valid', 'Pflichtfeld', false, 'error', true, true, 'f-error'],
    // an error state without a text: invalid, but nothing to point at
    ['error', undefined, false, 'error', false, true, undefined],
    ['error', '', true, 'error', false, true, 'f-hint'],
  ];
  it.each(cases)(
    'state %s, error %j, hint %s -> %s (error text %s, invalid %s, described by %j)',
    (state, error, hasHint, shown, showsError, invalid, describedBy) => {
      const aria = getFieldAria({ id: 'f', state, error, hasHint, required: false });
      expect(aria).toEqual({
        state: shown,
        showsError,
        controlProps: {
          id: 'f',
          'aria-required': undefined,
          'aria-invalid': invalid,
          'aria-describedby': describedBy,
        },
        errorProps: { id: 'f-error' },
        hintProps: { id: 'f-hint' },
      });
    },
  );

  it('marks a required field with aria-required, in every state', () => {
    for (const state of ['default', 'valid', 'error'] as const) {
      const aria = getFieldAria({
        id: 'f',
        state,
        error: undefined,
        hasHint: false,
        required: true,
      });
      expect(aria.controlProps['aria-required']).toBe(true);
    }
  });

  it('derives the error and hint ids from the control id', () => {
    const aria = getFieldAria({
      id: 'newsletter-email',
      state: 'error',
      error: 'Pflichtfeld',
      hasHint: true,
      required: false,
    });
    expect([aria.controlProps.id, aria.errorProps.id, aria.hintProps.id]).toEqual([
      'newsletter-email',
      'newsletter-email-error',
      'newsletter-email-hint',
    ]);
  });
});

describe('useFieldAria', () => {
  function renderFields(options: readonly FieldAriaOptions[]): FieldAria[] {
    const seen: FieldAria[] = [];
    function Field(props: FieldAriaOptions) {
      seen.push(useFieldAria(props));
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() =>
      root.render(
        <>
          {options.map((props, index) => (
            <Field key={index} {...props} />
          ))}
        </>,
      ),
    );
    act(() => root.unmount());
    return seen;
  }

  const base = { state: undefined, error: 'Pflichtfeld', hasHint: false, required: false };

  it("uses the caller's id", () => {
    const [field] = renderFields([{ ...base, id: 'consent', idSuffix: 'checkbox' }]);
    expect(field?.controlProps.id).toBe('consent');
    expect(field?.controlProps['aria-describedby']).toBe('consent-error');
  });

  it('generates a distinct id per field, ending in the suffix, when the caller gives none', () => {
    const fields = renderFields([
      { ...base, idSuffix: 'checkbox' },
      { ...base, idSuffix: 'checkbox' },
    ]);
    const ids = fields.map((field) => field.controlProps.id);
    expect(ids[0]).toMatch(/-checkbox$/);
    expect(ids[1]).toMatch(/-checkbox$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(fields[0]?.errorProps.id).toBe(`${ids[0]}-error`);
  });
});
