// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartJson } from './carts';
import { sessionClient, startTestServer, type SessionClient, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CART = '/service/cart/api/cart';

interface ChangeResponse {
  cart: CartJson;
  addedProduct: { name: string; productId: string; quantity: number } | null;
  error: string | null;
  limit: number | null;
}

async function change(client: SessionClient, body: unknown, site = 'DE') {
  const response = await client.put(`${CART}?site=${site}`, body);
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? undefined : (JSON.parse(text) as ChangeResponse),
  };
}

describe('cart read', () => {
  it('starts empty and accepts forceReload', async () => {
    const client = sessionClient(server);
    const cart = await client.json<CartJson>(`${CART}?forceReload=true`);
    expect(cart.numberOfArticles).toBe(0);
    expect(cart.priceSummary).toEqual({
      cartFinalSum: 0,
      redeemedWsacDiscounts: [],
      totalRedeemedNonWsacDiscounts: 0,
      totalRedeemedLoyaltyBeans: 0,
      shippingCosts: 0,
      paymentOnDeliveryCosts: 0,
    });
    expect(cart.loyaltyBeanData).toBeNull();
  });

  it('presents the defective preset with a defective entry of every kind, one without tcm', async () => {
    const client = sessionClient(server);
    await client.scenario({ cartPreset: 'defective' });
    const cart = await client.json<CartJson>(CART);
    expect(cart.defectiveArticles.map((article) => article.tcm)).toEqual(['500503003', null]);
    expect(cart.defectiveGiftCards).toHaveLength(1);
    expect(cart.defectivePartnerProducts).toHaveLength(1);
    expect(cart.defectiveSubscriptions).toHaveLength(1);
  });

  it('presents unavailable, sold-out and shortage articles in the unavailable preset', async () => {
    const client = sessionClient(server);
    await client.scenario({ cartPreset: 'unavailable' });
    const cart = await client.json<CartJson>(CART);
    expect(cart.articles.map((article) => article.availability)).toEqual([
      'NOT_AVAILABLE',
      'SOLDOUT',
      'SHORTAGE',
      'IN_STOCK',
    ]);
    expect(cart.shippingCost).toBeGreaterThan(0);
  });

  it('holds more than 99 items in the big preset', async () => {
    const client = sessionClient(server);
    await client.scenario({ cartPreset: 'big' });
    expect((await client.json<CartJson>(CART)).numberOfArticles).toBe(104);
  });
});

