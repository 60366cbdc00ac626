import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchError, ResponseError } from '../http';
import {
  confirmNewsletterSubscription,
  fetchCustomerBaseData,
  getNewsletterApiBase,
} from './newsletter';
import { getNewsletterErrorType, subscribeToNewsletter } from './newsletter-signup';

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('newsletter calls (spec footer §7)', () => {
  it('picks the private base for single-page apps, else the internal one', () => {
    expect(getNewsletterApiBase(true)).toBe('service/newsletter/api/private');
    expect(getNewsletterApiBase(false)).toBe('service/newsletter/api/internal');
  });

  it('rejects a failed sign-up with the parsed error body', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ type: 'urn:newsletter:email_invalid' }), { status: 400 }),
    );
    const failure = await subscribeToNewsletter(
      { email: 'x', consents: [], origin: 'NEWSLETTER' },
      { spa: false, site: 'DE' },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ResponseError);
    expect(getNewsletterErrorType(failure)).toBe('urn:newsletter:email_invalid');
  });

  it.each([
    ['no error body', new ResponseError(500, undefined, 'p')],
    ['a type that is no string', new ResponseError(400, { type: ['x'] }, 'p')],
    ['no answer at all', new FetchError('network', 'p')],
    ['a plain error', new Error('x')],
  ])('finds no error type in %s', (_case, error) => {
    expect(getNewsletterErrorType(error)).toBeUndefined();
  });

  it('confirms with PUT and an encoded token, reading no answer', async () => {
    fetchMock.mockResolvedValue(new Response('not json', { status: 200 }));
    await confirmNewsletterSubscription('a/b?c', { spa: true, site: 'CZ' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(
      'http://localhost:3000/service/newsletter/api/private/newsletter-subscribers/a%2Fb%3Fc/doi',
    );
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBeUndefined();
  });

  it('asks the private base for base data, whatever the mode, without cache', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ email: 'a@b.de' })));
    await expect(fetchCustomerBaseData({ site: 'TR' })).resolves.toEqual({ email: 'a@b.de' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:3000/service/newsletter/api/private/customers/base-data');
    expect(init?.cache).toBe('no-store');
  });

  it('resolves undefined for base data that failed', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401 }));
    await expect(fetchCustomerBaseData({ site: 'TR' })).resolves.toBeUndefined();
  });
});
