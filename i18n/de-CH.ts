import type { Catalogue } from './types';

/**
 * de-CH. Written out in full so the file can be reviewed on its own. Swiss Standard German
 * writes 'ss', never 'ß' (a test checks this), says 'an Lager' for stock, and uses « » where
 * quotation marks are needed.
 */
const deCH = {
  'common.close': 'Schliessen',
  'common.loading': 'Wird geladen …',
  'common.showMore': 'Mehr anzeigen',
  'common.showLess': 'Weniger anzeigen',
  'common.pleaseChoose': 'Bitte wählen',
  'common.requiredFieldsHint': 'Mit * gekennzeichnete Felder sind Pflichtfelder.',

  'cart.error.read':
    'Der Inhalt Ihres Warenkorbs kann aus technischen Gründen derzeit nicht angezeigt werden. Bitte versuchen Sie es später noch einmal.',
  'cart.error.change':
    'Ihr Warenkorb kann aus technischen Gründen derzeit nicht geändert werden. Bitte versuchen Sie es später noch einmal.',
  'cart.limit.CART_LIMIT': 'Sie können pro Einkauf maximal {limit} Artikel kaufen.',
  'cart.limit.ITEM_LIMIT':
    'Von diesem Artikel können Sie pro Einkauf maximal {limit} Stück kaufen.',
  'cart.limit.AVAILABILITY_LIMIT': 'Von diesem Artikel sind nur noch {limit} Stück an Lager.',
  'cart.defective.banner':
    'Es sind Fehler aufgetreten. Bitte beachten Sie die nachfolgenden Hinweise.',
  'cart.defective.article':
    'Dieses Produkt ist zurzeit nicht verfügbar. Bitte versuchen Sie es später noch einmal oder entfernen Sie den Artikel, um mit Ihrem Einkauf fortzufahren.',
  'cart.defective.partnerProduct': 'Dieser Artikel ist nicht mehr verfügbar.',
  'cart.defective.subscription': 'Das Produkt ist in dieser Form zurzeit nicht verfügbar.',
  'cart.defective.subscriptionBlock':
    'Das Kaffee-Abo ist in dieser Kombination nicht verfügbar. Bitte ändern Sie Ihre Auswahl.',
  'cart.quantity.unavailable': 'Dieser Artikel ist in der gewünschten Menge nicht mehr verfügbar.',
  'cart.quantity.shortage': 'Nur noch wenige an Lager',
  'cart.removal.coupon':
    'Der Gutscheincode konnte nicht entfernt werden. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  'cart.removal.giftCard':
    'Die Geschenkkarte konnte nicht entfernt werden. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',

  'newsletter.error.generic':
    'Die Anmeldung zum Newsletter ist aus technischen Gründen derzeit leider nicht möglich. Bitte versuchen Sie es später noch einmal.',
  'newsletter.error.doiLinkInvalid':
    'Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut an.',
  'newsletter.email.required': 'Die E-Mail-Adresse ist ein Pflichtfeld.',
  'newsletter.email.invalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'newsletter.firstName.required': 'Der Vorname ist ein Pflichtfeld.',
  'newsletter.lastName.required': 'Der Nachname ist ein Pflichtfeld.',
  'newsletter.field.invalidCharacters': 'Dieses Feld enthält ungültige Zeichen.',
  'newsletter.salutation.required': 'Bitte wählen Sie eine Anrede aus.',
  'newsletter.legal.required':
    'Bitte stimmen Sie dem Erhalt kommerzieller elektronischer Nachrichten zu.',

  'form.validation.default': '{field} ist nicht gültig.',
  'form.validation.unknownValidator': 'Diesen Validator gibt es nicht.',

  'preview.apply.success': 'Die Einstellungen wurden erfolgreich übernommen.',
  'preview.apply.failure': 'Die Einstellungen konnten nicht übernommen werden.',
  'preview.apply.groupMissing': 'Bitte wählen Sie auch eine A/B-Testgruppe aus!',
  'preview.apply.loading': 'Wird geladen …',
  'preview.abTests.loading': 'Tests werden geladen …',
  'preview.abTests.empty': 'Für dieses Datum gibt es keine aktiven Tests.',
  'preview.abTests.found': 'Aktive Tests gefunden.',
  'preview.abTests.loadFailed': 'Die A/B-Tests konnten nicht abgerufen werden.',
  'preview.abTests.groupRequired': 'Pflichtfeld',
  'ds.notification.close': 'Hinweis schliessen',
  'ds.password.show': 'Passwort anzeigen',
  'ds.password.hide': 'Passwort verbergen',
  'ds.password.strength': 'Passwortstärke: {strength}',
  'ds.password.strength.veryWeak': 'sehr schwach',
  'ds.password.strength.weak': 'schwach',
  'ds.password.strength.medium': 'mittel',
  'ds.password.strength.strong': 'stark',
  'ds.rating.label': '{value} von {scale} Sternen',
  'ds.form.required': '{field} ist ein Pflichtfeld.',
  'ds.form.maxLength': '{field} darf höchstens {max} Zeichen lang sein.',
  'ds.form.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'ds.form.iban': 'Bitte geben Sie eine gültige IBAN ein.',
  'ds.notification.state.info': 'Hinweis',
  'ds.notification.state.success': 'Erfolg',
  'ds.notification.state.error': 'Fehler',
  'ds.notification.state.warning': 'Warnung',
  'search.label': 'Suche',
  'search.input.label': 'Suchbegriff',
  'search.input.placeholder': 'Wonach suchen Sie?',
  'search.submit': 'Suchen',
  'search.clear': 'Suchbegriff löschen',
  'search.suggestions': 'Suchvorschläge',
  'search.suggestions.terms': 'Suchbegriffe',
  'search.suggestions.products': 'Produkte',
  'search.status.loading': 'Suchvorschläge werden geladen …',
  'search.status.results': 'Suchvorschläge: {count}. Wählen Sie mit den Pfeiltasten aus.',
  'search.status.noResults': 'Keine Vorschläge für «{query}»',
} satisfies Catalogue;

export default deCH;
