// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SITE_KEYS } from '../../src/core/sites';
import { getOneTrustDomainId, ONETRUST_DOMAIN_IDS } from './third-party.sites';

describe('getOneTrustDomainId', () => {
  it.each(SITE_KEYS)('gives %s its live id, and on dev the same id with -test', (site) => {
    expect(getOneTrustDomainId(site, 'live')).toBe(ONETRUST_DOMAIN_IDS[site]);
    expect(getOneTrustDomainId(site, 'dev')).toBe(`${ONETRUST_DOMAIN_IDS[site]}-test`);
  });

  it('gives each country its own domain id; CH and CH_FR share one', () => {
    const { CH_FR, ...countries } = ONETRUST_DOMAIN_IDS;
    expect(CH_FR).toBe(ONETRUST_DOMAIN_IDS.CH);
    expect(new Set(Object.values(countries)).size).toBe(Object.keys(countries).length);
  });
});
