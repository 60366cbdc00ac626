/**
 * Small HTML pages standing in for the shop pages the elements link to (spec header §2 routes,
 * the header's country links, user menu and store finder, footer links, products, categories,
 * theme worlds), so clicks in the demo land somewhere real.
 * Each page says what was requested (HTML-escaped) and links back to the demo at '/'.
 * /logout and /signin also change the session's login status.
 */
import { renderCart } from './carts';
import {
  findPartnerProduct,
  findProduct,
  findVariant,
  productImageUrl,
  productTitle,
  unitPrice,
} from './catalogue';
import { CUSTOMERS } from './customer';
import { clearCookie, escapeHtml, html, redirect, safeDecode, setCookie, type Reply } from './http';
import { categoryNames } from './navigation';
import { getCart, LOGIN_COOKIE, type SessionState } from './session';
import { fill, formatMoney, l, pick, same, SITE_INFO, type Localized, type Site } from './sites';
import { searchProducts } from './suggestions';
import { themeWorldTitle } from './themeworlds';

export interface PageContext {
  method: string;
  url: URL;
  site: Site;
  session: SessionState;
  imageBase: string;
}

const TITLES = {
  cart: l('Warenkorb', 'Panier', 'Koszyk', 'Košík', 'Kosár', 'Košík', 'Sepet'),
  checkout: l('Kasse', 'Paiement', 'Kasa', 'Pokladna', 'Pénztár', 'Pokladňa', 'Ödeme'),
  subscriptionCheckout: l(
    'Kasse (Abo)',
    'Paiement (abonnement)',
    'Kasa (subskrypcja)',
    'Pokladna (předplatné)',
    'Pénztár (előfizetés)',
    'Pokladňa (predplatné)',
    'Ödeme (abonelik)',
  ),
  search: l(
    'Suchergebnisse',
    'Résultats de recherche',
    'Wyniki wyszukiwania',
    'Výsledky hledání',
    'Keresési találatok',
    'Výsledky vyhľadávania',
    'Arama sonuçları',
  ),
  storeFinder: l(
    'Filialfinder',
    'Trouver un magasin',
    'Wyszukiwarka sklepów',
    'Vyhledávání prodejen',
    'Üzletkereső',
    'Vyhľadávanie predajní',
    'Mağaza bulucu',
  ),
  account: l('Mein Konto', 'Mon compte', 'Moje konto', 'Můj účet', 'Fiókom', 'Môj účet', 'Hesabım'),
  orderHistory: l(
    'Bestellübersicht',
    'Mes commandes',
    'Moje zamówienia',
    'Přehled objednávek',
    'Rendeléseim',
    'Prehľad objednávok',
    'Siparişlerim',
  ),
  watchlist: l(
    'Merkzettel',
    'Liste de souhaits',
    'Lista życzeń',
    'Oblíbené',
    'Kívánságlista',
    'Obľúbené',
    'Favorilerim',
  ),
  beanAccount: l(
    'Bohnenkonto',
    'Compte grains',
    'Konto ziaren',
    'Účet zrnek',
    'Babszámla',
    'Účet zŕn',
    'Çekirdek hesabım',
  ),
  signIn: l(
    'Anmelden',
    'Se connecter',
    'Zaloguj się',
    'Přihlásit se',
    'Bejelentkezés',
    'Prihlásiť sa',
    'Giriş yap',
  ),
  signInAs: l(
    'Anmelden als {name}',
    'Se connecter en tant que {name}',
    'Zaloguj się jako {name}',
    'Přihlásit se jako {name}',
    'Bejelentkezés mint {name}',
    'Prihlásiť sa ako {name}',
    '{name} olarak giriş yap',
  ),
  register: l(
    'Registrieren',
    'Créer un compte',
    'Zarejestruj się',
    'Registrace',
    'Regisztráció',
    'Registrácia',
    'Üye ol',
  ),
  loggedOut: l(
    'Abgemeldet',
    'Déconnecté',
    'Wylogowano',
    'Odhlášeno',
    'Kijelentkezve',
    'Odhlásené',
    'Çıkış yapıldı',
  ),
  privacy: l(
    'Datenschutz',
    'Protection des données',
    'Ochrona danych',
    'Ochrana osobních údajů',
    'Adatvédelem',
    'Ochrana osobných údajov',
    'Gizlilik',
  ),
  contact: l('Kontakt', 'Contact', 'Kontakt', 'Kontakt', 'Kapcsolat', 'Kontakt', 'İletişim'),
  newsletter: l(
    'Newsletter',
    'Newsletter',
    'Newsletter',
    'Newsletter',
    'Hírlevél',
    'Newsletter',
    'Bülten',
  ),
  clickCollect: same('Click & Collect'),
  shopCard: l(
    'Kundenkarte',
    'Carte client',
    'Karta klienta',
    'Zákaznická karta',
    'Törzsvásárlói kártya',
    'Zákaznícka karta',
    'Müşteri kartı',
  ),
  emptyCart: l(
    'Ihr Warenkorb ist leer.',
    'Votre panier est vide.',
    'Twój koszyk jest pusty.',
    'Váš košík je prázdný.',
    'A kosara üres.',
    'Váš košík je prázdny.',
    'Sepetiniz boş.',
  ),
  total: l('Gesamtsumme', 'Total', 'Suma', 'Celkem', 'Végösszeg', 'Spolu', 'Toplam'),
  benefits: l(
    'Ihre Vorteile',
    'Vos avantages',
    'Korzyści dla klientów',
    'Vaše výhody',
    'Előnyei',
    'Vaše výhody',
    'Avantajlarınız',
  ),
  community: l(
    'Community',
    'Communauté',
    'Społeczność',
    'Komunita',
    'Közösség',
    'Komunita',
    'Topluluk',
  ),
  mobilePlan: l(
    'Mobilfunk-Login',
    'Espace client mobile',
    'Logowanie do usług komórkowych',
    'Přihlášení k mobilním službám',
    'Mobilszolgáltatás belépés',
    'Prihlásenie k mobilným službám',
    'Mobil hat girişi',
  ),
  help: l(
    'Service & Hilfe',
    'Service et aide',
    'Obsługa klienta i pomoc',
    'Zákaznický servis',
    'Ügyfélszolgálat',
    'Zákaznícky servis',
    'Hizmet ve yardım',
  ),
  newItems: l(
    'Neuheiten dieser Woche',
    'Nouveautés de la semaine',
    'Nowości tygodnia',
    'Novinky týdne',
    'A hét újdonságai',
    'Novinky týždňa',
    'Bu haftanın yenilikleri',
  ),
  supermarket: l(
    'Angebote im Supermarkt',
    'Offres au supermarché',
    'Oferty w supermarkecie',
    'Nabídky v supermarketu',
    'Szupermarket-ajánlatok',
    'Ponuky v supermarkete',
    'Süpermarket fırsatları',
  ),
  noResults: l(
    'Keine Treffer.',
    'Aucun résultat.',
    'Brak wyników.',
    'Žádné výsledky.',
    'Nincs találat.',
    'Žiadne výsledky.',
    'Sonuç bulunamadı.',
  ),
} satisfies Record<string, Localized>;

