/**
 * The category navigation tree (GET /jsonflyoutnavigation), spec header §3 "Navigation node":
 * title, href, target, children, teaser (title, list). What it answers is the scenario's
 * `navigation`:
 * - standard: the shop's own tree, five or six top categories per site (coffee, fashion, home,
 *   kitchen, sport, and the mobile plan on DE), three levels deep and four under the women's and
 *   men's clothing, names in the site's language, a teaser on every level that has a level below;
 * - big: about 2,000 nodes in six levels (10 x 3 x 3 x 3 x 2 x 2), a stress test of the flyout;
 * - hostile: markup and `javascript:` (also hidden by case, control characters, `data:` and
 *   protocol-relative) addresses in titles, hrefs and teasers, nodes of the wrong shape and a
 *   nesting far deeper than any menu (hostile.ts).
 */
import { hostileNavigationTree } from './hostile';
import type { NavigationScenario } from './scenario';
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

export interface CategoryDef {
  readonly slug: string;
  readonly title: Localized;
  readonly children?: readonly CategoryDef[];
  /** Sites that show the category; all when absent. */
  readonly sites?: readonly Site[];
  readonly target?: '_blank';
}

const c = (slug: string, title: Localized, children?: readonly CategoryDef[]): CategoryDef =>
  children ? { slug, title, children } : { slug, title };

// Shared by the women's and men's clothing.
const JACKETS = c(
  'jackets',
  l(
    'Jacken & Mäntel',
    'Vestes & manteaux',
    'Kurtki i płaszcze',
    'Bundy a kabáty',
    'Kabátok és dzsekik',
    'Bundy a kabáty',
    'Mont & kaban',
  ),
);
const KNITWEAR = c(
  'knitwear',
  l('Strick', 'Maille', 'Dzianina', 'Úplety', 'Kötöttáru', 'Pleteniny', 'Triko'),
);
const TROUSERS = c(
  'trousers',
  l('Hosen', 'Pantalons', 'Spodnie', 'Kalhoty', 'Nadrágok', 'Nohavice', 'Pantolon'),
);
const CLOTHING = l(
  'Bekleidung',
  'Vêtements',
  'Odzież',
  'Oblečení',
  'Ruházat',
  'Oblečenie',
  'Giyim',
);
const FASHION_ACCESSORIES = c(
  'accessories',
  l('Accessoires', 'Accessoires', 'Dodatki', 'Doplňky', 'Kiegészítők', 'Doplnky', 'Aksesuar'),
);

