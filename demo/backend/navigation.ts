/**
 * The category navigation tree (GET /jsonflyoutnavigation), spec header §3 "Navigation node":
 * title, href, target, children, teaser (title, list). Two levels, five or six top categories per
 * site, names in the site's language.
 */
import { l, pick, type Localized, type Site } from './sites';

export interface NavigationLink {
  title: string;
  href: string;
}

export interface NavigationNode {
  title: string;
  href: string;
  target: '_self' | '_blank';
  children: NavigationNode[];
  teaser: { title: string; list: NavigationLink[] } | null;
}

interface SubcategoryDef {
  readonly slug: string;
  readonly title: Localized;
}

interface CategoryDef {
  readonly slug: string;
  readonly title: Localized;
  readonly children: readonly SubcategoryDef[];
  /** Sites that show the category; all when absent. */
  readonly sites?: readonly Site[];
  readonly target?: '_blank';
}

export const CATEGORIES: readonly CategoryDef[] = [
  {
    slug: 'coffee',
    title: l('Kaffee', 'Café', 'Kawa', 'Káva', 'Kávé', 'Káva', 'Kahve'),
    children: [
      {
        slug: 'whole-beans',
        title: l(
          'Ganze Bohnen',
          'Café en grains',
          'Kawa ziarnista',
          'Zrnková káva',
          'Szemes kávé',
          'Zrnková káva',
          'Çekirdek kahve',
        ),
      },
      {
        slug: 'ground',
        title: l(
          'Gemahlener Kaffee',
          'Café moulu',
          'Kawa mielona',
          'Mletá káva',
          'Őrölt kávé',
          'Mletá káva',
          'Öğütülmüş kahve',
        ),
      },
      {
        slug: 'capsules',
        title: l('Kapseln', 'Capsules', 'Kapsułki', 'Kapsle', 'Kapszulák', 'Kapsuly', 'Kapsüller'),
      },
      {
        slug: 'machines',
        title: l(
          'Kaffeevollautomaten',
          'Machines automatiques',
          'Ekspresy automatyczne',
          'Automatické kávovary',
          'Automata kávéfőzők',
          'Automatické kávovary',
          'Tam otomatik makineler',
        ),
      },
      {
        slug: 'accessories',
        title: l(
          'Kaffeezubehör',
          'Accessoires café',
          'Akcesoria do kawy',
          'Příslušenství ke kávě',
          'Kávés kiegészítők',
          'Príslušenstvo ku káve',
          'Kahve aksesuarları',
        ),
      },
      {
        slug: 'subscription',
        title: l(
          'Kaffee-Abo',
          'Abonnement café',
          'Subskrypcja kawy',
          'Předplatné kávy',
          'Kávé-előfizetés',
          'Predplatné kávy',
          'Kahve aboneliği',
        ),
      },
    ],
  },
  {
    slug: 'fashion',
    title: l('Mode', 'Mode', 'Moda', 'Móda', 'Divat', 'Móda', 'Moda'),
    children: [
      { slug: 'women', title: l('Damen', 'Femme', 'Damska', 'Dámská', 'Női', 'Dámska', 'Kadın') },
      { slug: 'men', title: l('Herren', 'Homme', 'Męska', 'Pánská', 'Férfi', 'Pánska', 'Erkek') },
      {
        slug: 'kids',
        title: l('Kinder', 'Enfant', 'Dziecięca', 'Dětská', 'Gyerek', 'Detská', 'Çocuk'),
      },
      {
        slug: 'underwear',
        title: l(
          'Wäsche',
          'Lingerie',
          'Bielizna',
          'Spodní prádlo',
          'Fehérnemű',
          'Spodná bielizeň',
          'İç giyim',
        ),
      },
      {
        slug: 'socks',
        title: l(
          'Socken & Strümpfe',
          'Chaussettes & collants',
          'Skarpety i rajstopy',
          'Ponožky a punčochy',
          'Zoknik és harisnyák',
          'Ponožky a pančuchy',
          'Çorap',
        ),
      },
      {
        slug: 'shoes',
        title: l('Schuhe', 'Chaussures', 'Buty', 'Obuv', 'Cipők', 'Obuv', 'Ayakkabı'),
      },
    ],
  },
  {
    slug: 'home',
    title: l('Wohnen', 'Maison', 'Dom', 'Bydlení', 'Otthon', 'Bývanie', 'Ev & Yaşam'),
    children: [
      {
        slug: 'bedding',
        title: l(
          'Bettwäsche',
          'Linge de lit',
          'Pościel',
          'Povlečení',
          'Ágyneműhuzat',
          'Obliečky',
          'Nevresim',
        ),
      },
      {
        slug: 'towels',
        title: l(
          'Handtücher',
          'Serviettes',
          'Ręczniki',
          'Ručníky',
          'Törölközők',
          'Uteráky',
          'Havlular',
        ),
      },
      {
        slug: 'blankets',
        title: l(
          'Decken & Kissen',
          'Plaids & coussins',
          'Koce i poduszki',
          'Deky a polštáře',
          'Takarók és párnák',
          'Deky a vankúše',
          'Battaniye & yastık',
        ),
      },
      {
        slug: 'lights',
        title: l(
          'Leuchten',
          'Luminaires',
          'Oświetlenie',
          'Svítidla',
          'Lámpák',
          'Svietidlá',
          'Aydınlatma',
        ),
      },
      {
        slug: 'decoration',
        title: l(
          'Dekoration',
          'Décoration',
          'Dekoracje',
          'Dekorace',
          'Dekoráció',
          'Dekorácie',
          'Dekorasyon',
        ),
      },
    ],
  },
  {
    slug: 'kitchen',
    title: l(
      'Küche & Haushalt',
      'Cuisine & maison',
      'Kuchnia i dom',
      'Kuchyně a domácnost',
      'Konyha és háztartás',
      'Kuchyňa a domácnosť',
      'Mutfak & Ev',
    ),
    children: [
      {
        slug: 'cookware',
        title: l(
          'Töpfe & Pfannen',
          'Casseroles & poêles',
          'Garnki i patelnie',
          'Hrnce a pánve',
          'Edények és serpenyők',
          'Hrnce a panvice',
          'Tencere & tava',
        ),
      },
      {
        slug: 'tableware',
        title: l(
          'Geschirr & Tassen',
          'Vaisselle & tasses',
          'Naczynia i filiżanki',
          'Nádobí a šálky',
          'Étkészletek és csészék',
          'Riad a šálky',
          'Yemek takımı & fincan',
        ),
      },
      {
        slug: 'storage',
        title: l(
          'Aufbewahrung',
          'Rangement',
          'Przechowywanie',
          'Skladování',
          'Tárolás',
          'Skladovanie',
          'Saklama',
        ),
      },
      {
        slug: 'preparation',
        title: l(
          'Schneiden & Zubereiten',
          'Découpe & préparation',
          'Krojenie i przygotowanie',
          'Krájení a příprava',
          'Vágás és előkészítés',
          'Krájanie a príprava',
          'Kesme & hazırlık',
        ),
      },
      {
        slug: 'textiles',
        title: l(
          'Küchentextilien',
          'Linge de cuisine',
          'Tekstylia kuchenne',
          'Kuchyňský textil',
          'Konyhai textíliák',
          'Kuchynský textil',
          'Mutfak tekstili',
        ),
      },
    ],
  },
  {
    slug: 'sport',
    title: l(
      'Sport & Freizeit',
      'Sport & loisirs',
      'Sport i rekreacja',
      'Sport a volný čas',
      'Sport és szabadidő',
      'Šport a voľný čas',
      'Spor & Outdoor',
    ),
    children: [
      {
        slug: 'yoga',
        title: l(
          'Yoga & Fitness',
          'Yoga & fitness',
          'Joga i fitness',
          'Jóga a fitness',
          'Jóga és fitnesz',
          'Joga a fitnes',
          'Yoga & fitness',
        ),
      },
      {
        slug: 'cycling',
        title: l(
          'Radsport',
          'Cyclisme',
          'Kolarstwo',
          'Cyklistika',
          'Kerékpározás',
          'Cyklistika',
          'Bisiklet',
        ),
      },
      {
        slug: 'outdoor',
        title: l(
          'Outdoor & Wandern',
          'Randonnée',
          'Outdoor i turystyka',
          'Outdoor a turistika',
          'Túrázás',
          'Outdoor a turistika',
          'Outdoor & doğa yürüyüşü',
        ),
      },
      {
        slug: 'sportswear',
        title: l(
          'Sportbekleidung',
          'Vêtements de sport',
          'Odzież sportowa',
          'Sportovní oblečení',
          'Sportruházat',
          'Športové oblečenie',
          'Spor giyim',
        ),
      },
      {
        slug: 'winter',
        title: l(
          'Wintersport',
          "Sports d'hiver",
          'Sporty zimowe',
          'Zimní sporty',
          'Téli sportok',
          'Zimné športy',
          'Kış sporları',
        ),
      },
    ],
  },
  {
    // spec header §6: the mobile plan exists on DE only; it is run by a partner, so it opens in a new tab.
    slug: 'mobile',
    sites: ['DE'],
    target: '_blank',
    title: l('Mobilfunk', 'Mobile', 'Telefonia', 'Mobil', 'Mobil', 'Mobil', 'Mobil'),
    children: [
      {
        slug: 'plans',
        title: l('Tarife', 'Forfaits', 'Taryfy', 'Tarify', 'Tarifák', 'Paušály', 'Tarifeler'),
      },
      {
        slug: 'prepaid',
        title: l(
          'Prepaid',
          'Prépayé',
          'Na kartę',
          'Předplacené',
          'Feltöltős',
          'Predplatené',
          'Ön ödemeli',
        ),
      },
      {
        slug: 'sim-activation',
        title: l(
          'SIM-Karte aktivieren',
          'Activer la carte SIM',
          'Aktywuj kartę SIM',
          'Aktivovat SIM kartu',
          'SIM-kártya aktiválása',
          'Aktivovať SIM kartu',
          'SIM kartı etkinleştir',
        ),
      },
      {
        slug: 'service',
        title: l(
          'Kundenservice Mobilfunk',
          'Service client mobile',
          'Obsługa klienta',
          'Zákaznický servis',
          'Ügyfélszolgálat',
          'Zákaznícky servis',
          'Müşteri hizmetleri',
        ),
      },
    ],
  },
];

