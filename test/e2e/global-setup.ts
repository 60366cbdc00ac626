import type { TestProject } from 'vitest/node';
import { buildDist } from '../../scripts/build.mjs';
import { ensureChromium } from '../../scripts/chromium.mjs';
import { startDemoServer } from '../../scripts/serve.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string;
    fixtureUrl: string;
    chromiumPath: string;
  }
}

/**
 * Two servers: the real dist/ (what integrators get) and a build that adds the test-only
 * <se-fixture> element, for the loader and wrapper checks no shipped element can make yet.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromiumPath = ensureChromium();
  await buildDist({ mode: 'fixture' });
  const demo = await startDemoServer({ port: 0 });
  const fixture = await startDemoServer({ port: 0, distDir: '.cache/dist-fixture' });
  project.provide('demoUrl', demo.url);
  project.provide('fixtureUrl', fixture.url);
  project.provide('chromiumPath', chromiumPath);
  return async () => {
    await demo.close();
    await fixture.close();
  };
}
