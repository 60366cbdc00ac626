import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_RENEWAL_INTERVAL_MS, REQUEST_TIMEOUT_MS } from '../../src/core/config';
import { getLogEntries, resetLogger } from '../../src/core/logger';
import {
  $staffPreview,
  applyPreviewSettings,
  changePreviewDate,
  changePreviewTime,
  chooseAbTest,
  chooseAbTestGroup,
  connectStaffPreview,
  logoutStaffPreview,
  openPreviewSettings,
  resetStaffPreview,
} from './index';

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

const PATHS = {
  checkAuth: '/service/preview/api/auth/checkauth',
  renew: '/service/preview/api/auth/login/renew',
  logout: '/service/preview/api/auth/logout',
  token: '/service/preview/api/token',
  assignment: '/service/abtestfrontend/api/v1/getassignment',
  testsAt: '/service/abtestfrontend/api/v1/gettestsat',
} as const;

const TESTS = [
  { name: 'checkout', groups: [{ name: 'control' }, { name: 'sticky' }] },
  { name: 'no-groups', groups: [] },
];
const REPORTED = new Date(2026, 11, 1, 8, 30).toISOString();

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status });
const networkError = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));
/** A call that never answers (until the request is aborted). */
const hang: Handler = (_url, init) =>
  new Promise((_resolve, reject) =>
    init.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
  );

let handlers: Record<keyof typeof PATHS, Handler>;
let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

const callsTo = (path: keyof typeof PATHS): [URL, RequestInit][] =>
  fetchMock.mock.calls
    .map(([url, init]): [URL, RequestInit] => [new URL(url), init])
    .filter(([url]) => url.pathname === PATHS[path]);

/**
 * Lets the store's promise chains run to their end: five task turns, not a wait for time. The
 * answers here are settled promises of the test's fetch, and reading them takes microtasks only,
 * which all run before the next task, however busy the machine.
 */
