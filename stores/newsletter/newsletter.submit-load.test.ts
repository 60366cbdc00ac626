import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLogEntries, resetLogger } from '../../src/core/logger';
import { createNewsletterSignup, resetNewsletter, type SubmitContext } from './index';

// The submit's code (newsletter.submit.ts) is imported on demand (issue 15); here its first
// import fails as a chunk that did not arrive would.
const chunk = vi.hoisted(() => ({ fails: true, imports: 0 }));
vi.mock('./newsletter.submit', async (importOriginal) => {
  chunk.imports += 1;
  if (chunk.fails) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const VALUES = {
  email: 'anna@example.com',
  salutation: '',
  firstName: '',
  lastName: '',
  consentDne: false,
};
const CONTEXT: SubmitContext = { site: 'DE', spa: false, origin: 'NEWSLETTER' };

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  resetLogger();
  resetNewsletter();
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the submit’s code loaded on demand', () => {
  it('fails a submit whose code did not load, sends nothing, and loads it again on the next', async () => {
    const host = document.createElement('div');
    const listener = vi.fn();
    host.addEventListener('newsletter-success', listener);
    const signup = createNewsletterSignup(host);

    await expect(signup.submit(VALUES, CONTEXT)).resolves.toBe('ERROR_GENERIC');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
    expect(signup.$signup.get()).toMatchObject({ phase: 'idle', outcome: 'ERROR_GENERIC' });
    expect(getLogEntries().at(-1)).toMatchObject({ level: 'error' });

    chunk.fails = false;
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(signup.submit(VALUES, CONTEXT)).resolves.toBe('SUCCESS');
    expect(chunk.imports).toBe(2);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(listener).toHaveBeenCalledOnce();
  });
});
