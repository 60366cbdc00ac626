/**
 * Test-only: money as the shop's services send it and as each site prints it (docs/architecture.md
 * "Money"). Spelled out apart from src/core/format.ts, so tests compare the elements' prices
 * with an independent reading of spec header §9 ("Currency per site", "Number separators") and
 * the symbol placement of format.ts's module comment. Never imported by shipped code.
 */
import type { Site } from '../../src/core/sites';

const NBSP = '\u00a0';
const APOSTROPHE = '\u2019';

interface SiteMoneyFormat {
  readonly group: string;
  readonly decimal: string;
  readonly digits: 0 | 2;
  /** The symbol before the amount (AT, CH, CH_FR) ... */
  readonly before?: string;
  /** ... or after it; DE shows none. */
  readonly after?: string;
}

export const SITE_MONEY_FORMATS: Readonly<Record<Site, SiteMoneyFormat>> = {
  DE: { group: '.', decimal: ',', digits: 2 },
  AT: { group: '.', decimal: ',', digits: 2, before: '€' },
  CH: { group: APOSTROPHE, decimal: '.', digits: 2, before: 'CHF' },
  CH_FR: { group: APOSTROPHE, decimal: '.', digits: 2, before: 'CHF' },
  PL: { group: NBSP, decimal: ',', digits: 2, after: 'zł' },
  CZ: { group: NBSP, decimal: ',', digits: 0, after: 'Kč' },
  HU: { group: NBSP, decimal: ',', digits: 0, after: 'Ft' },
  SK: { group: '.', decimal: ',', digits: 2, after: '€' },
  TR: { group: '.', decimal: ',', digits: 2, after: 'TL' },
};

/**
 * An integer amount of minor units as `site` prints it: n/100 with the site's separators and
 * fraction digits (CZ and HU rounded half away from zero to whole units) and its symbol. BigInt
 * arithmetic, so every safe integer is split exactly.
 */
export function siteMoney(minorUnits: number, site: Site): string {
  const format = SITE_MONEY_FORMATS[site];
  const amount = BigInt(minorUnits);
  const absolute = amount < 0n ? -amount : amount;
  let whole = absolute / 100n;
  let cents = String(absolute % 100n).padStart(2, '0');
  if (format.digits === 0) {
    if (absolute % 100n >= 50n) whole += 1n;
    cents = '';
  }
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, format.group);
  const sign = amount < 0n && (whole > 0n || /[1-9]/.test(cents)) ? '-' : '';
  const number = `${sign}${grouped}${cents ? `${format.decimal}${cents}` : ''}`;
  if (format.before) return `${format.before}${NBSP}${number}`;
  return format.after ? `${number}${NBSP}${format.after}` : number;
}

/**
 * A cart answer in minor units with every money field of the cart (README "Money") set, each to
 * an amount no other field has, so a test finds each one on screen. Five-digit amounts in whole
 * units, so the group separators show; odd cents, so CZ and HU round.
 */
