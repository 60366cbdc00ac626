/**
 * dist/page-border.js: mounts the shop's page-border fragments (spec footer §2 "Page-border
 * fragments"; docs/architecture.md "Page-border fragments") into a CMS page's `#header` and
 * `#footer`. For each of the two that exists, and only then, it asks
 * `/service/pageborder/{header|footer}/{site}/{platform}[/{flag}...]` and replaces the element's
 * fallback content with the fragment's allowed markup; a failed, empty or malformed fragment is
 * logged and the fallback stays. The loader (dist/shop-elements.js) then defines the tags.
 *
 * Hand-written, and built on its own (vite.page-border.config.ts): a CMS page loads it beside
 * the loader, and it must bring neither React nor the platform chunk (budget 1.5 KB gzip, `npm
 * run size`). What it shares with the bundle at run time is source, compiled into this file: the
 * one allow-list walker (src/core/markup-walker.ts) and through it the one URL sanitiser
 * (src/core/url.ts), both free of imports. The names it shares (the site cookie, the sites, the
 * platforms and their breakpoints, the request timeout) are typed against their one definition
 * in src/core, so a change there fails the type check here.
 */
import type { COOKIE_NAMES, REQUEST_TIMEOUT_MS } from '../../src/core/config';
import { walkMarkup } from '../../src/core/markup-walker';
import type { PLATFORM_BREAKPOINTS, PLATFORMS, SITE_KEYS } from '../../src/core/sites';

/** `'DE AT'` from `['DE', 'AT']`: ties a text to the list it repeats, at compile time. */
type Joined<T> = T extends readonly [infer First extends string, ...infer Rest]
  ? Rest extends readonly []
    ? First
    : `${First} ${Joined<Rest>}`
  : never;
// texts rather than arrays: they cost this script fewer bytes
const SITES: Joined<typeof SITE_KEYS> = 'DE AT CH CH_FR PL CZ HU SK TR';
const PLATFORM_NAMES: Joined<typeof PLATFORMS> = 'CLASSIC MATCH SMARTPHONE TABLET';
const MATCH_BELOW: (typeof PLATFORM_BREAKPOINTS)['match'] = 980;
const TABLET_BELOW: (typeof PLATFORM_BREAKPOINTS)['tablet'] = 1440;
const SITE_COOKIE: (typeof COOKIE_NAMES)['site'] = 'site';
// spec footer §9: requests give up after 15 s
const TIMEOUT_MS: typeof REQUEST_TIMEOUT_MS = 15_000;

const PREFIX = '[shop-elements]';
/** On the mount element: loading, then mounted or failed. A second copy of this script skips it. */
const STATE = 'data-page-border';

/** spec footer §2: the flags each fragment knows, in the order they go into the path. */
const FLAGS = { header: 'reduced showsecurehint sticky', footer: 'reduced newsletter' };
type Kind = keyof typeof FLAGS;

/**
 * What a fragment may hold: this bundle's six tags with their documented attributes (README
 * "Common attributes" and each element's table; test/tooling checks them against the Custom
 * Elements Manifest), and plain markup with `class`, `lang`, `title` and `href`. Addresses
 * (`href`, `theme-world-url`) must pass the URL sanitiser. Anything else is dropped with its
 * content: script, style, iframe, svg, forms, unknown elements, handlers, style attributes, our
 * own `rendered` marker. Our tags keep no children (they render into their shadow roots).
 */
const COMMON = ' site platform stage';
const ALLOWED: Record<string, string> = {
  'shop-header': `reduced show-promotion-banner sticky sticky-mode onetrustenabled showsecurehint useminicart page-type client-id navigation-route base-domain menu-type theme-world-title theme-world-url loyalty-card-logo-claim overview-item-title mobile-navigation-behaviour${COMMON}`,
  'shop-footer': `reduced newsletter${COMMON}`,
  'shop-minicart': `page-type useminicart${COMMON}`,
  'shop-search': `variant query${COMMON}`,
  'newsletter-signup': `origin origin-addition title discount scroll-on-success spa heading-level${COMMON}`,
  'staff-preview': COMMON,
};
// href does something on a link only, and is checked wherever it is
for (const tag of 'div span p a strong em br ul ol li h2 h3 h4 h5 h6'.split(' '))
  ALLOWED[tag] = 'class lang title href';

function warn(kind: Kind, what: string, value: string): void {
  console.warn(`${PREFIX} #${kind}: unknown ${what} "${value}"`);
}

/** `value` in any case (`ch-fr` too) when `names` holds it, else `fallback`; unknown values warn. */
function oneOf(kind: Kind, what: string, value: string, names: string, fallback: string): string {
  const name = value.toUpperCase().replace('-', '_');
  if (names.split(' ').includes(name)) return name;
  if (value) warn(kind, what, value);
  return fallback;
}

/** The fragment's path for the mount element: its data attributes, else the cookie, the width. */
function fragmentPath(kind: Kind, mount: HTMLElement): string {
  const { site: siteAttribute, platform: platformValue = '', flags = '' } = mount.dataset;
  // the cookie only when needed: reading it throws in a sandboxed frame (then the fallback stays)
  const siteValue =
    siteAttribute || document.cookie.match(`(^|; )${SITE_COOKIE}=([^;]*)`)?.[2] || '';
  const site = oneOf(kind, 'site', siteValue, SITES, 'DE');
  const width = innerWidth;
  const platform = oneOf(
    kind,
    'platform',
    platformValue,
    PLATFORM_NAMES,
    width < MATCH_BELOW ? 'MATCH' : width < TABLET_BELOW ? 'TABLET' : 'CLASSIC',
  );
  const given = flags.split(/\s+/);
  const known = FLAGS[kind].split(' ');
  for (const flag of given) if (flag && !known.includes(flag)) warn(kind, 'flag', flag);
  const flagsInOrder = known.filter((flag) => given.includes(flag));
  return ['/service/pageborder', kind, site, platform, ...flagsInOrder].join('/');
}

async function mountFragment(kind: Kind): Promise<void> {
  const mount = document.getElementById(kind);
  // spec footer §2: a fragment only where its element is; each element once, however many copies
  if (!mount || mount.hasAttribute(STATE)) return;
  mount.setAttribute(STATE, 'loading');
  let path = '';
  try {
    path = fragmentPath(kind, mount);
    const response = await fetch(path, {
      credentials: 'include',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw Error(`${response.status}`);
    // parsed inert: nothing in a template's content runs, loads or upgrades
    const template = document.createElement('template');
    template.innerHTML = await response.text();
    const fragment = template.content;
    walkMarkup(fragment, ALLOWED);
    if (!fragment.childElementCount) throw Error('no allowed element');
    // The mount keeps its fallback's height until the first element of ours in the fragment
    // has drawn (elements set `rendered` in the commit of their first content), so the page does
    // not move while their code and texts load. A fragment without one that draws (plain markup,
    // or <staff-preview> alone, which draws for staff only) keeps the fallback's place for good.
    mount.style.minHeight = getComputedStyle(mount).height;
    new MutationObserver((_, observer) => {
      observer.disconnect();
      mount.style.minHeight = '';
    }).observe(mount, { attributeFilter: ['rendered'], subtree: true });
    mount.replaceChildren(fragment);
    mount.setAttribute(STATE, 'mounted');
  } catch (error) {
    mount.setAttribute(STATE, 'failed');
    console.error(`${PREFIX} ${path || kind} failed`, error);
  }
}

function start(): void {
  void mountFragment('header');
  void mountFragment('footer');
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
