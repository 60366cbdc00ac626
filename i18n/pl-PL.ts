import type { Catalogue } from './types';

/**
 * pl-PL, formal address. Polish shops address customers politely without gendered Pan/Pani
 * forms: 'Prosimy + infinitive' and impersonal constructions. Quantities use 'szt.' so that
 * {limit} needs no plural form.
 */
const plPL = {
  'common.close': 'Zamknij',
  'common.loading': 'Ładowanie…',
  'common.showMore': 'Pokaż więcej',
  'common.showLess': 'Pokaż mniej',
  'common.pleaseChoose': 'Proszę wybrać',
  'common.requiredFieldsHint': 'Pola oznaczone * są wymagane.',

  'cart.error.read':
    'Z przyczyn technicznych nie można obecnie wyświetlić zawartości koszyka. Prosimy spróbować ponownie później.',
  'cart.error.change':
    'Z przyczyn technicznych nie można obecnie zmienić zawartości koszyka. Prosimy spróbować ponownie później.',
  'cart.limit.CART_LIMIT': 'Maksymalna liczba produktów w jednym zamówieniu wynosi {limit}.',
  'cart.limit.ITEM_LIMIT':
    'W jednym zamówieniu można kupić maksymalnie {limit} szt. tego artykułu.',
  'cart.limit.AVAILABILITY_LIMIT': 'Tego artykułu zostało już tylko {limit} szt.',
  'cart.defective.banner': 'Wystąpiły błędy. Prosimy zapoznać się z poniższymi wskazówkami.',
  'cart.defective.article':
    'Ten produkt jest obecnie niedostępny. Prosimy spróbować ponownie później lub usunąć artykuł z koszyka, aby kontynuować zakupy.',
  'cart.defective.partnerProduct': 'Ten artykuł jest już niedostępny.',
  'cart.defective.subscription': 'Ten produkt jest obecnie niedostępny w tej formie.',
  'cart.defective.subscriptionBlock':
    'Abonament na kawę nie jest dostępny w tej kombinacji. Prosimy zmienić wybór.',
  'cart.quantity.unavailable': 'Ten artykuł nie jest już dostępny w wybranej ilości.',
  'cart.quantity.shortage': 'Ostatnie sztuki',
  'cart.removal.coupon':
    'Nie udało się usunąć kodu rabatowego. Prosimy odczekać kilka minut i spróbować ponownie.',
  'cart.removal.giftCard':
    'Nie udało się usunąć karty podarunkowej. Prosimy odczekać kilka minut i spróbować ponownie.',

  'newsletter.error.generic':
    'Z przyczyn technicznych zapisanie się do newslettera jest obecnie niemożliwe. Prosimy spróbować ponownie później.',
  'newsletter.error.doiLinkInvalid':
    'Niestety ten link jest już nieaktualny. Prosimy zapisać się ponownie.',
  'newsletter.email.required': 'Adres e-mail jest wymagany.',
  'newsletter.email.invalid': 'Prosimy podać prawidłowy adres e-mail.',
  'newsletter.firstName.required': 'Imię jest wymagane.',
  'newsletter.lastName.required': 'Nazwisko jest wymagane.',
  'newsletter.field.invalidCharacters': 'To pole zawiera niedozwolone znaki.',
  'newsletter.salutation.required': 'Prosimy wybrać formę zwrotu.',
  'newsletter.legal.required':
    'Prosimy wyrazić zgodę na otrzymywanie informacji handlowych drogą elektroniczną.',

  'form.validation.default': 'Pole {field} jest nieprawidłowe.',
  'form.validation.unknownValidator': 'Taki walidator nie istnieje.',

  'preview.apply.success': 'Ustawienia zostały pomyślnie zastosowane.',
  'preview.apply.failure': 'Nie udało się zastosować ustawień.',
  'preview.apply.groupMissing': 'Prosimy wybrać także grupę testu A/B!',
  'preview.apply.loading': 'Ładowanie…',
  'preview.abTests.loading': 'Ładowanie testów…',
  'preview.abTests.empty': 'Brak aktywnych testów dla tej daty.',
  'preview.abTests.found': 'Znaleziono aktywne testy.',
  'preview.abTests.loadFailed': 'Nie udało się pobrać testów A/B.',
  'preview.abTests.groupRequired': 'Wymagane',
  'ds.notification.close': 'Zamknij komunikat',
  'ds.password.show': 'Pokaż hasło',
  'ds.password.hide': 'Ukryj hasło',
  'ds.password.strength': 'Siła hasła: {strength}',
  'ds.password.strength.veryWeak': 'bardzo słabe',
  'ds.password.strength.weak': 'słabe',
  'ds.password.strength.medium': 'średnie',
  'ds.password.strength.strong': 'silne',
  'ds.rating.label': '{value} na {scale} gwiazdek',
  'ds.form.required': 'Pole {field} jest wymagane.',
  'ds.form.maxLength': 'Pole {field} może mieć maksymalnie {max} znaków.',
  'ds.form.email': 'Prosimy podać prawidłowy adres e-mail.',
  'ds.form.iban': 'Prosimy podać prawidłowy numer IBAN.',
  'ds.notification.state.info': 'Informacja',
  'ds.notification.state.success': 'Sukces',
  'ds.notification.state.error': 'Błąd',
  'ds.notification.state.warning': 'Ostrzeżenie',
  'search.label': 'Wyszukiwarka',
  'search.input.label': 'Wyszukiwana fraza',
  'search.input.placeholder': 'Nazwa produktu lub hasło',
  'search.submit': 'Szukaj',
  'search.clear': 'Wyczyść wyszukiwaną frazę',
  'search.suggestions': 'Podpowiedzi wyszukiwania',
  'search.suggestions.terms': 'Wyszukiwane frazy',
  'search.suggestions.products': 'Produkty',
  'search.status.loading': 'Ładowanie podpowiedzi…',
  'search.status.results':
    'Liczba podpowiedzi: {count}. Prosimy wybrać za pomocą klawiszy strzałek.',
  'search.status.noResults': 'Brak podpowiedzi dla „{query}”',
  'minicart.icon.label': 'Koszyk',
  'minicart.icon.labelWithCount': 'Koszyk, liczba produktów: {count}',
  'minicart.toggle': 'Otwórz podgląd koszyka',
  'minicart.title': 'Zawartość koszyka',
  'minicart.close': 'Zamknij podgląd koszyka',
  'minicart.empty.title': 'Koszyk jest pusty',
  'minicart.empty.text':
    'Prosimy zapoznać się z naszą ofertą i dodać ulubione produkty do koszyka.',
  'minicart.empty.continue': 'Kontynuuj zakupy',
  'minicart.item.remove': 'Usuń {title}',
  'minicart.item.removed': 'Usunięto',
  'minicart.item.undo': 'Cofnij',
  'minicart.item.undoLabel': 'Cofnij usunięcie produktu {title}',
  'minicart.item.undoRemaining': 'pozostało {seconds} s',
  'minicart.item.free': 'Bezpłatnie',
  'minicart.announce.removed': 'Produkt {title} został usunięty z koszyka.',
  'minicart.announce.restored': 'Produkt {title} ponownie znajduje się w koszyku.',
  'minicart.price.oldLabel': 'Poprzednia cena',
  'minicart.price.bestPrice': 'Najniższa cena z ostatnich 30 dni: {price}',
  'minicart.price.bestPriceInfoToggle': 'Co oznacza najniższa cena z ostatnich 30 dni?',
  'minicart.price.bestPriceInfo':
    'Najniższa cena, w jakiej produkt był oferowany w ciągu 30 dni przed obecną obniżką.',
  'minicart.subscription.giftTitle': 'Subskrypcja prezentowa (liczba dostaw: {deliveries})',
  'minicart.subscription.interval': 'Częstotliwość dostaw: {interval}',
  'minicart.subscription.recurringPrice': 'Cena za dostawę: {price}',
  'minicart.subscription.recurringArticles': 'Dostawa regularna',
  'minicart.subscription.nonRecurringArticles': 'Dostawa jednorazowa',
  'minicart.subscription.rebate': 'Rabat subskrypcyjny {percent}%',
  'minicart.partnerProduct.form': 'Przejdź do formularza wniosku',
  'minicart.summary.title': 'Podsumowanie cen',
  'minicart.summary.loyaltyBeans': 'Wykorzystane ziarna lojalnościowe',
  'minicart.summary.loyaltyBeansCount': 'Wykorzystane ziarna lojalnościowe ({beans})',
  'minicart.summary.coupon': 'Kupon {code}',
  'minicart.summary.rebates': 'Pozostałe rabaty',
  'minicart.summary.giftCard': 'Karta podarunkowa {cardNumber}',
  'minicart.summary.shipping': 'Koszty dostawy',
  'minicart.summary.freeShipping': 'Darmowa dostawa',
  'minicart.summary.cashOnDelivery': 'Opłata za pobranie',
  'minicart.summary.total': 'Suma',
  'minicart.summary.vatHint': 'zawiera VAT',
  'minicart.exit.cart': 'Przejdź do koszyka',
  'minicart.exit.checkout': 'Przejdź do kasy',
  'minicart.exit.checkoutUnavailable': 'Aby przejść do kasy, prosimy usunąć niedostępne produkty.',
  // issue 6 newsletter sign-up (spec footer "Newsletter sign-up form", §2, §5, §8, §9)
  'newsletter.title.default': 'Zapraszamy do newslettera – {discount} rabatu na powitanie',
  'newsletter.bubble.voucher': 'bon powitalny',
  'newsletter.email.label': 'Adres e-mail',
  'newsletter.email.placeholder': 'nazwa@przyklad.pl',
  'newsletter.salutation.label': 'Zwrot grzecznościowy',
  'newsletter.salutation.MRS': 'Pani',
  'newsletter.salutation.MR': 'Pan',
  'newsletter.salutation.DIVERS': 'Inna forma',
  'newsletter.salutation.COMPANY': 'Przedsiębiorstwo',
  'newsletter.firstName.label': 'Imię',
  'newsletter.lastName.label': 'Nazwisko',
  'newsletter.submit': 'Zapisuję się',
  'newsletter.consent.dne':
    'Tak, chcę otrzymywać spersonalizowane oferty. W tym celu moja aktywność w newsletterze i w sklepie internetowym może być analizowana. Zgoda jest dobrowolna i można ją w każdej chwili odwołać.',
  'newsletter.legal.label':
    'Wyrażam zgodę na otrzymywanie informacji handlowych drogą elektroniczną (newsletter z ofertami i promocjami) na mój adres e-mail.',
  'newsletter.privacyHint':
    'Zgodę na otrzymywanie newslettera można w każdej chwili odwołać ze skutkiem na przyszłość, np. za pomocą linku do wypisania się na końcu każdego newslettera. Informacje o przetwarzaniu danych osobowych znajdują się w naszej polityce prywatności.',
  'newsletter.legal.age': 'Zapisanie się oznacza potwierdzenie ukończenia {age} lat.',
  'newsletter.voucher.validity':
    'Bon powitalny jest ważny przez miesiąc od zapisu i można go wykorzystać jednorazowo.',
  'newsletter.hint.deletion': 'Niepotwierdzone dane rejestracyjne zostaną usunięte w ciągu 14 dni.',
  'newsletter.hint.inactivity':
    'Jeśli nasze newslettery nie będą otwierane przez 2 lata, wysyłka może zostać wstrzymana.',
  'newsletter.links.label': 'Więcej informacji',
  'newsletter.link.voucherConditions': 'Warunki bonu',
  'newsletter.link.exampleNewsletter': 'Przykładowy newsletter',
  'newsletter.link.privacy': 'Polityka prywatności',
  'newsletter.link.contact': 'Kontakt z nami',
  'newsletter.link.commercialMessages': 'Informacje o komunikatach handlowych',
  'newsletter.link.usage': 'Warunki korzystania z newslettera',
  'newsletter.success.heading': 'Dziękujemy za zapisanie się!',
  'newsletter.success.notice':
    'Wkrótce na adres {email} wyślemy wiadomość e-mail. Prosimy potwierdzić zapis, klikając link w tej wiadomości.',
  'newsletter.success.noticeWithoutAddress':
    'Wkrótce wyślemy wiadomość e-mail. Prosimy potwierdzić zapis, klikając link w tej wiadomości.',
  'newsletter.doi.confirming': 'Trwa potwierdzanie zapisu…',
  'newsletter.doi.confirmed.heading': 'Zapis potwierdzony',
  'newsletter.doi.confirmed.notice':
    'Dziękujemy! Adres e-mail został potwierdzony. Newsletter będzie odtąd wysyłany na ten adres.',
  'newsletter.honeypot.label': 'Prosimy pozostawić to pole puste.',
} satisfies Catalogue;

export default plPL;
