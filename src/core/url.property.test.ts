/**
 * The URL sanitiser's property test over the places that use it: every schema that reads a
 * service or CMS address, the attribute addresses of the navigation and the markup walker answer
 * as sanitizeUrl (./url.ts) does, on generated address strings: each keeps an address exactly
 * when sanitizeUrl passes it, and keeps what sanitizeUrl returns. Written against the call sites
 * as they stood before issue 25 moved them into the schema layer (the search, footer and
 * navigation stores, the mini cart's tile), and kept through the move: the move changed no
 * answer.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addresses } from '../../test/fixtures/addresses';
import { sanitizeMarkup } from './markup';
import { walkMarkup } from './markup-walker';
import { articleSchema } from './schemas/cart';
import { parseFooterOverride } from './schemas/footer';
import { navigationTreeSchema, readThemeWorldUrl } from './schemas/navigation';
import { promotionContentSchema } from './schemas/promotion';
import { suggestionResponseSchema } from './schemas/search';
import { sanitizeUrl } from './url';

/** What a call site keeps of `url`: the address it renders, or undefined when it drops it. */
type CallSite = (url: string) => string | undefined;

const CALL_SITES: Record<string, CallSite> = {
  'promotion schema (linkURL)': (url) =>
    v.parse(promotionContentSchema, { link: 'Mehr', linkURL: url }).linkURL,
  'navigation schema (node href)': (url) =>
    v.parse(navigationTreeSchema, [{ title: 'Kaffee', href: url }])[0]?.href,
  'search schema (suggested product link)': (url) =>
    v.parse(suggestionResponseSchema, {
      products: [{ id: '1', title: 'Kaffee', productViewUrl: url }],
    }).products[0]?.productViewUrl,
  'search schema (suggested product image)': (url) =>
    v.parse(suggestionResponseSchema, {
      products: [{ id: '1', title: 'Kaffee', productViewUrl: '/p/1', imageProductThumb: url }],
    }).products[0]?.imageProductThumb ?? undefined,
  'cart schema (item link)': (url) =>
    v.parse(articleSchema, { productId: '1', title: 'Kaffee', productUrl: url }).productUrl,
  'cart schema (item image)': (url) =>
    v.parse(articleSchema, { productId: '1', title: 'Kaffee', imageUrl: url }).imageUrl,
  'footer schema (legal link)': (url) =>
    parseFooterOverride({ legalLinks: [{ url, text: 'Impressum' }] })?.override.legalLinks?.[0]
      ?.url,
  'navigation settings (theme-world-url)': readThemeWorldUrl,
};

/** The value an attribute takes when `url` is written into HTML (the parser's view of it). */
function parsedAttribute(url: string): string | null | undefined {
  const html = `<a href="${url.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}">x</a>`;
  return new DOMParser()
    .parseFromString(html, 'text/html')
    .querySelector('a')
    ?.getAttribute('href');
}

beforeEach(() => {
  // the search and cart schemas log what they drop
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('every address call site answers as sanitizeUrl', () => {
  it.each(Object.entries(CALL_SITES))('%s', (_name, keep) => {
    fc.assert(
      fc.property(addresses, (url) => {
        expect(keep(url)).toBe(sanitizeUrl(url));
      }),
      { numRuns: 2_000 },
    );
  });

  it('the markup walker (page-border fragments and promotion texts)', () => {
    fc.assert(
      fc.property(addresses, (url) => {
        const parent = document.createElement('div');
        const link = document.createElement('a');
        link.setAttribute('href', url);
        parent.append(link);
        walkMarkup(parent, { a: 'href' });
        // kept as written; what is rendered is sanitizeUrl's answer, the address trimmed
        expect(link.getAttribute('href')?.trim()).toBe(sanitizeUrl(url));
      }),
      { numRuns: 2_000 },
    );
  });

  it('markup links (promotion texts)', () => {
    fc.assert(
      fc.property(addresses, (url) => {
        const html = `<a href="${url.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}">x</a>`;
        const [node] = sanitizeMarkup(html);
        const kept = typeof node === 'object' && node.tag === 'a' ? node.href : undefined;
        expect(kept).toBe(sanitizeUrl(parsedAttribute(url)));
      }),
      { numRuns: 500 },
    );
  });
});
