import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ---------------------------------------------------------------------------------------------
// Layers. Data flows one way, services -> core/api -> stores -> views -> elements, and nothing
// imports from a layer above its own:
//
// | layer    | folder                                | may import                               |
// | -------- | ------------------------------------- | ---------------------------------------- |
// | core     | src/core/                             | nothing of ours                          |
// | i18n     | i18n/                                 | core                                     |
// | stores   | stores/                               | core, i18n                               |
// | views    | src/<area>/, src/ds/, src/shared/     | stores, i18n, core (formatting only, *)  |
// | elements | elements/                             | views, stores; lower layers as types     |
//
// * At run time a view may call the framework-free helpers of core: format, sites, config, url
//   (the URL sanitiser), events and logger; from the response schemas it may use their
//   vocabulary (constants such as the salutation order, guards such as isCartLimitCode) but
//   never a schema itself (`...Schema`): parsing service data is core/api's job. The http client,
//   cookies, storage, retry, tracking and the api calls stay out of views (a view reads stores
//   and calls store actions). Type-only imports of anything in core are free.
//
// elements/page-border/ (dist/page-border.js) is built on its own and brings nothing of the
// bundle along: at run time it imports only core's two modules that import nothing, the URL
// sanitiser and the markup walker, which are compiled into it.
//
// Pure view helpers (`*.logic.ts`) take a store's pure modules (reducer, rules, entries), never
// the store's index, which would bring the store's atoms and effects along.
//
// Shipped code never imports test/ (shared test helpers), demo/ (the fake shop backend, a test
// double) or scripts/ (tooling). A test obeys the rules of the layer it sits in, except that it
// may import test/ and demo/, and that a view's tests may go through the view's custom element
// in elements/ (views are unit-tested through their element). test/ itself is not a layer.
//
// The patterns match the import as written (a relative path) and are anchored on the folder
// names above. They hold for dynamic `import('...')` too (code and messages loaded on intent,
// the per-site footer content, the locale loader): no-restricted-imports sees only static
// imports and re-exports, so each pattern is also a no-restricted-syntax selector on
// ImportExpression with the same message. A dynamic import is a run-time import (type-only
// `typeof import('...')` is a type, not an ImportExpression), and its names are not known, so
// a view's dynamic import of a schema module is refused as a whole. An import() of a computed
// address (a template literal) is not checked.

/** One or more `../` at the start of an import. */
const UP = String.raw`^(?:\.\./)+`;
const CORE_MODULES_FOR_VIEWS = ['format', 'sites', 'config', 'url', 'events', 'logger'];

const MESSAGE = {
  core: 'core (src/core) imports nothing of ours. Layers: see eslint.config.js.',
  i18n: 'i18n imports only core. Layers: see eslint.config.js.',
  stores: 'stores import core and i18n, never views or elements. Layers: see eslint.config.js.',
  views:
    'views import stores, i18n and, from core, only format, sites, config, url, events, logger and types; never elements. Layers: see eslint.config.js.',
  schemas:
    "views never parse service data: take the schema module's constants, guards and types, not its schemas. Layers: see eslint.config.js.",
  elements:
    'elements import views and stores; core and i18n only as types. Layers: see eslint.config.js.',
  pureHelpers:
    "pure view helpers (*.logic.ts) import a store's pure modules, not its index. Layers: see eslint.config.js.",
  pageBorder:
    'page-border.js imports nothing at run time but the URL sanitiser and the markup walker of core (src/core/url, src/core/markup-walker), compiled in; other core modules as types. Layers: see eslint.config.js.',
  outside:
    'shipped code never imports test/, demo/ or scripts/ (tests may use test/ and demo/). Layers: see eslint.config.js.',
};

const outsideLayers = (isTest) => ({
  regex: isTest ? String.raw`${UP}scripts(?:/|$)` : String.raw`${UP}(?:test|demo|scripts)(?:/|$)`,
  message: MESSAGE.outside,
});

/**
 * core, for files `depth` folders below src/core: an import that climbs out of src/core (and
 * does not step straight back into it) is refused; tests may climb to test/ and demo/.
 */
const corePatterns = (depth, isTest) => [
  {
    regex: String.raw`^(?:\.\./){${depth + 1}}(?!core/${isTest ? String.raw`|\.\./(?:test|demo)/` : ''})`,
    message: MESSAGE.core,
  },
  outsideLayers(isTest),
];

const i18nPatterns = (isTest) => [
  { regex: String.raw`${UP}(?:stores|elements)(?:/|$)`, message: MESSAGE.i18n },
  { regex: String.raw`${UP}src/(?!core/)`, message: MESSAGE.i18n },
  outsideLayers(isTest),
];

