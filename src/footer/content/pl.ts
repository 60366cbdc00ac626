/** Built-in footer content of PL (Polish): 30 days' return, free shipping from 100 zł. */
import type { FooterContent } from '../../core/schemas/footer';

export default {
  headline: 'Jesteśmy tu dla Państwa',
  teaser: {
    groups: [
      {
        heading: {
          iconName: 'easy_pay',
          link: { url: '/info/platnosci', text: 'Wygodne płatności' },
        },
        hideGroupInCheckout: false,
        introductoryText:
          'BLIK, Przelewy24, karta płatnicza lub płatność przy odbiorze – do wyboru.',
        links: [
          { url: '/info/platnosci', text: 'Wszystkie formy płatności', hideInClassic: false },
          {
            url: '/info/platnosc-przy-odbiorze',
            text: 'Płatność przy odbiorze',
            hideInClassic: false,
          },
          { url: '/info/bony-podarunkowe', text: 'Realizacja bonów', hideInClassic: false },
        ],
        images: [
          { label: 'BLIK', source: 'blik' },
          { label: 'Przelewy24', source: 'przelewy24' },
          { label: 'Visa', source: 'visa' },
          { label: 'Mastercard', source: 'mastercard' },
        ],
      },
      {
        heading: { iconName: 'free_shipping', link: { url: '/info/dostawa', text: 'Dostawa' } },
        hideGroupInCheckout: false,
        introductoryText: 'Darmowa dostawa przy zamówieniach od {freeDelivery}.',
        links: [
          { url: '/info/dostawa', text: 'Czas i koszty dostawy', hideInClassic: false },
          { url: '/info/sledzenie-przesylki', text: 'Śledzenie przesyłki', hideInClassic: false },
          { url: '/info/paczkomaty', text: 'Dostawa do Paczkomatu', hideInClassic: false },
        ],
        images: [
          { label: 'InPost', source: 'inpost' },
          { label: 'DPD', source: 'dpd' },
        ],
      },
      {
        heading: {
          iconName: 'shop_near_you',
          link: { url: '/click-collect', text: 'Odbiór w sklepie' },
        },
        hideGroupInCheckout: true,
        introductoryText: 'Zamówienie online można bezpłatnie odebrać w wybranym sklepie.',
        links: [
          { url: '/click-collect', text: 'Jak to działa', hideInClassic: false },
          { url: '/service/storefinder/', text: 'Znajdź sklep', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: {
          iconName: 'thirty_day_return',
          link: { url: '/info/zwroty', text: 'Zwroty i reklamacje' },
        },
        hideGroupInCheckout: false,
        introductoryText:
          '{returnPeriod} dni na zwrot: towar można odesłać bezpłatnie lub oddać w sklepie.',
        links: [
          { url: '/info/zwroty', text: 'Zgłoś zwrot', hideInClassic: false },
          { url: '/info/reklamacje', text: 'Zgłoś reklamację', hideInClassic: false },
          { url: '/info/odstapienie-od-umowy', text: 'Odstąpienie od umowy', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: {
          iconName: 'contact',
          link: { url: '/obsluga-klienta', text: 'Pomoc i obsługa klienta' },
        },
        hideGroupInCheckout: false,
        introductoryText:
          'Biuro Obsługi Klienta jest do dyspozycji od poniedziałku do piątku w godz. 8:00–18:00.',
        links: [
          { url: '/obsluga-klienta', text: 'Najczęstsze pytania', hideInClassic: false },
          { url: '/contact', text: 'Kontakt', hideInClassic: false },
          { url: '/subscribenewsletter', text: 'Zapisz się do newslettera', hideInClassic: false },
          { url: '/info/aplikacja', text: 'Pobierz aplikację', hideInClassic: true },
        ],
        images: [],
      },
      {
        heading: { iconName: 'shopcard', link: { url: '/karta-klienta', text: 'Karta klienta' } },
        hideGroupInCheckout: true,
        introductoryText:
          'Zbieranie ziarenek przy każdych zakupach i wyjątkowe korzyści dla posiadaczy karty.',
        links: [
          {
            url: '/registerfreeshopcard',
            text: 'Zarejestruj się bezpłatnie',
            hideInClassic: false,
          },
          { url: '/beanaccount', text: 'Moje ziarenka', hideInClassic: false },
          { url: '/karta-klienta', text: 'Wszystkie korzyści', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: {
          iconName: 'service_info',
          link: { url: '/info/informacje-o-produktach', text: 'Informacje o produktach' },
        },
        hideGroupInCheckout: true,
        introductoryText: 'Wszystko o jakości, bezpieczeństwie i pielęgnacji naszych produktów.',
        links: [
          {
            url: '/info/bezpieczenstwo-produktow',
            text: 'Bezpieczeństwo produktów',
            hideInClassic: false,
          },
          { url: '/info/instrukcje-obslugi', text: 'Instrukcje obsługi', hideInClassic: false },
          { url: '/info/zrownowazony-rozwoj', text: 'Zrównoważony rozwój', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: { iconName: 'meet_shop', link: { url: '/info/o-firmie', text: 'O nas' } },
        hideGroupInCheckout: true,
        introductoryText: 'Kawa, moda i pomysły do domu w jednym miejscu – co tydzień coś nowego.',
        links: [
          { url: '/info/o-firmie', text: 'O firmie', hideInClassic: false },
          { url: '/info/kariera', text: 'Kariera', hideInClassic: false },
          { url: '/info/dla-mediow', text: 'Dla mediów', hideInClassic: false },
        ],
        images: [],
      },
    ],
  },
  seo: {
    heading: 'Popularne kategorie',
    columns: [
      {
        links: [
          { url: '/c/coffee/whole-beans', text: 'Kawa ziarnista' },
          { url: '/c/coffee/ground', text: 'Kawa mielona' },
          { url: '/c/coffee/machines', text: 'Ekspresy do kawy' },
        ],
      },
      {
        links: [
          { url: '/c/fashion/women', text: 'Moda damska' },
          { url: '/c/fashion/men', text: 'Moda męska' },
          { url: '/c/fashion/kids', text: 'Moda dziecięca' },
        ],
      },
      {
        links: [
          { url: '/c/home/bedding', text: 'Pościel' },
          { url: '/c/kitchen/cookware', text: 'Garnki i patelnie' },
          { url: '/c/sport/yoga', text: 'Joga' },
        ],
      },
    ],
  },
  socialMedia: {
    heading: 'Obserwuj nas',
    socialMediaIcons: [
      { iconName: 'facebook', link: 'https://www.facebook.com/shop.example.pl' },
      { iconName: 'instagram', link: 'https://www.instagram.com/shop.example.pl/' },
      { iconName: 'youtube', link: 'https://www.youtube.com/@shopexample' },
      { iconName: 'twitter', link: 'https://x.com/shopexample_pl' },
    ],
  },
  appReferences: {
    heading: 'Nasza aplikacja',
    appIcons: [
      { iconName: 'appleinc', link: 'https://apps.apple.com/pl/app/id1234567890' },
      {
        iconName: 'android',
        link: 'https://play.google.com/store/apps/details?id=com.example.shop&hl=pl',
      },
    ],
  },
  legalLinks: [
    { url: '/info/nota-prawna', text: 'Nota prawna' },
    { url: '/privacy', text: 'Polityka prywatności' },
    { url: '/info/regulamin', text: 'Regulamin' },
    { url: '/info/ustawienia-cookies', text: 'Ustawienia plików cookie' },
  ],
  viewChanger: {
    toMobile: 'Przejdź do wersji mobilnej',
    toDesktop: 'Przejdź do wersji na komputer',
  },
  qualityLogos: {
    heading: 'Sprawdzona jakość',
    logos: [
      {
        link: '/info/bezpieczne-zakupy',
        image: { label: 'Bezpieczne zakupy', source: 'secure_shopping', width: 80, height: 40 },
      },
      {
        link: '/info/zrownowazony-rozwoj',
        image: {
          label: 'Dostawa neutralna dla klimatu',
          source: 'climate_neutral_shipping',
          width: 80,
          height: 40,
        },
      },
    ],
  },
} satisfies FooterContent;
