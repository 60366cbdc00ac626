/**
 * dist/server/page-border.js (package export `shop-elements/server`): the page border rendered on
 * the server (spec footer §1 "delivered as embedded page-border fragments", §2 "Page-border
 * fragments"; spec header §4 "Promotions fetched on the server are reused";
 * docs/architecture.md "Server-rendered page border"). An ES module for Node 20+, built on its
 * own (vite.server.config.ts); never part of the browser bundle.
 *
 * `renderFragment` answers the element's tag with the fragment's attributes and an open
 * declarative shadow root holding React's server render of the same element root the browser
 * renders (elements/internal/define-element.tsx, createElementRoot), with:
 * - the design tokens and every stylesheet the render used, as `<link rel="stylesheet">` to the
 *   files the build emits under `{assetBase}/styles/` (a strict `style-src 'self'` holds);
 * - a `<script type="application/json" data-shop-state>` block (data, never run: CSP-safe) with
 *   the shared data the render used, which the element seeds its stores from before it hydrates,
 *   so the browser asks for none of it again;
 * - the view itself in `<div data-shop-root>`, the container the element hydrates;
 * - for the header, beside it, the search before hydration (src/header/search-before-hydration-form.tsx): a
 *   popover with a plain GET form to /search that the search icon opens without a script;
 * - last, an end marker (`<span hidden data-shop-end>`): until the browser has parsed it, the
 *   view is laid out but not shown (fragment.css), so a streamed page never paints it half drawn.
 *
 * Only what is the same for every shopper is fetched: the navigation and theme worlds and the
 * campaign row's promotions (header), the footer content with its SHOP_FOOTER override (footer).
 * No cookie is read or sent: no login state, name or cart count is in it, so it can be cached per
 * site, platform and flags. Each call is given up after `timeoutMs`; a failing, late or
 * malformed service leaves its part out as the browser does (logged).
 *
 * Renders run concurrently while they wait for the services, each call in its own request
 * scope (AsyncLocalStorage). The views read the browser's page-wide stores, so the React render
 * itself (no I/O: the stores are seeded with the render's data first, as the browser seeds them
 * from the data block) runs one at a time, a few milliseconds each.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createElementRoot, getHostStyles } from '../internal/define-element';
import fragmentStyles from './fragment.css?inline';
import { shopFooter } from '../shop-footer';
import { shopHeader } from '../shop-header';
import { setStyleCollector } from '../../src/shared/stylesheets';
import { getContentSource } from '../../src/footer/footer';
import { getCampaignKeys } from '../../src/promotions/index';
import { fetchNavigation, getNavigationKey, resetNavigation } from '../../stores/navigation/index';
import { fetchPromotionEntry, resetPromotions } from '../../stores/promotions/index';
import { fetchFooterContent, resetFooter } from '../../stores/footer/index';
import {
  SearchBeforeHydration,
  searchBeforeHydrationStyles,
} from '../../src/header/search-before-hydration-form';
import {
  $catalogues,
  PLATFORMS,
  getLocale,
  loadMessages,
  resolveSiteAttribute,
  setRequestScope,
  type RequestScope,
} from '../../stores/site/index';
import type { Platform } from '../../src/core/sites';

export type FragmentKind = 'header' | 'footer';

export interface FragmentSpec {
  readonly kind: FragmentKind;
  /** DE, AT, CH, CH_FR, PL, CZ, HU, SK or TR; another value is DE, with a warning. */
  readonly site: string;
  /** CLASSIC, MATCH, SMARTPHONE or TABLET; another value is CLASSIC, with a warning. */
  readonly platform: string;
  /** Header: reduced, showsecurehint, sticky; footer: reduced, newsletter. Others are warned. */
  readonly flags: readonly string[];
}

export interface RenderOptions {
  /** The shop's origin, where its services answer (`https://shop.example`). */
  readonly origin: string;
  /** Where dist/ is served (`https://cdn.example/shop-elements`): the stylesheets' base. */
  readonly assetBase: string;
  /** The fetch to call the services with (default: the global one). */
  readonly fetch?: typeof fetch;
  /** Every service call is given up after this long (default RENDER_TIMEOUT_MS). */
  readonly timeoutMs?: number;
}

/** A page waits for its border: a service slower than this is left out of the fragment. */
export const RENDER_TIMEOUT_MS = 1500;