const flush = async (): Promise<void> => {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

function setStaffCookie(): void {
  document.cookie = 'staffauthtoken=staff-token; path=/';
}

beforeEach(() => {
  resetStaffPreview();
  resetLogger();
  setStaffCookie();
  handlers = {
    checkAuth: () =>
      json({ status: 'SUCCESS', dateTime: REPORTED, abTestName: null, abTestGroup: null }),
    renew: () => json({ status: 'SUCCESS', expiresAt: REPORTED }),
    logout: () => json({ status: 'SUCCESS' }),
    token: () => json({ status: 'SUCCESS' }),
    assignment: () => json([{ test: 'checkout', group: 'control' }]),
    testsAt: () => json(TESTS),
  };
  fetchMock = vi.fn((url: string, init: RequestInit) => {
    const parsed = new URL(url);
    const key = (Object.keys(PATHS) as (keyof typeof PATHS)[]).find(
      (name) => PATHS[name] === parsed.pathname,
    );
    return key ? Promise.resolve(handlers[key](parsed, init)) : Promise.resolve(json({}, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  resetStaffPreview();
  vi.useRealTimers();
});

/** A connected element with the staff session authorised. */
async function authorisedSession(): Promise<() => void> {
  const disconnect = connectStaffPreview();
  await flush();
  expect($staffPreview.get().auth).toBe('authorised');
  return disconnect;
}

/** Authorised, the modal opened and the tests loaded. */
async function openedSettings(): Promise<() => void> {
  const disconnect = await authorisedSession();
  openPreviewSettings();
  await flush();
  return disconnect;
}

describe('the staff session', () => {
  it('asks nothing without the staff auth cookie', async () => {
    document.cookie = 'staffauthtoken=; max-age=0; path=/';
    connectStaffPreview();
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect($staffPreview.get().auth).toBe('idle');
  });

  it('shows the panel on SUCCESS with the reported settings filled in', async () => {
    handlers.checkAuth = () =>
      json({
        status: 'SUCCESS',
        dateTime: REPORTED,
        abTestName: 'checkout',
        abTestGroup: 'sticky',
      });
    await authorisedSession();
    expect($staffPreview.get().form).toEqual({
      date: '2026-12-01',
      time: '08:30',
      testName: 'checkout',
      groupName: 'sticky',
    });
  });

  it('fills in the current time for a reported dateTime that is no date, and logs it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 10, 15));
    handlers.checkAuth = () =>
      json({ status: 'SUCCESS', dateTime: 'next tuesday', abTestName: null, abTestGroup: null });
    await authorisedSession();
    expect($staffPreview.get().form).toMatchObject({ date: '2026-11-22', time: '10:15' });
    expect(getLogEntries()).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: 'The preview dateTime is no date; the fields show the current time',
        context: { source: 'preview checkauth', dateTime: 'next tuesday' },
      }),
    ]);
  });

  it('logs nothing when no preview dateTime is set', async () => {
    handlers.checkAuth = () =>
      json({ status: 'SUCCESS', dateTime: null, abTestName: null, abTestGroup: null });
    await authorisedSession();
    expect(getLogEntries()).toEqual([]);
  });

  it.each<[string, Handler]>([
    ['401 UNAUTHORIZED', () => json({ status: 'UNAUTHORIZED' }, 401)],
    ['200 with another status', () => json({ status: 'UNAUTHORIZED' })],
    ['a malformed answer', () => json({ status: 5, dateTime: [] })],
    ['a body that is not JSON', () => new Response('{"status":')],
    ['a list', () => json([{ status: 'SUCCESS' }])],
    ['500', () => json({ status: 'INTERNAL_ERROR' }, 500)],
    ['a network error', networkError],
  ])('shows nothing and calls nothing else after %s', async (_case, checkAuth) => {
    handlers.checkAuth = checkAuth;
    connectStaffPreview();
    await flush();
    expect($staffPreview.get().auth).toBe('denied');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(callsTo('checkAuth')).toHaveLength(1);
  });

  it('starts nothing when the last element goes before the auth check answers', async () => {
    handlers.checkAuth = hang;
    const disconnect = connectStaffPreview();
    await flush();
    disconnect();
    await flush();
    expect(callsTo('checkAuth')[0]?.[1].signal?.aborted).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect($staffPreview.get().auth).toBe('idle');
  });

  it('asks for the A/B assignment once, and a failed one is ignored', async () => {
    handlers.assignment = () => json({ error: 'INTERNAL_ERROR' }, 500);
    await authorisedSession();
    expect(callsTo('assignment')).toHaveLength(1);
    expect($staffPreview.get().auth).toBe('authorised');
    expect(getLogEntries()).toEqual([]);
  });

  it('checks once for two elements on the page', async () => {
    connectStaffPreview();
    connectStaffPreview();
    await flush();
    expect(callsTo('checkAuth')).toHaveLength(1);
    expect(callsTo('renew')).toHaveLength(1);
  });
});

describe('session renewal', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });

  it('renews at once and then every 5 minutes', async () => {
    await authorisedSession();
    expect(callsTo('renew')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(PREVIEW_RENEWAL_INTERVAL_MS - 1);
    expect(callsTo('renew')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(callsTo('renew')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2 * PREVIEW_RENEWAL_INTERVAL_MS);
    expect(callsTo('renew')).toHaveLength(4);
    expect(PREVIEW_RENEWAL_INTERVAL_MS).toBe(5 * 60 * 1000);
  });

  it('keeps renewing after a failed renewal, which is logged', async () => {
    handlers.renew = () => json({ status: 'UNAUTHORIZED' }, 401);
    await authorisedSession();
    await vi.advanceTimersByTimeAsync(PREVIEW_RENEWAL_INTERVAL_MS);
    expect(callsTo('renew')).toHaveLength(2);
    expect(getLogEntries()).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'The staff preview session renewal failed',
      }),
    );
  });

  it('stops when the last element disconnects', async () => {
    const first = await authorisedSession();
    const second = connectStaffPreview();
    first();
    await vi.advanceTimersByTimeAsync(PREVIEW_RENEWAL_INTERVAL_MS);
    expect(callsTo('renew')).toHaveLength(2);
    second();
    await vi.advanceTimersByTimeAsync(3 * PREVIEW_RENEWAL_INTERVAL_MS);
    expect(callsTo('renew')).toHaveLength(2);
    expect($staffPreview.get().auth).toBe('idle');
  });

  it('stops on logout', async () => {
    await authorisedSession();
    await logoutStaffPreview();
    await vi.advanceTimersByTimeAsync(3 * PREVIEW_RENEWAL_INTERVAL_MS);
    expect(callsTo('renew')).toHaveLength(1);
  });

  it('does not renew a session the auth check refused', async () => {
    handlers.checkAuth = () => json({ status: 'UNAUTHORIZED' }, 401);
    connectStaffPreview();
    await flush();
    await vi.advanceTimersByTimeAsync(3 * PREVIEW_RENEWAL_INTERVAL_MS);
    expect(callsTo('renew')).toHaveLength(0);
  });
});

