/**
 * The third-party scripts' addresses and OneTrust's per-site domain ids (spec header §7 "The
 * scripts /js/exactag.js and a tag manager script are loaded dynamically", "A consent-management
 * script loads from a CDN, with a per-site and per-stage (dev or live) domain id"). They live here,
 * beside the only code that adds these scripts (the third-party chunk, loaded on demand), and not
 * in src/core/config.ts, whose constants every element loads (issue 15, the page's byte budget).
 */
import type { Stage } from '../../src/core/config';
import type { Site } from '../../src/core/sites';

/**
 * OneTrust's stub script, which loads the rest of OneTrust for the domain id in its
 * `data-domain-script` attribute.
 */
export const ONETRUST_SCRIPT_URL = 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js';

/**
 * The one table of OneTrust domain ids (OneTrust admin: Cookie Consent > Scripts), the live id
 * of each site. The dev id is the live id with `-test` appended, which is how OneTrust names a
 * domain's test script (see getOneTrustDomainId). CH and CH_FR are one shop domain in two
 * languages, so they share one id (OneTrust picks the language itself). The ids below are this
 * repository's stand-ins: enter the shop's own from its OneTrust account before going live.
 */
export const ONETRUST_DOMAIN_IDS: Readonly<Record<Site, string>> = {
  DE: 'e3c63cb1-44a1-4545-9d45-a02e9fc87c5d',
  AT: 'f00f4223-1cd1-4e9b-b22e-b6f570f4d116',
  CH: 'fab2da5d-ca1d-448b-8139-a5a8ac9a6cc5',
  CH_FR: 'fab2da5d-ca1d-448b-8139-a5a8ac9a6cc5',
  PL: 'dcb3eb39-09a0-4cbc-b7ba-e2a34108ab84',
  CZ: '31871264-10ea-4853-acef-3d855332c129',
  HU: '1925e413-5582-4bdb-98f5-1b13832063fa',
  SK: '7631a836-dc63-48b0-8969-7c008400dd41',
  TR: '0de3340c-364c-4013-b559-8442446bdde9',
};

/**
 * The OneTrust domain id for a site and stage, from the one table ONETRUST_DOMAIN_IDS: the live
 * id, and on dev the same id with `-test` (OneTrust's test script for that domain).
 */
export function getOneTrustDomainId(site: Site, stage: Stage): string {
  const liveId = ONETRUST_DOMAIN_IDS[site];
  return stage === 'dev' ? `${liveId}-test` : liveId;
}

/** exactag, from the page's own origin. */
export const EXACTAG_SCRIPT_PATH = '/js/exactag.js';
/**
 * The tag manager is Google Tag Manager (its `dataLayer` is where tracking already goes). One
 * container serves all nine sites and both stages: the spec names one tag manager script and
 * no per-site id (unlike the consent script), and a container tells sites apart by hostname.
 * The id is a stand-in like the OneTrust ids: the shop's own container id goes here.
 */
export const TAG_MANAGER_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';
export const TAG_MANAGER_CONTAINER_ID = 'GTM-5XKQ9TB';
