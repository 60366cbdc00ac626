import { defineConfig } from 'vitest/config';

// End-to-end tests: Chromium (playwright-core) drives the built dist/ on the demo pages, served
// with the fake shop backend by scripts/serve.mjs. `npm run build` must have run first.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/e2e/**/*.e2e.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 90000,
    // expect.poll gives up after 1 s by default: a ceiling a busy machine reaches (a call the
    // page makes after loading its code took longer under load). A condition that holds still
    // ends the wait at once.
    expect: { poll: { timeout: 10_000 } },
    // two files at a time: every test has its own browser context and backend session, and
    // most of a test's time is spent waiting on the page, so two share the machine's cores
    maxWorkers: 2,
  },
});