describe('the tests at the chosen date and time', () => {
  it('opening asks for the tests at the form’s date and time', async () => {
    await openedSettings();
    const [url] = callsTo('testsAt')[0] ?? [];
    expect(url?.searchParams.get('time')).toBe(REPORTED);
    expect($staffPreview.get()).toMatchObject({ testsStatus: 'found', tests: TESTS });
  });

  it('asks again for a new date or time, each as one instant', async () => {
    await openedSettings();
    changePreviewDate('2027-01-15');
    await flush();
    changePreviewTime('06:45');
    await flush();
    const times = callsTo('testsAt').map(([url]) => url.searchParams.get('time'));
    expect(times).toEqual([
      REPORTED,
      new Date(2027, 0, 15, 8, 30).toISOString(),
      new Date(2027, 0, 15, 6, 45).toISOString(),
    ]);
  });

  it('drops the request a newer date replaced', async () => {
    await openedSettings();
    chooseAbTest('checkout');
    chooseAbTestGroup('control');
    handlers.testsAt = (url, init) =>
      url.searchParams.get('time')?.startsWith('2027-02') ? hang(url, init) : json(TESTS);
    changePreviewDate('2027-02-15');
    changePreviewDate('2027-03-15');
    await flush();
    expect(callsTo('testsAt').at(-2)?.[1].signal?.aborted).toBe(true);
    expect($staffPreview.get()).toMatchObject({
      testsStatus: 'found',
      form: { testName: 'checkout', groupName: 'control' },
    });
    expect(getLogEntries()).toEqual([]);
  });

  it('is loading while the list is on its way', async () => {
    await authorisedSession();
    handlers.testsAt = hang;
    openPreviewSettings();
    await flush();
    expect($staffPreview.get().testsStatus).toBe('loading');
  });

  it('offers only choosable tests and logs what it leaves out', async () => {
    handlers.testsAt = () =>
      json([
        { name: '', groups: [] },
        { name: 'checkout', groups: [{ name: 'control' }, { name: '' }] },
        { name: 'checkout', groups: [] },
      ]);
    await openedSettings();
    expect($staffPreview.get().tests).toEqual([
      { name: 'checkout', groups: [{ name: 'control' }] },
    ]);
    expect(getLogEntries()).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: 'A/B tests or groups with an empty or repeated name are left out',
        context: {
          source: 'gettestsat',
          dropped: [{ test: '' }, { test: 'checkout', group: '' }, { test: 'checkout' }],
        },
      }),
    ]);
  });

  it('logs nothing for a list without empty or repeated names', async () => {
    await openedSettings();
    expect(getLogEntries()).toEqual([]);
  });

  it('reports an empty list as no active tests', async () => {
    handlers.testsAt = () => json([]);
    await openedSettings();
    expect($staffPreview.get().testsStatus).toBe('empty');
  });

  it.each<[string, Handler]>([
    ['500', () => json({ error: 'INTERNAL_ERROR' }, 500)],
    ['400', () => json({ error: 'INVALID_TIME' }, 400)],
    ['a network error', networkError],
    ['an object instead of a list', () => json({ tests: TESTS })],
    ['tests without names', () => json([{ groups: [] }])],
    ['groups of the wrong shape', () => json([{ name: 'checkout', groups: 'control' }])],
    ['a list of strings', () => json(['checkout'])],
    ['a body that is not JSON', () => new Response('[{')],
  ])('fails on %s, logs it and leaves only the none option', async (_case, testsAt) => {
    handlers.checkAuth = () =>
      json({
        status: 'SUCCESS',
        dateTime: REPORTED,
        abTestName: 'checkout',
        abTestGroup: 'control',
      });
    handlers.testsAt = testsAt;
    await openedSettings();
    expect($staffPreview.get()).toMatchObject({ testsStatus: 'failed', tests: [] });
    expect($staffPreview.get().form).toMatchObject({ testName: '', groupName: '' });
    expect(getLogEntries().map((entry) => entry.message)).toContain(
      'The active A/B tests could not be loaded',
    );
  });

  it('takes a test whose groups are missing or null as a test with no groups', async () => {
    handlers.testsAt = () => json([{ name: 'a' }, { name: 'b', groups: null }]);
    await openedSettings();
    expect($staffPreview.get().tests).toEqual([
      { name: 'a', groups: [] },
      { name: 'b', groups: [] },
    ]);
  });
});

