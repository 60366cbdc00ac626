/**
 * The search suggestion index per site (GET /service/searchfrontend/api/suggestions): popular
 * search terms in the site's language and the catalogue's products, matched case- and
 * accent-insensitively by prefix first, then by word start, then anywhere.
 */
import { categoryNames } from './navigation';
import { PRODUCTS, productImageUrl, productTitle, productUrl, type Product } from './catalogue';
import { l, pick, SITE_INFO, SITES, type Localized, type Site } from './sites';

export interface SuggestionProduct {
  id: string;
  title: string;
  imageProductThumb: string;
  productViewUrl: string;
  /** The preselected article (dim1 of the product link); null for single-article products. */
  webshopProductDimensionKey: string | null;
}

export interface SuggestionResponse {
  searchTerms: { searchterm: string }[];
  products: SuggestionProduct[];
}

/** Popular search terms, most searched first. */
const SEARCH_TERMS: readonly Localized[] = [
  l('kaffee', 'café', 'kawa', 'káva', 'kávé', 'káva', 'kahve'),
  l(
    'kaffeebohnen',
    'café en grains',
    'kawa ziarnista',
    'zrnková káva',
    'szemes kávé',
    'zrnková káva',
    'çekirdek kahve',
  ),
  l(
    'kaffeevollautomat',
    'machine à café',
    'ekspres do kawy',
    'kávovar',
    'kávéfőző',
    'kávovar',
    'kahve makinesi',
  ),
  l(
    'kaffeemühle',
    'moulin à café',
    'młynek do kawy',
    'mlýnek na kávu',
    'kávédaráló',
    'mlynček na kávu',
    'kahve değirmeni',
  ),
  l(
    'kaffeekapseln',
    'capsules café',
    'kapsułki do kawy',
    'kávové kapsle',
    'kávékapszula',
    'kávové kapsuly',
    'kahve kapsülü',
  ),
  l(
    'kaffee abo',
    'abonnement café',
    'subskrypcja kawy',
    'předplatné kávy',
    'kávé előfizetés',
    'predplatné kávy',
    'kahve aboneliği',
  ),
  l(
    'kaffeebecher',
    'mug café',
    'kubek do kawy',
    'hrnek na kávu',
    'kávés bögre',
    'hrnček na kávu',
    'kahve kupası',
  ),
  l('espresso', 'espresso', 'espresso', 'espresso', 'eszpresszó', 'espresso', 'espresso'),
  l(
    'espressotassen',
    'tasses à espresso',
    'filiżanki do espresso',
    'šálky na espresso',
    'eszpresszós csésze',
    'šálky na espresso',
    'espresso fincanı',
  ),
  l(
    'entkoffeinierter kaffee',
    'café décaféiné',
    'kawa bezkofeinowa',
    'káva bez kofeinu',
    'koffeinmentes kávé',
    'káva bez kofeínu',
    'kafeinsiz kahve',
  ),
  l(
    'filterkaffee',
    'café filtre',
    'kawa mielona',
    'mletá káva',
    'őrölt kávé',
    'mletá káva',
    'filtre kahve',
  ),
  l(
    'milchaufschäumer',
    'mousseur à lait',
    'spieniacz do mleka',
    'napěňovač mléka',
    'tejhabosító',
    'napeňovač mlieka',
    'süt köpürtücü',
  ),
  l('tassen', 'tasses', 'filiżanki', 'šálky', 'csészék', 'šálky', 'fincan'),
  l('bettwäsche', 'linge de lit', 'pościel', 'povlečení', 'ágynemű', 'obliečky', 'nevresim takımı'),
  l('handtücher', 'serviettes de bain', 'ręczniki', 'ručníky', 'törölköző', 'uteráky', 'havlu'),
  l('kuscheldecke', 'plaid', 'koc', 'deka', 'takaró', 'deka', 'battaniye'),
  l(
    'tischleuchte',
    'lampe de table',
    'lampka stołowa',
    'stolní lampa',
    'asztali lámpa',
    'stolová lampa',
    'masa lambası',
  ),
  l(
    'steppjacke damen',
    'doudoune femme',
    'kurtka pikowana damska',
    'dámská prošívaná bunda',
    'női steppelt kabát',
    'dámska prešívaná bunda',
    'kadın kapitone mont',
  ),
  l(
    'hemd herren',
    'chemise homme',
    'koszula męska',
    'pánská košile',
    'férfi ing',
    'pánska košeľa',
    'erkek gömlek',
  ),
  l(
    'jeans damen',
    'jean femme',
    'jeansy damskie',
    'dámské džíny',
    'női farmer',
    'dámske džínsy',
    'kadın kot pantolon',
  ),
  l('socken', 'chaussettes', 'skarpety', 'ponožky', 'zokni', 'ponožky', 'çorap'),
  l(
    'regenjacke kinder',
    'veste de pluie enfant',
    'kurtka przeciwdeszczowa dziecięca',
    'dětská bunda do deště',
    'gyerek esőkabát',
    'detská bunda do dažďa',
    'çocuk yağmurluğu',
  ),
  l(
    'funktionsshirt',
    't-shirt technique',
    'koszulka funkcyjna',
    'funkční triko',
    'funkcionális póló',
    'funkčné tričko',
    'fonksiyonel tişört',
  ),
  l(
    'yogamatte',
    'tapis de yoga',
    'mata do jogi',
    'podložka na jógu',
    'jógaszőnyeg',
    'podložka na jogu',
    'yoga matı',
  ),
  l(
    'fahrradhelm',
    'casque vélo',
    'kask rowerowy',
    'cyklistická přilba',
    'kerékpáros sisak',
    'cyklistická prilba',
    'bisiklet kaskı',
  ),
  l('pfanne', 'poêle', 'patelnia', 'pánev', 'serpenyő', 'panvica', 'tava'),
  l(
    'schneidebrett',
    'planche à découper',
    'deska do krojenia',
    'prkénko',
    'vágódeszka',
    'doska na krájanie',
    'kesme tahtası',
  ),
  l(
    'geschirrtücher',
    'torchons',
    'ściereczki kuchenne',
    'utěrky',
    'konyharuha',
    'utierky',
    'mutfak bezi',
  ),
  l(
    'kaffeedose',
    'boîte à café',
    'pojemnik na kawę',
    'dóza na kávu',
    'kávétartó',
    'dóza na kávu',
    'kahve saklama kabı',
  ),
  l(
    'geschenkkarte',
    'carte cadeau',
    'karta podarunkowa',
    'dárková karta',
    'ajándékkártya',
    'darčeková karta',
    'hediye kartı',
  ),
  l(
    'gutschein',
    'bon d’achat',
    'bon podarunkowy',
    'poukázka',
    'utalvány',
    'poukážka',
    'hediye çeki',
  ),
  l(
    'wochenangebote',
    'offres de la semaine',
    'oferty tygodnia',
    'týdenní nabídky',
    'heti ajánlatok',
    'týždenné ponuky',
    'haftanın fırsatları',
  ),
];

