/**
 * Pure rules of the number, IBAN and password inputs (spec footer §4 "Generic input behaviour",
 * §9 password minimum length). Loaded with input-formats.tsx when an input of such a type first
 * renders (issue 15: no shop page on load has one). The view feeds browser edits through these
 * functions and writes back the value and caret they return.
 */
import type { EditResult, InputType, TextEdit } from './input.logic';

/** ISO 13616: an IBAN has at most 34 characters. */
export const IBAN_MAX_LENGTH = 34;
/** The country code that opens every IBAN. */
export const IBAN_COUNTRY_CODE_LENGTH = 2;
/** spec footer §4: the IBAN is shown in groups of four. */
export const IBAN_GROUP_SIZE = 4;
/** spec footer §9: no strength is shown below 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Keeps the characters `accept` lets through and maps the caret onto the kept text: the caret
 * stays behind the same kept character it was behind, so a rejected key leaves it where it was.
 * `accept` sees the text kept so far and returns the character to keep (possibly changed) or null.
 */
function filterWithCaret(
  value: string,
  caret: number,
  accept: (character: string, kept: string) => string | null,
): EditResult {
  let kept = '';
  let keptBeforeCaret = 0;
  for (let index = 0; index < value.length; index += 1) {
    const character = value.charAt(index);
    const accepted = accept(character, kept);
    if (accepted === null) continue;
    kept += accepted;
    if (index < caret) keptBeforeCaret = kept.length;
  }
  return { value: kept, caret: keptBeforeCaret };
}

// ---------------------------------------------------------------------------------------------
// Number input: digits only (spec footer §4)

/** The keys a keyboard event carries that decide whether it may type into a number field. */
export interface KeyStroke {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
}

/**
 * spec footer §4: a number input accepts digits and control keys only. Control keys are every
 * named key (Backspace, Delete, arrows, Tab, Home, End, Enter, Escape, F-keys ...: their `key`
 * is a word, not one character) and every Ctrl/Cmd shortcut (copy, paste, cut, select all,
 * undo). Any other single printable character, including space, is rejected. Text that gets in
 * some other way (paste, drop, autofill, dead keys, IME) is filtered by `filterDigits`.
 */
export function isAllowedNumberKey({ key, ctrlKey = false, metaKey = false }: KeyStroke): boolean {
  if (ctrlKey || metaKey) return true;
  if (/^[0-9]$/.test(key)) return true;
  return [...key].length > 1;
}

/** Keeps the ASCII digits 0-9 of a value, up to `maxLength` of them; the caret follows. */
export function filterDigits(value: string, caret: number, maxLength?: number): EditResult {
  return filterWithCaret(value, caret, (character, kept) =>
    /^[0-9]$/.test(character) && (maxLength === undefined || kept.length < maxLength)
      ? character
      : null,
  );
}

// ---------------------------------------------------------------------------------------------
// IBAN input (spec footer §4)

/**
 * spec footer §4: non-alphanumerics are removed and only letters, then digits, are accepted.
 * Letters (upper-cased) are accepted while nothing but letters has been kept and the two-letter
 * country code is not complete; after that only digits. So "de89 3704-0044" becomes
 * "DE8937040044", a letter after the country code is dropped and so is a letter after a digit.
 * At most `maxLength` characters are kept (IBAN_MAX_LENGTH by default).
 */
export function getIbanCharacters(
  value: string,
  caret = value.length,
  maxLength = IBAN_MAX_LENGTH,
): EditResult {
  return filterWithCaret(value, caret, (character, kept) => {
    if (kept.length >= maxLength) return null;
    if (/^[A-Za-z]$/.test(character)) {
      const inCountryCode = kept.length < IBAN_COUNTRY_CODE_LENGTH && /^[A-Z]*$/.test(kept);
      return inCountryCode ? character.toUpperCase() : null;
    }
    return /^[0-9]$/.test(character) ? character : null;
  });
}

/** Groups compact IBAN characters in fours: "DE8937040044" -> "DE89 3704 0044". */
export function formatIban(characters: string): string {
  const groups: string[] = [];
  for (let start = 0; start < characters.length; start += IBAN_GROUP_SIZE) {
    groups.push(characters.slice(start, start + IBAN_GROUP_SIZE));
  }
  return groups.join(' ');
}

/**
 * Where the caret goes in the grouped text when `count` characters stand before it: directly
 * behind the count-th character. After a completed group it stays before the separator, so
 * the next typed character lands behind the space (k + one space per completed earlier group).
 */
function getGroupedCaret(count: number): number {
  return count === 0 ? 0 : count + Math.floor((count - 1) / IBAN_GROUP_SIZE);
}

