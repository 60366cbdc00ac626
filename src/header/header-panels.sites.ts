/**
 * Where the user menu's and the store finder's panels link, per site (spec header §2 "Routes and
 * links used by the header", "User menu", "Store finder flyout", §6). Apart from header.sites.ts
 * because only the panels use them, and they load on a shopper's intent (header-flyout.tsx); the
 * loyalty card's page is the header link's (header.sites.ts; a test keeps the two equal).
 */
import type { Site } from '../core/sites';

/** spec header §2: the user menu's routes, the same on every site. */
export const USER_MENU_PATHS = {
  account: '/account',
  orders: '/orderhistory',
  watchlist: '/watchlist',
  loyaltyBeans: '/beanaccount',
  login: '/signin?loginRedirect=red',
  register: '/register',
  logout: '/logout',
} as const;

/** The user menu's entries that only some sites have (spec header "User menu"). */
export interface UserMenuLinks {
  readonly loyaltyCard?: string;
  readonly mobilePlan?: string;
  readonly community?: string;
  readonly help?: string;
}

export const USER_MENU_LINKS: Readonly<Record<Site, UserMenuLinks>> = {
  DE: {
    loyaltyCard: '/kundenkarte',
    mobilePlan: '/mobilfunk/login',
    community: '/community',
    help: '/service-hilfe',
  },
  AT: { loyaltyCard: '/kundenkarte', help: '/service-hilfe' },
  CH: { loyaltyCard: '/kundenkarte', help: '/service-hilfe' },
  CH_FR: { loyaltyCard: '/carte-client', help: '/service-aide' },
  PL: { loyaltyCard: '/karta-klienta', help: '/obsluga-klienta' },
  CZ: { loyaltyCard: '/zakaznicka-karta', help: '/zakaznicky-servis' },
  HU: { loyaltyCard: '/torzsvasarloi-kartya', help: '/ugyfelszolgalat' },
  SK: { loyaltyCard: '/zakaznicka-karta', help: '/zakaznicky-servis' },
  // spec header "User menu": no loyalty card page and no service and help on TR
  TR: {},
};

/** spec header §2: the store finder's search, a plain GET form with ?searchTerm={term}. */
export const STORE_FINDER_SEARCH_PATH = '/service/storefinder/search';

/** spec header "Store finder flyout": this week's new items, and on DE the supermarket offers. */
export interface StoreFinderLinks {
  readonly newItems: string;
  readonly supermarket?: string;
}

export const STORE_FINDER_LINKS: Readonly<Record<Site, StoreFinderLinks>> = {
  DE: { newItems: '/neuheiten', supermarket: '/supermarkt-angebote' },
  AT: { newItems: '/neuheiten' },
  CH: { newItems: '/neuheiten' },
  CH_FR: { newItems: '/nouveautes' },
  PL: { newItems: '/nowosci' },
  CZ: { newItems: '/novinky' },
  HU: { newItems: '/ujdonsagok' },
  SK: { newItems: '/novinky' },
  TR: { newItems: '/yenilikler' },
};