export const DEFAULT_MAX_SEARCH_TERMS = 10;
export const DEFAULT_MAX_PRODUCTS = 5;
/** spec header §5: the search input is cut to 200 characters. */
export const MAX_QUERY_LENGTH = 200;

/** Lower case without accents; Turkish dotless i, Polish ł and German ß fold to i, l and ss. */
export function normalize(text: string, locale: string): string {
  return text
    .toLocaleLowerCase(locale)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replaceAll('ı', 'i')
    .replaceAll('ł', 'l')
    .replaceAll('ß', 'ss')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** 0 for a prefix match, 1 for a word-start match, 2 for a match anywhere, undefined for none. */
function matchRank(haystack: string, needle: string): number | undefined {
  if (haystack.startsWith(needle)) return 0;
  if (haystack.includes(` ${needle}`) || haystack.includes(`-${needle}`)) return 1;
  return haystack.includes(needle) ? 2 : undefined;
}

interface IndexedProduct {
  product: Product;
  title: string;
  normalizedTitle: string;
  normalizedCategory: string;
}

interface SiteIndex {
  terms: { term: string; normalized: string }[];
  products: IndexedProduct[];
}

const indexes = new Map<Site, SiteIndex>();

function siteIndex(site: Site): SiteIndex {
  const cached = indexes.get(site);
  if (cached) return cached;
  const { locale } = SITE_INFO[site];
  const index: SiteIndex = {
    terms: SEARCH_TERMS.map((term) => {
      const text = pick(site, term);
      return { term: text, normalized: normalize(text, locale) };
    }),
    products: PRODUCTS.filter((product) => !product.discontinued && !product.freeArticleOnly).map(
      (product) => {
        const title = productTitle(site, product);
        return {
          product,
          title,
          normalizedTitle: normalize(title, locale),
          normalizedCategory: normalize(categoryNames(site, product.category).join(' '), locale),
        };
      },
    ),
  };
  indexes.set(site, index);
  return index;
}

function dimensionKey(product: Product): string | null {
  if (product.variants.length < 2) return null;
  const first = product.variants.find((article) => article.stock > 0) ?? product.variants[0];
  return first?.tcm ?? null;
}

export function suggest(
  site: Site,
  query: string,
  limits: { maxSearchTerms: number; maxProducts: number },
  imageBase: string,
): SuggestionResponse {
  const needle = normalize(query.slice(0, MAX_QUERY_LENGTH), SITE_INFO[site].locale);
  if (needle === '') return { searchTerms: [], products: [] };
  const index = siteIndex(site);

  const terms = index.terms
    .map((entry, position) => ({ entry, position, rank: matchRank(entry.normalized, needle) }))
    .filter((candidate) => candidate.rank !== undefined)
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0) || a.position - b.position)
    .slice(0, limits.maxSearchTerms)
    .map((candidate) => ({ searchterm: candidate.entry.term }));

  const products = index.products
    .map((entry, position) => {
      const titleRank = matchRank(entry.normalizedTitle, needle);
      const categoryRank = matchRank(entry.normalizedCategory, needle);
      const rank = titleRank ?? (categoryRank === undefined ? undefined : 3 + categoryRank);
      return { entry, position, rank };
    })
    .filter((candidate) => candidate.rank !== undefined)
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0) || a.position - b.position)
    .slice(0, limits.maxProducts)
    .map(({ entry }) => ({
      id: entry.product.id,
      title: entry.title,
      imageProductThumb: productImageUrl(imageBase, site, entry.product.id, { thumb: true }),
      productViewUrl: productUrl(entry.product),
      webshopProductDimensionKey: dimensionKey(entry.product),
    }));

  return { searchTerms: terms, products };
}

/** The products a search results page lists (all matches, no limit). */
export function searchProducts(site: Site, query: string, imageBase: string): SuggestionProduct[] {
  return suggest(site, query, { maxSearchTerms: 0, maxProducts: PRODUCTS.length }, imageBase)
    .products;
}

/** GET /service/searchfrontend/api/cachekey: changes whenever the index would. */
export const SUGGESTION_CACHE_KEY = `suggest-${SITES.length}-${PRODUCTS.length}-${SEARCH_TERMS.length}-2026.47`;
