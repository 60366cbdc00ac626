import { describe, expect, it } from 'vitest';
import { SITE_KEYS, type Site } from '../../src/core/sites';
import {
  getProductSuggestionUrl,
  getSearchUrl,
  isTermsAndConditionsSearch,
  TERMS_AND_CONDITIONS_PATH,
} from './search.links';

describe('getSearchUrl', () => {
  it.each<[string, Site, string]>([
    ['kaffee', 'DE', '/search?query=kaffee&site=DE'],
    ['café en grains', 'CH_FR', '/search?query=caf%C3%A9%20en%20grains&site=CH_FR'],
    ['a&b=c?#d', 'AT', '/search?query=a%26b%3Dc%3F%23d&site=AT'],
    ['<b>Bio</b>', 'PL', '/search?query=%3Cb%3EBio%3C%2Fb%3E&site=PL'],
  ])('searches %j on %s at %s', (term, site, expected) => {
    expect(getSearchUrl(term, site)).toBe(expected);
  });

  it.each(['agb', 'AGB', 'Agb'])('sends %j on DE to the terms-and-conditions page', (term) => {
    expect(getSearchUrl(term, 'DE')).toBe(TERMS_AND_CONDITIONS_PATH);
  });

  it.each(SITE_KEYS.filter((site) => site !== 'DE'))('searches agb normally on %s', (site) => {
    expect(isTermsAndConditionsSearch('agb', site)).toBe(false);
    expect(getSearchUrl('agb', site)).toBe(`/search?query=agb&site=${site}`);
  });

  it.each(['agb versand', 'agbs', 'die agb'])('searches %j on DE normally', (term) => {
    expect(isTermsAndConditionsSearch(term, 'DE')).toBe(false);
  });
});

describe('getProductSuggestionUrl', () => {
  it.each<[string, string, string | null | undefined, string]>([
    ['/p/kaffeemuehle-1001', 'kaf', null, '/p/kaffeemuehle-1001?query=kaf'],
    ['/p/tasse-1002', 'tas se', 'T-2', '/p/tasse-1002?query=tas%20se&dim1=T-2'],
    [
      '/p/jeans-1003?color=blue',
      'jeans',
      'J 32',
      '/p/jeans-1003?color=blue&query=jeans&dim1=J%2032',
    ],
    ['/p/dose-1004#reviews', 'dose', undefined, '/p/dose-1004?query=dose#reviews'],
    ['/p/x-1', 'a&b', '', '/p/x-1?query=a%26b'],
  ])('links %s for %j with dimension %j to %s', (url, term, key, expected) => {
    expect(getProductSuggestionUrl(url, term, key)).toBe(expected);
  });
});
