import { html } from 'lit-html';
import { screen } from 'shadow-dom-testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanStores } from 'nanostores';
import '../../elements/shop-minicart';
import { mount, rendered, unmountAll, waitFor } from '../../test/helpers/dom';
import { closeFlyout } from '../../stores/flyout/index';
import { $cart, getCartState, resetCart } from '../../stores/cart/index';
import { SITE_KEYS, type Site } from '../core/sites';
import { stubCartService, type FakeCartService } from '../../test/helpers/cart-service';
import { CENTS_FIXTURE, centsFixtureWith, siteMoney } from '../../test/helpers/money';

const NBSP = '\u00a0';

type MiniCartElement = HTMLElement & { modify(request: unknown): Promise<string> };

function element(): MiniCartElement {
  const found = document.querySelector('shop-minicart');
  if (!found) throw new Error('no <shop-minicart> mounted');
  return found;
}

async function show(site: Site, attributes = ''): Promise<ShadowRoot> {
  const container = mount(html``);
  container.innerHTML = `<shop-minicart site="${site}" ${attributes}></shop-minicart>`;
  return rendered(element());
}

async function open(site: Site, attributes = ''): Promise<ShadowRoot> {
  const root = await show(site, attributes);
  const toggle = await waitFor(() => root.querySelector<HTMLButtonElement>('[part~="toggle"]'));
  toggle.click();
  await waitFor(() => root.querySelector('[part~="flyout"]:not([hidden])'));
  return root;
}

async function openFull(site: Site): Promise<ShadowRoot> {
  const root = await open(site);
  await waitFor(() => root.querySelector('[part~="summary"]'));
  return root;
}

function texts(root: ParentNode, selector: string): string[] {
  return [...root.querySelectorAll(selector)].map((node) => node.textContent ?? '');
}

function tile(root: ShadowRoot, title: string): HTMLElement {
  const found = [...root.querySelectorAll<HTMLElement>('[part~="tile"]')].find((node) =>
    node.querySelector('.minicart__title')?.textContent?.includes(title),
  );
  if (!found)
    throw new Error(`no tile "${title}" in ${texts(root, '.minicart__title').join(' | ')}`);
  return found;
}

function rows(root: ShadowRoot): string[][] {
  return [...root.querySelectorAll('.minicart__row')].map((row) => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
  ]);
}

let service: FakeCartService;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  window.dataLayer = [];
});

afterEach(() => {
  unmountAll();
  closeFlyout();
  resetCart();
  // the store would end its lifecycle 1 s after the last element left: end it now, so the next
  // test mounts it afresh (listeners, first load) without waiting
  cleanStores($cart);
});

describe('icon and badge', () => {
  it('shows the count in the badge and names the icon link to the cart page with it', async () => {
    service = stubCartService('full');
    await show('DE');
    const link = await screen.findByShadowRole('link', { name: 'Warenkorb, 16 Artikel' });
    expect(link.getAttribute('href')).toBe('/cart?step=shopping_cart');
    expect(link.querySelector('[part~="badge"]')?.textContent).toBe('16');
    expect(service.requests[0]?.url).toBe('http://localhost:3000/service/cart/api/cart');
  });

  it('hides the badge at zero items', async () => {
    stubCartService('empty');
    const root = await show('AT');
    await waitFor(() => getCartState('AT').cart);
    await screen.findByShadowRole('link', { name: 'Warenkorb' });
    expect(root.querySelector('[part~="badge"]')).toBeNull();
  });

  it('caps the badge text above 99 and keeps the real count in the name', async () => {
    stubCartService('big');
    const root = await show('PL');
    await screen.findByShadowRole('link', { name: 'Koszyk, liczba produktów: 104' });
    expect(root.querySelector('[part~="badge"]')?.textContent).toBe('+99');
  });

  it.each([
    [-5, null],
    [1e15, '+99'],
  ])('survives a count of %s', async (count, badge) => {
    service = stubCartService('full');
    service.transform = (cart) => ({ ...cart, numberOfArticles: count });
    const root = await show('DE');
    await waitFor(() => getCartState('DE').cart);
    await waitFor(() => (root.querySelector('[part~="badge"]')?.textContent ?? null) === badge);
  });
});