/**
 * One edit in the IBAN field: filters (letters then digits), groups in fours and places the
 * caret behind the same character it was behind, so typing in the middle or pasting keeps it
 * sensible when a space is inserted. Backspace or Delete on a group separator removes the
 * character beyond it (the separator itself would only come back).
 */
export function formatIbanEdit(edit: TextEdit, maxLength = IBAN_MAX_LENGTH): EditResult {
  let { value, caret } = edit;
  const removedOneCharacter =
    edit.previous.length === value.length + 1 &&
    edit.previous.charAt(caret) === ' ' &&
    edit.previous.slice(0, caret) + edit.previous.slice(caret + 1) === value;
  if (removedOneCharacter && edit.inputType === 'deleteContentBackward' && caret > 0) {
    value = value.slice(0, caret - 1) + value.slice(caret);
    caret -= 1;
  } else if (removedOneCharacter && edit.inputType === 'deleteContentForward') {
    value = value.slice(0, caret) + value.slice(caret + 1);
  }
  const characters = getIbanCharacters(value, caret, maxLength);
  return { value: formatIban(characters.value), caret: getGroupedCaret(characters.caret) };
}

/**
 * IBAN lengths of the shop's countries (spec footer §3 site codes); other countries are checked
 * against the general 15 to 34 only.
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AT: 20,
  CH: 21,
  CZ: 24,
  DE: 22,
  HU: 28,
  PL: 28,
  SK: 24,
  TR: 26,
};

/**
 * ISO 13616 check: country code, two check digits, the length of the country where known,
 * and the mod-97 checksum. Spaces are ignored; letters may be lower case.
 */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expectedLength = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expectedLength !== undefined && iban.length !== expectedLength) return false;
  // move the first four characters to the end, letters become 10..35, the number mod 97 is 1
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const digits = /[A-Z]/.test(character) ? String(character.charCodeAt(0) - 55) : character;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

// ---------------------------------------------------------------------------------------------
// Edits per type

/**
 * What the field shows after the browser's edit. Text, e-mail and password fields take the
 * browser's result as it is (their length is limited by the native maxlength attribute); number
 * and IBAN fields filter it. For IBAN `maxLength` counts IBAN characters, not the spaces.
 */
export function applyEdit(type: InputType, edit: TextEdit, maxLength?: number): EditResult {
  switch (type) {
    case 'number':
      return filterDigits(edit.value, edit.caret, maxLength);
    case 'iban':
      return formatIbanEdit(edit, maxLength ?? IBAN_MAX_LENGTH);
    case 'text':
    case 'email':
    case 'password':
      return { value: edit.value, caret: edit.caret };
    default:
      return type satisfies never;
  }
}

/** A value set from outside (prop, form reset, pre-fill) in the form the field shows it. */
export function normaliseValue(type: InputType, value: string, maxLength?: number): string {
  return applyEdit(type, { previous: '', value, caret: value.length }, maxLength).value;
}

// ---------------------------------------------------------------------------------------------
// Password strength (spec footer §4 "Password-strength helper: strength 0 to 3 by character
// classes; nothing shown below 8 characters")

export type PasswordStrength = 0 | 1 | 2 | 3;

/** The i18n key suffix of each strength (ds.password.strength.<name>). */
export const PASSWORD_STRENGTH_NAMES = ['veryWeak', 'weak', 'medium', 'strong'] as const;
export type PasswordStrengthName = (typeof PASSWORD_STRENGTH_NAMES)[number];

const CHARACTER_CLASSES: readonly RegExp[] = [
  /\p{Ll}/u, // lower-case letters (a, ä, ß ...)
  /\p{Lu}/u, // upper-case letters
  /\p{Nd}/u, // digits
  /[^\p{Ll}\p{Lu}\p{Nd}]/u, // everything else: symbols, punctuation, spaces, caseless letters
];

/**
 * The strength is the number of character classes used minus one: one class 0 (very weak),
 * two 1 (weak), three 2 (medium), all four 3 (strong). Below PASSWORD_MIN_LENGTH characters
 * (counted in code points, so an emoji is one) there is no strength: null, nothing is shown.
 */
export function getPasswordStrength(password: string): PasswordStrength | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return null;
  const classes = CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
  switch (classes) {
    case 0:
    case 1:
      return 0;
    case 2:
      return 1;
    case 3:
      return 2;
    default:
      return 3;
  }
}

/** The strength's name for the i18n key `ds.password.strength.<name>`. */
export function getPasswordStrengthName(strength: PasswordStrength): PasswordStrengthName {
  return PASSWORD_STRENGTH_NAMES[strength];
}
