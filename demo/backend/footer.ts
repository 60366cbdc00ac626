/**
 * The footer's content service: the SHOP_FOOTER promotion (spec footer §3 "Footer content per
 * country", §7), whose contentJSON overrides the footer's built-in content part by part. What it
 * answers is the scenario's `shopFooter`: by default (cms) the content below on DE, AT, CH, CH_FR
 * and CZ and nothing (404) on PL, HU, SK and TR, where the footer's built-in content shows; or
 * nothing on every site, a seasonal override (the content below with a seasonal headline, the
 * headline alone where there is none), a hostile content, a contentJSON that is not JSON, or a
 * failure.
 */
import { json, type Reply } from './http';
import { categoryHref, categoryNames } from './navigation';
import type { ShopFooterScenario } from './scenario';
import { fill, formatMoney, SITE_INFO, type Site } from './sites';

export interface FooterLink {
  url: string;
  text: string;
}

export interface FooterGroup {
  heading: { iconName: string; link: FooterLink };
  hideGroupInCheckout: boolean;
  introductoryText: string;
  links: (FooterLink & { hideInClassic: boolean })[];
  images: { label: string; source: string }[];
}

export interface FooterContent {
  headline: string;
  teaser: { groups: FooterGroup[] };
  seo: { heading: string; columns: { links: FooterLink[] }[] };
  socialMedia: { heading: string; socialMediaIcons: { iconName: string; link: string }[] };
  appReferences: { heading: string; appIcons: { iconName: string; link: string }[] };
  legalLinks: FooterLink[];
  viewChanger: { toMobile: string; toDesktop: string };
  salesTax?: { textBeforeLink: string; link: FooterLink; textAfterLink: string };
  qualityLogos?: {
    heading: string;
    logos: {
      link: string;
      image: { label: string; source: string; width: number; height: number };
    }[];
  };
}

type GroupKey =
  'payment' | 'delivery' | 'pickup' | 'returns' | 'help' | 'card' | 'productInfo' | 'about';

interface FooterTexts {
  headline: string;
  groups: Record<
    GroupKey,
    { heading: string; intro: string; links: readonly (readonly [string, string, boolean?])[] }
  >;
  invoice: string;
  seoHeading: string;
  socialHeading: string;
  appHeading: string;
  legal: readonly (readonly [string, string])[];
  viewChanger: { toMobile: string; toDesktop: string };
  qualityHeading: string;
  quality: readonly [string, string, string];
  salesTax?: { before: string; link: string; after: string };
}