function layout(
  context: PageContext,
  title: string,
  body: string,
  headers?: Reply['headers'],
): Reply {
  const { url, site, method } = context;
  const parameters = [...url.searchParams.entries()];
  const parameterRows = parameters
    .map(
      ([name, value]) =>
        `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return html(
    200,
    `<!doctype html>
<html lang="${SITE_INFO[site].locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:Helvetica,Arial,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#222}table{border-collapse:collapse}th,td{text-align:left;padding:.25rem .75rem;border-bottom:1px solid #ddd}img{max-width:12rem}.note{color:#666;font-size:.9rem}</style></head>
<body>
<p><a href="/">&larr; Back to the demo</a></p>
<h1>${escapeHtml(title)}</h1>
${body}
<h2>Request</h2>
<table><tbody>
<tr><th scope="row">method</th><td>${escapeHtml(method)}</td></tr>
<tr><th scope="row">path</th><td>${escapeHtml(url.pathname)}</td></tr>
<tr><th scope="row">site</th><td>${escapeHtml(site)}</td></tr>
${parameterRows}
</tbody></table>
<p class="note">This page is served by the demo backend and stands in for the shop page at ${escapeHtml(url.pathname)}.</p>
</body>
</html>
`,
    headers,
  );
}

function cartPage(context: PageContext, title: string): Reply {
  const { site, session, imageBase } = context;
  const cart = renderCart(getCart(session, site), site, imageBase);
  const money = (amount: number) => formatMoney(site, amount);
  const rows = [
    ...cart.articles.map((article) => [
      typeof article.quantity === 'number' ? article.quantity : article.quantity.quantity,
      article.title,
      money(article.price.calculatedPrice),
    ]),
    ...cart.freeArticles.map((article) => [1, article.title, money(0)]),
    ...cart.giftCards.map((card) => [
      1,
      card.article.title,
      money(card.article.price.calculatedPrice),
    ]),
    ...cart.subscriptions.map((subscription) => [
      1,
      subscription.title,
      money(subscription.recurringArticlesPrice.calculatedPrice),
    ]),
    ...cart.partnerProducts.map((partner) => [
      partner.totalQuantity,
      partner.title,
      money(partner.totalPrice),
    ]),
  ];
  const body =
    rows.length === 0
      ? `<p>${escapeHtml(pick(site, TITLES.emptyCart))}</p>`
      : `<table><tbody>${rows
          .map(
            ([quantity, name, price]) =>
              `<tr><td>${escapeHtml(String(quantity))} x</td><td>${escapeHtml(String(name))}</td><td>${escapeHtml(String(price))}</td></tr>`,
          )
          .join(
            '',
          )}<tr><th scope="row" colspan="2">${escapeHtml(pick(site, TITLES.total))}</th><td>${escapeHtml(
          money(cart.priceSummary.cartFinalSum),
        )}</td></tr></tbody></table>`;
  return layout(context, title, body);
}

function searchPage(context: PageContext): Reply {
  const { site, url, imageBase } = context;
  const query = (url.searchParams.get('query') ?? '').slice(0, 200);
  const results = query ? searchProducts(site, query, imageBase) : [];
  const list =
    results.length === 0
      ? `<p>${escapeHtml(pick(site, TITLES.noResults))}</p>`
      : `<ul>${results
          .map(
            (product) =>
              `<li><a href="${escapeHtml(`${product.productViewUrl}?query=${encodeURIComponent(query)}`)}">${escapeHtml(product.title)}</a></li>`,
          )
          .join('')}</ul>`;
  return layout(context, `${pick(site, TITLES.search)}: ${query}`, list);
}

function productPage(context: PageContext): Reply | undefined {
  const { site, url, imageBase } = context;
  const id = /-(\d+)$/.exec(url.pathname)?.[1] ?? '';
  const product = findProduct(id);
  if (!product) return undefined;
  const article = findVariant(product, url.searchParams.get('dim1') ?? '') ?? product.variants[0];
  const title = productTitle(site, product);
  const dimensions =
    article?.dimensions.map(
      (dimension) => `${pick(site, dimension.name)}: ${pick(site, dimension.value)}`,
    ) ?? [];
  const price = article ? formatMoney(site, unitPrice(site, product, article)) : '';
  return layout(
    context,
    title,
    `<img src="${escapeHtml(productImageUrl(imageBase, site, product.id, article ? { tcm: article.tcm } : {}))}" alt="${escapeHtml(title)}">
<p><strong>${escapeHtml(price)}</strong></p>${dimensions.length ? `<p>${escapeHtml(dimensions.join(', '))}</p>` : ''}`,
  );
}

/**
 * The store finder's results for `searchTerm` (spec header "Store finder flyout"). The fake shop
 * has no store data: three made-up stores named after the term show where a search lands.
 */
function storeFinderSearchPage(context: PageContext): Reply {
  const { site, url } = context;
  const term = (url.searchParams.get('searchTerm') ?? '').trim().slice(0, 100);
  const title = pick(site, TITLES.storeFinder);
  if (term === '') {
    return layout(context, title, '<p>No search term: enter a postcode or a city.</p>');
  }
  const stores = ['Market Square 1', 'Station Road 12', 'Mill Lane 40'].map(
    (street, index) => `<li>Store ${index + 1}: ${escapeHtml(`${street}, ${term}`)}</li>`,
  );
  return layout(
    context,
    `${title}: ${term}`,
    `<p>Stores near \u201c${escapeHtml(term)}\u201d (made-up demo results):</p><ul>${stores.join('')}</ul>`,
  );
}

function signInPage(context: PageContext): Reply {
  const { site, url, session } = context;
  if (context.method === 'POST') {
    session.scenario.loginStatus = 'LOGGED_IN';
    const target = url.searchParams.get('loginRedirect') ?? '/';
    const safeTarget = target.startsWith('/') && !target.startsWith('//') ? target : '/';
    return redirect(safeTarget, { 'Set-Cookie': setCookie(LOGIN_COOKIE, session.loginToken) });
  }
  const customer = CUSTOMERS[site];
  const action = `/signin?${url.searchParams.toString()}`;
  return layout(
    context,
    pick(site, TITLES.signIn),
    `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(
      fill(pick(site, TITLES.signInAs), { name: `${customer.firstName} ${customer.lastName}` }),
    )}</button></form>`,
  );
}

function logoutPage(context: PageContext): Reply {
  context.session.scenario.loginStatus = 'LOGGED_OUT';
  return layout(context, pick(context.site, TITLES.loggedOut), '', {
    'Set-Cookie': clearCookie(LOGIN_COOKIE),
  });
}

function humanize(slug: string): string {
  const words = slug.replace(/[-_/]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The header's content pages (its country links, the user menu's help entry, the store finder's
 * new items): each site has its own slug in its language, and every slug shows the page's title
 * in the language of the site asking.
 */
function contentPages(
  title: keyof typeof TITLES,
  paths: readonly string[],
): Record<string, (context: PageContext) => Reply> {
  return Object.fromEntries(
    paths.map((path) => [
      path,
      (context: PageContext) => layout(context, pick(context.site, TITLES[title]), ''),
    ]),
  );
}

const FIXED_PAGES: Readonly<Record<string, (context: PageContext) => Reply>> = {
  '/cart': (context) => cartPage(context, pick(context.site, TITLES.cart)),
  '/checkout': (context) => cartPage(context, pick(context.site, TITLES.checkout)),
  '/service/checkoutfrontend/checkout': (context) =>
    cartPage(context, pick(context.site, TITLES.subscriptionCheckout)),
  '/search': searchPage,
  '/service/storefinder/search': storeFinderSearchPage,
  '/service/storefinder/': (context) => layout(context, pick(context.site, TITLES.storeFinder), ''),
  '/account': (context) => layout(context, pick(context.site, TITLES.account), ''),
  '/orderhistory': (context) => layout(context, pick(context.site, TITLES.orderHistory), ''),
  '/watchlist': (context) => layout(context, pick(context.site, TITLES.watchlist), ''),
  '/beanaccount': (context) => layout(context, pick(context.site, TITLES.beanAccount), ''),
  '/signin': signInPage,
  '/register': (context) => layout(context, pick(context.site, TITLES.register), ''),
  '/logout': logoutPage,
  '/privacy': (context) => layout(context, pick(context.site, TITLES.privacy), ''),
  '/contact': (context) => layout(context, pick(context.site, TITLES.contact), ''),
  '/subscribenewsletter': (context) => layout(context, pick(context.site, TITLES.newsletter), ''),
  '/click-collect': (context) => layout(context, pick(context.site, TITLES.clickCollect), ''),
  '/registerfreeshopcard': (context) => layout(context, pick(context.site, TITLES.shopCard), ''),
  '/community': (context) => layout(context, pick(context.site, TITLES.community), ''),
  '/mobilfunk/login': (context) => layout(context, pick(context.site, TITLES.mobilePlan), ''),
  '/supermarkt-angebote': (context) => layout(context, pick(context.site, TITLES.supermarket), ''),
  ...contentPages('benefits', [
    '/vorteile',
    '/avantages',
    '/korzysci',
    '/vyhody',
    '/elonyok',
    '/avantajlar',
  ]),
  ...contentPages('shopCard', [
    '/kundenkarte',
    '/carte-client',
    '/karta-klienta',
    '/zakaznicka-karta',
    '/torzsvasarloi-kartya',
  ]),
  ...contentPages('help', [
    '/service-hilfe',
    '/service-aide',
    '/obsluga-klienta',
    '/zakaznicky-servis',
    '/ugyfelszolgalat',
  ]),
  ...contentPages('newItems', [
    '/neuheiten',
    '/nouveautes',
    '/nowosci',
    '/novinky',
    '/ujdonsagok',
    '/yenilikler',
  ]),
};

/** Path prefixes of pages with a variable part. */
const PREFIX_PAGES: readonly [string, (context: PageContext, rest: string) => Reply | undefined][] =
  [
    ['/p/', (context) => productPage(context)],
    [
      '/c/',
      (context, rest) => {
        const names = categoryNames(context.site, rest);
        return names.length > 0 ? layout(context, names.join(' / '), '') : undefined;
      },
    ],
    [
      '/themeworld/',
      (context, rest) => {
        const title = themeWorldTitle(context.site, rest);
        return title === undefined ? undefined : layout(context, title, '');
      },
    ],
    [
      '/info/',
      (context, rest) =>
        /^[a-z0-9-]+$/.test(rest) ? layout(context, humanize(rest), '') : undefined,
    ],
    [
      '/service/partner/forms/',
      (context) => {
        const partner = findPartnerProduct(context.url.searchParams.get('partnerProductId') ?? '');
        return partner ? layout(context, pick(context.site, partner.title), '') : undefined;
      },
    ],
  ];

/** Whether the path is a page this backend serves (GET, and POST for /signin). */
export function isPagePath(pathname: string): boolean {
  return (
    pathname in FIXED_PAGES ||
    PREFIX_PAGES.some(([prefix]) => pathname.startsWith(prefix) && pathname.length > prefix.length)
  );
}

/** The page for the request; undefined when the path is not one (the caller answers 404). */
export function renderPage(context: PageContext): Reply | undefined {
  const { pathname } = context.url;
  const fixed = FIXED_PAGES[pathname];
  if (fixed) return fixed(context);
  for (const [prefix, render] of PREFIX_PAGES) {
    if (pathname.startsWith(prefix) && pathname.length > prefix.length) {
      return render(context, safeDecode(pathname.slice(prefix.length)).replace(/\/$/, ''));
    }
  }
  return undefined;
}

export function notFoundPage(context: PageContext): Reply {
  return {
    ...layout(context, 'Not found', '<p>The demo shop has no page at this address.</p>'),
    status: 404,
  };
}
