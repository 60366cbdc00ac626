// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  filterDigits,
  formatIban,
  formatIbanEdit,
  getIbanCharacters,
  getPasswordStrength,
  getPasswordStrengthName,
  isAllowedNumberKey,
  isValidIban,
  normaliseValue,
  type KeyStroke,
} from './input.formats';
import { getNativeAttributes, getPlaceholder } from './input.logic';

describe('isAllowedNumberKey', () => {
  const cases: ReadonlyArray<readonly [string, KeyStroke, boolean]> = [
    ['digit 0', { key: '0' }, true],
    ['digit 7', { key: '7' }, true],
    ['digit 9', { key: '9' }, true],
    ['Backspace', { key: 'Backspace' }, true],
    ['Delete', { key: 'Delete' }, true],
    ['ArrowLeft', { key: 'ArrowLeft' }, true],
    ['ArrowRight', { key: 'ArrowRight' }, true],
    ['ArrowUp', { key: 'ArrowUp' }, true],
    ['ArrowDown', { key: 'ArrowDown' }, true],
    ['Tab', { key: 'Tab' }, true],
    ['Home', { key: 'Home' }, true],
    ['End', { key: 'End' }, true],
    ['Enter', { key: 'Enter' }, true],
    ['Escape (closes a surrounding modal)', { key: 'Escape' }, true],
    ['Ctrl+C copy', { key: 'c', ctrlKey: true }, true],
    ['Ctrl+V paste', { key: 'v', ctrlKey: true }, true],
    ['Ctrl+A select all', { key: 'a', ctrlKey: true }, true],
    ['Cmd+V paste', { key: 'v', metaKey: true }, true],
    ['Cmd+Z undo', { key: 'z', metaKey: true }, true],
    ['letter a', { key: 'a' }, false],
    ['letter E (exponent)', { key: 'E' }, false],
    ['minus', { key: '-' }, false],
    ['plus', { key: '+' }, false],
    ['decimal point', { key: '.' }, false],
    ['decimal comma', { key: ',' }, false],
    ['space', { key: ' ' }, false],
    ['Arabic-Indic digit', { key: '٣' }, false],
    ['emoji', { key: '😀' }, false],
  ];
  it.each(cases)('%s -> %s', (_name, stroke, allowed) => {
    expect(isAllowedNumberKey(stroke)).toBe(allowed);
  });
});

describe('filterDigits', () => {
  const cases: ReadonlyArray<readonly [string, number, number | undefined, string, number]> = [
    // value, caret, maxLength -> value, caret
    ['12345', 5, undefined, '12345', 5],
    ['12a3', 3, undefined, '123', 2],
    ['abc', 3, undefined, '', 0],
    ['1 234,56 €', 10, undefined, '123456', 6],
    ['+49 (0) 30', 10, undefined, '49030', 5],
    ['12x34', 3, undefined, '1234', 2],
    ['1e5', 3, undefined, '15', 2],
    ['-12', 3, undefined, '12', 2],
    ['123456', 6, 4, '1234', 4],
    ['', 0, undefined, '', 0],
  ];
  it.each(cases)('%j with caret %i (max %s) -> %j caret %i', (value, caret, max, out, outCaret) => {
    expect(filterDigits(value, caret, max)).toEqual({ value: out, caret: outCaret });
  });
});

describe('getIbanCharacters', () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ['DE89370400440532013000', 'DE89370400440532013000'],
    ['de89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['DE89-3704.0044/0532_0130 00', 'DE89370400440532013000'],
    // letters after the country code are dropped
    ['DE89AB3704', 'DE893704'],
    ['DEX89', 'DE89'],
    // a letter after a digit is dropped (letters, then digits)
    ['D1E2', 'D12'],
    ['12DE', '12'],
    // non-ASCII letters are not IBAN characters
    ['ÄDE89', 'DE89'],
    ['', ''],
    [' -/ ', ''],
    // at most 34 characters
    ['MT84MALT011000012345MTLCAST001S', 'MT84011000012345001'],
    ['DE' + '1'.repeat(40), 'DE' + '1'.repeat(32)],
  ];
  it.each(cases)('%j -> %j', (value, out) => {
    expect(getIbanCharacters(value).value).toBe(out);
  });

  it('stops at a given maximum', () => {
    expect(getIbanCharacters('DE8937040044', undefined, 6).value).toBe('DE8937');
  });
});

