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
} satisfies Catalogue;

export default plPL;
