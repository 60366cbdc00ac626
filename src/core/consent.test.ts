// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasConsent, parseActiveGroups, parseConsentCookie } from './consent';

/** The cookie as OneTrust writes it: fields joined by &, each value URL-encoded on its own. */
function oneTrustCookie(groups: string, landingPath = 'NotLandingPage'): string {
  return [
    'isGpcEnabled=0',
    'datestamp=Mon+Nov+24+2026+10%3A00%3A00+GMT%2B0100+(Mitteleurop%C3%A4ische+Normalzeit)',
    'version=202409.1.0',
    'browserGpcFlag=0',
    'isIABGlobal=false',
    'hosts=',
    'consentId=5b0c7a0e-2f43-4f5e-9a77-0d4a3c1e9b21',
    'interactionCount=1',
    'isAnonUser=1',
    `landingPath=${encodeURIComponent(landingPath)}`,
    `groups=${encodeURIComponent(groups)}`,
    'AwaitingReconsent=false',
    'geolocation=DE%3BBE',
  ].join('&');
}

/** The recorded groups as a plain object, for readable expectations. */
function recorded(raw: string | undefined): Record<string, boolean> | undefined {
  const groups = parseConsentCookie(raw);
  return groups && Object.fromEntries(groups);
}

describe('parseConsentCookie', () => {
  it.each<[string, string | undefined, Record<string, boolean> | undefined]>([
    ['no cookie', undefined, undefined],
    ['an empty cookie', '', undefined],
    [
      'the cookie as OneTrust writes it (URL-encoded)',
      oneTrustCookie('C0001:1,C0002:0,C0003:1,C0004:0'),
      { C0001: true, C0002: false, C0003: true, C0004: false },
    ],
    [
      'a cookie written unencoded by another consent manager',
      'groups=C0001:1,C0003:0,C0004:1',
      { C0001: true, C0003: false, C0004: true },
    ],
    [
      'custom groups and IAB stacks beside the stock ones',
      oneTrustCookie('C0001:1,STACK42:1,SPD_BG:0,C0004:1'),
      { C0001: true, STACK42: true, SPD_BG: false, C0004: true },
    ],
    ['a cookie without a groups field', 'isGpcEnabled=0&version=202409.1.0&hosts=', undefined],
    ['an empty groups field', oneTrustCookie(''), undefined],
    ['a cookie that is not a query string', 'not a consent cookie', undefined],
    [
      'malformed entries, skipped',
      oneTrustCookie('C0001:1,C0003,C0004:yes,:1,C0002:1:1,C 0005:1,C0003:1'),
      { C0001: true, C0003: true },
    ],
    ['only malformed entries', oneTrustCookie('C0004:yes,C0003'), undefined],
    ['spaces around entries', 'groups=C0003%3A1%2C%20C0004%3A1', { C0003: true, C0004: true }],
    ['an id given twice: the last entry counts', 'groups=C0004:1,C0004:0', { C0004: false }],
    [
      'a stray % elsewhere in the cookie',
      `datestamp=100%&${oneTrustCookie('C0004:1')}`,
      { C0004: true },
    ],
  ])('%s', (_name, raw, expected) => {
    expect(recorded(raw)).toEqual(expected);
  });

  it('reads only the real groups field when the landing address carries one of its own', () => {
    // the address is encoded inside landingPath, so its & and = are not field separators
    const raw = oneTrustCookie('C0001:1,C0004:0', 'https://shop.example/?x=1&groups=C0004:1');
    expect(recorded(raw)).toEqual({ C0001: true, C0004: false });
    // decoding the whole cookie first (what a plain cookie read does) would have let it in
    expect(recorded(decodeURIComponent(raw))).toEqual({ C0004: true });
  });
});

describe('parseActiveGroups', () => {
  it.each<[string, unknown, Record<string, boolean> | undefined]>([
    ['the list OneTrust sends', ['C0001', 'C0003'], { C0001: true, C0003: true }],
    ['an empty list: nothing active', [], {}],
    ['no detail', null, undefined],
    ['a string instead of a list', ',C0001,C0003,', undefined],
    ['a list with something else in it', ['C0001', 4], undefined],
    ['a list with an id that cannot be one', ['C0001', 'C0004:1'], undefined],
  ])('%s', (_name, detail, expected) => {
    const groups = parseActiveGroups(detail);
    expect(groups && Object.fromEntries(groups)).toEqual(expected);
  });
});

describe('hasConsent', () => {
  const groups = parseConsentCookie('groups=C0003:1,C0004:0');

  it.each<[string, string, boolean]>([
    ['a granted group', 'C0003', true],
    ['a refused group', 'C0004', false],
    ['a group the cookie does not name', 'C0002', false],
  ])('%s', (_name, group, expected) => {
    expect(hasConsent(groups, group)).toBe(expected);
  });

  it('is false for every group when nothing is recorded', () => {
    expect(hasConsent(undefined, 'C0001')).toBe(false);
  });
});
