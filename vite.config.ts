import { Console } from 'node:console';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig, type Plugin, type ViteDevServer } from 'vite';
import {
  createBackend,
  SESSION_HEADER,
  type PageBorderRenderer,
  type PageBorderSpec,
} from './demo/backend/index';
import { messageParts } from './i18n/message-parts.plugin';

const root = import.meta.dirname;

/**
 * elements/<tag>.ts, one entry each: dist/elements/<tag>.js defines exactly that tag. The
 * `fixture` mode (end-to-end tests of the loader and wrapper) adds the test-only <se-fixture>.
 */
export function elementEntries(mode: string): Record<string, string> {
  const entries = Object.fromEntries(
    readdirSync(resolve(root, 'elements'))
      .filter((file) => /^[a-z]+(-[a-z]+)+\.ts$/.test(file) && !file.includes('.test.'))
      .map((file) => [file.slice(0, -3), resolve(root, 'elements', file)]),
  );
  if (mode === 'fixture')
    entries['se-fixture'] = resolve(root, 'test/fixtures/fixture-element.tsx');
  return entries;
}

const TAGS_MODULE = 'virtual:shop-elements/tags';

/** The lazy loader's table of tags, generated from the element entries of this build. */
function elementTags(mode: string): Plugin {
  return {
    name: 'shop-elements:tags',
    resolveId(id) {
      return id === TAGS_MODULE ? `\0${TAGS_MODULE}` : undefined;
    },
    load(id) {
      if (id !== `\0${TAGS_MODULE}`) return undefined;
      const rows = Object.entries(elementEntries(mode)).map(
        ([tag, file]) => `  ${JSON.stringify(tag)}: () => import(${JSON.stringify(file)}),`,
      );
      return `export const loaders = {\n${rows.join('\n')}\n};\n`;
    },
  };
}

/** Where the demo server's built page-border renderer is (scripts/serve.mjs sets it). */
export const SERVER_RENDERER_ENV = 'SHOP_ELEMENTS_SERVER_RENDERER';
/** The stylesheets of the renderer from source, which has no files of them (dev, browser tests). */
const SOURCE_STYLES = '/__shop-elements/';

interface ServerRendererModule {
  renderFragment(
    spec: PageBorderSpec,
    options: { origin: string; assetBase: string; fetch?: typeof fetch },
  ): Promise<{ html: string }>;
  renderedStylesheet?(fileName: string): string | undefined;
}

/**
 * The page-border fragments rendered on the server, as the shop's page-border service does:
 * the built renderer (dist/server/page-border.js, its stylesheets under /dist/) when the demo
 * server serves a build, else the renderer from source through Vite's SSR loader, whose
 * stylesheets this server answers itself. Its calls go back to this server in the demo session
 * of the request, so the scenario switches (a campaign, a failing navigation) apply to it.
 */
