/**
 * The ids, state and ARIA of a form field, decided once for every field that shows a label, an
 * error text and a hint (checkbox, radio group, input, select, and a view's own native field):
 * the view spreads what it gets and renders nothing of it by hand.
 *
 * ```tsx
 * const field = useFieldAria({ id, idSuffix: 'checkbox', state, error, hasHint: Boolean(hint), required });
 * <input {...field.controlProps} />
 * {hint && <p {...field.hintProps}>{hint}</p>}
 * {field.showsError && <p {...field.errorProps}>{error}</p>}
 * ```
 *
 * ARIA: aria-invalid in the error state; aria-describedby names the error text first (what is
 * wrong is read before how to fill the field), then the hint; aria-required instead of the native
 * `required`, whose bubble would speak the browser's language instead of the site's.
 */
import { useId } from 'react';
import type { FieldState } from '../form/form.logic';

/**
 * The state a field shows: error text means 'error' whatever `state` says; otherwise the given
 * state, 'default' when none.
 */
export function getFieldState(
  state: FieldState | undefined,
  error: string | undefined,
): FieldState {
  return error ? 'error' : (state ?? 'default');
}

export interface FieldAriaInput {
  /** The control's id (the element the props are spread on); error and hint ids derive from it. */
  readonly id: string;
  /** Default 'default'; an `error` text always means 'error'. */
  readonly state: FieldState | undefined;
  readonly error: string | undefined;
  /** Whether the field renders its hint (with `hintProps`). */
  readonly hasHint: boolean;
  readonly required: boolean;
}

/** What the control element gets. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-required': true | undefined;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

export interface FieldAria {
  /** The state the field shows (for data-state). */
  readonly state: FieldState;
  /** Whether the error text is rendered (with `errorProps`); aria-describedby counts on it. */
  readonly showsError: boolean;
  readonly controlProps: FieldControlProps;
  readonly errorProps: { readonly id: string };
  readonly hintProps: { readonly id: string };
}

export function getFieldAria({ id, state, error, hasHint, required }: FieldAriaInput): FieldAria {
  const shownState = getFieldState(state, error);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const showsError = shownState === 'error' && Boolean(error);
  const describedBy = [showsError ? errorId : '', hasHint ? hintId : ''].filter(Boolean).join(' ');
  return {
    state: shownState,
    showsError,
    controlProps: {
      id,
      'aria-required': required ? true : undefined,
      'aria-invalid': shownState === 'error' ? true : undefined,
      'aria-describedby': describedBy === '' ? undefined : describedBy,
    },
    errorProps: { id: errorId },
    hintProps: { id: hintId },
  };
}

export interface FieldAriaOptions extends Omit<FieldAriaInput, 'id'> {
  /** The control's id from the caller; a generated `<unique>-<idSuffix>` when absent. */
  readonly id?: string | undefined;
  /** Ends a generated id, so the DOM says what it names (`…-checkbox`, `…-salutation`). */
  readonly idSuffix: string;
}

/** getFieldAria with an id that is unique in the page when the caller gives none. */
export function useFieldAria({ id, idSuffix, ...input }: FieldAriaOptions): FieldAria {
  const generatedId = useId();
  return getFieldAria({ ...input, id: id ?? `${generatedId}-${idSuffix}` });
}
