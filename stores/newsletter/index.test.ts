import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLogEntries, resetLogger } from '../../src/core/logger';
import {
  $doiConfirmation,
  confirmSubscriptionFromUrl,
  createNewsletterSignup,
  dismissDoiNotice,
  getDoiNotice,
  loadNewsletterSubmit,
  resetNewsletter,
  type SignupValues,
  type SubmitContext,
} from './index';

type FetchMock = ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let fetchMock: FetchMock;

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status });
const created = (): Response => json({ email: 'anna@example.com', status: 'WAITING_FOR_DOI' }, 201);

const VALUES: SignupValues = {
  email: 'anna@example.com',
  salutation: 'MRS',
  firstName: 'Anna',
  lastName: 'Huber',
  consentDne: true,
};
const CONTEXT: SubmitContext = {
  site: 'AT',
  spa: false,
  origin: 'NEWSLETTER',
  originAddition: 'footer',
};

const requestsTo = (part: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(part));

beforeEach(() => {
  resetLogger();
  resetNewsletter();
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  window.dataLayer = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  delete window.dataLayer;
});

describe('submit (spec footer §4 Newsletter submit, §7)', () => {
  it('posts the request to the internal base and succeeds', async () => {
    fetchMock.mockResolvedValue(created());
    const host = document.createElement('div');
    const events: Event[] = [];
    host.addEventListener('newsletter-success', (event) => events.push(event));
    const signup = createNewsletterSignup(host);

    await expect(signup.submit(VALUES, CONTEXT)).resolves.toBe('SUCCESS');

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(
      'http://localhost:3000/service/newsletter/api/internal/newsletter-subscribers',
    );
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'anna@example.com',
      salutation: 'MRS',
      firstName: 'Anna',
      lastName: 'Huber',
      consents: ['DNE'],
      origin: 'NEWSLETTER',
      originAddition: 'footer',
    });
    const headers = new Headers(init?.headers);
    expect(headers.get('X-Site')).toBe('AT');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.has('X-Hunter-Site')).toBe(false);
    expect(headers.has('X-Original-Address')).toBe(false);
    expect(signup.$signup.get()).toMatchObject({
      outcome: 'SUCCESS',
      submittedEmail: 'anna@example.com',
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ bubbles: true, composed: true });
    expect(window.dataLayer).toEqual([
      {
        event: 'sign_up',
        subject: 'newsletter',
        origin: 'NEWSLETTER:footer',
        type: 'ga4',
        emitter: 'newsletterservice',
      },
    ]);
  });

  it('uses the private base in single-page-app mode', async () => {
    fetchMock.mockResolvedValue(created());
    await createNewsletterSignup(document.body).submit(VALUES, { ...CONTEXT, spa: true });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(
      '/service/newsletter/api/private/newsletter-subscribers',
    );
  });

  it('does not read the answer of a successful sign-up', async () => {
    fetchMock.mockResolvedValue(new Response('{ not json', { status: 201 }));
    await expect(createNewsletterSignup(document.body).submit(VALUES, CONTEXT)).resolves.toBe(
      'SUCCESS',
    );
  });

  it('tracks, resets the form and only then dispatches the success event', async () => {
    fetchMock.mockResolvedValue(created());
    const order: string[] = [];
    const host = document.createElement('div');
    host.addEventListener('newsletter-success', () => order.push('event'));
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      order.push('tracking');
      return Array.prototype.push.apply(layer, items);
    };
    window.dataLayer = layer;
    await createNewsletterSignup(host).submit(VALUES, {
      ...CONTEXT,
      onSuccess: () => order.push('reset'),
    });
    expect(order).toEqual(['tracking', 'reset', 'event']);
  });

  it('sends one request however often it is asked while one is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const signup = createNewsletterSignup(document.body);
    const first = signup.submit(VALUES, CONTEXT);
    const second = signup.submit(VALUES, CONTEXT);
    const third = signup.submit(VALUES, CONTEXT);
    answer(created());
    await expect(first).resolves.toBe('SUCCESS');
    await expect(second).resolves.toBeUndefined();
    await expect(third).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledOnce();
    await expect(signup.submit(VALUES, CONTEXT)).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('maps urn:newsletter:email_invalid to ERROR_INVALID_EMAIL without an error log', async () => {
    fetchMock.mockResolvedValue(json({ type: 'urn:newsletter:email_invalid', status: 400 }, 400));
    const signup = createNewsletterSignup(document.body);
    await expect(signup.submit(VALUES, CONTEXT)).resolves.toBe('ERROR_INVALID_EMAIL');
    expect(getLogEntries().filter((entry) => entry.level === 'error')).toEqual([]);
    expect(window.dataLayer).toEqual([]);
  });

  it.each([
    ['a 500 with a problem body', () => json({ type: 'urn:newsletter:internal_error' }, 500)],
    ['a 400 of another type', () => json({ type: 'urn:newsletter:validation_failed' }, 400)],
    ['an empty error body', () => new Response('', { status: 502 })],
    ['an HTML error page', () => new Response('<h1>Bad gateway</h1>', { status: 502 })],
    ['a malformed error body', () => json({ type: { text: 'urn:newsletter:email_invalid' } }, 400)],
  ])('maps %s to ERROR_GENERIC and logs it', async (_case, response) => {
    fetchMock.mockResolvedValue(response());
    const host = document.createElement('div');
    const listener = vi.fn();
    host.addEventListener('newsletter-success', listener);
    const signup = createNewsletterSignup(host);
    await expect(signup.submit(VALUES, CONTEXT)).resolves.toBe('ERROR_GENERIC');
    expect(signup.$signup.get()).toMatchObject({ phase: 'idle', outcome: 'ERROR_GENERIC' });
    expect(getLogEntries().at(-1)?.level).toBe('error');
    expect(listener).not.toHaveBeenCalled();
    expect(window.dataLayer).toEqual([]);
  });

  it('maps a network error to ERROR_GENERIC and lets the visitor try again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const signup = createNewsletterSignup(document.body);
    await expect(signup.submit(VALUES, CONTEXT)).resolves.toBe('ERROR_GENERIC');
    expect(getLogEntries().at(-1)).toMatchObject({ level: 'warn', context: { reason: 'network' } });
    fetchMock.mockResolvedValueOnce(created());
    await expect(signup.submit(VALUES, CONTEXT)).resolves.toBe('SUCCESS');
  });

  it('gives up after the 15 s timeout with ERROR_GENERIC', async () => {
    // the submit's code is there, as the form's intent loaded it: the fake clock starts with the call
    await loadNewsletterSubmit();
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        ),
    );
    const pending = createNewsletterSignup(document.body).submit(VALUES, CONTEXT);
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(pending).resolves.toBe('ERROR_GENERIC');
    expect(getLogEntries().at(-1)).toMatchObject({ context: { reason: 'timeout' } });
  });

  it('changes nothing and dispatches nothing for an answer after dispose', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const host = document.createElement('div');
    const listener = vi.fn();
    host.addEventListener('newsletter-success', listener);
    const signup = createNewsletterSignup(host);
    const pending = signup.submit(VALUES, CONTEXT);
    signup.dispose();
    answer(created());
    await pending;
    expect(listener).not.toHaveBeenCalled();
    expect(signup.$signup.get().outcome).toBe('UNSET');
  });
});