function pageBorderRenderer(server: ViteDevServer): PageBorderRenderer {
  const built = process.env[SERVER_RENDERER_ENV];
  // React's development build (the source renderer's) calls console methods the browser tests'
  // runner does not have: its console is a proxy that claims every method and throws on an
  // unknown one. The source renderer loads and renders under Node's own console.
  const nodeConsole = new Console({ stdout: process.stdout, stderr: process.stderr });
  const underNodeConsole = async <T>(work: () => Promise<T>): Promise<T> => {
    if (built) return work();
    const runnerConsole = globalThis.console;
    globalThis.console = nodeConsole;
    try {
      return await work();
    } finally {
      globalThis.console = runnerConsole;
    }
  };
  // the built renderer is loaded once, as the server starts, as the shop's page-border service
  // does: loading it cold takes a few hundred milliseconds, which the first page would wait for
  const builtModule = built
    ? (import(pathToFileURL(built).href) as Promise<ServerRendererModule>)
    : undefined;
  // a failed load is reported by each render that awaits it
  builtModule?.catch(() => {});
  const load = async (): Promise<ServerRendererModule> =>
    builtModule ??
    ((await server.ssrLoadModule('/elements/server/page-border.tsx')) as ServerRendererModule);
  server.middlewares.use((req, res, next) => {
    if (built || !req.url?.startsWith(`${SOURCE_STYLES}styles/`)) return next();
    void load().then((module) => {
      const text = module.renderedStylesheet?.(req.url!.slice(`${SOURCE_STYLES}styles/`.length));
      if (text === undefined) return next();
      res.writeHead(200, {
        'Content-Type': 'text/css; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      res.end(text);
    }, next);
  });
  return async (spec, { sessionId, origin }) => {
    // complete while every call is answered in time (a late one is aborted: its fetch rejects),
    // 2xx or 404 (the promotion service's "no promotion", an answer: SHOP_FOOTER on PL, HU, SK
    // and TR). The renderer may abort a call it has its answer of: that is no failure
    let complete = true;
    const { html } = await underNodeConsole(async () => {
      const { renderFragment } = await load();
      return renderFragment(spec, {
        origin,
        assetBase: built ? '/dist' : SOURCE_STYLES.slice(0, -1),
        fetch: async (input, init) => {
          const headers = new Headers(init?.headers);
          headers.set(SESSION_HEADER, sessionId);
          try {
            const response = await fetch(input, { ...init, headers });
            complete &&= response.ok || response.status === 404;
            return response;
          } catch (error) {
            complete = false;
            throw error;
          }
        },
      });
    });
    return { html, complete };
  };
}

/**
 * The fake shop backend (demo/backend) answers the spec's service paths on the dev server, in
 * the browser tests (which run through this config's middleware) and in the demo server.
 */
function fakeBackend(): Plugin {
  return {
    name: 'shop-elements:fake-backend',
    configureServer(server) {
      // the built renderer's fragments are cached per cache key, as the shop's page-border
      // service and the CMS cache them; the source renderer's change with the code
      const backend = createBackend({
        renderPageBorder: pageBorderRenderer(server),
        cacheFragments: Boolean(process.env[SERVER_RENDERER_ENV]),
      });
      server.middlewares.use((req, res, next) => backend.handle(req, res, next));
    },
  };
}

/**
 * React and its JSX runtime are CommonJS: a chunk that imports them converts the module object
 * itself (a bundler helper from a chunk of its own) and calls `(0, react.useRef)(…)`. In a build
 * our own modules import them through one ES module each instead, in the runtime chunk, which
 * binds each name once (`export const useRef = m.useRef`; those no chunk imports are dropped):
 * the other chunks import the bindings they use and call `useRef(…)` (issue 24's page budget:
 * 0.55 KB gzip less on a page with every element, 0.23 KB more in the runtime chunk).
 * Dependencies import React as before; tests and the dev server do not use the facades.
 */
const REACT_MODULES = ['react', 'react/jsx-runtime'] as const;
const REACT_FACADE = '\0shop-elements/react:';

function reactFacades(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'shop-elements:react-facades',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!(REACT_MODULES as readonly string[]).includes(source)) return undefined;
      if (!importer || importer.startsWith(REACT_FACADE) || /[\\/]node_modules[\\/]/.test(importer))
        return undefined;
      return `${REACT_FACADE}${source}`;
    },
    load(id) {
      if (!id.startsWith(REACT_FACADE)) return undefined;
      const source = id.slice(REACT_FACADE.length);
      const names = Object.keys(require(source) as object).filter((name) =>
        /^[A-Za-z]\w*$/.test(name),
      );
      const bindings = names.map((name) => `export const ${name} = m.${name};\n`);
      return `import * as m from ${JSON.stringify(source)};\n${bindings.join('')}`;
    },
  };
}

// Shared chunk groups, each loaded once however many elements and entries a page uses: the
// framework runtime and our platform with the design system. Code two elements share beyond
// those (a store the header and the mini cart both use) is split automatically.
const RUNTIME = /node_modules[\\/](react|react-dom|scheduler|@r2wc|nanostores|@nanostores)[\\/]/;
// The platform every element stands on: the wrapper, the framework-free core (except each
// element's own schemas and calls; the address schema every answer's addresses pass is here,
// beside the URL sanitiser), the i18n loader, the page-wide stores, valibot, and the design
// system (DESIGN_SYSTEM). One cached chunk, so each element's own code is measured apart from it
// (`npm run size`).
const PLATFORM =
  /node_modules[\\/]valibot[\\/]|[\\/]elements[\\/]internal[\\/]|[\\/]src[\\/]core[\\/](sites|config|format|cookies|storage|http|retry|logger|tracking|events|url)\.ts$|[\\/]src[\\/]core[\\/](api|schemas)[\\/](personal-data|request-or-undefined|address)\.ts$|[\\/]stores[\\/](site|flyout|user)[\\/]|[\\/]i18n[\\/]index\.ts$/;
// The staff-preview entry's gate (issue 14): without the staff auth cookie a page loads the entry
// and this chunk (config, the cookie reader, the gate) and nothing else, no React, no platform.
// The platform imports it too, so every other element shares it (its higher priority takes config
// and cookies before PLATFORM's pattern does).
const GATE =
  /[\\/]src[\\/]core[\\/](config|cookies)\.ts$|[\\/]stores[\\/]preview[\\/]staff-cookie\.ts$/;
