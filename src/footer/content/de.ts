/** Built-in footer content of DE (German): 30 days' return, free shipping from 50 € (coffee 20 €). */
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
          'Zahlen Sie per Rechnung, PayPal, Kreditkarte oder Lastschrift – ganz wie es Ihnen passt.',
        links: [
          { url: '/info/zahlungsarten', text: 'Alle Zahlungsarten', hideInClassic: false },
          { url: '/info/kauf-auf-rechnung', text: 'Kauf auf Rechnung', hideInClassic: false },
          { url: '/info/gutscheine', text: 'Gutscheine einlösen', hideInClassic: false },
        ],
        images: [
          { label: 'PayPal', source: 'paypal' },
          { label: 'Visa', source: 'visa' },
          { label: 'Mastercard', source: 'mastercard' },
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
            text: 'Lieferung per Spedition',
            hideInClassic: false,
          },
        ],
        images: [{ label: 'DHL', source: 'dhl' }],
      },
      {
        heading: {
          iconName: 'click_collect',
          link: { url: '/click-collect', text: 'Click & Collect' },
        },
        hideGroupInCheckout: true,
        introductoryText:
          'Online bestellen und kostenlos in Ihrer Filiale abholen – meist schon am nächsten Werktag.',
        links: [
          { url: '/click-collect', text: "So funktioniert's", hideInClassic: false },
          { url: '/service/storefinder/', text: 'Filiale finden', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: {
          iconName: 'thirty_day_return',
          link: { url: '/info/ruecksendung', text: 'Rückgabe & Reklamation' },
        },
        hideGroupInCheckout: false,
        introductoryText:
          '{returnPeriod} Tage Rückgaberecht: Senden Sie Ihre Bestellung kostenlos zurück oder geben Sie sie in einer Filiale ab.',
        links: [
          { url: '/info/ruecksendung', text: 'Rücksendung anmelden', hideInClassic: false },
          { url: '/info/reklamation', text: 'Reklamation melden', hideInClassic: false },
          { url: '/info/widerrufsbelehrung', text: 'Widerrufsbelehrung', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: { iconName: 'contact', link: { url: '/service-hilfe', text: 'Hilfe & Service' } },
        hideGroupInCheckout: false,
        introductoryText:
          'Antworten auf häufige Fragen und unser Kundenservice, Montag bis Samstag von 8 bis 20 Uhr.',
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
        introductoryText: 'Mit jedem Einkauf Treuebohnen sammeln und exklusive Vorteile sichern.',
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
        introductoryText: 'Kaffee, Mode und Wohnideen aus einer Hand – jede Woche neu.',
        links: [
          { url: '/info/unternehmen', text: 'Unternehmen', hideInClassic: false },
          { url: '/info/karriere', text: 'Karriere', hideInClassic: false },
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
          { url: '/c/coffee/subscription', text: 'Kaffee-Abo' },
        ],
      },
      {
        links: [
          { url: '/c/fashion/women', text: 'Damenmode' },
          { url: '/c/fashion/men', text: 'Herrenmode' },
          { url: '/c/fashion/kids', text: 'Kindermode' },
          { url: '/c/fashion/shoes', text: 'Schuhe' },
        ],
      },
      {
        links: [
          { url: '/c/home/bedding', text: 'Bettwäsche' },
          { url: '/c/home/towels', text: 'Handtücher' },
          { url: '/c/kitchen/cookware', text: 'Töpfe & Pfannen' },
          { url: '/c/sport/sportswear', text: 'Sportbekleidung' },
        ],
      },
    ],
  },
  socialMedia: {
    heading: 'Folgen Sie uns',
    socialMediaIcons: [
      { iconName: 'facebook', link: 'https://www.facebook.com/shop.example.de' },
      { iconName: 'instagram', link: 'https://www.instagram.com/shop.example.de/' },
      { iconName: 'pinterest', link: 'https://www.pinterest.de/shopexample/' },
      { iconName: 'youtube', link: 'https://www.youtube.com/@shopexample' },
      { iconName: 'linkedin', link: 'https://www.linkedin.com/company/shop-example' },
      { iconName: 'xing', link: 'https://www.xing.com/pages/shop-example' },
    ],
  },
  appReferences: {
    heading: 'Unsere App',
    appIcons: [
      { iconName: 'appleinc', link: 'https://apps.apple.com/de/app/id1234567890' },
      {
        iconName: 'android',
        link: 'https://play.google.com/store/apps/details?id=com.example.shop&hl=de',
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
        link: '/info/guetesiegel',
        image: {
          label: 'Trusted Shops Gütesiegel',
          source: 'trusted_shops',
          width: 80,
          height: 40,
        },
      },
      {
        link: '/info/guetesiegel',
        image: {
          label: 'EHI Geprüfter Online-Shop',
          source: 'ehi_certified',
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
