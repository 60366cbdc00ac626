/**
 * The shop catalogue behind carts, suggestions, images and product pages: coffee, machines,
 * household, home textiles, fashion, sport, gift cards, free campaign articles, partner products
 * and subscription plans. Titles in seven languages, list prices in EUR cents converted to local
 * shelf prices per site (sites.ts), stock per article variant (tcm) for the availability limit.
 */
import {
  convertAmount,
  l,
  localPrice,
  pick,
  same,
  type Currency,
  type Localized,
  type Site,
  SITE_INFO,
} from './sites';

export type Availability = 'IN_STOCK' | 'AVAILABLE' | 'NOT_AVAILABLE' | 'SOLDOUT' | 'SHORTAGE';
export type DimensionType = 'TEXT' | 'COLOR' | 'IMAGE';

export interface DimensionDef {
  readonly name: Localized;
  readonly value: Localized;
  readonly type: DimensionType;
  /** COLOR: the swatch colour. */
  readonly colorCode?: string;
  /** IMAGE: the swatch pattern name, served as /demo-assets/swatches/{swatch}.svg. */
  readonly swatch?: string;
}

export interface Variant {
  readonly tcm: string;
  readonly dimensions: readonly DimensionDef[];
  readonly stock: number;
  readonly availability: Availability;
  /** Main colour of the product illustration. */
  readonly color: string;
  /** Surcharge on the product's list price, EUR cents (bigger bed linen costs more). */
  readonly eurSurcharge: number;
  /** Gift cards: index into GIFT_CARD_VALUES. */
  readonly giftCardTier?: number;
}

export type ProductKind =
  | 'coffee-beans'
  | 'coffee-ground'
  | 'coffee-capsules'
  | 'machine'
  | 'grinder'
  | 'frother'
  | 'mugs'
  | 'cup'
  | 'kitchen-towels'
  | 'pans'
  | 'tin'
  | 'boards'
  | 'bedding'
  | 'towels'
  | 'lamp'
  | 'blanket'
  | 'jacket'
  | 'shirt'
  | 'jeans'
  | 'sports-shirt'
  | 'rain-jacket'
  | 'socks'
  | 'yoga-mat'
  | 'helmet'
  | 'gift-card'
  | 'espresso-cups'
  | 'jug';

