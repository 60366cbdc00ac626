// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FRAGMENT_CACHE_MS } from './pageborder';
import type { RequestLogEntry } from './session';
import { sessionClient, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const HEADER = '/service/pageborder/header';
const FOOTER = '/service/pageborder/footer';

async function fragment(path: string, scenario?: Record<string, unknown>) {
  const client = sessionClient(server);
  if (scenario) await client.scenario(scenario);
  const response = await client.fetch(path);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

describe('the page-border fragments', () => {
  it('answer the header tag with the site and platform, its default-true flags off unless asked', async () => {
    const { status, type, text } = await fragment(`${HEADER}/AT/CLASSIC`);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    expect(text).toBe(
      '<shop-header site="AT" platform="CLASSIC" showsecurehint="false" sticky="false"></shop-header>',
    );
  });

  it('answer each flag of the path as its attribute', async () => {
    expect((await fragment(`${HEADER}/CH_FR/MATCH/reduced/showsecurehint/sticky`)).text).toBe(
      '<shop-header site="CH_FR" platform="MATCH" reduced showsecurehint sticky></shop-header>',
    );
    expect((await fragment(`${FOOTER}/HU/TABLET`)).text).toBe(
      '<shop-footer site="HU" platform="TABLET" newsletter="false"></shop-footer>',
    );
    expect((await fragment(`${FOOTER}/SK/SMARTPHONE/reduced/newsletter`)).text).toBe(
      '<shop-footer site="SK" platform="SMARTPHONE" reduced newsletter></shop-footer>',
    );
  });

  it.each([
    ['an unknown site', `${HEADER}/XX/CLASSIC`],
    ['an unknown platform', `${HEADER}/DE/DESKTOP`],
    ['a flag of the other fragment', `${HEADER}/DE/CLASSIC/newsletter`],
    ['an unknown flag', `${FOOTER}/DE/CLASSIC/sticky`],
    ['no platform', `${FOOTER}/DE`],
  ])('answer 404 for %s', async (_, path) => {
    expect((await fragment(path)).status).toBe(404);
  });

  it('are logged as their endpoints and fail through the endpoint switches', async () => {
    const client = sessionClient(server);
    await client.scenario({ failing: ['pageborder.footer'] });
    expect((await client.fetch(`${HEADER}/DE/CLASSIC`)).status).toBe(200);
    expect((await client.fetch(`${FOOTER}/DE/CLASSIC`)).status).toBe(500);
    const state = await client.json<{ requests: RequestLogEntry[] }>('/__backend/state');
    expect(state.requests.map((entry) => [entry.endpoint, entry.path, entry.status])).toEqual([
      ['pageborder.header', `${HEADER}/DE/CLASSIC`, 200],
      ['pageborder.footer', `${FOOTER}/DE/CLASSIC`, 500],
    ]);
  });
});

describe('the pageBorder scenario', () => {
  it('answers an empty fragment (empty)', async () => {
    expect(await fragment(`${HEADER}/DE/CLASSIC`, { pageBorder: 'empty' })).toMatchObject({
      status: 200,
      text: '',
    });
  });

  it('answers markup cut off inside its first tag (malformed)', async () => {
    const { status, text } = await fragment(`${FOOTER}/PL/CLASSIC`, { pageBorder: 'malformed' });
    expect(status).toBe(200);
    expect(text).toBe('<shop-footer site="PL"');
  });

  it('answers the fragment among markup no page may run (hostile)', async () => {
    const { status, text } = await fragment(`${HEADER}/TR/CLASSIC/sticky`, {
      pageBorder: 'hostile',
    });
    expect(status).toBe(200);
    expect(text).toContain(
      '<shop-header site="TR" platform="CLASSIC" showsecurehint="false" sticky ',
    );
    for (const piece of [
      '<script>',
      '<iframe',
      ' onclick=',
      ' style=',
      'javascript:',
      '<evil-widget',
    ]) {
      expect(text).toContain(piece);
    }
  });

  it('refuses a value it does not know', async () => {
    const client = sessionClient(server);
    expect((await client.scenario({ pageBorder: 'broken' })).status).toBe(400);
  });
});

describe('the fragment cache (cacheFragments, the demo server with the built renderer)', () => {
  const DAY = 24 * 60 * 60_000;
  let clock = new Date('2026-11-29T10:00:00Z');
  let rendered = 0;
  let renders: { path: string; sessionId: string }[] = [];
  let failNext = false;
  let cached: TestServer;
  beforeAll(async () => {
    cached = await startTestServer({
      cacheFragments: true,
      now: () => clock,
      // a renderer that shows what it was asked for and the session's navigation scenario
      renderPageBorder: async (spec, { sessionId }) => {
        const path = `${spec.kind}/${spec.site}/${spec.platform}/${spec.flags.join('/')}`;
        renders.push({ path, sessionId });
        if (failNext) {
          failNext = false;
          throw new Error('the renderer failed');
        }
        const { navigation } = cached.backend.sessions.get(sessionId).scenario;
        rendered += 1;
        return {
          html: `<rendered data-path="${path}" data-navigation="${navigation}" data-n="${rendered}">`,
          complete: !spec.flags.includes('reduced') || spec.kind !== 'footer',
        };
      },
    });
  });
  afterAll(() => cached.close());
  beforeEach(() => {
    // each test on a day of its own: no fragment cached by another test
    clock = new Date(clock.getTime() + DAY);
    renders = [];
    failNext = false;
  });

  async function get(path: string, scenario?: Record<string, unknown>) {
    const client = sessionClient(cached);
    if (scenario) await client.scenario(scenario);
    const response = await client.fetch(path);
    return { status: response.status, text: await response.text() };
  }

  it('renders a fragment once for every session with the same shared data', async () => {
    const first = await get(`${HEADER}/DE/CLASSIC/sticky`);
    // personal parts of the scenario are not in a fragment, so not in its key
    const second = await get(`${HEADER}/DE/CLASSIC/sticky`, {
      loginStatus: 'LOGGED_IN',
      cartPreset: 'full',
      latency: { 'cart.get': 500 },
    });
    expect(first).toEqual({
      status: 200,
      text: `<rendered data-path="header/DE/CLASSIC/sticky" data-navigation="standard" data-n="${rendered}">`,
    });
    expect(second).toEqual(first);
    expect(renders).toHaveLength(1);
  });

  it('renders each kind, site, platform and set of flags apart', async () => {
    for (const path of [
      `${HEADER}/DE/CLASSIC/sticky`,
      `${HEADER}/DE/CLASSIC`,
      `${HEADER}/AT/CLASSIC/sticky`,
      `${HEADER}/DE/SMARTPHONE/sticky`,
      `${FOOTER}/DE/CLASSIC`,
      `${HEADER}/DE/CLASSIC/sticky/reduced`,
      // the same flags in another order are the same fragment
      `${HEADER}/DE/CLASSIC/reduced/sticky`,
    ]) {
      await get(path);
    }
    expect(renders.map((render) => render.path)).toEqual([
      'header/DE/CLASSIC/sticky',
      'header/DE/CLASSIC/',
      'header/AT/CLASSIC/sticky',
      'header/DE/SMARTPHONE/sticky',
      'footer/DE/CLASSIC/',
      'header/DE/CLASSIC/sticky/reduced',
    ]);
  });

  it.each([
    ['another navigation', { navigation: 'hostile' }],
    ['other promotions', { promotions: 'none' }],
    ['another SHOP_FOOTER', { shopFooter: 'override' }],
    ['a failing navigation', { failing: ['navigation'] }],
    ['dropped theme worlds', { networkError: ['themeworlds'] }],
    ['malformed promotions', { malformed: ['promotion'] }],
    ['late promotions', { latency: { promotion: 2000 } }],
  ])('renders apart for a scenario with %s, and caches that too', async (_, scenario) => {
    const standard = await get(`${HEADER}/CZ/CLASSIC/sticky`);
    const before = renders.length;
    const own = await get(`${HEADER}/CZ/CLASSIC/sticky`, scenario);
    const again = await get(`${HEADER}/CZ/CLASSIC/sticky`, scenario);
    expect(renders).toHaveLength(before + 1);
    expect(own.text).not.toBe(standard.text);
    expect(again).toEqual(own);
    if ('navigation' in scenario) expect(own.text).toContain('data-navigation="hostile"');
  });

  it('renders every time while failOnce counts down for a service the renderer calls', async () => {
    await get(`${HEADER}/SK/CLASSIC`, { failOnce: { navigation: 3 } });
    await get(`${HEADER}/SK/CLASSIC`, { failOnce: { navigation: 3 } });
    expect(renders).toHaveLength(2);
  });

  it('renders again after five minutes and on the next day', async () => {
    await get(`${FOOTER}/HU/TABLET`);
    clock = new Date(clock.getTime() + FRAGMENT_CACHE_MS - 1);
    await get(`${FOOTER}/HU/TABLET`);
    expect(renders).toHaveLength(1);
    clock = new Date(clock.getTime() + 1);
    await get(`${FOOTER}/HU/TABLET`);
    expect(renders).toHaveLength(2);
    // theme worlds and promotions run by the day
    const day = clock;
    clock = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59);
    await get(`${FOOTER}/HU/TABLET`);
    clock = new Date(clock.getTime() + 2 * 60_000);
    await get(`${FOOTER}/HU/TABLET`);
    expect(renders).toHaveLength(4);
  });

  it('keeps no failed render', async () => {
    failNext = true;
    expect((await get(`${FOOTER}/TR/CLASSIC`)).status).toBe(500);
    expect((await get(`${FOOTER}/TR/CLASSIC`)).status).toBe(200);
    expect(renders).toHaveLength(2);
  });

  it('keeps no render that fell back (a service failed or was late)', async () => {
    // the test renderer's reduced footer is incomplete
    await get(`${FOOTER}/TR/CLASSIC/reduced`);
    await get(`${FOOTER}/TR/CLASSIC/reduced`);
    expect(renders).toHaveLength(2);
  });

  it('shares one render between requests that come at once', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => get(`${HEADER}/PL/MATCH`)));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(renders).toHaveLength(1);
  });
});
