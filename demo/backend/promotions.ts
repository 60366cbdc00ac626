/**
 * The promotion service (GET /service/promotion/api/promotion/{promotionId}), spec header §3
 * "Promotion": `{ promotionId, type, contentJSON }` where contentJSON is a JSON string. `type` is
 * the API type name (ApiHeaderBenefitsPromotion, ApiTopBannerPromotion, ApiCategory, ApiPiPromotion)
 * from which the client derives BENEFITS, BANNER, CATEGORY and PHASE_INTEGRATION; the footer
 * promotion SHOP_FOOTER has type ApiShopFooter.
 *
 * A promotion id has candidates with tags; allOfTags, anyOfTags and noneOfTags (comma-separated,
 * or repeated) select the first candidate that fits. No candidate: 404. The scenario's
 * `promotions` replaces the header's four ids' answers: benefits (no top banner, 404; the others
 * as cms), none (404), hostile (hostile.ts, for any tags) or malformed (contentJSON that is not
 * JSON).
 */
import { productImageUrl, productUrl, requireProduct, productTitle } from './catalogue';
import { BROKEN_CONTENT_JSON, hostilePromotionContent } from './hostile';
import { json, type Reply } from './http';
import type { PromotionScenario } from './scenario';
import {
  convertAmount,
  fill,
  formatDate,
  formatMoney,
  l,
  pick,
  SITE_INFO,
  type Language,
  type Localized,
  type Site,
} from './sites';
import { themeWorldTitle } from './themeworlds';

export const PROMOTION_IDS = [
  '~header_top',
  '~top_banner',
  '~category_banner',
  '~phase_integration',
  // answered by footer.ts, as its scenario (shopFooter) has it
  'SHOP_FOOTER',
] as const;

export type PromotionApiType =
  | 'ApiHeaderBenefitsPromotion'
  | 'ApiTopBannerPromotion'
  | 'ApiCategory'
  | 'ApiPiPromotion'
  | 'ApiShopFooter';

export interface PromotionContent {
  headline?: string;
  promotionLongText?: string;
  promotionShortText?: string;
  subline?: string;
  imageCutouts?: { url: string; alt: string }[];
  useDarkTheme?: boolean;
  backgroundColor?: string;
  promotionTextColor?: string;
  legalText?: string;
  legalTextHint?: string;
  voucherCode?: { code: string; instruction: string };
  ctaButton?: { url: string; text: string };
  voucherOrButton?: 'VOUCHER' | 'BUTTON';
  links?: { text: string; url: string }[];
  /** Link text. */
  link?: string;
  linkURL?: string;
}

export interface PromotionResponse {
  promotionId: string;
  type: PromotionApiType;
  contentJSON: string;
}

export interface TagFilter {
  allOfTags: string[];
  anyOfTags: string[];
  noneOfTags: string[];
}

interface Candidate {
  tags: readonly string[];
  type: PromotionApiType;
  content: () => unknown;
}

export interface PromotionContext {
  site: Site;
  now: Date;
  imageBase: string;
}

const DAY_MS = 86_400_000;

function byLanguage<T>(site: Site, values: Readonly<Record<Language, T>>): T {
  return values[SITE_INFO[site].language];
}

/** The coming Sunday (end of a weekly promotion). */
function endOfWeek(now: Date): Date {
  const daysToSunday = (7 - now.getUTCDay()) % 7;
  return new Date(now.getTime() + daysToSunday * DAY_MS);
}

// ---------------------------------------------------------------------------------------------
// ~header_top: benefits strip (spec header §7: links 0 to 3 are tracked VK1 to VK4)

const BENEFITS: Readonly<
  Record<Language, { headline: string; links: readonly [string, string][] }>
