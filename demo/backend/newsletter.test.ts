// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMED_SUBSCRIBER_TOKEN, EXPIRED_DOI_TOKEN, type Subscriber } from './newsletter';
import { sessionClient, startTestServer, type SessionClient, type TestServer } from './test-server';

let clock = new Date('2026-11-22T10:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server.close());

const PRIVATE = '/service/newsletter/api/private';
const INTERNAL = '/service/newsletter/api/internal';

async function subscribers(client: SessionClient): Promise<Subscriber[]> {
  return (await client.json<{ newsletter: { subscribers: Subscriber[] } }>('/__backend/state'))
    .newsletter.subscribers;
}

const signUp = {
  email: 'anna.schmidt@example.com',
  consents: ['DNE'],
  origin: 'NEWSLETTER',
  originAddition: 'footer',
};

describe.each([PRIVATE, INTERNAL])('newsletter on %s', (base) => {
  it('subscribes, confirms through the double opt-in token and reads the subscriber', async () => {
    const client = sessionClient(server);
    const created = await client.post(`${base}/newsletter-subscribers`, signUp);
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({
      email: 'anna.schmidt@example.com',
      status: 'WAITING_FOR_DOI',
    });

    const subscriber = (await subscribers(client)).find((entry) => entry.email === signUp.email);
    expect(subscriber).toMatchObject({
      status: 'WAITING_FOR_DOI',
      consents: ['DNE'],
      origin: 'NEWSLETTER',
      site: 'DE',
    });
    expect(subscriber?.token).toMatch(/^[0-9a-f]{32}$/);

    const confirmed = await client.fetch(
      `${base}/newsletter-subscribers/${subscriber?.token}/doi`,
      { method: 'PUT' },
    );
    expect(confirmed.status).toBe(204);
    expect(await client.json(`${base}/newsletter-subscribers/${subscriber?.token}`)).toMatchObject({
      email: signUp.email,
      status: 'SUBSCRIBED',
    });
    const state = await client.json<{ requests: { endpoint: string; body: unknown }[] }>(
      '/__backend/state',
    );
    expect(state.requests[0]).toMatchObject({ endpoint: 'newsletter.subscribe', body: signUp });
  });
});

describe('newsletter validation', () => {
  it.each([
    'anna.schmidt',
    'anna@',
    'anna schmidt@example.com',
    'anna@example',
    'blocked@example.com',
    'x@mailinator.com',
    '',
  ])('answers 400 email_invalid for %j', async (email) => {
    const client = sessionClient(server);
    const response = await client.post(`${PRIVATE}/newsletter-subscribers`, { ...signUp, email });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ type: 'urn:newsletter:email_invalid' });
  });

  it('answers 400 email_invalid for an address over 256 characters', async () => {
    const client = sessionClient(server);
    const email = `${'a'.repeat(250)}@example.com`;
    const response = await client.post(`${PRIVATE}/newsletter-subscribers`, { ...signUp, email });
    expect(await response.json()).toMatchObject({ type: 'urn:newsletter:email_invalid' });
  });

  it('requires salutation and names on HU and names on TR', async () => {
    const client = sessionClient(server);
    const hungarian = await client.post(`${PRIVATE}/newsletter-subscribers?site=HU`, signUp);
    expect(await hungarian.json()).toMatchObject({
      type: 'urn:newsletter:validation_failed',
      field: 'salutation',
    });
    const turkish = await client.post(`${PRIVATE}/newsletter-subscribers`, signUp, {
      headers: { 'X-Hunter-Site': 'TR' },
    });
    expect(await turkish.json()).toMatchObject({ field: 'firstName' });
    const complete = await client.post(`${PRIVATE}/newsletter-subscribers?site=HU`, {
      ...signUp,
      salutation: 'MR',
      firstName: 'Bence',
      lastName: 'Nagy',
    });
    expect(complete.status).toBe(201);
  });

  it('rejects names with invalid characters or web addresses', async () => {
    const client = sessionClient(server);
    for (const firstName of ['<script>', 'www.shop.de', 'A'.repeat(41)]) {
      const response = await client.post(`${PRIVATE}/newsletter-subscribers`, {
        ...signUp,
        firstName,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        type: 'urn:newsletter:validation_failed',
        field: 'firstName',
      });
    }
    const accepted = await client.post(`${PRIVATE}/newsletter-subscribers`, {
      ...signUp,
      lastName: "O'Brien-Smith",
    });
    expect(accepted.status).toBe(201);
  });

  it('answers a duplicate sign-up with 200, renewing the token while waiting', async () => {
    const client = sessionClient(server);
    await client.post(`${PRIVATE}/newsletter-subscribers`, signUp);
    const [first] = (await subscribers(client)).filter((entry) => entry.email === signUp.email);
    const again = await client.post(`${PRIVATE}/newsletter-subscribers`, {
      ...signUp,
      email: 'Anna.Schmidt@example.com',
    });
    expect(again.status).toBe(200);
    const list = (await subscribers(client)).filter((entry) => entry.email === signUp.email);
    expect(list).toHaveLength(1);
    expect(list[0]?.token).not.toBe(first?.token);
    const oldLink = await client.fetch(`${PRIVATE}/newsletter-subscribers/${first?.token}/doi`, {
      method: 'PUT',
    });
    expect(oldLink.status).toBe(404);
  });
});

