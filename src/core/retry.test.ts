// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUGGESTION_RETRY } from './config';
import { ResponseError } from './http';
import { getLogEntries, resetLogger } from './logger';
import { RetryTimeoutError, getBackoffDelay, retry } from './retry';

beforeEach(() => {
  resetLogger();
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
});

function messages(): string[] {
  return getLogEntries().map((entry) => entry.message);
}

/** Settles the promise into a readable state without an unhandled rejection. */
function observe<T>(promise: Promise<T>): {
  state: () => 'pending' | 'resolved' | 'rejected';
  value: () => unknown;
} {
  let state: 'pending' | 'resolved' | 'rejected' = 'pending';
  let value: unknown;
  promise.then(
    (result) => {
      state = 'resolved';
      value = result;
    },
    (error: unknown) => {
      state = 'rejected';
      value = error;
    },
  );
  return { state: () => state, value: () => value };
}

describe('getBackoffDelay', () => {
  it.each([
    ['fixed', 1, 100, 300_000, 100],
    ['fixed', 7, 100, 300_000, 100],
    ['fixed', 1, 100, 50, 50],
    ['linear', 1, 100, 300_000, 100],
    ['linear', 2, 100, 300_000, 200],
    ['linear', 10, 100, 300_000, 1_000],
    ['linear', 10, 100, 500, 500],
    ['exponential', 1, 100, 300_000, 100],
    ['exponential', 2, 100, 300_000, 200],
    ['exponential', 3, 100, 300_000, 400],
    ['exponential', 10, 100, 300_000, 51_200],
    ['exponential', 13, 100, 300_000, 300_000],
    ['exponential', 2_000, 100, 300_000, 300_000],
    ['exponential', 0, 100, 300_000, 100],
    ['linear', -3, 100, 300_000, 100],
    ['linear', Number.NaN, 100, 300_000, 100],
    ['fixed', 1, -100, 300_000, 0],
    ['fixed', 1, Number.NaN, 300_000, 0],
    ['fixed', 1, 100, Number.NaN, 100],
    ['fixed', 1, 100, -1, 0],
  ] as const)(
    'gives %s retry %d with delay %d and cap %d a wait of %d ms',
    (kind, attempt, delay, max, expected) => {
      expect(getBackoffDelay(kind, attempt, delay, max)).toBe(expected);
    },
  );
});

