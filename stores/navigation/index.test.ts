// @vitest-environment-options { "url": "https://www.shop.example/m/kaffee/@blau" }
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLogEntries, resetLogger } from '../../src/core/logger';
import {
  $navigation,
  getNavigationKey,
  loadNavigation,
  resetNavigation,
  trackNavigationClick,
} from './index';
import { deferred } from '../../test/helpers/deferred';
import {
  NAVIGATION_TREE as TREE,
  THEME_WORLD_NAVIGATION as THEME_WORLDS,
} from '../../test/fixtures/navigation';

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status });

let fetchMock: ReturnType<typeof vi.fn<(url: string) => Promise<Response>>>;
const calls = (path: string): string[] =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes(path));

/** Answers both calls; `tree` and `themeWorlds` replace an answer. */
function answer({
  tree = () => Promise.resolve(json(TREE)),
  themeWorlds = () => Promise.resolve(json(THEME_WORLDS)),
}: {
  tree?: () => Promise<Response>;
  themeWorlds?: () => Promise<Response>;
} = {}): void {
  fetchMock.mockImplementation((url) =>
    String(url).includes('themeworld') ? themeWorlds() : tree(),
  );
}

beforeEach(() => {
  resetNavigation();
  resetLogger();
  fetchMock = vi.fn<(url: string) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  delete window.dataLayer;
});

describe('$navigation', () => {
  it('is loading until both calls answered, then holds both', async () => {
    answer();
    const loading = loadNavigation({ site: 'DE' });
    const key = getNavigationKey({ site: 'DE' });
    expect($navigation.get()[key]?.status).toBe('loading');
    await loading;
    expect($navigation.get()[key]).toMatchObject({
      status: 'loaded',
      tree: expect.arrayContaining([expect.objectContaining({ title: 'Kaffee' })]),
      themeWorlds: { translations: { themeWorlds: 'Themenwelten' } },
    });
  });

  it('loads once per page however many navigations ask', async () => {
    answer();
    await Promise.all([loadNavigation({ site: 'DE' }), loadNavigation({ site: 'DE' })]);
    await loadNavigation({ site: 'DE' });
    expect(calls('/jsonflyoutnavigation')).toHaveLength(1);
    expect(calls('/themeworlds/navigation')).toHaveLength(1);
  });

  it('loads a tree per client id and site, the theme worlds once per site', async () => {
    answer();
    await loadNavigation({ site: 'DE' });
    await loadNavigation({ site: 'DE', clientId: 'MOBILE' });
    await loadNavigation({ site: 'AT' });
    expect(calls('/jsonflyoutnavigation')).toEqual([
      'https://www.shop.example/jsonflyoutnavigation',
      'https://www.shop.example/jsonflyoutnavigation?site=MOBILE',
      'https://www.shop.example/jsonflyoutnavigation',
    ]);
    expect(calls('/themeworlds/navigation')).toHaveLength(2);
    expect(Object.keys($navigation.get())).toHaveLength(3);
  });

  it.each([
    ['fails', () => Promise.resolve(json({ error: 'INTERNAL_ERROR' }, 500))],
    ['cannot connect', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['answers the wrong shape', () => Promise.resolve(json({ length: 1 }))],
  ])('keeps the theme worlds when the tree call %s, silently', async (_case, tree) => {
    answer({ tree });
    await expect(loadNavigation({ site: 'DE' })).resolves.toBeUndefined();
    expect($navigation.get()[getNavigationKey({ site: 'DE' })]).toMatchObject({
      status: 'loaded',
      tree: undefined,
      themeWorlds: { translations: { themeWorlds: 'Themenwelten' } },
    });
    expect(getLogEntries()[0]?.context).toMatchObject({ source: 'navigation' });
  });

  it('keeps the tree when the theme-world call fails, and does not ask again', async () => {
    answer({ themeWorlds: () => Promise.reject(new TypeError('Failed to fetch')) });
    await loadNavigation({ site: 'DE' });
    await loadNavigation({ site: 'DE' });
    expect($navigation.get()[getNavigationKey({ site: 'DE' })]).toMatchObject({
      tree: expect.arrayContaining([expect.objectContaining({ title: 'Kaffee' })]),
      themeWorlds: undefined,
    });
    expect(calls('/themeworlds/navigation')).toHaveLength(1);
    expect(getLogEntries()[0]?.context).toMatchObject({ source: 'theme worlds' });
  });
});

describe('resetNavigation', () => {
  it('drops the answer of a load started before it', async () => {
    const late = deferred<Response>();
    answer({ tree: () => late.promise });
    const forgotten = loadNavigation({ site: 'DE' });
    await vi.waitFor(() => expect(calls('themeworld')).toHaveLength(1));
    resetNavigation();
    answer({ tree: () => Promise.resolve(json([])) });
    await loadNavigation({ site: 'DE' });
    late.resolve(json(TREE));
    await forgotten;
    expect($navigation.get()[getNavigationKey({ site: 'DE' })]).toMatchObject({
      status: 'loaded',
      tree: [],
    });
  });
});

describe('trackNavigationClick', () => {
  it('tracks navigation_click with the trail, the address and the tracked page path', () => {
    trackNavigationClick('Kaffee > Kapseln', 'https://www.shop.example/c/coffee/capsules');
    expect(window.dataLayer).toEqual([
      {
        event: 'navigation_click',
        navigation_type: 'main_navigation',
        click_target: 'Kaffee > Kapseln',
        click_url: 'https://www.shop.example/c/coffee/capsules',
        page_path: '/kaffee',
      },
    ]);
  });
});
