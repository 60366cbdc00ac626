import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLogEntries, resetLogger } from '../core/logger';
import { onDemand } from './on-demand';

// The messages of code loaded on intent (i18n/message-parts.ts), as the site store loads them.
const messages = vi.hoisted(() => ({ loadMessagesOnIntent: vi.fn<() => Promise<void>>() }));
vi.mock('../../stores/site/index', () => messages);

beforeEach(() => {
  resetLogger();
  messages.loadMessagesOnIntent.mockReset().mockResolvedValue(undefined);
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

  it('counts as loaded only once the messages of code loaded on intent are there too', async () => {
    let releaseMessages = (): void => {};
    messages.loadMessagesOnIntent.mockReturnValueOnce(
      new Promise<void>((resolve) => (releaseMessages = resolve)),
    );
    const module = { name: 'panel' };
    const imported = Promise.resolve(module);
    const panel = onDemand('the panel', () => imported);
    const loading = panel.load();
    // the import has answered (the module's own handlers of it ran first), the messages not yet
    await imported;
    expect(panel.loaded()).toBeUndefined();
    releaseMessages();
    expect(await loading).toBe(module);
    expect(panel.loaded()).toBe(module);
    expect(messages.loadMessagesOnIntent).toHaveBeenCalledTimes(1);
  });

  it('logs failed messages like a failed import, and loads both again on the next request', async () => {
    messages.loadMessagesOnIntent.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const module = { name: 'panel' };
    const importModule = vi.fn(() => Promise.resolve(module));
    const panel = onDemand('the panel', importModule);
    await expect(panel.load()).rejects.toThrow('Failed to fetch');
    expect(panel.loaded()).toBeUndefined();
    expect(getLogEntries().map((entry) => entry.message)).toEqual([
      'Could not load the panel; the next intent tries again',
    ]);
    expect(await panel.load()).toBe(module);
    expect(messages.loadMessagesOnIntent).toHaveBeenCalledTimes(2);
  });

  it('does not wait for those messages for code a page shows on load', async () => {
    const module = { name: 'banner' };
    const banner = onDemand('the banner', () => Promise.resolve(module), { shownOnLoad: true });
    expect(await banner.load()).toBe(module);
    expect(messages.loadMessagesOnIntent).not.toHaveBeenCalled();
  });
});
