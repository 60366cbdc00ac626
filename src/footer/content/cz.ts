/**
 * Built-in footer content of CZ (Czech): 30 days' return, free shipping from 999 Kč (499 Kč with
 * the loyalty card), every 11th coffee free, the sales-tax note.
 */
import type { FooterContent } from '../../core/schemas/footer';

export default {
  headline: 'Jsme tu pro Vás',
  teaser: {
    groups: [
      {
        heading: { iconName: 'easy_pay', link: { url: '/info/platba', text: 'Pohodlná platba' } },
        hideGroupInCheckout: false,
        introductoryText: 'Plaťte kartou, převodem nebo na dobírku – jak se Vám to hodí.',
        links: [
          { url: '/info/platba', text: 'Všechny způsoby platby', hideInClassic: false },
          { url: '/info/dobirka', text: 'Platba na dobírku', hideInClassic: false },
          { url: '/info/darkove-poukazy', text: 'Uplatnění poukazů', hideInClassic: false },
        ],
        images: [
          { label: 'Visa', source: 'visa' },
          { label: 'Mastercard', source: 'mastercard' },
          { label: 'Bankovní převod', source: 'bank_transfer' },
          { label: 'Dobírka', source: 'cash_on_delivery' },
        ],
      },
      {
        heading: { iconName: 'free_shipping', link: { url: '/info/doprava', text: 'Doprava' } },
        hideGroupInCheckout: false,
        introductoryText:
          'Doprava zdarma při nákupu od {freeDelivery}, se zákaznickou kartou již od {loyaltyFreeDelivery}.',
        links: [
          { url: '/info/doprava', text: 'Doba a cena dopravy', hideInClassic: false },
          { url: '/info/sledovani-zasilky', text: 'Sledování zásilky', hideInClassic: false },
          {
            url: '/info/doruceni-prepravcem',
            text: 'Doručení nadrozměrného zboží',
            hideInClassic: false,
          },
        ],
        images: [
          { label: 'PPL', source: 'ppl' },
          { label: 'Zásilkovna', source: 'packeta' },
        ],
      },
      {
        heading: {
          iconName: 'click_collect',
          link: { url: '/click-collect', text: 'Vyzvednutí na prodejně' },
        },
        hideGroupInCheckout: true,
        introductoryText: 'Objednejte online a vyzvedněte si zboží zdarma na vybrané prodejně.',
        links: [
          { url: '/click-collect', text: 'Jak to funguje', hideInClassic: false },
          { url: '/service/storefinder/', text: 'Najít prodejnu', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: {
          iconName: 'thirty_day_return',
          link: { url: '/info/vraceni-zbozi', text: 'Vrácení a reklamace' },
        },
        hideGroupInCheckout: false,
        introductoryText:
          'Na vrácení zboží máte {returnPeriod} dní – zašlete ho zdarma zpět nebo ho vraťte na prodejně.',
        links: [
          { url: '/info/vraceni-zbozi', text: 'Vrátit zboží', hideInClassic: false },
          { url: '/info/reklamace', text: 'Reklamace', hideInClassic: false },
          {
            url: '/info/odstoupeni-od-smlouvy',
            text: 'Odstoupení od smlouvy',
            hideInClassic: false,
          },
        ],
        images: [],
      },
      {
        heading: {
          iconName: 'contact',
          link: { url: '/zakaznicky-servis', text: 'Pomoc a služby' },
        },
        hideGroupInCheckout: false,
        introductoryText: 'Zákaznický servis je Vám k dispozici v pracovní dny od 8 do 17 hodin.',
        links: [
          { url: '/zakaznicky-servis', text: 'Časté dotazy', hideInClassic: false },
          { url: '/contact', text: 'Kontakt', hideInClassic: false },
          {
            url: '/subscribenewsletter',
            text: 'Přihlásit se k odběru newsletteru',
            hideInClassic: false,
          },
          { url: '/info/aplikace', text: 'Stáhnout aplikaci', hideInClassic: true },
        ],
        images: [],
      },
      {
        heading: {
          iconName: 'shopcard',
          link: { url: '/zakaznicka-karta', text: 'Zákaznická karta' },
        },
        hideGroupInCheckout: true,
        introductoryText:
          'Každá {freeCoffeeEvery}. káva na prodejně je zdarma. Sbírejte zrnka a využívejte exkluzivní výhody.',
        links: [
          { url: '/registerfreeshopcard', text: 'Registrovat zdarma', hideInClassic: false },
          { url: '/beanaccount', text: 'Moje zrnka', hideInClassic: false },
          { url: '/zakaznicka-karta', text: 'Všechny výhody', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: {
          iconName: 'service_info',
          link: { url: '/info/informace-o-produktech', text: 'Informace o produktech' },
        },
        hideGroupInCheckout: true,
        introductoryText: 'Vše o kvalitě, bezpečnosti a péči o naše výrobky.',
        links: [
          {
            url: '/info/bezpecnost-vyrobku',
            text: 'Bezpečnost výrobků a stažení z trhu',
            hideInClassic: false,
          },
          { url: '/info/navody-k-pouziti', text: 'Návody k použití', hideInClassic: false },
          { url: '/info/udrzitelnost', text: 'Udržitelnost', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: { iconName: 'meet_shop', link: { url: '/info/o-nas', text: 'O nás' } },
        hideGroupInCheckout: true,
        introductoryText: 'Káva, móda a bydlení na jednom místě – každý týden něco nového.',
        links: [
          { url: '/info/o-nas', text: 'Společnost', hideInClassic: false },
          { url: '/info/kariera', text: 'Kariéra', hideInClassic: false },
          { url: '/info/pro-media', text: 'Pro média', hideInClassic: false },
        ],
        images: [],
      },
    ],
  },
  seo: {
    heading: 'Oblíbené kategorie',
    columns: [
      {
        links: [
          { url: '/c/coffee/whole-beans', text: 'Zrnková káva' },
          { url: '/c/coffee/capsules', text: 'Kávové kapsle' },
          { url: '/c/coffee/machines', text: 'Automatické kávovary' },
        ],
      },
      {
        links: [
          { url: '/c/fashion/women', text: 'Dámská móda' },
          { url: '/c/fashion/men', text: 'Pánská móda' },
          { url: '/c/fashion/kids', text: 'Dětská móda' },
        ],
      },
      {
        links: [
          { url: '/c/home/bedding', text: 'Ložní prádlo' },
          { url: '/c/kitchen/cookware', text: 'Hrnce a pánve' },
          { url: '/c/sport/cycling', text: 'Cyklistika' },
        ],
      },
    ],
  },
  socialMedia: {
    heading: 'Sledujte nás',
    socialMediaIcons: [
      { iconName: 'facebook', link: 'https://www.facebook.com/shop.example.cz' },
      { iconName: 'instagram', link: 'https://www.instagram.com/shop.example.cz/' },
      { iconName: 'youtube', link: 'https://www.youtube.com/@shopexample' },
      { iconName: 'linkedin', link: 'https://www.linkedin.com/company/shop-example' },
    ],
  },
  appReferences: {
    heading: 'Naše aplikace',
    appIcons: [
      { iconName: 'appleinc', link: 'https://apps.apple.com/cz/app/id1234567890' },
      {
        iconName: 'android',
        link: 'https://play.google.com/store/apps/details?id=com.example.shop&hl=cs',
      },
    ],
  },
  legalLinks: [
    { url: '/info/provozovatel', text: 'Provozovatel' },
    { url: '/privacy', text: 'Ochrana osobních údajů' },
    { url: '/info/obchodni-podminky', text: 'Obchodní podmínky' },
    { url: '/info/nastaveni-cookies', text: 'Nastavení cookies' },
  ],
  viewChanger: { toMobile: 'Přejít na mobilní verzi', toDesktop: 'Přejít na verzi pro počítač' },
  salesTax: {
    textBeforeLink: 'Všechny ceny jsou uvedeny včetně DPH, bez ',
    link: { url: '/info/doprava', text: 'poštovného' },
    textAfterLink: ', které se řídí zvoleným způsobem dopravy.',
  },
  qualityLogos: {
    heading: 'Ověřená kvalita',
    logos: [
      {
        link: '/info/certifikace',
        image: { label: 'Certifikovaný obchod APEK', source: 'apek', width: 80, height: 40 },
      },
      {
        link: '/info/certifikace',
        image: { label: 'Ověřeno zákazníky', source: 'overeny_obchod', width: 80, height: 40 },
      },
      {
        link: '/info/udrzitelnost',
        image: {
          label: 'Klimaticky neutrální doprava',
          source: 'climate_neutral_shipping',
          width: 80,
          height: 40,
        },
      },
    ],
  },
} satisfies FooterContent;
