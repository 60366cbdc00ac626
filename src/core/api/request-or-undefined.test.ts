import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getLogEntries, resetLogger } from '../logger';
import { requestOrUndefined } from './request-or-undefined';

const schema = v.object({ ok: v.boolean() });
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetLogger();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('requestOrUndefined', () => {
  it('resolves with the validated data and logs nothing', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
    await expect(requestOrUndefined('/x', { schema, logSource: 'navigation' })).resolves.toEqual({
      ok: true,
    });
    expect(getLogEntries()).toEqual([]);
  });

  it('resolves undefined and logs an error with the status for a non-OK answer', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503 }));
    await expect(
      requestOrUndefined('/jsonflyoutnavigation', { schema, logSource: 'navigation' }),
    ).resolves.toBeUndefined();
    expect(getLogEntries()).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'navigation request failed with status 503',
        context: { source: 'navigation', path: '/jsonflyoutnavigation', status: 503 },
      }),
    ]);
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'FetchError'],
    ['a body of the wrong shape', () => Promise.resolve(new Response('{"ok":1}')), 'SchemaError'],
    ['malformed JSON', () => Promise.resolve(new Response('{')), 'SchemaError'],
  ])('resolves undefined and logs the exception for %s', async (_case, answer, errorName) => {
    fetchMock.mockImplementation(answer);
    await expect(
      requestOrUndefined('/x', { schema, logSource: 'footer' }),
    ).resolves.toBeUndefined();
    expect(getLogEntries()[0]).toMatchObject({
      level: 'error',
      message: 'footer request failed',
      context: { source: 'footer', path: '/x', error: { name: errorName } },
    });
  });

  it('resolves undefined quietly when the caller aborts', async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const pending = requestOrUndefined('/x', {
      schema,
      logSource: 'search',
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).resolves.toBeUndefined();
    expect(getLogEntries()).toEqual([]);
  });
});
