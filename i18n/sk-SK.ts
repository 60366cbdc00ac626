import type { Catalogue } from './types';

/**
 * sk-SK, formal address (vykanie: Vy, 2nd person plural). Quantities use 'ks' so that {limit}
 * needs no plural form.
 */
const skSK = {
  'common.close': 'Zavrieť',
  'common.loading': 'Načítava sa…',
  'common.showMore': 'Zobraziť viac',
  'common.showLess': 'Zobraziť menej',
  'common.pleaseChoose': 'Vyberte, prosím',
  'common.requiredFieldsHint': 'Polia označené * sú povinné.',

  'cart.error.read':
    'Obsah košíka sa z technických príčin momentálne nedá zobraziť. Skúste to, prosím, neskôr.',
  'cart.error.change':
    'Košík sa z technických príčin momentálne nedá zmeniť. Skúste to, prosím, neskôr.',
  'cart.limit.CART_LIMIT': 'Maximálny počet produktov v jednom nákupe je {limit}.',
  'cart.limit.ITEM_LIMIT': 'Tohto tovaru si môžete v jednom nákupe kúpiť maximálne {limit} ks.',
  'cart.limit.AVAILABILITY_LIMIT': 'Tohto tovaru zostáva už len {limit} ks.',
  'cart.defective.banner':
    'Vyskytli sa chyby. Venujte, prosím, pozornosť nasledujúcim upozorneniam.',
  'cart.defective.article':
    'Tento produkt momentálne nie je k dispozícii. Skúste to, prosím, neskôr alebo položku odstráňte, aby ste mohli pokračovať v nákupe.',
  'cart.defective.partnerProduct': 'Táto položka už nie je k dispozícii.',
  'cart.defective.subscription': 'Produkt momentálne nie je v tejto podobe k dispozícii.',
  'cart.defective.subscriptionBlock':
    'Predplatné kávy nie je v tejto kombinácii k dispozícii. Zmeňte, prosím, svoj výber.',
  'cart.quantity.unavailable': 'Tento tovar už nie je v požadovanom množstve k dispozícii.',
  'cart.quantity.shortage': 'Posledných pár kusov',
  'cart.removal.coupon':
    'Zľavový kód sa nepodarilo odstrániť. Počkajte, prosím, niekoľko minút a skúste to znova.',
  'cart.removal.giftCard':
    'Darčekovú kartu sa nepodarilo odstrániť. Počkajte, prosím, niekoľko minút a skúste to znova.',

  'newsletter.error.generic':
    'Prihlásenie na odber newslettera momentálne, žiaľ, nie je z technických príčin možné. Skúste to, prosím, neskôr.',
  'newsletter.error.doiLinkInvalid':
    'Tento odkaz, žiaľ, už nie je platný. Prihláste sa, prosím, na odber znova.',
  'newsletter.email.required': 'E-mailová adresa je povinný údaj.',
  'newsletter.email.invalid': 'Zadajte, prosím, platnú e-mailovú adresu.',
  'newsletter.firstName.required': 'Meno je povinný údaj.',
  'newsletter.lastName.required': 'Priezvisko je povinný údaj.',
  'newsletter.field.invalidCharacters': 'Toto pole obsahuje nepovolené znaky.',
  'newsletter.salutation.required': 'Vyberte, prosím, oslovenie.',
  'newsletter.legal.required':
    'Udeľte, prosím, súhlas so zasielaním obchodných oznámení elektronickou cestou.',

  'form.validation.default': 'Pole {field} nie je platné.',
  'form.validation.unknownValidator': 'Taký validátor neexistuje.',

  'preview.apply.success': 'Nastavenia boli úspešne použité.',
  'preview.apply.failure': 'Nastavenia sa nepodarilo použiť.',
  'preview.apply.groupMissing': 'Vyberte, prosím, aj skupinu A/B testu!',
  'preview.apply.loading': 'Načítava sa…',
  'preview.abTests.loading': 'Načítavajú sa testy…',
  'preview.abTests.empty': 'Pre tento dátum nie sú žiadne aktívne testy.',
  'preview.abTests.found': 'Našli sa aktívne testy.',
  'preview.abTests.loadFailed': 'A/B testy sa nepodarilo načítať.',
  'preview.abTests.groupRequired': 'Povinné',
  'ds.notification.close': 'Zavrieť oznámenie',
  'ds.password.show': 'Zobraziť heslo',
  'ds.password.hide': 'Skryť heslo',
  'ds.password.strength': 'Sila hesla: {strength}',
  'ds.password.strength.veryWeak': 'veľmi slabé',
  'ds.password.strength.weak': 'slabé',
  'ds.password.strength.medium': 'stredné',
  'ds.password.strength.strong': 'silné',
  'ds.rating.label': '{value} z {scale} hviezdičiek',
  'ds.form.required': 'Pole {field} je povinné.',
  'ds.form.maxLength': 'Pole {field} môže mať najviac {max} znakov.',
  'ds.form.email': 'Zadajte, prosím, platnú e-mailovú adresu.',
  'ds.form.iban': 'Zadajte, prosím, platný IBAN.',
  'ds.notification.state.info': 'Informácia',
  'ds.notification.state.success': 'Úspech',
  'ds.notification.state.error': 'Chyba',
  'ds.notification.state.warning': 'Upozornenie',
  'search.label': 'Vyhľadávanie',
  'search.input.label': 'Hľadaný výraz',
  'search.input.placeholder': 'Čo hľadáte?',
  'search.submit': 'Hľadať',
  'search.clear': 'Vymazať hľadaný výraz',
  'search.suggestions': 'Návrhy vyhľadávania',
  'search.suggestions.terms': 'Hľadané výrazy',
  'search.suggestions.products': 'Produkty',
  'search.status.loading': 'Načítavajú sa návrhy…',
  'search.status.results': 'Počet návrhov: {count}. Vyberte ich pomocou klávesov so šípkami.',
  'search.status.noResults': 'Žiadne návrhy pre „{query}“',
} satisfies Catalogue;

export default skSK;
