/**
 * Carts: the state the fake cart service keeps per demo session and site, the presets, the five
 * change request variants with the shop's limits, and the Cart JSON of spec header §3 (Cart,
 * Article, Subscription, Partner product, PriceSummary, LoyaltyBeanData, gift card redemption).
 *
 * State holds only references (product id, article number, quantity); prices, titles and sums are
 * computed on every read, in the site's currency, so a change can never leave stale sums behind.
 */
import { randomUUID } from 'node:crypto';
import { isRecord } from './http';
import {
  bestUnitPrice,
  coffeeQuantityRebate,
  COUPONS,
  findPartnerProduct,
  findProduct,
  findVariant,
  FREE_ARTICLE_CAMPAIGNS,
  GIFT_CARD_VALUE_LABEL,
  GIFT_CARD_VALUES,
  originalUnitPrice,
  productImageUrl,
  productTitle,
  productUrl,
  requireVariant,
  SUBSCRIPTION_PLANS,
  unitPrice,
  type Availability,
  type DimensionType,
  type IntervalUnit,
  type Product,
  type SubscriptionArticleDef,
  type Variant,
} from './catalogue';
import {
  convertAmount,
  formatMoney,
  localPrice,
  pick,
  roundForSite,
  SITE_INFO,
  toMinorUnits,
  type Currency,
  type Site,
} from './sites';

// ---------------------------------------------------------------------------------------------
// Limits (spec header §5, §8 "Limit errors")

/** CART_LIMIT: most items (numberOfArticles) one order may hold. */
export const CART_LIMIT = 120;

export const CART_ERROR_CODES = [
  'UNKNOWN',
  'CARTSTORAGE_UNAVAILABLE',
  'PRODUCTDATA_UNAVAILABLE',
  'PRICE_UNAVAILABLE',
  'NOT_MODIFIED',
] as const;
export type CartErrorCode = (typeof CART_ERROR_CODES)[number];

export const CART_LIMIT_CODES = ['CART_LIMIT', 'ITEM_LIMIT', 'AVAILABILITY_LIMIT'] as const;
export type CartLimitCode = (typeof CART_LIMIT_CODES)[number];

// ---------------------------------------------------------------------------------------------
// State

export interface ArticleLine {
  productId: string;
  tcm: string;
  quantity: number;
}

export interface DefectiveArticleLine {
  productId: string;
  /** A defective item without tcm cannot be deleted (spec header §4 step 8). */
  tcm: string | null;
  quantity: number;
}

export interface FreeArticleLine {
  productId: string;
  tcm: string;
  campaignId: string;
  uuid: string;
}

export interface GiftCardLine {
  productId: string;
  tcm: string | null;
}

export interface PartnerProductLine {
  partnerProductId: string;
  quantity: number;
}

export interface SubscriptionLine {
  subscriptionConfigurationId: string;
  planId: string;
}

export interface GiftCardRedemptionLine {
  cardNumber: string;
  /** Index into the currency's gift card values. */
  tier: number;
}

export interface CartState {
  articles: ArticleLine[];
  freeArticles: FreeArticleLine[];
  giftCards: GiftCardLine[];
  partnerProducts: PartnerProductLine[];
  subscriptions: SubscriptionLine[];
  defectiveArticles: DefectiveArticleLine[];
  defectiveGiftCards: GiftCardLine[];
  defectivePartnerProducts: PartnerProductLine[];
  defectiveSubscriptions: SubscriptionLine[];
  couponCodes: string[];
  coffeeQuantityRebate: boolean;
  redeemedBeans: number;
  giftCardRedemptions: GiftCardRedemptionLine[];
}

export const CART_PRESETS = ['empty', 'full', 'defective', 'unavailable', 'big'] as const;
export type CartPreset = (typeof CART_PRESETS)[number];

function emptyCart(): CartState {
  return {
    articles: [],
    freeArticles: [],
    giftCards: [],
    partnerProducts: [],
    subscriptions: [],
    defectiveArticles: [],
    defectiveGiftCards: [],
    defectivePartnerProducts: [],
    defectiveSubscriptions: [],
    couponCodes: [],
    coffeeQuantityRebate: false,
    redeemedBeans: 0,
    giftCardRedemptions: [],
  };
}