// The header's content (issue 12): the main navigation and the promotion blocks, loaded with the
// header and measured apart from the header's own code (its budget leaves them out). The
// promotion request stays out (PROMOTION_CALL): the footer uses it too; `npm run size` counts
// it with this group all the same, against the 10 KB.
const HEADER_CONTENT =
  /[\\/]src[\\/](navigation|promotions)[\\/]|[\\/]stores[\\/](navigation|promotions)[\\/]|[\\/]src[\\/]core[\\/]markup\.ts$|[\\/]src[\\/]core[\\/](api|schemas)[\\/](navigation|promotion)\.ts$|[\\/]src[\\/]core[\\/]schemas[\\/]cms\.ts$/;
// Parts of the header's content a shopper loads on intent (the navigation's levels with the
// focus that follows their drill-down, and the phone drawer; the promotion blocks in full, which
// the navigation's levels and the campaign row's details panel (promotion-details.tsx, its own
// chunk, so its import needs no namespace object) show, with their legal hint's state): chunks of
// their own,
// declared on demand in scripts/size.mjs.
const HEADER_ON_DEMAND =
  /[\\/]src[\\/]navigation[\\/]navigation-(level|levels|drawer-dialog|focus)\.|[\\/]src[\\/]promotions[\\/](promotions(-legal|-markup)?|promotion-details)\.(tsx|css)|[\\/]stores[\\/]promotions[\\/]legal-hint\.ts$/;
// The promotion request, shared by the header's promotion blocks and the footer's SHOP_FOOTER
// override: its own chunk, taken before the header content's group would pull it in as a
// dependency (a footer page must not load the navigation). Only the request: the promotion
// types' schemas, their reading and the markup sanitiser are the header's alone (header
// content), so the footer does not load them and the header's budget counts them.
const PROMOTION_CALL = /[\\/]src[\\/]core[\\/]api[\\/]promotion-request\.ts$/;
// The design system: all of src/ds and src/shared but the parts only some code shows (DS_PARTS).
// Every element renders it (header, mini cart, search, footer, newsletter and preview), so it
// goes in the platform's chunk: as a chunk of its own it cost every page 0.81 KB gzip more
// (74.44 -> 73.63 KB for all six elements), because each file is compressed on its own.
const DESIGN_SYSTEM = /[\\/]src[\\/](ds|shared)[\\/]/;
// The modal dialog, a chunk of its own (ds-*, counted as design system by `npm run size`): only
// the staff preview's panel shows one, loaded with the staff cookie, so a shopper's page does
// not load it. Its Tab wrap logic is a small chunk of its own: its other user, the navigation
// drawer, is loaded on intent too (issue 15), so no page pays for it on load, and the drawer
// does not fetch the dialog with it.
const DS_MODAL = /[\\/]src[\\/]ds[\\/]modal[\\/](index\.ts|modal\.(tsx|css))/;
const DS_MODAL_LOGIC = /[\\/]src[\\/]ds[\\/]modal[\\/]modal\.logic\.ts/;
// The checkbox and the notification, chunks of their own like the modal (issue 15): only code
// loaded on a shopper's intent shows them (the newsletter's expanded form and its notices, the
// mini cart's panel, the staff preview's panel). Their index modules come along, else the
// design system's group would take the component in with its re-export. The notification's
// logic is a small chunk of its own, like the modal's: its other user, the header's app banner,
// loads only where it shows, so no page pays for it on load, and the banner does not fetch the
// component with it.
const DS_CHECKBOX = /[\\/]src[\\/]ds[\\/]checkbox[\\/](index\.ts|checkbox\.(tsx|css))/;
const DS_NOTIFICATION = /[\\/]src[\\/]ds[\\/]notification[\\/](index\.ts|notification\.(tsx|css))/;
const DS_NOTIFICATION_LOGIC = /[\\/]src[\\/]ds[\\/]notification[\\/]notification\.logic\.ts/;
// Where focus goes when a notification or the app banner closes (src/ds/focus): a small chunk of
// its own, for the same reason (the banner takes it without the notification).
const DS_FOCUS = /[\\/]src[\\/]ds[\\/]focus[\\/]/;
// The select, a chunk of its own like the checkbox: only the newsletter's expanded form (its
// salutation) and the staff preview's panel show one, both loaded on intent.
const DS_SELECT = /[\\/]src[\\/]ds[\\/]select[\\/](index\.ts|select\.(tsx|css))/;
// The star rating: only the header's app banner shows it, a chunk loaded when the banner will
// show (src/header/app-banner.tsx); left out of the design system, it goes with the banner.
const DS_RATING = /[\\/]src[\\/]ds[\\/]rating[\\/]/;
// The input's number, IBAN and password code: loaded when such an input first renders (no shop
// view has one, issue 15). Left out of the design system, it is the chunk of that import, named
// as a design-system part (ds-*, like the modal) so `npm run size` counts it with the design
// system, not as every element's code: a group's chunk could not be the import's own chunk.
const DS_INPUT_FORMATS = /[\\/]src[\\/]ds[\\/]input[\\/]input(-formats\.tsx|\.formats\.ts)/;
// The mini cart's icon and the cart store a page loads with the header or the mini cart: one
// chunk, as the element's code had it before its change code (stores/cart/cart.changes.ts)
// became a dynamic import; without the group that import's own static imports split the store
// off into a chunk of its own, which costs the page gzip (issue 15).
const MINICART =
  /[\\/]src[\\/]minicart[\\/]minicart(-loading|-icon\.logic)?\.(tsx?|css)|[\\/]stores[\\/]cart[\\/](index|cart\.(sync|reducer|entries|tracking|change-error|load))\.ts$|[\\/]src[\\/]core[\\/](api|schemas)[\\/]cart\.ts$/;
