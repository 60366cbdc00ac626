// Bench of the page border's server renderer (issue 26 budgets): renderFragment for the DE header
// (flag sticky, CLASSIC) from the built dist/server/page-border.js in Node with
// NODE_ENV=production, its services answering at once. A first process renders once against the
// demo server's fake backend and keeps every answer; a fresh process then loads the module and
// renders with those answers replayed from memory: `importMs` (loading the module), `coldMs` (its
// first render), `warmMs` (the median of the next WARM renders). Reported, never asserted.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const WARM = 25;
const SPEC = { kind: 'header', site: 'DE', platform: 'CLASSIC', flags: ['sticky'] };

/** The child's script: record (argv: record, origin) or replay (argv: replay). */
const CHILD = `
const [mode, renderer, answersFile, origin] = process.argv.slice(1);
const { readFileSync, writeFileSync } = await import('node:fs');
const spec = ${JSON.stringify(SPEC)};
if (mode === 'record') {
  const { renderFragment } = await import(renderer);
  const answers = {};
  const fetcher = async (url, init) => {
    const response = await fetch(url, init);
    const body = await response.text();
    answers[new URL(url).pathname + new URL(url).search] = { status: response.status, body };
    return new Response(body, { status: response.status, headers: response.headers });
  };
  await renderFragment(spec, { origin, assetBase: '/dist', fetch: fetcher, timeoutMs: 15000 });
  writeFileSync(answersFile, JSON.stringify(answers));
} else {
  const answers = JSON.parse(readFileSync(answersFile, 'utf8'));
  const fetcher = async (url) => {
    const answer = answers[new URL(url).pathname + new URL(url).search];
    return answer ? new Response(answer.body, { status: answer.status }) : new Response('', { status: 404 });
  };
  const options = { origin: 'http://shop.example', assetBase: '/dist', fetch: fetcher };
  let start = performance.now();
  const { renderFragment } = await import(renderer);
  const importMs = performance.now() - start;
  start = performance.now();
  const { html } = await renderFragment(spec, options);
  const coldMs = performance.now() - start;
  const warm = [];
  for (let run = 0; run < ${WARM}; run += 1) {
    start = performance.now();
    await renderFragment(spec, options);
    warm.push(performance.now() - start);
  }
  warm.sort((a, b) => a - b);
  console.log(JSON.stringify({ importMs, coldMs, warmMs: warm[Math.floor(warm.length / 2)], bytes: html.length }));
}
`;

export async function bench({ url, root }) {
  const renderer = pathToFileURL(join(root, 'dist/server/page-border.js')).href;
  mkdirSync(join(root, '.cache'), { recursive: true });
  const answersFile = join(root, '.cache/bench-render-fragment.json');
  const env = { ...process.env, NODE_ENV: 'production' };
  // asynchronous: the demo server answering the first run is in this process
  const run = async (...args) =>
    (
      await promisify(execFile)(process.execPath, ['--input-type=module', '-e', CHILD, ...args], {
        cwd: root,
        env,
        encoding: 'utf8',
      })
    ).stdout;
  await run('record', renderer, answersFile, url);
  const requests = Object.keys(JSON.parse(readFileSync(answersFile, 'utf8')));
  const result = JSON.parse((await run('replay', renderer, answersFile)).trim().split('\n').at(-1));
  const round = (ms) => Math.round(ms * 10) / 10;
  const report = {
    spec: SPEC,
    services: requests,
    importMs: round(result.importMs),
    coldMs: round(result.coldMs),
    warmMs: round(result.warmMs),
    htmlBytes: result.bytes,
  };
  writeFileSync(
    join(root, '.cache/bench-render-fragment.result.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  return report;
}