export function createCart(preset: CartPreset): CartState {
  const cart = emptyCart();
  switch (preset) {
    case 'empty':
      return cart;
    case 'full':
      // Every item kind of spec header §3 at once.
      cart.articles = [
        { productId: '100101', tcm: '100101001', quantity: 2 },
        { productId: '500501', tcm: '500501002', quantity: 1 },
        { productId: '300301', tcm: '300301001', quantity: 1 },
        { productId: '400402', tcm: '400402001', quantity: 2 },
        { productId: '200201', tcm: '200201001', quantity: 1 },
        { productId: '300302', tcm: '300302001', quantity: 1 },
        { productId: '100104', tcm: '100104001', quantity: 3 },
      ];
      cart.freeArticles = [
        {
          productId: '700701',
          tcm: '700701001',
          campaignId: 'FA-2026-ESPRESSO-CUPS',
          uuid: '3f8d2c1e-7b4a-4e59-9c6d-2a1b0e8f7d43',
        },
      ];
      cart.giftCards = [{ productId: '900901', tcm: '900901002' }];
      cart.partnerProducts = [{ partnerProductId: 'PP-MOBILE-SMART-M', quantity: 1 }];
      cart.subscriptions = [
        {
          subscriptionConfigurationId: '5b1e9a3c-2d47-4c8e-a1f0-6e9d3b2c7a14',
          planId: 'coffee-crema',
        },
        {
          subscriptionConfigurationId: '9c4d7e21-6a3b-4f0e-b8d2-1e5a7c9f3b60',
          planId: 'gift-espresso',
        },
        {
          subscriptionConfigurationId: 'e07a5f93-1c8b-4d26-9e4f-7b3a0c6d2e81',
          planId: 'machine-barista',
        },
      ];
      cart.couponCodes = ['NL10-7KQ4P2'];
      cart.coffeeQuantityRebate = true;
      cart.redeemedBeans = 500;
      cart.giftCardRedemptions = [{ cardNumber: '6036 **** **** 4821', tier: 1 }];
      return cart;
    case 'defective':
      cart.articles = [{ productId: '400402', tcm: '400402002', quantity: 1 }];
      cart.defectiveArticles = [
        { productId: '500503', tcm: '500503003', quantity: 1 },
        { productId: '390001', tcm: null, quantity: 1 },
      ];
      cart.defectiveGiftCards = [{ productId: '990002', tcm: '990002002' }];
      cart.defectivePartnerProducts = [{ partnerProductId: 'PP-MOBILE-DATA-XL-2025', quantity: 1 }];
      cart.defectiveSubscriptions = [
        {
          subscriptionConfigurationId: 'a61f0c3e-4b9d-4e72-8c15-d3e2f7a90b48',
          planId: 'decaf-daily',
        },
      ];
      return cart;
    case 'unavailable':
      cart.articles = [
        { productId: '600602', tcm: '600602001', quantity: 1 },
        { productId: '500503', tcm: '500503003', quantity: 1 },
        { productId: '500504', tcm: '500504001', quantity: 2 },
        { productId: '300306', tcm: '300306001', quantity: 1 },
      ];
      return cart;
    case 'big':
      // 104 items: above the badge cap of 99 (spec header §9), below CART_LIMIT.
      cart.articles = [
        { productId: '100101', tcm: '100101001', quantity: 10 },
        { productId: '100102', tcm: '100102001', quantity: 10 },
        { productId: '100103', tcm: '100103001', quantity: 10 },
        { productId: '100104', tcm: '100104001', quantity: 10 },
        { productId: '100105', tcm: '100105001', quantity: 10 },
        { productId: '100106', tcm: '100106001', quantity: 10 },
        { productId: '300302', tcm: '300302001', quantity: 10 },
        { productId: '500506', tcm: '500506002', quantity: 10 },
        { productId: '400402', tcm: '400402003', quantity: 10 },
        { productId: '300303', tcm: '300303001', quantity: 8 },
        { productId: '500504', tcm: '500504002', quantity: 6 },
      ];
      return cart;
    default:
      return preset satisfies never;
  }
}

// ---------------------------------------------------------------------------------------------
// JSON (spec header §3)

export interface DimensionJson {
  name: string;
  value: string;
  type: DimensionType;
  /** COLOR only: the swatch colour. */
  colorCode?: string;
  /** IMAGE only: the swatch picture. */
  imageUrl?: string;
}

export interface PriceJson {
  /** Line total: unit price x quantity. */
  calculatedPrice: number;
  /** Line total at the regular price. */
  calculatedOriginalPrice: number;
  /** Price per reference unit as printed (e.g. "1 kg = 14,99 €"); null for non-food. */
  basePrice: string | null;
  isPricePromotional: boolean;
  /** Lowest unit price of the last 30 days; null when not applicable. */
  bestPriceAmount: number | null;
  bestPriceDifferencePercentage: number | null;
  /** Unit price before subscription rebates. */
  pricePerUnitBeforeRebates: number;
}

