import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { messageParts } from './i18n/message-parts.plugin';

/**
 * dist/server/page-border.js (package export `shop-elements/server`), the page border's server
 * renderer (elements/server/page-border.tsx): a Vite SSR build for Node 20+, after the bundle's
 * (scripts/build.mjs), into the same folder. React, react-dom/server and the other dependencies
 * stay imports (node_modules of the installing project); our sources, the messages and the
 * footer content are bundled. Nothing of it is in the browser bundle.
 *
 * Every stylesheet a view imports (`*.css?inline`) is also written to dist/styles/<hash>.css,
 * under the name the renderer links it by (styleFileName: the first 16 hex digits of its text's
 * SHA-256), so a fragment's shadow root links files and a strict `style-src 'self'` holds. The
 * wrapper's host display, a text made at run time, is written beside them.
 */
const HOST_DISPLAYS = [':host { display: block; }', ':host { display: inline-flex; }'];

function styleFileName(cssText: string): string {
  return `${createHash('sha256').update(cssText).digest('hex').slice(0, 16)}.css`;
}

function stylesheetFiles(): Plugin {
  const texts = new Set<string>(HOST_DISPLAYS);
  return {
    name: 'shop-elements:stylesheet-files',
    enforce: 'post',
    transform(code, id) {
      if (!/\.css\?inline$/.test(id)) return undefined;
      const literal = /^export default ("(?:[^"\\]|\\.)*")/.exec(code)?.[1];
      if (literal === undefined)
        this.error(`${id}: no inline stylesheet text in ${code.slice(0, 80)}`);
      texts.add(JSON.parse(literal) as string);
      return undefined;
    },
    generateBundle() {
      for (const text of texts) {
        if (text.trim() === '') continue;
        this.emitFile({ type: 'asset', fileName: `styles/${styleFileName(text)}`, source: text });
      }
    },
  };
}

export default defineConfig({
  plugins: [messageParts(), stylesheetFiles()],
  build: {
    ssr: resolve(import.meta.dirname, 'elements/server/page-border.tsx'),
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: true,
    target: 'node20',
    minify: false,
    rolldownOptions: {
      output: {
        entryFileNames: 'server/page-border.js',
        chunkFileNames: 'server/chunks/[name]-[hash].js',
      },
    },
  },
  ssr: { noExternal: [] },
});