> = {
  de: {
    headline: 'Ihre Vorteile',
    links: [
      ['Versandkostenfrei ab {coffee} bei Kaffee', '/info/shipping'],
      ['10 % Willkommensgutschein für Ihre Newsletter-Anmeldung', '/subscribenewsletter'],
      ['Online bestellen, in der Filiale abholen', '/info/click-collect'],
      ['Kundenservice: Wir helfen gerne', '/contact'],
    ],
  },
  fr: {
    headline: 'Vos avantages',
    links: [
      ['Livraison gratuite dès {coffee} sur le café', '/info/shipping'],
      ['10 % de bienvenue avec la newsletter', '/subscribenewsletter'],
      ['Commandez en ligne, retirez en magasin', '/info/click-collect'],
      ['Service clients à votre écoute', '/contact'],
    ],
  },
  pl: {
    headline: 'Twoje korzyści',
    links: [
      ['Darmowa dostawa od {free}', '/info/shipping'],
      ['10% rabatu za zapis do newslettera', '/subscribenewsletter'],
      ['30 dni na zwrot', '/info/returns'],
      ['Obsługa klienta', '/contact'],
    ],
  },
  cz: {
    headline: 'Vaše výhody',
    links: [
      ['Doprava zdarma od {free}', '/info/shipping'],
      ['Sleva 10 % za přihlášení k newsletteru', '/subscribenewsletter'],
      ['30 dní na vrácení', '/info/returns'],
      ['Zákaznický servis', '/contact'],
    ],
  },
  hu: {
    headline: 'Az Ön előnyei',
    links: [
      ['Ingyenes szállítás {free} felett', '/info/shipping'],
      ['10% kedvezmény hírlevél-feliratkozásért', '/subscribenewsletter'],
      ['30 napos visszaküldés', '/info/returns'],
      ['Ügyfélszolgálat', '/contact'],
    ],
  },
  sk: {
    headline: 'Vaše výhody',
    links: [
      ['Doprava zdarma od {free}', '/info/shipping'],
      ['Zľava 10 % za prihlásenie na newsletter', '/subscribenewsletter'],
      ['30 dní na vrátenie', '/info/returns'],
      ['Zákaznícky servis', '/contact'],
    ],
  },
  tr: {
    headline: 'Avantajlarınız',
    links: [
      ['Kahvede {coffee} üzeri ücretsiz kargo', '/info/shipping'],
      ['Bülten kaydına %10 hoş geldin indirimi', '/subscribenewsletter'],
      ['90 gün ücretsiz iade ve değişim', '/info/returns'],
      ['Müşteri hizmetleri', '/info/customer-service'],
    ],
  },
};

function benefits({ site }: PromotionContext): PromotionContent {
  const info = SITE_INFO[site];
  const values = {
    coffee: formatMoney(site, info.coffeeFreeShippingFrom, true),
    free: formatMoney(site, info.freeShippingFrom, true),
  };
  const content = byLanguage(site, BENEFITS);
  return {
    headline: content.headline,
    links: content.links.map(([text, url]) => ({ text: fill(text, values), url })),
  };
}

// ---------------------------------------------------------------------------------------------
// ~top_banner

const SALE_BANNER: Readonly<
  Record<Language, Omit<PromotionContent, 'voucherCode'> & { code: string; instruction: string }>