export interface ArticleJson {
  productId: string;
  tcm: string | null;
  title: string;
  imageUrl: string;
  productUrl: string;
  /** A number for cart articles, { quantity } for subscription articles (spec header §3 Article). */
  quantity: number | { quantity: number };
  dimensions: DimensionJson[];
  availability: Availability;
  trackingName: string;
  price: PriceJson;
  uuid?: string;
  campaignId?: string;
  currentShopPrice?: number;
  rebatePercentage?: number;
}

export interface GiftCardJson {
  article: ArticleJson;
}

export interface PartnerProductJson {
  partnerProductId: string;
  title: string;
  imageUrl: string;
  totalQuantity: number;
  totalPrice: number;
  formUrl: string;
}

export interface SubscriptionJson {
  subscriptionConfigurationId: string;
  subscriptionType: 'COFFEE' | 'MACHINE';
  title: string;
  imageUrl: string;
  recurringIntervalDuration: { intervalDuration: number; intervalUnit: IntervalUnit };
  recurringArticlesPrice: { calculatedPrice: number };
  recurringArticles: ArticleJson[];
  nonRecurringArticles: ArticleJson[];
  giftSubscriptionInformation: { numberOfDeliveries: number } | null;
}

export interface WsacDiscountJson {
  wsacCode: string;
  discount: number;
}

export interface PriceSummaryJson {
  cartFinalSum: number;
  redeemedWsacDiscounts: WsacDiscountJson[];
  totalRedeemedNonWsacDiscounts: number;
  totalRedeemedLoyaltyBeans: number;
  shippingCosts: number;
  paymentOnDeliveryCosts: number;
}

export interface CartJson {
  currency: Currency;
  numberOfArticles: number;
  articles: ArticleJson[];
  freeArticles: ArticleJson[];
  giftCards: GiftCardJson[];
  partnerProducts: PartnerProductJson[];
  subscriptions: SubscriptionJson[];
  defectiveArticles: ArticleJson[];
  defectiveGiftCards: GiftCardJson[];
  defectivePartnerProducts: PartnerProductJson[];
  defectiveSubscriptions: SubscriptionJson[];
  totalSum: number;
  priceSummary: PriceSummaryJson;
  giftCardRedemptions: { cardNumber: string; redeemedAmount: number }[];
  redeemedWsacs: WsacDiscountJson[];
  loyaltyBeanData: { redeemedAmount: number; redeemedValue: number } | null;
  shippingCost: number;
  paymentOnDeliveryCost: number;
}

interface RenderContext {
  site: Site;
  imageBase: string;
}

function basePrice(site: Site, product: Product, unitMinor: number): string | null {
  if (!product.grams) return null;
  const perKilo = roundForSite(site, (unitMinor * 1000) / product.grams);
  return `1 kg = ${formatMoney(site, perKilo)}`;
}

function dimensionsJson(
  context: RenderContext,
  product: Product,
  article: Variant,
): DimensionJson[] {
  const { site, imageBase } = context;
  const dimensions: DimensionJson[] = article.dimensions.map((dimension) => ({
    name: pick(site, dimension.name),
    value: pick(site, dimension.value),
    type: dimension.type,
    ...(dimension.colorCode ? { colorCode: dimension.colorCode } : {}),
    ...(dimension.swatch
      ? { imageUrl: `${imageBase}/demo-assets/swatches/${dimension.swatch}.svg` }
      : {}),
  }));
  if (article.giftCardTier !== undefined) {
    dimensions.push({
      name: pick(site, GIFT_CARD_VALUE_LABEL),
      value: formatMoney(site, unitPrice(site, product, article)),
      type: 'TEXT',
    });
  }
  return dimensions;
}

function articleJson(
  context: RenderContext,
  productId: string,
  tcm: string | null,
  quantity: number,
  options: { availability?: Availability; free?: boolean } = {},
): ArticleJson {
  const { site, imageBase } = context;
  const product = findProduct(productId);
  const article = product && (tcm ? findVariant(product, tcm) : product.variants[0]);
  if (!product || !article) throw new Error(`cart references unknown article ${productId}/${tcm}`);
  const unit = options.free ? 0 : unitPrice(site, product, article);
  const original = options.free ? 0 : originalUnitPrice(site, product, article);
  const best = options.free ? null : bestUnitPrice(site, product, article);
  return {
    productId,
    tcm,
    title: productTitle(site, product),
    imageUrl: productImageUrl(imageBase, site, productId, { tcm: article.tcm }),
    productUrl: productUrl(product),
    quantity,
    dimensions: dimensionsJson(context, product, article),
    availability: options.availability ?? article.availability,
    trackingName: product.trackingName,
    price: {
      calculatedPrice: toMinorUnits(unit * quantity),
      calculatedOriginalPrice: toMinorUnits(original * quantity),
      basePrice: options.free ? null : basePrice(site, product, unit),
      isPricePromotional: product.isPricePromotional ?? false,
      bestPriceAmount: best === null ? null : toMinorUnits(best),
      bestPriceDifferencePercentage:
        best === null || best === 0 ? null : Math.max(0, Math.round(((best - unit) / best) * 100)),
      pricePerUnitBeforeRebates: toMinorUnits(unit),
    },
  };
}

