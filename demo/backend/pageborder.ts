/**
 * The page-border fragments (spec footer §2 "Page-border fragments"): GET
 * /service/pageborder/header/{site}/{platform}[/{flag}...] and
 * /service/pageborder/footer/{site}/{platform}[/{flag}...] answer HTML, the element's tag with
 * its attributes, which dist/page-border.js mounts into the page's #header or #footer.
 *
 * A flag in the path switches its attribute on; the header's default-true `sticky` and
 * `showsecurehint` are switched off (`="false"`) when their flag is missing, and so is the
 * footer's `newsletter`: the path says everything the fragment shows. An unknown site, platform
 * or flag answers 404. The scenario switch `pageBorder` (PAGE_BORDER_SCENARIOS) answers an empty
 * body, malformed markup or hostile markup instead; failing and dropped calls are the endpoint
 * switches (`failing: ['pageborder.header']`).
 */
import { html, json, type Reply } from './http';
import { hostileMarkup, HOSTILE_ADDRESSES, pwn } from './hostile';
import type { EndpointId, Scenario } from './scenario';
import { parseSite } from './sites';

/**
 * standard (the fragment), empty (200 with no body), malformed (200 with markup cut off inside
 * its first tag: nothing an HTML parser keeps) or hostile (the fragment among markup no page may
 * run or show: scripts, handlers, style, iframes, unknown elements and attributes, unsafe
 * addresses; every script would set window.__pwned).
 */
export const PAGE_BORDER_SCENARIOS = ['standard', 'empty', 'malformed', 'hostile'] as const;
export type PageBorderScenario = (typeof PAGE_BORDER_SCENARIOS)[number];

export type PageBorderKind = 'header' | 'footer';

/** What a fragment is rendered for: renderFragment's first argument (elements/server). */
export interface PageBorderSpec {
  readonly kind: PageBorderKind;
  readonly site: string;
  readonly platform: string;
  readonly flags: readonly string[];
}

/**
 * The server renderer of the page border as the demo server plugs it in (vite.config.ts): the
 * fragment's HTML for a spec, its calls back into this backend (`origin`, the request's) in the
 * demo session `sessionId`.
 */
export type PageBorderRenderer = (
  spec: PageBorderSpec,
  request: { readonly sessionId: string; readonly origin: string },
) => Promise<RenderedFragment>;

export interface RenderedFragment {
  readonly html: string;
  /**
   * Every service call of the render was answered in time, 2xx or 404 (the promotion service's
   * "no promotion"): the fragment may be cached.
   * A render that fell back (a failing or late service, a busy machine's time-out) is served to
   * its request only, and the next one renders again.
   */
  readonly complete: boolean;
}

/** spec footer §2: the flags of each fragment. */
export const PAGE_BORDER_FLAGS = {
  header: ['reduced', 'showsecurehint', 'sticky'],
  footer: ['reduced', 'newsletter'],
} as const satisfies Record<PageBorderKind, readonly string[]>;

/** The attribute each flag sets: present when the flag is there, else absent or `="false"`. */
const DEFAULT_TRUE = ['showsecurehint', 'sticky', 'newsletter'];

const PLATFORMS = ['CLASSIC', 'MATCH', 'SMARTPHONE', 'TABLET'];

const TAGS: Record<PageBorderKind, string> = { header: 'shop-header', footer: 'shop-footer' };

/** The fragment's element: its tag with the site, platform and flags as attributes. */
export function pageBorderMarkup(
  kind: PageBorderKind,
  site: string,
  platform: string,
  flags: readonly string[],
): string {
  const attributes = PAGE_BORDER_FLAGS[kind].map((flag) => {
    if (flags.includes(flag)) return ` ${flag}`;
    return DEFAULT_TRUE.includes(flag) ? ` ${flag}="false"` : '';
  });
  const tag = TAGS[kind];
  return `<${tag} site="${site}" platform="${platform}"${attributes.join('')}></${tag}>`;
}

/** The endpoints the server renderer calls for a fragment's shared data (elements/server). */
const SHARED_DATA_ENDPOINTS: readonly EndpointId[] = ['navigation', 'themeworlds', 'promotion'];

/**
 * The cache key of a rendered fragment, as the shop's page-border service and the CMS cache it:
 * its kind, site, platform and flags, plus what a demo session's scenario changes in the shared
 * data the renderer fetches (the navigation, promotion and SHOP_FOOTER answers, and the failing,
 * dropped, malformed or late calls of those services) and the content's day (theme worlds and
 * promotions run by date). Nothing personal is in a fragment, so nothing personal is in its key:
 * every session with the same shared data gets the same fragment. Undefined (not cached) while
 * `failOnce` counts down for one of those services: the render itself changes that scenario.
 */
export function fragmentCacheKey(
  spec: PageBorderSpec,
  scenario: Scenario,
  now: Date,
): string | undefined {
  if (SHARED_DATA_ENDPOINTS.some((id) => (scenario.failOnce[id] ?? 0) > 0)) return undefined;
  const calls = SHARED_DATA_ENDPOINTS.map((id) => [
    scenario.failing.includes(id),
    scenario.networkError.includes(id),
    scenario.malformed.includes(id) && scenario.malformedKind,
    scenario.latency[id] ?? scenario.latencyMs,
  ]);
  return JSON.stringify([
    spec.kind,
    spec.site,
    spec.platform,
    [...spec.flags].sort(),
    scenario.navigation,
    scenario.promotions,
    scenario.shopFooter,
    calls,
    now.toDateString(),
  ]);
}

