import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { findPromotion } from '../../../demo/backend/promotions';
import { SITE_KEYS } from '../sites';
import {
  getPromotionType,
  isUsablePromotionContent,
  promotionContentSchema,
  promotionResponseSchema,
  type PromotionContent,
} from './promotion';

const parse = (content: unknown): PromotionContent => v.parse(promotionContentSchema, content);

const FULL_CONTENT = {
  headline: 'Herbst-Sale',
  promotionLongText: 'Mit dem Code <b>15 %</b> sparen.',
  promotionShortText: 'Nur bis Sonntag',
  subline: 'Solange der Vorrat reicht',
  imageCutouts: [{ url: '/demo-assets/products/100101.svg', alt: 'Kaffee' }],
  useDarkTheme: true,
  backgroundColor: '#1F3A5F',
  promotionTextColor: '#fff',
  legalText: 'Gültig bis <a href="/info/agb">Sonntag</a>.',
  legalTextHint: 'Aktionsbedingungen',
  voucherCode: { code: 'HERBST15', instruction: 'Im Warenkorb eingeben' },
  ctaButton: { url: '/c/fashion', text: 'Zur Mode' },
  voucherOrButton: 'VOUCHER',
  links: [{ text: 'Versandkostenfrei', url: '/info/shipping' }],
  link: 'Zum Kaffee-Abo',
  linkURL: '/c/coffee/subscription',
};

describe('getPromotionType', () => {
  it.each([
    ['ApiCategory', 'CATEGORY'],
    ['ApiPiPromotion', 'PHASE_INTEGRATION'],
    ['ApiTopBannerPromotion', 'BANNER'],
    ['ApiHeaderBenefitsPromotion', 'BENEFITS'],
  ])('reads %s as %s', (apiType, type) => {
    expect(getPromotionType(apiType)).toBe(type);
  });

  it.each(['ApiShopFooter', 'CATEGORY', 'apicategory', '', 'constructor', '__proto__', 'toString'])(
    'knows no promotion type for %j',
    (apiType) => {
      expect(getPromotionType(apiType)).toBeUndefined();
    },
  );
});

describe('promotionResponseSchema', () => {
  it('accepts type and contentJSON and keeps fields it does not read', () => {
    const body = { promotionId: '~top_banner', type: 'ApiTopBannerPromotion', contentJSON: '{}' };
    expect(v.parse(promotionResponseSchema, body)).toEqual(body);
  });

  it.each([
    ['contentJSON as an object', { type: 'ApiCategory', contentJSON: {} }],
    ['no type', { contentJSON: '{}' }],
    ['null', null],
  ])('rejects %s', (_case, body) => {
    expect(v.safeParse(promotionResponseSchema, body).success).toBe(false);
  });
});

