/**
 * The bundle's logger (spec header §7 "Error logs are posted as JSON to a configurable logging
 * service url", §9 "Log buffer 100 entries").
 *
 * Every entry lands in an in-memory ring buffer (the last 100, for support and the demo panel).
 * Warnings and errors also go to the console with a `[shop-elements]` prefix. Errors are posted
 * to the logging service, and only when logging is enabled: the spec speaks of error logs only,
 * and posting warnings from every visitor would flood the service.
 *
 * The logger is the bottom of the core: it imports nothing that logs, so it cannot recurse.
 */

import { LOG_BUFFER_SIZE } from './config';

export type LogLevel = 'error' | 'warn' | 'info';
export type LogContext = Readonly<Record<string, unknown>>;

export interface LogEntry {
  readonly level: LogLevel;
  readonly message: string;
  readonly context: LogContext | undefined;
  /** ISO 8601. */
  readonly timestamp: string;
}

export interface LoggerConfig {
  /** spec header §7: posts happen only when enabled. */
  readonly enabled: boolean;
  readonly url: string;
  readonly applicationId: string;
  readonly serviceName: string;
}

/** What the logging service receives (spec header §7: application id, service name, session id, context). */
export interface LogPayload {
  readonly applicationId: string;
  readonly serviceName: string;
  readonly sessionId: string;
  readonly context: LogContext | undefined;
  readonly level: LogLevel;
  readonly message: string;
  readonly timestamp: string;
}

const CONSOLE_PREFIX = '[shop-elements]';

const DEFAULT_CONFIG: LoggerConfig = {
  enabled: false,
  url: '',
  applicationId: 'shop-elements',
  serviceName: 'shop-elements',
};

let config: LoggerConfig = DEFAULT_CONFIG;
let buffer: LogEntry[] = [];
let loggedOnceKeys = new Set<string>();
let sessionId: string | undefined;

export function configureLogger(update: Partial<LoggerConfig>): void {
  config = { ...config, ...update };
}

export function getLoggerConfig(): LoggerConfig {
  return config;
}

/** Oldest first. */
export function getLogEntries(): readonly LogEntry[] {
  return buffer.slice();
}

/** Back to the state of a fresh page load except for the session id (tests, demo reset). */
export function resetLogger(): void {
  config = DEFAULT_CONFIG;
  buffer = [];
  loggedOnceKeys = new Set();
}

/** One id per page load, so the logging service can group one visit's entries. */
export function getSessionId(): string {
  sessionId ??= createSessionId();
  return sessionId;
}

function createSessionId(): string {
  try {
    // randomUUID exists only in secure contexts; plain-http test shops fall through
    if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
      return crypto.randomUUID();
    }
    if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') {
      const bytes = crypto.getRandomValues(new Uint8Array(16));
      return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    }
  } catch {
    // fall through to the non-cryptographic id: it only groups log lines
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function log(level: LogLevel, message: string, context?: LogContext): void {
  try {
    const entry: LogEntry = {
      level,
      message: String(message),
      context: context === undefined ? undefined : toSerializableContext(context),
      timestamp: new Date().toISOString(),
    };
    buffer.push(entry);
    if (buffer.length > LOG_BUFFER_SIZE) buffer.splice(0, buffer.length - LOG_BUFFER_SIZE);
    writeToConsole(entry);
    if (level === 'error') post(entry);
  } catch {
    // logging must never break the element that logs
  }
}

export const logger = {
  error: (message: string, context?: LogContext): void => log('error', message, context),
  warn: (message: string, context?: LogContext): void => log('warn', message, context),
  info: (message: string, context?: LogContext): void => log('info', message, context),
} as const;

/**
 * Logs only the first time `key` is seen in this page load. An element's error boundary uses it
 * so a render loop does not flood the buffer and the logging service. Returns whether it logged.
 */
export function logOnce(
  key: string,
  level: LogLevel,
  message: string,
  context?: LogContext,
): boolean {
  if (loggedOnceKeys.has(key)) return false;
  loggedOnceKeys.add(key);
  log(level, message, context);
  return true;
}

/** Turns Error values into plain data: `JSON.stringify(new Error())` is `{}`. */
export function describeError(error: unknown): { name: string; message: string } {
  if (error instanceof Error) return { name: error.name, message: error.message };
  if (typeof error === 'object' && error !== null) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return {
      name: typeof name === 'string' ? name : 'Unknown',
      message: typeof message === 'string' ? message : safeString(error),
    };
  }
  return { name: typeof error, message: safeString(error) };
}

function safeString(value: unknown): string {
  try {
    return String(value);
  } catch {
    return 'unprintable value';
  }
}

function toSerializableContext(context: LogContext): LogContext {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(context)) {
    result[key] = value instanceof Error ? describeError(value) : value;
  }
  return result;
}

function writeToConsole(entry: LogEntry): void {
  if (typeof console === 'undefined' || entry.level === 'info') return;
  const write = entry.level === 'error' ? console.error : console.warn;
  if (entry.context === undefined) write(CONSOLE_PREFIX, entry.message);
  else write(CONSOLE_PREFIX, entry.message, entry.context);
}

function post(entry: LogEntry): void {
  if (!config.enabled || !config.url || typeof fetch !== 'function') return;
  try {
    const payload: LogPayload = {
      applicationId: config.applicationId,
      serviceName: config.serviceName,
      sessionId: getSessionId(),
      context: entry.context,
      level: entry.level,
      message: entry.message,
      timestamp: entry.timestamp,
    };
    fetch(config.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: serializePayload(payload),
      // keepalive lets the post outlive a navigation that follows the error
      keepalive: true,
      // the logging service identifies visits by sessionId, it needs no shop cookies
      credentials: 'omit',
    }).catch(() => {
      // a failing logging service is not logged: that would post again, and again
    });
  } catch {
    // fetch refusing the request synchronously: dropped for the same reason
  }
}

function serializePayload(payload: LogPayload): string {
  try {
    return JSON.stringify(payload);
  } catch {
    // a circular or BigInt context must not cost the error itself
    return JSON.stringify({ ...payload, context: { unserializable: true } });
  }
}
