// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { CART_PRESETS, createCart, renderCart } from '../../demo/backend/carts';
import { isPagePath } from '../../demo/backend/pages';
import { PREVIEW_COOKIE, STAFF_COOKIE } from '../../demo/backend/preview';
import { LOGIN_COOKIE } from '../../demo/backend/session';
import { SITES as BACKEND_SITES, SITE_INFO } from '../../demo/backend/sites';
import { COOKIE_NAMES } from '../../src/core/config';
import { getLogEntries, resetLogger } from '../../src/core/logger';
import { cartSchema } from '../../src/core/schemas/cart';
import { SITES, SITE_KEYS } from '../../src/core/sites';
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

  it("on each site's currency and its decimals", () => {
    for (const site of SITE_KEYS) {
      expect([SITE_INFO[site].currency, SITE_INFO[site].fractionDigits], site).toEqual([
        SITES[site].currency,
        SITES[site].fractionDigits,
      ]);
    }
  });

  it('on money: every amount of every cart is an integer of minor units the elements take as it is', () => {
    resetLogger();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const site of SITE_KEYS) {
      for (const preset of CART_PRESETS) {
        v.parse(cartSchema, renderCart(createCart(preset), site, ''));
      }
    }
    expect(getLogEntries().map((entry) => entry.message)).toEqual([]);
    vi.restoreAllMocks();
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
