import type { Catalogue } from './types';

/**
 * cs-CZ, formal address (vykání: Vy, 2nd person plural). Quantities use 'ks' so that {limit}
 * needs no plural form.
 */
const csCZ = {
  'common.close': 'Zavřít',
  'common.loading': 'Načítání…',
  'common.showMore': 'Zobrazit více',
  'common.showLess': 'Zobrazit méně',
  'common.pleaseChoose': 'Vyberte prosím',
  'common.requiredFieldsHint': 'Pole označená * jsou povinná.',

  'cart.error.read':
    'Obsah košíku nelze z technických důvodů momentálně zobrazit. Zkuste to prosím později.',
  'cart.error.change':
    'Košík nelze z technických důvodů momentálně změnit. Zkuste to prosím později.',
  'cart.limit.CART_LIMIT': 'Maximální počet produktů v jednom nákupu je {limit}.',
  'cart.limit.ITEM_LIMIT': 'Tohoto zboží si můžete v jednom nákupu koupit maximálně {limit} ks.',
  'cart.limit.AVAILABILITY_LIMIT': 'Tohoto zboží zbývá už jen {limit} ks.',
  'cart.defective.banner': 'Došlo k chybám. Věnujte prosím pozornost následujícím upozorněním.',
  'cart.defective.article':
    'Tento produkt momentálně není k dispozici. Zkuste to prosím později nebo položku odeberte, abyste mohli pokračovat v nákupu.',
  'cart.defective.partnerProduct': 'Tato položka již není k dispozici.',
  'cart.defective.subscription': 'Produkt momentálně není v této podobě k dispozici.',
  'cart.defective.subscriptionBlock':
    'Předplatné kávy není v této kombinaci k dispozici. Změňte prosím svůj výběr.',
  'cart.quantity.unavailable': 'Toto zboží již není v požadovaném množství k dispozici.',
  'cart.quantity.shortage': 'Posledních pár kusů',
  'cart.removal.coupon':
    'Slevový kód se nepodařilo odebrat. Počkejte prosím několik minut a zkuste to znovu.',
  'cart.removal.giftCard':
    'Dárkovou kartu se nepodařilo odebrat. Počkejte prosím několik minut a zkuste to znovu.',

  'newsletter.error.generic':
    'Přihlášení k odběru newsletteru není z technických důvodů momentálně bohužel možné. Zkuste to prosím později.',
  'newsletter.error.doiLinkInvalid':
    'Tento odkaz bohužel již není platný. Přihlaste se prosím k odběru znovu.',
  'newsletter.email.required': 'E-mailová adresa je povinný údaj.',
  'newsletter.email.invalid': 'Zadejte prosím platnou e-mailovou adresu.',
  'newsletter.firstName.required': 'Jméno je povinný údaj.',
  'newsletter.lastName.required': 'Příjmení je povinný údaj.',
  'newsletter.field.invalidCharacters': 'Toto pole obsahuje nepovolené znaky.',
  'newsletter.salutation.required': 'Vyberte prosím oslovení.',
  'newsletter.legal.required':
    'Udělte prosím souhlas se zasíláním obchodních sdělení elektronickou cestou.',

  'form.validation.default': 'Pole {field} není platné.',
  'form.validation.unknownValidator': 'Takový validátor neexistuje.',

  'preview.apply.success': 'Nastavení bylo úspěšně použito.',
  'preview.apply.failure': 'Nastavení se nepodařilo použít.',
  'preview.apply.groupMissing': 'Vyberte prosím také skupinu A/B testu!',
  'preview.apply.loading': 'Načítání…',
  'preview.abTests.loading': 'Načítání testů…',
  'preview.abTests.empty': 'Pro toto datum nejsou žádné aktivní testy.',
  'preview.abTests.found': 'Byly nalezeny aktivní testy.',
  'preview.abTests.loadFailed': 'A/B testy se nepodařilo načíst.',
  'preview.abTests.groupRequired': 'Povinné',
  'ds.notification.close': 'Zavřít oznámení',
  'ds.password.show': 'Zobrazit heslo',
  'ds.password.hide': 'Skrýt heslo',
  'ds.password.strength': 'Síla hesla: {strength}',
  'ds.password.strength.veryWeak': 'velmi slabé',
  'ds.password.strength.weak': 'slabé',
  'ds.password.strength.medium': 'střední',
  'ds.password.strength.strong': 'silné',
  'ds.rating.label': '{value} z {scale} hvězdiček',
  'ds.form.required': 'Pole {field} je povinné.',
  'ds.form.maxLength': 'Pole {field} může mít nejvýše {max} znaků.',
  'ds.form.email': 'Zadejte prosím platnou e-mailovou adresu.',
  'ds.form.iban': 'Zadejte prosím platný IBAN.',
  'ds.notification.state.info': 'Informace',
  'ds.notification.state.success': 'Úspěch',
  'ds.notification.state.error': 'Chyba',
  'ds.notification.state.warning': 'Upozornění',
  'search.label': 'Vyhledávání',
  'search.input.label': 'Hledaný výraz',
  'search.input.placeholder': 'Co hledáte?',
  'search.submit': 'Hledat',
  'search.clear': 'Smazat hledaný výraz',
  'search.suggestions': 'Návrhy vyhledávání',
  'search.suggestions.terms': 'Hledané výrazy',
  'search.suggestions.products': 'Produkty',
  'search.status.loading': 'Načítání návrhů…',
  'search.status.results': 'Počet návrhů: {count}. Vyberte je pomocí kláves se šipkami.',
  'search.status.noResults': 'Žádné návrhy pro „{query}“',
} satisfies Catalogue;

export default csCZ;
