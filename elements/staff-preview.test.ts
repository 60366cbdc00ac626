import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SHOP_EVENTS } from '../src/core/events';

// The contract's name (the type says which): the code under test keeps a copy of its own.
const PRELOAD_ERROR: (typeof SHOP_EVENTS)['preloadError'] = 'preload-error';

// The panel module stands in for everything a staff member loads: the wrapper, React, the view.
const panel = vi.hoisted(() => ({ loaded: vi.fn() }));
vi.mock('./staff-preview.panel', () => {
  panel.loaded();
  return {};
});

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.resetModules();
  panel.loaded.mockClear();
  fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('the staff-preview entry', () => {
  it('loads nothing more, defines nothing and calls nothing without the staff auth cookie', async () => {
    document.body.innerHTML = '<staff-preview></staff-preview>';
    await import('./staff-preview');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(panel.loaded).not.toHaveBeenCalled();
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('raises preload-error once when the panel fails to load, and loads it on the next try', async () => {
    document.cookie = 'staffauthtoken=staff-token; path=/';
    panel.loaded.mockImplementationOnce(() => {
      throw new TypeError('Failed to fetch dynamically imported module: https://cdn.example/p.js');
    });
    // a panel module not loaded before in this file
    vi.doMock('./staff-preview.panel', () => {
      panel.loaded();
      return {};
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const events: CustomEvent[] = [];
    const listening = new AbortController();
    window.addEventListener(PRELOAD_ERROR, (event) => events.push(event as CustomEvent), {
      signal: listening.signal,
    });

    // the entry's own first try and the lazy loader's call share one import
    const entry = await import('./staff-preview');
    expect(await entry.defineElement()).toBe(false);
    listening.abort();
    // (vitest wraps the mock's error in its own message, with an address of its own first)
    expect(events.map((event) => event.detail)).toEqual([
      { tag: 'staff-preview', url: expect.stringMatching(/^https:\/\//) as unknown },
    ]);
    expect(events[0]?.bubbles && events[0].composed).toBe(true);
    expect(consoleError).toHaveBeenCalledTimes(1);

    expect(await entry.defineElement()).toBe(true);
    expect(panel.loaded).toHaveBeenCalledTimes(2);
  });
});