const GERMAN: FooterTexts = {
  headline: 'Wir sind für Sie da',
  groups: {
    payment: {
      heading: 'Bequem bezahlen',
      intro: 'Zahlen Sie so, wie es Ihnen am besten passt.',
      links: [
        ['Kauf auf Rechnung', '/info/payment#invoice'],
        ['PayPal', '/info/payment#paypal'],
        ['Kreditkarte', '/info/payment#card'],
      ],
    },
    delivery: {
      heading: 'Lieferung',
      intro: 'Kaffee versandkostenfrei ab {coffee}, alle anderen Artikel ab {free}.',
      links: [
        ['Lieferzeiten', '/info/delivery'],
        ['Sendungsverfolgung', '/info/tracking'],
        ['Lieferung per Spedition', '/info/haulage'],
      ],
    },
    pickup: {
      heading: 'Click & Collect',
      intro: 'Online bestellen und kostenlos in der Filiale abholen.',
      links: [
        ["So funktioniert's", '/click-collect'],
        ['Filiale finden', '/service/storefinder/'],
      ],
    },
    returns: {
      heading: 'Rückgabe & Reklamation',
      intro: '{returns} Rückgaberecht und kostenlose Rücksendung.',
      links: [
        ['Rücksendung anmelden', '/info/returns'],
        ['Reklamation melden', '/info/complaints'],
      ],
    },
    help: {
      heading: 'Hilfe & Service',
      intro: 'Antworten auf die häufigsten Fragen.',
      links: [
        ['Häufige Fragen', '/info/faq'],
        ['Kontakt', '/contact'],
        ['Newsletter abonnieren', '/subscribenewsletter'],
        ['App herunterladen', '/info/app', true],
      ],
    },
    card: {
      heading: 'Kundenkarte',
      intro: 'Bohnen sammeln und exklusive Vorteile sichern.',
      links: [
        ['Jetzt kostenlos registrieren', '/registerfreeshopcard'],
        ['Meine Bohnen', '/beanaccount'],
      ],
    },
    productInfo: {
      heading: 'Produktinformationen',
      intro: 'Alles über Qualität, Nachhaltigkeit und Sicherheit.',
      links: [
        ['Produktsicherheit & Rückrufe', '/info/product-safety'],
        ['Bedienungsanleitungen', '/info/manuals'],
        ['Nachhaltigkeit', '/info/sustainability'],
      ],
    },
    about: {
      heading: 'Über uns',
      intro: 'Kaffee, Mode und Wohnideen aus einer Hand.',
      links: [
        ['Unternehmen', '/info/company'],
        ['Karriere', '/info/careers'],
        ['Presse', '/info/press'],
      ],
    },
  },
  invoice: 'Rechnung',
  seoHeading: 'Beliebte Kategorien',
  socialHeading: 'Folgen Sie uns',
  appHeading: 'Unsere App',
  legal: [
    ['Impressum', '/info/imprint'],
    ['Datenschutz', '/privacy'],
    ['AGB', '/info/terms'],
    ['Cookie-Einstellungen', '/info/cookies'],
    ['Barrierefreiheit', '/info/accessibility'],
  ],
  viewChanger: { toMobile: 'Zur mobilen Ansicht', toDesktop: 'Zur Desktop-Ansicht' },
  qualityHeading: 'Geprüfte Qualität',
  quality: ['Sicher einkaufen', 'Klimaneutraler Versand', 'Fair gehandelter Kaffee'],
};

const FRENCH: FooterTexts = {
  headline: 'Nous sommes là pour vous',
  groups: {
    payment: {
      heading: 'Paiement facile',
      intro: 'Payez comme vous le souhaitez.',
      links: [
        ['Achat sur facture', '/info/payment#invoice'],
        ['PayPal', '/info/payment#paypal'],
        ['Carte de crédit', '/info/payment#card'],
      ],
    },
    delivery: {
      heading: 'Livraison',
      intro: 'Café livré gratuitement dès {coffee}, tous les autres articles dès {free}.',
      links: [
        ['Délais de livraison', '/info/delivery'],
        ['Suivi de colis', '/info/tracking'],
        ['Livraison par transporteur', '/info/haulage'],
      ],
    },
    pickup: {
      heading: 'Click & Collect',
      intro: 'Commandez en ligne et retirez gratuitement en magasin.',
      links: [
        ['Comment ça marche', '/click-collect'],
        ['Trouver un magasin', '/service/storefinder/'],
      ],
    },
    returns: {
      heading: 'Retours & réclamations',
      intro: 'Droit de retour de {returns} et retour gratuit.',
      links: [
        ['Annoncer un retour', '/info/returns'],
        ['Faire une réclamation', '/info/complaints'],
      ],
    },
    help: {
      heading: 'Aide & service',
      intro: 'Les réponses aux questions fréquentes.',
      links: [
        ['Questions fréquentes', '/info/faq'],
        ['Contact', '/contact'],
        ["S'abonner à la newsletter", '/subscribenewsletter'],
        ["Télécharger l'app", '/info/app', true],
      ],
    },
    card: {
      heading: 'Carte client',
      intro: 'Collectez des grains et profitez d’avantages exclusifs.',
      links: [
        ["S'inscrire gratuitement", '/registerfreeshopcard'],
        ['Mes grains', '/beanaccount'],
      ],
    },
    productInfo: {
      heading: 'Informations produits',
      intro: 'Tout sur la qualité, la durabilité et la sécurité.',
      links: [
        ['Sécurité des produits & rappels', '/info/product-safety'],
        ["Modes d'emploi", '/info/manuals'],
        ['Durabilité', '/info/sustainability'],
      ],
    },
    about: {
      heading: 'À propos de nous',
      intro: 'Café, mode et idées déco réunis.',
      links: [
        ['Entreprise', '/info/company'],
        ['Carrières', '/info/careers'],
        ['Presse', '/info/press'],
      ],
    },
  },
  invoice: 'Facture',
  seoHeading: 'Catégories populaires',
  socialHeading: 'Suivez-nous',
  appHeading: 'Notre application',
  legal: [
    ['Mentions légales', '/info/imprint'],
    ['Protection des données', '/privacy'],
    ['CGV', '/info/terms'],
    ['Paramètres des cookies', '/info/cookies'],
    ['Accessibilité', '/info/accessibility'],
  ],
  viewChanger: { toMobile: 'Vers la version mobile', toDesktop: 'Vers la version ordinateur' },
  qualityHeading: 'Qualité contrôlée',
  quality: ['Achats sécurisés', 'Livraison neutre en carbone', 'Café issu du commerce équitable'],
};

