// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Cart, CartPrice } from '../core/schemas/cart';
import { SITE_KEYS, getSiteConfig, type Site } from '../core/sites';
import {
  INITIAL_CART_STATE,
  type CartState,
  type DeletedEntry,
} from '../../stores/cart/cart.reducer';
import { getServiceCart } from '../../test/helpers/cart-service';
import {
  getAvailabilityFootnote,
  getCheckoutUrl,
  getDefectiveTextKey,
  getDisplayedEntries,
  getIntervalText,
  getMiniCartView,
  getQuantityTitle,
  getRemainingSeconds,
  getSummary,
  getSwatchColor,
  isCheckoutEnabled,
  keepDisplayOrder,
  shouldShowBestPrice,
  shouldShowOldPrice,
  showsBestPriceTooltip,
  usesNewSummary,
} from './minicart.logic';

const price = (fields: Partial<CartPrice>): CartPrice => ({ isPricePromotional: false, ...fields });

describe('getMiniCartView', () => {
  const deleted = { id: 1 } as DeletedEntry;
  const state = (fields: Partial<CartState>): CartState => ({ ...INITIAL_CART_STATE, ...fields });
  it.each<[string, CartState, string]>([
    ['no cart, no error', state({}), 'loading'],
    ['a read error', state({ readError: 'UNKNOWN' }), 'full'],
    ['an empty cart', state({ cart: getServiceCart('empty') }), 'empty'],
    [
      'an empty cart with a change error',
      state({
        cart: getServiceCart('empty'),
        changeError: { code: 'UNKNOWN', limit: undefined, id: 1 },
      }),
      'full',
    ],
    [
      'an empty cart while a removed item shows',
      state({ cart: getServiceCart('empty'), deleted: [deleted] }),
      'full',
    ],
    ['items', state({ cart: getServiceCart('full') }), 'full'],
    [
      'only defective items',
      state({ cart: { ...getServiceCart('defective'), articles: [] } }),
      'full',
    ],
  ])('%s: %s', (_name, input, view) => {
    expect(getMiniCartView(input)).toBe(view);
  });
});

describe('price block rules', () => {
  it.each([
    [price({ calculatedPrice: 10, calculatedOriginalPrice: 12 }), true],
    [price({ calculatedPrice: 10, calculatedOriginalPrice: 12, isPricePromotional: true }), false],
    [price({ calculatedPrice: 12, calculatedOriginalPrice: 12 }), false],
    [price({ calculatedPrice: 13, calculatedOriginalPrice: 12 }), false],
    [price({ calculatedPrice: 10 }), false],
    [undefined, false],
  ])('old price for %j: %s', (input, expected) => {
    expect(shouldShowOldPrice(input)).toBe(expected);
  });

  it.each<[string, CartPrice, Site, boolean]>([
    ['a discount', price({ bestPriceAmount: 9, bestPriceDifferencePercentage: 10 }), 'DE', true],
    [
      'no discount on DE',
      price({ bestPriceAmount: 9, bestPriceDifferencePercentage: 0 }),
      'DE',
      false,
    ],
    [
      'no discount on PL',
      price({ bestPriceAmount: 9, bestPriceDifferencePercentage: 0 }),
      'PL',
      true,
    ],
    ['no amount on PL', price({ bestPriceDifferencePercentage: 10 }), 'PL', false],
    ['no amount with a discount', price({ bestPriceDifferencePercentage: 10 }), 'DE', false],
  ])('30-day best price with %s', (_name, input, site, expected) => {
    expect(shouldShowBestPrice(input, getSiteConfig(site))).toBe(expected);
  });

  it('hides the best price tooltip on de-AT only', () => {
    expect(SITE_KEYS.filter((site) => !showsBestPriceTooltip(getSiteConfig(site)))).toEqual(['AT']);
  });

  it.each([
    ['NOT_AVAILABLE', 'error'],
    ['SHORTAGE', 'info'],
    ['IN_STOCK', undefined],
    ['SOLDOUT', undefined],
    ['BACKORDER_SOON', undefined],
    [undefined, undefined],
  ])('availability %s has footnote %s', (availability, footnote) => {
    expect(getAvailabilityFootnote(availability)).toBe(footnote);
  });
});

