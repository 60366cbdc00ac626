// `npm run build`: dist/ as integrators get it. The Vite library build (loader, one entry per
// tag, hashed shared chunks, source maps), the TypeScript declarations (dist/types), the Custom
// Elements Manifest (dist/custom-elements.json) and page-border.css, the header's reserved
// heights (elements/page-border/page-border.css, copied as written: it is hand-written and
// commented for the integrator who reads it). `npm start` and the bench call it too.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
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
  copyFileSync(
    join(root, 'elements/page-border/page-border.css'),
    join(root, 'dist/page-border.css'),
  );
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
