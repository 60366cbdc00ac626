/**
 * Web storage that survives what browsers do to it: the `localStorage` getter throws a
 * SecurityError when storage is blocked (cookies off, sandboxed iframe), the property is null in
 * some embedded webviews, and setItem throws QuotaExceededError when the origin's quota is used
 * up or in some private modes. All of that is survived silently (docs/architecture.md "Storage, cookies, tracking"): reads
 * give undefined, writes give false, and an info entry goes to the log buffer once.
 */

import * as v from 'valibot';
import { STORAGE_LIMITS } from './config';
import { logger, logOnce } from './logger';
import type { Platform } from './sites';

export type StorageArea = 'local' | 'session';

function getStorage(area: StorageArea): Storage | undefined {
  try {
    const storage = area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return storage ?? undefined;
  } catch (error) {
    logOnce(`storage-unavailable-${area}`, 'info', `${area}Storage is not available`, { error });
    return undefined;
  }
}

export function getItem(key: string, area: StorageArea = 'local'): string | undefined {
  try {
    return getStorage(area)?.getItem(key) ?? undefined;
  } catch (error) {
    logOnce(`storage-read-${area}`, 'info', `${area}Storage refused a read`, { key, error });
    return undefined;
  }
}

/** Returns whether the value was stored. */
export function setItem(key: string, value: string, area: StorageArea = 'local'): boolean {
  const storage = getStorage(area);
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch (error) {
    // QuotaExceededError lands here; the caller decides whether a smaller value is worth a try
    logger.info(`${area}Storage refused a write`, { key, length: value.length, error });
    return false;
  }
}

/** Returns whether the key is gone afterwards. */
export function removeItem(key: string, area: StorageArea = 'local'): boolean {
  const storage = getStorage(area);
  if (!storage) return false;
  try {
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads and validates a JSON value. Absent, unparsable or wrongly shaped values give undefined;
 * the latter two are logged as warnings (another script or an older bundle wrote the key) without
 * the stored value itself, which may be personal.
 */
export function readJSON<TSchema extends v.GenericSchema>(
  key: string,
  schema: TSchema,
  area: StorageArea = 'local',
): v.InferOutput<TSchema> | undefined {
  const raw = getItem(key, area);
  if (raw === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    logger.warn('Stored value is not valid JSON', { key, area });
    return undefined;
  }
  const result = v.safeParse(schema, parsed);
  if (result.success) return result.output;
  logger.warn('Stored value has an unexpected shape', {
    key,
    area,
    issues: result.issues.map((issue) => issue.message),
  });
  return undefined;
}

/** Stores `value` as JSON; false when it cannot be serialised or stored. */
export function writeJSON(key: string, value: unknown, area: StorageArea = 'local'): boolean {
  const json = stringify(value);
  return json === undefined ? false : setItem(key, json, area);
}

function stringify(value: unknown): string | undefined {
  try {
    // JSON.stringify(undefined) is undefined, which setItem would store as the text "undefined"
    return JSON.stringify(value) ?? undefined;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Character budgets (spec header §9 "Local storage limits: desktop max 10000, desktop min 5000,
// mobile 2500").
//
// Read as the number of characters one stored value (its JSON text) may take. Desktop platforms
// (CLASSIC, TABLET) aim for 10000; when the browser's quota refuses that, a desktop settles for
// 5000 before giving up. Mobile platforms (MATCH, SMARTPHONE) have less storage to share with
// everything else on the origin and keep 2500. The lists that grow without bound (the product
// history) are written through writeBoundedList, which keeps the newest entries that fit.

function isMobilePlatform(platform: Platform): boolean {
  return platform === 'MATCH' || platform === 'SMARTPHONE';
}

/** The character budget a stored value aims for on this platform. */
export function getStorageLimit(platform: Platform): number {
  return isMobilePlatform(platform) ? STORAGE_LIMITS.mobile : STORAGE_LIMITS.desktopMax;
}

/** The budget tried after the browser refused getStorageLimit's. */
export function getStorageFallbackLimit(platform: Platform): number {
  return isMobilePlatform(platform) ? STORAGE_LIMITS.mobile : STORAGE_LIMITS.desktopMin;
}

export interface BoundedListOptions {
  /** Count cap applied before the character budget, e.g. PRODUCT_HISTORY_MAX_ENTRIES. */
  readonly maxEntries?: number;
  readonly area?: StorageArea;
}

/**
 * Writes `entries` (chronological: oldest first, newest last) as a JSON array, dropping the
 * oldest entries until the text fits the platform's budget. Returns the entries actually stored,
 * or undefined when nothing could be stored (storage off, quota even at the fallback budget,
 * unserialisable entries). A single entry larger than the budget leaves an empty list.
 */
export function writeBoundedList<T>(
  key: string,
  entries: readonly T[],
  platform: Platform,
  options: BoundedListOptions = {},
): readonly T[] | undefined {
  const area = options.area ?? 'local';
  const maxEntries = options.maxEntries;
  const capped =
    maxEntries !== undefined && maxEntries >= 0 && entries.length > maxEntries
      ? entries.slice(entries.length - Math.floor(maxEntries))
      : entries;
  const sizes = entrySizes(capped);
  if (!sizes) return undefined;
  const limits = new Set([getStorageLimit(platform), getStorageFallbackLimit(platform)]);
  for (const limit of limits) {
    const kept = capped.slice(firstIndexThatFits(sizes, limit));
    const json = stringify(kept);
    if (json === undefined) return undefined;
    if (setItem(key, json, area)) return kept;
  }
  return undefined;
}

function entrySizes(entries: readonly unknown[]): number[] | undefined {
  const sizes: number[] = [];
  for (const entry of entries) {
    // inside an array undefined and functions become null, so measure each entry as an array
    const json = stringify([entry]);
    if (json === undefined) return undefined;
    sizes.push(json.length - 2);
  }
  return sizes;
}

/** The smallest start index such that `[entries[start..]]` as JSON fits `limit` characters. */
function firstIndexThatFits(sizes: readonly number[], limit: number): number {
  // brackets, plus one comma between each two entries
  let length = 2;
  let start = sizes.length;
  for (let index = sizes.length - 1; index >= 0; index -= 1) {
    const next = length + (sizes[index] ?? 0) + (start < sizes.length ? 1 : 0);
    if (next > limit) break;
    length = next;
    start = index;
  }
  return start;
}
