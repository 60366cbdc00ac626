// @vitest-environment node
/**
 * dist/page-border.js repeats a few rules of the bundle to stay free of it at run time (its own
 * comment says why); these tests hold the copies to their one source: the attributes each tag
 * documents (the Custom Elements Manifest, from the JSDoc of elements/<tag>.ts) and the URL
 * sanitiser (src/core/url.ts). Sites, platforms, breakpoints and the site cookie's name are held
 * by the type check instead.
 */
// @vitest-environment node
// (scripts/manifest.mjs reads the element files through Node's URL, which happy-dom's replaces;
// the page is a happy-dom window of its own instead)
import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_ADDRESSES } from '../../demo/backend/hostile';
import { buildManifest } from '../../scripts/manifest.mjs';
import { sanitizeUrl } from '../../src/core/url';
import { fragmentOf, loadPageBorder } from '../helpers/page-border';

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
});
