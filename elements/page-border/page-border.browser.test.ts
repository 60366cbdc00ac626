/**
 * dist/page-border.js in Chromium against the fake backend: its request log says what was asked,
 * Chromium's own parser reads the hostile fragments, layout is real. Each test loads a fresh copy
 * of the script (another URL is another module) on a page it builds; the tags are not defined
 * here (no loader), so what the script mounts is inspected as markup, and an element "draws" when
 * a test sets its `rendered` attribute, as every element of the bundle does in its first commit.
 */
import { expect } from 'chai';
import { HOSTILE_MARKUP } from '../../test/fixtures/hostile-markup';
import { imageOfSrcAnswered, waitFor } from '../../test/helpers/dom';

let copies = 0;
const SCRIPT = '/elements/page-border/page-border.ts';

/** A fresh demo session with this scenario, so the request log holds this test's calls only. */
async function startSession(scenario: Record<string, unknown> = {}): Promise<void> {
  document.cookie = `demo_session=page-border-${Date.now()}-${copies}; path=/`;
  const response = await fetch('/__backend/scenario', {
    method: 'POST',
    body: JSON.stringify(scenario),
  });
  if (!response.ok) throw new Error(`scenario refused: ${await response.text()}`);
}

async function pageBorderRequests(): Promise<string[]> {
  const response = await fetch('/__backend/state');
  const state = (await response.json()) as { requests: { endpoint: string; path: string }[] };
  return state.requests
    .filter((request) => request.endpoint.startsWith('pageborder.'))
    .map((request) => request.path);
}

/** Builds the page, loads a fresh copy of the script and waits until every mount has settled. */
async function loadOn(page: string): Promise<void> {
  document.body.innerHTML = page;
  copies += 1;
  await import(/* @vite-ignore */ `${SCRIPT}?copy=${copies}`);
  await waitFor(() => !document.querySelector('[data-page-border="loading"]'), {
    message: 'the fragments settled',
  });
}

const FALLBACK_HEADER = '<a href="/">Kaffee &amp; Haus</a>';
const FALLBACK_FOOTER = '<a href="/impressum">Impressum</a>';
const PAGE =
  `<div id="header" data-site="AT" data-platform="CLASSIC" data-flags="sticky">${FALLBACK_HEADER}</div>` +
  `<main><h1>Kaffee</h1></main>` +
  `<div id="footer" data-site="AT" data-platform="CLASSIC">${FALLBACK_FOOTER}</div>`;

/** What a page must never get from a fragment, found in `root`'s markup. */
function leaks(root: Element): string[] {
  const found: string[] = [];
  const elements = [...root.querySelectorAll('*')];
  const allowed =
    /^(shop-header|shop-footer|shop-minicart|shop-search|newsletter-signup|staff-preview|div|span|p|a|strong|em|br|ul|ol|li|h[2-6])$/;
  for (const element of elements) {
    if (!allowed.test(element.localName)) found.push(`<${element.localName}>`);
    for (const name of element.getAttributeNames()) {
      if (/^on|^style$|^id$|^rendered$|^target$|^src/.test(name)) found.push(`${name}=`);
      const value = element.getAttribute(name) ?? '';
      if (/^\s*(javascript|data|vbscript):|^\s*\/\/|\\/i.test(value))
        found.push(`${name}=${value}`);
    }
  }
  return found;
}

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as { __pwned?: unknown }).__pwned;
});