> = {
  de: {
    headline: 'Herbst-Sale: bis zu 30 % auf Mode',
    promotionShortText: 'Nur bis Sonntag',
    promotionLongText: 'Mit dem Code sparen Sie zusätzlich 15 % auf Jacken und Strick.',
    subline: 'Ausgewählte Artikel, solange der Vorrat reicht',
    code: 'HERBST15',
    instruction: 'Code im Warenkorb eingeben',
    legalTextHint: 'Aktionsbedingungen',
    legalText:
      'Gültig bis {date} für Mode-Artikel ab {min} Einkaufswert. Nicht mit anderen Gutscheinen kombinierbar und nicht gültig für Kaffee, Geschenkkarten und Partnerprodukte.',
    ctaButton: { url: '/c/fashion', text: 'Zur Mode' },
  },
  fr: {
    headline: "Soldes d'automne : jusqu'à 30 % sur la mode",
    promotionShortText: "Jusqu'à dimanche",
    promotionLongText: 'Avec le code, économisez 15 % de plus sur les vestes et la maille.',
    subline: 'Articles sélectionnés, dans la limite des stocks disponibles',
    code: 'AUTOMNE15',
    instruction: 'Saisissez le code dans le panier',
    legalTextHint: "Conditions de l'offre",
    legalText:
      "Valable jusqu'au {date} sur les articles de mode dès {min} d'achat. Non cumulable avec d'autres bons, hors café, cartes cadeaux et produits partenaires.",
    ctaButton: { url: '/c/fashion', text: 'Voir la mode' },
  },
  pl: {
    headline: 'Jesienna wyprzedaż: do 30% na modę',
    promotionShortText: 'Tylko do niedzieli',
    promotionLongText: 'Z kodem zaoszczędzisz dodatkowe 15% na kurtkach i dzianinie.',
    subline: 'Wybrane artykuły, do wyczerpania zapasów',
    code: 'JESIEN15',
    instruction: 'Wpisz kod w koszyku',
    legalTextHint: 'Warunki promocji',
    legalText:
      'Ważne do {date} na artykuły modowe przy zakupach od {min}. Nie łączy się z innymi kuponami, nie dotyczy kawy, kart podarunkowych i produktów partnerów.',
    ctaButton: { url: '/c/fashion', text: 'Zobacz modę' },
  },
  cz: {
    headline: 'Podzimní výprodej: až 30 % na módu',
    promotionShortText: 'Jen do neděle',
    promotionLongText: 'S kódem ušetříte dalších 15 % na bundách a úpletech.',
    subline: 'Vybrané zboží, do vyprodání zásob',
    code: 'PODZIM15',
    instruction: 'Zadejte kód v košíku',
    legalTextHint: 'Podmínky akce',
    legalText:
      'Platí do {date} na módní zboží při nákupu od {min}. Nelze kombinovat s jinými poukázkami, neplatí na kávu, dárkové karty a partnerské produkty.',
    ctaButton: { url: '/c/fashion', text: 'Do módy' },
  },
  hu: {
    headline: 'Őszi vásár: akár 30% kedvezmény a divatra',
    promotionShortText: 'Csak vasárnapig',
    promotionLongText: 'A kóddal további 15% kedvezményt kap kabátokra és kötöttárura.',
    subline: 'Válogatott termékek, a készlet erejéig',
    code: 'OSZ15',
    instruction: 'Adja meg a kódot a kosárban',
    legalTextHint: 'Az akció feltételei',
    legalText:
      'Érvényes {date}-ig divatcikkekre {min} vásárlási érték felett. Más kuponokkal nem vonható össze, nem érvényes kávéra, ajándékkártyákra és partnertermékekre.',
    ctaButton: { url: '/c/fashion', text: 'Irány a divat' },
  },
  sk: {
    headline: 'Jesenný výpredaj: až 30 % na módu',
    promotionShortText: 'Len do nedele',
    promotionLongText: 'S kódom ušetríte ďalších 15 % na bundách a pleteninách.',
    subline: 'Vybraný tovar, do vypredania zásob',
    code: 'JESEN15',
    instruction: 'Zadajte kód v košíku',
    legalTextHint: 'Podmienky akcie',
    legalText:
      'Platí do {date} na módny tovar pri nákupe od {min}. Nedá sa kombinovať s inými poukážkami, neplatí na kávu, darčekové karty a partnerské produkty.',
    ctaButton: { url: '/c/fashion', text: 'Do módy' },
  },
  tr: {
    headline: "Sonbahar indirimi: modada %30'a varan indirim",
    promotionShortText: 'Sadece pazara kadar',
    promotionLongText: 'Kodla mont ve triko ürünlerinde ek %15 tasarruf edin.',
    subline: 'Seçili ürünlerde, stoklarla sınırlıdır',
    code: 'SONBAHAR15',
    instruction: 'Kodu sepette girin',
    legalTextHint: 'Kampanya koşulları',
    legalText:
      '{date} tarihine kadar {min} ve üzeri moda alışverişlerinde geçerlidir. Diğer kuponlarla birleştirilemez; kahve, hediye kartları ve iş ortağı ürünlerinde geçerli değildir.',
    ctaButton: { url: '/c/fashion', text: 'Modaya göz at' },
  },
};