const CZECH: FooterTexts = {
  headline: 'Jsme tu pro vás',
  groups: {
    payment: {
      heading: 'Pohodlná platba',
      intro: 'Plaťte tak, jak vám to vyhovuje.',
      links: [
        ['Platba na fakturu', '/info/payment#invoice'],
        ['Dobírka', '/info/payment#cod'],
        ['Platební karta', '/info/payment#card'],
      ],
    },
    delivery: {
      heading: 'Doprava',
      intro: 'Doprava zdarma od {free}, s kartou již od {cardFree}.',
      links: [
        ['Doba doručení', '/info/delivery'],
        ['Sledování zásilky', '/info/tracking'],
        ['Doručení přepravcem', '/info/haulage'],
      ],
    },
    pickup: {
      heading: 'Click & Collect',
      intro: 'Objednejte online a vyzvedněte zdarma na prodejně.',
      links: [
        ['Jak to funguje', '/click-collect'],
        ['Najít prodejnu', '/service/storefinder/'],
      ],
    },
    returns: {
      heading: 'Vrácení a reklamace',
      intro: '{returns} na vrácení zboží.',
      links: [
        ['Vrátit zboží', '/info/returns'],
        ['Reklamace', '/info/complaints'],
      ],
    },
    help: {
      heading: 'Pomoc a služby',
      intro: 'Odpovědi na nejčastější dotazy.',
      links: [
        ['Časté dotazy', '/info/faq'],
        ['Kontakt', '/contact'],
        ['Přihlásit se k newsletteru', '/subscribenewsletter'],
        ['Stáhnout aplikaci', '/info/app', true],
      ],
    },
    card: {
      heading: 'Zákaznická karta',
      intro: 'Každá 11. káva na prodejně zdarma.',
      links: [
        ['Registrovat zdarma', '/registerfreeshopcard'],
        ['Moje zrnka', '/beanaccount'],
      ],
    },
    productInfo: {
      heading: 'Informace o produktech',
      intro: 'Vše o kvalitě, udržitelnosti a bezpečnosti.',
      links: [
        ['Bezpečnost výrobků a stažení z trhu', '/info/product-safety'],
        ['Návody k použití', '/info/manuals'],
        ['Udržitelnost', '/info/sustainability'],
      ],
    },
    about: {
      heading: 'O nás',
      intro: 'Káva, móda a bydlení na jednom místě.',
      links: [
        ['Společnost', '/info/company'],
        ['Kariéra', '/info/careers'],
        ['Pro média', '/info/press'],
      ],
    },
  },
  invoice: 'Faktura',
  seoHeading: 'Oblíbené kategorie',
  socialHeading: 'Sledujte nás',
  appHeading: 'Naše aplikace',
  legal: [
    ['Provozovatel', '/info/imprint'],
    ['Ochrana osobních údajů', '/privacy'],
    ['Obchodní podmínky', '/info/terms'],
    ['Nastavení cookies', '/info/cookies'],
  ],
  viewChanger: { toMobile: 'Na mobilní verzi', toDesktop: 'Na verzi pro počítač' },
  qualityHeading: 'Ověřená kvalita',
  quality: ['Bezpečný nákup', 'Klimaticky neutrální doprava', 'Káva z fair trade'],
  salesTax: {
    before: 'Všechny ceny jsou uvedeny včetně DPH, ',
    link: 'poštovné',
    after: ' se připočítává podle zvoleného způsobu dopravy.',
  },
};

