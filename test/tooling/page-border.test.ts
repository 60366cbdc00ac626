// @vitest-environment node
/**
 * dist/page-border.js repeats the attributes each of the bundle's tags documents, to stay free of
 * the bundle at run time (its own comment says why); these tests hold that copy to its one
 * source, the Custom Elements Manifest (from the JSDoc of elements/<tag>.ts), and hold its links
 * to the URL sanitiser (src/core/url.ts) it shares with the bundle. Sites, platforms,
 * breakpoints and the site cookie's name are held by the type check instead.
 */
// @vitest-environment node
// (scripts/manifest.mjs reads the element files through Node's URL, which happy-dom's replaces;
// the page is a happy-dom window of its own instead)
import fc from 'fast-check';
import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_ADDRESSES } from '../../demo/backend/hostile';
import { buildManifest } from '../../scripts/manifest.mjs';
import { sanitizeUrl } from '../../src/core/url';
import { fragmentOf, loadPageBorder } from '../helpers/page-border';
import { addresses as generatedAddresses } from '../fixtures/addresses';

interface Declaration {
  tagName: string;
  attributes: { name: string }[];
}

const declarations = (buildManifest().modules as { declarations: Declaration[] }[]).flatMap(
  (module) => module.declarations,
);

const HEADER_PAGE = '<div id="header"><a href="/">Kaffee &amp; Haus</a></div>';

beforeEach(() => {
  const window = new Window({ url: 'https://www.shop.example/' });
  for (const name of ['document', 'getComputedStyle', 'MutationObserver', 'innerWidth'] as const)
    vi.stubGlobal(name, window[name]);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the page-border script and the bundle agree', () => {
  it('on the six tags', () => {
    expect(declarations.map((declaration) => declaration.tagName).sort()).toEqual([
      'newsletter-signup',
      'shop-footer',
      'shop-header',
      'shop-minicart',
      'shop-search',
      'staff-preview',
    ]);
  });

  it.each(declarations.map((declaration) => [declaration.tagName, declaration] as const))(
    'on the attributes of <%s>: every documented one stays, any other goes',
    async (tag, { attributes }) => {
      const names = attributes.map((attribute) => attribute.name);
      const markup = [...names, 'id', 'onclick', 'style', 'rendered', 'data-x', 'slot']
        .map((name) => ` ${name}="1"`)
        .join('');
      await loadPageBorder(HEADER_PAGE, fragmentOf(`<${tag}${markup}></${tag}>`));
      const element = document.querySelector(`#header ${tag}`);
      expect(element?.getAttributeNames().sort()).toEqual([...names].sort());
    },
  );

  it('on the addresses a link may have: those the URL sanitiser passes', async () => {
    const addresses = [
      ...Object.values(HOSTILE_ADDRESSES),
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,x',
      'mailto:a@example.com',
      'blob:https://shop.example/1',
      '\\\\evil.example',
      '/x\\y',
      'https:///evil',
      'https://',
      '//evil.example',
      '',
      '   ',
      '/service/agb',
      'agb.html?x=1',
      './agb',
      '../agb',
      '?q=1',
      '#top',
      'https://www.shop.example/agb',
      'HTTP://cdn.example/a.pdf',
      ' /padded ',
      'a:b',
    ];
    const links = addresses.map(
      (href, index) => `<a href="${href.replaceAll('"', '&quot;')}">${index}</a>`,
    );
    await loadPageBorder(HEADER_PAGE, fragmentOf(`<p>${links.join('')}</p>`));
    const kept = [...document.querySelectorAll('#header a')].map((link) =>
      link.hasAttribute('href'),
    );
    expect(kept).toEqual(addresses.map((href) => sanitizeUrl(href) !== undefined));
  });

  it('on generated addresses: a link keeps those the URL sanitiser passes, as written', async () => {
    const addresses = [
      // where page-border.js's own check (before issue 25) and the sanitiser disagreed
      ...['https://exa mple.com', 'https://:80/x', 'http://[::1', 'http://?x', 'https://user@'],
      ...fc.sample(generatedAddresses, { numRuns: 300, seed: 25 }),
    ];
    const links = addresses.map((href, index) => {
      const link = document.createElement('a');
      link.setAttribute('href', href);
      link.textContent = String(index);
      return link.outerHTML;
    });
    await loadPageBorder(HEADER_PAGE, fragmentOf(`<p>${links.join('')}</p>`));
    // what the fragment's markup holds once parsed (the HTML parser reads some addresses anew)
    const parsed = document.createElement('template');
    parsed.innerHTML = links.join('');
    const written = [...parsed.content.querySelectorAll('a')].map((link) =>
      link.getAttribute('href'),
    );
    const kept = [...document.querySelectorAll('#header a')].map((link) =>
      link.getAttribute('href'),
    );
    expect(kept).toEqual(written.map((href) => (sanitizeUrl(href) === undefined ? null : href)));
  });
});