function subscriptionArticleJson(
  context: RenderContext,
  definition: SubscriptionArticleDef,
): { json: ArticleJson; total: number } {
  const { site } = context;
  const { product, variant: article } = requireVariant(definition.productId, definition.tcm);
  const shopPrice = unitPrice(site, product, article);
  const rebated = roundForSite(site, (shopPrice * (100 - definition.rebatePercentage)) / 100);
  const total = rebated * definition.quantity;
  const base = articleJson(context, definition.productId, definition.tcm, definition.quantity);
  return {
    total,
    json: {
      ...base,
      quantity: { quantity: definition.quantity },
      price: {
        ...base.price,
        calculatedPrice: toMinorUnits(total),
        calculatedOriginalPrice: toMinorUnits(shopPrice * definition.quantity),
        pricePerUnitBeforeRebates: toMinorUnits(shopPrice),
      },
      currentShopPrice: toMinorUnits(shopPrice),
      rebatePercentage: definition.rebatePercentage,
    },
  };
}

function subscriptionJson(
  context: RenderContext,
  line: SubscriptionLine,
): { json: SubscriptionJson; firstDeliveryTotal: number } {
  const plan = SUBSCRIPTION_PLANS[line.planId];
  if (!plan) throw new Error(`cart references unknown subscription plan ${line.planId}`);
  const recurring = plan.recurringArticles.map((article) =>
    subscriptionArticleJson(context, article),
  );
  const nonRecurring = plan.nonRecurringArticles.map((article) =>
    subscriptionArticleJson(context, article),
  );
  const recurringTotal = recurring.reduce((sum, article) => sum + article.total, 0);
  const nonRecurringTotal = nonRecurring.reduce((sum, article) => sum + article.total, 0);
  const firstArticle = plan.recurringArticles[0];
  return {
    firstDeliveryTotal: recurringTotal + nonRecurringTotal,
    json: {
      subscriptionConfigurationId: line.subscriptionConfigurationId,
      subscriptionType: plan.subscriptionType,
      title: pick(context.site, plan.title),
      imageUrl: productImageUrl(
        context.imageBase,
        context.site,
        firstArticle?.productId ?? '100101',
      ),
      recurringIntervalDuration: {
        intervalDuration: plan.intervalDuration,
        intervalUnit: plan.intervalUnit,
      },
      recurringArticlesPrice: { calculatedPrice: toMinorUnits(recurringTotal) },
      recurringArticles: recurring.map((article) => article.json),
      nonRecurringArticles: nonRecurring.map((article) => article.json),
      giftSubscriptionInformation:
        plan.giftDeliveries === undefined ? null : { numberOfDeliveries: plan.giftDeliveries },
    },
  };
}

function partnerProductJson(context: RenderContext, line: PartnerProductLine): PartnerProductJson {
  const partner = findPartnerProduct(line.partnerProductId);
  if (!partner) throw new Error(`cart references unknown partner product ${line.partnerProductId}`);
  const query = new URLSearchParams({
    partnerProductId: partner.partnerProductId,
    site: context.site,
  });
  return {
    partnerProductId: partner.partnerProductId,
    title: pick(context.site, partner.title),
    imageUrl: `${context.imageBase}/demo-assets/partner/${encodeURIComponent(partner.partnerProductId)}.svg?site=${context.site}`,
    totalQuantity: line.quantity,
    totalPrice: toMinorUnits(localPrice(context.site, partner.eur) * line.quantity),
    formUrl: `${partner.formPath}?${query.toString()}`,
  };
}

function giftCardJson(
  context: RenderContext,
  line: GiftCardLine,
  defective: boolean,
): GiftCardJson {
  return {
    article: articleJson(
      context,
      line.productId,
      line.tcm,
      1,
      defective ? { availability: 'NOT_AVAILABLE' } : {},
    ),
  };
}

const isPurchasable = (availability: Availability): boolean =>
  availability !== 'NOT_AVAILABLE' && availability !== 'SOLDOUT';

const isCoffee = (product: Product | undefined): boolean =>
  product !== undefined && product.kind.startsWith('coffee');

