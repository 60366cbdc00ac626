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
  'minicart.icon.label': 'Kosár',
  'minicart.icon.labelWithCount': 'Kosár, {count} termék',
  'minicart.toggle': 'Kosár előnézetének megnyitása',
  'minicart.title': 'Az Ön kosara',
  'minicart.close': 'Kosár előnézetének bezárása',
  'minicart.empty.title': 'Az Ön kosara üres',
  'minicart.empty.text': 'Fedezze fel kínálatunkat, és tegye kedvenc termékeit a kosárba.',
  'minicart.empty.continue': 'Vásárlás folytatása',
  'minicart.item.remove': '{title} eltávolítása',
  'minicart.item.removed': 'Eltávolítva',
  'minicart.item.undo': 'Visszavonás',
  'minicart.item.undoLabel': '{title} eltávolításának visszavonása',
  'minicart.item.undoRemaining': 'még {seconds} mp',
  'minicart.item.free': 'Ingyenes',
  'minicart.announce.removed': '{title} kikerült a kosárból.',
  'minicart.announce.restored': '{title} ismét a kosárban van.',
  'minicart.price.oldLabel': 'Korábbi ár',
  'minicart.price.bestPrice': 'Az elmúlt 30 nap legalacsonyabb ára: {price}',
  'minicart.price.bestPriceInfoToggle': 'Mit jelent az elmúlt 30 nap legalacsonyabb ára?',
  'minicart.price.bestPriceInfo':
    'A legalacsonyabb ár, amelyen a terméket a jelenlegi árcsökkentést megelőző 30 napban kínálták.',
  'minicart.subscription.giftTitle': 'Ajándék-előfizetés (szállítások száma: {deliveries})',
  'minicart.subscription.interval': 'Szállítási gyakoriság: {interval}',
  'minicart.subscription.recurringPrice': 'Ár szállításonként: {price}',
  'minicart.subscription.recurringArticles': 'Rendszeres szállítás',
  'minicart.subscription.nonRecurringArticles': 'Egyszeri szállítás',
  'minicart.subscription.rebate': '{percent}% előfizetési kedvezmény',
  'minicart.partnerProduct.form': 'Tovább az igénylőlaphoz',
  'minicart.summary.title': 'Árösszesítő',
  'minicart.summary.loyaltyBeans': 'Beváltott hűségpontok',
  'minicart.summary.loyaltyBeansCount': 'Beváltott hűségpontok ({beans})',
  'minicart.summary.coupon': 'Kupon: {code}',
  'minicart.summary.rebates': 'További kedvezmények',
  'minicart.summary.giftCard': 'Ajándékkártya: {cardNumber}',
  'minicart.summary.shipping': 'Szállítási költség',
  'minicart.summary.freeShipping': 'Ingyenes szállítás',
  'minicart.summary.cashOnDelivery': 'Utánvételi díj',
  'minicart.summary.total': 'Végösszeg',
  'minicart.summary.vatHint': 'az ÁFA-t tartalmazza',
  'minicart.exit.cart': 'Tovább a kosárhoz',
  'minicart.exit.checkout': 'Tovább a pénztárhoz',
  'minicart.exit.checkoutUnavailable':
    'A pénztárhoz lépéshez kérjük, távolítsa el a nem elérhető termékeket.',
  // issue 6 newsletter sign-up (spec footer "Newsletter sign-up form", §2, §5, §8, §9)
  'newsletter.title.default': 'Iratkozzon fel hírlevelünkre: {discount} kedvezmény ajándékba',
  'newsletter.bubble.voucher': 'üdvözlő kupon',
  'newsletter.email.label': 'E-mail-cím',
  'newsletter.email.placeholder': 'nev@pelda.hu',
  'newsletter.salutation.label': 'Megszólítás',
  'newsletter.salutation.MRS': 'Hölgy',
  'newsletter.salutation.MR': 'Úr',
  'newsletter.salutation.DIVERS': 'Egyéb',
  'newsletter.salutation.COMPANY': 'Cég',
  'newsletter.firstName.label': 'Keresztnév',
  'newsletter.lastName.label': 'Vezetéknév',
  'newsletter.submit': 'Feliratkozom',
  'newsletter.consent.dne':
    'Igen, személyre szabott ajánlatokat szeretnék kapni. Ennek érdekében a hírlevélben és a webáruházban tanúsított felhasználói viselkedésem elemezhető. Ez a hozzájárulás önkéntes, és bármikor visszavonható.',
  'newsletter.legal.label':
    'Hozzájárulok, hogy kereskedelmi célú elektronikus üzeneteket (ajánlatokat és akciókat tartalmazó hírlevelet) kapjak e-mailben.',
  'newsletter.privacyHint':
    'A hírlevél küldéséhez adott hozzájárulását a jövőre nézve bármikor visszavonhatja, például az egyes hírlevelek végén található leiratkozási linkkel. Személyes adatai kezeléséről adatvédelmi tájékoztatónkban olvashat.',
  'newsletter.legal.age': 'Feliratkozásával megerősíti, hogy elmúlt {age} éves.',
  'newsletter.voucher.validity':
    'Az üdvözlő kupon a feliratkozástól számított egy hónapig érvényes, és egyszer használható fel.',
  'newsletter.hint.deletion': 'A meg nem erősített feliratkozási adatokat 14 napon belül töröljük.',
  'newsletter.hint.inactivity':
    'Ha 2 évig egyetlen hírlevelünket sem nyitja meg, a küldés leállhat.',
  'newsletter.links.label': 'További információk',
  'newsletter.link.voucherConditions': 'A kupon feltételei',
  'newsletter.link.exampleNewsletter': 'Hírlevélminta megtekintése',
  'newsletter.link.privacy': 'Adatvédelem',
  'newsletter.link.contact': 'Kapcsolat',
  'newsletter.link.commercialMessages': 'Tájékoztató a kereskedelmi célú elektronikus üzenetekről',
  'newsletter.link.usage': 'A hírlevél felhasználási feltételei',
  'newsletter.success.heading': 'Köszönjük feliratkozását!',
  'newsletter.success.notice':
    'Hamarosan e-mailt küldünk a(z) {email} címre. Kérjük, erősítse meg feliratkozását az e-mailben található linkre kattintva.',
  'newsletter.success.noticeWithoutAddress':
    'Hamarosan e-mailt küldünk Önnek. Kérjük, erősítse meg feliratkozását az e-mailben található linkre kattintva.',
  'newsletter.doi.confirming': 'Feliratkozásának megerősítése folyamatban…',
  'newsletter.doi.confirmed.heading': 'Feliratkozás megerősítve',
  'newsletter.doi.confirmed.notice':
    'Köszönjük! E-mail-címét megerősítettük. Mostantól megkapja hírlevelünket.',
  'newsletter.honeypot.label': 'Kérjük, hagyja üresen ezt a mezőt.',
} satisfies Catalogue;

export default huHU;