// The flyouts' placing code with its rules: loaded on the first intent at a flyout (issue 15),
// a design-system part like the input's formats (named ds-*, counted with the design system).
const DS_FLYOUT_PLACEMENT = /[\\/]src[\\/]ds[\\/]flyout[\\/]flyout(-placement|\.logic)\.ts/;
const DS_PARTS = [
  DS_FLYOUT_PLACEMENT,
  DS_MODAL,
  DS_MODAL_LOGIC,
  DS_CHECKBOX,
  DS_NOTIFICATION,
  DS_NOTIFICATION_LOGIC,
  DS_FOCUS,
  DS_SELECT,
  DS_RATING,
  DS_INPUT_FORMATS,
];

export default defineConfig(({ command, mode }) => ({
  // Library mode does not replace process.env.NODE_ENV (docs/toolchain.md): without this the bundle
  // carries both React builds and throws `process is not defined`.
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  // every build ships React's production JSX runtime, also the test-only fixture build (whose
  // mode is not 'production' and would otherwise get the dev transform against a prod React)
  oxc: command === 'build' ? { jsx: { runtime: 'automatic', development: false } } : undefined,
  // each locale's messages in two chunks: those a page needs on load, those loaded on intent
  plugins: [reactFacades(), elementTags(mode), fakeBackend(), messageParts()],
  server: { port: 5173, strictPort: false },
  build: {
    outDir: mode === 'fixture' ? '.cache/dist-fixture' : 'dist',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each entry loads, read by `npm run size`
    manifest: true,
    target: 'es2022',
    minify: true,
    lib: {
      entry: {
        'shop-elements': resolve(root, 'elements/index.ts'),
        // page-border.js is built on its own: vite.page-border.config.ts
        ...Object.fromEntries(
          Object.entries(elementEntries(mode)).map(([tag, file]) => [`elements/${tag}`, file]),
        ),
      },
      formats: ['es'],
    },
    rolldownOptions: {
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId &&
          [DS_INPUT_FORMATS, DS_FLYOUT_PLACEMENT].some((part) => part.test(chunk.facadeModuleId!))
            ? 'chunks/ds-[name]-[hash].js'
            : 'chunks/[name]-[hash].js',
        minify: true,
        // The shipped files run as they are: annotation comments (/* @__PURE__ */, 814 of them)
        // only help a bundler that tree-shakes them again, and cost ~0.5 KB gzip on a page with
        // every element. Licence comments stay.
        comments: { legal: true, annotation: false, jsdoc: false },
        codeSplitting: {
          groups: [
            {
              name: 'runtime',
              test: (id) => RUNTIME.test(id) || id.startsWith(REACT_FACADE),
              priority: 4,
            },
            { name: 'gate', test: GATE, priority: 3 },
            {
              name: 'platform',
              test: (id) =>
                PLATFORM.test(id) ||
                (DESIGN_SYSTEM.test(id) && !DS_PARTS.some((part) => part.test(id))),
              priority: 2,
            },
            { name: 'ds-modal', test: DS_MODAL, priority: 0 },
            // above the dialog's group, which would take it in as the dialog's dependency
            { name: 'ds-modal-logic', test: DS_MODAL_LOGIC, priority: 1 },
            { name: 'ds-checkbox', test: DS_CHECKBOX, priority: 0 },
            { name: 'ds-select', test: DS_SELECT, priority: 0 },
            { name: 'ds-notification', test: DS_NOTIFICATION, priority: 0 },
            // above the notification's group, which would take it in as its dependency
            { name: 'ds-notification-logic', test: DS_NOTIFICATION_LOGIC, priority: 1 },
            { name: 'ds-focus', test: DS_FOCUS, priority: 1 },
            { name: 'minicart', test: MINICART, priority: 1 },
            { name: 'promotion-call', test: PROMOTION_CALL, priority: 2 },
            {
              name: 'header-content',
              test: (id) => HEADER_CONTENT.test(id) && !HEADER_ON_DEMAND.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
