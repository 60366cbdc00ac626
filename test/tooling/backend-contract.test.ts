// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PREVIEW_COOKIE, STAFF_COOKIE } from '../../demo/backend/preview';
import { LOGIN_COOKIE } from '../../demo/backend/session';
import { SITES as BACKEND_SITES } from '../../demo/backend/sites';
import { COOKIE_NAMES } from '../../src/core/config';
import { SITE_KEYS } from '../../src/core/sites';

// The fake backend stands alone (the elements never import it), so the names both sides rely
// on are checked here instead of shared.
describe('the fake backend and the elements agree', () => {
  it('on the cookie names', () => {
    expect(LOGIN_COOKIE).toBe(COOKIE_NAMES.loginToken);
    expect(STAFF_COOKIE).toBe(COOKIE_NAMES.staffAuthToken);
    expect(PREVIEW_COOKIE).toBe(COOKIE_NAMES.preview);
  });

  it('on the nine sites', () => {
    expect([...BACKEND_SITES].sort()).toEqual([...SITE_KEYS].sort());
  });
});