describe('views', () => {
  it('shows a spinner while the cart loads', async () => {
    service = stubCartService('full');
    service.next.push({ kind: 'hang' });
    await open('DE');
    await screen.findByShadowText('Wird geladen …');
  });

  it('shows the empty view with a way back to the home page', async () => {
    stubCartService('empty');
    const root = await open('CH_FR');
    await screen.findByShadowText('Votre panier est vide');
    const back = await screen.findByShadowRole('link', { name: 'Continuer vos achats' });
    expect(back.getAttribute('href')).toBe('/');
    expect(root.querySelector('[part~="exits"]')).toBeNull();
  });

  it('lists every item kind with quantity x title, dimensions and prices', async () => {
    stubCartService('full');
    const root = await openFull('DE');
    expect(root.querySelectorAll('[part~="tile"]')).toHaveLength(13);
    expect(texts(root, '.minicart__title')).toEqual([
      '2 x Caffè Crema Mild, 1 kg ganze Bohnen',
      '1 x Damen-Steppjacke mit Kapuze',
      '1 x Kaffeebecher-Set, 4-tlg., Steinzeug',
      '2 x Frottier-Handtücher, 2er-Pack',
      '1 x Kaffeevollautomat mit Milchsystem',
      '1 x Tasse "Guten Morgen" & Untertasse',
      '3 x Kaffeekapseln Lungo Classico, 30 Stück',
      '1 x Espressotassen, 2er-Set',
      '1 x Geschenkkarte',
      '1 x Kaffee-Abo Caffè Crema Mild',
      '1 x Geschenk-Abo (Anzahl der Lieferungen: 6)',
      '1 x Vollautomat-Abo mit Barista Caffè Crema',
      '1 x Mobilfunk-Tarif Smart M, 10 GB',
    ]);
    const jacket = tile(root, 'Steppjacke');
    expect(texts(jacket, '.minicart__dimension')).toEqual(['Größe38', 'FarbeMarine']);
    expect(jacket.querySelector<HTMLElement>('.minicart__swatch')?.style.backgroundColor).not.toBe(
      '',
    );
    expect(jacket.querySelector('.minicart__price-old')?.textContent).toBe(
      'Bisheriger Preis 79,99',
    );
    expect(jacket.querySelector('.minicart__price-current')?.textContent).toBe('59,99');
    expect(
      tile(root, 'Kaffeebecher-Set').querySelector('img.minicart__swatch')?.getAttribute('src'),
    ).toBe('/demo-assets/swatches/stripes.svg');
    expect(
      tile(root, 'Espressotassen').querySelector('.minicart__price-current')?.textContent,
    ).toBe('Gratis');
    expect(
      tile(root, 'Caffè Crema Mild, 1 kg')
        .querySelector('.minicart__title a')
        ?.getAttribute('href'),
    ).toMatch(/^\/p\//);
  });

  it('shows subscriptions with gift title, interval, price per delivery and their articles', async () => {
    stubCartService('full');
    const root = await openFull('DE');
    const gift = tile(root, 'Geschenk-Abo');
    expect(gift.querySelector('.minicart__subtitle')?.textContent).toBe(
      'Geschenk-Abo Espresso Intenso',
    );
    expect(texts(gift, '.minicart__meta')).toEqual([
      'Lieferintervall: 1 Monat',
      `Preis pro Lieferung: 14,39`,
    ]);
    const coffee = tile(root, 'Kaffee-Abo Caffè Crema Mild');
    expect(texts(coffee, '.minicart__sub-label')).toEqual([
      'Regelmäßige Lieferung',
      'Einmalige Lieferung',
    ]);
    expect(texts(coffee, '.minicart__sub-rebate')).toEqual(['10 % Abo-Rabatt', '100 % Abo-Rabatt']);
    expect(texts(coffee, '.minicart__meta')[0]).toBe('Lieferintervall: 4 Wochen');
  });

  it('links a partner product to its form', async () => {
    stubCartService('full');
    const root = await openFull('CZ');
    const partner = [...root.querySelectorAll('[data-kind="partnerProducts"]')][0]!;
    expect(partner.querySelector('.minicart__form-link')?.getAttribute('href')).toBe(
      '/service/partner/forms/mobile?partnerProductId=PP-MOBILE-SMART-M&site=CZ',
    );
  });

  it('shows the 30-day best price on every article on PL, with its tooltip', async () => {
    stubCartService('unavailable');
    const root = await openFull('PL');
    const best = texts(root, '.minicart__price-best');
    expect(best.length).toBe(root.querySelectorAll('[data-kind="articles"]').length);
    expect(best[0]).toMatch(/^Najniższa cena z ostatnich 30 dni: [\d,\u00a0]+\u00a0zł/);
    const toggle = await screen.findAllByShadowRole('button', {
      name: 'Co oznacza najniższa cena z ostatnich 30 dni?',
    });
    expect(toggle[0]?.getAttribute('aria-expanded')).toBe('false');
    toggle[0]!.click();
    await waitFor(() => toggle[0]?.getAttribute('aria-expanded') === 'true');
  });

  it('hides the best price tooltip on de-AT', async () => {
    stubCartService('full');
    const root = await openFull('AT');
    expect(root.querySelectorAll('.minicart__price-best').length).toBeGreaterThan(0);
    expect(root.querySelector('.minicart__info-toggle')).toBeNull();
  });

  it('marks NOT_AVAILABLE with an error footnote and SHORTAGE with an info footnote', async () => {
    stubCartService('unavailable');
    const root = await openFull('DE');
    expect(
      [...root.querySelectorAll('.minicart__footnote')].map((node) => [
        node.getAttribute('data-state'),
        node.textContent,
      ]),
    ).toEqual([
      ['error', 'Dieser Artikel ist in der gewünschten Menge nicht mehr verfügbar.'],
      ['info', 'Nur noch wenige verfügbar'],
    ]);
  });
});

describe('summary', () => {
  it('reads the price summary on DE: beans, coupon, remaining rebates, gift card, free shipping, total with VAT', async () => {
    stubCartService('full');
    const root = await openFull('DE');
    expect(rows(root)).toEqual([
      ['Eingelöste Treuebohnen (500)', '-5,00'],
      ['Gutschein NL10-7KQ4P2', '-53,64'],
      ['Weitere Rabatte', '-3,00'],
      ['Geschenkkarte 6036 **** **** 4821', '-25,00'],
      ['Versandkosten', 'Versandkostenfrei'],
      ['Gesamtsumme', '665,00inkl. MwSt.'],
    ]);
    expect(root.querySelector('.minicart__free-shipping')).not.toBeNull();
  });

  it('collapses the rows behind the total, and the price details disclosure shows them', async () => {
    stubCartService('full');
    const root = await openFull('DE');
    const details = await screen.findByShadowRole('button', { name: 'Preisdetails' });
    const rowList = root.getElementById(details.getAttribute('aria-controls') ?? '')!;
    expect(details.getAttribute('aria-expanded')).toBe('false');
    expect(rowList.hidden).toBe(true);
    expect(rowList.querySelectorAll('.minicart__row')).toHaveLength(5);
    // the total and its VAT hint stay in view
    expect(root.querySelector('.minicart__total')?.closest('[hidden]')).toBeNull();
    details.click();
    await waitFor(() => details.getAttribute('aria-expanded') === 'true');
    expect(rowList.hidden).toBe(false);
    details.click();
    await waitFor(() => rowList.hidden);
  });

  it('offers no price details where there is no total or no row', async () => {
    service = stubCartService('full');
    service.transform = (cart) => ({ ...cart, totalSum: null, priceSummary: null });
    const root = await openFull('PL');
    expect(root.querySelector('.minicart__rows')?.hasAttribute('hidden')).toBe(false);
    expect(root.querySelector('.minicart__summary-toggle')).toBeNull();
  });

  it('reads the flat fields on PL: no remaining rebates, shipping and cash-on-delivery fee', async () => {
    stubCartService('full');
    const root = await openFull('PL');
    const labels = rows(root).map(([label]) => label);
    expect(labels).toEqual([
      'Wykorzystane ziarna lojalnościowe (500)',
      'Kupon NL10-7KQ4P2',
      'Karta podarunkowa 6036 **** **** 4821',
      'Koszty dostawy',
      'Opłata za pobranie',
      'Suma',
    ]);
    expect(rows(root).at(-1)?.[1]).toMatch(
      new RegExp(`^[\\d${NBSP}]+,\\d\\d${NBSP}złzawiera VAT$`),
    );
  });

  it('shows the shipping cost as an amount when above 0', async () => {
    stubCartService('unavailable');
    const root = await openFull('CH');
    expect(rows(root).find(([label]) => label === 'Versandkosten')?.[1]).toBe(`CHF${NBSP}7.90`);
  });
});

describe('money', () => {
  const NEW_SUMMARY_SITES = new Set<Site>(['DE', 'AT', 'CH', 'CH_FR']);

  it.each(SITE_KEYS)(
    'shows every amount of a cents answer on %s as the site prints it',
    async (site) => {
      service = stubCartService('full');
      service.transform = () => structuredClone(CENTS_FIXTURE);
      const root = await openFull(site);
      const money = (minorUnits: number): string => siteMoney(minorUnits, site);
      const [jacket, giftCard, partner, subscription] = [
        '[data-kind="articles"]',
        '[data-kind="giftCards"]',
        '[data-kind="partnerProducts"]',
        '[data-kind="subscriptions"]',
      ].map((selector) => root.querySelector(selector)!);
      expect(jacket!.querySelector('.minicart__price-current')?.textContent).toBe(money(1234550));
      expect(
        jacket!.querySelector('.minicart__price-old')?.textContent?.endsWith(money(1500049)),
      ).toBe(true);
      expect(jacket!.querySelector('.minicart__price-best')?.textContent).toContain(money(1199951));
      expect(giftCard!.querySelector('.minicart__price-current')?.textContent).toBe(money(1000000));
      expect(partner!.querySelector('.minicart__price-current')?.textContent).toBe(money(3999));
      expect(subscription!.querySelector('.minicart__sub-price')?.textContent).toBe(money(2698));
      expect(texts(subscription!, '.minicart__meta').at(-1)).toContain(money(2698));
      const amounts = rows(root).map(([, amount]) => amount);
      const total = amounts.pop();
      expect(amounts).toEqual(
        (NEW_SUMMARY_SITES.has(site)
          ? [-500, -123456, -1501, -2500, 595, 250]
          : [-500, -123456, -2500, 595, 250]
        ).map(money),
      );
      expect(total?.startsWith(money(2191247))).toBe(true);
    },
  );

  it.each([
    ['DE', ',50', '12.345,50'],
    ['AT', ',50', '€\u00a012.345,50'],
    ['CZ', undefined, '12\u00a0346\u00a0Kč'],
  ] as const)(
    'sets the decimals of an item price apart on %s (spec header §3 price parts)',
    async (site, decimal, price) => {
      service = stubCartService('full');
      service.transform = () => structuredClone(CENTS_FIXTURE);
      const root = await openFull(site);
      const current = root.querySelector('[data-kind="articles"] .minicart__price-current')!;
      expect(current.textContent).toBe(price);
      expect(current.querySelector('.minicart__price-decimal')?.textContent).toBe(decimal);
    },
  );

  it('leaves out a malformed price and says so in the log, showing the rest', async () => {
    service = stubCartService('full');
    service.transform = () =>
      centsFixtureWith(59.99, [
        ['articles', 0, 'price', 'calculatedPrice'],
        ['articles', 0, 'price', 'calculatedOriginalPrice'],
      ]);
    const root = await openFull('DE');
    const jacket = root.querySelector('[data-kind="articles"]')!;
    expect(jacket.querySelector('.minicart__price-current')).toBeNull();
    expect(jacket.querySelector('.minicart__price-old')).toBeNull();
    expect(jacket.querySelector('.minicart__price-best')?.textContent).toContain('11.999,51');
    expect(rows(root).at(-1)?.[1]).toMatch(/^21\.912,47/);
    expect(vi.mocked(console.error)).toHaveBeenCalledWith(
      '[shop-elements]',
      'Malformed amounts in the cart answer were left out',
      expect.objectContaining({ count: 2 }),
    );
  });

  it.each([
    ['text', '21912.47'],
    ['a negative amount', -2191247],
  ])('shows no total for %s', async (_name, total) => {
    service = stubCartService('full');
    service.transform = () =>
      centsFixtureWith(total, [['totalSum'], ['priceSummary', 'cartFinalSum']]);
    const root = await openFull('PL');
    expect(root.querySelector('.minicart__total')).toBeNull();
    expect(root.querySelector('[data-kind="articles"] .minicart__price-current')?.textContent).toBe(
      `12${NBSP}345,50${NBSP}zł`,
    );
  });
});

describe('exit buttons', () => {
  it('go to the cart and to the checkout frontend when the cart holds subscriptions, tracked', async () => {
    stubCartService('full');
    await openFull('DE');
    const cart = await screen.findByShadowRole('link', { name: 'Zum Warenkorb' });
    const checkout = await screen.findByShadowRole('link', { name: 'Zur Kasse' });
    expect(cart.getAttribute('href')).toBe('/cart?step=shopping_cart');
    expect(checkout.getAttribute('href')).toBe('/service/checkoutfrontend/checkout');
    checkout.addEventListener('click', (event) => event.preventDefault());
    checkout.click();
    expect(window.dataLayer).toContainEqual({
      event: 'button_click',
      click_target: 'checkout',
      click_origin: 'minicart',
    });
  });

  it('go to /checkout without subscriptions', async () => {
    service = stubCartService('full');
    service.transform = (cart) => ({ ...cart, subscriptions: [] });
    await openFull('TR');
    const checkout = await screen.findByShadowRole('link', { name: 'Kasaya git' });
    expect(checkout.getAttribute('href')).toBe('/checkout');
  });

  it.each(['unavailable', 'defective'] as const)(
    'disable checkout for a %s cart and say why',
    async (preset) => {
      stubCartService(preset);
      await openFull('DE');
      const checkout = await screen.findByShadowRole('link', { name: 'Zur Kasse' });
      expect(checkout.getAttribute('aria-disabled')).toBe('true');
      expect(checkout.hasAttribute('href')).toBe(false);
      const hint = (checkout.getRootNode() as ShadowRoot).getElementById(
        checkout.getAttribute('aria-describedby') ?? '',
      );
      expect(hint?.textContent).toBe(
        'Bitte entfernen Sie die nicht verfügbaren Artikel, um zur Kasse zu gehen.',
      );
    },
  );
});

describe('cart events for marketing (GA4, README "Tracking")', () => {
  type EcommerceEvent = {
    event: string;
    ecommerce: { currency: string; value: number; items: { item_id: string }[] };
  };
  const ecommerceEvents = (name: string): EcommerceEvent[] =>
    (window.dataLayer as EcommerceEvent[]).filter((entry) => entry.event === name);

  it('sends view_cart with the items, the value and the currency each time the flyout opens', async () => {
    service = stubCartService('full');
    service.transform = () => structuredClone(CENTS_FIXTURE);
    const root = await open('CZ');
    await waitFor(() => ecommerceEvents('view_cart').length === 1);
    expect(ecommerceEvents('view_cart')[0]?.ecommerce).toMatchObject({
      currency: 'CZK',
      value: 22412.47,
      items: [
        { item_id: '500501', price: 12345.5, quantity: 1 },
        { item_id: '900901' },
        { item_id: 'sub-1' },
        { item_id: 'PP-WARRANTY-3Y' },
      ],
    });
    // the cart reloading while the flyout is open is no new view
    window.dispatchEvent(new Event('cart-update'));
    await waitFor(() => service.requests.length >= 2);
    closeFlyout();
    await waitFor(() => root.querySelector('[part~="flyout"]:not([hidden])') === null);
    expect(ecommerceEvents('view_cart')).toHaveLength(1);
    root.querySelector<HTMLButtonElement>('[part~="toggle"]')!.click();
    await waitFor(() => ecommerceEvents('view_cart').length === 2);
  });

  it('sends no view_cart when the cart cannot be read', async () => {
    service = stubCartService('full');
    const failed = { kind: 'status', status: 500, body: { error: 'UNKNOWN' } } as const;
    service.next.push(failed, failed);
    await open('DE');
    await screen.findByShadowText(/Inhalt Ihres Warenkorbs/);
    expect(window.dataLayer).toContainEqual({ event: 'modal_open', modal_name: 'minicart' });
    expect(ecommerceEvents('view_cart')).toEqual([]);
  });

  it('sends begin_checkout once when the shopper follows the checkout link', async () => {
    service = stubCartService('full');
    service.transform = () => structuredClone(CENTS_FIXTURE);
    await openFull('HU');
    const checkout = await screen.findByShadowRole('link', { name: 'Tovább a pénztárhoz' });
    checkout.addEventListener('click', (event) => event.preventDefault());
    checkout.click();
    expect(ecommerceEvents('begin_checkout')).toEqual([
      {
        event: 'begin_checkout',
        ecommerce: expect.objectContaining({ currency: 'HUF', value: 22412.47 }),
      },
    ]);
  });

  it('sends no begin_checkout from a disabled checkout', async () => {
    stubCartService('defective');
    await openFull('DE');
    const checkout = await screen.findByShadowRole('link', { name: 'Zur Kasse' });
    checkout.click();
    expect(ecommerceEvents('begin_checkout')).toEqual([]);
  });
});

describe('errors and defective items', () => {
  it('shows the read error banner when the cart cannot be loaded', async () => {
    service = stubCartService('full');
    service.next.push(
      { kind: 'status', status: 500, body: { error: 'CARTSTORAGE_UNAVAILABLE' } },
      { kind: 'networkError' },
    );
    await open('HU');
    await screen.findByShadowText(/Műszaki okok miatt a kosár tartalma/);
  });

  it('shows the defective banner, the tile texts, and no delete for a defective item without tcm', async () => {
    stubCartService('defective');
    const root = await openFull('DE');
    await screen.findByShadowText(
      'Es sind Fehler aufgetreten. Bitte beachten Sie die nachfolgenden Hinweise.',
    );
    const defective = [...root.querySelectorAll('[data-state="defective"]')];
    expect(
      defective.map((node) => node.querySelector(':scope > .minicart__footnote')?.textContent),
    ).toEqual([
      'Dieses Produkt ist zurzeit nicht verfügbar. Bitte versuchen Sie es später noch einmal oder entfernen Sie den Artikel, um mit Ihrem Einkauf fortzufahren.',
      'Dieses Produkt ist zurzeit nicht verfügbar. Bitte versuchen Sie es später noch einmal oder entfernen Sie den Artikel, um mit Ihrem Einkauf fortzufahren.',
      'Dieses Produkt ist zurzeit nicht verfügbar. Bitte versuchen Sie es später noch einmal oder entfernen Sie den Artikel, um mit Ihrem Einkauf fortzufahren.',
      'Das Produkt ist in dieser Form zurzeit nicht verfügbar.',
      'Dieser Artikel ist nicht mehr verfügbar.',
    ]);
    // the defective subscription also shows the "Defective subscription block" text
    const subscription = root.querySelector('[data-kind="defectiveSubscriptions"]')!;
    expect(texts(subscription, ':scope > .minicart__footnote')).toEqual([
      'Das Produkt ist in dieser Form zurzeit nicht verfügbar.',
      'Das Kaffee-Abo ist in dieser Kombination nicht verfügbar. Bitte ändern Sie Ihre Auswahl.',
    ]);
    const deleteButtons = defective.map(
      (node) => node.querySelector<HTMLButtonElement>('[part~="remove"]')?.disabled,
    );
    expect(deleteButtons).toEqual([false, true, false, false, false]);
    // its articles add nothing: the tile text already says it
    expect(texts(subscription, '.minicart__sub-articles .minicart__footnote')).toEqual([]);
  });

  it('marks an unavailable article of a subscription that is not defective', async () => {
    service = stubCartService('full');
    type Json = Record<string, unknown>;
    service.transform = (cart) => ({
      ...cart,
      subscriptions: (cart.subscriptions as Json[]).map((subscription, index) =>
        index === 0
          ? {
              ...subscription,
              recurringArticles: (subscription.recurringArticles as Json[]).map((article) => ({
                ...article,
                availability: 'SOLDOUT',
              })),
            }
          : subscription,
      ),
    });
    const root = await openFull('DE');
    const coffee = tile(root, 'Kaffee-Abo Caffè Crema Mild');
    expect(texts(coffee, '.minicart__sub-articles .minicart__footnote')).toEqual([
      'Das Produkt ist in dieser Form zurzeit nicht verfügbar.',
    ]);
  });

  it('shows a limit with its number after a refused change', async () => {
    service = stubCartService('full');
    const root = await openFull('SK');
    service.next.push({ kind: 'limit', code: 'CART_LIMIT' });
    await expect(
      element().modify({ setArticle: { productId: '100101', tcm: '100101001', quantity: 5 } }),
    ).rejects.toThrow();
    await waitFor(() => root.querySelector('[part~="errors"]')?.textContent?.includes('120'));
  });
});

describe('removing', () => {
  it('shows the removed item as deleted with undo and the time left, and announces it', async () => {
    stubCartService('full');
    const root = await openFull('DE');
    const remove = await screen.findByShadowRole('button', {
      name: 'Damen-Steppjacke mit Kapuze entfernen',
    });
    remove.click();
    const undo = await screen.findByShadowRole('button', {
      name: 'Entfernen von Damen-Steppjacke mit Kapuze rückgängig machen',
    });
    const deleted = root.querySelector('[data-state="deleted"]');
    expect(deleted?.textContent).toMatch(/Entfernt.*noch (10|9) s/);
    expect(deleted?.querySelector('.minicart__tile-body')?.hasAttribute('inert')).toBe(true);
    expect(root.querySelector('.minicart__announcer')?.textContent).toBe(
      'Damen-Steppjacke mit Kapuze wurde aus dem Warenkorb entfernt.',
    );
    await waitFor(() => root.activeElement === undo);
    undo.click();
    await screen.findByShadowRole('button', { name: 'Damen-Steppjacke mit Kapuze entfernen' });
    expect(root.querySelector('.minicart__announcer')?.textContent).toBe(
      'Damen-Steppjacke mit Kapuze ist wieder im Warenkorb.',
    );
  });

  it('does not ask to remove unavailable items when the last item was removed', async () => {
    service = stubCartService('full');
    type Json = Record<string, unknown>;
    // a cart holding only the jacket (empty lists and no jacket once it is removed)
    service.transform = (cart) => ({
      ...cart,
      articles: (cart.articles as Json[]).filter((article) =>
        String(article.title).includes('Steppjacke'),
      ),
      freeArticles: [],
      giftCards: [],
      subscriptions: [],
      partnerProducts: [],
    });
    const root = await openFull('DE');
    (
      await screen.findByShadowRole('button', { name: 'Damen-Steppjacke mit Kapuze entfernen' })
    ).click();
    await screen.findByShadowRole('button', {
      name: 'Entfernen von Damen-Steppjacke mit Kapuze rückgängig machen',
    });
    await waitFor(() => service.requests.some((request) => request.method === 'PUT'));
    const checkout = await screen.findByShadowRole('link', { name: 'Zur Kasse' });
    await waitFor(() => checkout.getAttribute('aria-disabled') === 'true');
    expect(checkout.hasAttribute('aria-describedby')).toBe(false);
    expect(root.querySelector('.minicart__hint')).toBeNull();
  });

  it('offers no undo for a subscription and lowers the badge by one', async () => {
    stubCartService('full');
    const root = await openFull('DE');
    (
      await screen.findByShadowRole('button', { name: 'Kaffee-Abo Caffè Crema Mild entfernen' })
    ).click();
    await waitFor(() => root.querySelector('[data-state="deleted"]'));
    expect(root.querySelector('[data-state="deleted"] button')).toBeNull();
    await screen.findByShadowRole('link', { name: 'Warenkorb, 15 Artikel' });
  });
});

describe('bad input', () => {
  it('renders HTML in titles as text', async () => {
    service = stubCartService('full');
    const payload = '<img src=x onerror="window.__pwned=1">Kaffee';
    service.transform = (cart) => ({
      ...cart,
      articles: (cart.articles as Record<string, unknown>[]).map((article) => ({
        ...article,
        title: payload,
      })),
    });
    const root = await openFull('DE');
    expect(texts(root, '.minicart__title')[0]).toBe(`2 x ${payload}`);
    expect(root.querySelector('.minicart__title img')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('survives unknown availability, dimension types and item kinds, missing prices and unsafe links', async () => {
    service = stubCartService('full');
    service.transform = (cart) => ({
      ...cart,
      bundles: [{ id: 'unknown kind' }],
      totalSum: null,
      priceSummary: null,
      articles: (cart.articles as Record<string, unknown>[]).map((article, index) => ({
        ...article,
        availability: index === 0 ? 'ON_BACKORDER' : article.availability,
        dimensions: [{ name: 'Muster', value: 'Karo', type: 'HOLOGRAM', colorCode: 'red;x' }],
        price: index === 0 ? null : { calculatedPrice: null },
        quantity: index === 0 ? -3 : 10 ** 20,
        productUrl: 'javascript:alert(1)',
      })),
    });
    const root = await openFull('DE');
    const first = root.querySelector('[data-kind="articles"]')!;
    expect(first.querySelector('.minicart__title')?.textContent).toBe(
      '0 x Caffè Crema Mild, 1 kg ganze Bohnen',
    );
    expect(first.querySelector('.minicart__title a')).toBeNull();
    expect(first.querySelector('.minicart__price')).toBeNull();
    expect(first.querySelector('.minicart__footnote')).toBeNull();
    expect(texts(root, '.minicart__dimension')[0]).toBe('MusterKaro');
    expect(root.querySelector('.minicart__total')).toBeNull();
  });

  it('leaves out an unsafe product link and image with one warning each and still shows the item', async () => {
    service = stubCartService('full');
    // addresses no other test uses: each is logged once per page load
    const [link, image] = ['javascript:alert("crema")', '//evil.example/crema.png'];
    service.transform = (cart) => ({
      ...cart,
      articles: (cart.articles as Record<string, unknown>[]).map((article, index) =>
        index === 0 ? { ...article, productUrl: link, imageUrl: image } : article,
      ),
    });
    const root = await openFull('DE');
    const item = tile(root, 'Caffè Crema Mild, 1 kg ganze Bohnen');
    expect(item.querySelector('.minicart__title a')).toBeNull();
    expect(item.querySelector('.minicart__image img')).toBeNull();
    // the other items keep theirs
    expect(root.querySelectorAll('.minicart__title a').length).toBeGreaterThan(0);

    const warnings = vi.mocked(console.warn).mock.calls;
    expect(warnings).toContainEqual([
      '[shop-elements]',
      'Left out an unsafe product link of a mini cart item',
      { url: link },
    ]);
    expect(warnings).toContainEqual([
      '[shop-elements]',
      'Left out an unsafe image of a mini cart item',
      { url: image },
    ]);
    // the tile renders again with every cart change: the log names each address once
    const before = warnings.length;
    await element().modify({ setGiftCard: { productId: '900901', tcm: '900901001', set: true } });
    await waitFor(() =>
      texts(root, '.minicart__title').some((title) => title.includes('Geschenkkarte')),
    );
    expect(
      warnings.slice(before).filter(([, message]) => String(message).includes('unsafe')),
    ).toEqual([]);
  });

  it('shows the read error for a cart of the wrong shape', async () => {
    service = stubCartService('full');
    // once on connect, once more when the flyout opens (a read error is tried again then)
    const malformed = { kind: 'status', status: 200, body: { articles: { length: 3 } } } as const;
    service.next.push(malformed, malformed);
    await open('TR');
    await screen.findByShadowText(/Teknik nedenlerden dolayı sepetinizin içeriği/);
  });
});

describe('switching off and the script API', () => {
  it.each(['page-type="basket"', 'useminicart="false"'])(
    'offers no flyout with %s',
    async (attributes) => {
      stubCartService('full');
      const root = await show('DE', attributes);
      await screen.findByShadowRole('link', { name: 'Warenkorb, 16 Artikel' });
      expect(root.querySelector('[part~="toggle"]')).toBeNull();
    },
  );

  it('modify() resolves to the added product’s name and updates the badge of every mini cart', async () => {
    stubCartService('empty');
    const container = mount(
      html`<shop-minicart site="DE"></shop-minicart><shop-minicart site="DE"></shop-minicart>`,
    );
    const [first, second] = [...container.querySelectorAll('shop-minicart')] as MiniCartElement[];
    await waitFor(() => getCartState('DE').cart);
    await expect(
      first!.modify({ setGiftCard: { productId: '900901', tcm: '900901001', set: true } }),
    ).resolves.toBe('Geschenkkarte');
    for (const host of [first!, second!]) {
      await waitFor(() => host.shadowRoot?.querySelector('[part~="badge"]')?.textContent === '1');
    }
    await expect(
      first!.modify({ setGiftCard: { productId: '900901', tcm: '900901001', set: true } }),
    ).resolves.toBe('');
  });

  it('modify() rejects with the message in the element’s language', async () => {
    service = stubCartService('full');
    await show('CH_FR');
    service.next.push({
      kind: 'status',
      status: 500,
      body: { cart: null, addedProduct: null, error: 'UNKNOWN', limit: null },
    });
    await expect(element().modify({ deleteSubscription: { subscriptionId: 'x' } })).rejects.toThrow(
      /Votre panier ne peut pas être modifié/,
    );
  });
});
