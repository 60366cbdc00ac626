/**
 * Staff preview and A/B tests (spec footer §2 "Staff preview panel", §4, §7, §8): the A/B tests
 * running at a date, the visitor's assignment, and the staff preview session (auth check, renewal,
 * logout, preview token with date and A/B group).
 */
import { createHash, randomBytes } from 'node:crypto';
import { json, type Reply } from './http';

/** The staff auth token cookie (spec footer §9 "a staff auth token cookie"). */
// the same name as COOKIE_NAMES.staffAuthToken in src/core/config.ts
export const STAFF_COOKIE = 'staffauthtoken';
/** The preview cookie of spec header §3 "Cookies"; promotions reload when it is present. */
export const PREVIEW_COOKIE = 'preview';
/** A staff login lasts 30 minutes unless renewed (the panel renews every 5 minutes). */
export const STAFF_SESSION_MS = 30 * 60_000;

interface MonthDay {
  month: number;
  day: number;
}

export interface AbTestDef {
  name: string;
  groups: readonly string[];
  /** The test runs every year from `from` to `to` (inclusive, UTC). */
  from: MonthDay;
  to: MonthDay;
}

/**
 * The tests run in yearly windows so the demo finds tests on most dates in any year. No test runs
 * from 1 July to 31 August, nor from 1 to 9 January.
 */
export const AB_TESTS: readonly AbTestDef[] = [
  {
    name: 'search-suggest-layout',
    groups: ['control', 'compact-list', 'product-images'],
    from: { month: 1, day: 10 },
    to: { month: 3, day: 31 },
  },
  {
    name: 'minicart-checkout-cta',
    groups: ['control', 'sticky-button'],
    from: { month: 3, day: 1 },
    to: { month: 6, day: 30 },
  },
  {
    name: 'footer-app-teaser',
    groups: ['control', 'qr-code'],
    from: { month: 4, day: 15 },
    to: { month: 6, day: 15 },
  },
  {
    name: 'newsletter-bubble-wording',
    groups: ['control', 'voucher-first'],
    from: { month: 9, day: 1 },
    to: { month: 11, day: 30 },
  },
  {
    name: 'header-benefits-rotation',
    groups: ['control', 'rotate-5s', 'rotate-8s'],
    from: { month: 10, day: 15 },
    to: { month: 12, day: 31 },
  },
];

function dayKey(monthDay: MonthDay): number {
  return monthDay.month * 100 + monthDay.day;
}

export function testsActiveAt(date: Date): { name: string; groups: { name: string }[] }[] {
  const today = dayKey({ month: date.getUTCMonth() + 1, day: date.getUTCDate() });
  return AB_TESTS.filter((test) => dayKey(test.from) <= today && today <= dayKey(test.to)).map(
    (test) => ({
      name: test.name,
      groups: test.groups.map((name) => ({ name })),
    }),
  );
}

/** The visitor's stable group in each running test. */
export function assignmentsFor(sessionId: string, date: Date): { test: string; group: string }[] {
  return testsActiveAt(date).map((test) => {
    const hash = createHash('sha256').update(`${sessionId}:${test.name}`).digest();
    const group = test.groups[(hash[0] ?? 0) % test.groups.length]?.name ?? 'control';
    return { test: test.name, group };
  });
}

export interface PreviewState {
  /** The preview cookie value of the applied settings; null before any. */
  token: string | null;
  dateTime: string | null;
  abTestName: string | null;
  abTestGroup: string | null;
  renewedAt: string | null;
  expiresAt: string | null;
}

export function emptyPreview(): PreviewState {
  return {
    token: null,
    dateTime: null,
    abTestName: null,
    abTestGroup: null,
    renewedAt: null,
    expiresAt: null,
  };
}

export const PREVIEW_STATUSES = [
  'SUCCESS',
  'BAD_REQUEST',
  'INTERNAL_ERROR',
  'UNAUTHORIZED',
] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

export function previewReply(status: PreviewStatus, extra: Record<string, unknown> = {}): Reply {
  const http = { SUCCESS: 200, BAD_REQUEST: 400, INTERNAL_ERROR: 500, UNAUTHORIZED: 401 }[status];
  return json(http, { status, ...extra });
}

/** GET /service/preview/api/auth/checkauth for an authorised staff member. */
export function checkAuth(preview: PreviewState, now: Date): Reply {
  return previewReply('SUCCESS', {
    dateTime: preview.dateTime ?? now.toISOString(),
    abTestName: preview.abTestName,
    abTestGroup: preview.abTestGroup,
  });
}

export function renew(preview: PreviewState, now: Date): Reply {
  preview.renewedAt = now.toISOString();
  preview.expiresAt = new Date(now.getTime() + STAFF_SESSION_MS).toISOString();
  return previewReply('SUCCESS', { expiresAt: preview.expiresAt });
}

export interface TokenRequest {
  test: string;
  group: string;
  previewDateTime: unknown;
}

/**
 * GET or POST /service/preview/api/token?test=&group= with previewDateTime (JSON body on POST,
 * query parameter on GET). An empty test and group clear the A/B selection. `unchecked` (the
 * scenario's forced SUCCESS) applies any test and group, running at that date or not.
 */
export function applyPreview(
  preview: PreviewState,
  request: TokenRequest,
  { unchecked = false }: { unchecked?: boolean } = {},
): Reply {
  const { test, group, previewDateTime } = request;
  if (typeof previewDateTime !== 'string' || Number.isNaN(Date.parse(previewDateTime))) {
    return previewReply('BAD_REQUEST', { message: 'previewDateTime must be an ISO date-time' });
  }
  const date = new Date(previewDateTime);
  if (unchecked) return storePreview(preview, date, test, group);
  if (test === '' && group !== '') {
    return previewReply('BAD_REQUEST', { message: 'a group needs a test' });
  }
  if (test !== '') {
    if (group === '') return previewReply('BAD_REQUEST', { message: 'a test needs a group' });
    const running = testsActiveAt(date).find((candidate) => candidate.name === test);
    if (!running)
      return previewReply('BAD_REQUEST', {
        message: `${test} does not run at ${date.toISOString()}`,
      });
    if (!running.groups.some((candidate) => candidate.name === group)) {
      return previewReply('BAD_REQUEST', { message: `${test} has no group ${group}` });
    }
  }
  return storePreview(preview, date, test, group);
}

function storePreview(preview: PreviewState, date: Date, test: string, group: string): Reply {
  preview.token = randomBytes(12).toString('hex');
  preview.dateTime = date.toISOString();
  preview.abTestName = test === '' ? null : test;
  preview.abTestGroup = group === '' ? null : group;
  return previewReply('SUCCESS', {
    dateTime: preview.dateTime,
    abTestName: preview.abTestName,
    abTestGroup: preview.abTestGroup,
  });
}
