// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
