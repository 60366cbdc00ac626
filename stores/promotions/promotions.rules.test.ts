// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  getPromotionClickEvent,
  getPromotionKey,
  getPromotionRequest,
  normalizeTags,
  readPromotionKey,
  type PromotionClick,
} from './promotions.rules';

describe('normalizeTags', () => {
  it.each<[unknown[] | undefined, string[]]>([
    [undefined, []],
    [[], []],
    [['coffee'], ['coffee']],
    [
      [' coffee ', 'tea'],
      ['coffee', 'tea'],
    ],
    [['coffee', '', '  ', 'coffee'], ['coffee']],
    [
      ['b', 'a'],
      ['b', 'a'],
    ],
    [[42, null, 'x'], ['x']],
  ])('reads %j as %j', (tags, expected) => {
    expect(normalizeTags(tags)).toEqual(expected);
  });
});

describe('getPromotionKey', () => {
  it('is the same for the same site, id and tags however they are spelled', () => {
    expect(getPromotionKey('DE', { promotionId: '~category_banner', anyOfTags: [' coffee'] })).toBe(
      getPromotionKey('DE', {
        promotionId: ' ~category_banner ',
        allOfTags: [],
        anyOfTags: ['coffee', 'coffee'],
      }),
    );
  });

  it.each([
    ['another site', { site: 'AT' as const }],
    ['another id', { promotionId: '~top_banner' }],
    ['other tags', { anyOfTags: ['tea'] }],
    ['the same tag in another filter', { anyOfTags: [], allOfTags: ['coffee'] }],
    ['an added exclusion', { noneOfTags: ['sale'] }],
  ])('differs for %s', (_case, change) => {
    const base = { site: 'DE' as const, promotionId: '~category_banner', anyOfTags: ['coffee'] };
    const changed = { ...base, ...change };
    expect(getPromotionKey(changed.site, changed)).not.toBe(getPromotionKey(base.site, base));
  });

  it('reads back as the site and the request', () => {
    const block = { promotionId: '~top_banner', allOfTags: ['sale', 'fashion'], noneOfTags: ['x'] };
    expect(readPromotionKey(getPromotionKey('CH_FR', block))).toEqual({
      site: 'CH_FR',
      request: getPromotionRequest(block),
    });
  });
});

describe('getPromotionClickEvent', () => {
  it.each<[PromotionClick, Record<string, unknown>]>([
    [
      { kind: 'cta', promotionId: '~top_banner', url: '/c/fashion' },
      { click_type: 'cta', click_target: '/c/fashion', specification: '~top_banner' },
    ],
    [
      { kind: 'link', promotionId: '~category_banner', url: '/c/coffee/subscription' },
      {
        click_type: 'link',
        click_target: '/c/coffee/subscription',
        specification: '~category_banner',
      },
    ],
    [
      { kind: 'voucher_copy', promotionId: '~top_banner', code: 'HERBST15' },
      { click_type: 'voucher_copy', click_target: 'HERBST15', specification: '~top_banner' },
    ],
    [
      { kind: 'benefit', position: 0, url: '/info/shipping' },
      {
        click_type: 'benefit',
        click_target: '/info/shipping',
        specification: 'VK1_Versandkostenfrei',
      },
    ],
    [
      { kind: 'benefit', position: 1, url: '/subscribenewsletter' },
      {
        click_type: 'benefit',
        click_target: '/subscribenewsletter',
        specification: 'VK2_Newsletterregistrierung',
      },
    ],
    [
      { kind: 'benefit', position: 2, url: '/info/click-collect' },
      { click_type: 'benefit', click_target: '/info/click-collect', specification: 'VK3_XChannel' },
    ],
    [
      { kind: 'benefit', position: 3, url: '/contact' },
      { click_type: 'benefit', click_target: '/contact', specification: 'VK4_Service' },
    ],
  ])('tracks %j as promotion_click %j', (click, fields) => {
    expect(getPromotionClickEvent(click)).toEqual({ event: 'promotion_click', ...fields });
  });
});
