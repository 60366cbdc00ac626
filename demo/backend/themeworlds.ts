/**
 * Theme worlds (GET /service/themeworld-frontend/api/themeworlds/navigation), spec header §3:
 * sections scout, new, more and lastChance, each with a headline and theme worlds (url, imgUrl,
 * title, availability, badges, card flag, endDate, endDateText, onlyXDaysLeftText), plus
 * translations. Dates are relative to "now" (or the staff preview date), so the demo always
 * shows a running week. In the hostile navigation scenario the answer is hostile.ts's.
 */
import { hostileThemeWorldNavigation } from './hostile';
import type { NavigationScenario } from './scenario';
import {
  fill,
  formatDayMonth,
  l,
  pick,
  SITE_INFO,
  type Language,
  type Localized,
  type Site,
} from './sites';

export type ThemeWorldAvailability = 'AVAILABLE' | 'COMING_SOON' | 'ONLINE_ONLY';
export type ThemeWorldBadgeType = 'NEW' | 'LAST_CHANCE' | 'CARD' | 'SUSTAINABLE';

export interface ThemeWorldJson {
  url: string;
  imgUrl: string;
  title: string;
  availability: ThemeWorldAvailability;
  badges: { type: ThemeWorldBadgeType; text: string }[];
  /** Loyalty-card prices in this theme world. */
  card: boolean;
  endDate: string;
  endDateText: string;
  /** Set while three days or fewer are left, else null. */
  onlyXDaysLeftText: string | null;
}

export interface ThemeWorldSectionJson {
  headline: string;
  themeworlds: ThemeWorldJson[];
}

export interface ThemeWorldNavigationJson {
  scout: ThemeWorldSectionJson;
  new: ThemeWorldSectionJson;
  more: ThemeWorldSectionJson;
  lastChance: ThemeWorldSectionJson;
  translations: Record<string, string>;
}

type SectionKey = 'scout' | 'new' | 'more' | 'lastChance';

interface ThemeWorldDef {
  slug: string;
  title: Localized;
  section: SectionKey;
  /** Days from now the theme world starts (negative: already running) and ends. */
  startsInDays: number;
  endsInDays: number;
  availability: ThemeWorldAvailability;
  card: boolean;
  sustainable?: boolean;
}

const THEME_WORLDS: readonly ThemeWorldDef[] = [
  {
    slug: 'winter-sports',
    title: l(
      'Wintersport',
      "Sports d'hiver",
      'Sporty zimowe',
      'Zimní sporty',
      'Téli sportok',
      'Zimné športy',
      'Kış Sporları',
    ),
    section: 'scout',
    startsInDays: 3,
    endsInDays: 31,
    availability: 'COMING_SOON',
    card: false,
  },
  {
    slug: 'christmas-baking',
    title: l(
      'Weihnachtsbäckerei',
      'Pâtisserie de Noël',
      'Świąteczne wypieki',
      'Vánoční pečení',
      'Karácsonyi sütés',
      'Vianočné pečenie',
      'Yılbaşı Fırını',
    ),
    section: 'scout',
    startsInDays: 5,
    endsInDays: 33,
    availability: 'COMING_SOON',
    card: true,
  },
  {
    slug: 'cosy-home',
    title: l(
      'Gemütliches Zuhause',
      'Un intérieur douillet',
      'Przytulny dom',
      'Útulný domov',
      'Meghitt otthon',
      'Útulný domov',
      'Sıcacık Ev',
    ),
    section: 'new',
    startsInDays: -1,
    endsInDays: 27,
    availability: 'AVAILABLE',
    card: true,
  },
  {
    slug: 'coffee-moments',
    title: l(
      'Kaffeegenuss zu Hause',
      'Le plaisir du café à la maison',
      'Kawa w domu',
      'Káva doma',
      'Kávéélmény otthon',
      'Káva doma',
      'Evde Kahve Keyfi',
    ),
    section: 'new',
    startsInDays: -1,
    endsInDays: 27,
    availability: 'AVAILABLE',
    card: false,
    sustainable: true,
  },
  {
    slug: 'sleep-well',
    title: l(
      'Gesund schlafen',
      'Bien dormir',
      'Zdrowy sen',
      'Zdravý spánek',
      'Egészséges alvás',
      'Zdravý spánok',
      'Sağlıklı Uyku',
    ),
    section: 'more',
    startsInDays: -8,
    endsInDays: 20,
    availability: 'AVAILABLE',
    card: false,
    sustainable: true,
  },
  {
    slug: 'kids-world',
    title: l(
      'Kinderwelt',
      'Monde des enfants',
      'Świat dziecka',
      'Dětský svět',
      'Gyerekvilág',
      'Detský svet',
      'Çocuk Dünyası',
    ),
    section: 'more',
    startsInDays: -8,
    endsInDays: 20,
    availability: 'AVAILABLE',
    card: false,
  },
  {
    slug: 'kitchen-helpers',
    title: l(
      'Clevere Küchenhelfer',
      'Astuces de cuisine',
      'Sprytni pomocnicy w kuchni',
      'Chytří pomocníci do kuchyně',
      'Okos konyhai segítők',
      'Šikovní pomocníci do kuchyne',
      'Akıllı Mutfak Yardımcıları',
    ),
    section: 'more',
    startsInDays: -15,
    endsInDays: 13,
    availability: 'ONLINE_ONLY',
    card: false,
  },
  {
    slug: 'yoga-balance',
    title: l(
      'Yoga & Balance',
      'Yoga & équilibre',
      'Joga i równowaga',
      'Jóga a rovnováha',
      'Jóga és egyensúly',
      'Joga a rovnováha',
      'Yoga & Denge',
    ),
    section: 'lastChance',
    startsInDays: -26,
    endsInDays: 2,
    availability: 'AVAILABLE',
    card: false,
  },
  {
    slug: 'autumn-fashion',
    title: l(
      'Herbstmode',
      "Mode d'automne",
      'Moda jesienna',
      'Podzimní móda',
      'Őszi divat',
      'Jesenná móda',
      'Sonbahar Modası',
    ),
    section: 'lastChance',
    startsInDays: -27,
    endsInDays: 1,
    availability: 'AVAILABLE',
    card: true,
  },
];