describe('double opt-in', () => {
  it('answers 410 for the preset expired token and 404 for an unknown one', async () => {
    const client = sessionClient(server);
    const expired = await client.fetch(
      `${INTERNAL}/newsletter-subscribers/${EXPIRED_DOI_TOKEN}/doi`,
      { method: 'PUT' },
    );
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ type: 'urn:newsletter:doi_token_expired' });
    const unknown = await client.fetch(`${INTERNAL}/newsletter-subscribers/0000000000000000/doi`, {
      method: 'PUT',
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ type: 'urn:newsletter:doi_token_invalid' });
  });

  it('expires a link after 14 days', async () => {
    const client = sessionClient(server);
    await client.post(`${PRIVATE}/newsletter-subscribers`, signUp);
    const subscriber = (await subscribers(client)).find((entry) => entry.email === signUp.email);
    const start = clock;
    clock = new Date(start.getTime() + 15 * 86_400_000);
    try {
      const response = await client.fetch(
        `${PRIVATE}/newsletter-subscribers/${subscriber?.token}/doi`,
        { method: 'PUT' },
      );
      expect(response.status).toBe(410);
    } finally {
      clock = start;
    }
    const inTime = await client.fetch(
      `${PRIVATE}/newsletter-subscribers/${subscriber?.token}/doi`,
      { method: 'PUT' },
    );
    expect(inTime.status).toBe(204);
  });

  it('confirms an already confirmed subscriber again without error', async () => {
    const client = sessionClient(server);
    const response = await client.fetch(
      `${PRIVATE}/newsletter-subscribers/${CONFIRMED_SUBSCRIBER_TOKEN}/doi`,
      {
        method: 'PUT',
      },
    );
    expect(response.status).toBe(204);
  });
});

describe('subscriber update', () => {
  it('updates names, consents and topics, and unsubscribes', async () => {
    const client = sessionClient(server);
    const path = `${PRIVATE}/newsletter-subscribers/${CONFIRMED_SUBSCRIBER_TOKEN}`;
    const updated = await client.put(path, {
      firstName: 'Markus',
      consents: [],
      topics: ['COFFEE', 'SPORT'],
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      consents: [],
      topics: ['COFFEE', 'SPORT'],
      status: 'SUBSCRIBED',
    });
    const invalid = await client.put(path, { topics: ['GARDENING'] });
    expect(invalid.status).toBe(400);
    const unsubscribed = await client.put(path, { status: 'UNSUBSCRIBED' });
    expect(await unsubscribed.json()).toMatchObject({ status: 'UNSUBSCRIBED' });
    expect((await client.put(`${PRIVATE}/newsletter-subscribers/unknown`, {})).status).toBe(404);
  });
});

describe('customer base data', () => {
  it('answers the logged-in customer for the matching X-LoginToken only', async () => {
    const client = sessionClient(server);
    const path = `${PRIVATE}/customers/base-data`;
    expect((await client.fetch(path)).status).toBe(401);
    await client.scenario({ loginStatus: 'LOGGED_IN', hasDneConsent: true });
    const { loginToken } = await client.json<{ loginToken: string }>('/__backend/state');
    expect((await client.fetch(path, { headers: { 'X-LoginToken': 'someone-else' } })).status).toBe(
      401,
    );
    const response = await client.fetch(`${path}?site=AT`, {
      headers: { 'X-LoginToken': loginToken },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      email: 'katharina.gruber@example.com',
      salutation: 'MRS',
      firstName: 'Katharina',
      lastName: 'Gruber',
      consents: ['DNE'],
      legals: [],
    });
    expect(
      (
        await client.fetch(`${INTERNAL}/customers/base-data`, {
          headers: { 'X-LoginToken': loginToken },
        })
      ).status,
    ).toBe(404);
  });
});

describe('nl_status', () => {
  it('follows the scenario, else the sign-ups of the session', async () => {
    const client = sessionClient(server);
    const status = async () =>
      (await client.json<{ nl_status: string | null }>('/json/psdata')).nl_status;
    expect(await status()).toBeNull();
    await client.post(`${PRIVATE}/newsletter-subscribers`, signUp);
    expect(await status()).toBe('WAITING_FOR_DOI');
    await client.scenario({ newsletterStatus: 'SUBSCRIBED' });
    expect(await status()).toBe('SUBSCRIBED');
  });
});