function saleBanner({ site, now }: PromotionContext): PromotionContent {
  const { code, instruction, legalText, ...text } = byLanguage(site, SALE_BANNER);
  return {
    ...text,
    legalText: fill(legalText ?? '', {
      date: formatDate(site, endOfWeek(now)),
      min: formatMoney(site, convertAmount(site, 5000), true),
    }),
    voucherCode: { code, instruction },
    voucherOrButton: 'VOUCHER',
    useDarkTheme: true,
    backgroundColor: '#1F3A5F',
    promotionTextColor: '#FFFFFF',
  };
}

const COFFEE_BANNER = {
  headline: l(
    'Neu: Barista Caffè Crema',
    'Nouveau : Barista Caffè Crema',
    'Nowość: Barista Caffè Crema',
    'Novinka: Barista Caffè Crema',
    'Újdonság: Barista Caffè Crema',
    'Novinka: Barista Caffè Crema',
    'Yeni: Barista Caffè Crema',
  ),
  short: l(
    'Vollmundig und schokoladig',
    'Corsé et chocolaté',
    'Pełny smak z nutą czekolady',
    'Plná chuť s tóny čokolády',
    'Testes, csokoládés jegyekkel',
    'Plná chuť s tónmi čokolády',
    'Yoğun ve çikolatalı',
  ),
  long: l(
    'Schonend geröstet für Ihren Vollautomaten.',
    'Torréfié en douceur pour votre machine automatique.',
    'Delikatnie palona do Twojego ekspresu automatycznego.',
    'Šetrně pražená pro váš automatický kávovar.',
    'Kíméletesen pörkölve automata kávéfőzőjéhez.',
    'Šetrne pražená pre váš automatický kávovar.',
    'Tam otomatik makineniz için özenle kavruldu.',
  ),
  cta: l(
    'Jetzt probieren',
    'Goûter maintenant',
    'Wypróbuj teraz',
    'Vyzkoušet',
    'Kipróbálom',
    'Vyskúšať',
    'Hemen dene',
  ),
};

function coffeeBanner({ site, imageBase }: PromotionContext): PromotionContent {
  const product = requireProduct('100105');
  return {
    headline: pick(site, COFFEE_BANNER.headline),
    promotionShortText: pick(site, COFFEE_BANNER.short),
    promotionLongText: pick(site, COFFEE_BANNER.long),
    imageCutouts: [
      { url: productImageUrl(imageBase, site, product.id), alt: productTitle(site, product) },
    ],
    ctaButton: { url: productUrl(product), text: pick(site, COFFEE_BANNER.cta) },
    voucherOrButton: 'BUTTON',
    useDarkTheme: false,
    backgroundColor: '#F4EDE4',
    promotionTextColor: '#3B2A20',
  };
}

// ---------------------------------------------------------------------------------------------
// ~category_banner

interface CategoryBannerDef {
  headline: Localized;
  subline: Localized;
  link: Localized;
  linkURL: string;
  image: string;
  backgroundColor: string;
  promotionTextColor: string;
}

