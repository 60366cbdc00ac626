// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FooterContent } from '../../src/core/schemas/footer';
import {
  areGroupHeadingsLinks,
  getDesktopHintCookieName,
  getInitiallyOpenGroups,
  getViewSwitch,
  isGroupLinkShown,
  isMobileClient,
  isNewsletterBlockShown,
  isReducedFooter,
  mergeFooterContent,
  needsNewsletterStatus,
  type FooterVisitor,
} from './footer.rules';

const VISITOR: FooterVisitor = {
  hasAffiliateNumber: false,
  isAppClient: false,
  prefersDesktopView: false,
};

describe('isReducedFooter (spec footer §4)', () => {
  it.each([
    ['nothing', false, {}, false],
    ['the reduced flag', true, {}, true],
    ['an affiliate-number cookie', false, { hasAffiliateNumber: true }, true],
    ['the app cookie with the value new', false, { isAppClient: true }, true],
    ['a desktop hint', false, { prefersDesktopView: true }, false],
  ] as const)('is %s -> %s', (_, flag, visitor, expected) => {
    expect(isReducedFooter(flag, { ...VISITOR, ...visitor })).toBe(expected);
  });
});

describe('isNewsletterBlockShown (spec footer §4)', () => {
  const shown = {
    newsletterAttribute: true,
    reduced: false,
    statusAnswered: true,
    newsletterStatus: undefined as string | undefined,
  };
  it.each([
    ['an unknown status', {}, true],
    ['UNSUBSCRIBED', { newsletterStatus: 'UNSUBSCRIBED' }, true],
    ['SUBSCRIBED', { newsletterStatus: 'SUBSCRIBED' }, false],
    ['WAITING_FOR_DOI', { newsletterStatus: 'WAITING_FOR_DOI' }, false],
    ['the page hiding it', { newsletterAttribute: false }, false],
    ['the reduced footer', { reduced: true }, false],
    ['nl_status still loading', { statusAnswered: false }, false],
  ])('with %s -> %s', (_, change, expected) => {
    expect(isNewsletterBlockShown({ ...shown, ...change })).toBe(expected);
  });

  it('asks for nl_status only where the block can show', () => {
    expect(needsNewsletterStatus(true, false)).toBe(true);
    expect(needsNewsletterStatus(false, false)).toBe(false);
    expect(needsNewsletterStatus(true, true)).toBe(false);
  });
});

describe('mobile client (spec footer §4, §9 narrow-screen breakpoint 767 px)', () => {
  it.each([
    ['MATCH', 1600, true],
    ['SMARTPHONE', 1600, true],
    ['TABLET', 767, false],
    ['TABLET', 766, true],
    ['CLASSIC', 1600, false],
    ['CLASSIC', 320, true],
  ] as const)('%s at %i px -> %s', (platform, width, expected) => {
    expect(isMobileClient(platform, width)).toBe(expected);
  });

  it.each([
    ['MATCH', false],
    ['SMARTPHONE', false],
    ['TABLET', true],
    ['CLASSIC', true],
  ] as const)('group headings are links on %s: %s', (platform, expected) => {
    expect(areGroupHeadingsLinks(platform)).toBe(expected);
  });

  it('starts a desktop with every group open and a mobile client with none', () => {
    expect(getInitiallyOpenGroups(['a', 'b'], false)).toEqual(['a', 'b']);
    expect(getInitiallyOpenGroups(['a', 'b'], true)).toEqual([]);
  });
});

describe('isGroupLinkShown (hideInClassic)', () => {
  it.each([
    [true, 'CLASSIC', false],
    [true, 'TABLET', true],
    [true, 'MATCH', true],
    [false, 'CLASSIC', true],
  ] as const)('hideInClassic %s on %s -> %s', (hideInClassic, platform, expected) => {
    expect(isGroupLinkShown({ hideInClassic }, platform)).toBe(expected);
  });
});

describe('getViewSwitch (spec footer §2)', () => {
  it.each([
    ['a desktop nobody switched', {}, false, undefined],
    ['a mobile client', {}, true, 'toDesktop'],
    ['a visitor who chose the desktop view', { prefersDesktopView: true }, false, 'toMobile'],
    ['the app, mobile', { isAppClient: true }, true, undefined],
    [
      'the app with a desktop hint',
      { isAppClient: true, prefersDesktopView: true },
      false,
      undefined,
    ],
  ] as const)('offers %s: %s', (_, visitor, mobile, expected) => {
    expect(getViewSwitch({ ...VISITOR, ...visitor }, mobile)).toBe(expected);
  });

  it('names one desktop hint per country', () => {
    expect(getDesktopHintCookieName('desktopview_', 'CH')).toBe('desktopview_ch');
  });
});

describe('mergeFooterContent (spec footer §7)', () => {
  const builtIn = {
    headline: 'Wir sind für Sie da',
    legalLinks: [{ url: '/info/impressum', text: 'Impressum' }],
    viewChanger: { toMobile: 'Mobil', toDesktop: 'Desktop' },
  } as unknown as FooterContent;

  it('replaces the parts the override has and keeps the others', () => {
    const merged = mergeFooterContent(builtIn, { headline: 'Sommer' });
    expect(merged.headline).toBe('Sommer');
    expect(merged.legalLinks).toBe(builtIn.legalLinks);
    expect(merged.viewChanger).toBe(builtIn.viewChanger);
  });

  it('keeps the built-in content without an override', () => {
    expect(mergeFooterContent(builtIn, undefined)).toBe(builtIn);
  });
});
