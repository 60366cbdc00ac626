// @vitest-environment node
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The layer rules of eslint.config.js, run on one import at a time as if it stood in the named
// file (the file need not exist). A refused static import is reported by no-restricted-imports,
// a refused dynamic import() by no-restricted-syntax with the layer's message.
const eslint = new ESLint({ cwd: process.cwd() });

// ESLint's cold start (loading the config, its plugins and the TypeScript parser) takes seconds
// on a busy machine: it is paid here, under its own limit, not inside the first case's 5 s.
beforeAll(async () => {
  await eslint.lintText('\n', { filePath: 'src/core/format.ts' });
}, 120_000);

async function isRefused(filePath: string, line: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${line}\n`, { filePath });
  return (result?.messages ?? []).some(
    (message) =>
      message.ruleId === '@typescript-eslint/no-restricted-imports' ||
      (message.ruleId === 'no-restricted-syntax' && message.message.includes('Layers:')),
  );
}

type Case = [file: string, line: string];

describe('layer rules', () => {
  it.each<Case>([
    ['src/core/format.ts', "import { SITES } from './sites';"],
    ['src/core/api/cart.ts', "import { request } from '../http';"],
    ['src/core/schemas/cart.test.ts', "import { createCart } from '../../../demo/backend/carts';"],
    ['src/core/format.test.ts', "import { render } from '../../test/helpers/render';"],
    ['i18n/index.ts', "import { LOCALES } from '../src/core/sites';"],
    ['stores/cart/index.ts', "import { request } from '../../src/core/http';"],
    ['stores/cart/index.ts', "import { translate } from '../../i18n/index';"],
    [
      'stores/cart/index.test.ts',
      "import { stubCartService } from '../../test/helpers/cart-service';",
    ],
    ['src/minicart/minicart.tsx', "import { $cart } from '../../stores/cart/index';"],
    ['src/minicart/minicart.tsx', "import { translate } from '../../i18n/index';"],
    ['src/minicart/minicart.tsx', "import { formatPrice } from '../core/format';"],
    ['src/ds/button/button.tsx', "import { sanitizeUrl } from '../../core/url';"],
    ['src/minicart/minicart.tsx', "import { isCartLimitCode } from '../core/schemas/cart';"],
    ['src/minicart/minicart.tsx', "import type { fetchCart } from '../core/api/cart';"],
    [
      'src/minicart/minicart.tsx',
      "import { type Cart, type cartSchema } from '../core/schemas/cart';",
    ],
    ['src/minicart/minicart.test.tsx', "import '../../elements/shop-minicart';"],
    [
      'src/minicart/minicart.logic.ts',
      "import { getEntryKey } from '../../stores/cart/cart.entries';",
    ],
    ['src/minicart/minicart.logic.ts', "import type { CartState } from '../../stores/cart/index';"],
    ['elements/shop-minicart.ts', "import { MiniCart } from '../src/minicart/minicart';"],
    ['elements/shop-minicart.ts', "import { modifyCart } from '../stores/cart/index';"],
    ['elements/shop-minicart.ts', "import type { Site } from '../src/core/sites';"],
    ['elements/internal/define-element.tsx', "import type { Catalogue } from '../../i18n/types';"],
    ['test/helpers/render.tsx', "import { request } from '../../src/core/http';"],
  ])('lets %s %s', async (file, line) => {
    expect(await isRefused(file, line)).toBe(false);
  });

  it.each<Case>([
    // core imports nothing of ours, not even types
    ['src/core/format.ts', "import { $cart } from '../../stores/cart/index';"],
    ['src/core/api/cart.ts', "import type { CartState } from '../../../stores/cart/index';"],
    ['src/core/format.ts', "import { getBadgeText } from '../minicart/minicart.logic';"],
    ['src/core/schemas/cart.ts', "import { translate } from '../../../i18n/index';"],
    ['src/core/format.test.ts', "import { MiniCart } from '../minicart/minicart';"],
    // i18n imports only core
    ['i18n/de-DE.ts', "import { $cart } from '../stores/cart/index';"],
    ['i18n/index.ts', "import { useShop } from '../src/shared/shop-context';"],
    // stores import core and i18n, never views or elements, not even types or in tests
    ['stores/cart/index.ts', "import { MiniCart } from '../../src/minicart/minicart';"],
    [
      'stores/cart/index.ts',
      "import type { DisplayedEntry } from '../../src/minicart/minicart.logic';",
    ],
    ['stores/cart/index.ts', "export { getBadgeText } from '../../src/minicart/minicart.logic';"],
    ['stores/cart/index.ts', "import { SHOP_ELEMENT_TAGS } from '../../elements/index';"],
    [
      'stores/cart/index.test.ts',
      "import { stubCartService } from '../../src/minicart/cart-service';",
    ],
    // views: no http client, cookies, storage, retry, tracking or api calls; no schemas; no elements
    ['src/minicart/minicart.tsx', "import { request } from '../core/http';"],
    ['src/minicart/minicart.tsx', "import { readCookie } from '../core/cookies';"],
    ['src/ds/modal/modal.tsx', "import { readStorage } from '../../core/storage';"],
    ['src/minicart/minicart.tsx', "import { withRetry } from '../core/retry';"],
    ['src/minicart/minicart.tsx', "import { track } from '../core/tracking';"],
    ['src/minicart/minicart.tsx', "import { fetchCart } from '../core/api/cart';"],
    ['src/minicart/minicart.tsx', "import { cartSchema } from '../core/schemas/cart';"],
    ['src/minicart/minicart.tsx', "import { SHOP_ELEMENT_TAGS } from '../../elements/index';"],
    [
      'src/minicart/minicart.tsx',
      "import type { AttributeTable } from '../../elements/internal/attributes';",
    ],
    ['src/minicart/minicart.test.tsx', "import { request } from '../core/http';"],
    // pure view helpers do not start a store
    ['src/minicart/minicart.logic.ts', "import { CART_LISTS } from '../../stores/cart/index';"],
    ['src/minicart/minicart.logic.ts', "import { CART_LISTS } from '../../stores/cart';"],
    ['src/minicart/minicart.logic.ts', "import { request } from '../core/http';"],
    // elements: views and stores; core and i18n as types only
    ['elements/shop-minicart.ts', "import { logger } from '../src/core/logger';"],
    ['elements/internal/define-element.tsx', "import { loadCatalogue } from '../../i18n/index';"],
    // shipped code never imports test helpers, the fake backend or tooling
    [
      'src/minicart/minicart.tsx',
      "import { stubCartService } from '../../test/helpers/cart-service';",
    ],
    ['stores/cart/index.ts', "import { createCart } from '../../demo/backend/carts';"],
    ['elements/shop-minicart.ts', "import { build } from '../scripts/build.mjs';"],
    ['src/core/http.ts', "import { render } from '../../test/helpers/render';"],
  ])('refuses in %s %s', async (file, line) => {
    expect(await isRefused(file, line)).toBe(true);
  });

  describe('dynamic import()', () => {
    it.each<Case>([
      // code loaded on intent, inside its own area
      ['src/minicart/minicart.tsx', "void import('./minicart-panel');"],
      ['src/ds/input/input.load.ts', "void import('./input-formats');"],
      // a view loads a store on demand (the header's third-party scripts)
      ['src/header/header.tsx', "void import('../../stores/third-party/index');"],
      ['i18n/index.ts', "void import('./de-DE.ts?messages=onload');"],
      ['stores/newsletter/index.ts', "void import('./newsletter.submit');"],
      ['elements/staff-preview.ts', "void import('./staff-preview.panel');"],
      ['elements/index.ts', "void import('../src/minicart/minicart');"],
      // tests load a module afresh, within their own layer's rules
      ['stores/site/preload-error.test.ts', "await import('../../src/core/logger');"],
      ['src/core/format.test.ts', "await import('../../test/helpers/render');"],
      // a type written with import() is no import at run time
      ['src/minicart/minicart.tsx', "type Http = typeof import('../core/http');"],
      // an address computed at run time is not checked
      ['src/minicart/minicart.tsx', 'void import(`../core/${name}`);'],
    ])('lets %s %s', async (file, line) => {
      expect(await isRefused(file, line)).toBe(false);
    });

    it.each<Case>([
      ['src/core/format.ts', "void import('../../stores/cart/index');"],
      ['src/core/api/cart.ts', "void import('../../../i18n/index');"],
      ['i18n/index.ts', "void import('../stores/cart/index');"],
      ['stores/cart/index.ts', "void import('../../src/minicart/minicart-panel');"],
      ['stores/cart/index.test.ts', "await import('../../elements/shop-minicart');"],
      ['src/minicart/minicart.tsx', "void import('../../elements/shop-minicart');"],
      ['src/minicart/minicart.tsx', "void import('../core/http');"],
      ['src/ds/modal/modal.tsx', "void import('../../core/storage');"],
      // a dynamic import hands over the whole module, schemas included
      ['src/minicart/minicart.tsx', "void import('../core/schemas/cart');"],
      ['src/minicart/minicart.logic.ts', "void import('../../stores/cart/index');"],
      ['elements/shop-minicart.ts', "void import('../src/core/logger');"],
      ['elements/internal/define-element.tsx', "void import('../../i18n/index');"],
      ['src/minicart/minicart.tsx', "void import('../../test/helpers/cart-service');"],
      ['stores/cart/index.ts', "void import('../../demo/backend/carts');"],
      // matched as no-restricted-imports matches, regardless of case
      ['src/minicart/minicart.tsx', "void import('../../Elements/shop-minicart');"],
    ])('refuses in %s %s', async (file, line) => {
      expect(await isRefused(file, line)).toBe(true);
    });
  });
});
