// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isPagePath } from '../../demo/backend/pages';
import { PREVIEW_COOKIE, STAFF_COOKIE } from '../../demo/backend/preview';
import { LOGIN_COOKIE } from '../../demo/backend/session';
import { SITES as BACKEND_SITES } from '../../demo/backend/sites';
import { COOKIE_NAMES } from '../../src/core/config';
import { SITE_KEYS } from '../../src/core/sites';
import {
  STORE_FINDER_LINKS,
  STORE_FINDER_SEARCH_PATH,
  USER_MENU_LINKS,
  USER_MENU_PATHS,
} from '../../src/header/header-panels.sites';
import { HEADER_LINKS } from '../../src/header/header.sites';

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

  it('on the pages the header links to: the demo serves every one of them', () => {
    const paths = [
      ...SITE_KEYS.flatMap((site) => [
        ...HEADER_LINKS[site].map((link) => link.href),
        ...Object.values(USER_MENU_LINKS[site]),
        ...Object.values(STORE_FINDER_LINKS[site]),
      ]),
      ...Object.values(USER_MENU_PATHS),
      STORE_FINDER_SEARCH_PATH,
    ].map((href) => new URL(href, 'https://shop.example').pathname);
    expect(paths.filter((path) => !isPagePath(path))).toEqual([]);
  });
});
