/**
 * The retry helper (spec header §9 "Retry helper defaults", §8 "Technical log messages").
 * Used by the suggestion call (4 retries, 2 s apart, while status >= 400) and the tracking client
 * (100 retries at 200 ms while the tracking API is missing); both policies are plain options.
 */

import { RETRY_DEFAULTS, type BackoffKind } from './config';
import { logger, type LogContext } from './logger';

export type { BackoffKind } from './config';

export interface RetryAttempt {
  /** 0 for the first call, n for the n-th retry. */
  readonly attempt: number;
  /** Aborted when the overall timeout passes or the caller's signal aborts. */
  readonly signal: AbortSignal;
}

export interface RetryOptions {
  readonly backoff?: BackoffKind;
  /** Base delay between attempts. */
  readonly delayMs?: number;
  /** Cap for one delay, however far linear or exponential growth goes. */
  readonly maxBackoffMs?: number;
  /** Retries after the first call: 10 retries means up to 11 calls. */
  readonly retries?: number;
  /** Whole operation, calls and delays together; Infinity disables it. */
  readonly timeoutMs?: number;
  /** Errors for which this answers false end the loop at once (default: every error is retried). */
  readonly shouldRetry?: (error: unknown, attempt: number) => boolean;
  readonly signal?: AbortSignal;
  /**
   * Level of the helper's own messages; 'none' leaves the logging to the caller (the tracking
   * client's lookup, which says once per page what it gave up).
   */
  readonly logLevel?: 'error' | 'warn' | 'none';
  /** Added to the helper's log entries so they say which operation gave up. */
  readonly logContext?: LogContext;
}

/** Rejection when the overall timeout passes; `lastError` is the latest failed attempt's error. */
export class RetryTimeoutError extends Error {
  override readonly name = 'RetryTimeoutError';
  constructor(
    readonly timeoutMs: number,
    readonly lastError: unknown,
  ) {
    super(`Timeout after ${timeoutMs}ms`);
  }
}

/**
 * The wait before retry number `attempt` (1-based): fixed `delay`, linear `delay * attempt`,
 * exponential `delay * 2^(attempt - 1)`; never above `max`, never negative.
 */
export function getBackoffDelay(
  kind: BackoffKind,
  attempt: number,
  delay: number,
  max: number,
): number {
  const base = Number.isFinite(delay) && delay > 0 ? delay : 0;
  const cap = Number.isNaN(max) ? Infinity : Math.max(0, max);
  const retryNumber = Number.isFinite(attempt) && attempt >= 1 ? Math.floor(attempt) : 1;
  let result: number;
  switch (kind) {
    case 'fixed':
      result = base;
      break;
    case 'linear':
      result = base * retryNumber;
      break;
    case 'exponential':
      result = base * 2 ** (retryNumber - 1);
      break;
    default:
      kind satisfies never;
      result = base;
  }
  return Math.min(result, cap);
}

function nonNegative(value: number | undefined, fallback: number): number {
  return value !== undefined && !Number.isNaN(value) && value >= 0 ? value : fallback;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * Calls `fn` until it resolves, a non-retryable error occurs, the retries are used up, the
 * overall timeout passes or `signal` aborts. Rejects with the last error (retries used up, not
 * retryable), a RetryTimeoutError, or the signal's reason.
 */
export function retry<T>(
  fn: (attempt: RetryAttempt) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const backoff = options.backoff ?? RETRY_DEFAULTS.backoff;
  const delayMs = nonNegative(options.delayMs, RETRY_DEFAULTS.delayMs);
  const maxBackoffMs = nonNegative(options.maxBackoffMs, RETRY_DEFAULTS.maxBackoffMs);
  const retries = Math.floor(nonNegative(options.retries, RETRY_DEFAULTS.retries));
  const timeoutMs = nonNegative(options.timeoutMs, RETRY_DEFAULTS.timeoutMs);
  const level = options.logLevel ?? 'error';
  const log = (message: string, context: LogContext): void => {
    if (level !== 'none') logger[level](message, { ...options.logContext, ...context });
  };

  const external = options.signal;
  if (external?.aborted) return Promise.reject(abortReason(external));

  return new Promise<T>((resolve, reject) => {
    const controller = new AbortController();
    let settled = false;
    let lastError: unknown;
    let delayTimer: ReturnType<typeof setTimeout> | undefined;
    let timeoutTimer: ReturnType<typeof setTimeout> | undefined;

    const finish = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(delayTimer);
      clearTimeout(timeoutTimer);
      external?.removeEventListener('abort', onExternalAbort);
      outcome();
    };
    function onExternalAbort(): void {
      const reason = abortReason(external as AbortSignal);
      controller.abort(reason);
      finish(() => reject(reason));
    }
    external?.addEventListener('abort', onExternalAbort, { once: true });

    // setTimeout overflows above 2^31 - 1 ms and would fire at once; such a timeout means "none"
    if (Number.isFinite(timeoutMs) && timeoutMs <= 2_147_483_647) {
      timeoutTimer = setTimeout(() => {
        const error = new RetryTimeoutError(timeoutMs, lastError);
        log(error.message, { timeoutMs });
        controller.abort(error);
        finish(() => reject(error));
      }, timeoutMs);
    }

    const run = (attempt: number): void => {
      let pending: Promise<T>;
      try {
        pending = fn({ attempt, signal: controller.signal });
      } catch (error) {
        pending = Promise.reject(error);
      }
      Promise.resolve(pending).then(
        (value) => finish(() => resolve(value)),
        (error: unknown) => {
          if (settled) return;
          lastError = error;
          let retryable: boolean;
          try {
            retryable = options.shouldRetry?.(error, attempt) ?? true;
          } catch {
            retryable = false;
          }
          if (!retryable) {
            log('Met not retryable error', { attempt, error });
            finish(() => reject(error));
            return;
          }
          if (attempt >= retries) {
            log('All retries failed', { attempts: attempt + 1, error });
            finish(() => reject(error));
            return;
          }
          const wait = getBackoffDelay(backoff, attempt + 1, delayMs, maxBackoffMs);
          delayTimer = setTimeout(() => run(attempt + 1), wait);
        },
      );
    };
    run(0);
  });
}
