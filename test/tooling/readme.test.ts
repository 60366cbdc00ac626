// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeElement } from '../../scripts/manifest.mjs';
import { CART_PATH } from '../../src/core/api/cart';
import { getNewsletterApiBase } from '../../src/core/api/newsletter';
import { NAVIGATION_PATH, THEME_WORLDS_PATH } from '../../src/core/api/navigation';
import { PERSONAL_DATA_PATH, PSDATA_PATH } from '../../src/core/api/personal-data';
import { AB_TEST_PATHS, PREVIEW_PATHS } from '../../src/core/api/preview';
import { PROMOTION_PATH } from '../../src/core/api/promotion-request';
import { CACHE_KEY_PATH } from '../../src/core/api/search';
import { SUGGESTIONS_PATH } from '../../src/core/api/suggestions';
import { formatPrice } from '../../src/core/format';
import { FOOTER_LOGO_PATH } from '../../src/core/schemas/footer';
import { SITE_KEYS } from '../../src/core/sites';
import { getNewsletterImage } from '../../src/newsletter/newsletter.logic';
import { EXACTAG_SCRIPT_PATH } from '../../stores/third-party/third-party.sites';

// What the README promises integrators, held to what the code does.
const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** The rows of the README table that follows `heading`, as lists of cells. */
function tableAfter(heading: string): string[][] {
  const start = README.indexOf(heading);
  if (start < 0) throw new Error(`no "${heading}" in the README`);
  const lines = README.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const table = lines.slice(
    first,
    lines.findIndex((line, index) => index > first && !line.startsWith('|')),
  );
  return table.slice(2).map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
}

describe('README', () => {
  it("shows each site's print of 123456 minor units as the elements print it", () => {
    const rows = tableAfter('Each site prints 123456');
    expect(rows.map(([site]) => site)).toEqual([...SITE_KEYS]);
    for (const [site, printed] of rows) {
      // the README writes plain spaces; the elements print no-break spaces
      expect(printed, site).toBe(
        `\`${formatPrice(123456, site as (typeof SITE_KEYS)[number]).replaceAll('\u00a0', ' ')}\``,
      );
    }
  });

  it('names a path to forward for every path the elements load from the page’s origin', () => {
    const forwarded = tableAfter('must forward these paths').map(([path]) =>
      path!.replaceAll('`', ''),
    );
    const loaded = [
      CART_PATH,
      NAVIGATION_PATH,
      THEME_WORLDS_PATH,
      PERSONAL_DATA_PATH,
      PSDATA_PATH,
      ...Object.values(PREVIEW_PATHS),
      ...Object.values(AB_TEST_PATHS),
      PROMOTION_PATH,
      CACHE_KEY_PATH,
      SUGGESTIONS_PATH,
      `/${getNewsletterApiBase(false)}`,
      `/${getNewsletterApiBase(true)}`,
      '/service/pageborder/header',
      FOOTER_LOGO_PATH,
      getNewsletterImage(1024)!.src,
      getNewsletterImage(767)!.src,
      EXACTAG_SCRIPT_PATH,
    ];
    expect(loaded.filter((path) => !forwarded.some((prefix) => path.startsWith(prefix)))).toEqual(
      [],
    );
  });

  it("gives the header's attributes the defaults the demo's attribute table shows", () => {
    const manifest = describeElement('elements/shop-header.ts') as {
      declarations: { attributes: { name: string; default?: string }[] }[];
    };
    const defaults = new Map(
      manifest.declarations[0]!.attributes.map((attribute) => [attribute.name, attribute.default]),
    );
    // README "Main navigation": - `menu-type`: `flyout` [default], ...
    const documented = [...README.matchAll(/^- `([a-z-]+)`: `([a-z-]+)` \[default\]/gm)];
    expect(documented.map(([, name]) => name)).toEqual([
      'menu-type',
      'mobile-navigation-behaviour',
    ]);
    for (const [, name, value] of documented) expect(defaults.get(name!), name).toBe(value);
  });
});
