/**
 * Pure rules of the staff preview panel (spec footer §4 "Preview panel", §5 "Preview", §7).
 *
 * Date and time are the staff member's wall-clock values (`<input type="date">` gives
 * YYYY-MM-DD, `<input type="time">` HH:MM or HH:MM:SS) in the browser's time zone; the services
 * get the instant they name as an ISO 8601 date-time in UTC (`toISOString`), and the dateTime the
 * services report comes back into the fields in the same time zone.
 */

import type { AbTest } from '../../src/core/schemas/preview';

/** spec footer §5: "The date must look like YYYY-MM-DD". */
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** spec footer §5: "Time is taken as HH:MM" (seconds, if the field gives any, are dropped). */
const TIME_PATTERN = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The date's parts when it looks like YYYY-MM-DD and names a real day (no 2026-02-30). */
function parseDate(date: string): DateParts | undefined {
  const match = DATE_PATTERN.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(2000, month - 1, day);
  probe.setFullYear(year);
  return probe.getFullYear() === year && probe.getMonth() === month - 1 && probe.getDate() === day
    ? { year, month, day }
    : undefined;
}

export function isPreviewDate(date: string): boolean {
  return parseDate(date) !== undefined;
}

/**
 * Hours and minutes of an HH:MM time, undefined when the time is empty or invalid (the caller
 * takes the day's start and logs it).
 */
export function getPreviewTime(
  time: string,
): { readonly hours: number; readonly minutes: number } | undefined {
  const match = TIME_PATTERN.exec(time);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  return match && hours <= 23 && minutes <= 59 ? { hours, minutes } : undefined;
}

export interface PreviewDateTime {
  /** ISO 8601 in UTC, as the services get it. */
  readonly dateTime: string;
  /** spec footer §5: the date was not YYYY-MM-DD, so the current time was used. */
  readonly usedCurrentTime: boolean;
  /** The time was empty or not HH:MM, so the day's start (00:00) was used. */
  readonly usedStartOfDay: boolean;
}

/**
 * spec footer §5: the preview date-time for a date and time as the fields hold them; a date that
 * is not YYYY-MM-DD gives the current time, a time that is not HH:MM the day's start (the
 * caller logs either).
 */
export function getPreviewDateTime(date: string, time: string, now: Date): PreviewDateTime {
  const day = parseDate(date);
  if (!day) return { dateTime: now.toISOString(), usedCurrentTime: true, usedStartOfDay: false };
  const clock = getPreviewTime(time);
  const local = new Date(2000, day.month - 1, day.day, clock?.hours ?? 0, clock?.minutes ?? 0);
  local.setFullYear(day.year);
  return {
    dateTime: local.toISOString(),
    usedCurrentTime: false,
    usedStartOfDay: clock === undefined,
  };
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/** A date-time from the service that names an instant the date field can show (year ≤ 9999). */
function parseServiceDateTime(dateTime: string): Date | undefined {
  const parsed = new Date(dateTime);
  return !Number.isNaN(parsed.getTime()) && parsed.getFullYear() <= 9999 ? parsed : undefined;
}

/**
 * The service gave a date-time (not null or empty: no preview time set) that is no date the
 * fields can show: the caller logs the fallback to the current time.
 */
export function isUnreadableDateTime(dateTime: string | null | undefined): boolean {
  return Boolean(dateTime) && parseServiceDateTime(dateTime ?? '') === undefined;
}

/**
 * The date and time fields for an ISO date-time from the service, in the browser's time zone;
 * the current time when the service gives none or one that is no date.
 */
export function getDateAndTimeFields(
  dateTime: string | null | undefined,
  now: Date,
): { readonly date: string; readonly time: string } {
  const value = (dateTime ? parseServiceDateTime(dateTime) : undefined) ?? now;
  return {
    date: `${pad(value.getFullYear(), 4)}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`,
    time: `${pad(value.getHours())}:${pad(value.getMinutes())}`,
  };
}

/** A test, or a group of a test, left out of the choice (for the log). */
export interface DroppedAbTestName {
  readonly test: string;
  readonly group?: string;
}

export interface ChoosableAbTests {
  readonly tests: AbTest[];
  /** What was left out, in the order sent; empty when the list was clean. */
  readonly dropped: DroppedAbTestName[];
}

/**
 * The tests a staff member can choose from. A name is the option's value and goes back to the
 * server, so it is kept exactly as sent; an empty name (it would be the "none" option) and a
 * repeated name (two options, one value) are dropped, likewise for each test's groups. The
 * caller logs what was dropped.
 */
export function getChoosableAbTests(tests: readonly AbTest[]): ChoosableAbTests {
  const seen = new Set<string>();
  const choosable: AbTest[] = [];
  const dropped: DroppedAbTestName[] = [];
  for (const test of tests) {
    if (test.name === '' || seen.has(test.name)) {
      dropped.push({ test: test.name });
      continue;
    }
    seen.add(test.name);
    const groupNames = new Set<string>();
    const groups = test.groups.filter((group) => {
      if (group.name === '' || groupNames.has(group.name)) {
        dropped.push({ test: test.name, group: group.name });
        return false;
      }
      groupNames.add(group.name);
      return true;
    });
    choosable.push({ ...test, groups });
  }
  return { tests: choosable, dropped };
}

export function findAbTest(tests: readonly AbTest[], name: string): AbTest | undefined {
  return name === '' ? undefined : tests.find((test) => test.name === name);
}

export function hasAbTestGroup(test: AbTest | undefined, group: string): boolean {
  return group !== '' && test !== undefined && test.groups.some((item) => item.name === group);
}

/** spec footer §5: an A/B test without a group is refused; no test at all is valid. */
export function isGroupMissing(testName: string, groupName: string): boolean {
  return testName !== '' && groupName === '';
}