export const CATEGORIES: readonly CategoryDef[] = [
  c('coffee', l('Kaffee', 'Café', 'Kawa', 'Káva', 'Kávé', 'Káva', 'Kahve'), [
    c(
      'whole-beans',
      l(
        'Ganze Bohnen',
        'Café en grains',
        'Kawa ziarnista',
        'Zrnková káva',
        'Szemes kávé',
        'Zrnková káva',
        'Çekirdek kahve',
      ),
      [
        c(
          'espresso',
          l('Espresso', 'Espresso', 'Espresso', 'Espresso', 'Eszpresszó', 'Espresso', 'Espresso'),
        ),
        c(
          'caffe-crema',
          l(
            'Caffè Crema',
            'Caffè Crema',
            'Caffè Crema',
            'Caffè Crema',
            'Caffè Crema',
            'Caffè Crema',
            'Caffè Crema',
          ),
        ),
        c(
          'filter',
          l(
            'Filterkaffee',
            'Café filtre',
            'Kawa do przelewu',
            'Filtrovaná káva',
            'Filterkávé',
            'Filtrovaná káva',
            'Filtre kahve',
          ),
        ),
        c(
          'organic',
          l(
            'Bio-Kaffee',
            'Café bio',
            'Kawa ekologiczna',
            'Bio káva',
            'Bio kávé',
            'Bio káva',
            'Organik kahve',
          ),
        ),
      ],
    ),
    c(
      'ground',
      l(
        'Gemahlener Kaffee',
        'Café moulu',
        'Kawa mielona',
        'Mletá káva',
        'Őrölt kávé',
        'Mletá káva',
        'Öğütülmüş kahve',
      ),
      [
        c(
          'mild',
          l(
            'Klassisch mild',
            'Classique doux',
            'Klasyczna łagodna',
            'Klasická jemná',
            'Klasszikus, enyhe',
            'Klasická jemná',
            'Klasik yumuşak',
          ),
        ),
        c('intense', l('Kräftig', 'Intense', 'Intensywna', 'Silná', 'Erős', 'Silná', 'Sert')),
        c(
          'decaf',
          l(
            'Entkoffeiniert',
            'Décaféiné',
            'Bezkofeinowa',
            'Bez kofeinu',
            'Koffeinmentes',
            'Bez kofeínu',
            'Kafeinsiz',
          ),
        ),
      ],
    ),
    c(
      'capsules',
      l('Kapseln', 'Capsules', 'Kapsułki', 'Kapsle', 'Kapszulák', 'Kapsuly', 'Kapsüller'),
      [
        c(
          'espresso-capsules',
          l(
            'Espresso-Kapseln',
            'Capsules espresso',
            'Kapsułki espresso',
            'Kapsle espresso',
            'Eszpresszó kapszulák',
            'Kapsuly espresso',
            'Espresso kapsülleri',
          ),
        ),
        c(
          'coffee-capsules',
          l(
            'Kaffee-Kapseln',
            'Capsules café',
            'Kapsułki kawowe',
            'Kávové kapsle',
            'Kávékapszulák',
            'Kávové kapsuly',
            'Kahve kapsülleri',
          ),
        ),
        c(
          'milk-specialities',
          l(
            'Milchspezialitäten',
            'Spécialités lactées',
            'Napoje mleczne',
            'Mléčné speciality',
            'Tejes különlegességek',
            'Mliečne špeciality',
            'Sütlü çeşitler',
          ),
        ),
      ],
    ),
    c(
      'machines',
      l(
        'Kaffeevollautomaten',
        'Machines automatiques',
        'Ekspresy automatyczne',
        'Automatické kávovary',
        'Automata kávéfőzők',
        'Automatické kávovary',
        'Tam otomatik makineler',
      ),
      [
        c(
          'milk-system',
          l(
            'Mit Milchsystem',
            'Avec système lait',
            'Z systemem mlecznym',
            'S mléčným systémem',
            'Tejhabosítóval',
            'S mliečnym systémom',
            'Süt sistemli',
          ),
        ),
        c(
          'compact',
          l(
            'Kompaktgeräte',
            'Modèles compacts',
            'Ekspresy kompaktowe',
            'Kompaktní kávovary',
            'Kompakt készülékek',
            'Kompaktné kávovary',
            'Kompakt modeller',
          ),
        ),
        c(
          'care',
          l(
            'Pflege & Entkalker',
            'Entretien & détartrage',
            'Pielęgnacja i odkamienianie',
            'Péče a odvápnění',
            'Ápolás és vízkőtelenítés',
            'Starostlivosť a odvápnenie',
            'Bakım & kireç çözücü',
          ),
        ),
        c(
          'spare-parts',
          l(
            'Ersatzteile',
            'Pièces détachées',
            'Części zamienne',
            'Náhradní díly',
            'Alkatrészek',
            'Náhradné diely',
            'Yedek parça',
          ),
        ),
      ],
    ),
    c(
      'accessories',
      l(
        'Kaffeezubehör',
        'Accessoires café',
        'Akcesoria do kawy',
        'Příslušenství ke kávě',
        'Kávés kiegészítők',
        'Príslušenstvo ku káve',
        'Kahve aksesuarları',
      ),
      [
        c(
          'grinders',
          l(
            'Kaffeemühlen',
            'Moulins à café',
            'Młynki do kawy',
            'Mlýnky na kávu',
            'Kávédarálók',
            'Mlynčeky na kávu',
            'Kahve öğütücüler',
          ),
        ),
        c(
          'milk-frothers',
          l(
            'Milchaufschäumer',
            'Mousseurs à lait',
            'Spieniacze do mleka',
            'Napěňovače mléka',
            'Tejhabosítók',
            'Napeňovače mlieka',
            'Süt köpürtücüler',
          ),
        ),
        c(
          'coffee-tins',
          l(
            'Kaffeedosen',
            'Boîtes à café',
            'Pojemniki na kawę',
            'Dózy na kávu',
            'Kávétartók',
            'Dózy na kávu',
            'Kahve saklama kapları',
          ),
        ),
      ],
    ),
    c(
      'subscription',
      l(
        'Kaffee-Abo',
        'Abonnement café',
        'Subskrypcja kawy',
        'Předplatné kávy',
        'Kávé-előfizetés',
        'Predplatné kávy',
        'Kahve aboneliği',
      ),
    ),
  ]),
  c('fashion', l('Mode', 'Mode', 'Moda', 'Móda', 'Divat', 'Móda', 'Moda'), [
    c('women', l('Damen', 'Femme', 'Damska', 'Dámská', 'Női', 'Dámska', 'Kadın'), [
      c('clothing', CLOTHING, [
        JACKETS,
        KNITWEAR,
        c(
          'blouses',
          l(
            'Blusen & Shirts',
            'Chemisiers & t-shirts',
            'Bluzki i koszulki',
            'Halenky a trička',
            'Blúzok és pólók',
            'Blúzky a tričká',
            'Bluz & tişört',
          ),
        ),
        TROUSERS,
        c('dresses', l('Kleider', 'Robes', 'Sukienki', 'Šaty', 'Ruhák', 'Šaty', 'Elbise')),
      ]),
      c(
        'nightwear',
        l(
          'Nachtwäsche',
          'Vêtements de nuit',
          'Bielizna nocna',
          'Noční prádlo',
          'Hálóruhák',
          'Nočná bielizeň',
          'Gecelik & pijama',
        ),
      ),
      FASHION_ACCESSORIES,
    ]),
    c('men', l('Herren', 'Homme', 'Męska', 'Pánská', 'Férfi', 'Pánska', 'Erkek'), [
      c('clothing', CLOTHING, [
        JACKETS,
        KNITWEAR,
        c('shirts', l('Hemden', 'Chemises', 'Koszule', 'Košile', 'Ingek', 'Košele', 'Gömlek')),
        TROUSERS,
      ]),
      c(
        'nightwear',
        l('Schlafanzüge', 'Pyjamas', 'Piżamy', 'Pyžama', 'Pizsamák', 'Pyžamá', 'Pijama'),
      ),
      FASHION_ACCESSORIES,
    ]),
    c('kids', l('Kinder', 'Enfant', 'Dziecięca', 'Dětská', 'Gyerek', 'Detská', 'Çocuk'), [
      c('baby', l('Baby', 'Bébé', 'Niemowlęta', 'Miminka', 'Baba', 'Bábätká', 'Bebek')),
      c('girls', l('Mädchen', 'Fille', 'Dziewczynki', 'Dívky', 'Lány', 'Dievčatá', 'Kız çocuk')),
      c('boys', l('Jungen', 'Garçon', 'Chłopcy', 'Chlapci', 'Fiú', 'Chlapci', 'Erkek çocuk')),
    ]),
    c(
      'underwear',
      l(
        'Wäsche',
        'Lingerie',
        'Bielizna',
        'Spodní prádlo',
        'Fehérnemű',
        'Spodná bielizeň',
        'İç giyim',
      ),
      [
        c(
          'bras',
          l(
            'BHs',
            'Soutiens-gorge',
            'Biustonosze',
            'Podprsenky',
            'Melltartók',
            'Podprsenky',
            'Sütyen',
          ),
        ),
        c(
          'briefs',
          l(
            'Slips & Pantys',
            'Culottes & shortys',
            'Figi i szorty',
            'Kalhotky',
            'Bugyik',
            'Nohavičky',
            'Külot',
          ),
        ),
        c(
          'mens-underwear',
          l(
            'Herrenwäsche',
            'Sous-vêtements homme',
            'Bielizna męska',
            'Pánské spodní prádlo',
            'Férfi alsónemű',
            'Pánska spodná bielizeň',
            'Erkek iç giyim',
          ),
        ),
      ],
    ),
    c(
      'socks',
      l(
        'Socken & Strümpfe',
        'Chaussettes & collants',
        'Skarpety i rajstopy',
        'Ponožky a punčochy',
        'Zoknik és harisnyák',
        'Ponožky a pančuchy',
        'Çorap',
      ),
    ),
    c('shoes', l('Schuhe', 'Chaussures', 'Buty', 'Obuv', 'Cipők', 'Obuv', 'Ayakkabı'), [
      c(
        'sneakers',
        l('Sneaker', 'Baskets', 'Sneakersy', 'Tenisky', 'Sneakerek', 'Tenisky', 'Sneaker'),
      ),
      c(
        'boots',
        l(
          'Stiefel & Boots',
          'Bottes & bottines',
          'Kozaki i botki',
          'Kozačky a kotníkové boty',
          'Csizmák és bakancsok',
          'Čižmy a členková obuv',
          'Bot & çizme',
        ),
      ),
      c(
        'slippers',
        l('Hausschuhe', 'Chaussons', 'Kapcie', 'Bačkory', 'Papucsok', 'Papuče', 'Ev terliği'),
      ),
    ]),
  ]),
  c('home', l('Wohnen', 'Maison', 'Dom', 'Bydlení', 'Otthon', 'Bývanie', 'Ev & Yaşam'), [
    c(
      'bedding',
      l(
        'Bettwäsche',
        'Linge de lit',
        'Pościel',
        'Povlečení',
        'Ágyneműhuzat',
        'Obliečky',
        'Nevresim',
      ),
      [
        c(
          'duvet-covers',
          l(
            'Bettbezüge',
            'Housses de couette',
            'Poszwy na kołdrę',
            'Povlaky na peřiny',
            'Paplanhuzatok',
            'Obliečky na paplón',
            'Yorgan kılıfı',
          ),
        ),
        c(
          'fitted-sheets',
          l(
            'Spannbettlaken',
            'Draps-housses',
            'Prześcieradła z gumką',
            'Napínací prostěradla',
            'Gumis lepedők',
            'Napínacie plachty',
            'Lastikli çarşaf',
          ),
        ),
        c(
          'pillowcases',
          l(
            'Kissenbezüge',
            "Taies d'oreiller",
            'Poszewki na poduszki',
            'Povlaky na polštáře',
            'Párnahuzatok',
            'Obliečky na vankúše',
            'Yastık kılıfı',
          ),
        ),
        c(
          'duvets',
          l(
            'Bettdecken & Kopfkissen',
            'Couettes & oreillers',
            'Kołdry i poduszki',
            'Přikrývky a polštáře',
            'Paplanok és párnák',
            'Paplóny a vankúše',
            'Yorgan & yastık',
          ),
        ),
      ],
    ),
    c(
      'towels',
      l('Handtücher', 'Serviettes', 'Ręczniki', 'Ručníky', 'Törölközők', 'Uteráky', 'Havlular'),
      [
        c(
          'bath-towels',
          l(
            'Badetücher',
            'Draps de bain',
            'Ręczniki kąpielowe',
            'Osušky',
            'Fürdőlepedők',
            'Osušky',
            'Banyo havlusu',
          ),
        ),
        c(
          'hand-towels',
          l(
            'Handtücher',
            'Serviettes de toilette',
            'Ręczniki do rąk',
            'Ručníky',
            'Kéztörlők',
            'Uteráky',
            'El havlusu',
          ),
        ),
        c(
          'bathrobes',
          l('Bademäntel', 'Peignoirs', 'Szlafroki', 'Župany', 'Fürdőköpenyek', 'Župany', 'Bornoz'),
        ),
        c(
          'bath-mats',
          l(
            'Badematten',
            'Tapis de bain',
            'Dywaniki łazienkowe',
            'Koupelnové předložky',
            'Fürdőszobaszőnyegek',
            'Kúpeľňové predložky',
            'Banyo paspası',
          ),
        ),
      ],
    ),
    c(
      'blankets',
      l(
        'Decken & Kissen',
        'Plaids & coussins',
        'Koce i poduszki',
        'Deky a polštáře',
        'Takarók és párnák',
        'Deky a vankúše',
        'Battaniye & yastık',
      ),
      [
        c('throws', l('Wohndecken', 'Plaids', 'Koce', 'Deky', 'Takarók', 'Deky', 'Battaniye')),
        c(
          'cushions',
          l(
            'Dekokissen',
            'Coussins',
            'Poduszki dekoracyjne',
            'Dekorační polštáře',
            'Díszpárnák',
            'Dekoračné vankúše',
            'Kırlent',
          ),
        ),
        c(
          'seat-pads',
          l(
            'Sitzkissen',
            'Galettes de chaise',
            'Poduszki na krzesła',
            'Podsedáky',
            'Székpárnák',
            'Podsedáky',
            'Sandalye minderi',
          ),
        ),
      ],
    ),
    c(
      'lights',
      l('Leuchten', 'Luminaires', 'Oświetlenie', 'Svítidla', 'Lámpák', 'Svietidlá', 'Aydınlatma'),
      [
        c(
          'ceiling',
          l(
            'Deckenleuchten',
            'Plafonniers',
            'Lampy sufitowe',
            'Stropní svítidla',
            'Mennyezeti lámpák',
            'Stropné svietidlá',
            'Tavan lambası',
          ),
        ),
        c(
          'table',
          l(
            'Tischleuchten',
            'Lampes de table',
            'Lampy stołowe',
            'Stolní lampy',
            'Asztali lámpák',
            'Stolové lampy',
            'Masa lambası',
          ),
        ),
        c(
          'outdoor-lights',
          l(
            'Außenleuchten',
            'Luminaires extérieurs',
            'Lampy zewnętrzne',
            'Venkovní svítidla',
            'Kültéri lámpák',
            'Vonkajšie svietidlá',
            'Dış mekân aydınlatması',
          ),
        ),
        c(
          'fairy-lights',
          l(
            'Lichterketten',
            'Guirlandes lumineuses',
            'Girlandy świetlne',
            'Světelné řetězy',
            'Fényfüzérek',
            'Svetelné reťaze',
            'Işık zinciri',
          ),
        ),
      ],
    ),
    c(
      'decoration',
      l(
        'Dekoration',
        'Décoration',
        'Dekoracje',
        'Dekorace',
        'Dekoráció',
        'Dekorácie',
        'Dekorasyon',
      ),
      [
        c('vases', l('Vasen', 'Vases', 'Wazony', 'Vázy', 'Vázák', 'Vázy', 'Vazo')),
        c(
          'candles',
          l(
            'Kerzen & Windlichter',
            'Bougies & photophores',
            'Świece i lampiony',
            'Svíčky a lucerny',
            'Gyertyák és mécsestartók',
            'Sviečky a lampáše',
            'Mum & fener',
          ),
        ),
        c(
          'frames',
          l(
            'Bilderrahmen',
            'Cadres photo',
            'Ramki na zdjęcia',
            'Fotorámečky',
            'Képkeretek',
            'Fotorámiky',
            'Çerçeve',
          ),
        ),
        c(
          'seasonal',
          l(
            'Saisonale Deko',
            'Déco de saison',
            'Dekoracje sezonowe',
            'Sezónní dekorace',
            'Szezonális dekoráció',
            'Sezónne dekorácie',
            'Mevsimlik dekorasyon',
          ),
        ),
      ],
    ),
  ]),
  c(
    'kitchen',
    l(
      'Küche & Haushalt',
      'Cuisine & maison',
      'Kuchnia i dom',
      'Kuchyně a domácnost',
      'Konyha és háztartás',
      'Kuchyňa a domácnosť',
      'Mutfak & Ev',
    ),
    [
      c(
        'cookware',
        l(
          'Töpfe & Pfannen',
          'Casseroles & poêles',
          'Garnki i patelnie',
          'Hrnce a pánve',
          'Edények és serpenyők',
          'Hrnce a panvice',
          'Tencere & tava',
        ),
        [
          c('pots', l('Töpfe', 'Casseroles', 'Garnki', 'Hrnce', 'Lábasok', 'Hrnce', 'Tencere')),
          c('pans', l('Pfannen', 'Poêles', 'Patelnie', 'Pánve', 'Serpenyők', 'Panvice', 'Tava')),
          c(
            'bakeware',
            l(
              'Backformen',
              'Moules à pâtisserie',
              'Formy do pieczenia',
              'Formy na pečení',
              'Sütőformák',
              'Formy na pečenie',
              'Kek kalıbı',
            ),
          ),
          c(
            'oven-dishes',
            l(
              'Auflaufformen',
              'Plats à gratin',
              'Naczynia żaroodporne',
              'Zapékací mísy',
              'Sütőtálak',
              'Zapekacie misy',
              'Fırın kabı',
            ),
          ),
        ],
      ),
      c(
        'tableware',
        l(
          'Geschirr & Tassen',
          'Vaisselle & tasses',
          'Naczynia i filiżanki',
          'Nádobí a šálky',
          'Étkészletek és csészék',
          'Riad a šálky',
          'Yemek takımı & fincan',
        ),
        [
          c(
            'plates',
            l('Teller', 'Assiettes', 'Talerze', 'Talíře', 'Tányérok', 'Taniere', 'Tabak'),
          ),
          c(
            'mugs',
            l(
              'Tassen & Becher',
              'Tasses & mugs',
              'Filiżanki i kubki',
              'Šálky a hrnky',
              'Csészék és bögrék',
              'Šálky a hrnčeky',
              'Fincan & kupa',
            ),
          ),
          c(
            'glasses',
            l('Gläser', 'Verres', 'Szklanki', 'Sklenice', 'Poharak', 'Poháre', 'Bardak'),
          ),
          c(
            'cutlery',
            l(
              'Besteck',
              'Couverts',
              'Sztućce',
              'Příbory',
              'Evőeszközök',
              'Príbory',
              'Çatal bıçak takımı',
            ),
          ),
        ],
      ),
      c(
        'storage',
        l(
          'Aufbewahrung',
          'Rangement',
          'Przechowywanie',
          'Skladování',
          'Tárolás',
          'Skladovanie',
          'Saklama',
        ),
        [
          c(
            'food-containers',
            l(
              'Vorratsdosen',
              'Boîtes de conservation',
              'Pojemniki na żywność',
              'Dózy na potraviny',
              'Ételtároló dobozok',
              'Dózy na potraviny',
              'Saklama kabı',
            ),
          ),
          c(
            'lunch-boxes',
            l(
              'Brotdosen & Trinkflaschen',
              'Boîtes à lunch & gourdes',
              'Lunchboxy i bidony',
              'Svačinové boxy a lahve',
              'Uzsonnás dobozok és kulacsok',
              'Desiatové boxy a fľaše',
              'Beslenme kutusu & matara',
            ),
          ),
          c(
            'organisers',
            l(
              'Küchenorganisation',
              'Organisation de cuisine',
              'Organizery kuchenne',
              'Organizace kuchyně',
              'Konyhai rendszerezők',
              'Organizácia kuchyne',
              'Mutfak düzenleyici',
            ),
          ),
        ],
      ),
      c(
        'preparation',
        l(
          'Schneiden & Zubereiten',
          'Découpe & préparation',
          'Krojenie i przygotowanie',
          'Krájení a příprava',
          'Vágás és előkészítés',
          'Krájanie a príprava',
          'Kesme & hazırlık',
        ),
        [
          c('knives', l('Messer', 'Couteaux', 'Noże', 'Nože', 'Kések', 'Nože', 'Bıçak')),
          c(
            'cutting-boards',
            l(
              'Schneidebretter',
              'Planches à découper',
              'Deski do krojenia',
              'Prkénka',
              'Vágódeszkák',
              'Dosky na krájanie',
              'Kesme tahtası',
            ),
          ),
          c(
            'gadgets',
            l(
              'Küchenhelfer',
              'Ustensiles',
              'Przybory kuchenne',
              'Kuchyňské pomůcky',
              'Konyhai eszközök',
              'Kuchynské pomôcky',
              'Mutfak gereçleri',
            ),
          ),
          c(
            'scales',
            l(
              'Küchenwaagen',
              'Balances de cuisine',
              'Wagi kuchenne',
              'Kuchyňské váhy',
              'Konyhai mérlegek',
              'Kuchynské váhy',
              'Mutfak terazisi',
            ),
          ),
        ],
      ),
      c(
        'textiles',
        l(
          'Küchentextilien',
          'Linge de cuisine',
          'Tekstylia kuchenne',
          'Kuchyňský textil',
          'Konyhai textíliák',
          'Kuchynský textil',
          'Mutfak tekstili',
        ),
      ),
    ],
  ),
  c(
    'sport',
    l(
      'Sport & Freizeit',
      'Sport & loisirs',
      'Sport i rekreacja',
      'Sport a volný čas',
      'Sport és szabadidő',
      'Šport a voľný čas',
      'Spor & Outdoor',
    ),
    [
      c(
        'yoga',
        l(
          'Yoga & Fitness',
          'Yoga & fitness',
          'Joga i fitness',
          'Jóga a fitness',
          'Jóga és fitnesz',
          'Joga a fitnes',
          'Yoga & fitness',
        ),
        [
          c(
            'mats',
            l(
              'Yogamatten',
              'Tapis de yoga',
              'Maty do jogi',
              'Podložky na jógu',
              'Jógaszőnyegek',
              'Podložky na jogu',
              'Yoga matı',
            ),
          ),
          c(
            'equipment',
            l(
              'Fitnessgeräte',
              'Équipement de fitness',
              'Sprzęt fitness',
              'Fitness vybavení',
              'Fitneszeszközök',
              'Fitnes vybavenie',
              'Fitness ekipmanı',
            ),
          ),
          c(
            'yoga-wear',
            l(
              'Yoga-Bekleidung',
              'Tenues de yoga',
              'Odzież do jogi',
              'Oblečení na jógu',
              'Jógaruházat',
              'Oblečenie na jogu',
              'Yoga giyim',
            ),
          ),
        ],
      ),
      c(
        'cycling',
        l(
          'Radsport',
          'Cyclisme',
          'Kolarstwo',
          'Cyklistika',
          'Kerékpározás',
          'Cyklistika',
          'Bisiklet',
        ),
        [
          c(
            'cycling-wear',
            l(
              'Radbekleidung',
              'Vêtements de cyclisme',
              'Odzież rowerowa',
              'Cyklistické oblečení',
              'Kerékpáros ruházat',
              'Cyklistické oblečenie',
              'Bisiklet giyim',
            ),
          ),
          c(
            'bike-accessories',
            l(
              'Fahrradzubehör',
              'Accessoires vélo',
              'Akcesoria rowerowe',
              'Příslušenství na kolo',
              'Kerékpár-kiegészítők',
              'Príslušenstvo na bicykel',
              'Bisiklet aksesuarları',
            ),
          ),
          c('helmets', l('Helme', 'Casques', 'Kaski', 'Přilby', 'Bukósisakok', 'Prilby', 'Kask')),
        ],
      ),
      c(
        'outdoor',
        l(
          'Outdoor & Wandern',
          'Randonnée',
          'Outdoor i turystyka',
          'Outdoor a turistika',
          'Túrázás',
          'Outdoor a turistika',
          'Outdoor & doğa yürüyüşü',
        ),
        [
          c(
            'hiking-wear',
            l(
              'Wanderbekleidung',
              'Vêtements de randonnée',
              'Odzież turystyczna',
              'Turistické oblečení',
              'Túraruházat',
              'Turistické oblečenie',
              'Doğa yürüyüşü giyim',
            ),
          ),
          c(
            'backpacks',
            l(
              'Rucksäcke',
              'Sacs à dos',
              'Plecaki',
              'Batohy',
              'Hátizsákok',
              'Batohy',
              'Sırt çantası',
            ),
          ),
          c(
            'camping',
            l('Camping', 'Camping', 'Kemping', 'Kempování', 'Kemping', 'Kempovanie', 'Kamp'),
          ),
        ],
      ),
      c(
        'sportswear',
        l(
          'Sportbekleidung',
          'Vêtements de sport',
          'Odzież sportowa',
          'Sportovní oblečení',
          'Sportruházat',
          'Športové oblečenie',
          'Spor giyim',
        ),
        [
          c(
            'shirts',
            l(
              'Funktionsshirts',
              'T-shirts techniques',
              'Koszulki funkcyjne',
              'Funkční trička',
              'Funkcionális pólók',
              'Funkčné tričká',
              'Fonksiyonel tişört',
            ),
          ),
          c(
            'tights',
            l(
              'Sporthosen & Tights',
              'Pantalons & collants de sport',
              'Spodnie i legginsy sportowe',
              'Sportovní kalhoty a legíny',
              'Sportnadrágok és leggingsek',
              'Športové nohavice a legíny',
              'Spor tayt & eşofman',
            ),
          ),
          c(
            'running-jackets',
            l(
              'Laufjacken',
              'Vestes de running',
              'Kurtki do biegania',
              'Běžecké bundy',
              'Futódzsekik',
              'Bežecké bundy',
              'Koşu montu',
            ),
          ),
        ],
      ),
      c(
        'winter',
        l(
          'Wintersport',
          "Sports d'hiver",
          'Sporty zimowe',
          'Zimní sporty',
          'Téli sportok',
          'Zimné športy',
          'Kış sporları',
        ),
        [
          c(
            'ski-wear',
            l(
              'Skibekleidung',
              'Vêtements de ski',
              'Odzież narciarska',
              'Lyžařské oblečení',
              'Síruházat',
              'Lyžiarske oblečenie',
              'Kayak giyim',
            ),
          ),
          c(
            'thermal',
            l(
              'Thermowäsche',
              'Sous-vêtements thermiques',
              'Bielizna termoaktywna',
              'Termoprádlo',
              'Termo aláöltözet',
              'Termobielizeň',
              'Termal iç giyim',
            ),
          ),
          c(
            'hats-gloves',
            l(
              'Mützen & Handschuhe',
              'Bonnets & gants',
              'Czapki i rękawiczki',
              'Čepice a rukavice',
              'Sapkák és kesztyűk',
              'Čiapky a rukavice',
              'Bere & eldiven',
            ),
          ),
        ],
      ),
    ],
  ),
  {
    // spec header §6: the mobile plan exists on DE only; it is run by a partner, so it opens in a new tab.
    slug: 'mobile',
    sites: ['DE'],
    target: '_blank',
    title: l('Mobilfunk', 'Mobile', 'Telefonia', 'Mobil', 'Mobil', 'Mobil', 'Mobil'),
    children: [
      c('plans', l('Tarife', 'Forfaits', 'Taryfy', 'Tarify', 'Tarifák', 'Paušály', 'Tarifeler')),
      c(
        'prepaid',
        l(
          'Prepaid',
          'Prépayé',
          'Na kartę',
          'Předplacené',
          'Feltöltős',
          'Predplatené',
          'Ön ödemeli',
        ),
      ),
      c(
        'sim-activation',
        l(
          'SIM-Karte aktivieren',
          'Activer la carte SIM',
          'Aktywuj kartę SIM',
          'Aktivovat SIM kartu',
          'SIM-kártya aktiválása',
          'Aktivovať SIM kartu',
          'SIM kartı etkinleştir',
        ),
      ),
      c(
        'service',
        l(
          'Kundenservice Mobilfunk',
          'Service client mobile',
          'Obsługa klienta',
          'Zákaznický servis',
          'Ügyfélszolgálat',
          'Zákaznícky servis',
          'Müşteri hizmetleri',
        ),
      ),
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

/**
 * The category names along a path like 'coffee/whole-beans/espresso', from the top down to the
 * deepest segment the tree knows ([] when it does not know the top category).
 */
export function categoryNames(site: Site, path: string): string[] {
  const names: string[] = [];
  let level: readonly CategoryDef[] = CATEGORIES;
  for (const slug of path.split('/')) {
    const category = level.find((candidate) => candidate.slug === slug);
    if (!category) break;
    names.push(pick(site, category.title));
    level = category.children ?? [];
  }
  return names;
}

/** The teaser of a level with a level below: new items, bestsellers and sale of the category. */
function teaser(site: Site, href: string): NavigationNode['teaser'] {
  return {
    title: pick(site, TEASER_TITLE),
    list: TEASER_LINKS.map((link) => ({
      title: pick(site, link.title),
      href: `${href}?${link.query}`,
    })),
  };
}

function categoryNode(
  site: Site,
  category: CategoryDef,
  parentPath: string | undefined,
  target: NavigationNode['target'],
): NavigationNode {
  const path = parentPath === undefined ? category.slug : `${parentPath}/${category.slug}`;
  const href = categoryHref(path);
  const children = (category.children ?? []).map((child) =>
    categoryNode(site, child, path, target),
  );
  return {
    title: pick(site, category.title),
    href,
    target,
    children,
    teaser: children.length > 0 ? teaser(site, href) : null,
  };
}

/** The shop's own tree for a site. */
export function getStandardNavigationTree(site: Site): NavigationNode[] {
  return CATEGORIES.filter((category) => !category.sites || category.sites.includes(site)).map(
    (category) => categoryNode(site, category, undefined, category.target ?? '_self'),
  );
}

/** Children per node on each level of the big tree: 10 x 3 x 3 x 3 x 2 x 2 = 2,020 nodes. */
export const BIG_NAVIGATION_BRANCHING: readonly number[] = [10, 3, 3, 3, 2, 2];

const RANGE = l(
  'Sortiment',
  'Assortiment',
  'Asortyment',
  'Sortiment',
  'Választék',
  'Sortiment',
  'Ürün grubu',
);

/**
 * The big tree: six levels, named "Sortiment 3.1.2" in the site's language after their position,
 * each level with a teaser where it has a level below, addresses /c/range-3-1-2 (pages the demo
 * does not have: a stress test of the flyout, not of the shop).
 */
export function getBigNavigationTree(site: Site): NavigationNode[] {
  const range = pick(site, RANGE);
  const level = (depth: number, position: readonly number[]): NavigationNode[] => {
    const count = BIG_NAVIGATION_BRANCHING[depth];
    if (count === undefined) return [];
    return Array.from({ length: count }, (_, index) => {
      const path = [...position, index + 1];
      const href = categoryHref(`range-${path.join('-')}`);
      const children = level(depth + 1, path);
      return {
        title: `${range} ${path.join('.')}`,
        href,
        target: '_self' as const,
        children,
        teaser: children.length > 0 ? teaser(site, href) : null,
      };
    });
  };
  return level(0, []);
}

/** What GET /jsonflyoutnavigation answers in a scenario. */
export function getNavigationTree(site: Site, scenario: NavigationScenario = 'standard'): unknown {
  switch (scenario) {
    case 'standard':
      return getStandardNavigationTree(site);
    case 'big':
      return getBigNavigationTree(site);
    case 'hostile':
      return hostileNavigationTree();
    default:
      return scenario satisfies never;
  }
}
