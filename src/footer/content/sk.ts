/**
 * Built-in footer content of SK (Slovak): 30 days' return, free shipping from 40 € (20 € with the
 * loyalty card), every 11th coffee free, the sales-tax note.
 */
import type { FooterContent } from '../../core/schemas/footer';

export default {
  headline: 'Sme tu pre Vás',
  teaser: {
    groups: [
      {
        heading: { iconName: 'easy_pay', link: { url: '/info/platba', text: 'Pohodlná platba' } },
        hideGroupInCheckout: false,
        introductoryText: 'Plaťte kartou, prevodom alebo na dobierku – ako Vám to vyhovuje.',
        links: [
          { url: '/info/platba', text: 'Všetky spôsoby platby', hideInClassic: false },
          { url: '/info/dobierka', text: 'Platba na dobierku', hideInClassic: false },
          { url: '/info/darcekove-poukazy', text: 'Uplatnenie poukazov', hideInClassic: false },
        ],
        images: [
          { label: 'Visa', source: 'visa' },
          { label: 'Mastercard', source: 'mastercard' },
          { label: 'Bankový prevod', source: 'bank_transfer' },
          { label: 'Dobierka', source: 'cash_on_delivery' },
        ],
      },
      {
        heading: { iconName: 'free_shipping', link: { url: '/info/doprava', text: 'Doprava' } },
        hideGroupInCheckout: false,
        introductoryText:
          'Doprava zadarmo pri nákupe od {freeDelivery}, so zákazníckou kartou už od {loyaltyFreeDelivery}.',
        links: [
          { url: '/info/doprava', text: 'Čas a cena dopravy', hideInClassic: false },
          { url: '/info/sledovanie-zasielky', text: 'Sledovanie zásielky', hideInClassic: false },
          {
            url: '/info/dorucenie-prepravcom',
            text: 'Doručenie nadrozmerného tovaru',
            hideInClassic: false,
          },
        ],
        images: [
          { label: 'Slovenská pošta', source: 'slovak_post' },
          { label: 'Packeta', source: 'packeta' },
        ],
      },
      {
        heading: {
          iconName: 'click_collect',
          link: { url: '/click-collect', text: 'Vyzdvihnutie v predajni' },
        },
        hideGroupInCheckout: true,
        introductoryText: 'Objednajte online a vyzdvihnite si tovar zadarmo vo vybranej predajni.',
        links: [
          { url: '/click-collect', text: 'Ako to funguje', hideInClassic: false },
          { url: '/service/storefinder/', text: 'Nájsť predajňu', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: {
          iconName: 'thirty_day_return',
          link: { url: '/info/vratenie-tovaru', text: 'Vrátenie a reklamácie' },
        },
        hideGroupInCheckout: false,
        introductoryText:
          'Na vrátenie tovaru máte {returnPeriod} dní – pošlite ho zadarmo späť alebo ho vráťte v predajni.',
        links: [
          { url: '/info/vratenie-tovaru', text: 'Vrátiť tovar', hideInClassic: false },
          { url: '/info/reklamacie', text: 'Reklamácie', hideInClassic: false },
          { url: '/info/odstupenie-od-zmluvy', text: 'Odstúpenie od zmluvy', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: {
          iconName: 'contact',
          link: { url: '/zakaznicky-servis', text: 'Pomoc a služby' },
        },
        hideGroupInCheckout: false,
        introductoryText: 'Zákaznícky servis je Vám k dispozícii v pracovné dni od 8 do 17 hodiny.',
        links: [
          { url: '/zakaznicky-servis', text: 'Časté otázky', hideInClassic: false },
          { url: '/contact', text: 'Kontakt', hideInClassic: false },
          {
            url: '/subscribenewsletter',
            text: 'Prihlásiť sa na odber newslettera',
            hideInClassic: false,
          },
          { url: '/info/aplikacia', text: 'Stiahnuť aplikáciu', hideInClassic: true },
        ],
        images: [],
      },
      {
        heading: {
          iconName: 'shopcard',
          link: { url: '/zakaznicka-karta', text: 'Zákaznícka karta' },
        },
        hideGroupInCheckout: true,
        introductoryText:
          'Každá {freeCoffeeEvery}. káva v predajni je zadarmo. Zbierajte zrnká a využívajte exkluzívne výhody.',
        links: [
          { url: '/registerfreeshopcard', text: 'Registrovať sa zadarmo', hideInClassic: false },
          { url: '/beanaccount', text: 'Moje zrnká', hideInClassic: false },
          { url: '/zakaznicka-karta', text: 'Všetky výhody', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: {
          iconName: 'service_info',
          link: { url: '/info/informacie-o-produktoch', text: 'Informácie o produktoch' },
        },
        hideGroupInCheckout: true,
        introductoryText: 'Všetko o kvalite, bezpečnosti a starostlivosti o naše výrobky.',
        links: [
          {
            url: '/info/bezpecnost-vyrobkov',
            text: 'Bezpečnosť výrobkov a sťahovanie z trhu',
            hideInClassic: false,
          },
          { url: '/info/navody-na-pouzitie', text: 'Návody na použitie', hideInClassic: false },
          { url: '/info/udrzatelnost', text: 'Udržateľnosť', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: { iconName: 'meet_shop', link: { url: '/info/o-nas', text: 'O nás' } },
        hideGroupInCheckout: true,
        introductoryText: 'Káva, móda a bývanie na jednom mieste – každý týždeň niečo nové.',
        links: [
          { url: '/info/o-nas', text: 'Spoločnosť', hideInClassic: false },
          { url: '/info/kariera', text: 'Kariéra', hideInClassic: false },
          { url: '/info/pre-media', text: 'Pre médiá', hideInClassic: false },
        ],
        images: [],
      },
    ],
  },
  seo: {
    heading: 'Obľúbené kategórie',
    columns: [
      {
        links: [
          { url: '/c/coffee/whole-beans', text: 'Zrnková káva' },
          { url: '/c/coffee/capsules', text: 'Kávové kapsule' },
          { url: '/c/coffee/machines', text: 'Automatické kávovary' },
        ],
      },
      {
        links: [
          { url: '/c/fashion/women', text: 'Dámska móda' },
          { url: '/c/fashion/men', text: 'Pánska móda' },
          { url: '/c/fashion/kids', text: 'Detská móda' },
        ],
      },
      {
        links: [
          { url: '/c/home/bedding', text: 'Posteľná bielizeň' },
          { url: '/c/kitchen/cookware', text: 'Hrnce a panvice' },
          { url: '/c/sport/winter', text: 'Zimné športy' },
        ],
      },
    ],
  },
  socialMedia: {
    heading: 'Sledujte nás',
    socialMediaIcons: [
      { iconName: 'facebook', link: 'https://www.facebook.com/shop.example.sk' },
      { iconName: 'instagram', link: 'https://www.instagram.com/shop.example.sk/' },
      { iconName: 'youtube', link: 'https://www.youtube.com/@shopexample' },
    ],
  },
  appReferences: {
    heading: 'Naša aplikácia',
    appIcons: [
      { iconName: 'appleinc', link: 'https://apps.apple.com/sk/app/id1234567890' },
      {
        iconName: 'android',
        link: 'https://play.google.com/store/apps/details?id=com.example.shop&hl=sk',
      },
    ],
  },
  legalLinks: [
    { url: '/info/prevadzkovatel', text: 'Prevádzkovateľ' },
    { url: '/privacy', text: 'Ochrana osobných údajov' },
    { url: '/info/obchodne-podmienky', text: 'Obchodné podmienky' },
    { url: '/info/nastavenia-cookies', text: 'Nastavenia cookies' },
  ],
  viewChanger: { toMobile: 'Prejsť na mobilnú verziu', toDesktop: 'Prejsť na verziu pre počítač' },
  salesTax: {
    textBeforeLink: 'Všetky ceny sú uvedené vrátane DPH, bez ',
    link: { url: '/info/doprava', text: 'poštovného' },
    textAfterLink: ', ktoré sa riadi zvoleným spôsobom dopravy.',
  },
  qualityLogos: {
    heading: 'Overená kvalita',
    logos: [
      {
        link: '/info/certifikacia',
        image: { label: 'Overené zákazníkmi', source: 'overeny_obchod', width: 80, height: 40 },
      },
      {
        link: '/info/udrzatelnost',
        image: {
          label: 'Klimaticky neutrálna doprava',
          source: 'climate_neutral_shipping',
          width: 80,
          height: 40,
        },
      },
    ],
  },
} satisfies FooterContent;