describe('applying the settings', () => {
  it('refuses a test without a group and sends nothing', async () => {
    await openedSettings();
    chooseAbTest('checkout');
    await expect(applyPreviewSettings()).resolves.toBe('groupMissing');
    expect(callsTo('token')).toHaveLength(0);
    expect($staffPreview.get()).toMatchObject({ applyStatus: 'groupMissing', groupRequired: true });
  });

  it('posts the test and group in the query and the date-time in the body', async () => {
    await openedSettings();
    changePreviewDate('2026-12-24');
    changePreviewTime('18:05');
    chooseAbTest('checkout');
    chooseAbTestGroup('sticky');
    await expect(applyPreviewSettings()).resolves.toBe('applied');
    const [url, init] = callsTo('token')[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(url?.searchParams.get('test')).toBe('checkout');
    expect(url?.searchParams.get('group')).toBe('sticky');
    const previewDateTime = new Date(2026, 11, 24, 18, 5).toISOString();
    expect(JSON.parse(String(init?.body))).toEqual({ previewDateTime });
    expect($staffPreview.get().current).toEqual({
      date: '2026-12-24',
      time: '18:05',
      testName: 'checkout',
      groupName: 'sticky',
    });
  });

  it('sends an empty A/B selection as empty test and group', async () => {
    await openedSettings();
    await expect(applyPreviewSettings()).resolves.toBe('applied');
    const [url] = callsTo('token')[0] ?? [];
    expect(url?.search).toBe('?test=&group=');
  });

  it('sends hostile names encoded, each inside its own parameter', async () => {
    const test = 'a&group=evil#<script>alert(1)</script>';
    const group = 'ctrl?x=1&test=b %2F';
    handlers.testsAt = () => json([{ name: test, groups: [{ name: group }] }]);
    await openedSettings();
    chooseAbTest(test);
    chooseAbTestGroup(group);
    await applyPreviewSettings();
    const [url] = callsTo('token')[0] ?? [];
    expect(url?.searchParams.getAll('test')).toEqual([test]);
    expect(url?.searchParams.getAll('group')).toEqual([group]);
    expect(url?.hash).toBe('');
  });

  it('uses the current time for a date that is not YYYY-MM-DD and logs an error', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:15:30.000Z'));
    await openedSettings();
    changePreviewDate('');
    await applyPreviewSettings();
    const [, init] = callsTo('token')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      previewDateTime: '2026-11-22T10:15:30.000Z',
    });
    expect(getLogEntries()).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'The preview date is not YYYY-MM-DD; the current time is used',
      }),
    );
  });

  it("applies the day's start for a time that is not HH:MM and logs it", async () => {
    await openedSettings();
    changePreviewDate('2026-12-24');
    changePreviewTime('');
    await flush();
    // asking for the tests while the field is being edited logs nothing
    expect(getLogEntries()).toEqual([]);
    await applyPreviewSettings();
    const [, init] = callsTo('token')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      previewDateTime: new Date(2026, 11, 24).toISOString(),
    });
    expect(getLogEntries()).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: "The preview time is not HH:MM; the day's start (00:00) is used",
        context: { source: 'preview', time: '' },
      }),
    ]);
  });

  it('logs no fallback for a date and time as the fields give them', async () => {
    await openedSettings();
    await applyPreviewSettings();
    expect(getLogEntries()).toEqual([]);
  });

  it('fails when the token call has not answered after 15 s', async () => {
    await openedSettings();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    handlers.token = hang;
    const applied = applyPreviewSettings();
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect($staffPreview.get().applyStatus).toBe('applying');
    await vi.advanceTimersByTimeAsync(1);
    expect($staffPreview.get().applyStatus).toBe('failed');
    await expect(applied).resolves.toBe('failed');
    expect(callsTo('token')[0]?.[1].signal?.aborted).toBe(true);
  });

  it.each<[string, Handler]>([
    ['BAD_REQUEST (400)', () => json({ status: 'BAD_REQUEST', message: 'no' }, 400)],
    ['UNAUTHORIZED (401)', () => json({ status: 'UNAUTHORIZED' }, 401)],
    ['INTERNAL_ERROR (500)', () => json({ status: 'INTERNAL_ERROR' }, 500)],
    ['200 with BAD_REQUEST', () => json({ status: 'BAD_REQUEST' })],
    ['200 with an unknown status', () => json({ status: 'MAYBE' })],
    ['a malformed answer', () => json({ status: { text: 'SUCCESS' } })],
    ['a network error', networkError],
  ])('fails on %s', async (_case, token) => {
    handlers.token = token;
    await openedSettings();
    const before = $staffPreview.get().current;
    await expect(applyPreviewSettings()).resolves.toBe('failed');
    expect($staffPreview.get().applyStatus).toBe('failed');
    expect($staffPreview.get().current).toEqual(before);
  });

  it('is applying while the call is on its way, and a second apply sends nothing', async () => {
    await openedSettings();
    handlers.token = hang;
    void applyPreviewSettings();
    await flush();
    expect($staffPreview.get().applyStatus).toBe('applying');
    await expect(applyPreviewSettings()).resolves.toBe('applying');
    expect(callsTo('token')).toHaveLength(1);
  });
});