const HEADLINES: Readonly<Record<SectionKey, Localized>> = {
  scout: l(
    'Vorschau',
    'Aperçu',
    'Zapowiedź',
    'Připravujeme',
    'Előzetes',
    'Pripravujeme',
    'Yakında',
  ),
  new: l(
    'Neu diese Woche',
    'Nouveau cette semaine',
    'Nowości tego tygodnia',
    'Novinky tohoto týdne',
    'A hét újdonságai',
    'Novinky tohto týždňa',
    'Bu haftanın yenilikleri',
  ),
  more: l(
    'Weitere Themenwelten',
    'Autres univers',
    'Więcej światów tematycznych',
    'Další tematické světy',
    'További témavilágok',
    'Ďalšie tematické svety',
    'Diğer tema dünyaları',
  ),
  lastChance: l(
    'Nur noch kurze Zeit',
    'Dernière chance',
    'Ostatnia szansa',
    'Poslední šance',
    'Utolsó esély',
    'Posledná šanca',
    'Son fırsat',
  ),
};

const BADGES: Readonly<Record<ThemeWorldBadgeType, Localized>> = {
  NEW: l('Neu', 'Nouveau', 'Nowość', 'Novinka', 'Új', 'Novinka', 'Yeni'),
  LAST_CHANCE: l(
    'Letzte Chance',
    'Dernière chance',
    'Ostatnia szansa',
    'Poslední šance',
    'Utolsó esély',
    'Posledná šanca',
    'Son fırsat',
  ),
  CARD: l(
    'Kundenkarten-Preis',
    'Prix carte client',
    'Cena z kartą',
    'Cena s kartou',
    'Kártyás ár',
    'Cena s kartou',
    'Kart fiyatı',
  ),
  SUSTAINABLE: l(
    'Nachhaltiger',
    'Plus durable',
    'Bardziej zrównoważone',
    'Udržitelnější',
    'Fenntarthatóbb',
    'Udržateľnejšie',
    'Daha sürdürülebilir',
  ),
};

const TRANSLATIONS: Readonly<Record<string, Localized>> = {
  themeWorlds: l(
    'Themenwelten',
    'Univers thématiques',
    'Światy tematyczne',
    'Tematické světy',
    'Témavilágok',
    'Tematické svety',
    'Tema dünyaları',
  ),
  showAll: l(
    'Alle Themenwelten',
    'Tous les univers',
    'Wszystkie światy',
    'Všechny světy',
    'Összes témavilág',
    'Všetky svety',
    'Tüm tema dünyaları',
  ),
  comingSoon: l(
    'Bald erhältlich',
    'Bientôt disponible',
    'Wkrótce dostępne',
    'Brzy v prodeji',
    'Hamarosan',
    'Čoskoro v predaji',
    'Yakında satışta',
  ),
  onlineOnly: l(
    'Nur online',
    'Uniquement en ligne',
    'Tylko online',
    'Pouze online',
    'Csak online',
    'Iba online',
    'Sadece online',
  ),
  available: l(
    'Online und in der Filiale',
    'En ligne et en magasin',
    'Online i w sklepie',
    'Online i na prodejně',
    'Online és az üzletekben',
    'Online aj na predajni',
    'Online ve mağazada',
  ),
  cardOffer: l(
    'Mit Kundenkarte sparen',
    'Économisez avec la carte client',
    'Oszczędzaj z kartą',
    'Ušetřete s kartou',
    'Spóroljon a kártyával',
    'Ušetrite s kartou',
    'Kartla tasarruf edin',
  ),
};