export interface Product {
  readonly id: string;
  readonly kind: ProductKind;
  /** Navigation path, e.g. 'coffee/whole-beans'. */
  readonly category: string;
  readonly title: Localized;
  /** List price in EUR cents; converted per site by localPrice(). */
  readonly eur: number;
  /** Regular price before a reduction (EUR cents). */
  readonly oldEur?: number;
  /** A promotional price: the old price is not struck through (spec header "Price block rules"). */
  readonly isPricePromotional?: boolean;
  /** Lowest price of the last 30 days before the reduction (EUR cents). */
  readonly bestEur?: number;
  /** Net content in grams, for the base price (coffee). */
  readonly grams?: number;
  /** Highest quantity of one article per order (ITEM_LIMIT). */
  readonly maxPerOrder: number;
  readonly variants: readonly Variant[];
  readonly trackingName: string;
  /** No longer sold: appears only as a defective cart item, not in search. */
  readonly discontinued?: boolean;
  /** Only given away through a free-article campaign. */
  readonly freeArticleOnly?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Dimensions

const DIMENSION = {
  color: l('Farbe', 'Couleur', 'Kolor', 'Barva', 'Szín', 'Farba', 'Renk'),
  size: l('Größe', 'Taille', 'Rozmiar', 'Velikost', 'Méret', 'Veľkosť', 'Beden'),
  decor: l('Dekor', 'Motif', 'Wzór', 'Dekor', 'Minta', 'Dekor', 'Desen'),
  value: l('Wert', 'Valeur', 'Wartość', 'Hodnota', 'Érték', 'Hodnota', 'Değer'),
} as const;

const COLORS = {
  black: {
    name: l('Schwarz', 'Noir', 'Czarny', 'Černá', 'Fekete', 'Čierna', 'Siyah'),
    code: '#1D1D1B',
  },
  silver: {
    name: l('Silber', 'Argent', 'Srebrny', 'Stříbrná', 'Ezüst', 'Strieborná', 'Gümüş'),
    code: '#A7A9AC',
  },
  navy: {
    name: l(
      'Marine',
      'Bleu marine',
      'Granatowy',
      'Námořnická modrá',
      'Tengerészkék',
      'Námornícka modrá',
      'Lacivert',
    ),
    code: '#1F2A44',
  },
  olive: {
    name: l('Olivgrün', 'Olive', 'Oliwkowy', 'Olivová', 'Olívazöld', 'Olivová', 'Haki'),
    code: '#6B7045',
  },
  sage: {
    name: l('Salbei', 'Sauge', 'Szałwiowy', 'Šalvějová', 'Zsálya', 'Šalviová', 'Adaçayı yeşili'),
    code: '#9CAF88',
  },
  sand: {
    name: l('Sand', 'Sable', 'Piaskowy', 'Písková', 'Homok', 'Piesková', 'Kum beji'),
    code: '#D8C3A5',
  },
  smokeBlue: {
    name: l(
      'Rauchblau',
      'Bleu fumé',
      'Przydymiony niebieski',
      'Kouřově modrá',
      'Füstkék',
      'Dymovo modrá',
      'Füme mavi',
    ),
    code: '#5D7A8C',
  },
  lightBlue: {
    name: l(
      'Hellblau',
      'Bleu clair',
      'Jasnoniebieski',
      'Světle modrá',
      'Világoskék',
      'Svetlomodrá',
      'Açık mavi',
    ),
    code: '#A9C6E8',
  },
  white: { name: l('Weiß', 'Blanc', 'Biały', 'Bílá', 'Fehér', 'Biela', 'Beyaz'), code: '#F7F7F5' },
  darkBlue: {
    name: l(
      'Dunkelblau',
      'Bleu foncé',
      'Ciemnoniebieski',
      'Tmavě modrá',
      'Sötétkék',
      'Tmavomodrá',
      'Koyu mavi',
    ),
    code: '#22365C',
  },
  yellow: { name: l('Gelb', 'Jaune', 'Żółty', 'Žlutá', 'Sárga', 'Žltá', 'Sarı'), code: '#F2C230' },
  anthracite: {
    name: l(
      'Anthrazit',
      'Anthracite',
      'Antracytowy',
      'Antracitová',
      'Antracit',
      'Antracitová',
      'Antrasit',
    ),
    code: '#3C3F44',
  },
} as const satisfies Record<string, { name: Localized; code: string }>;
type ColorKey = keyof typeof COLORS;

const DECORS = {
  stripes: l('Streifen', 'Rayures', 'Paski', 'Proužky', 'Csíkos', 'Prúžky', 'Çizgili'),
  dots: l('Punkte', 'Pois', 'Kropki', 'Puntíky', 'Pöttyös', 'Bodky', 'Puantiyeli'),
} as const;
type DecorKey = keyof typeof DECORS;

function colour(key: ColorKey): DimensionDef {
  return {
    name: DIMENSION.color,
    value: COLORS[key].name,
    type: 'COLOR',
    colorCode: COLORS[key].code,
  };
}

function size(value: string): DimensionDef {
  return { name: DIMENSION.size, value: same(value), type: 'TEXT' };
}

function decor(key: DecorKey): DimensionDef {
  return { name: DIMENSION.decor, value: DECORS[key], type: 'IMAGE', swatch: key };
}

export const GIFT_CARD_VALUE_LABEL: Localized = DIMENSION.value;

export const SWATCHES: readonly string[] = Object.keys(DECORS);

interface VariantOptions {
  readonly stock?: number;
  readonly availability?: Availability;
  readonly color?: string;
  readonly eurSurcharge?: number;
}

function variant(
  productId: string,
  suffix: string,
  dimensions: readonly DimensionDef[],
  options: VariantOptions = {},
): Variant {
  const stock = options.stock ?? 250;
  const colorDimension = dimensions.find((dimension) => dimension.type === 'COLOR');
  return {
    tcm: `${productId}${suffix}`,
    dimensions,
    stock,
    availability:
      options.availability ?? (stock === 0 ? 'SOLDOUT' : stock <= 5 ? 'SHORTAGE' : 'IN_STOCK'),
    color: options.color ?? colorDimension?.colorCode ?? '#6F4E37',
    eurSurcharge: options.eurSurcharge ?? 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Products

export const PRODUCTS: readonly Product[] = [
  {
    id: '100101',
    kind: 'coffee-beans',
    category: 'coffee/whole-beans',
    title: l(
      'Caffè Crema Mild, 1 kg ganze Bohnen',
      'Caffè Crema doux, 1 kg grains entiers',
      'Caffè Crema łagodna, 1 kg ziarnista',
      'Caffè Crema jemná, 1 kg zrnková',
      'Caffè Crema enyhe, 1 kg szemes',
      'Caffè Crema jemná, 1 kg zrnková',
      'Caffè Crema Yumuşak, 1 kg çekirdek',
    ),
    eur: 1499,
    grams: 1000,
    maxPerOrder: 20,
    variants: [variant('100101', '001', [], { stock: 800, color: '#C8A165' })],
    trackingName: 'caffe_crema_mild_1kg_beans',
  },
  {
    id: '100102',
    kind: 'coffee-beans',
    category: 'coffee/whole-beans',
    title: l(
      'Espresso Intenso, 1 kg ganze Bohnen',
      'Espresso Intenso, 1 kg grains entiers',
      'Espresso Intenso, 1 kg ziarnista',
      'Espresso Intenso, 1 kg zrnková',
      'Espresso Intenso, 1 kg szemes',
      'Espresso Intenso, 1 kg zrnková',
      'Espresso Intenso, 1 kg çekirdek',
    ),
    eur: 1599,
    oldEur: 1899,
    bestEur: 1699,
    grams: 1000,
    maxPerOrder: 20,
    variants: [variant('100102', '001', [], { stock: 600, color: '#3B2417' })],
    trackingName: 'espresso_intenso_1kg_beans',
  },
  {
    id: '100103',
    kind: 'coffee-ground',
    category: 'coffee/ground',
    title: l(
      'Feine Milde, 500 g gemahlen',
      'Fine douceur, 500 g moulu',
      'Delikatna, 500 g mielona',
      'Jemná, 500 g mletá',
      'Finom enyhe, 500 g őrölt',
      'Jemná, 500 g mletá',
      'İnce Yumuşak, 500 g öğütülmüş',
    ),
    eur: 699,
    grams: 500,
    maxPerOrder: 20,
    variants: [variant('100103', '001', [], { stock: 900, color: '#B5651D' })],
    trackingName: 'feine_milde_500g_ground',
  },
  {
    id: '100104',
    kind: 'coffee-capsules',
    category: 'coffee/capsules',
    title: l(
      'Kaffeekapseln Lungo Classico, 30 Stück',
      'Capsules de café Lungo Classico, 30 pièces',
      'Kapsułki Lungo Classico, 30 szt.',
      'Kávové kapsle Lungo Classico, 30 ks',
      'Kávékapszula Lungo Classico, 30 db',
      'Kávové kapsuly Lungo Classico, 30 ks',
      'Kahve kapsülü Lungo Classico, 30 adet',
    ),
    eur: 749,
    oldEur: 899,
    isPricePromotional: true,
    bestEur: 799,
    grams: 165,
    maxPerOrder: 20,
    variants: [variant('100104', '001', [], { stock: 1200, color: '#8C2F39' })],
    trackingName: 'capsules_lungo_classico_30',
  },
  {
    id: '100105',
    kind: 'coffee-beans',
    category: 'coffee/whole-beans',
    title: l(
      'Barista Caffè Crema, 1 kg ganze Bohnen',
      'Barista Caffè Crema, 1 kg grains entiers',
      'Barista Caffè Crema, 1 kg ziarnista',
      'Barista Caffè Crema, 1 kg zrnková',
      'Barista Caffè Crema, 1 kg szemes',
      'Barista Caffè Crema, 1 kg zrnková',
      'Barista Caffè Crema, 1 kg çekirdek',
    ),
    eur: 1799,
    grams: 1000,
    maxPerOrder: 20,
    variants: [variant('100105', '001', [], { stock: 500, color: '#D9B38C' })],
    trackingName: 'barista_caffe_crema_1kg_beans',
  },
  {
    id: '100106',
    kind: 'coffee-ground',
    category: 'coffee/ground',
    title: l(
      'Filterkaffee entkoffeiniert, 500 g gemahlen',
      'Café filtre décaféiné, 500 g moulu',
      'Kawa bezkofeinowa do przelewu, 500 g mielona',
      'Filtrovaná káva bez kofeinu, 500 g mletá',
      'Koffeinmentes filterkávé, 500 g őrölt',
      'Filtrovaná káva bez kofeínu, 500 g mletá',
      'Kafeinsiz filtre kahve, 500 g öğütülmüş',
    ),
    eur: 729,
    grams: 500,
    maxPerOrder: 20,
    variants: [variant('100106', '001', [], { stock: 300, color: '#4F7A5A' })],
    trackingName: 'filter_decaf_500g_ground',
  },
  {
    id: '200201',
    kind: 'machine',
    category: 'coffee/machines',
    title: l(
      'Kaffeevollautomat mit Milchsystem',
      'Machine à café automatique avec système lait',
      'Ekspres automatyczny z systemem mlecznym',
      'Plně automatický kávovar s mléčným systémem',
      'Automata kávéfőző tejhabosítóval',
      'Plnoautomatický kávovar s mliečnym systémom',
      'Süt sistemli tam otomatik kahve makinesi',
    ),
    eur: 34900,
    oldEur: 42900,
    bestEur: 37900,
    maxPerOrder: 2,
    variants: [
      variant('200201', '001', [colour('black')], { stock: 40 }),
      variant('200201', '002', [colour('silver')], { stock: 4 }),
    ],
    trackingName: 'fully_automatic_machine_milk',
  },
  {
    id: '200202',
    kind: 'grinder',
    category: 'coffee/accessories',
    title: l(
      'Elektrische Kaffeemühle mit Kegelmahlwerk',
      'Moulin à café électrique à meules coniques',
      'Elektryczny młynek do kawy z żarnami stożkowymi',
      'Elektrický mlýnek na kávu s kuželovými kameny',
      'Elektromos kávédaráló kúpos őrlőművel',
      'Elektrický mlynček na kávu s kužeľovými kameňmi',
      'Konik öğütücülü elektrikli kahve değirmeni',
    ),
    eur: 5999,
    maxPerOrder: 5,
    variants: [variant('200202', '001', [colour('anthracite')], { stock: 75 })],
    trackingName: 'electric_conical_grinder',
  },
  {
    id: '200203',
    kind: 'frother',
    category: 'coffee/accessories',
    title: l(
      'Milchaufschäumer mit Induktion',
      'Mousseur à lait à induction',
      'Spieniacz do mleka z indukcją',
      'Indukční napěňovač mléka',
      'Indukciós tejhabosító',
      'Indukčný napeňovač mlieka',
      'İndüksiyonlu süt köpürtücü',
    ),
    eur: 3499,
    maxPerOrder: 5,
    variants: [variant('200203', '001', [colour('white')], { stock: 120 })],
    trackingName: 'induction_milk_frother',
  },
  {
    id: '300301',
    kind: 'mugs',
    category: 'kitchen/tableware',
    title: l(
      'Kaffeebecher-Set, 4-tlg., Steinzeug',
      'Set de 4 mugs en grès',
      'Zestaw 4 kubków, kamionka',
      'Sada 4 hrnků, kamenina',
      '4 részes bögrekészlet, kőagyag',
      'Súprava 4 hrnčekov, kamenina',
      "4'lü kupa seti, taş seramik",
    ),
    eur: 2499,
    maxPerOrder: 10,
    variants: [
      variant('300301', '001', [decor('stripes')], { stock: 140, color: '#2F5D8C' }),
      variant('300301', '002', [decor('dots')], { stock: 90, color: '#C0504D' }),
    ],
    trackingName: 'stoneware_mug_set_4',
  },
  {
    id: '300302',
    kind: 'cup',
    category: 'kitchen/tableware',
    title: l(
      'Tasse "Guten Morgen" & Untertasse',
      'Tasse "Bonjour" & soucoupe',
      'Filiżanka "Dzień dobry" & spodek',
      'Šálek "Dobré ráno" & podšálek',
      'Csésze "Jó reggelt" & csészealj',
      'Šálka "Dobré ráno" & podšálka',
      'Fincan "Günaydın" & tabağı',
    ),
    eur: 999,
    maxPerOrder: 10,
    variants: [variant('300302', '001', [colour('white')], { stock: 210 })],
    trackingName: 'cup_good_morning_saucer',
  },
  {
    id: '300303',
    kind: 'kitchen-towels',
    category: 'kitchen/textiles',
    title: l(
      'Geschirrtücher <b>Bio</b>, 3er-Set',
      'Torchons <b>bio</b>, lot de 3',
      'Ściereczki kuchenne <b>Bio</b>, 3 szt.',
      'Utěrky <b>Bio</b>, 3 ks',
      'Konyharuha <b>Bio</b>, 3 db',
      'Utierky <b>Bio</b>, 3 ks',
      "Mutfak bezi <b>organik</b>, 3'lü",
    ),
    eur: 1299,
    maxPerOrder: 10,
    variants: [variant('300303', '001', [colour('sage')], { stock: 160 })],
    trackingName: 'organic_tea_towels_3',
  },
  {
    id: '300304',
    kind: 'pans',
    category: 'kitchen/cookware',
    title: l(
      'Pfannen-Set, 2-tlg., Aluguss',
      "Set de 2 poêles, fonte d'aluminium",
      'Zestaw 2 patelni, odlew aluminiowy',
      'Sada 2 pánví, litý hliník',
      '2 részes serpenyőkészlet, öntött alumínium',
      'Súprava 2 panvíc, liaty hliník',
      "2'li tava seti, döküm alüminyum",
    ),
    eur: 4999,
    oldEur: 5999,
    bestEur: 5499,
    maxPerOrder: 5,
    variants: [variant('300304', '001', [colour('anthracite')], { stock: 85 })],
    trackingName: 'cast_aluminium_pan_set_2',
  },
  {
    id: '300305',
    kind: 'tin',
    category: 'kitchen/storage',
    title: l(
      'Vakuum-Kaffeedose, 500 g',
      'Boîte à café sous vide, 500 g',
      'Pojemnik próżniowy na kawę, 500 g',
      'Vakuová dóza na kávu, 500 g',
      'Vákuumos kávétartó, 500 g',
      'Vákuová dóza na kávu, 500 g',
      'Vakumlu kahve saklama kabı, 500 g',
    ),
    eur: 1499,
    maxPerOrder: 10,
    variants: [variant('300305', '001', [colour('silver')], { stock: 260 })],
    trackingName: 'vacuum_coffee_tin_500g',
  },
  {
    id: '300306',
    kind: 'boards',
    category: 'kitchen/preparation',
    title: l(
      'Bambus-Schneidebretter, 3er-Set',
      'Planches à découper en bambou, lot de 3',
      'Deski do krojenia z bambusa, 3 szt.',
      'Bambusová prkénka, sada 3 ks',
      'Bambusz vágódeszka, 3 darabos',
      'Bambusové dosky na krájanie, 3 ks',
      "Bambu kesme tahtası, 3'lü set",
    ),
    eur: 1999,
    maxPerOrder: 10,
    variants: [variant('300306', '001', [], { stock: 180, color: '#C9A66B' })],
    trackingName: 'bamboo_cutting_boards_3',
  },
  {
    id: '400401',
    kind: 'bedding',
    category: 'home/bedding',
    title: l(
      'Renforcé-Bettwäsche, 2-tlg.',
      'Parure de lit en renforcé, 2 pièces',
      'Pościel z renforce, 2-częściowa',
      'Povlečení z renforcé, 2dílné',
      'Renforcé ágyneműhuzat, 2 részes',
      'Obliečky z renforcé, 2-dielne',
      'Renforcé nevresim takımı, 2 parça',
    ),
    eur: 3999,
    maxPerOrder: 10,
    variants: [
      variant('400401', '001', [size('135 x 200 cm'), colour('smokeBlue')], { stock: 70 }),
      variant('400401', '002', [size('155 x 220 cm'), colour('smokeBlue')], {
        stock: 45,
        eurSurcharge: 1000,
      }),
      variant('400401', '003', [size('135 x 200 cm'), colour('sand')], { stock: 3 }),
    ],
    trackingName: 'renforce_bedding_2',
  },
  {
    id: '400402',
    kind: 'towels',
    category: 'home/towels',
    title: l(
      'Frottier-Handtücher, 2er-Pack',
      'Serviettes éponge, lot de 2',
      'Ręczniki frotte, 2 szt.',
      'Froté ručníky, 2 ks',
      'Frottír törölköző, 2 db',
      'Froté uteráky, 2 ks',
      "Havlu, 2'li paket",
    ),
    eur: 1999,
    maxPerOrder: 10,
    variants: [
      variant('400402', '001', [colour('sage')], { stock: 150 }),
      variant('400402', '002', [colour('sand')], { stock: 130 }),
      variant('400402', '003', [colour('smokeBlue')], { stock: 110 }),
    ],
    trackingName: 'terry_towels_2',
  },
  {
    id: '400403',
    kind: 'lamp',
    category: 'home/lights',
    title: l(
      'LED-Tischleuchte mit Akku',
      'Lampe de table LED sans fil',
      'Lampka stołowa LED z akumulatorem',
      'Stolní LED lampa s baterií',
      'Akkumulátoros LED asztali lámpa',
      'Stolová LED lampa s batériou',
      'Şarjlı LED masa lambası',
    ),
    eur: 2999,
    maxPerOrder: 5,
    variants: [
      variant('400403', '001', [colour('white')], { stock: 95 }),
      variant('400403', '002', [colour('black')], { stock: 0, availability: 'NOT_AVAILABLE' }),
    ],
    trackingName: 'led_table_lamp_battery',
  },
  {
    id: '400404',
    kind: 'blanket',
    category: 'home/blankets',
    title: l(
      'Kuscheldecke Teddyfleece, 150 x 200 cm',
      'Plaid en polaire teddy, 150 x 200 cm',
      'Koc z polaru teddy, 150 x 200 cm',
      'Deka z teddy fleecu, 150 x 200 cm',
      'Teddy polár takaró, 150 x 200 cm',
      'Deka z teddy flísu, 150 x 200 cm',
      'Teddy polar battaniye, 150 x 200 cm',
    ),
    eur: 2499,
    maxPerOrder: 10,
    variants: [
      variant('400404', '001', [colour('sand')], { stock: 200 }),
      variant('400404', '002', [colour('anthracite')], { stock: 160 }),
    ],
    trackingName: 'teddy_fleece_blanket',
  },
  {
    id: '500501',
    kind: 'jacket',
    category: 'fashion/women',
    title: l(
      'Damen-Steppjacke mit Kapuze',
      'Doudoune femme à capuche',
      'Damska kurtka pikowana z kapturem',
      'Dámská prošívaná bunda s kapucí',
      'Női steppelt kabát kapucnival',
      'Dámska prešívaná bunda s kapucňou',
      'Kadın kapüşonlu kapitone mont',
    ),
    eur: 5999,
    oldEur: 7999,
    bestEur: 6999,
    maxPerOrder: 10,
    variants: [
      variant('500501', '001', [size('36'), colour('navy')], { stock: 30 }),
      variant('500501', '002', [size('38'), colour('navy')], { stock: 42 }),
      variant('500501', '003', [size('40'), colour('navy')], { stock: 38 }),
      variant('500501', '004', [size('38'), colour('olive')], { stock: 25 }),
      variant('500501', '005', [size('42'), colour('olive')], { stock: 2 }),
    ],
    trackingName: 'women_quilted_jacket_hood',
  },
  {
    id: '500502',
    kind: 'shirt',
    category: 'fashion/men',
    title: l(
      'Herren-Oxfordhemd, Regular Fit',
      'Chemise Oxford homme, coupe regular',
      'Męska koszula Oxford, regular fit',
      'Pánská košile Oxford, regular fit',
      'Férfi Oxford ing, regular fit',
      'Pánska košeľa Oxford, regular fit',
      'Erkek Oxford gömlek, regular fit',
    ),
    eur: 2999,
    maxPerOrder: 10,
    variants: [
      variant('500502', '001', [size('39/40'), colour('lightBlue')], { stock: 55 }),
      variant('500502', '002', [size('41/42'), colour('lightBlue')], { stock: 60 }),
      variant('500502', '003', [size('43/44'), colour('white')], { stock: 35 }),
    ],
    trackingName: 'men_oxford_shirt_regular',
  },
  {
    id: '500503',
    kind: 'jeans',
    category: 'fashion/women',
    title: l(
      'Damen-Jeans, Slim Fit',
      'Jean femme, coupe slim',
      'Damskie jeansy slim fit',
      'Dámské džíny slim fit',
      'Női farmer, slim fit',
      'Dámske džínsy slim fit',
      'Kadın kot pantolon, slim fit',
    ),
    eur: 3499,
    maxPerOrder: 10,
    variants: [
      variant('500503', '001', [size('36'), colour('darkBlue')], { stock: 48 }),
      variant('500503', '002', [size('38'), colour('darkBlue')], { stock: 52 }),
      variant('500503', '003', [size('40'), colour('darkBlue')], { stock: 0 }),
    ],
    trackingName: 'women_jeans_slim',
  },
  {
    id: '500504',
    kind: 'sports-shirt',
    category: 'sport/sportswear',
    title: l(
      'Herren-Funktionsshirt',
      'T-shirt technique homme',
      'Męska koszulka funkcyjna',
      'Pánské funkční triko',
      'Férfi funkcionális póló',
      'Pánske funkčné tričko',
      'Erkek fonksiyonel tişört',
    ),
    eur: 1499,
    maxPerOrder: 10,
    variants: [
      variant('500504', '001', [size('M'), colour('anthracite')], { stock: 3 }),
      variant('500504', '002', [size('L'), colour('anthracite')], { stock: 66 }),
      variant('500504', '003', [size('XL'), colour('navy')], { stock: 58 }),
    ],
    trackingName: 'men_functional_shirt',
  },
  {
    id: '500505',
    kind: 'rain-jacket',
    category: 'fashion/kids',
    title: l(
      'Kinder-Regenjacke',
      'Veste de pluie enfant',
      'Dziecięca kurtka przeciwdeszczowa',
      'Dětská bunda do deště',
      'Gyerek esőkabát',
      'Detská bunda do dažďa',
      'Çocuk yağmurluğu',
    ),
    eur: 2499,
    maxPerOrder: 10,
    variants: [
      variant('500505', '001', [size('104'), colour('yellow')], { stock: 40 }),
      variant('500505', '002', [size('116'), colour('yellow')], { stock: 45 }),
      variant('500505', '003', [size('128'), colour('navy')], { stock: 33 }),
    ],
    trackingName: 'kids_rain_jacket',
  },
  {
    id: '500506',
    kind: 'socks',
    category: 'fashion/socks',
    title: l(
      'Merino-Socken, 2 Paar',
      'Chaussettes en mérinos, 2 paires',
      'Skarpety z wełny merino, 2 pary',
      'Merino ponožky, 2 páry',
      'Merinó zokni, 2 pár',
      'Merino ponožky, 2 páry',
      'Merino çorap, 2 çift',
    ),
    eur: 1299,
    maxPerOrder: 10,
    variants: [
      variant('500506', '001', [size('35-38'), colour('anthracite')], { stock: 300 }),
      variant('500506', '002', [size('39-42'), colour('anthracite')], { stock: 340 }),
      variant('500506', '003', [size('43-46'), colour('navy')], { stock: 280 }),
    ],
    trackingName: 'merino_socks_2',
  },
  {
    id: '600601',
    kind: 'yoga-mat',
    category: 'sport/yoga',
    title: l(
      'Yogamatte mit Tragegurt',
      'Tapis de yoga avec sangle',
      'Mata do jogi z paskiem',
      'Podložka na jógu s popruhem',
      'Jógaszőnyeg hordozópánttal',
      'Podložka na jogu s popruhom',
      'Taşıma kayışlı yoga matı',
    ),
    eur: 2299,
    maxPerOrder: 10,
    variants: [
      variant('600601', '001', [colour('sage')], { stock: 90 }),
      variant('600601', '002', [colour('smokeBlue')], { stock: 75 }),
    ],
    trackingName: 'yoga_mat_strap',
  },
  {
    id: '600602',
    kind: 'helmet',
    category: 'sport/cycling',
    title: l(
      'Fahrradhelm mit LED-Rücklicht',
      'Casque de vélo avec feu arrière LED',
      'Kask rowerowy z tylną lampką LED',
      'Cyklistická přilba se zadním LED světlem',
      'Kerékpáros sisak LED hátsó lámpával',
      'Cyklistická prilba so zadným LED svetlom',
      'LED arka lambalı bisiklet kaskı',
    ),
    eur: 3999,
    maxPerOrder: 5,
    variants: [
      variant('600602', '001', [size('S/M'), colour('black')], {
        stock: 0,
        availability: 'NOT_AVAILABLE',
      }),
      variant('600602', '002', [size('L/XL'), colour('black')], { stock: 12 }),
    ],
    trackingName: 'bike_helmet_led',
  },
  {
    id: '900901',
    kind: 'gift-card',
    category: 'gift-cards',
    title: l(
      'Geschenkkarte',
      'Carte cadeau',
      'Karta podarunkowa',
      'Dárková karta',
      'Ajándékkártya',
      'Darčeková karta',
      'Hediye kartı',
    ),
    eur: 0,
    maxPerOrder: 10,
    variants: [0, 1, 2, 3].map((tier) => ({
      ...variant('900901', `00${tier + 1}`, [], { stock: 10000, color: '#B22234' }),
      giftCardTier: tier,
    })),
    trackingName: 'gift_card',
  },
  {
    id: '700701',
    kind: 'espresso-cups',
    category: 'kitchen/tableware',
    title: l(
      'Espressotassen, 2er-Set',
      'Tasses à espresso, lot de 2',
      'Filiżanki do espresso, 2 szt.',
      'Šálky na espresso, 2 ks',
      'Eszpresszós csésze, 2 db',
      'Šálky na espresso, 2 ks',
      "Espresso fincanı, 2'li set",
    ),
    eur: 0,
    maxPerOrder: 1,
    variants: [variant('700701', '001', [colour('white')], { stock: 5000 })],
    trackingName: 'free_espresso_cups_2',
    freeArticleOnly: true,
  },
  {
    id: '390001',
    kind: 'jug',
    category: 'kitchen/tableware',
    title: l(
      'Thermo-Kaffeekanne, 1 l',
      'Pichet isotherme, 1 l',
      'Dzbanek termiczny, 1 l',
      'Termokonvice na kávu, 1 l',
      'Termosz kávékiöntő, 1 l',
      'Termokanvica na kávu, 1 l',
      'Termos kahve demliği, 1 l',
    ),
    eur: 2499,
    maxPerOrder: 5,
    variants: [
      variant('390001', '001', [colour('silver')], { stock: 0, availability: 'NOT_AVAILABLE' }),
    ],
    trackingName: 'thermo_coffee_jug_1l',
    discontinued: true,
  },
  {
    id: '990002',
    kind: 'gift-card',
    category: 'gift-cards',
    title: l(
      'Geschenkkarte Winterzauber',
      "Carte cadeau Magie d'hiver",
      'Karta podarunkowa Zimowa magia',
      'Dárková karta Zimní kouzlo',
      'Ajándékkártya Téli varázs',
      'Darčeková karta Zimné kúzlo',
      'Hediye kartı Kış Büyüsü',
    ),
    eur: 0,
    maxPerOrder: 10,
    variants: [
      {
        ...variant('990002', '002', [], {
          stock: 0,
          availability: 'NOT_AVAILABLE',
          color: '#2E4A7D',
        }),
        giftCardTier: 1,
      },
    ],
    trackingName: 'gift_card_winter_edition',
    discontinued: true,
  },
];

const PRODUCTS_BY_ID = new Map(PRODUCTS.map((product) => [product.id, product]));

export function findProduct(productId: string): Product | undefined {
  return PRODUCTS_BY_ID.get(productId);
}

export function findVariant(product: Product, tcm: string): Variant | undefined {
  return product.variants.find((candidate) => candidate.tcm === tcm);
}

export function requireProduct(productId: string): Product {
  const product = findProduct(productId);
  if (!product) throw new Error(`catalogue has no product ${productId}`);
  return product;
}

export function requireVariant(
  productId: string,
  tcm: string,
): { product: Product; variant: Variant } {
  const product = requireProduct(productId);
  const found = findVariant(product, tcm);
  if (!found) throw new Error(`product ${productId} has no article ${tcm}`);
  return { product, variant: found };
}

// ---------------------------------------------------------------------------------------------
// Prices

/** Gift card values per currency, in whole units (tier 0 to 3). */
export const GIFT_CARD_VALUES: Readonly<Record<Currency, readonly number[]>> = {
  EUR: [15, 25, 50, 100],
  CHF: [20, 30, 50, 100],
  PLN: [50, 100, 200, 400],
  CZK: [500, 1000, 1500, 3000],
  HUF: [5000, 10000, 20000, 40000],
  TRY: [250, 500, 1000, 2000],
};

/** The unit price of an article on a site, in minor units. */
export function unitPrice(site: Site, product: Product, article: Variant): number {
  if (article.giftCardTier !== undefined) {
    const values = GIFT_CARD_VALUES[SITE_INFO[site].currency];
    return (values[article.giftCardTier] ?? values[0] ?? 0) * 100;
  }
  return localPrice(site, product.eur + article.eurSurcharge);
}

export function originalUnitPrice(site: Site, product: Product, article: Variant): number {
  if (product.oldEur === undefined) return unitPrice(site, product, article);
  return localPrice(site, product.oldEur + article.eurSurcharge);
}

/** The 30-day best price (spec header "Price block rules"); PL always carries one. */
export function bestUnitPrice(site: Site, product: Product, article: Variant): number | null {
  if (product.bestEur !== undefined)
    return localPrice(site, product.bestEur + article.eurSurcharge);
  return site === 'PL' && product.eur > 0 ? unitPrice(site, product, article) : null;
}

export function productSlug(product: Product): string {
  return product.title.de
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function productUrl(product: Product): string {
  return `/p/${productSlug(product)}-${product.id}`;
}

export function productImageUrl(
  imageBase: string,
  site: Site,
  productId: string,
  options: { tcm?: string; thumb?: boolean } = {},
): string {
  const query = new URLSearchParams({ site });
  if (options.tcm) query.set('tcm', options.tcm);
  if (options.thumb) query.set('size', 'thumb');
  return `${imageBase}/demo-assets/products/${encodeURIComponent(productId)}.svg?${query.toString()}`;
}

export function productTitle(site: Site, product: Product): string {
  return pick(site, product.title);
}

// ---------------------------------------------------------------------------------------------
// Free-article campaigns, coupons, partner products, subscription plans

/** Campaigns that give a free article, and the product each gives away. */
export const FREE_ARTICLE_CAMPAIGNS: Readonly<Record<string, { productId: string; tcm: string }>> =
  {
    'FA-2026-ESPRESSO-CUPS': { productId: '700701', tcm: '700701001' },
    'FA-2026-COFFEE-TIN': { productId: '300305', tcm: '300305001' },
  };

export interface CouponDef {
  readonly wsacCode: string;
  /** Either a percentage of the merchandise value or a fixed EUR amount in cents. */
  readonly percent?: number;
  readonly eurAmount?: number;
}

export const COUPONS: Readonly<Record<string, CouponDef>> = {
  'NL10-7KQ4P2': { wsacCode: 'NL10-7KQ4P2', percent: 10 },
  'TREUE5-3HX9': { wsacCode: 'TREUE5-3HX9', eurAmount: 500 },
};

/** The automatic quantity rebate on coffee, the cart's "remaining rebates" (non-WSAC discount). */
export function coffeeQuantityRebate(site: Site): number {
  return convertAmount(site, 300);
}

export interface PartnerProductDef {
  readonly partnerProductId: string;
  readonly title: Localized;
  readonly eur: number;
  readonly formPath: string;
  readonly color: string;
  readonly discontinued?: boolean;
}

export const PARTNER_PRODUCTS: readonly PartnerProductDef[] = [
  {
    partnerProductId: 'PP-MOBILE-SMART-M',
    title: l(
      'Mobilfunk-Tarif Smart M, 10 GB',
      'Forfait mobile Smart M, 10 Go',
      'Taryfa komórkowa Smart M, 10 GB',
      'Mobilní tarif Smart M, 10 GB',
      'Mobiltarifa Smart M, 10 GB',
      'Mobilný paušál Smart M, 10 GB',
      'Mobil tarife Smart M, 10 GB',
    ),
    eur: 999,
    formPath: '/service/partner/forms/mobile',
    color: '#0B6E4F',
  },
  {
    partnerProductId: 'PP-WARRANTY-3Y',
    title: l(
      'Garantieverlängerung 3 Jahre für Kaffeevollautomaten',
      'Extension de garantie 3 ans pour machine à café',
      'Przedłużenie gwarancji o 3 lata dla ekspresu',
      'Prodloužená záruka 3 roky na kávovar',
      '3 év garanciahosszabbítás kávéfőzőre',
      'Predĺžená záruka 3 roky na kávovar',
      'Kahve makinesi için 3 yıl ek garanti',
    ),
    eur: 3999,
    formPath: '/service/partner/forms/warranty',
    color: '#3A5A98',
  },
  {
    partnerProductId: 'PP-MOBILE-DATA-XL-2025',
    title: l(
      'Datentarif XL, 40 GB (Aktion 2025)',
      'Forfait data XL, 40 Go (offre 2025)',
      'Taryfa internetowa XL, 40 GB (oferta 2025)',
      'Datový tarif XL, 40 GB (akce 2025)',
      'Adattarifa XL, 40 GB (2025-ös akció)',
      'Dátový paušál XL, 40 GB (akcia 2025)',
      'Veri tarifesi XL, 40 GB (2025 kampanyası)',
    ),
    eur: 1999,
    formPath: '/service/partner/forms/mobile',
    color: '#7A7A7A',
    discontinued: true,
  },
];

export function findPartnerProduct(partnerProductId: string): PartnerProductDef | undefined {
  return PARTNER_PRODUCTS.find((candidate) => candidate.partnerProductId === partnerProductId);
}

export type IntervalUnit = 'DAY' | 'WEEK' | 'MONTH';

export interface SubscriptionArticleDef {
  readonly productId: string;
  readonly tcm: string;
  readonly quantity: number;
  readonly rebatePercentage: number;
}

export interface SubscriptionPlan {
  readonly planId: string;
  readonly subscriptionType: 'COFFEE' | 'MACHINE';
  readonly title: Localized;
  readonly intervalDuration: number;
  readonly intervalUnit: IntervalUnit;
  readonly recurringArticles: readonly SubscriptionArticleDef[];
  readonly nonRecurringArticles: readonly SubscriptionArticleDef[];
  readonly giftDeliveries?: number;
}

export const SUBSCRIPTION_PLANS: Readonly<Record<string, SubscriptionPlan>> = {
  'coffee-crema': {
    planId: 'coffee-crema',
    subscriptionType: 'COFFEE',
    title: l(
      'Kaffee-Abo Caffè Crema Mild',
      'Abonnement café Caffè Crema doux',
      'Subskrypcja kawy Caffè Crema łagodna',
      'Předplatné kávy Caffè Crema jemná',
      'Kávé-előfizetés Caffè Crema enyhe',
      'Predplatné kávy Caffè Crema jemná',
      'Kahve aboneliği Caffè Crema Yumuşak',
    ),
    intervalDuration: 4,
    intervalUnit: 'WEEK',
    recurringArticles: [
      { productId: '100101', tcm: '100101001', quantity: 2, rebatePercentage: 10 },
    ],
    nonRecurringArticles: [
      { productId: '300305', tcm: '300305001', quantity: 1, rebatePercentage: 100 },
    ],
  },
  'gift-espresso': {
    planId: 'gift-espresso',
    subscriptionType: 'COFFEE',
    title: l(
      'Geschenk-Abo Espresso Intenso',
      'Abonnement cadeau Espresso Intenso',
      'Subskrypcja prezentowa Espresso Intenso',
      'Dárkové předplatné Espresso Intenso',
      'Ajándék-előfizetés Espresso Intenso',
      'Darčekové predplatné Espresso Intenso',
      'Hediye aboneliği Espresso Intenso',
    ),
    intervalDuration: 1,
    intervalUnit: 'MONTH',
    recurringArticles: [
      { productId: '100102', tcm: '100102001', quantity: 1, rebatePercentage: 10 },
    ],
    nonRecurringArticles: [],
    giftDeliveries: 6,
  },
  'machine-barista': {
    planId: 'machine-barista',
    subscriptionType: 'MACHINE',
    title: l(
      'Vollautomat-Abo mit Barista Caffè Crema',
      'Abonnement machine automatique avec Barista Caffè Crema',
      'Subskrypcja ekspresu z kawą Barista Caffè Crema',
      'Předplatné kávovaru s kávou Barista Caffè Crema',
      'Kávéfőző-előfizetés Barista Caffè Crema kávéval',
      'Predplatné kávovaru s kávou Barista Caffè Crema',
      'Barista Caffè Crema ile kahve makinesi aboneliği',
    ),
    intervalDuration: 1,
    intervalUnit: 'MONTH',
    recurringArticles: [
      { productId: '100105', tcm: '100105001', quantity: 2, rebatePercentage: 5 },
    ],
    nonRecurringArticles: [
      { productId: '200201', tcm: '200201001', quantity: 1, rebatePercentage: 70 },
    ],
  },
  'decaf-daily': {
    planId: 'decaf-daily',
    subscriptionType: 'COFFEE',
    title: l(
      'Kaffee-Abo Filterkaffee entkoffeiniert',
      'Abonnement café filtre décaféiné',
      'Subskrypcja kawy bezkofeinowej',
      'Předplatné kávy bez kofeinu',
      'Koffeinmentes kávé-előfizetés',
      'Predplatné kávy bez kofeínu',
      'Kafeinsiz kahve aboneliği',
    ),
    intervalDuration: 10,
    intervalUnit: 'DAY',
    recurringArticles: [
      { productId: '100106', tcm: '100106001', quantity: 3, rebatePercentage: 10 },
    ],
    nonRecurringArticles: [
      { productId: '390001', tcm: '390001001', quantity: 1, rebatePercentage: 50 },
    ],
  },
};
