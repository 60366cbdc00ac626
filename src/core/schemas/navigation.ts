/**
 * Schemas of the main navigation (spec header §3 "Navigation node", "Theme world navigation";
 * §7 the navigation and theme-world calls).
 *
 * Both answers come from a CMS and are untrusted, and one bad entry must not cost the shopper
 * the whole menu, so these schemas are lenient below the top level: an entry that is unusable is
 * left out alone, and everything else stays.
 * - A navigation node without a title (text, not empty after trimming) or without an href that
 *   passes sanitizeUrl is left out together with its subtree; so is a teaser link. Nodes deeper
 *   than NAVIGATION_MAX_DEPTH levels are left out (a hostile tree cannot exhaust the stack).
 * - target is `_blank` or `_self` (anything else: `_self`); a teaser without any usable link is
 *   none.
 * - A theme world without title or usable url is left out; an unusable image address, badge,
 *   date or text is left out of that theme world only. A section that is missing or not an
 *   object has no theme worlds. Translations keep only texts.
 * - Every text stays text: titles are trimmed strings, never markup (views render them as text).
 * - A key the answer leaves out is a field without a value: a node without teaser, target or
 *   children, a theme world without image, badges or card flag is kept.
 * The top level must have the documented shape (a list of nodes; an object with the sections),
 * else the answer counts as failed (docs/architecture.md "Services").
 */

import * as v from 'valibot';
import { sanitizeUrl } from '../url';
import { address } from './address';
import { cmsText as text, lenientList } from './cms';

/** Levels kept, the top categories being level 1 (so seven levels below them). */
export const NAVIGATION_MAX_DEPTH = 8;

export interface NavigationLink {
  readonly title: string;
  readonly href: string;
}

export interface NavigationTeaser {
  readonly title?: string | undefined;
  readonly list: readonly NavigationLink[];
}

export type NavigationTarget = '_self' | '_blank';

export interface NavigationNode extends NavigationLink {
  readonly target: NavigationTarget;
  readonly children: readonly NavigationNode[];
  readonly teaser?: NavigationTeaser | undefined;
}

const optionalText = v.fallback(v.optional(text), undefined);
/** An address through the one URL sanitiser; undefined when it must not be rendered. */
const url = v.pipe(v.unknown(), address());
const requiredUrl = v.pipe(url, v.string());

const linkSchema = v.object({ title: text, href: requiredUrl });

// v.optional around a field that may be missing: valibot refuses an object with a key missing
// unless the key's schema is optional (a fallback to undefined does not count), which would
// leave out the whole node or theme world for want of a teaser or an image
const teaserSchema = v.optional(
  v.fallback(
    v.pipe(
      v.object({ title: optionalText, list: lenientList(linkSchema) }),
      v.transform((teaser): NavigationTeaser | undefined =>
        teaser.list.length > 0 ? teaser : undefined,
      ),
    ),
    undefined,
  ),
);

const targetSchema = v.fallback(v.picklist(['_self', '_blank']), '_self');

/** The node schema for a node with `levelsBelow` levels allowed under it. */
function createNodeSchema(levelsBelow: number): v.GenericSchema<unknown, NavigationNode> {
  return v.object({
    title: text,
    href: requiredUrl,
    target: targetSchema,
    children:
      levelsBelow > 0
        ? lenientList(createNodeSchema(levelsBelow - 1))
        : v.pipe(
            v.unknown(),
            v.transform((): NavigationNode[] => []),
          ),
    teaser: teaserSchema,
  });
}

/** GET /jsonflyoutnavigation: the top categories, each with its subtree. */
export const navigationTreeSchema = v.pipe(
  v.array(v.unknown()),
  lenientList(createNodeSchema(NAVIGATION_MAX_DEPTH - 1)),
);

export const THEME_WORLD_AVAILABILITIES = ['AVAILABLE', 'COMING_SOON', 'ONLINE_ONLY'] as const;
export type ThemeWorldAvailability = (typeof THEME_WORLD_AVAILABILITIES)[number];

/** The sections in the order the flyout shows them (spec header §3). */
export const THEME_WORLD_SECTIONS = ['scout', 'new', 'more', 'lastChance'] as const;
export type ThemeWorldSectionKey = (typeof THEME_WORLD_SECTIONS)[number];

const themeWorldSchema = v.object({
  url: requiredUrl,
  imgUrl: v.optional(url),
  title: text,
  availability: v.fallback(v.optional(v.picklist(THEME_WORLD_AVAILABILITIES)), undefined),
  badges: lenientList(v.object({ type: optionalText, text })),
  /** Loyalty-card prices in this theme world. */
  card: v.fallback(v.boolean(), false),
  /** An ISO date; left out when it is none. */
  endDate: v.fallback(v.optional(v.pipe(v.string(), v.isoTimestamp())), undefined),
  endDateText: optionalText,
  onlyXDaysLeftText: optionalText,
});
export type ThemeWorld = v.InferOutput<typeof themeWorldSchema>;

const sectionSchema = v.fallback(
  v.object({ headline: optionalText, themeworlds: lenientList(themeWorldSchema) }),
  { headline: undefined, themeworlds: [] },
);
export type ThemeWorldSection = v.InferOutput<typeof sectionSchema>;

/** GET /service/themeworld-frontend/api/themeworlds/navigation. */
export const themeWorldNavigationSchema = v.object({
  scout: sectionSchema,
  new: sectionSchema,
  more: sectionSchema,
  lastChance: sectionSchema,
  translations: v.pipe(
    v.fallback(v.record(v.string(), v.unknown()), {}),
    v.transform((entries): Readonly<Record<string, string>> => {
      const texts: Record<string, string> = {};
      for (const [key, value] of Object.entries(entries)) {
        const result = v.safeParse(text, value);
        if (result.success) texts[key] = result.output;
      }
      return texts;
    }),
  ),
});
export type ThemeWorldNavigation = v.InferOutput<typeof themeWorldNavigationSchema>;

// ---------------------------------------------------------------------------------------------
// The navigation's addresses a page gives as attributes (docs/architecture.md "Attributes"):
// through the URL sanitiser here too, so stores and views get no address it has not passed.

const ABSOLUTE_HTTP = /^https?:\/\//i;

/** The theme-world-url prop: the address sanitizeUrl returns, or undefined (the sanitiser itself). */
export const readThemeWorldUrl: (value: string | undefined) => string | undefined = sanitizeUrl;

/**
 * The origin of a base-domain prop's value (`https://www.shop.de`, or a bare host name, read as
 * https; any other scheme is refused), or undefined when it names no http(s) origin.
 */
export function readBaseDomainOrigin(value: string): string | undefined {
  const origin = sanitizeUrl(value.includes('://') ? value : `https://${value}`);
  try {
    if (origin && ABSOLUTE_HTTP.test(origin)) return new URL(origin).origin;
  } catch {
    // no origin in it
  }
  return undefined;
}
