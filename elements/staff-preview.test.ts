import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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
    await import('./staff-preview');
    expect(panel.loaded).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
