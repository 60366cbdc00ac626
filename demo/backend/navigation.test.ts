// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIG_NAVIGATION_BRANCHING, type NavigationNode } from './navigation';
import { isPagePath } from './pages';
import { SITES, type Site } from './sites';
import { sessionClient, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NAVIGATION = '/jsonflyoutnavigation';
const THEME_WORLDS = '/service/themeworld-frontend/api/themeworlds/navigation';

/** Every node of a tree with its level (the top categories are level 1). */
function flatten(nodes: readonly NavigationNode[], level = 1): [NavigationNode, number][] {
  return nodes.flatMap((node): [NavigationNode, number][] => [
    [node, level],
    ...flatten(node.children, level + 1),
  ]);
}

const depthOf = (nodes: readonly NavigationNode[]): number =>
  Math.max(0, ...flatten(nodes).map(([, level]) => level));

/** The top categories of a retailer of coffee, fashion and household goods, per language. */
const TOP_CATEGORIES: Readonly<
  Record<'DE' | 'CH_FR' | 'PL' | 'CZ' | 'HU' | 'SK' | 'TR', string[]>
> = {
  DE: ['Kaffee', 'Mode', 'Wohnen', 'Küche & Haushalt', 'Sport & Freizeit', 'Mobilfunk'],
  CH_FR: ['Café', 'Mode', 'Maison', 'Cuisine & maison', 'Sport & loisirs'],
  PL: ['Kawa', 'Moda', 'Dom', 'Kuchnia i dom', 'Sport i rekreacja'],
  CZ: ['Káva', 'Móda', 'Bydlení', 'Kuchyně a domácnost', 'Sport a volný čas'],
  HU: ['Kávé', 'Divat', 'Otthon', 'Konyha és háztartás', 'Sport és szabadidő'],
  SK: ['Káva', 'Móda', 'Bývanie', 'Kuchyňa a domácnosť', 'Šport a voľný čas'],
  TR: ['Kahve', 'Moda', 'Ev & Yaşam', 'Mutfak & Ev', 'Spor & Outdoor'],
};

async function tree(site: Site, scenario?: Record<string, unknown>): Promise<NavigationNode[]> {
  const client = sessionClient(server);
  if (scenario) await client.scenario(scenario);
  return client.json<NavigationNode[]>(`${NAVIGATION}?site=${site}`);
}

describe('the standard navigation', () => {
  it.each(SITES)(
    'has three levels and more on %s, every level above a leaf with a teaser',
    async (site) => {
      const nodes = await tree(site);
      expect(nodes.length).toBe(site === 'DE' ? 6 : 5);
      expect(depthOf(nodes)).toBe(4);
      for (const top of nodes) {
        // a top category's flyout has a drill-down: at least one child with children of its own
        if (top.href !== '/c/mobile')
          expect(top.children.some((child) => child.children.length > 0)).toBe(true);
        expect(top.teaser?.list).toHaveLength(3);
      }
      for (const [node] of flatten(nodes)) {
        expect(node.title.trim()).not.toBe('');
        expect(['_self', '_blank']).toContain(node.target);
        expect(node.teaser === null).toBe(node.children.length === 0);
        for (const link of node.teaser?.list ?? [])
          expect(link.href.startsWith(`${node.href}?`)).toBe(true);
        const titles = node.children.map((child) => child.title);
        expect(new Set(titles).size, node.title).toBe(titles.length);
        for (const child of node.children) {
          expect(child.href.startsWith(`${node.href}/`)).toBe(true);
          expect(child.target).toBe(node.target);
        }
      }
    },
  );

  it.each(Object.entries(TOP_CATEGORIES))(
    'names the categories in the language of %s',
    async (site, titles) => {
      const nodes = await tree(site as Site);
      expect(nodes.map((node) => node.title)).toEqual(titles);
    },
  );

  it("shows each site's own words below the top, not the German ones", async () => {
    const german = new Set(flatten(await tree('DE')).map(([node]) => node.title));
    for (const site of ['CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR'] as const) {
      const titles = flatten(await tree(site)).map(([node]) => node.title);
      // names like Espresso or Camping are the same in every language; most are not
      const shared = titles.filter((title) => german.has(title));
      expect(shared.length / titles.length, `${site}: ${shared.join(', ')}`).toBeLessThan(0.15);
    }
  });

  it('opens the mobile plan, run by a partner, in a new tab on DE only', async () => {
    const [mobile] = (await tree('DE')).filter((node) => node.href === '/c/mobile');
    expect(mobile?.target).toBe('_blank');
    expect(flatten(mobile?.children ?? []).every(([node]) => node.target === '_blank')).toBe(true);
  });

  it.each(['DE', 'HU', 'TR'] as const)(
    'links every category of %s to a page of the demo shop naming it',
    async (site) => {
      const nodes = await tree(site);
      const client = sessionClient(server);
      for (const [node] of flatten(nodes)) expect(isPagePath(node.href), node.href).toBe(true);
      const deepest = flatten(nodes).filter(([, level]) => level === 4);
      expect(deepest.length).toBeGreaterThan(0);
      for (const [node] of [...deepest.slice(0, 3), ...flatten(nodes).slice(0, 3)]) {
        const response = await client.fetch(`${node.href}?site=${site}`);
        expect(response.status, node.href).toBe(200);
        expect(await response.text()).toContain(node.title.replaceAll('&', '&amp;'));
      }
    },
  );
});

describe('the big navigation (navigation: big)', () => {
  it('answers about 2,000 nodes in six levels, with teasers above the last level', async () => {
    const nodes = await tree('DE', { navigation: 'big' });
    const all = flatten(nodes);
    const expected = BIG_NAVIGATION_BRANCHING.reduce(
      (sum, _count, level) =>
        sum + BIG_NAVIGATION_BRANCHING.slice(0, level + 1).reduce((product, n) => product * n, 1),
      0,
    );
    expect(all).toHaveLength(expected);
    expect(expected).toBeGreaterThanOrEqual(1900);
    expect(expected).toBeLessThanOrEqual(2100);
    expect(depthOf(nodes)).toBe(6);
    for (const [node, level] of all) {
      expect(node.teaser !== null).toBe(level < 6);
      expect(node.href).toMatch(/^\/c\/range-\d+(-\d+)*$/);
    }
    expect(new Set(all.map(([node]) => node.href)).size).toBe(all.length);
  });

  it('names the big tree in the site language and leaves the theme worlds as they are', async () => {
    const client = sessionClient(server);
    await client.scenario({ navigation: 'big' });
    const nodes = await client.json<NavigationNode[]>(`${NAVIGATION}?site=HU`);
    expect(nodes[0]?.title).toBe('Választék 1');
    expect(nodes[2]?.children[1]?.children[0]?.title).toBe('Választék 3.2.1');
    const worlds = await client.json<{ new: { themeworlds: unknown[] } }>(THEME_WORLDS, {
      headers: { site: 'HU' },
    });
    expect(worlds.new.themeworlds.length).toBeGreaterThan(0);
  });
});

describe('the hostile navigation (navigation: hostile)', () => {
  const hostile = async () => {
    const client = sessionClient(server);
    await client.scenario({ navigation: 'hostile' });
    const body = await client.fetch(NAVIGATION).then((response) => response.text());
    const worlds = await client.fetch(THEME_WORLDS).then((response) => response.text());
    return {
      body,
      tree: JSON.parse(body) as unknown[],
      worlds,
      themeWorlds: JSON.parse(worlds) as Record<string, unknown>,
    };
  };

  it('carries markup and unusable addresses in titles, hrefs and teasers', async () => {
    const { body } = await hostile();
    for (const needle of [
      '<img src=x onerror=',
      '<script>',
      '<svg onload=',
      'position:fixed',
      '"href":"javascript:',
      '"href":" JaVaScRiPt:',
      '"href":"java\\tscript:',
      '"href":"data:text/html',
      '"href":"//evil.example',
      '"href":"/\\\\evil.example',
    ]) {
      expect(body, needle).toContain(needle);
    }
    expect(body).toMatch(/"title":"\S{400}"/);
    expect(body).toMatch(/"teaser":\{"title":"<img src=x onerror=/);
  });

  it('carries entries of the wrong shape and a nesting of 60 levels beside good categories', async () => {
    const { tree: nodes } = await hostile();
    expect(nodes).toEqual(expect.arrayContaining([null, 0, 'Mode', [], {}]));
    const good = nodes.filter(
      (entry): entry is NavigationNode =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as NavigationNode).title === 'string' &&
        typeof (entry as NavigationNode).href === 'string' &&
        (entry as NavigationNode).href.startsWith('/c/'),
    );
    expect(good.length).toBeGreaterThanOrEqual(3);
    const home = good.find((entry) => entry.href === '/c/home');
    let depth = 0;
    for (let level = home?.children[0]; level; level = level.children[0]) depth += 1;
    expect(depth).toBe(60);
  });

  it('answers hostile theme worlds: markup, unusable addresses, missing and wrong-shaped sections', async () => {
    const { worlds, themeWorlds } = await hostile();
    expect(worlds).toContain('"headline":"<img src=x onerror=');
    expect(worlds).toContain('"imgUrl":"javascript:');
    expect(worlds).toContain('"url":"javascript:');
    expect(themeWorlds['new']).toBeNull();
    expect(typeof themeWorlds['more']).toBe('string');
    expect(themeWorlds['translations']).toMatchObject({ showAll: 42, comingSoon: null });
  });
});

describe('failing navigation calls', () => {
  it('answers 500 for the tree and the theme worlds whatever the navigation scenario', async () => {
    const client = sessionClient(server);
    await client.scenario({ navigation: 'hostile', failing: ['navigation', 'themeworlds'] });
    expect((await client.fetch(NAVIGATION)).status).toBe(500);
    expect((await client.fetch(THEME_WORLDS)).status).toBe(500);
  });

  it('refuses an unknown navigation scenario', async () => {
    const client = sessionClient(server);
    const response = await client.scenario({ navigation: 'huge' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      details: ['navigation must be one of standard, big, hostile'],
    });
  });
});
