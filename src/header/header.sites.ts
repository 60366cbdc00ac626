/**
 * Where the header's links go, per site (spec header §2 "Routes and links used by the header",
 * "Country-specific header links", "User menu", "Store finder flyout", §6; spec footer "Footer
 * links seen"). One table per concern, keyed by site, so a site's row is read in one place; the
 * texts are in i18n under `header.links.*`, `header.userMenu.*` and `header.storeFinder.*`.
 *
 * Decisions where the spec is silent: content pages are same-origin paths with slugs in the
 * site's language; the contact page (/contact) and the store finder (/service/storefinder/) are
 * the same path on every site, as the footer links them. Which site has what follows spec
 * header §6: TR has no loyalty-card, contact or help link; only DE has community, the
 * mobile-plan login and the supermarket offers. These tables and header-panels.sites.ts (the
 * panels' links, loaded with the panels on intent) are where those facts are written: a site has
 * a link when its table names a page for it. The loyalty card's page, which both name, is held
 * equal by header.sites.test.ts (a shared module would be a chunk of its own for the panels).
 */
import type { Site } from '../core/sites';

/** spec header "Country-specific header links", in the order the header shows them. */
const HEADER_LINK_KINDS = [
  'benefits',
  'contact',
  'loyaltyCard',
  'storeFinder',
  'community',
] as const;
export type HeaderLinkKind = (typeof HEADER_LINK_KINDS)[number];

export interface HeaderLink {
  readonly kind: HeaderLinkKind;
  readonly href: string;
}

const CONTACT = '/contact';
const STORE_FINDER = '/service/storefinder/';

/** The loyalty card page; the header link and the user menu entry both go there. Not on TR. */
const LOYALTY_CARD: Readonly<Partial<Record<Site, string>>> = {
  DE: '/kundenkarte',
  AT: '/kundenkarte',
  CH: '/kundenkarte',
  CH_FR: '/carte-client',
  PL: '/karta-klienta',
  CZ: '/zakaznicka-karta',
  HU: '/torzsvasarloi-kartya',
  SK: '/zakaznicka-karta',
};

type HeaderLinkPaths = Readonly<Partial<Record<HeaderLinkKind, string>>>;

/** A site's links in display order; a kind without a path is a link the site does not have. */
function inOrder(paths: HeaderLinkPaths): readonly HeaderLink[] {
  return HEADER_LINK_KINDS.flatMap((kind) => {
    const href = paths[kind];
    return href ? [{ kind, href }] : [];
  });
}

/**
 * The header's row of country links per site, in display order. TR has no loyalty-card and no
 * contact link (spec header §6), only DE has community.
 */
export const HEADER_LINKS: Readonly<Record<Site, readonly HeaderLink[]>> = {
  DE: inOrder({
    benefits: '/vorteile',
    contact: CONTACT,
    loyaltyCard: LOYALTY_CARD.DE,
    storeFinder: STORE_FINDER,
    community: '/community',
  }),
  AT: inOrder({
    benefits: '/vorteile',
    contact: CONTACT,
    loyaltyCard: LOYALTY_CARD.AT,
    storeFinder: STORE_FINDER,
  }),
  CH: inOrder({
    benefits: '/vorteile',
    contact: CONTACT,
    loyaltyCard: LOYALTY_CARD.CH,
    storeFinder: STORE_FINDER,
  }),
  CH_FR: inOrder({
    benefits: '/avantages',
    contact: CONTACT,
    loyaltyCard: LOYALTY_CARD.CH_FR,
    storeFinder: STORE_FINDER,
  }),
  PL: inOrder({
    benefits: '/korzysci',
    contact: CONTACT,
    loyaltyCard: LOYALTY_CARD.PL,
    storeFinder: STORE_FINDER,
  }),
  CZ: inOrder({
    benefits: '/vyhody',
    contact: CONTACT,
    loyaltyCard: LOYALTY_CARD.CZ,
    storeFinder: STORE_FINDER,
  }),
  HU: inOrder({
    benefits: '/elonyok',
    contact: CONTACT,
    loyaltyCard: LOYALTY_CARD.HU,
    storeFinder: STORE_FINDER,
  }),
  SK: inOrder({
    benefits: '/vyhody',
    contact: CONTACT,
    loyaltyCard: LOYALTY_CARD.SK,
    storeFinder: STORE_FINDER,
  }),
  TR: inOrder({ benefits: '/avantajlar', storeFinder: STORE_FINDER }),
};
