/**
 * Every place that sanitises a service or CMS address answers as the one URL sanitiser does
 * (src/core/url.ts, sanitizeUrl), on generated address strings: it keeps an address exactly when
 * sanitizeUrl passes it, and keeps what sanitizeUrl returns. Written against the call sites as
 * they stand before issue 25 moves them into the schema layer, so the move can be checked to
 * change no answer.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sanitizeMarkup } from '../../src/core/markup';
import { walkMarkup } from '../../src/core/markup-walker';
import { navigationTreeSchema } from '../../src/core/schemas/navigation';
import { promotionContentSchema } from '../../src/core/schemas/promotion';
import { suggestionResponseSchema } from '../../src/core/schemas/search';
import { sanitizeUrl } from '../../src/core/url';
import { prepareFooterContent } from '../../stores/footer/footer.content';
import {
  getNavigationItems,
  resolveNavigationHref,
} from '../../stores/navigation/navigation.items';
import { toSuggestions } from '../../stores/search/index';
import { addresses } from '../fixtures/addresses';

/**
 * What a call site keeps of `url`: the address it renders, or undefined when it drops it; the
 * navigation then resolves what it keeps (a relative path from the page's root), which is not
 * sanitising and is applied to sanitizeUrl's answer too.
 */
type CallSite = (url: string) => string | undefined;
const AFTER_SANITISING: Record<string, (safe: string) => string> = {
  'navigation items (theme-world-url)': (safe) => resolveNavigationHref(safe, undefined),
};

const CALL_SITES: Record<string, CallSite> = {
  'promotion schema (linkURL)': (url) =>
    v.parse(promotionContentSchema, { link: 'Mehr', linkURL: url }).linkURL,
  'navigation schema (node href)': (url) =>
    v.parse(navigationTreeSchema, [{ title: 'Kaffee', href: url }])[0]?.href,
  'search store (suggested product link)': (url) =>
    toSuggestions(
      v.parse(suggestionResponseSchema, {
        searchTerms: [],
        products: [{ id: '1', title: 'Kaffee', productViewUrl: url }],
      }),
    ).products[0]?.productViewUrl,
  'search store (suggested product image)': (url) =>
    toSuggestions(
      v.parse(suggestionResponseSchema, {
        searchTerms: [],
        products: [{ id: '1', title: 'Kaffee', productViewUrl: '/p/1', imageProductThumb: url }],
      }),
    ).products[0]?.imageProductThumb ?? undefined,
  'footer content (legal link)': (url) =>
    prepareFooterContent(
      {
        headline: 'Service',
        teaser: { groups: [] },
        seo: { heading: 'Kategorien', columns: [] },
        socialMedia: { heading: 'Folgen', socialMediaIcons: [] },
        appReferences: { heading: 'App', appIcons: [] },
        legalLinks: [{ url, text: 'Impressum' }],
        viewChanger: { toMobile: 'Mobil', toDesktop: 'Desktop' },
      },
      { isIcon: (_name): _name is never => false, isLinkIcon: (_name): _name is never => false },
      () => undefined,
    ).legalLinks[0]?.href,
  'navigation items (theme-world-url)': (url) =>
    getNavigationItems({
      tree: [],
      themeWorlds: undefined,
      themeWorldUrl: url,
      defaultThemeWorldTitle: 'Themenwelten',
    })[0]?.href,
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
  // the search store and the navigation log what they drop
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('every address call site answers as sanitizeUrl', () => {
  it.each(Object.entries(CALL_SITES))('%s', (name, keep) => {
    const after = AFTER_SANITISING[name] ?? ((safe: string) => safe);
    fc.assert(
      fc.property(addresses, (url) => {
        const safe = sanitizeUrl(url);
        expect(keep(url)).toBe(safe === undefined ? undefined : after(safe));
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
