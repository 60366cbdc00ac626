// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  configureLogger,
  describeError,
  getLogEntries,
  getSessionId,
  logOnce,
  logger,
  resetLogger,
  type LogPayload,
} from './logger';

const ENABLED = {
  enabled: true,
  url: 'https://logs.example.test/ingest',
  applicationId: 'shop',
  serviceName: 'header',
};

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetLogger();
  fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  resetLogger();
});

function postedPayload(call = 0): LogPayload {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit;
  return JSON.parse(init.body as string) as LogPayload;
}

describe('buffer', () => {
  it('keeps entries of every level in order', () => {
    logger.info('one');
    logger.warn('two', { step: 2 });
    logger.error('three');
    expect(getLogEntries().map(({ level, message, context }) => [level, message, context])).toEqual(
      [
        ['info', 'one', undefined],
        ['warn', 'two', { step: 2 }],
        ['error', 'three', undefined],
      ],
    );
  });

  it('keeps the last 100 entries and drops the oldest', () => {
    for (let index = 0; index < 130; index += 1) logger.info(`entry ${index}`);
    const entries = getLogEntries();
    expect(entries).toHaveLength(100);
    expect(entries[0]?.message).toBe('entry 30');
    expect(entries.at(-1)?.message).toBe('entry 129');
  });

  it('stamps entries with an ISO timestamp', () => {
    logger.info('now');
    expect(getLogEntries()[0]?.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('turns errors in the context into name and message', () => {
    logger.warn('failed', { error: new TypeError('bad') });
    expect(getLogEntries()[0]?.context).toEqual({ error: { name: 'TypeError', message: 'bad' } });
  });
});

describe('console', () => {
  it('writes warnings and errors with the prefix and leaves info out', () => {
    logger.info('quiet');
    logger.warn('careful');
    logger.error('broken', { status: 500 });
    expect(console.warn).toHaveBeenCalledExactlyOnceWith('[shop-elements]', 'careful');
    expect(console.error).toHaveBeenCalledExactlyOnceWith('[shop-elements]', 'broken', {
      status: 500,
    });
  });
});

describe('posting to the logging service', () => {
  it('posts nothing while disabled', () => {
    configureLogger({ ...ENABLED, enabled: false });
    logger.error('not sent');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts nothing without a url', () => {
    configureLogger({ ...ENABLED, url: '' });
    logger.error('not sent');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts errors as JSON with keepalive when enabled', () => {
    configureLogger(ENABLED);
    logger.error('cart failed', { status: 503 });
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(ENABLED.url);
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(postedPayload()).toEqual({
      applicationId: 'shop',
      serviceName: 'header',
      sessionId: getSessionId(),
      context: { status: 503 },
      level: 'error',
      message: 'cart failed',
      timestamp: getLogEntries()[0]?.timestamp,
    });
  });

  it('posts only errors, not warnings or info', () => {
    configureLogger(ENABLED);
    logger.info('info');
    logger.warn('warn');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps one session id for the page load', () => {
    configureLogger(ENABLED);
    logger.error('first');
    logger.error('second');
    expect(postedPayload(0).sessionId).toBe(postedPayload(1).sessionId);
    expect(postedPayload(0).sessionId).not.toBe('');
  });

  it('swallows a rejected post without logging it', async () => {
    configureLogger(ENABLED);
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(() => logger.error('service down')).not.toThrow();
    await Promise.resolve();
    await Promise.resolve();
    expect(getLogEntries()).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('swallows a fetch that throws synchronously', () => {
    configureLogger(ENABLED);
    fetchMock.mockImplementation(() => {
      throw new TypeError('keepalive body too large');
    });
    expect(() => logger.error('big')).not.toThrow();
    expect(getLogEntries()).toHaveLength(1);
  });

  it('still posts the error when its context cannot be serialised', () => {
    configureLogger(ENABLED);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    logger.error('odd context', { circular });
    expect(postedPayload().message).toBe('odd context');
    expect(postedPayload().context).toEqual({ unserializable: true });
  });
});

describe('logOnce', () => {
  it('logs a key only the first time', () => {
    expect(logOnce('boundary:shop-header', 'error', 'render failed')).toBe(true);
    expect(logOnce('boundary:shop-header', 'error', 'render failed')).toBe(false);
    expect(logOnce('boundary:shop-footer', 'error', 'render failed')).toBe(true);
    expect(getLogEntries()).toHaveLength(2);
  });
});

describe('getSessionId', () => {
  it('falls back to a random id without crypto.randomUUID', async () => {
    vi.resetModules();
    vi.stubGlobal('crypto', { getRandomValues: undefined, randomUUID: undefined });
    const fresh = await import('./logger');
    expect(fresh.getSessionId()).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
  });

  it('uses crypto.getRandomValues when randomUUID is missing (plain http)', async () => {
    vi.resetModules();
    vi.stubGlobal('crypto', {
      getRandomValues: (bytes: Uint8Array) => bytes.fill(171),
    });
    const fresh = await import('./logger');
    expect(fresh.getSessionId()).toBe('ab'.repeat(16));
  });
});

describe('describeError', () => {
  it.each([
    [new RangeError('out'), { name: 'RangeError', message: 'out' }],
    [
      { name: 'AbortError', message: 'stop' },
      { name: 'AbortError', message: 'stop' },
    ],
    ['plain', { name: 'string', message: 'plain' }],
    [undefined, { name: 'undefined', message: 'undefined' }],
  ])('describes %j', (error, expected) => {
    expect(describeError(error)).toEqual(expected);
  });
});