const TEASER_TITLE = l(
  'Entdecken',
  'Découvrir',
  'Odkryj',
  'Objevte',
  'Fedezze fel',
  'Objavte',
  'Keşfet',
);
const TEASER_LINKS: readonly { title: Localized; query: string }[] = [
  {
    title: l(
      'Neuheiten',
      'Nouveautés',
      'Nowości',
      'Novinky',
      'Újdonságok',
      'Novinky',
      'Yeni ürünler',
    ),
    query: 'sort=new',
  },
  {
    title: l(
      'Bestseller',
      'Meilleures ventes',
      'Bestsellery',
      'Nejprodávanější',
      'Legnépszerűbb',
      'Najpredávanejšie',
      'Çok satanlar',
    ),
    query: 'sort=bestseller',
  },
  {
    title: l('Sale', 'Soldes', 'Wyprzedaż', 'Výprodej', 'Akciók', 'Výpredaj', 'İndirim'),
    query: 'filter=sale',
  },
];

export function categoryHref(path: string): string {
  return `/c/${path}`;
}

/** The category and subcategory names of a path like 'coffee/whole-beans'. */
export function categoryNames(site: Site, path: string): string[] {
  const [top, sub] = path.split('/');
  const category = CATEGORIES.find((candidate) => candidate.slug === top);
  if (!category) return [];
  const child = category.children.find((candidate) => candidate.slug === sub);
  return child
    ? [pick(site, category.title), pick(site, child.title)]
    : [pick(site, category.title)];
}

export function getNavigationTree(site: Site): NavigationNode[] {
  return CATEGORIES.filter((category) => !category.sites || category.sites.includes(site)).map(
    (category) => {
      const href = categoryHref(category.slug);
      const target = category.target ?? '_self';
      return {
        title: pick(site, category.title),
        href,
        target,
        children: category.children.map((child) => ({
          title: pick(site, child.title),
          href: categoryHref(`${category.slug}/${child.slug}`),
          target,
          children: [],
          teaser: null,
        })),
        teaser: {
          title: pick(site, TEASER_TITLE),
          list: TEASER_LINKS.map((link) => ({
            title: pick(site, link.title),
            href: `${href}?${link.query}`,
          })),
        },
      };
    },
  );
}