describe('formatIban', () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ['', ''],
    ['D', 'D'],
    ['DE89', 'DE89'],
    ['DE893', 'DE89 3'],
    ['DE89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['AT611904300234573201', 'AT61 1904 3002 3457 3201'],
  ];
  it.each(cases)('%j -> %j', (characters, out) => {
    expect(formatIban(characters)).toBe(out);
  });
});

describe('formatIbanEdit', () => {
  const cases: ReadonlyArray<
    readonly [
      string,
      { previous: string; value: string; caret: number; inputType?: string },
      string,
      number,
    ]
  > = [
    ['types the first letter', { previous: '', value: 'd', caret: 1 }, 'D', 1],
    ['types the fourth character', { previous: 'DE8', value: 'DE89', caret: 4 }, 'DE89', 4],
    [
      'types the fifth character: a space is inserted, the caret moves behind the character',
      { previous: 'DE89', value: 'DE893', caret: 5 },
      'DE89 3',
      6,
    ],
    [
      'types a letter after the country code: rejected, caret stays',
      { previous: 'DE89', value: 'DE89x', caret: 5 },
      'DE89',
      4,
    ],
    [
      'types a letter in the middle: rejected, caret stays where it was',
      { previous: 'DE89 3704', value: 'DE89 3x704', caret: 7 },
      'DE89 3704',
      6,
    ],
    [
      'types a digit in the middle: the groups shift, the caret stays behind it',
      { previous: 'DE89 3704', value: 'DE189 3704', caret: 3 },
      'DE18 9370 4',
      3,
    ],
    [
      'types a digit at the start of a group: the caret stays behind it',
      { previous: 'DE89 3704', value: 'DE89 53704', caret: 6 },
      'DE89 5370 4',
      6,
    ],
    [
      'pastes a spaced, lower-case IBAN into an empty field',
      { previous: '', value: 'de89 3704 0044 0532 0130 00', caret: 27 },
      'DE89 3704 0044 0532 0130 00',
      27,
    ],
    [
      'pastes an IBAN with dashes',
      { previous: '', value: 'DE89-3704-0044-0532-0130-00', caret: 27 },
      'DE89 3704 0044 0532 0130 00',
      27,
    ],
    [
      'Backspace behind a space removes the character before the space',
      { previous: 'DE89 3', value: 'DE893', caret: 4, inputType: 'deleteContentBackward' },
      'DE83',
      3,
    ],
    [
      'Delete before a space removes the character after the space',
      { previous: 'DE89 3704', value: 'DE893704', caret: 4, inputType: 'deleteContentForward' },
      'DE89 704',
      4,
    ],
    [
      'Backspace at the end removes the last character and its space',
      { previous: 'DE89 3', value: 'DE89 ', caret: 5, inputType: 'deleteContentBackward' },
      'DE89',
      4,
    ],
    [
      'Backspace of a whole selection keeps the rest',
      {
        previous: 'DE89 3704 0044',
        value: 'DE89 0044',
        caret: 5,
        inputType: 'deleteContentBackward',
      },
      'DE89 0044',
      4,
    ],
  ];
  it.each(cases)('%s', (_name, edit, value, caret) => {
    expect(formatIbanEdit(edit)).toEqual({ value, caret });
  });
});

describe('isValidIban', () => {
  const cases: ReadonlyArray<readonly [string, boolean]> = [
    ['DE89 3704 0044 0532 0130 00', true],
    ['DE89370400440532013000', true],
    ['de89370400440532013000', true],
    ['AT61 1904 3002 3457 3201', true],
    ['CH93 0076 2011 6238 5295 7', true],
    ['PL61 1090 1014 0000 0712 1981 2874', true],
    ['CZ65 0800 0000 1920 0014 5399', true],
    ['HU42 1177 3016 1111 1018 0000 0000', true],
    ['SK31 1200 0000 1987 4263 7541', true],
    ['TR33 0006 1005 1978 6457 8413 26', true],
    ['GB82 WEST 1234 5698 7654 32', true],
    ['DE89 3704 0044 0532 0130 01', false], // checksum
    ['DE88 3704 0044 0532 0130 00', false], // check digits
    ['DE89 3704 0044 0532 0130 0', false], // too short for DE
    ['AT61 1904 3002 3457 3201 0', false], // too long for AT
    ['DE', false],
    ['', false],
    ['1234567890123456', false],
  ];
  it.each(cases)('%j -> %s', (value, valid) => {
    expect(isValidIban(value)).toBe(valid);
  });
});