const CATEGORY_BANNERS: Readonly<Record<'coffee' | 'fashion' | 'home', CategoryBannerDef>> = {
  coffee: {
    headline: l(
      'Frisch geröstet, direkt zu Ihnen',
      'Fraîchement torréfié, livré chez vous',
      'Świeżo palona, prosto do Ciebie',
      'Čerstvě pražená, přímo k vám',
      'Frissen pörkölve, egyenesen Önhöz',
      'Čerstvo pražená, priamo k vám',
      'Taze kavrulmuş, doğrudan size',
    ),
    subline: l(
      'Kaffee-Abo: 10 % sparen bei jeder Lieferung',
      "Abonnement café : 10 % d'économie à chaque livraison",
      'Subskrypcja kawy: 10% taniej przy każdej dostawie',
      'Předplatné kávy: 10 % sleva na každou dodávku',
      'Kávé-előfizetés: 10% kedvezmény minden szállításnál',
      'Predplatné kávy: 10 % zľava na každú dodávku',
      'Kahve aboneliği: her teslimatta %10 tasarruf',
    ),
    link: l(
      'Zum Kaffee-Abo',
      "Vers l'abonnement café",
      'Do subskrypcji kawy',
      'K předplatnému kávy',
      'Tovább az előfizetéshez',
      'K predplatnému kávy',
      'Kahve aboneliğine git',
    ),
    linkURL: '/c/coffee/subscription',
    image: '100101',
    backgroundColor: '#F4EDE4',
    promotionTextColor: '#3B2A20',
  },
  fashion: {
    headline: l(
      'Warm durch den Winter',
      "Bien au chaud tout l'hiver",
      'Ciepło przez całą zimę',
      'V teple celou zimu',
      'Melegen egész télen',
      'V teple celú zimu',
      'Kışa sıcak girin',
    ),
    subline: l(
      'Steppjacken, Strick und Merino',
      'Doudounes, maille et mérinos',
      'Kurtki pikowane, dzianina i merino',
      'Prošívané bundy, úplety a merino',
      'Steppelt kabátok, kötöttáru és merinó',
      'Prešívané bundy, pleteniny a merino',
      'Kapitone mont, triko ve merino',
    ),
    link: l(
      'Zur Damenmode',
      'Voir la mode femme',
      'Zobacz modę damską',
      'Dámská móda',
      'Női divat',
      'Dámska móda',
      'Kadın modası',
    ),
    linkURL: '/c/fashion/women',
    image: '500501',
    backgroundColor: '#E6ECF2',
    promotionTextColor: '#1F2A44',
  },
  home: {
    headline: l(
      'Zuhause ist es am schönsten',
      'Rien ne vaut la maison',
      'Wszędzie dobrze, ale w domu najlepiej',
      'Všude dobře, doma nejlépe',
      'Mindenhol jó, de legjobb otthon',
      'Všade dobre, doma najlepšie',
      'En güzeli ev',
    ),
    subline: l(
      'Bettwäsche, Decken und Leuchten für gemütliche Abende',
      'Linge de lit, plaids et lampes pour des soirées douillettes',
      'Pościel, koce i lampy na przytulne wieczory',
      'Povlečení, deky a lampy pro útulné večery',
      'Ágynemű, takarók és lámpák a meghitt estékhez',
      'Obliečky, deky a lampy pre útulné večery',
      'Keyifli akşamlar için nevresim, battaniye ve lambalar',
    ),
    link: l(
      'Wohnen entdecken',
      'Découvrir la maison',
      'Odkryj dom',
      'Objevte bydlení',
      'Otthon felfedezése',
      'Objavte bývanie',
      "Ev & Yaşam'ı keşfet",
    ),
    linkURL: '/c/home',
    image: '400401',
    backgroundColor: '#EFE9E1',
    promotionTextColor: '#4A3B2A',
  },
};

function categoryBanner(key: keyof typeof CATEGORY_BANNERS) {
  return ({ site, imageBase }: PromotionContext): PromotionContent => {
    const banner = CATEGORY_BANNERS[key];
    const product = requireProduct(banner.image);
    return {
      headline: pick(site, banner.headline),
      subline: pick(site, banner.subline),
      imageCutouts: [
        { url: productImageUrl(imageBase, site, product.id), alt: productTitle(site, product) },
      ],
      link: pick(site, banner.link),
      linkURL: banner.linkURL,
      useDarkTheme: false,
      backgroundColor: banner.backgroundColor,
      promotionTextColor: banner.promotionTextColor,
    };
  };
}

// ---------------------------------------------------------------------------------------------
// ~phase_integration