describe('checkout', () => {
  it.each<[string, Cart | undefined, boolean]>([
    ['a full cart', getServiceCart('full'), true],
    ['an empty cart', getServiceCart('empty'), false],
    ['no cart', undefined, false],
    ['defective items', getServiceCart('defective'), false],
    ['a NOT_AVAILABLE or SOLDOUT article', getServiceCart('unavailable'), false],
    [
      'only partner products',
      { ...getServiceCart('empty'), partnerProducts: getServiceCart('full').partnerProducts },
      true,
    ],
    [
      'a SOLDOUT free article',
      {
        ...getServiceCart('full'),
        freeArticles: getServiceCart('full').freeArticles.map((article) => ({
          ...article,
          availability: 'SOLDOUT',
        })),
      },
      false,
    ],
  ])('is enabled for %s: %s', (_name, cart, expected) => {
    expect(isCheckoutEnabled(cart)).toBe(expected);
  });

  it('goes to the checkout frontend when the cart holds subscriptions', () => {
    expect(getCheckoutUrl(getServiceCart('full'))).toBe('/service/checkoutfrontend/checkout');
    expect(getCheckoutUrl(getServiceCart('unavailable'))).toBe('/checkout');
    expect(getCheckoutUrl(undefined)).toBe('/checkout');
  });
});

describe('summary', () => {
  it('uses the new summary on the DACH sites only', () => {
    expect(SITE_KEYS.filter(usesNewSummary)).toEqual(['DE', 'AT', 'CH', 'CH_FR']);
  });

  it('reads the price summary object on new-summary sites, remaining rebates included', () => {
    const cart = getServiceCart('full', 'DE');
    const summary = getSummary(
      { ...cart, totalSum: 1, shippingCost: 99, redeemedWsacs: [], loyaltyBeanData: undefined },
      'DE',
    );
    expect(summary.rows.map((row) => row.kind)).toEqual([
      'loyaltyBeans',
      'coupon',
      'rebates',
      'giftCard',
      'shipping',
    ]);
    expect(summary.total).toBe(cart.priceSummary?.cartFinalSum);
    expect(summary.rows.find((row) => row.kind === 'shipping')).toEqual({
      kind: 'shipping',
      amount: cart.priceSummary?.shippingCosts,
    });
  });

  it('reads the flat fields elsewhere and never shows remaining rebates there', () => {
    const cart = getServiceCart('full', 'PL');
    const summary = getSummary({ ...cart, priceSummary: undefined }, 'PL');
    expect(summary.rows.map((row) => row.kind)).toEqual([
      'loyaltyBeans',
      'coupon',
      'giftCard',
      'shipping',
      'cashOnDelivery',
    ]);
    expect(summary.total).toBe(cart.totalSum);
    expect(summary.rows[0]).toEqual({
      kind: 'loyaltyBeans',
      amount: cart.loyaltyBeanData?.redeemedValue,
      beans: 500,
    });
  });

  it('shows shipping at 0 and leaves out a cash-on-delivery fee of 0 or less', () => {
    const cart = { ...getServiceCart('empty', 'CZ'), shippingCost: 0, paymentOnDeliveryCost: 0 };
    expect(getSummary(cart, 'CZ').rows).toEqual([{ kind: 'shipping', amount: 0 }]);
    expect(
      getSummary({ ...cart, paymentOnDeliveryCost: -5, shippingCost: undefined }, 'CZ').rows,
    ).toEqual([]);
  });

  it('leaves out remaining rebates of 0', () => {
    const cart = getServiceCart('full', 'AT');
    const summary = getSummary(
      {
        ...cart,
        priceSummary: cart.priceSummary && {
          ...cart.priceSummary,
          totalRedeemedNonWsacDiscounts: 0,
        },
      },
      'AT',
    );
    expect(summary.rows.some((row) => row.kind === 'rebates')).toBe(false);
  });
});

