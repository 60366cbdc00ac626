import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/**
 * dist/page-border.js, the page-border fragments' script (issue 15), built on its own after the
 * bundle (scripts/build.mjs): one file that imports nothing, loaded by a script tag beside the
 * loader. It shares source with the bundle, not chunks: the allow-list walker and the URL
 * sanitiser (src/core/markup-walker.ts, src/core/url.ts; issue 25) are compiled into it, where
 * the bundle's build (vite.config.ts) would have it import them from the platform chunk.
 */
export default defineConfig({
  build: {
    outDir: 'dist',
    // after the bundle's build, into the same folder
    emptyOutDir: false,
    copyPublicDir: false,
    // the map without the comment that names it: 30 bytes of the 1.5 KB budget
    sourcemap: 'hidden',
    target: 'es2022',
    minify: true,
    lib: {
      entry: { 'page-border': resolve(import.meta.dirname, 'elements/page-border/page-border.ts') },
      formats: ['es'],
    },
    rolldownOptions: {
      output: {
        entryFileNames: '[name].js',
        minify: true,
        comments: { legal: true, annotation: false, jsdoc: false },
      },
    },
  },
});