describe('cart changes', () => {
  it('adds an article with 200 and the added product, recalculating count and sums', async () => {
    const client = sessionClient(server);
    const added = await change(client, {
      setArticle: { productId: '100101', tcm: '100101001', quantity: 1 },
    });
    expect(added.status).toBe(200);
    expect(added.body?.addedProduct).toMatchObject({
      name: 'Caffè Crema Mild, 1 kg ganze Bohnen',
      quantity: 1,
    });
    expect(added.body?.error).toBeNull();
    expect(added.body?.cart.numberOfArticles).toBe(1);
    // Coffee under the 20 EUR threshold ships for 5.95 (spec header §2 thresholds); amounts are
    // minor units
    expect(added.body?.cart.shippingCost).toBe(595);
    expect(added.body?.cart.totalSum).toBe(2094);

    const more = await change(client, {
      setArticle: { productId: '100101', tcm: '100101001', quantity: 2 },
    });
    expect(more.body?.addedProduct).toMatchObject({ quantity: 1 });
    expect(more.body?.cart.numberOfArticles).toBe(2);
    expect(more.body?.cart.shippingCost).toBe(0);
    expect(more.body?.cart.priceSummary.cartFinalSum).toBe(2998);

    const removed = await change(client, {
      setArticle: { productId: '100101', tcm: '100101001', quantity: 0 },
    });
    expect(removed.status).toBe(200);
    expect(removed.body?.addedProduct).toBeNull();
    expect(removed.body?.cart.numberOfArticles).toBe(0);
    expect((await client.json<CartJson>(CART)).articles).toEqual([]);
  });

  it('answers 304 with no body when nothing changes', async () => {
    const client = sessionClient(server);
    await change(client, { setArticle: { productId: '400402', tcm: '400402001', quantity: 2 } });
    const same = await change(client, {
      setArticle: { productId: '400402', tcm: '400402001', quantity: 2 },
    });
    expect(same).toEqual({ status: 304, body: undefined });
    const absent = await change(client, {
      deleteSubscription: { subscriptionId: 'no-such-subscription' },
    });
    expect(absent.status).toBe(304);
  });

  it('adds and removes a free article of a campaign', async () => {
    const client = sessionClient(server);
    const added = await change(client, {
      setFreeArticle: { productId: '700701', campaignId: 'FA-2026-ESPRESSO-CUPS', remove: false },
    });
    expect(added.status).toBe(200);
    expect(added.body?.cart.freeArticles[0]).toMatchObject({
      campaignId: 'FA-2026-ESPRESSO-CUPS',
      price: { calculatedPrice: 0 },
    });
    expect(added.body?.cart.freeArticles[0]?.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const removed = await change(client, {
      setFreeArticle: { productId: '700701', campaignId: 'FA-2026-ESPRESSO-CUPS', remove: true },
    });
    expect(removed.body?.cart.freeArticles).toEqual([]);
    const wrongCampaign = await change(client, {
      setFreeArticle: { productId: '700701', campaignId: 'FA-2026-COFFEE-TIN', remove: false },
    });
    expect(wrongCampaign.status).toBe(422);
    expect(wrongCampaign.body?.error).toBe('PRODUCTDATA_UNAVAILABLE');
  });

  it('sets and unsets a gift card, priced in the site currency', async () => {
    const client = sessionClient(server);
    const added = await change(
      client,
      { setGiftCard: { productId: '900901', tcm: '900901003', set: true } },
      'HU',
    );
    expect(added.status).toBe(200);
    expect(added.body?.cart.giftCards[0]?.article.price.calculatedPrice).toBe(2000000);
    expect(added.body?.cart.numberOfArticles).toBe(1);
    const again = await change(
      client,
      { setGiftCard: { productId: '900901', tcm: '900901003', set: true } },
      'HU',
    );
    expect(again.status).toBe(304);
    const removed = await change(
      client,
      { setGiftCard: { productId: '900901', tcm: '900901003', set: false } },
      'HU',
    );
    expect(removed.body?.cart.giftCards).toEqual([]);
  });

  it('sets and unsets a partner product', async () => {
    const client = sessionClient(server);
    const added = await change(client, {
      setPartnerProduct: { partnerProductId: 'PP-WARRANTY-3Y', set: true },
    });
    expect(added.body?.addedProduct).toMatchObject({ productId: 'PP-WARRANTY-3Y' });
    expect(added.body?.cart.partnerProducts[0]).toMatchObject({
      totalQuantity: 1,
      totalPrice: 3999,
    });
    expect(added.body?.cart.partnerProducts[0]?.formUrl).toMatch(
      /^\/service\/partner\/forms\/warranty\?/,
    );
    const removed = await change(client, {
      setPartnerProduct: { partnerProductId: 'PP-WARRANTY-3Y', set: false },
    });
    expect(removed.body?.cart.partnerProducts).toEqual([]);
  });

  it('deletes a subscription and lowers the item count by one', async () => {
    const client = sessionClient(server);
    await client.scenario({ cartPreset: 'full' });
    const before = await client.json<CartJson>(CART);
    const subscription = before.subscriptions.find(
      (entry) => entry.giftSubscriptionInformation !== null,
    );
    expect(subscription?.giftSubscriptionInformation).toEqual({ numberOfDeliveries: 6 });
    const deleted = await change(client, {
      deleteSubscription: { subscriptionId: subscription?.subscriptionConfigurationId },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body?.cart.numberOfArticles).toBe(before.numberOfArticles - 1);
    expect(deleted.body?.cart.totalSum).toBeLessThan(before.totalSum);
  });

  it('removes defective items of every kind', async () => {
    const client = sessionClient(server);
    await client.scenario({ cartPreset: 'defective' });
    const cart = await client.json<CartJson>(CART);
    await change(client, { setArticle: { productId: '500503', tcm: '500503003', quantity: 0 } });
    await change(client, { setGiftCard: { productId: '990002', tcm: '990002002', set: false } });
    await change(client, {
      setPartnerProduct: { partnerProductId: 'PP-MOBILE-DATA-XL-2025', set: false },
    });
    const last = await change(client, {
      deleteSubscription: {
        subscriptionId: cart.defectiveSubscriptions[0]?.subscriptionConfigurationId,
      },
    });
    expect(last.body?.cart.defectiveArticles.map((article) => article.tcm)).toEqual([null]);
    expect(last.body?.cart.defectiveGiftCards).toEqual([]);
    expect(last.body?.cart.defectivePartnerProducts).toEqual([]);
    expect(last.body?.cart.defectiveSubscriptions).toEqual([]);
  });

  it('rejects a body that is not one change variant with 400 UNKNOWN', async () => {
    const client = sessionClient(server);
    for (const body of [
      '{"setArticle":',
      { addArticle: { productId: '100101' } },
      { setArticle: { productId: '100101', tcm: '100101001', quantity: -1 } },
      { setArticle: { productId: '100101', tcm: '100101001', quantity: 1 }, setGiftCard: {} },
    ]) {
      const response = await change(client, body);
      expect(response.status).toBe(400);
      expect(response.body?.error).toBe('UNKNOWN');
      expect(response.body?.cart.numberOfArticles).toBe(0);
    }
  });

  it('answers PRODUCTDATA_UNAVAILABLE for unknown or discontinued articles', async () => {
    const client = sessionClient(server);
    const unknown = await change(client, {
      setArticle: { productId: '123456', tcm: '123456001', quantity: 1 },
    });
    expect(unknown).toMatchObject({
      status: 422,
      body: { error: 'PRODUCTDATA_UNAVAILABLE', limit: null },
    });
    const discontinued = await change(client, {
      setArticle: { productId: '390001', tcm: '390001001', quantity: 1 },
    });
    expect(discontinued.body?.error).toBe('PRODUCTDATA_UNAVAILABLE');
  });
});

describe('cart limits', () => {
  it('enforces ITEM_LIMIT per article', async () => {
    const client = sessionClient(server);
    const response = await change(client, {
      setArticle: { productId: '500502', tcm: '500502001', quantity: 11 },
    });
    expect(response).toMatchObject({
      status: 409,
      body: { error: 'ITEM_LIMIT', limit: 10, addedProduct: null },
    });
  });

  it('enforces AVAILABILITY_LIMIT by stock', async () => {
    const client = sessionClient(server);
    const response = await change(client, {
      setArticle: { productId: '500504', tcm: '500504001', quantity: 4 },
    });
    expect(response.body).toMatchObject({ error: 'AVAILABILITY_LIMIT', limit: 3 });
    const soldOut = await change(client, {
      setArticle: { productId: '500503', tcm: '500503003', quantity: 1 },
    });
    expect(soldOut.body).toMatchObject({ error: 'AVAILABILITY_LIMIT', limit: 0 });
  });

  it('enforces CART_LIMIT on the whole cart', async () => {
    const client = sessionClient(server);
    await client.scenario({ cartPreset: 'big' });
    await change(client, { setArticle: { productId: '500506', tcm: '500506001', quantity: 10 } });
    const over = await change(client, {
      setArticle: { productId: '500506', tcm: '500506003', quantity: 7 },
    });
    expect(over.body).toMatchObject({ error: 'CART_LIMIT', limit: 120 });
    expect(over.body?.cart.numberOfArticles).toBe(114);
    const lowering = await change(client, {
      setArticle: { productId: '100101', tcm: '100101001', quantity: 5 },
    });
    expect(lowering.status).toBe(200);
  });

  it('forces a limit error on the next change only', async () => {
    const client = sessionClient(server);
    await client.scenario({ limit: 'ITEM_LIMIT' });
    const forced = await change(client, {
      setArticle: { productId: '100101', tcm: '100101001', quantity: 1 },
    });
    expect(forced).toMatchObject({ status: 409, body: { error: 'ITEM_LIMIT', limit: 20 } });
    expect((await client.json<{ limit: unknown }>('/__backend/scenario')).limit).toBeNull();
    const next = await change(client, {
      setArticle: { productId: '100101', tcm: '100101001', quantity: 1 },
    });
    expect(next.status).toBe(200);
  });
});