interface FooterSite {
  texts: FooterTexts;
  /** Return period as the footer text states it (spec footer §9). */
  returns: string;
  returnsIcon: 'thirty_day_return' | 'return_shipping';
}

const FOOTER_SITES: Partial<Record<Site, FooterSite>> = {
  DE: { texts: GERMAN, returns: '30 Tage', returnsIcon: 'thirty_day_return' },
  AT: { texts: GERMAN, returns: '14 Tage', returnsIcon: 'return_shipping' },
  CH: { texts: GERMAN, returns: '3 Monate', returnsIcon: 'return_shipping' },
  CH_FR: { texts: FRENCH, returns: '3 mois', returnsIcon: 'return_shipping' },
  CZ: { texts: CZECH, returns: '30 dní', returnsIcon: 'thirty_day_return' },
};

const GROUP_ICONS: Readonly<Record<GroupKey, string>> = {
  payment: 'easy_pay',
  delivery: 'free_shipping',
  pickup: 'click_collect',
  returns: 'thirty_day_return',
  help: 'contact',
  card: 'shopcard',
  productInfo: 'service_info',
  about: 'meet_shop',
};

/** Groups hidden in the reduced (checkout) footer. */
const HIDDEN_IN_CHECKOUT: readonly GroupKey[] = ['pickup', 'card', 'productInfo', 'about'];

const SEO_COLUMNS: readonly (readonly string[])[] = [
  ['coffee/whole-beans', 'coffee/machines', 'coffee/subscription'],
  ['fashion/women', 'fashion/men', 'fashion/kids'],
  ['home/bedding', 'home/towels', 'kitchen/cookware'],
];

export function getFooterContent(site: Site): FooterContent | undefined {
  const footerSite = FOOTER_SITES[site];
  if (!footerSite) return undefined;
  const { texts } = footerSite;
  const info = SITE_INFO[site];
  const values = {
    coffee: formatMoney(site, info.coffeeFreeShippingFrom, true),
    free: formatMoney(site, info.freeShippingFrom, true),
    // spec footer §9: CZ ships free from 999 Kč, from 499 Kč with the loyalty card.
    cardFree: formatMoney(site, 49_900, true),
    returns: footerSite.returns,
  };
  const groupKeys = Object.keys(texts.groups) as GroupKey[];
  const content: FooterContent = {
    headline: texts.headline,
    teaser: {
      groups: groupKeys.map((key) => {
        const group = texts.groups[key];
        const firstLink = group.links[0];
        return {
          heading: {
            iconName: key === 'returns' ? footerSite.returnsIcon : GROUP_ICONS[key],
            link: { url: firstLink?.[1] ?? '/info/faq', text: group.heading },
          },
          hideGroupInCheckout: HIDDEN_IN_CHECKOUT.includes(key),
          introductoryText: fill(group.intro, values),
          links: group.links.map(([text, url, hideInClassic]) => ({
            url,
            text,
            hideInClassic: hideInClassic ?? false,
          })),
          images:
            key === 'payment'
              ? [
                  { label: 'PayPal', source: 'paypal' },
                  { label: 'Visa', source: 'visa' },
                  { label: 'Mastercard', source: 'mastercard' },
                  { label: texts.invoice, source: 'invoice' },
                ]
              : [],
        };
      }),
    },
    seo: {
      heading: texts.seoHeading,
      columns: SEO_COLUMNS.map((paths) => ({
        links: paths.map((path) => ({
          url: categoryHref(path),
          text: categoryNames(site, path).at(-1) ?? path,
        })),
      })),
    },
    socialMedia: {
      heading: texts.socialHeading,
      socialMediaIcons: [
        { iconName: 'facebook', link: 'https://www.facebook.com/' },
        { iconName: 'instagram', link: 'https://www.instagram.com/' },
        { iconName: 'pinterest', link: 'https://www.pinterest.com/' },
        { iconName: 'youtube', link: 'https://www.youtube.com/' },
      ],
    },
    appReferences: {
      heading: texts.appHeading,
      appIcons: [
        { iconName: 'appleinc', link: 'https://apps.apple.com/' },
        { iconName: 'android', link: 'https://play.google.com/store/apps' },
      ],
    },
    legalLinks: texts.legal.map(([text, url]) => ({ url, text })),
    viewChanger: texts.viewChanger,
    qualityLogos: {
      heading: texts.qualityHeading,
      logos: [
        {
          link: '/info/quality#secure',
          image: { label: texts.quality[0], source: 'secure_shopping', width: 80, height: 40 },
        },
        {
          link: '/info/sustainability',
          image: {
            label: texts.quality[1],
            source: 'climate_neutral_shipping',
            width: 80,
            height: 40,
          },
        },
        {
          link: '/info/quality#coffee',
          image: { label: texts.quality[2], source: 'fair_trade_coffee', width: 80, height: 40 },
        },
      ],
    },
  };
  if (texts.salesTax) {
    content.salesTax = {
      textBeforeLink: texts.salesTax.before,
      link: { url: '/info/shipping', text: texts.salesTax.link },
      textAfterLink: texts.salesTax.after,
    };
  }
  return content;
}

