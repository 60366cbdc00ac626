// `npm run build`: dist/ as integrators get it. The Vite library build (loader, one entry per
// tag, hashed shared chunks, source maps), the TypeScript declarations (dist/types), the Custom
// Elements Manifest (dist/custom-elements.json), page-border.js, built on its own
// (vite.page-border.config.ts), the page border's server renderer dist/server/page-border.js with
// the stylesheets it links, dist/styles/ (vite.server.config.ts), and page-border.css, the header's reserved heights
// (elements/page-border/page-border.css without its comments and indentation: a page links it in
// its head, so every byte of it comes before the first paint). `npm start` and the bench call it
// too.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { buildManifest } from './manifest.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

// see scripts/serve.mjs
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

/** Builds dist/ (or, with mode 'fixture', the test build with <se-fixture> in .cache/). */
export async function buildDist({ mode = 'production', declarations = true } = {}) {
  await build({ root, configFile: join(root, 'vite.config.ts'), mode, logLevel: 'warn' });
  if (mode !== 'production') return;
  await build({ root, configFile: join(root, 'vite.page-border.config.ts'), logLevel: 'warn' });
  // the page border's server renderer and the stylesheet files it links (dist/server, dist/styles)
  await build({ root, configFile: join(root, 'vite.server.config.ts'), logLevel: 'warn' });
  writePageBorderCss();
  if (declarations) {
    execFileSync(
      process.execPath,
      [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
  }
  const count = writeManifest();
  console.log(`dist/ built: ${count} element(s) in custom-elements.json`);
}

/** dist/page-border.css from its source: no comments, no indentation, a line naming it. */
export function writePageBorderCss() {
  const source = readFileSync(join(root, 'elements/page-border/page-border.css'), 'utf8');
  const rules = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/;}/g, '}')
    .trim();
  const banner = "/* shop-elements: the header's reserved heights (README, The header) */";
  mkdirSync(join(root, 'dist'), { recursive: true });
  writeFileSync(join(root, 'dist/page-border.css'), `${banner}\n${rules}\n`);
}

/** Writes dist/custom-elements.json from the element files; returns the element count. */
export function writeManifest() {
  mkdirSync(join(root, 'dist'), { recursive: true });
  const manifest = buildManifest();
  writeFileSync(join(root, 'dist/custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest.modules.length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildDist();
}
