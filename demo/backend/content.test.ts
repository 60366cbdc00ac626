// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITES, type Site } from './sites';
import { sessionClient, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The word for coffee on each site, as a shopper types it. */
const COFFEE: Record<Site, string> = {
  DE: 'kaffee',
  AT: 'kaffee',
  CH: 'kaffee',
  CH_FR: 'café',
  PL: 'kawa',
  CZ: 'káva',
  HU: 'kávé',
  SK: 'káva',
  TR: 'kahve',
};

describe.each(SITES)('site %s', (site) => {
  it('answers /json/psdata with nl_status and page data', async () => {
    const client = sessionClient(server);
    const response = await client.fetch(`/json/psdata?site=${site}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = (await response.json()) as Record<string, unknown>;
    expect(data).toMatchObject({
      nl_status: null,
      loginStatus: 'LOGGED_OUT',
      site,
      basketCount: 0,
    });
  });

  it('answers the customer frontend data for a logged-out and a logged-in card member', async () => {
    const client = sessionClient(server);
    const path = '/service/customerfrontenddata/api/v1/psdata';
    const loggedOut = await client.json<Record<string, unknown>>(path, { headers: { site } });
    expect(loggedOut).toEqual({
      tracking: { loginStatus: 'LOGGED_OUT' },
      statuses: { isCommunityMember: false, isCardMember: false },
    });
    await client.scenario({
      loginStatus: 'LOGGED_IN',
      cardMember: true,
      communityMember: site === 'DE',
    });
    const loggedIn = await client.json<{
      tracking: { loginStatus: string };
      customer: { firstname: string; lastname: string; loyaltyBeans: number };
      statuses: { isCommunityMember: boolean; isCardMember: boolean };
    }>(path, { headers: { site } });
    expect(loggedIn.tracking.loginStatus).toBe('LOGGED_IN');
    expect(loggedIn.customer.firstname).toMatch(/^\p{Lu}/u);
    expect(loggedIn.customer.lastname).toMatch(/^\p{Lu}/u);
    expect(typeof loggedIn.customer.loyaltyBeans).toBe('number');
    expect(loggedIn.statuses).toEqual({ isCommunityMember: site === 'DE', isCardMember: true });
  });

  it('suggests search terms and products in the site language, case-insensitively', async () => {
    const client = sessionClient(server);
    const query = encodeURIComponent(COFFEE[site].toUpperCase());
    const result = await client.json<{
      searchTerms: { searchterm: string }[];
      products: {
        id: string;
        title: string;
        imageProductThumb: string;
        productViewUrl: string;
        webshopProductDimensionKey: string | null;
      }[];
    }>(
      `/service/searchfrontend/api/suggestions?q=${query}&site=${site}&maxSearchTerms=10&maxProducts=5`,
    );
    expect(result.searchTerms.length).toBeGreaterThan(0);
    expect(result.searchTerms.length).toBeLessThanOrEqual(10);
    expect(result.searchTerms[0]?.searchterm).toBe(COFFEE[site]);
    expect(result.products).toHaveLength(5);
    for (const product of result.products) {
      expect(product.imageProductThumb).toMatch(/^\/demo-assets\/products\/\d+\.svg\?/);
      expect(product.productViewUrl).toMatch(/^\/p\/[a-z0-9-]+-\d+$/);
      expect(
        product.webshopProductDimensionKey === null ||
          /^\d+$/.test(product.webshopProductDimensionKey),
      ).toBe(true);
    }
  });

  it('answers the theme world sections with translations', async () => {
    const client = sessionClient(server);
    const navigation = await client.json<
      Record<string, { headline: string; themeworlds: Record<string, unknown>[] }> & {
        translations: Record<string, string>;
      }
    >('/service/themeworld-frontend/api/themeworlds/navigation', { cookies: { site } });
    for (const key of ['scout', 'new', 'more', 'lastChance']) {
      const section = navigation[key];
      expect(section?.headline).toBeTruthy();
      expect(section?.themeworlds.length).toBeGreaterThan(0);
      for (const world of section?.themeworlds ?? []) {
        expect(Object.keys(world).sort()).toEqual(
          [
            'availability',
            'badges',
            'card',
            'endDate',
            'endDateText',
            'imgUrl',
            'onlyXDaysLeftText',
            'title',
            'url',
          ].sort(),
        );
      }
    }
    expect(
      navigation.lastChance?.themeworlds.every(
        (world) => typeof world['onlyXDaysLeftText'] === 'string',
      ),
    ).toBe(true);
    expect(Object.keys(navigation.translations).length).toBeGreaterThan(3);
  });

  it.each(['~header_top', '~top_banner', '~category_banner', '~phase_integration'])(
    'answers promotion %s with a type and a contentJSON string',
    async (promotionId) => {
      const client = sessionClient(server);
      const promotion = await client.json<{ type: string; contentJSON: string }>(
        `/service/promotion/api/promotion/${encodeURIComponent(promotionId)}`,
        { headers: { 'X-Site': site } },
      );
      expect([
        'ApiHeaderBenefitsPromotion',
        'ApiTopBannerPromotion',
        'ApiCategory',
        'ApiPiPromotion',
      ]).toContain(promotion.type);
      const content = JSON.parse(promotion.contentJSON) as Record<string, unknown>;
      expect(content['headline']).toBeTruthy();
    },
  );

  it('answers SHOP_FOOTER as the scenario says: the CMS content, nothing, an override, hostile, malformed, failing', async () => {
    const client = sessionClient(server);
    const shopFooter = () =>
      client.fetch('/service/promotion/api/promotion/SHOP_FOOTER', { headers: { site } });
    const hasCmsContent = ['DE', 'AT', 'CH', 'CH_FR', 'CZ'].includes(site);
    // by default the content service has footer content for five sites, none for the others
    const cms = await shopFooter();
    expect(cms.status).toBe(hasCmsContent ? 200 : 404);
    if (hasCmsContent) {
      const { contentJSON } = (await cms.json()) as { contentJSON: string };
      expect(
        (JSON.parse(contentJSON) as { legalLinks: unknown[] }).legalLinks.length,
      ).toBeGreaterThan(2);
    }

    await client.scenario({ shopFooter: 'none' });
    expect((await shopFooter()).status).toBe(404);

    await client.scenario({ shopFooter: 'override' });
    const response = await shopFooter();
    expect(response.status).toBe(200);
    const { type, contentJSON } = (await response.json()) as { type: string; contentJSON: string };
    expect(type).toBe('ApiShopFooter');
    const footer = JSON.parse(contentJSON) as {
      headline: string;
      teaser?: { groups: unknown[] };
      salesTax?: unknown;
    };
    expect(footer.headline).toMatch(/:/);
    if (hasCmsContent) {
      expect(footer.teaser?.groups).toHaveLength(8);
      expect(footer.salesTax !== undefined).toBe(site === 'CZ');
    } else {
      expect(Object.keys(footer)).toEqual(['headline']);
    }

    await client.scenario({ shopFooter: 'hostile' });
    const hostile = (await (await shopFooter()).json()) as { contentJSON: string };
    expect(hostile.contentJSON).toContain('javascript:');

    await client.scenario({ shopFooter: 'malformed' });
    const malformed = (await (await shopFooter()).json()) as { contentJSON: string };
    expect(() => JSON.parse(malformed.contentJSON)).toThrow();

    await client.scenario({ shopFooter: 'failing' });
    expect((await shopFooter()).status).toBe(500);
  });

  it('answers the full cart with every item kind in the site currency', async () => {
    const client = sessionClient(server);
    await client.scenario({ cartPreset: 'full' });
    const cart = await client.json<
      Record<string, unknown> & { articles: { price: { calculatedPrice: number } }[] }
    >(`/service/cart/api/cart?site=${site}`);
    for (const key of [
      'articles',
      'freeArticles',
      'giftCards',
      'partnerProducts',
      'subscriptions',
      'giftCardRedemptions',
      'redeemedWsacs',
    ]) {
      expect((cart[key] as unknown[]).length, key).toBeGreaterThan(0);
    }
    expect(cart['loyaltyBeanData']).toMatchObject({ redeemedAmount: 500 });
    // amounts in minor units; CZK and HUF prices are whole units
    const amounts = cart.articles.map((article) => article.price.calculatedPrice);
    expect(amounts.every(Number.isSafeInteger)).toBe(true);
    if (site === 'CZ' || site === 'HU')
      expect(amounts.every((amount) => amount % 100 === 0)).toBe(true);
    expect(cart['currency']).toBe(
      {
        DE: 'EUR',
        AT: 'EUR',
        SK: 'EUR',
        CH: 'CHF',
        CH_FR: 'CHF',
        PL: 'PLN',
        CZ: 'CZK',
        HU: 'HUF',
        TR: 'TRY',
      }[site],
    );
  });
});

describe('suggestions', () => {
  it('respects maxSearchTerms and maxProducts', async () => {
    const client = sessionClient(server);
    const result = await client.json<{ searchTerms: unknown[]; products: unknown[] }>(
      '/service/searchfrontend/api/suggestions?q=ka&site=DE&maxSearchTerms=2&maxProducts=1',
    );
    expect(result.searchTerms).toHaveLength(2);
    expect(result.products).toHaveLength(1);
  });

  it('matches inside words and ignores accents', async () => {
    const client = sessionClient(server);
    const result = await client.json<{ searchTerms: { searchterm: string }[] }>(
      '/service/searchfrontend/api/suggestions?q=mühle&site=DE',
    );
    expect(result.searchTerms.map((term) => term.searchterm)).toContain('kaffeemühle');
    const czech = await client.json<{ searchTerms: { searchterm: string }[] }>(
      '/service/searchfrontend/api/suggestions?q=kava&site=CZ',
    );
    expect(czech.searchTerms[0]?.searchterm).toBe('káva');
  });

  it('keeps titles with markup characters as plain data', async () => {
    const client = sessionClient(server);
    const towels = await client.json<{ products: { title: string }[] }>(
      '/service/searchfrontend/api/suggestions?q=geschirrt&site=DE',
    );
    expect(towels.products[0]?.title).toBe('Geschirrtücher <b>Bio</b>, 3er-Set');
    const cup = await client.json<{ products: { title: string }[] }>(
      '/service/searchfrontend/api/suggestions?q=guten%20morgen&site=DE',
    );
    expect(cup.products[0]?.title).toBe('Tasse "Guten Morgen" & Untertasse');
  });

  it('answers an empty query with empty lists and a bad count with 400', async () => {
    const client = sessionClient(server);
    expect(await client.json('/service/searchfrontend/api/suggestions?q=')).toEqual({
      searchTerms: [],
      products: [],
    });
    const response = await client.fetch(
      '/service/searchfrontend/api/suggestions?q=ka&maxProducts=many',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'INVALID_PARAMETER', parameter: 'maxProducts' });
  });

  it('answers the cache key', async () => {
    const client = sessionClient(server);
    const body = await client.json<{ cacheKey: string }>('/service/searchfrontend/api/cachekey');
    expect(body.cacheKey).toMatch(/^suggest-/);
  });
});

describe('promotions', () => {
  it('selects the candidate by tags and answers 404 when none fits', async () => {
    const client = sessionClient(server);
    const coffee = await client.json<{ contentJSON: string }>(
      '/service/promotion/api/promotion/~top_banner?anyOfTags=coffee',
    );
    expect(JSON.parse(coffee.contentJSON)).toMatchObject({ voucherOrButton: 'BUTTON' });
    const sale = await client.json<{ contentJSON: string }>(
      '/service/promotion/api/promotion/~top_banner',
    );
    expect(JSON.parse(sale.contentJSON)).toMatchObject({
      voucherOrButton: 'VOUCHER',
      voucherCode: { code: 'HERBST15' },
    });
    const home = await client.json<{ contentJSON: string }>(
      '/service/promotion/api/promotion/~category_banner?allOfTags=kitchen&noneOfTags=coffee',
    );
    expect(JSON.parse(home.contentJSON)).toMatchObject({ linkURL: '/c/home' });
    const none = await client.fetch(
      '/service/promotion/api/promotion/~top_banner?allOfTags=sale,coffee',
    );
    expect(none.status).toBe(404);
    const unknown = await client.fetch('/service/promotion/api/promotion/~no_such_promotion');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: 'PROMOTION_NOT_FOUND',
      promotionId: '~no_such_promotion',
    });
  });

  it('quotes the free-shipping thresholds of each site in the benefits strip', async () => {
    const client = sessionClient(server);
    const text = async (site: Site) => {
      const promotion = await client.json<{ contentJSON: string }>(
        `/service/promotion/api/promotion/~header_top?site=${site}`,
      );
      return (JSON.parse(promotion.contentJSON) as { links: { text: string }[] }).links[0]?.text;
    };
    expect(await text('DE')).toBe('Versandkostenfrei ab 20 € bei Kaffee');
    expect(await text('CH')).toBe('Versandkostenfrei ab CHF 30 bei Kaffee');
    expect(await text('TR')).toBe('Kahvede 175 TL üzeri ücretsiz kargo');
    expect(await text('PL')).toBe('Darmowa dostawa od 100 zł');
  });
});
