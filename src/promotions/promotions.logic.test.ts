// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PromotionContent } from '../core/schemas/promotion';
import {
  getBenefitLinks,
  getContrastRatio,
  getPromotionAction,
  getPromotionColors,
  getPromotionLinks,
  hasPromotionDetails,
} from './promotions.logic';

describe('getContrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#fff', '#000', 21],
    ['#777777', '#777777', 1],
    ['#ffffff', '#767676', 4.54],
    ['#1F3A5F', '#FFFFFF', 11.48],
    ['#F4EDE4', '#3B2A20', 11.76],
  ])('rates %s on %s at %f', (first, second, ratio) => {
    expect(getContrastRatio(first, second)).toBeCloseTo(ratio, 2);
  });
});

describe('getPromotionColors', () => {
  it.each<[string, Partial<PromotionContent>, ReturnType<typeof getPromotionColors>]>([
    ['no CMS colours', { useDarkTheme: true }, undefined],
    [
      'a readable pair',
      { backgroundColor: '#1F3A5F', promotionTextColor: '#FFFFFF' },
      { background: '#1F3A5F', text: '#FFFFFF' },
    ],
    [
      'an unreadable pair',
      { backgroundColor: '#777777', promotionTextColor: '#888888' },
      undefined,
    ],
    [
      'a pair just above 4.5:1',
      { backgroundColor: '#ffffff', promotionTextColor: '#767676' },
      { background: '#ffffff', text: '#767676' },
    ],
    [
      'a pair just below 4.5:1',
      { backgroundColor: '#ffffff', promotionTextColor: '#777777' },
      undefined,
    ],
    [
      'a light background alone, with the light theme text',
      { backgroundColor: '#F4EDE4' },
      { background: '#F4EDE4', text: '#1d1d1b' },
    ],
    ['a dark background alone in the light theme', { backgroundColor: '#202020' }, undefined],
    [
      'a dark background alone in the dark theme',
      { backgroundColor: '#202020', useDarkTheme: true },
      { background: '#202020', text: '#ffffff' },
    ],
    ['white text alone in the light theme', { promotionTextColor: '#fff' }, undefined],
    [
      'white text alone in the dark theme',
      { promotionTextColor: '#fff', useDarkTheme: true },
      { background: '#1d1d1b', text: '#fff' },
    ],
  ])('with %s gives %j', (_case, content, expected) => {
    expect(getPromotionColors(content)).toEqual(expected);
  });
});

describe('getPromotionAction', () => {
  const voucherCode = { code: 'HERBST15', instruction: undefined };
  const ctaButton = { url: '/c/fashion', text: 'Zur Mode' };
  it.each<[string, Partial<PromotionContent>, ReturnType<typeof getPromotionAction>]>([
    ['both, VOUCHER selected', { voucherCode, ctaButton, voucherOrButton: 'VOUCHER' }, 'voucher'],
    ['both, BUTTON selected', { voucherCode, ctaButton, voucherOrButton: 'BUTTON' }, 'cta'],
    ['both, nothing selected', { voucherCode, ctaButton }, 'voucher'],
    ['BUTTON selected without a button', { voucherCode, voucherOrButton: 'BUTTON' }, 'voucher'],
    ['VOUCHER selected without a voucher', { ctaButton, voucherOrButton: 'VOUCHER' }, 'cta'],
    ['a button alone', { ctaButton }, 'cta'],
    ['neither', { voucherOrButton: 'BUTTON' }, undefined],
  ])('with %s shows %s', (_case, content, expected) => {
    expect(getPromotionAction(content)).toBe(expected);
  });
});

describe('links', () => {
  const links = Array.from({ length: 5 }, (_, index) => ({
    text: `L${index}`,
    url: `/l/${index}`,
  }));

  it('lists the links, then the single link when it has its address', () => {
    expect(getPromotionLinks({ links: links.slice(0, 1), link: 'Abo', linkURL: '/abo' })).toEqual([
      links[0],
      { text: 'Abo', url: '/abo' },
    ]);
    expect(getPromotionLinks({ link: 'Abo' })).toEqual([]);
    expect(getPromotionLinks({ linkURL: '/abo' })).toEqual([]);
  });

  it('gives the benefits strip its first four links', () => {
    expect(getBenefitLinks({ links })).toEqual(links.slice(0, 4));
  });
});

describe('hasPromotionDetails: the campaign row offers the details only when they say more', () => {
  it.each([
    [{ headline: 'Sale' }, false],
    [{ headline: 'Sale', voucherCode: { code: 'X' } }, false],
    [{ promotionShortText: 'Nur heute', ctaButton: { url: '/sale', text: 'Los' } }, false],
    [{ headline: 'Sale', promotionShortText: 'Nur heute' }, true],
    [{ headline: 'Sale', subline: 'Solange der Vorrat reicht' }, true],
    [{ headline: 'Sale', voucherCode: { code: 'X', instruction: 'Im Warenkorb' } }, true],
    [{ headline: 'Sale', imageCutouts: [{ url: '/a.png', alt: 'A' }] }, true],
    [{ headline: 'Sale', links: [{ text: 'Mehr', url: '/mehr' }] }, true],
  ] as const)('%j: %s', (content, expected) => {
    expect(hasPromotionDetails(content as PromotionContent)).toBe(expected);
  });

  it('offers them for a long text or a legal text', () => {
    const markup = { long: 'x' } as unknown as NonNullable<PromotionContent['legalText']>;
    expect(hasPromotionDetails({ headline: 'Sale', promotionLongText: markup })).toBe(true);
    expect(hasPromotionDetails({ headline: 'Sale', legalText: markup })).toBe(true);
  });
});
