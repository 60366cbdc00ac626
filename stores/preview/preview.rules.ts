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

/** Hours and minutes of an HH:MM time; 00:00 (the day's start) when the time is empty or invalid. */
export function getPreviewTime(time: string): { readonly hours: number; readonly minutes: number } {
  const match = TIME_PATTERN.exec(time);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  return match && hours <= 23 && minutes <= 59 ? { hours, minutes } : { hours: 0, minutes: 0 };
}

export interface PreviewDateTime {
  /** ISO 8601 in UTC, as the services get it. */
  readonly dateTime: string;
  /** spec footer §5: the date was not YYYY-MM-DD, so the current time was used. */
  readonly usedCurrentTime: boolean;
}

/**
 * spec footer §5: the preview date-time for a date and time as the fields hold them; a date that
 * is not YYYY-MM-DD gives the current time (the caller logs the error).
 */
export function getPreviewDateTime(date: string, time: string, now: Date): PreviewDateTime {
  const day = parseDate(date);
  if (!day) return { dateTime: now.toISOString(), usedCurrentTime: true };
  const { hours, minutes } = getPreviewTime(time);
  const local = new Date(2000, day.month - 1, day.day, hours, minutes, 0, 0);
  local.setFullYear(day.year);
  return { dateTime: local.toISOString(), usedCurrentTime: false };
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/**
 * The date and time fields for an ISO date-time from the service, in the browser's time zone;
 * the current time when the service gives none or one that is no date.
 */
export function getDateAndTimeFields(
  dateTime: string | null | undefined,
  now: Date,
): { readonly date: string; readonly time: string } {
  const parsed = dateTime ? new Date(dateTime) : undefined;
  const value =
    parsed && !Number.isNaN(parsed.getTime()) && parsed.getFullYear() <= 9999 ? parsed : now;
  return {
    date: `${pad(value.getFullYear(), 4)}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`,
    time: `${pad(value.getHours())}:${pad(value.getMinutes())}`,
  };
}

/**
 * The tests a staff member can choose from. A name is the option's value and goes back to the
 * server, so it is kept exactly as sent; an empty name (it would be the "none" option) and a
 * repeated name (two options, one value) are dropped, likewise for each test's groups.
 */
export function getChoosableAbTests(tests: readonly AbTest[]): AbTest[] {
  const seen = new Set<string>();
  const choosable: AbTest[] = [];
  for (const test of tests) {
    if (test.name === '' || seen.has(test.name)) continue;
    seen.add(test.name);
    const groupNames = new Set<string>();
    const groups = test.groups.filter((group) => {
      if (group.name === '' || groupNames.has(group.name)) return false;
      groupNames.add(group.name);
      return true;
    });
    choosable.push({ ...test, groups });
  }
  return choosable;
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
