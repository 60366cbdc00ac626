import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as logger from '../../src/core/logger';
import type * as newsletterStore from './index';
import type { SubmitContext } from './index';

// The submit's code (newsletter.submit.ts, with the pre-fill's and the confirmation's calls) is
// imported on demand (issue 15); here it fails as a chunk that did not arrive would, until a test
// lets it through. Each test takes a fresh copy of the store and the logger (vi.resetModules), so
// no test finds the code loaded, or not, by another: they pass in any order.
const chunk = { fails: true, imports: 0 };

const VALUES = {
  email: 'anna@example.com',
  salutation: '',
  firstName: '',
  lastName: '',
  consentDne: false,
};
const CONTEXT: SubmitContext = { site: 'DE', spa: false, origin: 'NEWSLETTER' };

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let store: typeof newsletterStore;
let getLogEntries: (typeof logger)['getLogEntries'];

beforeEach(async () => {
  chunk.fails = true;
  vi.resetModules();
  // a new mock each test: vitest keeps a mocked module that once loaded across resetModules
  vi.doMock('./newsletter.submit', async (importOriginal) => {
    chunk.imports += 1;
    if (chunk.fails) throw new TypeError('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  store = await import('./index');
  ({ getLogEntries } = await import('../../src/core/logger'));
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the submit’s code loaded on demand', () => {
  it('leaves the form empty when the pre-fill’s code did not load, and the next form loads it again', async () => {
    document.cookie = 'logintoken=token-123; path=/';
    try {
      const first = store.createNewsletterSignup(document.body);
      first.loadPrefill('AT');
      await vi.waitFor(() =>
        expect(getLogEntries().at(-1)).toMatchObject({
          level: 'error',
          message: 'The newsletter pre-fill could not be loaded; the next form tries again',
        }),
      );
      expect(first.$signup.get().prefill).toBeUndefined();
      expect(fetchMock).not.toHaveBeenCalled();
      const imports = chunk.imports;

      store.createNewsletterSignup(document.body).loadPrefill('AT');
      await vi.waitFor(() => expect(chunk.imports).toBe(imports + 1));
    } finally {
      document.cookie = 'logintoken=; max-age=0; path=/';
    }
  });

  it('shows the confirmation as failed when its code did not load, and sends nothing', async () => {
    vi.stubGlobal('location', new URL('http://localhost:3000/?subscriberToken=abc123'));
    const { $doiConfirmation, getDoiNotice } = store;
    store.confirmSubscriptionFromUrl({ spa: false, site: 'DE' });
    expect(getDoiNotice($doiConfirmation.get())).toBe('confirming');
    await vi.waitFor(() => expect($doiConfirmation.get().status).toBe('FAILED'));
    expect(getDoiNotice($doiConfirmation.get())).toBe('failed');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getLogEntries().at(-1)).toMatchObject({
      level: 'error',
      message: 'The newsletter confirmation could not be loaded',
    });
  });

  it('fails a submit whose code did not load, sends nothing, and loads it again on the next', async () => {
    const host = document.createElement('div');
    const listener = vi.fn();
    host.addEventListener('newsletter-success', listener);
    const signup = store.createNewsletterSignup(host);
    const imports = chunk.imports;

    await expect(signup.submit(VALUES, CONTEXT)).resolves.toBe('ERROR_GENERIC');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
    expect(signup.$signup.get()).toMatchObject({ phase: 'idle', outcome: 'ERROR_GENERIC' });
    expect(getLogEntries().at(-1)).toMatchObject({ level: 'error' });

    chunk.fails = false;
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(signup.submit(VALUES, CONTEXT)).resolves.toBe('SUCCESS');
    expect(chunk.imports).toBe(imports + 2);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(listener).toHaveBeenCalledOnce();
  });
});
