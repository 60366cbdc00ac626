// Browser tests (*.browser.test.ts[x]) in Debian's Chromium. @web/test-runner serves the test
// pages; a Vite dev server in middleware mode compiles TS, TSX and CSS, pre-bundles React (which
// WTR's own esbuild plugin cannot serve) and carries the fake shop backend (vite.config.ts).
import { chromeLauncher } from '@web/test-runner-chrome';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { readdirSync } from 'node:fs';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, ensureTestChromium } from './scripts/chromium.mjs';

// see scripts/serve.mjs
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

const FILES = '{src,elements,stores,test}/**/*.browser.test.{ts,tsx}';

const executablePath = ensureTestChromium();

const vite = await createServer({
  configFile: './vite.config.ts',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'warn',
  // its own pre-bundle cache: the demo server (npm start, the e2e tests, the bench) bundles other
  // dependencies into the shared default one, and a cache rewritten under a running test page
  // loads React twice ("Invalid hook call"). Two levels below the root, like the default: the
  // pre-bundled @web/test-runner-commands reaches WTR's socket module as ../../../
  cacheDir: 'node_modules/.vite-browser-tests',
  optimizeDeps: { entries: [FILES] },
});

// Vite's own client modules, pre-bundled dependencies and everything it compiles
const VITE_PATHS =
  /^\/(@vite|@id|@fs|@react-refresh|node_modules\/\.vite[\w-]*\/|node_modules\/vite\/dist\/client\/)|\.(tsx?|css)(\?|$)/;
const BACKEND_PATHS =
  /^\/(service|json|jsonflyoutnavigation|demo-assets|newsletter-frontend|__backend)([/?]|$)/;

/**
 * The test files in an order shuffled by `seed` (npm run test:stress -- --shuffle): the files
 * run one at a time in one browser, so a file that needs another's leftovers fails here.
 */
function shuffledFiles(seed) {
  const files = ['src', 'elements', 'stores', 'test']
    .flatMap((folder) =>
      readdirSync(folder, { recursive: true }).map((path) => `${folder}/${path}`),
    )
    .filter((path) => /\.browser\.test\.tsx?$/.test(path))
    .sort();
  // mulberry32: a small seeded generator, so a failing order can be run again
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  for (let index = files.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [files[index], files[other]] = [files[other], files[index]];
  }
  console.log(`[browser tests] shuffled with seed ${seed}:\n  ${files.join('\n  ')}`);
  return files;
}

const shuffleSeed = process.env.SHOP_TEST_SHUFFLE_SEED;

export default {
  files: shuffleSeed ? shuffledFiles(Number(shuffleSeed)) : [FILES],
  nodeResolve: false,
  concurrency: 1,
  // ceilings for a hang, not budgets (a file's tests, the browser's start, one test); what a test
  // waits for has its own limit (waitFor, 20 s). Twice a failed assertion whose actual and
  // expected values were DOM nodes of a React view never reached the runner, and its file ended
  // only here; compare nodes with ===, as
  // `expect(root.activeElement === icon, 'focus on the icon').to.equal(true)`
  testsFinishTimeout: 600_000,
  browserStartTimeout: 120_000,
  testFramework: { config: { timeout: 60_000 } },
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath, headless: true, args: CHROMIUM_ARGS },
    }),
  ],
  middleware: [
    function viteAndBackend(context, next) {
      const path = context.url;
      if (!VITE_PATHS.test(path) && !BACKEND_PATHS.test(path)) return next();
      return new Promise((resolve) => {
        context.respond = false;
        vite.middlewares(context.req, context.res, () => {
          context.respond = true;
          resolve(next());
        });
        context.res.on('finish', () => resolve(undefined));
        context.res.on('close', () => resolve(undefined));
      });
    },
  ],
  plugins: [
    // a11ySnapshot(): the accessibility tree as a screen reader gets it
    a11ySnapshotPlugin(),
    {
      name: 'close-vite',
      serverStop() {
        return vite.close();
      },
    },
  ],
};