/** spec footer §2: the flags of each fragment, in the order they go into the path. */
export const FRAGMENT_FLAGS = {
  header: ['reduced', 'showsecurehint', 'sticky'],
  footer: ['reduced', 'newsletter'],
} as const satisfies Record<FragmentKind, readonly string[]>;

/** The default-true attributes: `="false"` when their flag is missing (the path says all). */
const DEFAULT_TRUE: readonly string[] = ['showsecurehint', 'sticky', 'newsletter'];

const DEFINITIONS = { header: shopHeader, footer: shopFooter } as const;

const PREFIX = '[shop-elements/server]';

const roots = {
  header: createElementRoot(shopHeader).ElementRoot,
  footer: createElementRoot(shopFooter).ElementRoot,
};

/** The texts of the stylesheets rendered so far, by file name. */
const rendered = new Map<string, string>();

/** The file name the build gives a stylesheet's text (vite.server.config.ts writes them). */
export function styleFileName(cssText: string): string {
  const name = `${createHash('sha256').update(cssText).digest('hex').slice(0, 16)}.css`;
  rendered.set(name, cssText);
  return name;
}

/**
 * The text of a stylesheet a render linked, by its file name: for a server that runs the
 * renderer from source and serves the stylesheets itself (the demo's dev server); a build has
 * them as files in dist/styles/.
 */
