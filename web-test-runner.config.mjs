// Browser tests (*.browser.test.ts[x]) in Debian's Chromium. @web/test-runner serves the test
// pages; a Vite dev server in middleware mode compiles TS, TSX and CSS, pre-bundles React (which
// WTR's own esbuild plugin cannot serve) and carries the fake shop backend (vite.config.ts).
import { chromeLauncher } from '@web/test-runner-chrome';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, ensureChromium } from './scripts/chromium.mjs';

// see scripts/serve.mjs
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

const executablePath = ensureChromium();

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
  optimizeDeps: { entries: ['{src,elements,stores,test}/**/*.browser.test.{ts,tsx}'] },
});

// Vite's own client modules, pre-bundled dependencies and everything it compiles
const VITE_PATHS =
  /^\/(@vite|@id|@fs|@react-refresh|node_modules\/\.vite[\w-]*\/|node_modules\/vite\/dist\/client\/)|\.(tsx?|css)(\?|$)/;
const BACKEND_PATHS =
  /^\/(service|json|jsonflyoutnavigation|demo-assets|newsletter-frontend|__backend)([/?]|$)/;

export default {
  files: ['{src,elements,stores,test}/**/*.browser.test.{ts,tsx}'],
  nodeResolve: false,
  concurrency: 1,
  testsFinishTimeout: 300000,
  browserStartTimeout: 60000,
  testFramework: { config: { timeout: 15000 } },
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