describe('applyEdit and normaliseValue', () => {
  it('leaves text, e-mail and password edits as the browser made them', () => {
    for (const type of ['text', 'email', 'password'] as const) {
      expect(applyEdit(type, { previous: '', value: 'a b-1', caret: 3 })).toEqual({
        value: 'a b-1',
        caret: 3,
      });
    }
  });

  it('filters number edits to digits', () => {
    expect(applyEdit('number', { previous: '1', value: '1a', caret: 2 })).toEqual({
      value: '1',
      caret: 1,
    });
  });

  it('formats IBAN edits and counts maxLength without spaces', () => {
    expect(applyEdit('iban', { previous: '', value: 'DE8937040044', caret: 12 }, 6)).toEqual({
      value: 'DE89 37',
      caret: 7,
    });
  });

  it('normalises a value set from outside', () => {
    expect(normaliseValue('iban', 'de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(normaliseValue('number', '12a3')).toBe('123');
    expect(normaliseValue('text', ' x ')).toBe(' x ');
  });
});

describe('getPlaceholder', () => {
  const cases: ReadonlyArray<readonly [string | undefined, boolean, string | undefined]> = [
    ['E-Mail-Adresse', true, 'E-Mail-Adresse *'],
    ['E-Mail-Adresse', false, 'E-Mail-Adresse'],
    [undefined, true, undefined],
    ['', true, ''],
  ];
  it.each(cases)('%j required=%s -> %j', (placeholder, isRequired, out) => {
    expect(getPlaceholder(placeholder, isRequired)).toBe(out);
  });
});

describe('getNativeAttributes', () => {
  it('maps each type to its native input', () => {
    expect(getNativeAttributes('text', 'hidden').type).toBe('text');
    expect(getNativeAttributes('email', 'hidden').type).toBe('email');
    expect(getNativeAttributes('password', 'hidden').type).toBe('password');
    expect(getNativeAttributes('password', 'shown').type).toBe('text');
    expect(getNativeAttributes('number', 'hidden')).toEqual({ type: 'text', inputMode: 'numeric' });
    expect(getNativeAttributes('iban', 'hidden')).toMatchObject({
      type: 'text',
      autoCapitalize: 'characters',
    });
  });
});

describe('getPasswordStrength', () => {
  const cases: ReadonlyArray<readonly [string, number | null]> = [
    ['', null],
    ['aB1!', null],
    ['aB1!xY2', null], // 7 characters: below the minimum of 8
    ['😀😀😀😀😀😀😀', null], // 7 code points (14 UTF-16 units)
    ['abcdefgh', 0], // lower only
    ['ABCDEFGH', 0], // upper only
    ['12345678', 0], // digits only
    ['!!!!!!!!', 0], // symbols only
    ['abcdefg1', 1], // lower + digit
    ['abcdEFGH', 1], // lower + upper
    ['abcdefg!', 1], // lower + symbol
    ['abcdEFG1', 2], // lower + upper + digit
    ['abcd efg1', 2], // a space counts as a symbol
    ['äöüßÄÖÜ1', 2], // umlauts are letters
    ['abcDEF1!', 3], // all four
    ['Passwort1!', 3],
  ];
  it.each(cases)('%j -> %s', (password, strength) => {
    expect(getPasswordStrength(password)).toBe(strength);
  });

  it('names each strength for its message key', () => {
    expect(
      [0, 1, 2, 3].map((strength) => getPasswordStrengthName(strength as 0 | 1 | 2 | 3)),
    ).toEqual(['veryWeak', 'weak', 'medium', 'strong']);
  });
});
