// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_PROMOTION_TYPES, type PromotionContent } from './promotions';
import { sessionClient, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const promotionPath = (promotionId: string, query = ''): string =>
  `/service/promotion/api/promotion/${encodeURIComponent(promotionId)}${query}`;

/** Every field the CMS may fill (spec header §3 "Promotion"). */
const CONTENT_FIELDS: readonly (keyof PromotionContent)[] = [
  'headline',
  'promotionLongText',
  'promotionShortText',
  'subline',
  'imageCutouts',
  'useDarkTheme',
  'backgroundColor',
  'promotionTextColor',
  'legalText',
  'legalTextHint',
  'voucherCode',
  'ctaButton',
  'voucherOrButton',
  'links',
  'link',
  'linkURL',
];

const HEADER_IDS = Object.keys(HEADER_PROMOTION_TYPES);

describe('the hostile promotions (promotions: hostile)', () => {
  it.each(HEADER_IDS)(
    'answers %s, with any tags, with a hostile content of its type',
    async (promotionId) => {
      const client = sessionClient(server);
      await client.scenario({ promotions: 'hostile' });
      for (const query of ['', '?anyOfTags=no-such-tag', '?allOfTags=a,b&noneOfTags=c']) {
        const response = await client.fetch(promotionPath(promotionId, query), {
          headers: { 'X-Site': 'TR' },
        });
        expect(response.status).toBe(200);
        const body = (await response.json()) as { type: string; contentJSON: string };
        expect(body.type).toBe(HEADER_PROMOTION_TYPES[promotionId]);
        const content = JSON.parse(body.contentJSON) as Record<string, unknown>;
        expect(Object.keys(content).sort()).toEqual([...CONTENT_FIELDS].sort());
      }
    },
  );

  it('puts markup and script addresses in every field, a 400-character word and invalid colours', async () => {
    const client = sessionClient(server);
    await client.scenario({ promotions: 'hostile' });
    const { contentJSON } = await client.json<{ contentJSON: string }>(
      promotionPath('~top_banner'),
    );
    const content = JSON.parse(contentJSON) as Record<string, unknown>;
    const text = (field: string) => JSON.stringify(content[field]);
    for (const field of [
      'headline',
      'promotionLongText',
      'promotionShortText',
      'legalText',
      'legalTextHint',
    ]) {
      expect(text(field), field).toMatch(/<img src=x onerror=|<script>/);
    }
    for (const field of ['subline', 'link', 'legalText', 'promotionLongText']) {
      expect(text(field), field).toContain('<a href=\\"javascript:');
    }
    for (const field of ['imageCutouts', 'ctaButton', 'links', 'linkURL']) {
      expect(text(field), field).toMatch(/script:|data:/i);
    }
    expect(text('voucherCode')).toContain('onerror=');
    expect(text('promotionLongText')).toContain('style=\\"position:fixed');
    expect(contentJSON).toMatch(/[A-Za-z]{400}/);
    expect(contentJSON).not.toMatch(/[A-Za-z]{401}/);
    expect(content['backgroundColor']).toBe('url(javascript:alert(1))');
    expect(content['promotionTextColor']).toBe('#fff;position:fixed');
    expect(content['useDarkTheme']).toBe('yes');
    // the legal text keeps a good link among the bad ones
    expect(content['legalText']).toContain('<a href="/info/conditions">');
  });

  it('leaves SHOP_FOOTER to its own switch', async () => {
    const client = sessionClient(server);
    await client.scenario({ promotions: 'hostile' });
    const footer = await client.json<{ contentJSON: string }>(promotionPath('SHOP_FOOTER'), {
      headers: { 'X-Site': 'DE' },
    });
    expect(footer.contentJSON).not.toContain('__pwned');
    expect((await client.fetch(promotionPath('~no_such_promotion'))).status).toBe(404);
  });
});

describe('the other promotion scenarios', () => {
  it('answers a contentJSON that is not JSON for every header id (promotions: malformed)', async () => {
    const client = sessionClient(server);
    await client.scenario({ promotions: 'malformed' });
    for (const promotionId of HEADER_IDS) {
      const body = await client.json<{ type: string; contentJSON: string }>(
        promotionPath(promotionId),
      );
      expect(body.type).toBe(HEADER_PROMOTION_TYPES[promotionId]);
      expect(() => JSON.parse(body.contentJSON) as unknown).toThrow(SyntaxError);
    }
  });

  it('answers 404 for every header id (promotions: none), and back with cms', async () => {
    const client = sessionClient(server);
    await client.scenario({ promotions: 'none' });
    for (const promotionId of HEADER_IDS) {
      expect((await client.fetch(promotionPath(promotionId))).status).toBe(404);
    }
    await client.scenario({ promotions: 'cms' });
    expect((await client.fetch(promotionPath('~header_top'))).status).toBe(200);
  });

  it('answers no top banner but the benefits strip and the rest (promotions: benefits)', async () => {
    const client = sessionClient(server);
    await client.scenario({ promotions: 'benefits' });
    expect((await client.fetch(promotionPath('~top_banner'))).status).toBe(404);
    for (const promotionId of HEADER_IDS.filter((id) => id !== '~top_banner')) {
      expect((await client.fetch(promotionPath(promotionId))).status, promotionId).toBe(200);
    }
  });

  it('answers 500 for every promotion while the promotion endpoint is failing', async () => {
    const client = sessionClient(server);
    await client.scenario({ promotions: 'hostile', failing: ['promotion'] });
    for (const promotionId of [...HEADER_IDS, 'SHOP_FOOTER']) {
      expect((await client.fetch(promotionPath(promotionId))).status).toBe(500);
    }
  });

  it('refuses an unknown promotions scenario', async () => {
    const client = sessionClient(server);
    const response = await client.scenario({ promotions: 'evil' });
    expect(response.status).toBe(400);
  });
});
