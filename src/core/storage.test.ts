import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getLogEntries, resetLogger } from './logger';
import {
  getItem,
  getStorageFallbackLimit,
  getStorageLimit,
  readJSON,
  removeItem,
  setItem,
  writeBoundedList,
  writeJSON,
} from './storage';

beforeEach(() => {
  resetLogger();
});

function blockStorage(area: 'localStorage' | 'sessionStorage' = 'localStorage'): void {
  vi.spyOn(window, area, 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
}

/**
 * Replaces localStorage with an in-memory one whose setItem refuses values longer than
 * `quota` characters, the way a full origin does. (happy-dom's storage ignores prototype spies.)
 */
function storageWithQuota(quota: number): { setItem: ReturnType<typeof vi.fn> } {
  const values = new Map<string, string>();
  const fake = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: vi.fn((key: string, value: string) => {
      if (value.length > quota) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      values.set(key, value);
    }),
    removeItem: (key: string) => values.delete(key),
  };
  vi.spyOn(window, 'localStorage', 'get').mockReturnValue(fake as unknown as Storage);
  return fake;
}

const historySchema = v.array(v.object({ id: v.string(), visitedAt: v.number() }));

describe('getItem, setItem, removeItem', () => {
  it('stores, reads and removes a value in localStorage', () => {
    expect(setItem('cart', '3')).toBe(true);
    expect(localStorage.getItem('cart')).toBe('3');
    expect(getItem('cart')).toBe('3');
    expect(removeItem('cart')).toBe(true);
    expect(getItem('cart')).toBeUndefined();
  });

  it('uses sessionStorage when asked', () => {
    setItem('cart', '5', 'session');
    expect(sessionStorage.getItem('cart')).toBe('5');
    expect(getItem('cart')).toBeUndefined();
    expect(getItem('cart', 'session')).toBe('5');
  });

  it('survives a storage getter that throws SecurityError', () => {
    blockStorage();
    expect(getItem('cart')).toBeUndefined();
    expect(setItem('cart', '1')).toBe(false);
    expect(removeItem('cart')).toBe(false);
  });

  it('notes blocked storage once in the log buffer, without console noise', () => {
    blockStorage();
    const warn = vi.spyOn(console, 'warn');
    getItem('cart');
    getItem('cotProductHistory');
    setItem('cart', '1');
    expect(getLogEntries().map((entry) => [entry.level, entry.message])).toEqual([
      ['info', 'localStorage is not available'],
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('survives storage that is null (some embedded webviews)', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue(null as unknown as Storage);
    expect(getItem('x', 'session')).toBeUndefined();
    expect(setItem('x', '1', 'session')).toBe(false);
    expect(removeItem('x', 'session')).toBe(false);
  });

  it('returns false on QuotaExceededError', () => {
    storageWithQuota(0);
    expect(setItem('cart', '1')).toBe(false);
    expect(getItem('cart')).toBeUndefined();
  });

  it('returns undefined when getItem itself throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue({
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage);
    expect(getItem('cart')).toBeUndefined();
  });
});

describe('readJSON and writeJSON', () => {
  it('round-trips a value that matches the schema', () => {
    const history = [{ id: 'p1', visitedAt: 1 }];
    expect(writeJSON('cotProductHistory', history)).toBe(true);
    expect(readJSON('cotProductHistory', historySchema)).toEqual(history);
  });

  it('returns undefined for an absent key without logging', () => {
    expect(readJSON('cotProductHistory', historySchema)).toBeUndefined();
    expect(getLogEntries()).toEqual([]);
  });

  it.each([
    ['corrupted JSON', '[{"id":"p1",', 'Stored value is not valid JSON'],
    ['the wrong shape', '[{"id":1}]', 'Stored value has an unexpected shape'],
    ['a different type', '"hello"', 'Stored value has an unexpected shape'],
  ])('returns undefined and logs a warning for %s', (_case, raw, message) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('cotProductHistory', raw);
    expect(readJSON('cotProductHistory', historySchema)).toBeUndefined();
    expect(getLogEntries().at(-1)).toMatchObject({
      level: 'warn',
      message,
      context: { key: 'cotProductHistory' },
    });
  });

  it('does not log the stored value, which may be personal', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('cotProductHistory', '{"email":"anna@example.test"}');
    readJSON('cotProductHistory', historySchema);
    expect(JSON.stringify(getLogEntries())).not.toContain('anna@example.test');
  });

  it('returns false for values JSON cannot hold', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(writeJSON('x', circular)).toBe(false);
    expect(writeJSON('x', undefined)).toBe(false);
    expect(writeJSON('x', 10n)).toBe(false);
    expect(getItem('x')).toBeUndefined();
  });

  it('returns false when storage is blocked', () => {
    blockStorage();
    expect(writeJSON('cart', 1)).toBe(false);
    expect(readJSON('cart', v.number())).toBeUndefined();
  });
});