const CHRISTMAS = {
  headline: l(
    'Weihnachten: Geschenke für alle',
    'Noël : des cadeaux pour tous',
    'Święta: prezenty dla każdego',
    'Vánoce: dárky pro každého',
    'Karácsony: ajándék mindenkinek',
    'Vianoce: darčeky pre každého',
    'Yılbaşı: herkese hediye',
  ),
  subline: l(
    'Geschenkkarten, Geschenk-Abos und mehr',
    'Cartes cadeaux, abonnements cadeaux et plus',
    'Karty podarunkowe, subskrypcje prezentowe i więcej',
    'Dárkové karty, dárková předplatné a další',
    'Ajándékkártyák, ajándék-előfizetések és még sok más',
    'Darčekové karty, darčekové predplatné a viac',
    'Hediye kartları, hediye abonelikleri ve daha fazlası',
  ),
  short: l(
    'Rechtzeitig zum Fest geliefert',
    'Livré à temps pour les fêtes',
    'Dostawa na czas przed świętami',
    'Doručení včas před svátky',
    'Időben kiszállítva az ünnepekre',
    'Doručenie včas pred sviatkami',
    'Yılbaşından önce teslim',
  ),
  cta: l(
    'Geschenke entdecken',
    'Découvrir les cadeaux',
    'Odkryj prezenty',
    'Objevte dárky',
    'Ajándékötletek',
    'Objavte darčeky',
    'Hediyeleri keşfet',
  ),
};

const NEW_THEME_WORLD = {
  headline: l(
    'Neue Themenwelt: {title}',
    'Nouvel univers : {title}',
    'Nowy świat tematyczny: {title}',
    'Nový tematický svět: {title}',
    'Új témavilág: {title}',
    'Nový tematický svet: {title}',
    'Yeni tema dünyası: {title}',
  ),
  subline: l(
    'Jede Woche neu, online und in Ihrer Filiale',
    'Chaque semaine du nouveau, en ligne et en magasin',
    'Co tydzień nowości, online i w sklepie',
    'Každý týden novinky, online i na prodejně',
    'Minden héten új, online és az üzletekben',
    'Každý týždeň novinky, online aj na predajni',
    'Her hafta yeni, online ve mağazada',
  ),
  cta: l(
    'Jetzt entdecken',
    'Découvrir',
    'Odkryj teraz',
    'Objevit',
    'Felfedezem',
    'Objaviť',
    'Keşfet',
  ),
};

