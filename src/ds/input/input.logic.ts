/**
 * Pure rules of the generic input that every type needs (spec footer §3 the native input per
 * type, §5 required placeholder). What only the number, IBAN and password types need (digit
 * filtering, IBAN grouping and check, password strength) is in input.formats.ts, loaded when an
 * input of such a type first renders (input.load.ts): no shop page on load has one (issue 15).
 */

export type InputType = 'text' | 'password' | 'email' | 'number' | 'iban';

/** A value and the caret position (a UTF-16 offset, as `selectionStart`) that goes with it. */
export interface EditResult {
  readonly value: string;
  readonly caret: number;
}

/** One change the browser made to the field, as seen in its `input` event. */
export interface TextEdit {
  /** The field's value before the edit (already formatted). */
  readonly previous: string;
  /** The value the browser produced (typed, pasted, deleted, autofilled). */
  readonly value: string;
  /** The caret after the browser's edit. */
  readonly caret: number;
  /** `InputEvent.inputType`, when the browser tells it ('insertText', 'deleteContentBackward' ...). */
  readonly inputType?: string | undefined;
}

/** The types whose edits, value or extras come from input.formats.ts, loaded on first render. */
export function usesFormats(type: InputType): boolean {
  return type === 'number' || type === 'iban' || type === 'password';
}

// ---------------------------------------------------------------------------------------------
// Native attributes per type

/** Whether a password field shows its text (the toggle button switches it). */
export type PasswordVisibility = 'hidden' | 'shown';

export interface NativeInputAttributes {
  readonly type: 'text' | 'password' | 'email';
  readonly inputMode?: 'numeric' | undefined;
  readonly autoCapitalize?: 'none' | 'characters' | undefined;
  readonly spellCheck?: boolean | undefined;
}

/**
 * The native input behind each type. Number and IBAN are text inputs: a native number input
 * would accept "e", "+", "-" and "." and drop the value the script cannot read while invalid;
 * `inputmode=numeric` still brings up the digit keyboard on phones.
 */
export function getNativeAttributes(
  type: InputType,
  visibility: PasswordVisibility,
): NativeInputAttributes {
  switch (type) {
    case 'text':
      return { type: 'text' };
    case 'email':
      return { type: 'email', autoCapitalize: 'none', spellCheck: false };
    case 'password':
      return {
        type: visibility === 'shown' ? 'text' : 'password',
        autoCapitalize: 'none',
        spellCheck: false,
      };
    case 'number':
      return { type: 'text', inputMode: 'numeric' };
    case 'iban':
      return { type: 'text', autoCapitalize: 'characters', spellCheck: false };
    default:
      return type satisfies never;
  }
}

// ---------------------------------------------------------------------------------------------
// Required marker (spec footer §5 "Placeholder gets an asterisk when required")

/** The placeholder as shown: with " *" appended when the field is required. */
export function getPlaceholder(
  placeholder: string | undefined,
  required: boolean,
): string | undefined {
  if (placeholder === undefined || placeholder === '') return placeholder;
  return required ? `${placeholder} *` : placeholder;
}