describe('retry', () => {
  it('resolves with the first success without waiting', async () => {
    const fn = vi.fn(() => Promise.resolve('ok'));
    await expect(retry(fn)).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledOnce();
    expect(fn).toHaveBeenCalledWith({ attempt: 0, signal: expect.any(AbortSignal) });
  });

  it('retries after the default fixed 100 ms and resolves once a call succeeds', async () => {
    const fn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('one'))
      .mockRejectedValueOnce(new Error('two'))
      .mockResolvedValue('three');
    const result = observe(retry(fn));
    await vi.advanceTimersByTimeAsync(99);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(result.state()).toBe('resolved');
    expect(result.value()).toBe('three');
    expect(messages()).toEqual([]);
  });

  it('makes 11 calls by default, then logs and rejects with the last error', async () => {
    let calls = 0;
    const result = observe(retry(() => Promise.reject(new Error(`failure ${++calls}`))));
    await vi.advanceTimersByTimeAsync(10 * 100);
    expect(calls).toBe(11);
    expect(result.state()).toBe('rejected');
    expect((result.value() as Error).message).toBe('failure 11');
    expect(messages()).toEqual(['All retries failed']);
    expect(getLogEntries()[0]?.level).toBe('error');
  });

  it.each([
    ['linear', [100, 200, 300]],
    ['exponential', [100, 200, 400]],
  ] as const)('waits with %s backoff', async (backoff, waits) => {
    const callTimes: number[] = [];
    const start = Date.now();
    const result = observe(
      retry(
        () => {
          callTimes.push(Date.now() - start);
          return Promise.reject(new Error('down'));
        },
        { backoff, retries: 3 },
      ),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    const gaps = callTimes.slice(1).map((time, index) => time - (callTimes[index] ?? 0));
    expect(gaps).toEqual(waits);
    expect(result.state()).toBe('rejected');
  });

  it('caps the wait at maxBackoffMs', async () => {
    const callTimes: number[] = [];
    const start = Date.now();
    observe(
      retry(
        () => {
          callTimes.push(Date.now() - start);
          return Promise.reject(new Error('down'));
        },
        {
          backoff: 'exponential',
          delayMs: 1_000,
          maxBackoffMs: 3_000,
          retries: 4,
          timeoutMs: Infinity,
        },
      ),
    );
    await vi.advanceTimersByTimeAsync(20_000);
    expect(callTimes).toEqual([0, 1_000, 3_000, 6_000, 9_000]);
  });

  it('stops at a not retryable error and logs it', async () => {
    const fn = vi.fn(() => Promise.reject(new ResponseError(404, undefined, '/x')));
    const result = observe(retry(fn, { shouldRetry: () => false }));
    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledOnce();
    expect(result.state()).toBe('rejected');
    expect(result.value()).toBeInstanceOf(ResponseError);
    expect(messages()).toEqual(['Met not retryable error']);
  });

  it('treats a throwing shouldRetry as not retryable', async () => {
    const result = observe(
      retry(() => Promise.reject(new Error('x')), {
        shouldRetry: () => {
          throw new Error('predicate bug');
        },
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(result.state()).toBe('rejected');
    expect(messages()).toEqual(['Met not retryable error']);
  });

  it('handles a function that throws synchronously like a rejection', async () => {
    const fn = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => {
        throw new Error('sync');
      })
      .mockResolvedValue('fine');
    const result = observe(retry(fn));
    await vi.advanceTimersByTimeAsync(100);
    expect(result.value()).toBe('fine');
  });

  it('times out after 60000 ms by default, logs it and aborts the running call', async () => {
    let attemptSignal: AbortSignal | undefined;
    const result = observe(
      retry(({ signal }) => {
        attemptSignal = signal;
        return new Promise<never>(() => undefined);
      }),
    );
    await vi.advanceTimersByTimeAsync(59_999);
    expect(result.state()).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(result.state()).toBe('rejected');
    expect(result.value()).toBeInstanceOf(RetryTimeoutError);
    expect((result.value() as Error).message).toBe('Timeout after 60000ms');
    expect(messages()).toEqual(['Timeout after 60000ms']);
    expect(attemptSignal?.aborted).toBe(true);
  });

  it('times out during the wait between calls and makes no further call', async () => {
    const fn = vi.fn(() => Promise.reject(new Error('down')));
    const result = observe(retry(fn, { delayMs: 1_000, timeoutMs: 1_500 }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(result.value()).toMatchObject({
      message: 'Timeout after 1500ms',
      lastError: new Error('down'),
    });
  });

  it('rejects with the abort reason when the caller aborts, and stops calling', async () => {
    const controller = new AbortController();
    const fn = vi.fn(() => Promise.reject(new Error('down')));
    const result = observe(retry(fn, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(150);
    controller.abort(new DOMException('left the page', 'AbortError'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(result.state()).toBe('rejected');
    expect((result.value() as DOMException).message).toBe('left the page');
    expect(messages()).toEqual([]);
  });

  it('rejects at once for an already aborted signal', async () => {
    const fn = vi.fn(() => Promise.resolve(1));
    await expect(retry(fn, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fn).not.toHaveBeenCalled();
  });

  it('logs at the requested level with the given context', async () => {
    observe(
      retry(() => Promise.reject(new Error('x')), {
        retries: 0,
        logLevel: 'warn',
        logContext: { source: 'tracking' },
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(getLogEntries()[0]).toMatchObject({
      level: 'warn',
      message: 'All retries failed',
      context: { source: 'tracking', attempts: 1 },
    });
  });

  it('logs nothing at the level none, leaving it to the caller', async () => {
    observe(retry(() => Promise.reject(new Error('x')), { retries: 1, logLevel: 'none' }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(getLogEntries()).toEqual([]);
  });

  it('falls back to the defaults for invalid numbers', async () => {
    const fn = vi.fn(() => Promise.reject(new Error('down')));
    observe(retry(fn, { retries: Number.NaN, delayMs: -5, timeoutMs: Number.NaN }));
    await vi.advanceTimersByTimeAsync(10 * 100);
    expect(fn).toHaveBeenCalledTimes(11);
  });
});

describe('the suggestion call policy (spec header §7)', () => {
  const suggestionPolicy = {
    backoff: 'fixed',
    retries: SUGGESTION_RETRY.retries,
    delayMs: SUGGESTION_RETRY.delayMs,
    shouldRetry: (error: unknown) =>
      error instanceof ResponseError && error.status >= SUGGESTION_RETRY.minRetriedStatus,
  } as const;

  it('retries up to 4 times, 2 s apart, while the status is 400 or higher', async () => {
    const callTimes: number[] = [];
    const start = Date.now();
    const result = observe(
      retry(() => {
        callTimes.push(Date.now() - start);
        return Promise.reject(
          new ResponseError(503, undefined, '/service/searchfrontend/api/suggestions'),
        );
      }, suggestionPolicy),
    );
    await vi.advanceTimersByTimeAsync(20_000);
    expect(callTimes).toEqual([0, 2_000, 4_000, 6_000, 8_000]);
    expect((result.value() as ResponseError).status).toBe(503);
    expect(messages()).toEqual(['All retries failed']);
  });

  it('resolves as soon as a retry succeeds', async () => {
    const fn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ResponseError(400, undefined, '/s'))
      .mockResolvedValue('suggestions');
    const result = observe(retry(fn, suggestionPolicy));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(result.value()).toBe('suggestions');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('does not retry what is not a 400-or-higher status', async () => {
    const fn = vi.fn(() => Promise.reject(new TypeError('offline')));
    const result = observe(retry(fn, suggestionPolicy));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fn).toHaveBeenCalledOnce();
    expect(result.state()).toBe('rejected');
  });
});
