// @vitest-environment-options { "url": "https://www.shop.example/kaffee" }
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getLogEntries, resetLogger } from '../logger';
import {
  NAVIGATION_PATH,
  THEME_WORLDS_PATH,
  fetchNavigationTree,
  fetchThemeWorldNavigation,
} from './navigation';
import {
  NAVIGATION_TREE as TREE,
  THEME_WORLD_NAVIGATION as THEME_WORLDS,
} from '../../../test/fixtures/navigation';

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status });
const calledUrl = (): string => String(fetchMock.mock.calls[0]?.[0]);

beforeEach(() => {
  resetLogger();
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('fetchNavigationTree', () => {
  it('asks the tree with credentials and the site header, without query by default', async () => {
    fetchMock.mockResolvedValue(json(TREE));
    const tree = await fetchNavigationTree({ site: 'AT' });
    expect(tree?.map((node) => node.title)).toEqual(['Kaffee', 'Mode', 'Mobilfunk']);
    expect(calledUrl()).toBe(`https://www.shop.example${NAVIGATION_PATH}`);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(new Headers(init?.headers).get('X-Site')).toBe('AT');
  });

  it('asks the tree of a client id as ?site=', async () => {
    fetchMock.mockResolvedValue(json(TREE));
    await fetchNavigationTree({ site: 'DE', clientId: 'mobile & co' });
    expect(calledUrl()).toBe(`https://www.shop.example${NAVIGATION_PATH}?site=mobile+%26+co`);
  });

  it('asks a supplied route as it is', async () => {
    fetchMock.mockResolvedValue(json(TREE));
    await fetchNavigationTree({ site: 'DE', clientId: 'x', route: '/cms/navigation?menu=2' });
    expect(calledUrl()).toBe('https://www.shop.example/cms/navigation?menu=2');
  });

  it.each([
    ['a server error', () => Promise.resolve(json({ error: 'INTERNAL_ERROR' }, 500))],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer of the wrong shape', () => Promise.resolve(json({ length: 5 }))],
    [
      'an answer that is no JSON',
      () => Promise.resolve(new Response('[{"title":', { status: 200 })),
    ],
  ])('logs %s and yields nothing', async (_case, answer) => {
    fetchMock.mockImplementation(answer);
    await expect(fetchNavigationTree({ site: 'DE' })).resolves.toBeUndefined();
    expect(getLogEntries()[0]).toMatchObject({ level: 'error', context: { source: 'navigation' } });
  });

  it('refuses a route on another origin without asking it', async () => {
    await expect(
      fetchNavigationTree({ site: 'DE', route: 'https://evil.example/navigation' }),
    ).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('fetchThemeWorldNavigation', () => {
  it('asks the theme worlds with credentials and the site header', async () => {
    fetchMock.mockResolvedValue(json(THEME_WORLDS));
    await expect(fetchThemeWorldNavigation('HU')).resolves.toMatchObject({
      scout: { themeworlds: [{ title: 'Wintersport' }] },
      translations: THEME_WORLDS.translations,
    });
    expect(calledUrl()).toBe(`https://www.shop.example${THEME_WORLDS_PATH}`);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init).toMatchObject({ credentials: 'include' });
    expect(new Headers(init?.headers).get('X-Site')).toBe('HU');
  });

  it('logs a failure and yields nothing', async () => {
    fetchMock.mockResolvedValue(json({}, 503));
    await expect(fetchThemeWorldNavigation('DE')).resolves.toBeUndefined();
    expect(getLogEntries()[0]).toMatchObject({
      message: 'theme worlds request failed with status 503',
    });
  });
});