/** The Christmas phase runs from 15 November to 24 December. */
export function isChristmasPhase(date: Date): boolean {
  const key = (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
  return key >= 1115 && key <= 1224;
}

function christmasPhase({ site, imageBase }: PromotionContext): PromotionContent {
  const giftCard = requireProduct('900901');
  return {
    headline: pick(site, CHRISTMAS.headline),
    subline: pick(site, CHRISTMAS.subline),
    promotionShortText: pick(site, CHRISTMAS.short),
    imageCutouts: [
      { url: productImageUrl(imageBase, site, giftCard.id), alt: productTitle(site, giftCard) },
    ],
    ctaButton: { url: '/themeworld/christmas-baking', text: pick(site, CHRISTMAS.cta) },
    voucherOrButton: 'BUTTON',
    useDarkTheme: true,
    backgroundColor: '#7A1F2B',
    promotionTextColor: '#FFFFFF',
  };
}

function themeWorldPhase({ site, imageBase }: PromotionContext): PromotionContent {
  const title = themeWorldTitle(site, 'cosy-home') ?? '';
  return {
    headline: fill(pick(site, NEW_THEME_WORLD.headline), { title }),
    subline: pick(site, NEW_THEME_WORLD.subline),
    imageCutouts: [
      { url: `${imageBase}/demo-assets/themeworlds/cosy-home.svg?site=${site}`, alt: title },
    ],
    ctaButton: { url: '/themeworld/cosy-home', text: pick(site, NEW_THEME_WORLD.cta) },
    voucherOrButton: 'BUTTON',
    useDarkTheme: false,
    backgroundColor: '#E8EFE6',
    promotionTextColor: '#1E3A2B',
  };
}

// ---------------------------------------------------------------------------------------------
// Lookup

function candidates(promotionId: string, context: PromotionContext): Candidate[] {
  switch (promotionId) {
    case '~header_top':
      return [
        {
          tags: ['header', 'benefits'],
          type: 'ApiHeaderBenefitsPromotion',
          content: () => benefits(context),
        },
      ];
    case '~top_banner':
      return [
        {
          tags: ['sale', 'fashion'],
          type: 'ApiTopBannerPromotion',
          content: () => saleBanner(context),
        },
        {
          tags: ['coffee', 'new'],
          type: 'ApiTopBannerPromotion',
          content: () => coffeeBanner(context),
        },
      ];
    case '~category_banner':
      return [
        { tags: ['coffee'], type: 'ApiCategory', content: () => categoryBanner('coffee')(context) },
        {
          tags: ['fashion', 'women', 'men'],
          type: 'ApiCategory',
          content: () => categoryBanner('fashion')(context),
        },
        {
          tags: ['home', 'kitchen'],
          type: 'ApiCategory',
          content: () => categoryBanner('home')(context),
        },
      ];
    case '~phase_integration':
      return [
        ...(isChristmasPhase(context.now)
          ? [
              {
                tags: ['christmas'],
                type: 'ApiPiPromotion' as const,
                content: () => christmasPhase(context),
              },
            ]
          : []),
        { tags: ['themeworld'], type: 'ApiPiPromotion', content: () => themeWorldPhase(context) },
      ];
    default:
      return [];
  }
}

export function readTags(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag !== '');
}

function fits(tags: readonly string[], filter: TagFilter): boolean {
  return (
    filter.allOfTags.every((tag) => tags.includes(tag)) &&
    (filter.anyOfTags.length === 0 || filter.anyOfTags.some((tag) => tags.includes(tag))) &&
    !filter.noneOfTags.some((tag) => tags.includes(tag))
  );
}

/** The promotion for an id and tag filter, or undefined (the service answers 404). */
export function findPromotion(
  promotionId: string,
  filter: TagFilter,
  context: PromotionContext,
): PromotionResponse | undefined {
  const match = candidates(promotionId, context).find((candidate) => fits(candidate.tags, filter));
  if (!match) return undefined;
  return { promotionId, type: match.type, contentJSON: JSON.stringify(match.content()) };
}

/** The API type of each of the header's promotion ids. */
export const HEADER_PROMOTION_TYPES: Readonly<Record<string, PromotionApiType>> = {
  '~header_top': 'ApiHeaderBenefitsPromotion',
  '~top_banner': 'ApiTopBannerPromotion',
  '~category_banner': 'ApiCategory',
  '~phase_integration': 'ApiPiPromotion',
};

/** The promotion service's answer for a header promotion id as the scenario has it. */
export function promotionReply(
  promotionId: string,
  filter: TagFilter,
  context: PromotionContext,
  scenario: PromotionScenario,
): Reply {
  const notFound = json(404, { error: 'PROMOTION_NOT_FOUND', promotionId });
  const type = Object.hasOwn(HEADER_PROMOTION_TYPES, promotionId)
    ? HEADER_PROMOTION_TYPES[promotionId]
    : undefined;
  const answer = (contentJSON: string): Reply =>
    type ? json(200, { promotionId, type, contentJSON }) : notFound;
  switch (scenario) {
    case 'cms':
    case 'benefits': {
      if (scenario === 'benefits' && promotionId === '~top_banner') return notFound;
      const promotion = findPromotion(promotionId, filter, context);
      return promotion ? json(200, promotion) : notFound;
    }
    case 'none':
      return notFound;
    case 'hostile':
      return answer(JSON.stringify(hostilePromotionContent(context.site, context.imageBase)));
    case 'malformed':
      return answer(BROKEN_CONTENT_JSON);
    default:
      return scenario satisfies never;
  }
}
