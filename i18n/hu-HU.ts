import type { Catalogue } from './types';

/**
 * hu-HU, formal address (Ön: 3rd person singular, 'Kérjük, ...'). Hungarian keeps the noun
 * singular after a number, so {limit} needs no plural form.
 */
const huHU = {
  'common.close': 'Bezárás',
  'common.loading': 'Betöltés…',
  'common.showMore': 'Több megjelenítése',
  'common.showLess': 'Kevesebb megjelenítése',
  'common.pleaseChoose': 'Kérjük, válasszon',
  'common.requiredFieldsHint': 'A csillaggal (*) jelölt mezők kitöltése kötelező.',

  'cart.error.read':
    'Műszaki okok miatt a kosár tartalma jelenleg nem jeleníthető meg. Kérjük, próbálja meg később újra.',
  'cart.error.change':
    'Műszaki okok miatt a kosár jelenleg nem módosítható. Kérjük, próbálja meg később újra.',
  'cart.limit.CART_LIMIT': 'Vásárlásonként legfeljebb {limit} terméket vásárolhat.',
  'cart.limit.ITEM_LIMIT':
    'Ebből a termékből vásárlásonként legfeljebb {limit} darabot vásárolhat.',
  'cart.limit.AVAILABILITY_LIMIT': 'Ebből a termékből már csak {limit} darab van raktáron.',
  'cart.defective.banner': 'Hibák történtek. Kérjük, vegye figyelembe az alábbi tudnivalókat.',
  'cart.defective.article':
    'Ez a termék jelenleg nem érhető el. Kérjük, próbálja meg később újra, vagy távolítsa el a terméket a kosárból a vásárlás folytatásához.',
  'cart.defective.partnerProduct': 'Ez a termék már nem érhető el.',
  'cart.defective.subscription': 'A termék ebben a formában jelenleg nem érhető el.',
  'cart.defective.subscriptionBlock':
    'A kávé-előfizetés ebben a kombinációban nem érhető el. Kérjük, módosítsa a választását.',
  'cart.quantity.unavailable': 'Ez a termék a kívánt mennyiségben már nem érhető el.',
  'cart.quantity.shortage': 'Már csak néhány darab maradt',
  'cart.removal.coupon':
    'A kuponkódot nem sikerült eltávolítani. Kérjük, várjon néhány percet, majd próbálja újra.',
  'cart.removal.giftCard':
    'Az ajándékkártyát nem sikerült eltávolítani. Kérjük, várjon néhány percet, majd próbálja újra.',

  'newsletter.error.generic':
    'Műszaki okok miatt a hírlevélre való feliratkozás jelenleg sajnos nem lehetséges. Kérjük, próbálja meg később újra.',
  'newsletter.error.doiLinkInvalid':
    'Ez a link sajnos már nem érvényes. Kérjük, iratkozzon fel újra.',
  'newsletter.email.required': 'Az e-mail-cím megadása kötelező.',
  'newsletter.email.invalid': 'Kérjük, adjon meg egy érvényes e-mail-címet.',
  'newsletter.firstName.required': 'A keresztnév megadása kötelező.',
  'newsletter.lastName.required': 'A vezetéknév megadása kötelező.',
  'newsletter.field.invalidCharacters': 'Ez a mező érvénytelen karaktereket tartalmaz.',
  'newsletter.salutation.required': 'Kérjük, válassza ki a megszólítást.',
  'newsletter.legal.required':
    'Kérjük, járuljon hozzá kereskedelmi célú elektronikus üzenetek fogadásához.',

  'form.validation.default': 'A(z) {field} mező értéke érvénytelen.',
  'form.validation.unknownValidator': 'Nincs ilyen validátor.',

  'preview.apply.success': 'A beállításokat sikeresen alkalmaztuk.',
  'preview.apply.failure': 'A beállításokat nem sikerült alkalmazni.',
  'preview.apply.groupMissing': 'Kérjük, válasszon A/B-tesztcsoportot is!',
  'preview.apply.loading': 'Betöltés…',
  'preview.abTests.loading': 'Tesztek betöltése…',
  'preview.abTests.empty': 'Erre a dátumra nincs aktív teszt.',
  'preview.abTests.found': 'Aktív teszteket találtunk.',
  'preview.abTests.loadFailed': 'Az A/B-teszteket nem sikerült lekérni.',
  'preview.abTests.groupRequired': 'Kötelező',
  'ds.notification.close': 'Értesítés bezárása',
  'ds.password.show': 'Jelszó megjelenítése',
  'ds.password.hide': 'Jelszó elrejtése',
  'ds.password.strength': 'Jelszó erőssége: {strength}',
  'ds.password.strength.veryWeak': 'nagyon gyenge',
  'ds.password.strength.weak': 'gyenge',
  'ds.password.strength.medium': 'közepes',
  'ds.password.strength.strong': 'erős',
  'ds.rating.label': '{scale} csillagból {value}',
  'ds.form.required': 'A(z) {field} mező kitöltése kötelező.',
  'ds.form.maxLength': 'A(z) {field} mező legfeljebb {max} karakter hosszú lehet.',
  'ds.form.email': 'Kérjük, adjon meg egy érvényes e-mail-címet.',
  'ds.form.iban': 'Kérjük, adjon meg egy érvényes IBAN-t.',
  'ds.notification.state.info': 'Információ',
  'ds.notification.state.success': 'Siker',
  'ds.notification.state.error': 'Hiba',
  'ds.notification.state.warning': 'Figyelmeztetés',
  'search.label': 'Keresés',
  'search.input.label': 'Keresőkifejezés',
  'search.input.placeholder': 'Mit keres?',
  'search.submit': 'Keresés indítása',
  'search.clear': 'Keresőkifejezés törlése',
  'search.suggestions': 'Keresési javaslatok',
  'search.suggestions.terms': 'Keresőkifejezések',
  'search.suggestions.products': 'Termékek',
  'search.status.loading': 'Javaslatok betöltése…',
  'search.status.results': 'Javaslatok száma: {count}. A nyílbillentyűkkel választhat.',
  'search.status.noResults': 'Nincs javaslat erre: „{query}”',
} satisfies Catalogue;

export default huHU;
