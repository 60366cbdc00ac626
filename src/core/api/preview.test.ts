import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLogEntries, resetLogger } from '../logger';
import {
  checkPreviewAuth,
  fetchActiveAbTests,
  logoutPreviewSession,
  renewPreviewSession,
  requestAbTestAssignment,
  requestPreviewToken,
} from './preview';

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status });
const lastCall = (): { url: URL; init: RequestInit } => {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: new URL(String(url)), init: init ?? {} };
};

beforeEach(() => {
  resetLogger();
  fetchMock = vi.fn(() => Promise.resolve(json({ status: 'SUCCESS' })));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  resetLogger();
});

describe('preview calls', () => {
  it('checks the staff session with a GET that is never cached', async () => {
    await expect(checkPreviewAuth()).resolves.toEqual({ status: 'SUCCESS' });
    const { url, init } = lastCall();
    expect(url.pathname).toBe('/service/preview/api/auth/checkauth');
    expect(init.method).toBe('GET');
    expect(init.cache).toBe('no-store');
    expect(init.credentials).toBe('include');
  });

  it('resolves the auth check to undefined after a failure, and logs it', async () => {
    fetchMock.mockResolvedValue(json({ status: 'UNAUTHORIZED' }, 401));
    await expect(checkPreviewAuth()).resolves.toBeUndefined();
    expect(getLogEntries()[0]).toMatchObject({
      level: 'error',
      message: 'preview checkauth request failed with status 401',
    });
  });

  it.each([
    ['renewal', renewPreviewSession, '/service/preview/api/auth/login/renew', 'warn'],
    ['logout', logoutPreviewSession, '/service/preview/api/auth/logout', 'error'],
  ] as const)(
    'sends the %s as a GET, never rejects and logs a failure',
    async (_name, call, path, level) => {
      await call();
      expect(lastCall().url.pathname).toBe(path);
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      await expect(call()).resolves.toBeUndefined();
      expect(getLogEntries()).toEqual([expect.objectContaining({ level })]);
    },
  );

  it('asks for the A/B assignment and ignores a failure without logging', async () => {
    await requestAbTestAssignment();
    expect(lastCall().url.pathname).toBe('/service/abtestfrontend/api/v1/getassignment');
    fetchMock.mockResolvedValue(json({}, 500));
    await expect(requestAbTestAssignment()).resolves.toBeUndefined();
    expect(getLogEntries()).toEqual([]);
  });

  it('asks for the tests at a time given as an encoded ISO date-time', async () => {
    fetchMock.mockResolvedValue(json([{ name: 'checkout', groups: [{ name: 'control' }] }]));
    await expect(fetchActiveAbTests('2026-12-01T07:30:00.000Z')).resolves.toEqual([
      { name: 'checkout', groups: [{ name: 'control' }] },
    ]);
    expect(lastCall().url.href).toBe(
      `${location.origin}/service/abtestfrontend/api/v1/gettestsat?time=2026-12-01T07%3A30%3A00.000Z`,
    );
  });

  it('rejects a test list of the wrong shape', async () => {
    fetchMock.mockResolvedValue(json({ tests: [] }));
    await expect(fetchActiveAbTests('2026-12-01T07:30:00.000Z')).rejects.toMatchObject({
      name: 'SchemaError',
    });
  });

  it('posts the token call with the selection in the query and the date-time as JSON', async () => {
    fetchMock.mockResolvedValue(json({ status: 'BAD_REQUEST' }));
    await expect(
      requestPreviewToken({
        test: 'checkout',
        group: 'a b&c',
        previewDateTime: '2026-12-01T07:30:00.000Z',
      }),
    ).resolves.toBe('BAD_REQUEST');
    const { url, init } = lastCall();
    expect(init.method).toBe('POST');
    expect(url.pathname + url.search).toBe(
      '/service/preview/api/token?test=checkout&group=a+b%26c',
    );
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"previewDateTime":"2026-12-01T07:30:00.000Z"}');
  });
});