export function countItems(cart: CartState): number {
  return (
    cart.articles.reduce((sum, line) => sum + line.quantity, 0) +
    cart.freeArticles.length +
    cart.giftCards.length +
    cart.subscriptions.length +
    cart.defectiveArticles.reduce((sum, line) => sum + line.quantity, 0) +
    cart.defectiveGiftCards.length +
    cart.defectiveSubscriptions.length
  );
}

/** The cart as the cart service answers it, every sum recalculated. */
export function renderCart(cart: CartState, site: Site, imageBase: string): CartJson {
  const context: RenderContext = { site, imageBase };
  const info = SITE_INFO[site];

  const articles = cart.articles.map((line) =>
    articleJson(context, line.productId, line.tcm, line.quantity),
  );
  // Articles that cannot be bought (NOT_AVAILABLE, SOLDOUT) stay visible but do not count in the sums.
  const articlesTotal = cart.articles.reduce((sum, line) => {
    const { product, variant: article } = requireVariant(line.productId, line.tcm);
    return isPurchasable(article.availability)
      ? sum + unitPrice(site, product, article) * line.quantity
      : sum;
  }, 0);
  const subscriptions = cart.subscriptions.map((line) => subscriptionJson(context, line));
  const subscriptionsTotal = subscriptions.reduce(
    (sum, entry) => sum + entry.firstDeliveryTotal,
    0,
  );
  const giftCards = cart.giftCards.map((line) => giftCardJson(context, line, false));
  const giftCardsTotal = cart.giftCards.reduce((sum, line) => {
    const { product, variant: article } = requireVariant(line.productId, line.tcm ?? '');
    return sum + unitPrice(site, product, article);
  }, 0);
  const partnerProducts = cart.partnerProducts.map((line) => partnerProductJson(context, line));
  const partnerTotal = partnerProducts.reduce((sum, partner) => sum + partner.totalPrice, 0);

  const merchandise = articlesTotal + subscriptionsTotal;
  let discountable = merchandise;
  const redeemedWsacs: WsacDiscountJson[] = [];
  for (const code of cart.couponCodes) {
    const coupon = COUPONS[code];
    if (!coupon) continue;
    const raw =
      coupon.percent !== undefined
        ? roundForSite(site, (articlesTotal * coupon.percent) / 100)
        : convertAmount(site, coupon.eurAmount ?? 0);
    const discount = Math.min(raw, discountable);
    discountable -= discount;
    redeemedWsacs.push({ wsacCode: coupon.wsacCode, discount: toMinorUnits(discount) });
  }
  const hasCoffee = cart.articles.some((line) => isCoffee(findProduct(line.productId)));
  const nonWsac =
    cart.coffeeQuantityRebate && hasCoffee ? Math.min(coffeeQuantityRebate(site), discountable) : 0;
  discountable -= nonWsac;
  const beansValue = Math.min(cart.redeemedBeans * info.beanValue, discountable);

  const ships = cart.articles.length > 0 || cart.subscriptions.length > 0;
  const coffeeOnly =
    cart.articles.every((line) => isCoffee(findProduct(line.productId))) &&
    cart.subscriptions.every(
      (line) => SUBSCRIPTION_PLANS[line.planId]?.subscriptionType === 'COFFEE',
    );
  const freeFrom = coffeeOnly ? info.coffeeFreeShippingFrom : info.freeShippingFrom;
  const shipping = ships && merchandise < freeFrom ? info.shippingFee : 0;
  const cashOnDelivery = ships ? info.cashOnDeliveryFee : 0;

  let payable =
    merchandise +
    giftCardsTotal +
    partnerTotal -
    (merchandise - discountable) -
    beansValue +
    shipping +
    cashOnDelivery;
  const currency = info.currency;
  const giftCardRedemptions = cart.giftCardRedemptions.map((redemption) => {
    const value = (GIFT_CARD_VALUES[currency][redemption.tier] ?? 0) * 100;
    const redeemed = Math.min(value, Math.max(0, payable));
    payable -= redeemed;
    return { cardNumber: redemption.cardNumber, redeemedAmount: toMinorUnits(redeemed) };
  });
  const cartFinalSum = toMinorUnits(Math.max(0, payable));

  return {
    currency,
    numberOfArticles: countItems(cart),
    articles,
    freeArticles: cart.freeArticles.map((line) => ({
      ...articleJson(context, line.productId, line.tcm, 1, { free: true }),
      uuid: line.uuid,
      campaignId: line.campaignId,
    })),
    giftCards,
    partnerProducts,
    subscriptions: subscriptions.map((entry) => entry.json),
    defectiveArticles: cart.defectiveArticles.map((line) =>
      articleJson(context, line.productId, line.tcm, line.quantity, {
        availability: 'NOT_AVAILABLE',
      }),
    ),
    defectiveGiftCards: cart.defectiveGiftCards.map((line) => giftCardJson(context, line, true)),
    defectivePartnerProducts: cart.defectivePartnerProducts.map((line) =>
      partnerProductJson(context, line),
    ),
    defectiveSubscriptions: cart.defectiveSubscriptions.map(
      (line) => subscriptionJson(context, line).json,
    ),
    totalSum: cartFinalSum,
    priceSummary: {
      cartFinalSum,
      redeemedWsacDiscounts: redeemedWsacs,
      totalRedeemedNonWsacDiscounts: toMinorUnits(nonWsac),
      totalRedeemedLoyaltyBeans: toMinorUnits(beansValue),
      shippingCosts: toMinorUnits(shipping),
      paymentOnDeliveryCosts: toMinorUnits(cashOnDelivery),
    },
    giftCardRedemptions,
    redeemedWsacs,
    loyaltyBeanData:
      cart.redeemedBeans > 0
        ? { redeemedAmount: cart.redeemedBeans, redeemedValue: toMinorUnits(beansValue) }
        : null,
    shippingCost: toMinorUnits(shipping),
    paymentOnDeliveryCost: toMinorUnits(cashOnDelivery),
  };
}