describe('storage limits', () => {
  it.each([
    ['CLASSIC', 10_000, 5_000],
    ['TABLET', 10_000, 5_000],
    ['MATCH', 2_500, 2_500],
    ['SMARTPHONE', 2_500, 2_500],
  ] as const)('gives %s a budget of %d, falling back to %d', (platform, limit, fallback) => {
    expect(getStorageLimit(platform)).toBe(limit);
    expect(getStorageFallbackLimit(platform)).toBe(fallback);
  });
});

/** Entries of a fixed JSON size: {"id":"p0001","visitedAt":1} is 28 characters. */
function entries(count: number): { id: string; visitedAt: number }[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `p${String(index).padStart(4, '0')}`,
    visitedAt: 1,
  }));
}

describe('writeBoundedList', () => {
  it('stores a list that fits unchanged', () => {
    const list = entries(10);
    expect(writeBoundedList('cotProductHistory', list, 'CLASSIC')).toEqual(list);
    expect(readJSON('cotProductHistory', historySchema)).toEqual(list);
  });

  it('drops the oldest entries until the JSON fits the desktop budget', () => {
    const list = entries(400);
    const stored = writeBoundedList('cotProductHistory', list, 'CLASSIC');
    const raw = getItem('cotProductHistory') ?? '';
    // n entries take 28n + (n - 1) + 2 characters: 344 make 9977, 345 would make 10006
    expect(stored).toHaveLength(344);
    expect(raw.length).toBe(9_977);
    expect(stored?.at(-1)).toEqual(list.at(-1));
    expect(stored?.[0]).toEqual(list[400 - 344]);
  });

  it('keeps the mobile budget of 2500 characters', () => {
    const stored = writeBoundedList('cotProductHistory', entries(400), 'MATCH');
    // 86 entries make 2495 characters, 87 would make 2524
    expect(stored).toHaveLength(86);
    expect((getItem('cotProductHistory') ?? '').length).toBeLessThanOrEqual(2_500);
  });

  it('fits exactly at the budget', () => {
    const entry = 'x'.repeat(2_500 - 4);
    expect(JSON.stringify([entry])).toHaveLength(2_500);
    expect(writeBoundedList('k', [entry], 'SMARTPHONE')).toEqual([entry]);
    expect(writeBoundedList('k', [`${entry}y`], 'SMARTPHONE')).toEqual([]);
  });

  it('applies the count cap before the budget, keeping the newest', () => {
    const list = entries(10);
    expect(writeBoundedList('k', list, 'CLASSIC', { maxEntries: 3 })).toEqual(list.slice(7));
    expect(writeBoundedList('k', list, 'CLASSIC', { maxEntries: 0 })).toEqual([]);
  });

  it('settles for the desktop minimum when the quota refuses the full budget', () => {
    const fake = storageWithQuota(7_000);
    const stored = writeBoundedList('cotProductHistory', entries(400), 'TABLET');
    // 172 entries make 4989 characters, 173 would make 5018
    expect(stored).toHaveLength(172);
    expect(fake.setItem).toHaveBeenCalledTimes(2);
    expect(getItem('cotProductHistory')).toHaveLength(4_989);
  });

  it('tries a mobile budget once: its minimum is its maximum', () => {
    const fake = storageWithQuota(100);
    expect(writeBoundedList('cotProductHistory', entries(400), 'MATCH')).toBeUndefined();
    expect(fake.setItem).toHaveBeenCalledOnce();
  });

  it('returns undefined when even the minimum does not fit the quota', () => {
    const fake = storageWithQuota(100);
    expect(writeBoundedList('cotProductHistory', entries(400), 'CLASSIC')).toBeUndefined();
    expect(fake.setItem).toHaveBeenCalledTimes(2);
  });

  it('returns undefined when storage is blocked', () => {
    blockStorage();
    expect(writeBoundedList('cotProductHistory', entries(3), 'CLASSIC')).toBeUndefined();
  });

  it('returns undefined for entries JSON cannot hold', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(writeBoundedList('k', [circular], 'CLASSIC')).toBeUndefined();
    expect(getItem('k')).toBeUndefined();
  });

  it('measures entries the way JSON writes them inside an array', () => {
    const stored = writeBoundedList('k', [undefined, 'a'], 'CLASSIC');
    expect(stored).toEqual([undefined, 'a']);
    expect(getItem('k')).toBe('[null,"a"]');
  });
});
