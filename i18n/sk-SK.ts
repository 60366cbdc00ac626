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
  'minicart.icon.label': 'Košík',
  'minicart.icon.labelWithCount': 'Košík, počet položiek: {count}',
  'minicart.toggle': 'Otvoriť náhľad košíka',
  'minicart.title': 'Váš košík',
  'minicart.close': 'Zavrieť náhľad košíka',
  'minicart.empty.title': 'Váš košík je prázdny',
  'minicart.empty.text': 'Objavte našu ponuku a vložte svoj obľúbený tovar do košíka.',
  'minicart.empty.continue': 'Pokračovať v nákupe',
  'minicart.item.remove': 'Odstrániť {title}',
  'minicart.item.removed': 'Odstránené',
  'minicart.item.undo': 'Vrátiť späť',
  'minicart.item.undoLabel': 'Vrátiť späť odstránenie položky {title}',
  'minicart.item.undoRemaining': 'zostáva {seconds} s',
  'minicart.item.free': 'Zadarmo',
  'minicart.announce.removed': 'Položka {title} bola odstránená z košíka.',
  'minicart.announce.restored': 'Položka {title} je opäť v košíku.',
  'minicart.price.oldLabel': 'Pôvodná cena',
  'minicart.price.bestPrice': 'Najnižšia cena za posledných 30 dní: {price}',
  'minicart.price.bestPriceInfoToggle': 'Čo znamená najnižšia cena za posledných 30 dní?',
  'minicart.price.bestPriceInfo':
    'Najnižšia cena, za ktorú bol tovar ponúkaný počas 30 dní pred aktuálnou zľavou.',
  'minicart.subscription.giftTitle': 'Darčekové predplatné (počet dodávok: {deliveries})',
  'minicart.subscription.interval': 'Interval doručenia: {interval}',
  'minicart.subscription.recurringPrice': 'Cena za dodávku: {price}',
  'minicart.subscription.recurringArticles': 'Pravidelná dodávka',
  'minicart.subscription.nonRecurringArticles': 'Jednorazová dodávka',
  'minicart.subscription.rebate': 'Zľava na predplatné {percent} %',
  'minicart.partnerProduct.form': 'Prejsť na formulár žiadosti',
  'minicart.summary.title': 'Prehľad cien',
  'minicart.summary.loyaltyBeans': 'Uplatnené vernostné zrnká',
  'minicart.summary.loyaltyBeansCount': 'Uplatnené vernostné zrnká ({beans})',
  'minicart.summary.coupon': 'Poukaz {code}',
  'minicart.summary.rebates': 'Ďalšie zľavy',
  'minicart.summary.giftCard': 'Darčeková karta {cardNumber}',
  'minicart.summary.shipping': 'Poštovné',
  'minicart.summary.freeShipping': 'Doprava zadarmo',
  'minicart.summary.cashOnDelivery': 'Poplatok za dobierku',
  'minicart.summary.total': 'Spolu',
  'minicart.summary.vatHint': 'vrátane DPH',
  'minicart.exit.cart': 'Do košíka',
  'minicart.exit.checkout': 'K pokladnici',
  'minicart.exit.checkoutUnavailable':
    'Ak chcete pokračovať k pokladnici, odstráňte, prosím, nedostupný tovar.',
  // issue 6 newsletter sign-up (spec footer "Newsletter sign-up form", §2, §5, §8, §9)
  'newsletter.title.default': 'Prihláste sa na odber newslettera a ušetrite {discount}',
  'newsletter.bubble.voucher': 'uvítacia poukážka',
  'newsletter.email.label': 'E-mailová adresa',
  'newsletter.email.placeholder': 'meno@priklad.sk',
  'newsletter.salutation.label': 'Oslovenie',
  'newsletter.salutation.MRS': 'Pani',
  'newsletter.salutation.MR': 'Pán',
  'newsletter.salutation.DIVERS': 'Iné',
  'newsletter.salutation.COMPANY': 'Spoločnosť',
  'newsletter.firstName.label': 'Meno',
  'newsletter.lastName.label': 'Priezvisko',
  'newsletter.submit': 'Prihlásiť sa',
  'newsletter.consent.dne':
    'Áno, chcem dostávať personalizované ponuky. Na tento účel sa smie vyhodnocovať moje správanie v newsletteri a v e-shope. Tento súhlas je dobrovoľný a môžem ho kedykoľvek odvolať.',
  'newsletter.legal.label':
    'Súhlasím so zasielaním obchodných správ elektronickou poštou (newsletter s ponukami a akciami).',
  'newsletter.privacyHint':
    'Svoj súhlas so zasielaním newslettera môžete kedykoľvek odvolať s účinnosťou do budúcnosti, napríklad prostredníctvom odkazu na odhlásenie na konci každého newslettera. Informácie o spracúvaní Vašich osobných údajov nájdete v našich zásadách ochrany osobných údajov.',
  'newsletter.legal.age': 'Prihlásením potvrdzujete, že máte aspoň {age} rokov.',
  'newsletter.voucher.validity':
    'Uvítacia poukážka platí jeden mesiac od prihlásenia a možno ju uplatniť jedenkrát.',
  'newsletter.hint.deletion': 'Nepotvrdené registračné údaje budú vymazané do 14 dní.',
  'newsletter.hint.inactivity':
    'Ak naše newslettery 2 roky neotvoríte, ich zasielanie môže byť ukončené.',
  'newsletter.links.label': 'Ďalšie informácie',
  'newsletter.link.voucherConditions': 'Podmienky poukážky',
  'newsletter.link.exampleNewsletter': 'Ukážka newslettera',
  'newsletter.link.privacy': 'Ochrana osobných údajov',
  'newsletter.link.contact': 'Kontaktujte nás',
  'newsletter.link.commercialMessages': 'Informácie o obchodných správach',
  'newsletter.link.usage': 'Podmienky používania newslettera',
  'newsletter.success.heading': 'Ďakujeme za prihlásenie!',
  'newsletter.success.notice':
    'Na adresu {email} Vám čoskoro príde e-mail. Prihlásenie, prosím, potvrďte kliknutím na odkaz v tomto e-maile.',
  'newsletter.success.noticeWithoutAddress':
    'Čoskoro Vám príde e-mail. Prihlásenie, prosím, potvrďte kliknutím na odkaz v tomto e-maile.',
  'newsletter.doi.confirming': 'Potvrdzujeme Vaše prihlásenie…',
  'newsletter.doi.confirmed.heading': 'Prihlásenie potvrdené',
  'newsletter.doi.confirmed.notice':
    'Ďakujeme! Vaša e-mailová adresa je potvrdená. Odteraz Vám budeme zasielať náš newsletter.',
  'newsletter.honeypot.label': 'Toto pole, prosím, nevypĺňajte.',
} satisfies Catalogue;

export default skSK;
