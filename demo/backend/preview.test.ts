// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionClient, startTestServer, type SessionClient, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date('2026-05-20T09:30:00Z') });
});
afterAll(() => server.close());

const CHECK_AUTH = '/service/preview/api/auth/checkauth';
const TOKEN = '/service/preview/api/token';

async function staffClient(): Promise<SessionClient> {
  const client = sessionClient(server);
  await client.scenario({ staffAuth: true });
  return client;
}

describe('A/B tests', () => {
  it('lists the tests running at a date, each with groups', async () => {
    const client = sessionClient(server);
    const may = await client.json<{ name: string; groups: { name: string }[] }[]>(
      '/service/abtestfrontend/api/v1/gettestsat?time=2026-05-20T09:30:00.000Z',
    );
    expect(may.map((test) => test.name)).toEqual(['minicart-checkout-cta', 'footer-app-teaser']);
    expect(may[0]?.groups).toEqual([{ name: 'control' }, { name: 'sticky-button' }]);
  });

  it('lists no tests in summer', async () => {
    const client = sessionClient(server);
    expect(
      await client.json('/service/abtestfrontend/api/v1/gettestsat?time=2027-07-15T12:00:00Z'),
    ).toEqual([]);
  });

  it('answers 400 for a missing or invalid time', async () => {
    const client = sessionClient(server);
    expect((await client.fetch('/service/abtestfrontend/api/v1/gettestsat')).status).toBe(400);
    expect(
      (await client.fetch('/service/abtestfrontend/api/v1/gettestsat?time=yesterday')).status,
    ).toBe(400);
  });

  it('assigns the visitor a stable group per running test', async () => {
    const client = sessionClient(server);
    const first = await client.json<{ test: string; group: string }[]>(
      '/service/abtestfrontend/api/v1/getassignment',
    );
    expect(first.map((assignment) => assignment.test)).toEqual([
      'minicart-checkout-cta',
      'footer-app-teaser',
    ]);
    expect(await client.json('/service/abtestfrontend/api/v1/getassignment')).toEqual(first);
  });
});

describe('staff preview', () => {
  it('answers 401 UNAUTHORIZED without staff auth', async () => {
    const client = sessionClient(server);
    const response = await client.fetch(CHECK_AUTH);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 'UNAUTHORIZED' });
    expect((await client.fetch('/service/preview/api/auth/login/renew')).status).toBe(401);
    expect(await client.json(`${TOKEN}?test=&group=`, { method: 'POST', body: '{}' })).toEqual({
      status: 'UNAUTHORIZED',
    });
  });

  it('authorises through the staff cookie the scenario sets', async () => {
    const client = sessionClient(server);
    const response = await client.scenario({ staffAuth: true });
    const cookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith('staffauthtoken='));
    const token = decodeURIComponent(cookie?.split(';')[0]?.split('=')[1] ?? '');
    await client.scenario({ staffAuth: false });
    expect((await client.fetch(CHECK_AUTH)).status).toBe(401);
    const withCookie = await client.fetch(CHECK_AUTH, { cookies: { staffauthtoken: token } });
    expect(withCookie.status).toBe(200);
  });

  it('reports the current time and no A/B selection before any settings', async () => {
    const client = await staffClient();
    expect(await client.json(CHECK_AUTH)).toEqual({
      status: 'SUCCESS',
      dateTime: '2026-05-20T09:30:00.000Z',
      abTestName: null,
      abTestGroup: null,
    });
  });

  it('applies date, time and A/B group by POST and reports them in checkauth', async () => {
    const client = await staffClient();
    const response = await client.post(`${TOKEN}?test=footer-app-teaser&group=qr-code`, {
      previewDateTime: '2026-06-01T08:15:00.000Z',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'SUCCESS',
      dateTime: '2026-06-01T08:15:00.000Z',
      abTestName: 'footer-app-teaser',
      abTestGroup: 'qr-code',
    });
    expect(response.headers.getSetCookie()[0]).toMatch(/^preview=[0-9a-f]+; Path=\//);
    expect(await client.json(CHECK_AUTH)).toMatchObject({
      abTestName: 'footer-app-teaser',
      abTestGroup: 'qr-code',
    });
  });

  it('accepts GET with previewDateTime in the query and an empty A/B selection', async () => {
    const client = await staffClient();
    const body = await client.json(`${TOKEN}?test=&group=&previewDateTime=2026-12-24T18:00:00Z`);
    expect(body).toEqual({
      status: 'SUCCESS',
      dateTime: '2026-12-24T18:00:00.000Z',
      abTestName: null,
      abTestGroup: null,
    });
  });

  it.each([
    ['a test without a group', '?test=footer-app-teaser&group=', '2026-06-01T08:00:00Z'],
    ['a group the test lacks', '?test=footer-app-teaser&group=rotate-5s', '2026-06-01T08:00:00Z'],
    [
      'a test not running at the date',
      '?test=footer-app-teaser&group=qr-code',
      '2026-08-01T08:00:00Z',
    ],
    ['an invalid date', '?test=&group=', 'tomorrow'],
  ])('answers BAD_REQUEST for %s', async (_name, query, previewDateTime) => {
    const client = await staffClient();
    const response = await client.post(`${TOKEN}${query}`, { previewDateTime });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 'BAD_REQUEST' });
  });

  it('answers INTERNAL_ERROR when the token service fails', async () => {
    const client = await staffClient();
    await client.scenario({ failing: ['preview.token'] });
    const response = await client.post(`${TOKEN}?test=&group=`, {
      previewDateTime: '2026-06-01T08:00:00Z',
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ status: 'INTERNAL_ERROR' });
  });

  it('renews the staff session', async () => {
    const client = await staffClient();
    expect(await client.json('/service/preview/api/auth/login/renew')).toEqual({
      status: 'SUCCESS',
      expiresAt: '2026-05-20T10:00:00.000Z',
    });
  });

  it('logs out, clearing the cookies and the preview', async () => {
    const client = await staffClient();
    await client.post(`${TOKEN}?test=&group=`, { previewDateTime: '2026-06-01T08:00:00Z' });
    const response = await client.fetch('/service/preview/api/auth/logout');
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual([
      'staffauthtoken',
      'preview',
    ]);
    expect((await client.fetch(CHECK_AUTH)).status).toBe(401);
  });

  it('shows promotions and theme worlds as at the preview date while the preview cookie is sent', async () => {
    const client = await staffClient();
    const response = await client.post(`${TOKEN}?test=&group=`, {
      previewDateTime: '2026-12-10T10:00:00Z',
    });
    const previewCookie = decodeURIComponent(
      response.headers.getSetCookie()[0]?.split(';')[0]?.split('=')[1] ?? '',
    );
    const phase = async (cookies: Record<string, string>) =>
      (
        await client.json<{ contentJSON: string }>(
          '/service/promotion/api/promotion/~phase_integration',
          { cookies },
        )
      ).contentJSON;
    expect(JSON.parse(await phase({}))).toMatchObject({
      ctaButton: { url: '/themeworld/cosy-home' },
    });
    expect(JSON.parse(await phase({ preview: previewCookie }))).toMatchObject({
      ctaButton: { url: '/themeworld/christmas-baking' },
    });
    const worlds = await client.json<{ new: { themeworlds: { endDate: string }[] } }>(
      '/service/themeworld-frontend/api/themeworlds/navigation',
      { cookies: { preview: previewCookie } },
    );
    expect(worlds.new.themeworlds[0]?.endDate.startsWith('2027-01-06')).toBe(true);
  });
});