// ---------------------------------------------------------------------------------------------
// Change requests (spec header §3 "Cart change request variants")

export type CartChange =
  | { kind: 'setArticle'; productId: string; tcm: string; quantity: number }
  | { kind: 'setFreeArticle'; productId: string; campaignId: string; remove: boolean }
  | { kind: 'setGiftCard'; productId: string; tcm: string; set: boolean }
  | { kind: 'setPartnerProduct'; partnerProductId: string; set: boolean }
  | { kind: 'deleteSubscription'; subscriptionId: string };

export const CART_CHANGE_VARIANTS = [
  'setArticle',
  'setFreeArticle',
  'setGiftCard',
  'setPartnerProduct',
  'deleteSubscription',
] as const;

function readString(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Reads the request envelope `{ "<variant>": { ...fields } }` with exactly one variant key.
 * Answers a message when the body does not fit.
 */
export function parseCartChange(body: unknown): CartChange | { invalid: string } {
  if (!isRecord(body)) return { invalid: 'the body must be a JSON object with one change variant' };
  const keys = Object.keys(body);
  const variants = keys.filter((key) => (CART_CHANGE_VARIANTS as readonly string[]).includes(key));
  if (variants.length !== 1 || keys.length !== 1) {
    return { invalid: `expected exactly one of ${CART_CHANGE_VARIANTS.join(', ')}` };
  }
  const kind = variants[0] as (typeof CART_CHANGE_VARIANTS)[number];
  const fields = body[kind];
  if (!isRecord(fields)) return { invalid: `${kind} must be an object` };
  switch (kind) {
    case 'setArticle': {
      const productId = readString(fields, 'productId');
      const tcm = readString(fields, 'tcm');
      const quantity = fields['quantity'];
      if (!productId || !tcm) return { invalid: 'setArticle needs productId and tcm' };
      if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0) {
        return { invalid: 'setArticle.quantity must be an integer of 0 or more' };
      }
      return { kind, productId, tcm, quantity };
    }
    case 'setFreeArticle': {
      const productId = readString(fields, 'productId');
      const campaignId = readString(fields, 'campaignId');
      const remove = fields['remove'] ?? false;
      if (!productId || !campaignId || typeof remove !== 'boolean') {
        return { invalid: 'setFreeArticle needs productId, campaignId and a boolean remove' };
      }
      return { kind, productId, campaignId, remove };
    }
    case 'setGiftCard': {
      const productId = readString(fields, 'productId');
      const tcm = readString(fields, 'tcm');
      const set = fields['set'];
      if (!productId || !tcm || typeof set !== 'boolean') {
        return { invalid: 'setGiftCard needs productId, tcm and a boolean set' };
      }
      return { kind, productId, tcm, set };
    }
    case 'setPartnerProduct': {
      const partnerProductId = readString(fields, 'partnerProductId');
      const set = fields['set'];
      if (!partnerProductId || typeof set !== 'boolean') {
        return { invalid: 'setPartnerProduct needs partnerProductId and a boolean set' };
      }
      return { kind, partnerProductId, set };
    }
    case 'deleteSubscription': {
      const subscriptionId = readString(fields, 'subscriptionId');
      if (!subscriptionId) return { invalid: 'deleteSubscription needs subscriptionId' };
      return { kind, subscriptionId };
    }
    default:
      return kind satisfies never;
  }
}

