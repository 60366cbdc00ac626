// @vitest-environment-options { "url": "http://localhost:8080/" }
import { describe, expect, it, vi } from 'vitest';
import { $user, loadPersonalData, resetUser } from './index';

describe('$user on localhost', () => {
  it('fetches nothing and shows the logged-out state (spec header §4)', async () => {
    resetUser();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await loadPersonalData();
    expect(fetchMock).not.toHaveBeenCalled();
    expect($user.get()).toMatchObject({ status: 'loaded', loggedInOrRemembered: false });
  });
});