export function renderedStylesheet(fileName: string): string | undefined {
  return rendered.get(fileName);
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON that stays data inside a <script> element: no `</script>`, no `<!--`. */
const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * A stand-in for the element in a server render: the attributes the fragment gives it and no
 * page around it (no parent, no siblings, no shadow root), which is what the views read from
 * their host while they render.
 */
function serverHost(tag: string, attributes: ReadonlyMap<string, string>): HTMLElement {
  const host = {
    tagName: tag.toUpperCase(),
    localName: tag,
    parentNode: null,
    parentElement: null,
    previousElementSibling: null,
    shadowRoot: null,
    getAttribute: (name: string) => attributes.get(name) ?? null,
    hasAttribute: (name: string) => attributes.has(name),
  };
  return host as unknown as HTMLElement;
}

function readFlags(kind: FragmentKind, flags: readonly string[]): string[] {
  const known: readonly string[] = FRAGMENT_FLAGS[kind];
  for (const flag of flags) {
    if (!known.includes(flag)) console.warn(`${PREFIX} unknown ${kind} flag "${flag}" left out`);
  }
  return known.filter((flag) => flags.includes(flag));
}

function readPlatform(platform: string): Platform {
  if ((PLATFORMS as readonly string[]).includes(platform)) return platform as Platform;
  console.warn(`${PREFIX} unknown platform "${platform}", CLASSIC instead`);
  return 'CLASSIC';
}

/** The element's attributes, in the fragment's order: site, platform, then the flags. */
function fragmentAttributes(spec: FragmentSpec): Map<string, string> {
  const site = resolveSiteAttribute(spec.site, `shop-${spec.kind}`);
  const flags = readFlags(spec.kind, spec.flags);
  const attributes = new Map([
    ['site', site as string],
    ['platform', readPlatform(spec.platform)],
  ]);
  for (const flag of FRAGMENT_FLAGS[spec.kind]) {
    if (flags.includes(flag)) attributes.set(flag, '');
    else if (DEFAULT_TRUE.includes(flag)) attributes.set(flag, 'false');
  }
  return attributes;
}

const openTag = (tag: string, attributes: ReadonlyMap<string, string>): string =>
  `<${tag}${[...attributes]
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('')}>`;

/**
 * The shared data the fragment shows, fetched for this render alone (concurrent renders do not
 * share it): the header's navigation and campaign promotions, the footer's content. Each part
 * that fails is left out or falls back as in the browser (logged by the calls).
 */
async function fetchData(
  kind: FragmentKind,
  attributes: ReadonlyMap<string, string>,
): Promise<Record<string, unknown>> {
  const site = resolveSiteAttribute(attributes.get('site'));
  if (kind === 'footer')
    return { content: { [site]: await fetchFooterContent(site, getContentSource(site)) } };
  if (attributes.has('reduced')) return {};
  // the navigation's default request (no client id, no route: the fragment sets neither)
  const request = { site, clientId: undefined, route: undefined };
  const keys = attributes.get('show-promotion-banner') === 'false' ? [] : getCampaignKeys(site);
  const [navigation, promotions] = await Promise.all([
    fetchNavigation(request),
    Promise.all(keys.map(async (key) => [key, await fetchPromotionEntry(key)] as const)),
  ]);
  return {
    navigation: { [getNavigationKey(request)]: navigation },
    promotions: Object.fromEntries(promotions),
  };
}

async function readStream(stream: ReadableStream<Uint8Array>): Promise<string> {
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

/** The request scope of the render whose calls are running (concurrent renders each their own). */
const scopes = new AsyncLocalStorage<RequestScope>();
setRequestScope(() => scopes.getStore());

/** One render at a time on the page-wide stores: seeded, rendered (no I/O), read out. */
let renderQueue: Promise<unknown> = Promise.resolve();

function serialized<T>(work: () => Promise<T>): Promise<T> {
  const result = renderQueue.then(work);
  renderQueue = result.catch(() => undefined);
  return result;
}

/** The view rendered on fresh stores seeded with `data`; the stylesheets it used into `styles`. */
async function renderView(
  kind: FragmentKind,
  attributes: ReadonlyMap<string, string>,
  data: Record<string, unknown>,
  styles: Set<string>,
): Promise<string> {
  const definition = DEFINITIONS[kind];
  const ElementRoot = roots[kind];
  resetNavigation();
  resetPromotions();
  resetFooter();
  definition.seedServerState(data);
  setStyleCollector(styles);
  try {
    const { prelude } = await prerender(
      <ElementRoot container={{ host: serverHost(definition.tag, attributes) }} />,
      {
        onError(error) {
          console.error(`${PREFIX} ${definition.tag} failed to render`, error);
        },
      },
    );
    return await readStream(prelude);
  } finally {
    setStyleCollector(undefined);
  }
}

async function render(spec: FragmentSpec, options: RenderOptions): Promise<{ html: string }> {
  const kind = spec.kind === 'footer' ? 'footer' : 'header';
  const tag = DEFINITIONS[kind].tag;
  const attributes = fragmentAttributes({ ...spec, kind });
  const start = openTag(tag, attributes);
  const scope: RequestScope = {
    origin: options.origin,
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? RENDER_TIMEOUT_MS,
  };
  try {
    const site = resolveSiteAttribute(attributes.get('site'));
    const [data] = await scopes.run(scope, () =>
      Promise.all([fetchData(kind, attributes), loadMessages(getLocale(site), tag)]),
    );
    const styles = new Set<string>([fragmentStyles, ...getHostStyles()]);
    const view = await serialized(() => renderView(kind, attributes, data, styles));
    // the header's search before hydration: beside the view, never hydrated, not in the bundle
    const catalogue = $catalogues.get()[getLocale(site)];
    let besideView = '';
    if (kind === 'header' && catalogue) {
      styles.add(searchBeforeHydrationStyles);
      besideView = renderToStaticMarkup(
        <SearchBeforeHydration site={site} catalogue={catalogue} />,
      );
    }
    const base = options.assetBase.replace(/\/+$/, '');
    const links = [...styles]
      .map(
        (text) =>
          `<link rel="stylesheet" href="${escapeAttribute(`${base}/styles/${styleFileName(text)}`)}">`,
      )
      .join('');
    return {
      html:
        `${start}<template shadowrootmode="open">${links}` +
        `<script type="application/json" data-shop-state>${scriptSafeJson(data)}</script>` +
        `<div data-shop-root>${view}</div>${besideView}<span hidden data-shop-end></span>` +
        `</template></${tag}>`,
    };
  } catch (error) {
    // the bare tag: the element renders in the browser as without a server
    console.error(`${PREFIX} ${tag} failed to render, answering the bare tag`, error);
    return { html: `${start}</${tag}>` };
  }
}

/**
 * Renders the header or footer page-border fragment (the contract: README "Server-rendered page
 * border"). Never rejects: a fragment whose render fails is the bare tag, which the element
 * renders in the browser as it does without a server (logged). Renders run concurrently while
 * they wait for the services; their React renders, a few milliseconds each, one after another.
 */
export function renderFragment(
  spec: FragmentSpec,
  options: RenderOptions,
): Promise<{ html: string }> {
  return render(spec, options);
}
