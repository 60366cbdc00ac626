import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildDist } from '../../scripts/build.mjs';
import { CHROMIUM_ARGS, ensureTestChromium } from '../../scripts/chromium.mjs';
import { startDemoServer } from '../../scripts/serve.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string;
    fixtureUrl: string;
    browserEndpoint: string;
  }
}

/**
 * Two servers: the real dist/ (what integrators get) and a build that adds the test-only
 * <se-fixture> element, for the loader and wrapper checks no shipped element can make yet.
 * One Chromium for the whole run, started here (its cold start paid once, outside any test's
 * time limit): every test file connects to it and opens its pages in contexts of its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromiumPath = ensureTestChromium();
  const [browser] = await Promise.all([
    chromium.launchServer({ executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS }),
    buildDist({ mode: 'fixture' }),
  ]);
  const demo = await startDemoServer({ port: 0 });
  const fixture = await startDemoServer({ port: 0, distDir: '.cache/dist-fixture' });
  project.provide('demoUrl', demo.url);
  project.provide('fixtureUrl', fixture.url);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await demo.close();
    await fixture.close();
    await browser.close();
  };
}