describe('page-border.js in Chromium', () => {
  it('asks the backend nothing on a page without #header and #footer', async () => {
    await startSession();
    await loadOn('<main><h1>Ohne Rand</h1></main>');
    expect(await pageBorderRequests()).to.deep.equal([]);
  });

  it("mounts the backend's header and footer in place of the fallbacks", async () => {
    await startSession();
    await loadOn(PAGE);
    expect(await pageBorderRequests()).to.deep.equal([
      '/service/pageborder/header/AT/CLASSIC/sticky',
      '/service/pageborder/footer/AT/CLASSIC',
    ]);
    expect(document.getElementById('header')!.innerHTML).to.equal(
      '<shop-header site="AT" platform="CLASSIC" showsecurehint="false" sticky=""></shop-header>',
    );
    expect(document.getElementById('footer')!.innerHTML).to.equal(
      '<shop-footer site="AT" platform="CLASSIC" newsletter="false"></shop-footer>',
    );
  });

  it('keeps the fallback of a fragment that fails, and mounts the other', async () => {
    await startSession({ failing: ['pageborder.header'] });
    await loadOn(PAGE);
    expect(document.getElementById('header')!.innerHTML).to.equal(FALLBACK_HEADER);
    expect(document.getElementById('footer')!.querySelector('shop-footer')).not.to.equal(null);
  });

  it('keeps the fallbacks when the connection drops or the fragment is malformed or empty', async () => {
    for (const scenario of [
      { networkError: ['pageborder.header', 'pageborder.footer'] },
      { pageBorder: 'malformed' },
      { pageBorder: 'empty' },
    ]) {
      await startSession(scenario);
      await loadOn(PAGE);
      expect(document.getElementById('header')!.innerHTML, JSON.stringify(scenario)).to.equal(
        FALLBACK_HEADER,
      );
      expect(document.getElementById('footer')!.innerHTML, JSON.stringify(scenario)).to.equal(
        FALLBACK_FOOTER,
      );
    }
  });

  it('mounts once when two copies of the script load', async () => {
    await startSession();
    document.body.innerHTML = PAGE;
    copies += 2;
    await Promise.all([
      import(/* @vite-ignore */ `${SCRIPT}?copy=${copies - 1}`),
      import(/* @vite-ignore */ `${SCRIPT}?copy=${copies}`),
    ]);
    await waitFor(() => !document.querySelector('[data-page-border="loading"]'));
    expect(await pageBorderRequests()).to.have.length(2);
    expect(document.querySelectorAll('#header shop-header')).to.have.length(1);
  });

  it("drops everything of the backend's hostile fragment but the element and plain markup", async () => {
    await startSession({ pageBorder: 'hostile' });
    await loadOn(PAGE);
    const header = document.getElementById('header')!;
    expect(leaks(header)).to.deep.equal([]);
    const element = header.querySelector('shop-header')!;
    expect(element.getAttributeNames()).to.deep.equal([
      'site',
      'platform',
      'showsecurehint',
      'sticky',
    ]);
    expect(element.childNodes).to.have.length(0);
    expect(header.querySelector('a[href="/service/agb"]')?.textContent).to.equal('AGB');
    expect(header.querySelectorAll('a[href]')).to.have.length(1);
    expect((window as { __pwned?: unknown }).__pwned).to.equal(undefined);
  });

  it('drops every piece of hostile CMS markup Chromium parses beside the element', async () => {
    // the hostile handlers call alert(): should one run, it says so
    const alert = window.alert;
    window.alert = () => {
      (window as { __pwned?: unknown }).__pwned = 'alert';
    };
    try {
      for (const [what, markup] of HOSTILE_MARKUP) {
        const original = window.fetch;
        window.fetch = () =>
          Promise.resolve(new Response(`<shop-header site="DE"></shop-header>${markup}`));
        try {
          await loadOn('<div id="header">Fallback</div>');
        } finally {
          window.fetch = original;
        }
        const header = document.getElementById('header')!;
        expect(header.querySelector('shop-header'), what).not.to.equal(null);
        expect(leaks(header), what).to.deep.equal([]);
      }
      // nothing ran, nothing loaded: the hostile images' address is x; an image of it made now
      // has failed, so a hostile one made before would have run its error handler
      await imageOfSrcAnswered('x');
    } finally {
      window.alert = alert;
    }
    expect((window as { __pwned?: unknown }).__pwned).to.equal(undefined);
  });

  it("keeps the mount element at its fallback's height until the element in it has drawn", async () => {
    await startSession();
    const style = document.createElement('style');
    style.textContent = '#header > a { display: block; height: 101px }';
    document.head.append(style);
    try {
      await loadOn(PAGE);
      const header = document.getElementById('header')!;
      expect(header.getBoundingClientRect().height).to.equal(101);
      header.querySelector('shop-header')!.setAttribute('rendered', '');
      await waitFor(() => header.style.minHeight === '', { message: 'the height released' });
      // the undefined tag draws nothing: the page takes the element's own height from now on
      expect(header.getBoundingClientRect().height).to.equal(0);
    } finally {
      style.remove();
    }
  });
});