describe('promotionContentSchema', () => {
  it('reads every field the CMS sends', () => {
    expect(parse(FULL_CONTENT)).toEqual({
      ...FULL_CONTENT,
      promotionLongText: ['Mit dem Code ', { tag: 'b', children: ['15 %'] }, ' sparen.'],
      legalText: ['Gültig bis ', { tag: 'a', href: '/info/agb', children: ['Sonntag'] }, '.'],
    });
  });

  it.each(SITE_KEYS)(
    'reads every promotion of the fake backend on %s without dropping a field',
    (site) => {
      const filters = [
        ['~header_top', []],
        ['~top_banner', ['sale']],
        ['~top_banner', ['coffee']],
        ['~category_banner', ['coffee']],
        ['~category_banner', ['fashion']],
        ['~category_banner', ['home']],
        ['~phase_integration', ['themeworld']],
        ['~phase_integration', ['christmas']],
      ] as const;
      for (const [promotionId, anyOfTags] of filters) {
        const answer = findPromotion(
          promotionId,
          { allOfTags: [], anyOfTags: [...anyOfTags], noneOfTags: [] },
          { site, now: new Date('2026-12-01T10:00:00Z'), imageBase: '' },
        );
        const raw = JSON.parse(answer?.contentJSON ?? 'null') as Record<string, unknown>;
        const content = parse(raw);
        for (const name of Object.keys(raw)) {
          expect(content[name as keyof PromotionContent], `${promotionId} ${name}`).toBeDefined();
        }
        expect(isUsablePromotionContent(content)).toBe(true);
      }
    },
  );

  it.each<[keyof PromotionContent, unknown]>([
    ['headline', 42],
    ['headline', '   '],
    ['headline', { text: 'Sale' }],
    ['promotionLongText', '<script>alert(1)</script>'],
    ['promotionLongText', ['a']],
    ['promotionShortText', null],
    ['subline', true],
    ['useDarkTheme', 'true'],
    ['backgroundColor', 'red'],
    ['backgroundColor', '#12345'],
    ['backgroundColor', 'rgb(0 0 0)'],
    ['backgroundColor', '#fff;background:url(https://evil.example)'],
    ['promotionTextColor', 'var(--se-color-ink)'],
    ['promotionTextColor', '#ggg'],
    ['legalText', '<img src=x onerror=alert(1)>'],
    ['legalTextHint', ''],
    ['voucherCode', 'HERBST15'],
    ['voucherCode', { code: '', instruction: 'x' }],
    ['voucherCode', { instruction: 'Im Warenkorb eingeben' }],
    ['ctaButton', { url: 'javascript:alert(1)', text: 'Los' }],
    ['ctaButton', { url: '/c/fashion' }],
    ['voucherOrButton', 'BOTH'],
    ['links', [{ text: 'x', url: 'data:text/html,x' }]],
    ['links', 'x'],
    ['links', []],
    ['imageCutouts', [{ url: 'javascript:alert(1)', alt: 'x' }]],
    ['imageCutouts', [{ alt: 'x' }]],
    ['link', 7],
    ['linkURL', '//evil.example'],
    ['linkURL', ' JAVASCRIPT:alert(1)'],
  ])('drops %s = %j and keeps every other field', (name, value) => {
    const content = parse({ ...FULL_CONTENT, [name]: value });
    expect(content[name]).toBeUndefined();
    const others = Object.keys(FULL_CONTENT).filter((key) => key !== name);
    for (const key of others) expect(content[key as keyof PromotionContent], key).toBeDefined();
  });

  it.each([
    ['#fff', true],
    ['#FFFFFF', true],
    ['#1f3a5f', true],
    [' #1F3A5F ', true],
    ['#ffff', false],
    ['#fffffff', false],
    ['fff', false],
    ['white', false],
    ['transparent', false],
    ['#fff !important', false],
    ['hsl(0 0% 0%)', false],
  ])('takes the colour %j: %s', (color, accepted) => {
    expect(parse({ headline: 'x', backgroundColor: color }).backgroundColor !== undefined).toBe(
      accepted,
    );
  });

  it('drops bad list items one by one and keeps at most four images and eight links', () => {
    const content = parse({
      imageCutouts: [
        { url: 'javascript:alert(1)', alt: 'böse' },
        ...Array.from({ length: 6 }, (_, index) => ({ url: `/img/${index}.svg`, alt: 42 })),
      ],
      links: [
        { text: 'gut', url: '/gut' },
        { text: 'böse', url: 'vbscript:x' },
        null,
        ...Array.from({ length: 10 }, (_, index) => ({ text: `L${index}`, url: `/l/${index}` })),
      ],
    });
    expect(content.imageCutouts).toEqual(
      Array.from({ length: 4 }, (_, index) => ({ url: `/img/${index}.svg`, alt: '' })),
    );
    expect(content.links).toHaveLength(8);
    expect(content.links?.[0]).toEqual({ text: 'gut', url: '/gut' });
  });

  it('keeps markup in plain-text fields as text', () => {
    const content = parse({ headline: '<b>Sale</b><script>alert(1)</script>' });
    expect(content.headline).toBe('<b>Sale</b><script>alert(1)</script>');
  });

  it.each([
    [
      'colours and a theme alone',
      { backgroundColor: '#000', promotionTextColor: '#fff', useDarkTheme: true },
    ],
    ['a link text without its address', { link: 'Zum Abo' }],
    ['only dropped fields', { headline: 1, ctaButton: { url: 'javascript:x', text: 'x' } }],
    ['an empty object', {}],
  ])('finds nothing usable in %s', (_case, raw) => {
    expect(isUsablePromotionContent(parse(raw))).toBe(false);
  });

  it.each([
    ['a headline', { headline: 'Sale' }],
    ['a link with its address', { link: 'Zum Abo', linkURL: '/abo' }],
    ['a voucher', { voucherCode: { code: 'X' } }],
    ['images', { imageCutouts: [{ url: '/a.svg', alt: '' }] }],
  ])('finds %s usable', (_case, raw) => {
    expect(isUsablePromotionContent(parse(raw))).toBe(true);
  });

  it.each([
    ['an array', [{ headline: 'Sale' }]],
    ['a string', 'Sale'],
    ['a number', 42],
    ['null', null],
  ])('gives nothing for a content that is %s', (_case, raw) => {
    const result = v.safeParse(promotionContentSchema, raw);
    expect(result.success && isUsablePromotionContent(result.output)).toBe(false);
  });
});