/** How long a cached fragment is served: a CMS's include cache keeps it for minutes. */
export const FRAGMENT_CACHE_MS = 5 * 60_000;
const MAX_CACHED_FRAGMENTS = 500;

export interface FragmentCache {
  /**
   * The fragment cached under `key`, else `render()`'s, cached from the moment it is asked for
   * (concurrent requests share one render). A render that fails or is not complete is not kept.
   */
  get(key: string, render: () => Promise<RenderedFragment>): Promise<RenderedFragment>;
}

/** A fragment cache on the backend's clock: entries live FRAGMENT_CACHE_MS, at most 500. */
export function createFragmentCache(now: () => Date): FragmentCache {
  const entries = new Map<string, { at: number; fragment: Promise<RenderedFragment> }>();
  return {
    get(key, render) {
      const at = now().getTime();
      const cached = entries.get(key);
      if (cached && at - cached.at < FRAGMENT_CACHE_MS) return cached.fragment;
      entries.delete(key);
      const fragment = render();
      entries.set(key, { at, fragment });
      const forget = () => {
        if (entries.get(key)?.fragment === fragment) entries.delete(key);
      };
      fragment.then((rendered) => rendered.complete || forget(), forget);
      // the oldest entry goes first (a Map keeps insertion order)
      if (entries.size > MAX_CACHED_FRAGMENTS) entries.delete(entries.keys().next().value!);
      return fragment;
    },
  };
}

/** hostileMarkup's covering <b> is closed each time: the good link after it is to stay. */
function hostileFragment(element: string): string {
  const { javascript, disguised, data, protocolRelative } = HOSTILE_ADDRESSES;
  return [
    `<script>${pwn('page border script')}</script>`,
    `<style>* { display: none !important }</style>`,
    `<link rel="stylesheet" href="https://evil.example/page.css">`,
    `<base href="https://evil.example/">`,
    // our element with attributes it must not keep, and children it does not show
    element.replace(
      '>',
      ` onclick="${pwn('page border handler')}" style="position:fixed;inset:0" id="header"` +
        ` rendered theme-world-url="${javascript}" data-x="1">${hostileMarkup('page border child')}</b>`,
    ),
    `<iframe src="${javascript}" srcdoc="<script>${pwn('page border iframe')}</script>"></iframe>`,
    `<div class="pageborder-note" onmouseover="${pwn('page border div')}" style="position:fixed;inset:0">`,
    `<p>Hinweis <a href="${javascript}">javascript</a> <a href="${disguised}">disguised</a>`,
    ` <a href="${data}">data</a> <a href="${protocolRelative}">protocol-relative</a>`,
    ` <a href="/service/agb" target="_blank" onclick="${pwn('page border link')}">AGB</a></p>`,
    `${hostileMarkup('page border text')}</b>`,
    `<evil-widget onload="${pwn('page border unknown element')}">unknown</evil-widget>`,
    `<template><img src=x onerror="${pwn('page border template')}"></template>`,
    `<noscript><p title="</noscript><img src=x onerror=${pwn('page border noscript')}>"></noscript>`,
    `<form action="${javascript}"><button formaction="${javascript}">Los</button></form>`,
    `<math><mtext><a href="${javascript}">math</a></mtext></math>`,
    `</div><!-- <script>${pwn('page border comment')}</script> -->`,
  ].join('');
}

/**
 * The answer for a fragment path: `site`, `platform` and the flag segments as the path has them
 * (`flags` is what follows the platform, each segment with its leading slash). With `render`
 * (the server renderer) the standard fragment is the element rendered on the server, with its
 * declarative shadow root; without it, the element's bare tag.
 */
export async function pageBorderReply(
  kind: PageBorderKind,
  siteSegment: string,
  platform: string,
  flagSegments: string,
  scenario: PageBorderScenario,
  render?: (spec: PageBorderSpec) => Promise<string>,
): Promise<Reply> {
  const site = parseSite(siteSegment);
  const flags = flagSegments.split('/').filter(Boolean);
  const known: readonly string[] = PAGE_BORDER_FLAGS[kind];
  const unknownFlags = flags.filter((flag) => !known.includes(flag));
  if (!site || !PLATFORMS.includes(platform) || unknownFlags.length > 0) {
    return json(404, {
      error: 'PAGE_BORDER_NOT_FOUND',
      message: `No ${kind} fragment for ${siteSegment}/${platform}${flagSegments}.`,
    });
  }
  const element = pageBorderMarkup(kind, site, platform, flags);
  switch (scenario) {
    case 'standard':
      return html(200, render ? await render({ kind, site, platform, flags }) : element);
    case 'empty':
      return html(200, '');
    case 'malformed':
      // cut off inside the first tag: an HTML parser drops a tag the input ends in
      return html(200, element.slice(0, element.indexOf(' platform=')));
    case 'hostile':
      return html(200, hostileFragment(element));
    default:
      return scenario satisfies never;
  }
}
