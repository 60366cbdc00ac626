/**
 * The demo customer per site and the personal data services: /json/psdata (page data with
 * nl_status), the customer frontend data (login status, name, loyalty beans, statuses) and the
 * newsletter base data used to pre-fill the sign-up form.
 */
import { createHash } from 'node:crypto';
import type { Salutation, Subscriber } from './newsletter';
import type { Scenario } from './scenario';
import { SITE_INFO, type Site } from './sites';

export interface DemoCustomer {
  salutation: Salutation;
  firstName: string;
  lastName: string;
  email: string;
  loyaltyBeans: number;
}

export const CUSTOMERS: Readonly<Record<Site, DemoCustomer>> = {
  DE: {
    salutation: 'MRS',
    firstName: 'Julia',
    lastName: 'Becker',
    email: 'julia.becker@example.com',
    loyaltyBeans: 1240,
  },
  AT: {
    salutation: 'MRS',
    firstName: 'Katharina',
    lastName: 'Gruber',
    email: 'katharina.gruber@example.com',
    loyaltyBeans: 860,
  },
  CH: {
    salutation: 'MR',
    firstName: 'Lukas',
    lastName: 'Meier',
    email: 'lukas.meier@example.com',
    loyaltyBeans: 2310,
  },
  CH_FR: {
    salutation: 'MRS',
    firstName: 'Camille',
    lastName: 'Dubois',
    email: 'camille.dubois@example.com',
    loyaltyBeans: 540,
  },
  PL: {
    salutation: 'MRS',
    firstName: 'Agnieszka',
    lastName: 'Nowak',
    email: 'agnieszka.nowak@example.com',
    loyaltyBeans: 1975,
  },
  CZ: {
    salutation: 'MRS',
    firstName: 'Tereza',
    lastName: 'Dvořáková',
    email: 'tereza.dvorakova@example.com',
    loyaltyBeans: 730,
  },
  HU: {
    salutation: 'MR',
    firstName: 'Bence',
    lastName: 'Nagy',
    email: 'bence.nagy@example.com',
    loyaltyBeans: 1420,
  },
  SK: {
    salutation: 'MRS',
    firstName: 'Zuzana',
    lastName: 'Horváthová',
    email: 'zuzana.horvathova@example.com',
    loyaltyBeans: 615,
  },
  TR: {
    salutation: 'MRS',
    firstName: 'Elif',
    lastName: 'Yılmaz',
    email: 'elif.yilmaz@example.com',
    loyaltyBeans: 0,
  },
};

export function isKnownCustomer(scenario: Scenario): boolean {
  return scenario.loginStatus !== 'LOGGED_OUT';
}

/**
 * nl_status: the scenario's value when set; otherwise the status of the logged-in customer's
 * subscription, or for a visitor the latest sign-up made in this session on this site.
 */
export function newsletterStatus(
  scenario: Scenario,
  subscribers: readonly Subscriber[],
  site: Site,
): string | null {
  if (scenario.newsletterStatus !== null) return scenario.newsletterStatus;
  const candidates = subscribers.filter((subscriber) => subscriber.site === site);
  const match = isKnownCustomer(scenario)
    ? candidates.find((subscriber) => subscriber.email === CUSTOMERS[site].email)
    : candidates.filter((subscriber) => subscriber.source === 'request').at(-1);
  return match?.status ?? null;
}

export interface PageDataInput {
  scenario: Scenario;
  subscribers: readonly Subscriber[];
  site: Site;
  cartCount: number;
  abTests: { test: string; group: string }[];
  now: Date;
}

/** GET /json/psdata: page data shared by header and footer; the footer reads nl_status. */
export function pageData(input: PageDataInput): Record<string, unknown> {
  const { scenario, site } = input;
  const known = isKnownCustomer(scenario);
  const customer = CUSTOMERS[site];
  return {
    nl_status: newsletterStatus(scenario, input.subscribers, site),
    loginStatus: scenario.loginStatus,
    site,
    language: SITE_INFO[site].language,
    locale: SITE_INFO[site].locale,
    currency: SITE_INFO[site].currency,
    customerHash: known ? createHash('sha256').update(customer.email).digest('hex') : null,
    isCardMember: known && scenario.cardMember,
    hasDneConsent: known && scenario.hasDneConsent,
    basketCount: input.cartCount,
    watchlistCount: known ? 3 : 0,
    abTests: input.abTests,
    serverTime: input.now.toISOString(),
  };
}

/** GET /service/customerfrontenddata/api/v1/psdata (spec header §3 "Personal header data"). */
export function customerFrontendData(scenario: Scenario, site: Site): Record<string, unknown> {
  const statuses = {
    isCommunityMember: isKnownCustomer(scenario) && scenario.communityMember,
    isCardMember: isKnownCustomer(scenario) && scenario.cardMember,
  };
  if (!isKnownCustomer(scenario)) {
    return { tracking: { loginStatus: 'LOGGED_OUT' }, statuses };
  }
  const customer = CUSTOMERS[site];
  return {
    tracking: {
      loginStatus: scenario.loginStatus,
      customerId: createHash('sha256').update(customer.email).digest('hex').slice(0, 16),
    },
    customer: {
      firstname: scenario.customerFirstName ?? customer.firstName,
      lastname: customer.lastName,
      loyaltyBeans: scenario.cardMember ? customer.loyaltyBeans : 0,
    },
    statuses,
  };
}

/** GET /service/newsletter/api/private/customers/base-data: the form values of spec footer §3. */
export function customerBaseData(scenario: Scenario, site: Site): Record<string, unknown> {
  const customer = CUSTOMERS[site];
  return {
    email: customer.email,
    salutation: customer.salutation,
    firstName: scenario.customerFirstName ?? customer.firstName,
    lastName: customer.lastName,
    consents: scenario.hasDneConsent ? ['DNE'] : [],
    legals: [],
  };
}
