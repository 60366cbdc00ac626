/** Built-in footer content of HU (Hungarian): 30 days' return, free shipping from 15 000 Ft. */
import type { FooterContent } from '../../core/schemas/footer';

export default {
  headline: 'Itt vagyunk Önnek',
  teaser: {
    groups: [
      {
        heading: {
          iconName: 'easy_pay',
          link: { url: '/info/fizetesi-modok', text: 'Kényelmes fizetés' },
        },
        hideGroupInCheckout: false,
        introductoryText:
          'Fizessen bankkártyával, átutalással vagy utánvéttel – ahogy Önnek kényelmes.',
        links: [
          { url: '/info/fizetesi-modok', text: 'Összes fizetési mód', hideInClassic: false },
          { url: '/info/utanvet', text: 'Fizetés utánvéttel', hideInClassic: false },
          { url: '/info/ajandekutalvanyok', text: 'Utalványok beváltása', hideInClassic: false },
        ],
        images: [
          { label: 'Visa', source: 'visa' },
          { label: 'Mastercard', source: 'mastercard' },
          { label: 'Utánvét', source: 'cash_on_delivery' },
        ],
      },
      {
        heading: {
          iconName: 'delivery_via_haulage_company',
          link: { url: '/info/szallitas', text: 'Szállítás' },
        },
        hideGroupInCheckout: false,
        introductoryText: '{freeDelivery} feletti rendelés esetén ingyenes a szállítás.',
        links: [
          { url: '/info/szallitas', text: 'Szállítási idő és díjak', hideInClassic: false },
          { url: '/info/csomagkovetes', text: 'Csomagkövetés', hideInClassic: false },
          {
            url: '/info/szallitmanyozas',
            text: 'Nagyméretű termékek szállítása',
            hideInClassic: false,
          },
        ],
        images: [
          { label: 'MPL', source: 'mpl' },
          { label: 'GLS', source: 'gls' },
        ],
      },
      {
        heading: {
          iconName: 'click_collect',
          link: { url: '/click-collect', text: 'Átvétel az üzletben' },
        },
        hideGroupInCheckout: true,
        introductoryText: 'Rendeljen online, és vegye át ingyen a kiválasztott üzletben.',
        links: [
          { url: '/click-collect', text: 'Így működik', hideInClassic: false },
          { url: '/service/storefinder/', text: 'Üzletkereső', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: {
          iconName: 'thirty_day_return',
          link: { url: '/info/visszakuldes', text: 'Visszaküldés és reklamáció' },
        },
        hideGroupInCheckout: false,
        introductoryText:
          '{returnPeriod} napos visszaküldési jog: küldje vissza ingyen, vagy adja le bármelyik üzletünkben.',
        links: [
          { url: '/info/visszakuldes', text: 'Visszaküldés bejelentése', hideInClassic: false },
          { url: '/info/reklamacio', text: 'Reklamáció bejelentése', hideInClassic: false },
          { url: '/info/elallasi-jog', text: 'Elállási jog', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: {
          iconName: 'contact',
          link: { url: '/ugyfelszolgalat', text: 'Segítség és ügyfélszolgálat' },
        },
        hideGroupInCheckout: false,
        introductoryText:
          'Ügyfélszolgálatunk hétfőtől péntekig 8 és 17 óra között áll rendelkezésére.',
        links: [
          { url: '/ugyfelszolgalat', text: 'Gyakori kérdések', hideInClassic: false },
          { url: '/contact', text: 'Kapcsolat', hideInClassic: false },
          { url: '/subscribenewsletter', text: 'Feliratkozás a hírlevélre', hideInClassic: false },
          { url: '/info/alkalmazas', text: 'Alkalmazás letöltése', hideInClassic: true },
        ],
        images: [],
      },
      {
        heading: {
          iconName: 'shopcard',
          link: { url: '/torzsvasarloi-kartya', text: 'Törzsvásárlói kártya' },
        },
        hideGroupInCheckout: true,
        introductoryText:
          'Gyűjtsön kávészemeket minden vásárlással, és élvezze az exkluzív előnyöket.',
        links: [
          { url: '/registerfreeshopcard', text: 'Ingyenes regisztráció', hideInClassic: false },
          { url: '/beanaccount', text: 'Kávészemeim', hideInClassic: false },
          { url: '/torzsvasarloi-kartya', text: 'Minden előny', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: {
          iconName: 'service_info',
          link: { url: '/info/termekinformaciok', text: 'Termékinformációk' },
        },
        hideGroupInCheckout: true,
        introductoryText:
          'Minden, amit termékeink minőségéről, biztonságáról és ápolásáról tudni érdemes.',
        links: [
          {
            url: '/info/termekbiztonsag',
            text: 'Termékbiztonság és visszahívások',
            hideInClassic: false,
          },
          { url: '/info/hasznalati-utmutatok', text: 'Használati útmutatók', hideInClassic: false },
          { url: '/info/fenntarthatosag', text: 'Fenntarthatóság', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: { iconName: 'meet_shop', link: { url: '/info/rolunk', text: 'Rólunk' } },
        hideGroupInCheckout: true,
        introductoryText: 'Kávé, divat és lakberendezés egy helyen – minden héten újdonságokkal.',
        links: [
          { url: '/info/rolunk', text: 'A vállalatról', hideInClassic: false },
          { url: '/info/karrier', text: 'Karrier', hideInClassic: false },
          { url: '/info/sajto', text: 'Sajtó', hideInClassic: false },
        ],
        images: [],
      },
    ],
  },
  seo: {
    heading: 'Népszerű kategóriák',
    columns: [
      {
        links: [
          { url: '/c/coffee/whole-beans', text: 'Szemes kávé' },
          { url: '/c/coffee/capsules', text: 'Kávékapszulák' },
          { url: '/c/coffee/machines', text: 'Automata kávéfőzők' },
        ],
      },
      {
        links: [
          { url: '/c/fashion/women', text: 'Női divat' },
          { url: '/c/fashion/men', text: 'Férfi divat' },
          { url: '/c/fashion/kids', text: 'Gyerekdivat' },
        ],
      },
      {
        links: [
          { url: '/c/home/bedding', text: 'Ágynemű' },
          { url: '/c/kitchen/cookware', text: 'Edények és serpenyők' },
          { url: '/c/sport/outdoor', text: 'Túra és szabadidő' },
        ],
      },
    ],
  },
  socialMedia: {
    heading: 'Kövessen minket',
    socialMediaIcons: [
      { iconName: 'facebook', link: 'https://www.facebook.com/shop.example.hu' },
      { iconName: 'instagram', link: 'https://www.instagram.com/shop.example.hu/' },
      { iconName: 'youtube', link: 'https://www.youtube.com/@shopexample' },
    ],
  },
  appReferences: {
    heading: 'Alkalmazásunk',
    appIcons: [
      { iconName: 'appleinc', link: 'https://apps.apple.com/hu/app/id1234567890' },
      {
        iconName: 'android',
        link: 'https://play.google.com/store/apps/details?id=com.example.shop&hl=hu',
      },
    ],
  },
  legalLinks: [
    { url: '/info/impresszum', text: 'Impresszum' },
    { url: '/privacy', text: 'Adatvédelem' },
    { url: '/info/aszf', text: 'ÁSZF' },
    { url: '/info/suti-beallitasok', text: 'Sütibeállítások' },
  ],
  viewChanger: { toMobile: 'Ugrás a mobil nézetre', toDesktop: 'Ugrás az asztali nézetre' },
  qualityLogos: {
    heading: 'Ellenőrzött minőség',
    logos: [
      {
        link: '/info/minosites',
        image: { label: 'Megbízható webáruház', source: 'bkt', width: 80, height: 40 },
      },
      {
        link: '/info/fenntarthatosag',
        image: {
          label: 'Klímasemleges szállítás',
          source: 'climate_neutral_shipping',
          width: 80,
          height: 40,
        },
      },
    ],
  },
} satisfies FooterContent;
