import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onHeaderLoad, resetHeader, trackHeaderIcon } from './index';

describe('header store', () => {
  let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
  beforeEach(() => {
    fetchMock = vi.fn(() => Promise.resolve(new Response('', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    window.dataLayer = [];
  });
  afterEach(() => resetHeader());

  it('asks for the search cache key once per page, however many headers load', async () => {
    onHeaderLoad('AT');
    onHeaderLoad('AT');
    onHeaderLoad('DE');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(new URL(fetchMock.mock.calls[0]![0]).pathname).toBe(
      '/service/searchfrontend/api/cachekey',
    );
  });

  it('tracks an icon click as navigation_click header_icon with the tracked page path', () => {
    window.history.replaceState(null, '', '/m/kaffee/@filter');
    trackHeaderIcon('store_finder');
    expect(window.dataLayer).toEqual([
      {
        event: 'navigation_click',
        navigation_type: 'header_icon',
        click_target: 'store_finder',
        page_path: '/kaffee',
      },
    ]);
    window.history.replaceState(null, '', '/');
  });
});
