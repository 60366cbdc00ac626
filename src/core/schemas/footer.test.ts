// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getFooterLogoSrc, parseFooterOverride } from './footer';

const GROUP = {
  heading: { iconName: 'easy_pay', link: { url: '/info/zahlung', text: 'Bezahlen' } },
  links: [{ url: '/info/rechnung', text: 'Rechnung' }],
};

describe('parseFooterOverride (SHOP_FOOTER contentJSON, part by part)', () => {
  it('takes every part of the right shape, filling optional group fields', () => {
    const parsed = parseFooterOverride({
      headline: 'Sommer',
      teaser: { groups: [GROUP] },
      viewChanger: { toMobile: 'Mobil', toDesktop: 'Desktop' },
      extra: 'ignored',
    });
    expect(parsed?.invalidParts).toEqual([]);
    expect(parsed?.override.headline).toBe('Sommer');
    expect(parsed?.override.teaser?.groups[0]).toMatchObject({
      hideGroupInCheckout: false,
      introductoryText: '',
      links: [{ url: '/info/rechnung', text: 'Rechnung', hideInClassic: false }],
      images: [],
    });
    expect(Object.keys(parsed?.override ?? {}).sort()).toEqual([
      'headline',
      'teaser',
      'viewChanger',
    ]);
  });

  it.each([
    ['a number for a text', { headline: 42 }, 'headline'],
    ['an empty headline', { headline: '  ' }, 'headline'],
    ['a list that is a text', { legalLinks: 'Impressum' }, 'legalLinks'],
    ['a link without text', { legalLinks: [{ url: '/a', text: '' }] }, 'legalLinks'],
    ['a group without heading', { teaser: { groups: [{ links: [] }] } }, 'teaser'],
    [
      'a logo of no size',
      {
        qualityLogos: {
          heading: 'S',
          logos: [{ link: '/', image: { label: 'L', source: 's', width: 0, height: 40 } }],
        },
      },
      'qualityLogos',
    ],
    [
      'a sales-tax note without link',
      { salesTax: { textBeforeLink: 'a', textAfterLink: 'b' } },
      'salesTax',
    ],
  ])('leaves out a part with %s and names it', (_, raw, part) => {
    const parsed = parseFooterOverride({ headline: 'Sommer', ...raw });
    expect(parsed?.invalidParts).toEqual([part]);
    expect(parsed?.override).not.toHaveProperty(part === 'headline' ? 'headline' : part);
  });

  it('overrides nothing with null or missing parts', () => {
    expect(parseFooterOverride({ headline: null })).toEqual({ override: {}, invalidParts: [] });
  });

  it.each([null, 'text', 42, ['Sommer']])('reads %j as no override at all', (raw) => {
    expect(parseFooterOverride(raw)).toBeUndefined();
  });

  it('keeps markup as text (the view renders it as text)', () => {
    expect(parseFooterOverride({ headline: '<b>Hi</b>' })?.override.headline).toBe('<b>Hi</b>');
  });
});

describe('getFooterLogoSrc (spec footer §3)', () => {
  it('maps a known source to its file under /service/footer-images/logos/', () => {
    expect(getFooterLogoSrc('trusted_shops')).toBe(
      '/service/footer-images/logos/trusted_shops.svg',
    );
  });

  it.each(['unknown_seal', '../../cart', 'constructor', ''])('knows no %j', (source) => {
    expect(getFooterLogoSrc(source)).toBeUndefined();
  });
});