export interface AddedProductJson {
  name: string;
  productId: string;
  tcm: string | null;
  /** How many pieces this change added. */
  quantity: number;
  imageUrl: string;
  price: number;
}

export type CartChangeOutcome =
  | { kind: 'changed'; cart: CartState; added: AddedProductJson | null }
  | { kind: 'unchanged' }
  | { kind: 'limit'; error: CartLimitCode; limit: number }
  | { kind: 'rejected'; status: number; error: CartErrorCode; message: string };

function rejected(status: number, error: CartErrorCode, message: string): CartChangeOutcome {
  return { kind: 'rejected', status, error, message };
}

function cloneCart(cart: CartState): CartState {
  return structuredClone(cart);
}

/** The limit a forced scenario limit reports: the real number for that rule. */
export function forcedLimitValue(code: CartLimitCode, change: CartChange): number {
  if (code === 'CART_LIMIT') return CART_LIMIT;
  const productId = 'productId' in change ? change.productId : undefined;
  const product = productId ? findProduct(productId) : undefined;
  if (code === 'ITEM_LIMIT') return product?.maxPerOrder ?? 10;
  const tcm = 'tcm' in change ? change.tcm : undefined;
  const article = product && tcm ? findVariant(product, tcm) : undefined;
  return Math.min(article?.stock ?? 3, 3);
}

interface ChangeContext {
  site: Site;
  imageBase: string;
}

function addedProduct(
  context: ChangeContext,
  product: Product,
  article: Variant,
  quantity: number,
): AddedProductJson {
  return {
    name: productTitle(context.site, product),
    productId: product.id,
    tcm: article.tcm,
    quantity,
    imageUrl: productImageUrl(context.imageBase, context.site, product.id, { tcm: article.tcm }),
    price: toMinorUnits(unitPrice(context.site, product, article)),
  };
}

/**
 * Applies one change to a copy of the cart. Pure: the caller stores the new cart on success.
 * Limit order: ITEM_LIMIT, AVAILABILITY_LIMIT, then CART_LIMIT.
 */
