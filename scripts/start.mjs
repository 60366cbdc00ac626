// `npm start`: builds dist/ and serves the demo with the fake shop backend.
//   --source  serve the elements from source instead of dist/ (no bundle build, quicker
//             iteration; the demo's catalogue still reads dist/custom-elements.json)
//   PORT, HOST  where to listen (default 127.0.0.1:5173)
//   PAGES       a folder of your own test pages, served under /pages/ beside the demo and the
//               fake backend (README, "Your own test pages")
import { buildDist, writeManifest } from './build.mjs';
import { startDemoServer } from './serve.mjs';

const source = process.argv.includes('--source');
if (source) writeManifest();
else await buildDist();

const server = await startDemoServer({
  port: Number(process.env.PORT ?? 5173),
  host: process.env.HOST ?? '127.0.0.1',
  source,
  pagesDir: process.env.PAGES || undefined,
});
console.log(
  `shop-elements demo: ${server.url}/  (${source ? 'elements from source' : 'built dist/'})`,
);
if (process.env.PAGES) console.log(`your pages (${process.env.PAGES}): ${server.url}/pages/`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
