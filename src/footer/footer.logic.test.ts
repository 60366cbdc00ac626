// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FooterGroupView } from '../../stores/footer/footer.content';
import { getFooterCountries } from './footer.countries';
import { filterCountries, foldForSearch } from './footer-country.logic';
import { getShownGroups } from './footer.logic';

const labels = (query: string) =>
  filterCountries(getFooterCountries('DE'), query, 'de-DE').map((country) => country.label);

describe('the country filter', () => {
  it.each([
    ['', 9],
    ['  ', 9],
    ['x', 0],
  ])('finds %j in %i countries', (query, count) => {
    expect(labels(query)).toHaveLength(count);
  });

  it.each([
    ['cesko', ['Česko']],
    ['ČESKO', ['Česko']],
    ['turk', ['Türkiye']],
    ['schweiz', ['Schweiz (Deutsch)']],
    ['ch', ['Deutschland', 'Österreich', 'Schweiz (Deutsch)', 'Suisse (Français)']],
    ['ch_fr', ['Suisse (Français)']],
    ['sk', ['Polska', 'Česko', 'Slovensko']],
  ])('finds %j by label or code, ignoring case and accents', (query, expected) => {
    expect(labels(query)).toEqual(expected);
  });

  it('folds with the locale’s rules: TÜRKİYE typed in Turkish finds Türkiye', () => {
    expect(foldForSearch('TÜRKİYE', 'tr-TR')).toBe(foldForSearch('Türkiye', 'tr-TR'));
    expect(filterCountries(getFooterCountries('TR'), 'TÜRKİYE', 'tr-TR')).toHaveLength(1);
  });
});

describe('the country list', () => {
  it('marks the page’s site as selected, with its shop, code, language and flag', () => {
    const countries = getFooterCountries('CH_FR');
    expect(countries.filter((country) => country.selected)).toEqual([
      {
        label: 'Suisse (Français)',
        href: 'https://ch.shop.example/fr/',
        lang: 'fr-CH',
        code: 'CH_FR',
        flag: '🇨🇭',
        selected: true,
      },
    ]);
    expect(new Set(countries.map((country) => country.href)).size).toBe(9);
  });
});

describe('getShownGroups', () => {
  const group = (id: string, hideGroupInCheckout: boolean): FooterGroupView => ({
    id,
    iconName: undefined,
    heading: id,
    headingHref: undefined,
    hideGroupInCheckout,
    introductoryText: '',
    links: [
      { href: '/a', text: 'A', hideInClassic: false },
      { href: '/app', text: 'App', hideInClassic: true },
    ],
    images: [],
  });
  const groups = [group('payment', false), group('about', true)];

  it('hides the checkout-hidden groups in the reduced footer only', () => {
    expect(getShownGroups(groups, true, 'MATCH').map((shown) => shown.id)).toEqual(['payment']);
    expect(getShownGroups(groups, false, 'MATCH').map((shown) => shown.id)).toEqual([
      'payment',
      'about',
    ]);
  });

  it('hides the hideInClassic links on CLASSIC', () => {
    expect(getShownGroups(groups, false, 'CLASSIC')[0]?.links.map((link) => link.text)).toEqual([
      'A',
    ]);
    expect(getShownGroups(groups, false, 'TABLET')[0]?.links.map((link) => link.text)).toEqual([
      'A',
      'App',
    ]);
  });
});