/** The override scenario's headline, so the demo shows at a glance that the override is in. */
const SEASONAL_HEADLINES: Readonly<Record<Site, string>> = {
  DE: 'Sommerservice: Wir sind für Sie da',
  AT: 'Sommerservice: Wir sind für Sie da',
  CH: 'Sommerservice: Wir sind für Sie da',
  CH_FR: 'Service d’été\u00a0: nous sommes là pour vous',
  PL: 'Letni serwis: jesteśmy dla Państwa',
  CZ: 'Letní servis: jsme tu pro Vás',
  HU: 'Nyári szerviz: itt vagyunk Önnek',
  SK: 'Letný servis: sme tu pre Vás',
  TR: 'Yaz hizmeti: her zaman yanınızdayız',
};

/**
 * Everything the footer must survive: markup in texts (rendered as text), javascript: and
 * protocol-relative links (left out), an unknown icon name and logo source (logged, no icon, no
 * image), and parts of the wrong shape (teaser, seo: the built-in parts show).
 */
export const HOSTILE_FOOTER_CONTENT = {
  headline: '<img src=x onerror="alert(1)">Hallo <b>Welt</b>',
  teaser: { groups: 'no list' },
  seo: { heading: 42, columns: [] },
  socialMedia: {
    heading: '<script>alert(2)</script>Folgen',
    socialMediaIcons: [
      { iconName: 'myspace', link: 'https://myspace.example/' },
      { iconName: 'facebook', link: 'javascript:alert(3)' },
      { iconName: 'instagram', link: 'https://www.instagram.com/' },
    ],
  },
  legalLinks: [
    { url: 'javascript:alert(4)', text: 'Böse' },
    { url: '//evil.example/', text: 'Fremd' },
    { url: '/privacy', text: '<a href="javascript:alert(5)">Datenschutz</a>' },
  ],
  qualityLogos: {
    heading: 'Siegel',
    logos: [
      {
        link: '/info/siegel',
        image: { label: 'Unbekannt', source: 'bogus_seal', width: 80, height: 40 },
      },
      {
        link: '/info/siegel',
        image: { label: 'Trusted Shops', source: 'trusted_shops', width: 80, height: 40 },
      },
    ],
  },
};

/** GET /service/promotion/api/promotion/SHOP_FOOTER as the scenario has it. */
export function shopFooterReply(site: Site, scenario: ShopFooterScenario): Reply {
  const answer = (contentJSON: string): Reply =>
    json(200, { promotionId: 'SHOP_FOOTER', type: 'ApiShopFooter', contentJSON });
  switch (scenario) {
    case 'cms': {
      const content = getFooterContent(site);
      return content ? answer(JSON.stringify(content)) : shopFooterReply(site, 'none');
    }
    case 'none':
      return json(404, { error: 'PROMOTION_NOT_FOUND', promotionId: 'SHOP_FOOTER' });
    case 'override':
      return answer(
        JSON.stringify({ ...getFooterContent(site), headline: SEASONAL_HEADLINES[site] }),
      );
    case 'hostile':
      return answer(JSON.stringify(HOSTILE_FOOTER_CONTENT));
    case 'malformed':
      return answer('{"headline": "Sommer');
    case 'failing':
      return json(500, { error: 'INTERNAL_ERROR', message: 'The content service failed.' });
    default:
      return scenario satisfies never;
  }
}