describe('logout', () => {
  it('hides the panel at once and calls logout', async () => {
    await authorisedSession();
    handlers.logout = hang;
    void logoutStaffPreview();
    expect($staffPreview.get().auth).toBe('loggedOut');
    await flush();
    expect(callsTo('logout')).toHaveLength(1);
  });

  it('only logs a failed logout', async () => {
    handlers.logout = () => json({ status: 'INTERNAL_ERROR' }, 500);
    await authorisedSession();
    await logoutStaffPreview();
    expect($staffPreview.get().auth).toBe('loggedOut');
    expect(getLogEntries()).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'The staff preview logout failed' }),
    );
  });

  it('keeps the panel away for the rest of the page, also for an element added later', async () => {
    const disconnect = await authorisedSession();
    await logoutStaffPreview();
    disconnect();
    connectStaffPreview();
    await flush();
    expect($staffPreview.get().auth).toBe('loggedOut');
    expect(callsTo('checkAuth')).toHaveLength(1);
  });

  it('drops the answer of an apply that was on its way', async () => {
    await openedSettings();
    let answer: (response: Response) => void = () => undefined;
    handlers.token = () => new Promise((resolve) => (answer = resolve));
    const applied = applyPreviewSettings();
    await flush();
    await logoutStaffPreview();
    answer(json({ status: 'SUCCESS' }));
    await applied;
    expect($staffPreview.get().auth).toBe('loggedOut');
    expect($staffPreview.get().applyStatus).toBe('idle');
  });
});
