/** Built-in footer content of CH (Swiss German): 3 months' return, free shipping from CHF 80.– (coffee CHF 30.–). */
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
          'Bezahlen Sie mit TWINT, PostFinance, Kreditkarte oder bequem auf Rechnung.',
        links: [
          { url: '/info/zahlungsarten', text: 'Alle Zahlungsarten', hideInClassic: false },
          { url: '/info/kauf-auf-rechnung', text: 'Kauf auf Rechnung', hideInClassic: false },
          { url: '/info/gutscheine', text: 'Gutscheine einlösen', hideInClassic: false },
        ],
        images: [
          { label: 'TWINT', source: 'twint' },
          { label: 'PostFinance', source: 'postfinance' },
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
          { url: '/info/lieferung', text: 'Lieferfristen & Versandkosten', hideInClassic: false },
          { url: '/info/sendungsverfolgung', text: 'Sendungsverfolgung', hideInClassic: false },
          {
            url: '/info/speditionslieferung',
            text: 'Lieferung per Spedition',
            hideInClassic: false,
          },
        ],
        images: [{ label: 'Die Schweizerische Post', source: 'swiss_post' }],
      },
      {
        heading: {
          iconName: 'branch_store',
          link: { url: '/click-collect', text: 'Click & Collect' },
        },
        hideGroupInCheckout: true,
        introductoryText: 'Online bestellen und kostenlos in einer unserer Filialen abholen.',
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
          '{returnPeriod} Monate Rückgaberecht: Senden Sie Ihre Bestellung kostenlos zurück oder bringen Sie sie in eine Filiale.',
        links: [
          { url: '/info/ruecksendung', text: 'Rücksendung anmelden', hideInClassic: false },
          { url: '/info/reklamation', text: 'Reklamation melden', hideInClassic: false },
          { url: '/info/garantie', text: 'Garantie', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: { iconName: 'contact', link: { url: '/service-hilfe', text: 'Hilfe & Service' } },
        hideGroupInCheckout: false,
        introductoryText: 'Unser Kundendienst ist Montag bis Freitag von 8 bis 18 Uhr für Sie da.',
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
        introductoryText: 'Mit jedem Einkauf Treuebohnen sammeln und exklusive Vorteile geniessen.',
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
        introductoryText: 'Kaffee, Mode und Wohnideen aus einer Hand – in der ganzen Schweiz.',
        links: [
          { url: '/info/unternehmen', text: 'Unternehmen', hideInClassic: false },
          { url: '/info/karriere', text: 'Stellen & Karriere', hideInClassic: false },
          { url: '/info/medien', text: 'Medien', hideInClassic: false },
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
          { url: '/c/kitchen/tableware', text: 'Geschirr' },
          { url: '/c/sport/outdoor', text: 'Outdoor' },
        ],
      },
    ],
  },
  socialMedia: {
    heading: 'Folgen Sie uns',
    socialMediaIcons: [
      { iconName: 'facebook', link: 'https://www.facebook.com/shop.example.ch' },
      { iconName: 'instagram', link: 'https://www.instagram.com/shop.example.ch/' },
      { iconName: 'youtube', link: 'https://www.youtube.com/@shopexample' },
      { iconName: 'linkedin', link: 'https://www.linkedin.com/company/shop-example' },
    ],
  },
  appReferences: {
    heading: 'Unsere App',
    appIcons: [
      { iconName: 'appleinc', link: 'https://apps.apple.com/ch/app/id1234567890' },
      {
        iconName: 'android',
        link: 'https://play.google.com/store/apps/details?id=com.example.shop&hl=de_CH',
      },
    ],
  },
  legalLinks: [
    { url: '/info/impressum', text: 'Impressum' },
    { url: '/privacy', text: 'Datenschutz' },
    { url: '/info/agb', text: 'AGB' },
    { url: '/info/cookie-einstellungen', text: 'Cookie-Einstellungen' },
  ],
  viewChanger: { toMobile: 'Zur mobilen Ansicht', toDesktop: 'Zur Desktop-Ansicht' },
  qualityLogos: {
    heading: 'Geprüfte Qualität',
    logos: [
      {
        link: '/info/guetesiegel',
        image: {
          label: 'Swiss Online Garantie',
          source: 'swiss_online_garantie',
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
      {
        link: '/info/kaffee-qualitaet',
        image: {
          label: 'Fair gehandelter Kaffee',
          source: 'fair_trade_coffee',
          width: 80,
          height: 40,
        },
      },
    ],
  },
} satisfies FooterContent;
