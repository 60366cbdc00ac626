// The demo server: the demo pages (their modules compiled by Vite in middleware mode), the
// built bundle from dist/ exactly as integrators get it, and the fake shop backend (through
// vite.config.ts). `npm start`, the end-to-end tests and the bench all use this one server.
import { createReadStream, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

// Vite 8 notes that the config's extensionless imports (demo/backend) will need the bundling
// config loader, which is what it uses today; the notice is noise in every run.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

/** The sites demo/page-border.html is rendered for (`?site=`). */
const PAGE_SITES = ['DE', 'AT', 'CH', 'CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR'];

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ts': 'text/plain; charset=utf-8',
};

/** The file `relativePath` names under `dir`, or undefined when it is none or climbs out. */
function fileUnder(dir, relativePath) {
  let decoded;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return undefined;
  }
  const file = normalize(join(dir, decoded));
  if (file !== dir && !file.startsWith(`${dir}${sep}`)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/** Static files under `dir`, refusing anything that climbs out of it. */
function serveStatic(dir, relativePath, res) {
  const file = fileUnder(dir, relativePath);
  if (!file) return false;
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'no-cache',
    'Access-Control-Allow-Origin': '*',
  });
  createReadStream(file).pipe(res);
  return true;
}

/**
 * The HTML of a page as the server sends it: from source, the loader and the page-border script
 * are the source modules. demo/page-border.html is the CMS's page of the DE site; `?site=AT`
 * renders it for another site, as the CMS renders each site's page (its `site="DE"` and
 * `data-site="DE"` attributes name that site).
 */