describe('submitAsBot (spec footer §4 honeypot)', () => {
  it('shows success, tracks and dispatches without calling the server', () => {
    const host = document.createElement('div');
    const listener = vi.fn();
    host.addEventListener('newsletter-success', listener);
    const onSuccess = vi.fn();
    const signup = createNewsletterSignup(host);
    signup.submitAsBot(' bot@spam.example ', { ...CONTEXT, onSuccess });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(signup.$signup.get()).toMatchObject({
      botDetected: true,
      submittedEmail: 'bot@spam.example',
    });
    expect(listener).toHaveBeenCalledOnce();
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(window.dataLayer).toHaveLength(1);
    signup.submitAsBot('again@spam.example', CONTEXT);
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('loadPrefill (spec footer §6, §7 base data)', () => {
  const BASE_DATA = {
    email: 'katharina.gruber@example.com',
    salutation: 'MRS',
    firstName: 'Katharina',
    lastName: 'Gruber',
    consents: ['DNE'],
    legals: [],
  };

  it('asks nothing without a login cookie', async () => {
    const signup = createNewsletterSignup(document.body);
    signup.loadPrefill('AT');
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(signup.$signup.get().prefill).toBeUndefined();
  });

  it('reads the base data from the private base with X-LoginToken', async () => {
    document.cookie = 'logintoken=token-123; path=/';
    fetchMock.mockResolvedValue(json(BASE_DATA));
    const signup = createNewsletterSignup(document.body);
    signup.loadPrefill('AT');
    await vi.waitFor(() => expect(signup.$signup.get().prefill).toBeDefined());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:3000/service/newsletter/api/private/customers/base-data');
    const headers = new Headers(init?.headers);
    expect(headers.get('X-LoginToken')).toBe('token-123');
    expect(headers.get('X-Site')).toBe('AT');
    expect(signup.$signup.get().prefill).toEqual({
      email: 'katharina.gruber@example.com',
      salutation: 'MRS',
      firstName: 'Katharina',
      lastName: 'Gruber',
      hasDneConsent: true,
    });
  });

  it('asks once per page and site for every form', async () => {
    document.cookie = 'logintoken=token-123; path=/';
    fetchMock.mockResolvedValue(json(BASE_DATA));
    const footer = createNewsletterSignup(document.body);
    const landingPage = createNewsletterSignup(document.body);
    footer.loadPrefill('AT');
    landingPage.loadPrefill('AT');
    footer.loadPrefill('AT');
    await vi.waitFor(() => expect(landingPage.$signup.get().prefill).toBeDefined());
    expect(requestsTo('base-data')).toHaveLength(1);
  });

  it.each([
    ['401', () => json({ type: 'urn:newsletter:unauthorized' }, 401)],
    ['a malformed answer', () => json({ email: { text: 'x' } })],
    ['invalid JSON', () => new Response('{', { status: 200 })],
  ])('leaves the form empty after %s and asks again next time', async (_case, response) => {
    document.cookie = 'logintoken=token-123; path=/';
    fetchMock.mockResolvedValueOnce(response());
    const first = createNewsletterSignup(document.body);
    first.loadPrefill('HU');
    await vi.waitFor(() => expect(getLogEntries().length).toBeGreaterThan(0));
    await Promise.resolve();
    expect(first.$signup.get().prefill).toBeUndefined();
    fetchMock.mockResolvedValueOnce(json(BASE_DATA));
    const second = createNewsletterSignup(document.body);
    second.loadPrefill('HU');
    await vi.waitFor(() => expect(second.$signup.get().prefill).toBeDefined());
  });
});

describe('confirmSubscriptionFromUrl (double opt-in)', () => {
  function onPage(search: string): void {
    vi.stubGlobal('location', new URL(`http://localhost:3000/${search}`));
  }

  it('does nothing without a token in the url', () => {
    onPage('?query=kaffee');
    confirmSubscriptionFromUrl({ spa: false, site: 'DE' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect($doiConfirmation.get().status).toBe('NONE');
  });

  it('confirms with PUT /newsletter-subscribers/{token}/doi, once per page', async () => {
    onPage('?subscriberToken=abc123#newsletter-signup');
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    confirmSubscriptionFromUrl({ spa: false, site: 'DE' });
    confirmSubscriptionFromUrl({ spa: false, site: 'DE' });
    expect(getDoiNotice($doiConfirmation.get())).toBe('confirming');
    await vi.waitFor(() => expect($doiConfirmation.get().status).toBe('CONFIRMED'));
    confirmSubscriptionFromUrl({ spa: false, site: 'DE' });
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(
      'http://localhost:3000/service/newsletter/api/internal/newsletter-subscribers/abc123/doi',
    );
    expect(init?.method).toBe('PUT');
  });

  it('uses the private base in single-page-app mode', async () => {
    onPage('?subscriberToken=abc123');
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    confirmSubscriptionFromUrl({ spa: true, site: 'DE' });
    await vi.waitFor(() => expect($doiConfirmation.get().status).toBe('CONFIRMED'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/private/newsletter-subscribers/');
  });

  it.each([
    [404, 'urn:newsletter:doi_token_invalid'],
    [410, 'urn:newsletter:doi_token_expired'],
  ])('shows the invalid-link notice for %i until dismissed', async (status, type) => {
    onPage('?subscriberToken=7f3c9a2e5b8d4f1a6c0e9b3d2a5f8c71');
    fetchMock.mockResolvedValue(json({ type }, status));
    confirmSubscriptionFromUrl({ spa: false, site: 'DE' });
    await vi.waitFor(() => expect($doiConfirmation.get().status).toBe('LINK_INVALID'));
    expect(getDoiNotice($doiConfirmation.get())).toBe('linkInvalid');
    dismissDoiNotice();
    expect(getDoiNotice($doiConfirmation.get())).toBeUndefined();
  });

  it('tells an unreachable service apart from an invalid link', async () => {
    onPage('?subscriberToken=abc123');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    confirmSubscriptionFromUrl({ spa: false, site: 'DE' });
    await vi.waitFor(() => expect($doiConfirmation.get().status).toBe('FAILED'));
    expect(getDoiNotice($doiConfirmation.get())).toBe('failed');
  });

  it('sends nothing for a token that cannot be one, and calls the link invalid', () => {
    onPage('?subscriberToken=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    confirmSubscriptionFromUrl({ spa: false, site: 'DE' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getDoiNotice($doiConfirmation.get())).toBe('linkInvalid');
  });

  it('encodes the token into the path', async () => {
    onPage('?subscriberToken=a.b~c');
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    confirmSubscriptionFromUrl({ spa: false, site: 'DE' });
    await vi.waitFor(() => expect($doiConfirmation.get().status).toBe('CONFIRMED'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/newsletter-subscribers/a.b~c/doi');
  });
});
