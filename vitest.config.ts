import { defineConfig } from 'vitest/config';

// Unit tests: core, pure store transitions, views through their custom element, the fake backend.
// Browser tests (*.browser.test.ts) run in Chromium through @web/test-runner, end-to-end tests
// (test/e2e) through scripts/e2e.ts; neither is picked up here.
export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('test') },
  test: {
    // ?inline CSS imports come back empty without this (docs/toolchain.md)
    css: true,
    environment: 'happy-dom',
    include: ['{src,elements,stores,i18n,demo,test}/**/*.test.{ts,tsx}'],
    exclude: ['**/*.browser.test.*', 'test/e2e/**', 'node_modules/**', 'dist/**'],
    setupFiles: ['test/setup/unit.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