describe('forced staff preview answers', () => {
  it.each([
    ['UNAUTHORIZED', 401],
    ['BAD_REQUEST', 400],
    ['INTERNAL_ERROR', 500],
  ])('checkAuthStatus %s refuses even staff (%i)', async (status, http) => {
    const client = await staffClient();
    await client.scenario({ checkAuthStatus: status });
    const response = await client.fetch(CHECK_AUTH);
    expect(response.status).toBe(http);
    expect(await response.json()).toMatchObject({ status });
  });

  it('checkAuthStatus SUCCESS lets a visitor without the staff cookie in', async () => {
    const client = sessionClient(server);
    await client.scenario({ checkAuthStatus: 'SUCCESS' });
    expect(await client.json(CHECK_AUTH)).toMatchObject({ status: 'SUCCESS' });
  });

  it.each([
    ['UNAUTHORIZED', 401],
    ['BAD_REQUEST', 400],
    ['INTERNAL_ERROR', 500],
  ])('tokenStatus %s answers it and applies nothing (%i)', async (status, http) => {
    const client = await staffClient();
    await client.scenario({ tokenStatus: status });
    const response = await client.post(`${TOKEN}?test=footer-app-teaser&group=qr-code`, {
      previewDateTime: '2026-06-01T08:15:00.000Z',
    });
    expect(response.status).toBe(http);
    expect(await response.json()).toMatchObject({ status });
    expect(await client.json(CHECK_AUTH)).toMatchObject({ abTestName: null });
  });

  it('tokenStatus SUCCESS applies a test that does not run at the date', async () => {
    const client = await staffClient();
    await client.scenario({ tokenStatus: 'SUCCESS' });
    const response = await client.post(`${TOKEN}?test=any-test&group=any-group`, {
      previewDateTime: '2026-08-01T08:15:00.000Z',
    });
    expect(await response.json()).toEqual({
      status: 'SUCCESS',
      dateTime: '2026-08-01T08:15:00.000Z',
      abTestName: 'any-test',
      abTestGroup: 'any-group',
    });
  });

  it('refuses an unknown forced status', async () => {
    const client = sessionClient(server);
    expect((await client.scenario({ tokenStatus: 'MAYBE' })).status).toBe(400);
    expect((await client.scenario({ checkAuthStatus: 200 })).status).toBe(400);
  });
});