describe('list', () => {
  it('draws a removed entry back in where it was while the cart lacks it', () => {
    const cart = getServiceCart('full');
    const removed = { list: 'articles' as const, item: cart.articles[1]! };
    const shown = getDisplayedEntries(
      { ...cart, articles: cart.articles.filter((_, index) => index !== 1) },
      [
        {
          id: 7,
          key: 'articles:500501002',
          index: 1,
          entry: removed,
          expiresAt: 0,
          undoRequest: undefined,
        },
      ],
    );
    const articles = shown.filter((entry) => entry.entry.list === 'articles');
    expect(articles.map((entry) => entry.key)).toEqual(
      cart.articles.map((article) => `articles:${article.tcm}`),
    );
    expect(articles[1]?.deleted?.id).toBe(7);
  });

  it('does not show a removed entry twice once the cart holds it again', () => {
    const cart = getServiceCart('full');
    const entry = { list: 'articles' as const, item: cart.articles[0]! };
    const shown = getDisplayedEntries(cart, [
      {
        id: 3,
        key: `articles:${cart.articles[0]!.tcm}`,
        index: 0,
        entry,
        expiresAt: 0,
        undoRequest: undefined,
      },
    ]);
    expect(shown.filter((item) => item.key === `articles:${cart.articles[0]!.tcm}`)).toHaveLength(
      1,
    );
  });

  it('keeps the order already shown: an undone item the service appended stays where it was', () => {
    const cart = getServiceCart('full');
    const shown = getDisplayedEntries(cart, []).map((entry) => entry.key);
    const [first, ...rest] = cart.articles;
    const answered = getDisplayedEntries({ ...cart, articles: [...rest, first!] }, []);
    expect(keepDisplayOrder(answered, shown).map((entry) => entry.key)).toEqual(shown);
    // a new item goes to the end of its own list, not of the whole cart
    const added = { ...first!, tcm: '100101999' };
    const withNew = getDisplayedEntries({ ...cart, articles: [added, ...cart.articles] }, []);
    const ordered = keepDisplayOrder(withNew, shown).map((entry) => entry.key);
    expect(ordered.indexOf('articles:100101999')).toBe(cart.articles.length);
  });

  it('lists defective items first', () => {
    const lists = getDisplayedEntries(getServiceCart('defective'), []).map(
      (entry) => entry.entry.list,
    );
    expect(lists).toEqual([
      'defectiveArticles',
      'defectiveArticles',
      'defectiveGiftCards',
      'defectiveSubscriptions',
      'defectivePartnerProducts',
      'articles',
    ]);
  });

  it.each([
    ['defectiveArticles', 'cart.defective.article'],
    ['defectiveGiftCards', 'cart.defective.article'],
    ['defectivePartnerProducts', 'cart.defective.partnerProduct'],
    ['defectiveSubscriptions', 'cart.defective.subscription'],
    ['articles', undefined],
  ] as const)('%s tiles say %s', (list, key) => {
    expect(getDefectiveTextKey(list)).toBe(key);
  });

  it('writes quantity, the letter x, then the title, with the site’s digits', () => {
    expect(getQuantityTitle(2, 'Kaffee', 'DE')).toBe('2 x Kaffee');
    expect(getQuantityTitle(1500, 'Bohnen', 'PL')).toBe('1\u00a0500 x Bohnen');
  });

  it.each([
    [4, 'WEEK', 'de-DE', '4 Wochen'],
    [1, 'MONTH', 'de-DE', '1 Monat'],
    [2, 'WEEK', 'pl-PL', '2 tygodnie'],
    [5, 'WEEK', 'pl-PL', '5 tygodni'],
    [3, 'DAY', 'cs-CZ', '3 dny'],
    [2, 'MONTH', 'tr-TR', '2 ay'],
    [2, 'FORTNIGHT', 'de-DE', undefined],
    [0, 'WEEK', 'de-DE', undefined],
    [undefined, 'WEEK', 'de-DE', undefined],
  ] as const)('interval %s %s in %s reads %s', (duration, unit, locale, expected) => {
    expect(getIntervalText(duration, unit, locale)).toBe(expected);
  });

  it.each([
    [10_000, 0, 10],
    [10_000, 1, 10],
    [10_000, 9_001, 1],
    [10_000, 10_000, 0],
    [10_000, 20_000, 0],
  ])('an undo window ending at %s shows %s s at %s', (expiresAt, now, seconds) => {
    expect(getRemainingSeconds(expiresAt, now)).toBe(seconds);
  });
});

describe('untrusted swatch colours', () => {
  it.each([
    ['#1a2b3c', '#1a2b3c'],
    ['#FFF', '#FFF'],
    ['red; background: url(x)', undefined],
    [undefined, undefined],
  ])('swatch colour %s is %s', (color, expected) => {
    expect(getSwatchColor(color)).toBe(expected);
  });
});
