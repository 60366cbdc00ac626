import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layersPlugin } from './scripts/eslint-layers.js';

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
//   (the URL sanitiser; service and CMS addresses come sanitised by their schemas), events and
//   logger; from the response schemas it may use their vocabulary (constants such as the
//   salutation order, guards such as isCartLimitCode) but never a schema itself (`...Schema`):
//   parsing service data is core/api's job. The http client, cookies, storage, retry, tracking
//   and the api calls stay out of views (a view reads stores and calls store actions). Type-only
//   imports of anything in core are free.
//
// Within the views: the design system and the shared view helpers (src/ds/, src/shared/) serve
// every area and import none; a view outside src/ds/ takes a design-system component through
// its index (src/ds/<component>/index), never one of its files.
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
// may import test/ and demo/, and that a view's tests may go through the view's custom element in
// elements/ (views are unit-tested through their element). test/ itself is not a layer.
//
// The rule (layers/imports, scripts/eslint-layers.js) judges the path an import resolves to, not
// how it is spelled: `../../src/core/http` and `./../core/http` from a view are the same import
// and both refused. It judges static imports, re-exports and dynamic `import('...')` alike (code
// and messages loaded on intent, the per-site footer content, the locale loader); a dynamic
// import hands over the whole module, so a view's dynamic import of a schema module is refused
// as a whole. Type-only imports are free where the table says types; `typeof import('...')` is
// a type, and an import() of a computed address (a template literal) is not checked.

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
  {
    files: [
      'src/**/*.{ts,tsx}',
      'stores/**/*.{ts,tsx}',
      'i18n/**/*.{ts,tsx}',
      'elements/**/*.{ts,tsx}',
    ],
    plugins: { layers: layersPlugin },
    rules: { 'layers/imports': 'error' },
  },
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
