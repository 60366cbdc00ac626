import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLogEntries, resetLogger } from '../core/logger';
import { onDemand } from './on-demand';

beforeEach(() => {
  resetLogger();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('onDemand', () => {
  it('imports nothing until asked, once however often it is asked', async () => {
    const module = { name: 'panel' };
    const importModule = vi.fn(() => Promise.resolve(module));
    const panel = onDemand('the panel', importModule);
    expect(importModule).not.toHaveBeenCalled();
    expect(panel.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([panel.load(), panel.load()]);
    expect(first).toBe(module);
    expect(second).toBe(module);
    expect(await panel.load()).toBe(module);
    expect(panel.loaded()).toBe(module);
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('logs a failed import and imports again on the next request', async () => {
    const module = { name: 'panel' };
    const importModule = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(module);
    const panel = onDemand('the panel', importModule);
    await expect(panel.load()).rejects.toThrow('Failed to fetch');
    expect(panel.loaded()).toBeUndefined();
    expect(getLogEntries().map((entry) => [entry.level, entry.message])).toEqual([
      ['error', 'Could not load the panel; the next intent tries again'],
    ]);
    expect(await panel.load()).toBe(module);
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
