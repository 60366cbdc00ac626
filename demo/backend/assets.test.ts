// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS } from './catalogue';
import { SITES } from './sites';
import { sessionClient, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function svgOf(path: string): Promise<string> {
  const response = await fetch(`${server.origin}${path}`);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  return response.text();
}

describe('images', () => {
  it('draws every product on every site, with the name XML-escaped', async () => {
    for (const site of SITES) {
      for (const product of PRODUCTS) {
        const image = await svgOf(`/demo-assets/products/${product.id}.svg?site=${site}`);
        expect(image.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      }
    }
    const cup = await svgOf('/demo-assets/products/300302.svg?site=DE');
    expect(cup).toContain('<title>Tasse &quot;Guten Morgen&quot; &amp; Untertasse</title>');
    const towels = await svgOf('/demo-assets/products/300303.svg?site=DE');
    expect(towels).toContain('Geschirrtücher &lt;b&gt;Bio&lt;/b&gt;, 3er-Set');
    expect(towels).not.toContain('<b>');
  });

  it('colours an article image and draws a small thumbnail', async () => {
    const olive = await svgOf('/demo-assets/products/500501.svg?site=DE&tcm=500501004');
    expect(olive).toContain('#6B7045');
    const thumb = await svgOf('/demo-assets/products/500501.svg?site=DE&size=thumb');
    expect(thumb).toMatch(/width="120" height="120"/);
  });

  it('draws the newsletter images at 400x300 and 273x273', async () => {
    expect(await svgOf('/newsletter-frontend/images/desktop.svg')).toMatch(
      /width="400" height="300"/,
    );
    expect(await svgOf('/newsletter-frontend/images/tablet.svg')).toMatch(
      /width="273" height="273"/,
    );
  });

  it('draws footer logos, theme worlds, swatches and partner products', async () => {
    expect(await svgOf('/service/footer-images/logos/secure_shopping.svg')).toContain(
      'Secure shopping',
    );
    expect(await svgOf('/demo-assets/themeworlds/sleep-well.svg?site=PL')).toContain('Zdrowy sen');
    expect(await svgOf('/demo-assets/swatches/stripes.svg')).toContain('<rect');
    expect(await svgOf('/demo-assets/partner/PP-WARRANTY-3Y.svg?site=CH_FR')).toContain(
      'Extension de garantie',
    );
  });

  it('answers 404 for unknown images', async () => {
    for (const path of [
      '/demo-assets/products/999999.svg',
      '/newsletter-frontend/images/mobile.svg',
      '/demo-assets/themeworlds/x.svg',
    ]) {
      expect((await fetch(`${server.origin}${path}`)).status, path).toBe(404);
    }
  });
});

describe('target pages', () => {
  it.each([
    '/cart?step=shopping_cart',
    '/checkout',
    '/service/checkoutfrontend/checkout',
    '/search?query=kaffee&site=DE',
    '/service/storefinder/search?searchTerm=Hamburg',
    '/account',
    '/orderhistory',
    '/watchlist',
    '/beanaccount',
    '/signin?loginRedirect=red',
    '/register',
    '/logout',
    '/privacy',
    '/contact',
    '/subscribenewsletter',
    '/p/caffe-crema-mild-1-kg-ganze-bohnen-100101?query=kaffee&dim1=100101001',
    '/c/coffee/whole-beans',
    '/themeworld/cosy-home',
    '/info/shipping',
    '/service/partner/forms/mobile?partnerProductId=PP-MOBILE-SMART-M&site=DE',
    '/vorteile?site=AT',
    '/torzsvasarloi-kartya?site=HU',
    '/community',
    '/mobilfunk/login',
    '/service-aide?site=CH_FR',
    '/yenilikler?site=TR',
    '/supermarkt-angebote',
  ])('serves %s as HTML with a link back to the demo', async (path) => {
    const response = await fetch(`${server.origin}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('<a href="/">');
    expect(page).toMatch(/<h1>[^<]+<\/h1>/);
  });

  it('escapes what was requested', async () => {
    const page = await (
      await fetch(
        `${server.origin}/search?query=${encodeURIComponent('<script>alert("x")</script>')}&site=DE`,
      )
    ).text();
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('shows the store finder results for the term, escaped, in the site language', async () => {
    const found = await (
      await fetch(`${server.origin}/service/storefinder/search?searchTerm=Krak%C3%B3w&site=PL`)
    ).text();
    expect(found).toContain('<h1>Wyszukiwarka sklepów: Kraków</h1>');
    expect(found).toContain('Station Road 12, Kraków');
    const hostile = await (
      await fetch(
        `${server.origin}/service/storefinder/search?searchTerm=${encodeURIComponent('<b>x</b>')}`,
      )
    ).text();
    expect(hostile).not.toContain('<b>x</b>');
    expect(hostile).toContain('&lt;b&gt;x&lt;/b&gt;');
    const empty = await (
      await fetch(`${server.origin}/service/storefinder/search?searchTerm=`)
    ).text();
    expect(empty).toContain('No search term');
  });

  it('titles the header content pages in the language of the site asking', async () => {
    const title = async (path: string) =>
      /<h1>([^<]+)<\/h1>/.exec(await (await fetch(`${server.origin}${path}`)).text())?.[1];
    expect(await title('/kundenkarte?site=DE')).toBe('Kundenkarte');
    expect(await title('/carte-client?site=CH_FR')).toBe('Carte client');
    expect(await title('/novinky?site=SK')).toBe('Novinky týždňa');
  });

  it('lists the session cart on the cart page and search hits on the search page', async () => {
    const client = sessionClient(server);
    await client.scenario({ cartPreset: 'unavailable' });
    const cart = await (await client.fetch('/cart?step=shopping_cart&site=CH_FR')).text();
    expect(cart).toContain('<h1>Panier</h1>');
    expect(cart).toContain('Planches à découper en bambou, lot de 3');
    const search = await (await client.fetch('/search?query=handt&site=DE')).text();
    expect(search).toContain('Frottier-Handtücher, 2er-Pack');
  });

  it('logs the session out on /logout and in again through the sign-in form', async () => {
    const client = sessionClient(server);
    await client.scenario({ loginStatus: 'LOGGED_IN' });
    await client.fetch('/logout');
    expect((await client.json<{ loginStatus: string }>('/json/psdata')).loginStatus).toBe(
      'LOGGED_OUT',
    );
    const signIn = await client.fetch('/signin?loginRedirect=/account', {
      method: 'POST',
      redirect: 'manual',
    });
    expect(signIn.status).toBe(303);
    expect(signIn.headers.get('location')).toBe('/account');
    expect((await client.json<{ loginStatus: string }>('/json/psdata')).loginStatus).toBe(
      'LOGGED_IN',
    );
    const unsafe = await client.fetch('/signin?loginRedirect=//evil.example', {
      method: 'POST',
      redirect: 'manual',
    });
    expect(unsafe.headers.get('location')).toBe('/');
  });

  it('answers 404 for unknown products, categories and theme worlds', async () => {
    for (const path of ['/p/unknown-999999', '/c/garden', '/themeworld/space-travel']) {
      expect((await fetch(`${server.origin}${path}`)).status, path).toBe(404);
    }
  });
});
