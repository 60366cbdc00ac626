// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../core/format';
import { SITE_KEYS, type Site } from '../core/sites';
import { formatDiscount } from './newsletter.discount';
import { getLegalTexts, getNewsletterLinks } from './newsletter.sites';

describe('discount and links by site', () => {
  it.each<[Site, string]>([
    ['DE', '10\u00a0%'],
    ['AT', '10\u00a0%'],
    ['CH', '10\u00a0%'],
    ['CH_FR', '10\u202f%'],
    ['PL', '10%'],
    ['CZ', '10\u00a0%'],
    ['HU', '10%'],
    ['SK', '10\u00a0%'],
    ['TR', '%10'],
  ])('%s writes ten percent as %j', (site, text) => {
    expect(formatDiscount(10, site)).toBe(text);
  });

  it.each(SITE_KEYS)('%s writes whole percentages as formatNumber does', (site) => {
    for (const percent of [1, 10, 50, 100]) {
      expect(formatDiscount(percent, site)).toContain(formatNumber(percent, site));
    }
  });

  it('writes fractions with the site separator', () => {
    expect(formatDiscount(12.5, 'DE')).toBe('12,5\u00a0%');
    expect(formatDiscount(12.5, 'CH')).toBe('12.5\u00a0%');
  });

  it.each(SITE_KEYS)('%s has voucher conditions, an example newsletter and privacy', (site) => {
    const kinds = getNewsletterLinks(site).map((link) => link.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['voucherConditions', 'exampleNewsletter', 'privacy']),
    );
    for (const { href } of getNewsletterLinks(site)) expect(href).toMatch(/^\/[a-z0-9/-]+$/);
  });

  it.each<[Site, boolean]>(SITE_KEYS.map((site) => [site, site !== 'TR']))(
    '%s has a contact link: %s',
    (site, contact) => {
      expect(getNewsletterLinks(site).some((link) => link.kind === 'contact')).toBe(contact);
    },
  );

  it('gives TR the commercial-message hint and usage pages', () => {
    expect(getNewsletterLinks('TR').map((link) => link.kind)).toEqual([
      'voucherConditions',
      'exampleNewsletter',
      'privacy',
      'commercialMessages',
      'usage',
    ]);
    expect(getNewsletterLinks('DE').some((link) => link.kind === 'usage')).toBe(false);
  });
});

describe('legal texts by site (spec footer §2, §9)', () => {
  it.each<[Site, boolean, string[]]>([
    ['DE', true, ['newsletter.privacyHint', 'newsletter.legal.age']],
    ['HU', true, ['newsletter.privacyHint', 'newsletter.legal.age', 'newsletter.voucher.validity']],
    [
      'TR',
      false,
      ['newsletter.legal.age', 'newsletter.hint.deletion', 'newsletter.hint.inactivity'],
    ],
  ])('%s (privacy hint %s) shows %j', (site, privacyHint, keys) => {
    expect(getLegalTexts(site, privacyHint)).toEqual(keys);
  });
});