const storePatterns = (isTest) => [
  { regex: String.raw`${UP}elements(?:/|$)`, message: MESSAGE.stores },
  { regex: String.raw`${UP}src/(?!core/)`, message: MESSAGE.stores },
  outsideLayers(isTest),
];

const viewPatterns = (isTest) => [
  ...(isTest ? [] : [{ regex: String.raw`${UP}elements(?:/|$)`, message: MESSAGE.views }]),
  {
    regex: String.raw`${UP}core/(?!(?:${CORE_MODULES_FOR_VIEWS.join('|')}|schemas/[^/]+)$)`,
    allowTypeImports: true,
    message: MESSAGE.views,
  },
  {
    regex: String.raw`${UP}core/schemas/`,
    importNamePattern: 'Schema$',
    allowTypeImports: true,
    message: MESSAGE.schemas,
  },
  outsideLayers(isTest),
];

const PURE_VIEW_HELPER_PATTERN = {
  regex: String.raw`${UP}stores/[^/]+(?:/index)?$`,
  allowTypeImports: true,
  message: MESSAGE.pureHelpers,
};

const elementPatterns = (isTest) => [
  {
    regex: String.raw`${UP}(?:src/core|i18n)(?:/|$)`,
    allowTypeImports: true,
    message: MESSAGE.elements,
  },
  outsideLayers(isTest),
];

/**
 * dist/page-border.js, built on its own (vite.page-border.config.ts), compiles in the two core
 * modules that import nothing, the URL sanitiser and the markup walker, and nothing else of ours.
 */
const PAGE_BORDER_MODULES = ['url', 'markup-walker'];
const pageBorderPatterns = (isTest) => [
  {
    regex: String.raw`${UP}(?:src/core/(?!(?:${PAGE_BORDER_MODULES.join('|')})$)|i18n(?:/|$))`,
    allowTypeImports: true,
    message: MESSAGE.pageBorder,
  },
  { regex: String.raw`${UP}(?:stores|src/(?!core/))`, message: MESSAGE.pageBorder },
  outsideLayers(isTest),
];

/**
 * A pattern of no-restricted-imports as a no-restricted-syntax entry for `import('...')`. The
 * regex goes into an esquery attribute selector, where `/` ends it unless escaped; `iu` as
 * no-restricted-imports compiles its patterns (caseSensitive off).
 */
const dynamicImportSelector = ({ regex, message }) => ({
  selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/iu]`,
  message,
});

/** Both rules of one layer: static imports and re-exports, and dynamic import(). */
const layerRules = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
  'no-restricted-syntax': ['error', ...patterns.map(dynamicImportSelector)],
});

const TESTS = '*.test.{ts,tsx}';
const TEST_FILES = [`**/${TESTS}`];

/**
 * The layer rules for shipped files and for tests of the given globs. Each block sets the rules'
 * whole option lists: in a flat config the last block naming a rule for a file replaces the
 * options of earlier ones, so tests get a block of their own after the shipped files'.
 */
const layer = ({ files, ignores = [] }, patterns) => [
  {
    files: files.map((glob) => `${glob}*.{ts,tsx}`),
    ignores: [...ignores, ...TEST_FILES],
    rules: layerRules(patterns(false)),
  },
  {
    files: files.map((glob) => `${glob}${TESTS}`),
    ignores,
    rules: layerRules(patterns(true)),
  },
];

const layerBlocks = [
  // core's depth decides how many `../` leave it: src/core/*.ts, src/core/api/*.ts, ...
  ...[0, 1, 2].flatMap((depth) =>
    layer({ files: [`src/core/${'*/'.repeat(depth)}`] }, (isTest) => corePatterns(depth, isTest)),
  ),
  ...layer({ files: ['i18n/**/'] }, i18nPatterns),
  ...layer({ files: ['stores/**/'] }, storePatterns),
  ...layer({ files: ['src/**/'], ignores: ['src/core/**'] }, viewPatterns),
  {
    files: ['src/**/*.logic.ts'],
    ignores: ['src/core/**'],
    rules: layerRules([...viewPatterns(false), PURE_VIEW_HELPER_PATTERN]),
  },
  ...layer({ files: ['elements/**/'], ignores: ['elements/page-border/**'] }, elementPatterns),
  ...layer({ files: ['elements/page-border/'] }, pageBorderPatterns),
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.cache/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  ...layerBlocks,
  {
    // tooling and the fake backend run in Node
    files: ['scripts/**', 'demo/backend/**', '*.config.{js,mjs,ts}', 'test/e2e/**'],
    // the bench and e2e helpers also hand functions to the page (page.evaluate)
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.browser.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.mocha } },
  },
);
