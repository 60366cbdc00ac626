// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SITE_KEYS, type Site } from '../../src/core/sites';
import { getOneTrustDomainId, ONETRUST_DOMAIN_IDS } from './third-party.sites';

/**
 * Each site's live OneTrust domain id, written out here rather than read from the table under
 * test, so a wrong or swapped id fails. CH and CH_FR are one shop domain in two languages.
 */
const LIVE_IDS: Readonly<Record<Site, string>> = {
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

describe('getOneTrustDomainId', () => {
  it.each(SITE_KEYS)('gives %s its live id, and on dev the same id with -test', (site) => {
    expect(getOneTrustDomainId(site, 'live')).toBe(ONETRUST_DOMAIN_IDS[site]);
    expect(getOneTrustDomainId(site, 'dev')).toBe(`${ONETRUST_DOMAIN_IDS[site]}-test`);
    expect(getOneTrustDomainId(site, 'live')).toBe(LIVE_IDS[site]);
    expect(getOneTrustDomainId(site, 'dev')).toBe(`${LIVE_IDS[site]}-test`);
  });

  it('gives each country its own domain id; CH and CH_FR share one', () => {
    const { CH_FR, ...countries } = ONETRUST_DOMAIN_IDS;
    expect(CH_FR).toBe(ONETRUST_DOMAIN_IDS.CH);
    expect(new Set(Object.values(countries)).size).toBe(Object.keys(countries).length);
    expect(ONETRUST_DOMAIN_IDS).toEqual(LIVE_IDS);
  });
});