export const CENTS_FIXTURE = {
  numberOfArticles: 5,
  articles: [
    {
      productId: '500501',
      tcm: '500501002',
      title: 'Steppjacke',
      quantity: 1,
      availability: 'IN_STOCK',
      dimensions: [],
      price: {
        calculatedPrice: 1234550,
        calculatedOriginalPrice: 1500049,
        basePrice: null,
        isPricePromotional: false,
        bestPriceAmount: 1199951,
        bestPriceDifferencePercentage: 4,
        pricePerUnitBeforeRebates: 1234550,
      },
    },
  ],
  freeArticles: [],
  giftCards: [
    {
      article: {
        productId: '900901',
        tcm: '900901003',
        title: 'Geschenkkarte',
        quantity: 1,
        dimensions: [],
        price: { calculatedPrice: 1000000, isPricePromotional: false },
      },
    },
  ],
  partnerProducts: [
    {
      partnerProductId: 'PP-WARRANTY-3Y',
      title: 'Garantie',
      totalQuantity: 1,
      totalPrice: 3999,
      formUrl: null,
    },
  ],
  subscriptions: [
    {
      subscriptionConfigurationId: 'sub-1',
      subscriptionType: 'COFFEE',
      title: 'Kaffee-Abo',
      recurringIntervalDuration: { intervalDuration: 4, intervalUnit: 'WEEK' },
      recurringArticlesPrice: { calculatedPrice: 2698 },
      recurringArticles: [
        {
          productId: '100101',
          tcm: '100101001',
          title: 'Caffè Crema',
          quantity: { quantity: 2 },
          dimensions: [],
          price: { calculatedPrice: 2698, isPricePromotional: false },
          currentShopPrice: 1499,
          rebatePercentage: 10,
        },
      ],
      nonRecurringArticles: [],
      giftSubscriptionInformation: null,
    },
  ],
  defectiveArticles: [],
  defectiveGiftCards: [],
  defectivePartnerProducts: [],
  defectiveSubscriptions: [],
  totalSum: 2191247,
  priceSummary: {
    cartFinalSum: 2191247,
    redeemedWsacDiscounts: [{ wsacCode: 'NL10-7KQ4P2', discount: 123456 }],
    totalRedeemedNonWsacDiscounts: 1501,
    totalRedeemedLoyaltyBeans: 500,
    shippingCosts: 595,
    paymentOnDeliveryCosts: 250,
  },
  giftCardRedemptions: [{ cardNumber: '6036 **** **** 4821', redeemedAmount: 2500 }],
  redeemedWsacs: [{ wsacCode: 'NL10-7KQ4P2', discount: 123456 }],
  loyaltyBeanData: { redeemedAmount: 500, redeemedValue: 500 },
  shippingCost: 595,
  paymentOnDeliveryCost: 250,
} as const;

/** Where CENTS_FIXTURE holds a money amount: every money field of the cart. */
export const MONEY_PATHS: readonly (readonly (string | number)[])[] = [
  ['articles', 0, 'price', 'calculatedPrice'],
  ['articles', 0, 'price', 'calculatedOriginalPrice'],
  ['articles', 0, 'price', 'bestPriceAmount'],
  ['articles', 0, 'price', 'pricePerUnitBeforeRebates'],
  ['giftCards', 0, 'article', 'price', 'calculatedPrice'],
  ['partnerProducts', 0, 'totalPrice'],
  ['subscriptions', 0, 'recurringArticlesPrice', 'calculatedPrice'],
  ['subscriptions', 0, 'recurringArticles', 0, 'price', 'calculatedPrice'],
  ['subscriptions', 0, 'recurringArticles', 0, 'currentShopPrice'],
  ['totalSum'],
  ['priceSummary', 'cartFinalSum'],
  ['priceSummary', 'redeemedWsacDiscounts', 0, 'discount'],
  ['priceSummary', 'totalRedeemedNonWsacDiscounts'],
  ['priceSummary', 'totalRedeemedLoyaltyBeans'],
  ['priceSummary', 'shippingCosts'],
  ['priceSummary', 'paymentOnDeliveryCosts'],
  ['giftCardRedemptions', 0, 'redeemedAmount'],
  ['redeemedWsacs', 0, 'discount'],
  ['loyaltyBeanData', 'redeemedValue'],
  ['shippingCost'],
  ['paymentOnDeliveryCost'],
];

/** The value at `path` in `data`. */
export function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown> | undefined)?.[key],
    data,
  );
}

/** A deep copy of CENTS_FIXTURE with `value` at each of `paths`. */
export function centsFixtureWith(
  value: unknown,
  paths: readonly (readonly (string | number)[])[] = MONEY_PATHS,
): Record<string, unknown> {
  const copy = structuredClone(CENTS_FIXTURE) as unknown as Record<string, unknown>;
  for (const path of paths) {
    const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
    parent[path.at(-1)!] = value;
  }
  return copy;
}