const END_DATE_TEMPLATE = l(
  'bis {date}',
  "jusqu'au {date}",
  'do {date}',
  'do {date}',
  '{date}-ig',
  'do {date}',
  '{date} tarihine kadar',
);

/** "Only X days left" with the language's plural forms (Intl.PluralRules categories). */
const DAYS_LEFT: Readonly<
  Record<Language, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>
> = {
  de: { one: 'Nur noch 1 Tag', other: 'Nur noch {n} Tage' },
  fr: { one: 'Plus que 1 jour', other: 'Plus que {n} jours' },
  pl: { one: 'Został 1 dzień', few: 'Zostały {n} dni', other: 'Zostało {n} dni' },
  cz: { one: 'Zbývá 1 den', few: 'Zbývají {n} dny', other: 'Zbývá {n} dní' },
  hu: { other: 'Már csak {n} nap' },
  sk: { one: 'Zostáva 1 deň', few: 'Zostávajú {n} dni', other: 'Zostáva {n} dní' },
  tr: { other: 'Son {n} gün' },
};

const DAY_MS = 86_400_000;

function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function daysLeftText(site: Site, days: number): string {
  const { language, locale } = SITE_INFO[site];
  const forms = DAYS_LEFT[language];
  const category = new Intl.PluralRules(locale).select(days);
  return fill(forms[category] ?? forms.other, { n: days });
}

function themeWorldJson(
  site: Site,
  definition: ThemeWorldDef,
  now: Date,
  imageBase: string,
): ThemeWorldJson {
  const today = startOfDay(now);
  const endDate = new Date(today.getTime() + definition.endsInDays * DAY_MS + DAY_MS - 1000);
  const badges: ThemeWorldJson['badges'] = [];
  if (definition.section === 'new') badges.push({ type: 'NEW', text: pick(site, BADGES.NEW) });
  if (definition.section === 'lastChance')
    badges.push({ type: 'LAST_CHANCE', text: pick(site, BADGES.LAST_CHANCE) });
  if (definition.card) badges.push({ type: 'CARD', text: pick(site, BADGES.CARD) });
  if (definition.sustainable)
    badges.push({ type: 'SUSTAINABLE', text: pick(site, BADGES.SUSTAINABLE) });
  return {
    url: `/themeworld/${definition.slug}`,
    imgUrl: `${imageBase}/demo-assets/themeworlds/${definition.slug}.svg?site=${site}`,
    title: pick(site, definition.title),
    availability: definition.availability,
    badges,
    card: definition.card,
    endDate: endDate.toISOString(),
    endDateText: fill(pick(site, END_DATE_TEMPLATE), { date: formatDayMonth(site, endDate) }),
    onlyXDaysLeftText:
      definition.endsInDays <= 3 ? daysLeftText(site, Math.max(1, definition.endsInDays)) : null,
  };
}

export function getThemeWorldNavigation(
  site: Site,
  now: Date,
  imageBase: string,
): ThemeWorldNavigationJson {
  const section = (key: SectionKey): ThemeWorldSectionJson => ({
    headline: pick(site, HEADLINES[key]),
    themeworlds: THEME_WORLDS.filter((definition) => definition.section === key).map((definition) =>
      themeWorldJson(site, definition, now, imageBase),
    ),
  });
  return {
    scout: section('scout'),
    new: section('new'),
    more: section('more'),
    lastChance: section('lastChance'),
    translations: Object.fromEntries(
      Object.entries(TRANSLATIONS).map(([key, text]) => [key, pick(site, text)]),
    ),
  };
}

/** What the theme-world call answers: hostile content in the hostile navigation scenario. */
export function themeWorldAnswer(
  site: Site,
  now: Date,
  imageBase: string,
  scenario: NavigationScenario,
): unknown {
  return scenario === 'hostile'
    ? hostileThemeWorldNavigation(site, imageBase)
    : getThemeWorldNavigation(site, now, imageBase);
}

/** Theme world titles by slug, for images and target pages. */
export function themeWorldTitle(site: Site, slug: string): string | undefined {
  const definition = THEME_WORLDS.find((candidate) => candidate.slug === slug);
  return definition ? pick(site, definition.title) : undefined;
}
