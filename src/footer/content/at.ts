/** Built-in footer content of AT (Austrian German): 14 days' return, free shipping from € 50 (coffee € 20). */
import type { FooterContent } from '../../core/schemas/footer';

export default {
  headline: 'Wir sind für Sie da',
  teaser: {
    groups: [
      {
        heading: {
          iconName: 'easy_pay',
          link: { url: '/info/zahlungsarten', text: 'Bequem bezahlen' },
        },
        hideGroupInCheckout: false,
        introductoryText:
          'Zahlen Sie mit eps-Überweisung, auf Rechnung, mit PayPal oder Kreditkarte.',
        links: [
          { url: '/info/zahlungsarten', text: 'Alle Zahlungsarten', hideInClassic: false },
          { url: '/info/kauf-auf-rechnung', text: 'Kauf auf Rechnung', hideInClassic: false },
          { url: '/info/gutscheine', text: 'Gutscheine einlösen', hideInClassic: false },
        ],
        images: [
          { label: 'eps-Überweisung', source: 'eps' },
          { label: 'PayPal', source: 'paypal' },
          { label: 'Visa', source: 'visa' },
          { label: 'Rechnung', source: 'invoice' },
        ],
      },
      {
        heading: { iconName: 'free_shipping', link: { url: '/info/lieferung', text: 'Lieferung' } },
        hideGroupInCheckout: false,
        introductoryText:
          'Kaffee liefern wir ab {coffeeFreeDelivery} versandkostenfrei, alle anderen Artikel ab {freeDelivery}.',
        links: [
          { url: '/info/lieferung', text: 'Lieferzeiten & Versandkosten', hideInClassic: false },
          { url: '/info/sendungsverfolgung', text: 'Sendungsverfolgung', hideInClassic: false },
          {
            url: '/info/speditionslieferung',
            text: 'Zustellung per Spedition',
            hideInClassic: false,
          },
        ],
        images: [{ label: 'Österreichische Post', source: 'post_at' }],
      },
      {
        heading: {
          iconName: 'shop_near_you',
          link: { url: '/click-collect', text: 'Click & Collect' },
        },
        hideGroupInCheckout: true,
        introductoryText: 'Online bestellen und kostenlos in einer Filiale in Ihrer Nähe abholen.',
        links: [
          { url: '/click-collect', text: "So funktioniert's", hideInClassic: false },
          { url: '/service/storefinder/', text: 'Filiale finden', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: {
          iconName: 'return_shipping',
          link: { url: '/info/ruecksendung', text: 'Rückgabe & Reklamation' },
        },
        hideGroupInCheckout: false,
        introductoryText:
          '{returnPeriod} Tage Rückgaberecht: Senden Sie Ihre Bestellung kostenlos zurück oder geben Sie sie in einer Filiale ab.',
        links: [
          { url: '/info/ruecksendung', text: 'Rücksendung anmelden', hideInClassic: false },
          { url: '/info/reklamation', text: 'Reklamation melden', hideInClassic: false },
          { url: '/info/ruecktrittsrecht', text: 'Rücktrittsrecht', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: { iconName: 'contact', link: { url: '/service-hilfe', text: 'Hilfe & Service' } },
        hideGroupInCheckout: false,
        introductoryText:
          'Unser Kundenservice ist Montag bis Freitag von 8 bis 18 Uhr für Sie erreichbar.',
        links: [
          { url: '/service-hilfe', text: 'Häufige Fragen', hideInClassic: false },
          { url: '/contact', text: 'Kontakt', hideInClassic: false },
          { url: '/subscribenewsletter', text: 'Newsletter abonnieren', hideInClassic: false },
          { url: '/info/app', text: 'App herunterladen', hideInClassic: true },
        ],
        images: [],
      },
      {
        heading: { iconName: 'shopcard', link: { url: '/kundenkarte', text: 'Kundenkarte' } },
        hideGroupInCheckout: true,
        introductoryText:
          'Bei jedem Einkauf Treuebohnen sammeln und derzeit exklusive Angebote sichern.',
        links: [
          { url: '/registerfreeshopcard', text: 'Kostenlos registrieren', hideInClassic: false },
          { url: '/beanaccount', text: 'Meine Treuebohnen', hideInClassic: false },
          { url: '/kundenkarte', text: 'Alle Vorteile', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: {
          iconName: 'service_info',
          link: { url: '/info/produktinformationen', text: 'Produktinformationen' },
        },
        hideGroupInCheckout: true,
        introductoryText: 'Alles über Qualität, Sicherheit und Pflege unserer Produkte.',
        links: [
          {
            url: '/info/produktrueckrufe',
            text: 'Produktsicherheit & Rückrufe',
            hideInClassic: false,
          },
          {
            url: '/info/bedienungsanleitungen',
            text: 'Bedienungsanleitungen',
            hideInClassic: false,
          },
          { url: '/info/nachhaltigkeit', text: 'Nachhaltigkeit', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: { iconName: 'meet_shop', link: { url: '/info/unternehmen', text: 'Über uns' } },
        hideGroupInCheckout: true,
        introductoryText: 'Kaffee, Mode und Wohnideen aus einer Hand – in ganz Österreich.',
        links: [
          { url: '/info/unternehmen', text: 'Unternehmen', hideInClassic: false },
          { url: '/info/karriere', text: 'Jobs & Karriere', hideInClassic: false },
          { url: '/info/presse', text: 'Presse', hideInClassic: false },
        ],
        images: [],
      },
    ],
  },
  seo: {
    heading: 'Beliebte Kategorien',
    columns: [
      {
        links: [
          { url: '/c/coffee/whole-beans', text: 'Kaffeebohnen' },
          { url: '/c/coffee/capsules', text: 'Kaffeekapseln' },
          { url: '/c/coffee/machines', text: 'Kaffeevollautomaten' },
        ],
      },
      {
        links: [
          { url: '/c/fashion/women', text: 'Damenmode' },
          { url: '/c/fashion/men', text: 'Herrenmode' },
          { url: '/c/fashion/kids', text: 'Kindermode' },
        ],
      },
      {
        links: [
          { url: '/c/home/bedding', text: 'Bettwäsche' },
          { url: '/c/kitchen/cookware', text: 'Töpfe & Pfannen' },
          { url: '/c/sport/winter', text: 'Wintersport' },
        ],
      },
    ],
  },
  socialMedia: {
    heading: 'Folgen Sie uns',
    socialMediaIcons: [
      { iconName: 'facebook', link: 'https://www.facebook.com/shop.example.at' },
      { iconName: 'instagram', link: 'https://www.instagram.com/shop.example.at/' },
      { iconName: 'youtube', link: 'https://www.youtube.com/@shopexample' },
      { iconName: 'xing', link: 'https://www.xing.com/pages/shop-example' },
    ],
  },
  appReferences: {
    heading: 'Unsere App',
    appIcons: [
      { iconName: 'appleinc', link: 'https://apps.apple.com/at/app/id1234567890' },
      {
        iconName: 'android',
        link: 'https://play.google.com/store/apps/details?id=com.example.shop&hl=de_AT',
      },
    ],
  },
  legalLinks: [
    { url: '/info/impressum', text: 'Impressum' },
    { url: '/privacy', text: 'Datenschutz' },
    { url: '/info/agb', text: 'AGB' },
    { url: '/info/cookie-einstellungen', text: 'Cookie-Einstellungen' },
    { url: '/info/barrierefreiheit', text: 'Barrierefreiheit' },
  ],
  viewChanger: { toMobile: 'Zur mobilen Ansicht', toDesktop: 'Zur Desktop-Ansicht' },
  qualityLogos: {
    heading: 'Geprüfte Qualität',
    logos: [
      {
        link: '/info/guetezeichen',
        image: {
          label: 'E-Commerce-Gütezeichen des Handelsverbands',
          source: 'handelsverband',
          width: 80,
          height: 40,
        },
      },
      {
        link: '/info/guetezeichen',
        image: {
          label: 'Trusted Shops Gütesiegel',
          source: 'trusted_shops',
          width: 80,
          height: 40,
        },
      },
      {
        link: '/info/nachhaltigkeit',
        image: {
          label: 'Klimaneutraler Versand',
          source: 'climate_neutral_shipping',
          width: 80,
          height: 40,
        },
      },
    ],
  },
} satisfies FooterContent;
