// @vitest-environment-options { "url": "https://www.shop.example/kaffee" }
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $user, loadNewsletterStatus, loadPersonalData, resetUser } from './index';

const LOGGED_IN = {
  tracking: { loginStatus: 'LOGGED_IN' },
  customer: { firstname: 'Jana', lastname: 'Nováková', loyaltyBeans: 40 },
  statuses: { isCardMember: true, isCommunityMember: false },
};

function respond(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('$user', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    resetUser();
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    delete window.shopPersonalData;
    delete window.shopPsdata;
  });

  it('loads the personal data once however many elements ask', async () => {
    fetchMock.mockResolvedValue(respond(LOGGED_IN));
    await Promise.all([loadPersonalData(), loadPersonalData(), loadPersonalData()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(
      '/service/customerfrontenddata/api/v1/psdata',
    );
    expect($user.get()).toMatchObject({
      customerName: 'Jana Nováková',
      loyaltyBeans: 40,
      isCardMember: true,
    });
  });

  it("tells the service the asking element's site, whatever the site cookie says", async () => {
    document.cookie = 'site=DE; path=/';
    fetchMock.mockResolvedValue(respond(LOGGED_IN));
    await loadPersonalData({ site: 'AT' });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(new Headers(init.headers).get('X-Site')).toBe('AT');
    document.cookie = 'site=; max-age=0; path=/';
  });

  it('reuses a promise the page put on window instead of fetching', async () => {
    window.shopPersonalData = Promise.resolve(LOGGED_IN);
    await loadPersonalData();
    expect(fetchMock).not.toHaveBeenCalled();
    expect($user.get().customerName).toBe('Jana Nováková');
  });

  it.each([
    ['a server error', () => respond({ error: 'down' }, 500)],
    ['a malformed body', () => respond({ tracking: { loginStatus: 'SOMETIMES' } })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows the logged-out state after %s', async (_name, answer) => {
    fetchMock.mockImplementation(answer);
    await loadPersonalData();
    expect($user.get()).toMatchObject({
      status: 'loaded',
      loginStatus: 'LOGGED_OUT',
      customerName: '',
    });
  });

  it('asks again when forced, e.g. after a login', async () => {
    fetchMock.mockResolvedValueOnce(respond({ tracking: { loginStatus: 'LOGGED_OUT' } }));
    fetchMock.mockResolvedValueOnce(respond(LOGGED_IN));
    await loadPersonalData();
    expect($user.get().loggedInOrRemembered).toBe(false);
    await loadPersonalData({ force: true });
    expect($user.get().loggedInOrRemembered).toBe(true);
  });

  it('reads the newsletter status from /json/psdata and retries after a failure', async () => {
    fetchMock.mockResolvedValueOnce(respond({}, 503));
    await loadNewsletterStatus();
    expect($user.get().newsletterStatus).toBeUndefined();
    fetchMock.mockResolvedValueOnce(respond({ nl_status: 'SUBSCRIBED' }));
    await loadNewsletterStatus();
    expect($user.get().newsletterStatus).toBe('SUBSCRIBED');
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain('/json/psdata');
  });
});
