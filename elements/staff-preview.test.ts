import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SHOP_EVENTS } from '../src/core/events';

// The contract's name (the type says which): the code under test keeps a copy of its own.
const PRELOAD_ERROR: (typeof SHOP_EVENTS)['preloadError'] = 'preload-error';

// The panel module stands in for everything a staff member loads: the wrapper, React, the view.
const panel = { loaded: vi.fn(), defined: vi.fn() };
// The later part of the locales' messages (the panel's texts), as the site store loads them.
const messages = vi.hoisted(() => ({ loadMessagesOnIntent: vi.fn<() => Promise<void>>() }));
vi.mock('../stores/site/index', () => messages);

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.resetModules();
  panel.loaded.mockClear();
  panel.defined.mockClear();
  // a new mock each test (vitest keeps a mocked module that once loaded across resetModules), so
  // each test counts its own loading of the panel, in any order
  vi.doMock('./staff-preview.panel', () => {
    panel.loaded();
    return { defineStaffPreviewElement: panel.defined };
  });
  messages.loadMessagesOnIntent.mockReset().mockResolvedValue(undefined);
  fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
  vi.stubGlobal('fetch', fetchMock);
});

const listening: AbortController[] = [];

afterEach(() => {
  for (const controller of listening.splice(0)) controller.abort();
  document.body.replaceChildren();
});

/** The preload-error events raised on window from now until the test ends. */
function recordPreloadErrors(): CustomEvent[] {
  const events: CustomEvent[] = [];
  const controller = new AbortController();
  listening.push(controller);
  window.addEventListener(PRELOAD_ERROR, (event) => events.push(event as CustomEvent), {
    signal: controller.signal,
  });
  return events;
}

describe('the staff-preview entry', () => {
  it('loads nothing more, defines nothing and calls nothing without the staff auth cookie', async () => {
    document.body.innerHTML = '<staff-preview></staff-preview>';
    await import('./staff-preview');
    // whatever the entry started importing has arrived
    await vi.dynamicImportSettled();
    expect(panel.loaded).not.toHaveBeenCalled();
    expect(messages.loadMessagesOnIntent).not.toHaveBeenCalled();
    expect(customElements.get('staff-preview')).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector('staff-preview')?.shadowRoot).toBeNull();
  });

  it.each(['staffauthtoken=', 'staffauthtokenx=1', 'other=staffauthtoken'])(
    'takes %j for no staff cookie',
    async (cookie) => {
      document.cookie = `${cookie}; path=/`;
      await import('./staff-preview');
      expect(panel.loaded).not.toHaveBeenCalled();
    },
  );

  it('loads the panel when the staff auth cookie is there', async () => {
    document.cookie = 'staffauthtoken=staff-token; path=/';
    const entry = await import('./staff-preview');
    expect(await entry.defineElement()).toBe(true);
    expect(panel.loaded).toHaveBeenCalledTimes(1);
    expect(panel.defined).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("defines the tag only once the panel's texts have loaded with it", async () => {
    document.cookie = 'staffauthtoken=staff-token; path=/';
    let releaseMessages = (): void => {};
    messages.loadMessagesOnIntent.mockReturnValue(
      new Promise<void>((resolve) => (releaseMessages = resolve)),
    );
    const entry = await import('./staff-preview');
    const defined = entry.defineElement();
    await vi.waitFor(() => expect(messages.loadMessagesOnIntent).toHaveBeenCalledTimes(1));
    // the panel's module has arrived: only the texts are missing
    await vi.dynamicImportSettled();
    expect(panel.loaded).toHaveBeenCalledTimes(1);
    expect(panel.defined).not.toHaveBeenCalled();
    releaseMessages();
    expect(await defined).toBe(true);
    expect(panel.defined).toHaveBeenCalledTimes(1);
  });

  it("raises preload-error when the panel's texts fail to load, and loads them on the next try", async () => {
    document.cookie = 'staffauthtoken=staff-token; path=/';
    messages.loadMessagesOnIntent.mockRejectedValueOnce(
      new TypeError('Failed to fetch dynamically imported module: https://cdn.example/pl.js'),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const events = recordPreloadErrors();
    const entry = await import('./staff-preview');
    expect(await entry.defineElement()).toBe(false);
    expect(panel.defined).not.toHaveBeenCalled();
    expect(events.map((event) => event.detail)).toEqual([
      { tag: 'staff-preview', url: 'https://cdn.example/pl.js' },
    ]);
    expect(await entry.defineElement()).toBe(true);
    expect(messages.loadMessagesOnIntent).toHaveBeenCalledTimes(2);
    expect(panel.defined).toHaveBeenCalledTimes(1);
  });

  it('raises preload-error once when the panel fails to load, and loads it on the next try', async () => {
    document.cookie = 'staffauthtoken=staff-token; path=/';
    panel.loaded.mockImplementationOnce(() => {
      throw new TypeError('Failed to fetch dynamically imported module: https://cdn.example/p.js');
    });
    // a panel module not loaded before in this file
    vi.doMock('./staff-preview.panel', () => {
      panel.loaded();
      return { defineStaffPreviewElement: panel.defined };
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const events = recordPreloadErrors();

    // the entry's own first try and the lazy loader's call share one import
    const entry = await import('./staff-preview');
    expect(await entry.defineElement()).toBe(false);
    // (vitest wraps the mock's error in its own message, with an address of its own first)
    expect(events.map((event) => event.detail)).toEqual([
      { tag: 'staff-preview', url: expect.stringMatching(/^https:\/\//) as unknown },
    ]);
    expect(events[0]?.bubbles && events[0].composed).toBe(true);
    // the entry's own line (onDemand logs the failed import through the bundle's logger too)
    expect(
      consoleError.mock.calls.filter(([line]) => String(line).includes('loading <staff-preview>')),
    ).toHaveLength(1);

    expect(await entry.defineElement()).toBe(true);
    expect(panel.loaded).toHaveBeenCalledTimes(2);
  });
});
