// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  findAbTest,
  getChoosableAbTests,
  getDateAndTimeFields,
  getPreviewDateTime,
  getPreviewTime,
  hasAbTestGroup,
  isGroupMissing,
  isPreviewDate,
  isUnreadableDateTime,
} from './preview.rules';

// the fields hold the browser's wall-clock time; expected instants are built the same way
const local = (...parts: [number, number, number, number?, number?]): string => {
  const [year, month, day, hours = 0, minutes = 0] = parts;
  return new Date(year, month - 1, day, hours, minutes).toISOString();
};
const NOW = new Date('2026-11-22T10:15:30.000Z');

describe('isPreviewDate', () => {
  it.each([
    ['2026-12-01', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-13-01', false],
    ['2026-04-31', false],
    ['2026-1-01', false],
    ['01.12.2026', false],
    ['2026-12-01T08:00', false],
    [' 2026-12-01', false],
    ['', false],
  ])('%j looks like a real YYYY-MM-DD day: %s', (date, expected) => {
    expect(isPreviewDate(date)).toBe(expected);
  });
});

describe('getPreviewTime', () => {
  it.each([
    ['08:30', { hours: 8, minutes: 30 }],
    ['23:59', { hours: 23, minutes: 59 }],
    ['08:30:45', { hours: 8, minutes: 30 }],
    ['08:30:45.123', { hours: 8, minutes: 30 }],
    ['', undefined],
    ['24:00', undefined],
    ['12:60', undefined],
    ['8:30', undefined],
    ['08:30pm', undefined],
  ])('takes %j as HH:MM', (time, expected) => {
    expect(getPreviewTime(time)).toEqual(expected);
  });
});

describe('getPreviewDateTime', () => {
  it('joins the date and time fields into one instant in the browser time zone', () => {
    expect(getPreviewDateTime('2026-12-01', '08:30', NOW)).toEqual({
      dateTime: local(2026, 12, 1, 8, 30),
      usedCurrentTime: false,
      usedStartOfDay: false,
    });
  });

  it('drops the seconds of a time (HH:MM)', () => {
    expect(getPreviewDateTime('2026-12-01', '08:30:59', NOW).dateTime).toBe(
      local(2026, 12, 1, 8, 30),
    );
  });

  it.each(['', '24:00', '8:30'])(
    'takes the start of the day for the time %j, and says so',
    (time) => {
      expect(getPreviewDateTime('2026-12-01', time, NOW)).toEqual({
        dateTime: local(2026, 12, 1),
        usedCurrentTime: false,
        usedStartOfDay: true,
      });
    },
  );

  it.each(['', '2026-13-01', '01.12.2026', 'tomorrow'])(
    'uses the current time for the date %j',
    (date) => {
      expect(getPreviewDateTime(date, '08:30', NOW)).toEqual({
        dateTime: NOW.toISOString(),
        usedCurrentTime: true,
        usedStartOfDay: false,
      });
    },
  );

  it('keeps years below 100 as written', () => {
    expect(getPreviewDateTime('0099-06-01', '12:00', NOW).dateTime).toMatch(/^0099-0[56]-/);
  });
});

describe('getDateAndTimeFields', () => {
  it('shows a reported date-time in the browser time zone', () => {
    const reported = local(2026, 12, 1, 8, 30);
    expect(getDateAndTimeFields(reported, NOW)).toEqual({ date: '2026-12-01', time: '08:30' });
  });

  it.each([null, undefined, '', 'not a date', '{"a":1}', '+275760-09-13T00:00:00.000Z'])(
    'shows the current time for %j',
    (dateTime) => {
      expect(getDateAndTimeFields(dateTime, NOW)).toEqual(
        getDateAndTimeFields(NOW.toISOString(), NOW),
      );
    },
  );
});

describe('isUnreadableDateTime', () => {
  it.each([
    [new Date(2026, 11, 1).toISOString(), false],
    [null, false],
    [undefined, false],
    ['', false],
    ['not a date', true],
    ['{"a":1}', true],
    ['+275760-09-13T00:00:00.000Z', true],
  ])('%j is a date-time given but unreadable: %s', (dateTime, expected) => {
    expect(isUnreadableDateTime(dateTime)).toBe(expected);
  });
});

describe('getChoosableAbTests', () => {
  it('keeps names exactly as sent, hostile ones included', () => {
    const tests = [
      { name: '<img src=x onerror=alert(1)>', groups: [{ name: 'a&group=b#c' }] },
      { name: ' spaced ', groups: [] },
    ];
    expect(getChoosableAbTests(tests)).toEqual({ tests, dropped: [] });
  });

  it('drops empty and repeated names, of tests and of groups', () => {
    expect(
      getChoosableAbTests([
        { name: '', groups: [{ name: 'control' }] },
        {
          name: 'checkout',
          groups: [{ name: 'control' }, { name: '' }, { name: 'control' }, { name: 'sticky' }],
        },
        { name: 'checkout', groups: [{ name: 'other' }] },
      ]),
    ).toEqual({
      tests: [{ name: 'checkout', groups: [{ name: 'control' }, { name: 'sticky' }] }],
      dropped: [
        { test: '' },
        { test: 'checkout', group: '' },
        { test: 'checkout', group: 'control' },
        { test: 'checkout' },
      ],
    });
  });
});

describe('choosing', () => {
  const tests = [{ name: 'checkout', groups: [{ name: 'control' }] }];

  it('finds a test by name, none for the empty name', () => {
    expect(findAbTest(tests, 'checkout')).toBe(tests[0]);
    expect(findAbTest(tests, 'other')).toBeUndefined();
    expect(findAbTest([{ name: '', groups: [] }], '')).toBeUndefined();
  });

  it("knows a test's groups", () => {
    expect(hasAbTestGroup(tests[0], 'control')).toBe(true);
    expect(hasAbTestGroup(tests[0], 'sticky')).toBe(false);
    expect(hasAbTestGroup(tests[0], '')).toBe(false);
    expect(hasAbTestGroup(undefined, 'control')).toBe(false);
  });

  it.each([
    ['checkout', '', true],
    ['checkout', 'control', false],
    ['', '', false],
  ])('test %j with group %j misses its group: %s', (test, group, expected) => {
    expect(isGroupMissing(test, group)).toBe(expected);
  });
});