export function applyCartChange(
  cart: CartState,
  change: CartChange,
  context: ChangeContext,
): CartChangeOutcome {
  const next = cloneCart(cart);
  switch (change.kind) {
    case 'setArticle': {
      const product = findProduct(change.productId);
      const article = product ? findVariant(product, change.tcm) : undefined;
      const defectiveIndex = next.defectiveArticles.findIndex(
        (line) => line.productId === change.productId && line.tcm === change.tcm,
      );
      if (defectiveIndex >= 0 && change.quantity === 0) {
        next.defectiveArticles.splice(defectiveIndex, 1);
        return { kind: 'changed', cart: next, added: null };
      }
      if (!product || !article || product.discontinued) {
        return rejected(
          422,
          'PRODUCTDATA_UNAVAILABLE',
          `no article ${change.productId}/${change.tcm}`,
        );
      }
      if (product.kind === 'gift-card' || product.freeArticleOnly) {
        return rejected(
          422,
          'PRODUCTDATA_UNAVAILABLE',
          `${change.productId} is not sold as an article`,
        );
      }
      const index = next.articles.findIndex((line) => line.tcm === change.tcm);
      const current = index >= 0 ? (next.articles[index]?.quantity ?? 0) : 0;
      if (change.quantity === current) return { kind: 'unchanged' };
      if (change.quantity > current) {
        if (change.quantity > product.maxPerOrder) {
          return { kind: 'limit', error: 'ITEM_LIMIT', limit: product.maxPerOrder };
        }
        if (change.quantity > article.stock) {
          return { kind: 'limit', error: 'AVAILABILITY_LIMIT', limit: article.stock };
        }
        if (countItems(next) - current + change.quantity > CART_LIMIT) {
          return { kind: 'limit', error: 'CART_LIMIT', limit: CART_LIMIT };
        }
      }
      if (change.quantity === 0) {
        next.articles.splice(index, 1);
      } else if (index >= 0) {
        next.articles[index] = {
          productId: change.productId,
          tcm: change.tcm,
          quantity: change.quantity,
        };
      } else {
        next.articles.push({
          productId: change.productId,
          tcm: change.tcm,
          quantity: change.quantity,
        });
      }
      const added =
        change.quantity > current
          ? addedProduct(context, product, article, change.quantity - current)
          : null;
      return { kind: 'changed', cart: next, added };
    }
    case 'setFreeArticle': {
      const campaign = FREE_ARTICLE_CAMPAIGNS[change.campaignId];
      if (!campaign || campaign.productId !== change.productId) {
        return rejected(
          422,
          'PRODUCTDATA_UNAVAILABLE',
          `campaign ${change.campaignId} gives no article ${change.productId}`,
        );
      }
      const index = next.freeArticles.findIndex(
        (line) => line.productId === change.productId && line.campaignId === change.campaignId,
      );
      if (change.remove) {
        if (index < 0) return { kind: 'unchanged' };
        next.freeArticles.splice(index, 1);
        return { kind: 'changed', cart: next, added: null };
      }
      if (index >= 0) return { kind: 'unchanged' };
      if (countItems(next) + 1 > CART_LIMIT)
        return { kind: 'limit', error: 'CART_LIMIT', limit: CART_LIMIT };
      const { product, variant: article } = requireVariant(campaign.productId, campaign.tcm);
      next.freeArticles.push({
        productId: campaign.productId,
        tcm: campaign.tcm,
        campaignId: change.campaignId,
        uuid: randomUUID(),
      });
      return {
        kind: 'changed',
        cart: next,
        added: { ...addedProduct(context, product, article, 1), price: 0 },
      };
    }
    case 'setGiftCard': {
      const product = findProduct(change.productId);
      const article = product ? findVariant(product, change.tcm) : undefined;
      if (!change.set) {
        const index = next.giftCards.findIndex((line) => line.tcm === change.tcm);
        if (index >= 0) {
          next.giftCards.splice(index, 1);
          return { kind: 'changed', cart: next, added: null };
        }
        const defective = next.defectiveGiftCards.findIndex((line) => line.tcm === change.tcm);
        if (defective < 0) return { kind: 'unchanged' };
        next.defectiveGiftCards.splice(defective, 1);
        return { kind: 'changed', cart: next, added: null };
      }
      if (!product || !article || product.kind !== 'gift-card' || product.discontinued) {
        return rejected(
          422,
          'PRODUCTDATA_UNAVAILABLE',
          `no gift card ${change.productId}/${change.tcm}`,
        );
      }
      if (next.giftCards.some((line) => line.tcm === change.tcm)) return { kind: 'unchanged' };
      if (countItems(next) + 1 > CART_LIMIT)
        return { kind: 'limit', error: 'CART_LIMIT', limit: CART_LIMIT };
      next.giftCards.push({ productId: change.productId, tcm: change.tcm });
      return { kind: 'changed', cart: next, added: addedProduct(context, product, article, 1) };
    }
    case 'setPartnerProduct': {
      const partner = findPartnerProduct(change.partnerProductId);
      if (!change.set) {
        const before = next.partnerProducts.length + next.defectivePartnerProducts.length;
        next.partnerProducts = next.partnerProducts.filter(
          (line) => line.partnerProductId !== change.partnerProductId,
        );
        next.defectivePartnerProducts = next.defectivePartnerProducts.filter(
          (line) => line.partnerProductId !== change.partnerProductId,
        );
        if (before === next.partnerProducts.length + next.defectivePartnerProducts.length) {
          return { kind: 'unchanged' };
        }
        return { kind: 'changed', cart: next, added: null };
      }
      if (!partner || partner.discontinued) {
        return rejected(
          422,
          'PRODUCTDATA_UNAVAILABLE',
          `no partner product ${change.partnerProductId}`,
        );
      }
      if (next.partnerProducts.some((line) => line.partnerProductId === change.partnerProductId)) {
        return { kind: 'unchanged' };
      }
      next.partnerProducts.push({ partnerProductId: change.partnerProductId, quantity: 1 });
      const json = partnerProductJson(context, {
        partnerProductId: change.partnerProductId,
        quantity: 1,
      });
      return {
        kind: 'changed',
        cart: next,
        added: {
          name: json.title,
          productId: json.partnerProductId,
          tcm: null,
          quantity: 1,
          imageUrl: json.imageUrl,
          price: json.totalPrice,
        },
      };
    }
    case 'deleteSubscription': {
      const before = next.subscriptions.length + next.defectiveSubscriptions.length;
      next.subscriptions = next.subscriptions.filter(
        (line) => line.subscriptionConfigurationId !== change.subscriptionId,
      );
      next.defectiveSubscriptions = next.defectiveSubscriptions.filter(
        (line) => line.subscriptionConfigurationId !== change.subscriptionId,
      );
      if (before === next.subscriptions.length + next.defectiveSubscriptions.length) {
        return { kind: 'unchanged' };
      }
      return { kind: 'changed', cart: next, added: null };
    }
    default:
      return change satisfies never;
  }
}
