// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../scripts/serve.mjs';

// `PAGES=folder npm start`: an integrator's own test pages beside the demo and the fake backend
describe('the demo server with a folder of your own pages', () => {
  const folder = mkdtempSync(join(tmpdir(), 'shop-elements-pages-'));
  const pages = join(folder, 'pages');
  let server: Awaited<ReturnType<typeof startDemoServer>>;
  const get = (path: string): Promise<Response> => fetch(`${server.url}${path}`);

  beforeAll(async () => {
    mkdirSync(pages);
    writeFileSync(join(folder, 'secret.txt'), 'beside the folder');
    writeFileSync(
      join(pages, 'my-header.html'),
      '<script type="module" src="/dist/shop-elements.js"></script><shop-minicart site="AT"></shop-minicart>',
    );
    writeFileSync(join(pages, 'app-shell.js'), 'export const shell = true;');
    server = await startDemoServer({ port: 0, source: true, pagesDir: pages });
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('serves a page of the folder under /pages/, the loader from source in source mode', async () => {
    const response = await get('/pages/my-header.html');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toBe(
      '<script type="module" src="/elements/index.ts"></script><shop-minicart site="AT"></shop-minicart>',
    );
  });

  it("serves the folder's other files as they are", async () => {
    const response = await get('/pages/app-shell.js');
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(await response.text()).toBe('export const shell = true;');
  });

  it('lists the pages at /pages/', async () => {
    expect(await (await get('/pages/')).text()).toContain('<a href="my-header.html">');
  });

  it('serves nothing from outside the folder', async () => {
    for (const path of ['/pages/..%2Fsecret.txt', '/pages/%2e%2e%2fsecret.txt']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('beside the folder');
    }
  });

  it('answers the fake backend on the same origin', async () => {
    expect((await get('/__backend/scenario')).status).toBe(200);
  });
});

describe('the demo server with a PAGES that is no folder', () => {
  const folder = mkdtempSync(join(tmpdir(), 'shop-elements-pages-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** What starting the server throws; a server that started after all is closed again. */
  async function startError(pagesDir: string): Promise<unknown> {
    try {
      const server = await startDemoServer({ port: 0, source: true, pagesDir });
      await server.close();
      return undefined;
    } catch (error) {
      return error;
    }
  }

  it.each([
    ['a path that does not exist', 'missing'],
    ['a file', 'page.html'],
  ])('refuses to start on %s and says what PAGES is for', async (_, name) => {
    writeFileSync(join(folder, 'page.html'), '<p>one page</p>');
    const pagesDir = join(folder, name);
    const error = await startError(pagesDir);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      `${pagesDir} is not a folder: PAGES names the folder of your own test pages`,
    );
  });
});

// demo/page-border-client.html, the CMS page of the DE site, rendered for the site in ?site=
describe('the demo server with the page-border page', () => {
  let server: Awaited<ReturnType<typeof startDemoServer>>;
  const page = async (query: string): Promise<string> =>
    (await fetch(`${server.url}/demo/page-border-client.html${query}`)).text();

  beforeAll(async () => {
    server = await startDemoServer({ port: 0, source: true });
  });
  afterAll(() => server.close());

  it('serves it with both scripts, from source in source mode', async () => {
    const markup = await page('');
    expect(markup).toContain('<script type="module" src="/elements/index.ts"></script>');
    expect(markup).toContain(
      '<script type="module" src="/elements/page-border/page-border.ts"></script>',
    );
    expect(markup).toContain('<div id="header" data-site="DE"');
  });

  it('renders it for the site in ?site=, any case, every element and mount element', async () => {
    const markup = await page('?site=ch-fr');
    expect(markup).not.toMatch(/site="DE"/);
    expect(markup).toContain('<div id="header" data-site="CH_FR"');
    expect(markup).toContain('<div id="footer" data-site="CH_FR"');
    expect(markup).toContain('<shop-minicart site="CH_FR">');
    expect(markup).toContain('<newsletter-signup site="CH_FR"');
  });

  it('keeps DE for a site it does not know', async () => {
    expect(await page('?site=XX')).toContain('<shop-search site="DE">');
  });
});

// demo/page-border.html: the header and footer included on the server, as a CMS does with SSI
describe('the demo server with the server-included page-border page', () => {
  let server: Awaited<ReturnType<typeof startDemoServer>>;
  beforeAll(async () => {
    server = await startDemoServer({ port: 0, source: true });
  });
  afterAll(() => server.close());

  /** A fetch in a demo session of its own, its scenario set first. */
  async function inSession(session: string, scenario: Record<string, unknown>) {
    const headers = { cookie: `demo_session=${session}` };
    await fetch(`${server.url}/__backend/scenario`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(scenario),
    });
    return (path: string) => fetch(`${server.url}${path}`, { headers });
  }

  it('includes both fragments for the site, rendered on the server', async () => {
    const get = await inSession('serve-test-includes', {});
    const markup = await (await get('/demo/page-border.html?site=AT&platform=SMARTPHONE')).text();
    expect(markup).not.toContain('<!--#include');
    expect(markup).toMatch(
      /<shop-header site="AT" platform="SMARTPHONE"[^>]*>\s*<template shadowrootmode="open">/,
    );
    expect(markup).toMatch(/<shop-footer site="AT" platform="SMARTPHONE"[^>]*>/);
    expect(markup.trimEnd()).toMatch(/<\/html>$/);
  });

  it('sends the head before the includes are answered, and asks no more once the visitor left', async () => {
    const session = 'serve-test-streamed';
    // the fragments answered empty: no render outlives the test
    const get = await inSession(session, {
      pageBorder: 'empty',
      latency: { 'pageborder.header': 60_000 },
    });
    const response = await get('/demo/page-border.html');
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('<script type="module" src="/elements/index.ts"></script>');
    expect(first.trimEnd()).toMatch(/<div id="header">$/);
    await reader.cancel();
    // the include the server still waited for is given up (its request aborted, not answered)
    await expect
      .poll(async () => {
        const state = (await (await get('/__backend/state')).json()) as {
          requests: { endpoint: string; outcome: string }[];
        };
        return state.requests.find((entry) => entry.endpoint === 'pageborder.header')?.outcome;
      })
      .toBe('aborted');
  });
});
