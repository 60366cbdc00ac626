// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SITE,
  SITE_KEYS,
  SITES,
  getLocale,
  getPlatformForWidth,
  getSiteConfig,
  getWidthCluster,
  isPlatform,
  isSite,
  resolveSite,
  type Site,
} from './sites';

describe('getPlatformForWidth', () => {
  it.each([
    [0, 'MATCH'],
    [375, 'MATCH'],
    [979, 'MATCH'],
    [979.5, 'MATCH'],
    [980, 'TABLET'],
    [1439, 'TABLET'],
    [1440, 'CLASSIC'],
    [20_000, 'CLASSIC'],
  ] as const)('gives %s px the platform %s', (width, platform) => {
    expect(getPlatformForWidth(width)).toBe(platform);
  });

  it('treats an unmeasurable width as desktop, like the initial width assumption', () => {
    expect(getPlatformForWidth(Number.NaN)).toBe('CLASSIC');
  });
});

describe('getWidthCluster', () => {
  it.each([
    [0, 'XS'],
    [374, 'XS'],
    [375, 'S'],
    [667, 'S'],
    [668, 'M'],
    [767, 'M'],
    [768, 'L'],
    [979, 'L'],
    [980, 'XL'],
    [1023, 'XL'],
    [1024, 'XXL'],
    [1279, 'XXL'],
    [1280, '3XL'],
    [1439, '3XL'],
    [1440, '4XL'],
    [1919, '4XL'],
    [1920, '5XL'],
    [20_000, '5XL'],
  ] as const)('puts %s px in cluster %s', (width, cluster) => {
    expect(getWidthCluster(width)).toBe(cluster);
  });
});

describe('resolveSite', () => {
  it.each(SITE_KEYS.map((site) => [site]))('keeps the known site %s', (site) => {
    const onUnknown = vi.fn();
    expect(resolveSite(site, onUnknown)).toBe(site);
    expect(onUnknown).not.toHaveBeenCalled();
  });

  it.each([
    ['at', 'AT'],
    [' pl ', 'PL'],
    ['ch-fr', 'CH_FR'],
    ['ch_fr', 'CH_FR'],
  ] as const)('normalises %j to %s', (value, site) => {
    expect(resolveSite(value)).toBe(site);
  });

  it.each([[undefined], [null], ['']])(
    'falls back to DE silently for the missing value %j',
    (value) => {
      const onUnknown = vi.fn();
      expect(resolveSite(value, onUnknown)).toBe('DE');
      expect(onUnknown).not.toHaveBeenCalled();
    },
  );

  it.each([['FR'], ['germany'], [42], [{}], [['DE']]])(
    'falls back to DE and reports the unknown value %j',
    (value) => {
      const onUnknown = vi.fn();
      expect(resolveSite(value, onUnknown)).toBe('DE');
      expect(onUnknown).toHaveBeenCalledExactlyOnceWith(value);
    },
  );

  it('falls back without a callback', () => {
    expect(resolveSite('XX')).toBe(DEFAULT_SITE);
  });
});

describe('site guards and lookups', () => {
  it('recognises sites and platforms', () => {
    expect(isSite('CH_FR')).toBe(true);
    expect(isSite('ch_fr')).toBe(false);
    expect(isPlatform('SMARTPHONE')).toBe(true);
    expect(isPlatform('DESKTOP')).toBe(false);
  });

  it.each([
    ['DE', 'de-DE'],
    ['AT', 'de-AT'],
    ['CH', 'de-CH'],
    ['CH_FR', 'fr-CH'],
    ['PL', 'pl-PL'],
    ['CZ', 'cs-CZ'],
    ['HU', 'hu-HU'],
    ['SK', 'sk-SK'],
    ['TR', 'tr-TR'],
  ] as const)('maps %s to the locale %s', (site, locale) => {
    expect(getLocale(site)).toBe(locale);
    expect(getSiteConfig(site).key).toBe(site);
  });
});

/** Sites for which a flag is true; every other site must have it false. */
function sitesWhere(flag: (site: Site) => boolean): Site[] {
  return SITE_KEYS.filter(flag);
}

describe('per-site flags', () => {
  it.each([
    [
      'currency symbol shown',
      (s: Site) => SITES[s].showsCurrencySymbol,
      ['AT', 'CH', 'CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR'],
    ],
    ['no decimals', (s: Site) => SITES[s].fractionDigits === 0, ['CZ', 'HU']],
    ['community', (s: Site) => SITES[s].hasCommunity, ['DE']],
    ['mobile plan', (s: Site) => SITES[s].hasMobilePlan, ['DE']],
    ['supermarket offers', (s: Site) => SITES[s].hasSupermarketOffers, ['DE']],
    ['no loyalty card', (s: Site) => !SITES[s].hasLoyaltyCard, ['TR']],
    ['no contact link', (s: Site) => !SITES[s].hasContactLink, ['TR']],
    ['no service and help', (s: Site) => !SITES[s].hasServiceAndHelp, ['TR']],
    ['best price always shown', (s: Site) => SITES[s].alwaysShowsBestPrice, ['PL']],
    ['best price tooltip hidden', (s: Site) => SITES[s].hidesBestPriceTooltip, ['AT']],
    ['newsletter minimum age 18', (s: Site) => SITES[s].newsletterMinimumAge === 18, ['CZ', 'SK']],
    ['sales-tax note', (s: Site) => SITES[s].hasSalesTaxNote, ['CZ', 'SK']],
    ['newsletter salutation', (s: Site) => SITES[s].newsletter.salutation, ['AT', 'HU']],
    ['newsletter names', (s: Site) => SITES[s].newsletter.names, ['AT', 'HU', 'TR']],
    ['newsletter legal checkbox', (s: Site) => SITES[s].newsletter.legalCheckbox, ['TR']],
    ['no privacy hint', (s: Site) => !SITES[s].newsletter.privacyHint, ['TR']],
    ['names required', (s: Site) => SITES[s].newsletter.namesRequired, ['HU', 'TR']],
    ['salutation required', (s: Site) => SITES[s].newsletter.salutationRequired, ['HU']],
    [
      'pre-filled fields disabled',
      (s: Site) => SITES[s].newsletter.disablesPrefilled,
      ['AT', 'HU', 'TR'],
    ],
  ] as const)('sets "%s" exactly on the spec sites', (_name, flag, expected) => {
    expect(sitesWhere(flag)).toEqual(expected);
  });

  it.each([
    ['DE', 'EUR', '€'],
    ['AT', 'EUR', '€'],
    ['SK', 'EUR', '€'],
    ['CH', 'CHF', 'CHF'],
    ['CH_FR', 'CHF', 'CHF'],
    ['CZ', 'CZK', 'Kč'],
    ['HU', 'HUF', 'Ft'],
    ['PL', 'PLN', 'zł'],
    ['TR', 'TRY', 'TL'],
  ] as const)('gives %s the currency %s with symbol %s', (site, currency, symbol) => {
    expect(SITES[site].currency).toBe(currency);
    expect(SITES[site].currencySymbol).toBe(symbol);
  });

  it('gives CH and CH_FR one country and two languages', () => {
    expect(SITES.CH.country).toBe(SITES.CH_FR.country);
    expect([SITES.CH.language, SITES.CH_FR.language]).toEqual(['de', 'fr']);
  });
});