function pageMarkup(file, source, url) {
  let markup = readFileSync(file, 'utf8');
  if (source) {
    markup = markup
      .replaceAll('/dist/shop-elements.js', '/elements/index.ts')
      .replaceAll('/dist/page-border.js', '/elements/page-border/page-border.ts')
      .replaceAll('/dist/page-border.css', '/elements/page-border/page-border.css');
  }
  const site = url?.searchParams.get('site')?.toUpperCase().replace('-', '_');
  if (/[\\/]page-border(-client)?\.html$/.test(file) && PAGE_SITES.includes(site)) {
    markup = markup
      .replace(/(\s(?:data-)?site=")DE"/g, `$1${site}"`)
      .replace(/(<!--#include virtual="\/service\/pageborder\/\w+\/)DE\//g, `$1${site}/`);
  }
  return markup;
}

/**
 * The platform the shop's server picks for a page request (`${platform}` in an include): the
 * page's `?platform=`, else the user agent's device class.
 */
function requestPlatform(url, userAgent = '') {
  const asked = url.searchParams.get('platform')?.toUpperCase();
  if (['CLASSIC', 'MATCH', 'SMARTPHONE', 'TABLET'].includes(asked)) return asked;
  if (/iPad|Tablet/i.test(userAgent)) return 'TABLET';
  return /Mobi|iPhone|Android/i.test(userAgent) ? 'SMARTPHONE' : 'CLASSIC';
}

/** `<!--#include virtual="/path" -->`: a server-side include, as a CMS resolves it (SSI). */
const INCLUDE = /<!--#include virtual="([^"]+)" -->/g;

/**
 * An include's answer: its path on this server, or nothing (logged) as SSI's error does; given up
 * without a word when the page's visitor has gone (`signal`).
 */
async function includeAnswer(path, origin, cookie, signal) {
  if (!path.startsWith('/') || path.startsWith('//')) return '';
  try {
    const response = await fetch(`${origin}${path}`, {
      headers: cookie ? { cookie } : {},
      signal,
    });
    if (response.ok) return await response.text();
    console.error(`[demo server] include ${path} answered ${response.status}`);
  } catch (error) {
    if (!signal.aborted) console.error(`[demo server] include ${path} failed`, error);
  }
  return '';
}

/**
 * Sends a page with its server-side includes resolved as a CMS does with SSI or ESI: each
 * directive becomes the answer of its path on this server (the fake backend's page-border
 * service), asked with the page request's cookies (the demo session, so the backend's scenario
 * applies). A path that is not absolute, or an answer other than 2xx, includes nothing, logged,
 * as SSI's error does. The page is streamed as a CMS streams it: every include is asked at once,
 * what comes before the first (the head: the browser starts on its stylesheets and scripts) is
 * sent at once, and each include with the text after it as soon as it is there. A visitor who
 * leaves before the end cancels the includes still asked.
 */
async function sendWithIncludes(res, markup, origin, cookie) {
  const gone = new AbortController();
  res.once('close', () => gone.abort());
  // split() with the directive's group: text, path, text, path, ..., text
  const parts = markup.split(INCLUDE);
  const answers = parts
    .filter((_, index) => index % 2 === 1)
    .map((path) => includeAnswer(path, origin, cookie, gone.signal));
  res.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache' });
  res.write(parts[0]);
  for (const [index, answer] of answers.entries()) {
    const text = await answer;
    if (gone.signal.aborted) return;
    res.write(text);
    res.write(parts[index * 2 + 2]);
  }
  res.end();
}

/** `/pages/` without an index.html: a list of the folder's own pages, to click through. */
function pagesIndex(pages, res) {
  const links = readdirSync(pages)
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => {
      const href = encodeURIComponent(name);
      const text = name.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
      return `<li><a href="${href}">${text}</a></li>`;
    });
  res.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache' });
  res.end(
    `<!doctype html><meta charset="utf-8"><title>Your pages</title><h1>Your pages</h1><ul>${links.join('')}</ul>`,
  );
}

/**
 * @param {{ port?: number; host?: string; source?: boolean; distDir?: string; pagesDir?: string }} [options]
 * Starts the server. `source: true` serves the elements from source (elements/index.ts) instead
 * of dist/ for quick iteration; `distDir` picks another build (the fixture build of the tests);
 * `pagesDir` is a folder of the integrator's own test pages, served under /pages/ beside the
 * demo and the fake backend (`PAGES=folder npm start`, README "Your own test pages").
 * Resolves to { url, port, close }.
 */
export async function startDemoServer({
  port = 5173,
  host = '127.0.0.1',
  source = false,
  distDir,
  pagesDir,
} = {}) {
  const dist = resolve(root, distDir ?? 'dist');
  if (!source && !existsSync(join(dist, 'shop-elements.js'))) {
    throw new Error(`${dist}/shop-elements.js is missing: run npm run build first`);
  }
  const pages = pagesDir === undefined ? undefined : resolve(pagesDir);
  if (pages !== undefined && !(existsSync(pages) && statSync(pages).isDirectory())) {
    throw new Error(`${pages} is not a folder: PAGES names the folder of your own test pages`);
  }
  // the fake backend's page-border service renders through the built renderer (vite.config.ts)
  const renderer = join(dist, 'server/page-border.js');
  if (!source && existsSync(renderer)) process.env.SHOP_ELEMENTS_SERVER_RENDERER = renderer;
  else delete process.env.SHOP_ELEMENTS_SERVER_RENDERER;
  let origin = '';
  const vite = await createViteServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'warn',
    // its own pre-bundle cache, apart from the browser tests' (web-test-runner.config.mjs)
    cacheDir: join(root, 'node_modules/.vite-demo-server'),
  });

  const server = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    // the bundle as built; /mirror/ serves the same files from a second URL, as a page that
    // embeds two copies of the bundle would (end-to-end tests prove that is harmless)
    for (const prefix of ['/dist/', '/mirror/dist/']) {
      if (path.startsWith(prefix) && serveStatic(dist, path.slice(prefix.length), res)) return;
    }
    const page =
      path === '/' ? '/demo/index.html' : path.endsWith('/') ? `${path}index.html` : path;
    // the integrator's own pages (PAGES): HTML as the demo's, anything else (their scripts,
    // styles, images) as it is; the page origin is the demo's, so the elements reach the backend
    if (pages !== undefined && path.startsWith('/pages/')) {
      const file = fileUnder(pages, page.slice('/pages/'.length));
      if (file?.endsWith('.html')) {
        res.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache' });
        res.end(pageMarkup(file, source));
        return;
      }
      if (file) {
        serveStatic(pages, path.slice('/pages/'.length), res);
        return;
      }
      if (path === '/pages/') {
        pagesIndex(pages, res);
        return;
      }
    }
    if (page.startsWith('/demo/') && page.endsWith('.html')) {
      const file = fileUnder(join(root, 'demo'), page.slice('/demo/'.length));
      if (file) {
        // served as written: its modules (/demo/*.ts) are compiled by Vite on request, but no
        // Vite client is injected, so the page runs as a CMS page would, without HMR; its
        // server-side includes resolved
        const platform = requestPlatform(url, req.headers['user-agent']);
        const markup = pageMarkup(file, source, url).replace(
          /(<!--#include virtual="[^"]*)\$\{platform\}/g,
          `$1${platform}`,
        );
        void sendWithIncludes(res, markup, origin, req.headers.cookie);
        return;
      }
    }
    vite.middlewares(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`Not found: ${path}`);
    });
  });

  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolveListen);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  origin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${actualPort}`;
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    async close() {
      server.closeAllConnections?.();
      await new Promise((done) => server.close(() => done(undefined)));
      await vite.close();
    },
  };
}
