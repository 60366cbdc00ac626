/**
 * Master catalogue (de-DE). Every other locale must provide exactly these keys (see types.ts).
 *
 * Keys are flat and dotted, area first: `<area>.<topic>.<detail>`. Areas so far: common, cart,
 * newsletter, form, preview. An element issue adds its keys under its own area prefix (header.,
 * minicart., search., navigation., promotions., footer. ...) here first, then in every locale.
 * Segments that mirror a server code keep the code's spelling (cart.limit.CART_LIMIT).
 * Placeholders are `{name}`; every locale must use the same placeholders as this file.
 */
const deDE = {
  // Words shared by the design system and the foundation
  'common.close': 'Schließen',
  'common.loading': 'Wird geladen …',
  // spec footer §3: text slider toggle texts
  'common.showMore': 'Mehr anzeigen',
  'common.showLess': 'Weniger anzeigen',
  // spec footer §5: default option of a select (salutation)
  'common.pleaseChoose': 'Bitte wählen',
  // spec footer §5: required fields carry an asterisk; this line explains it
  'common.requiredFieldsHint': 'Mit * gekennzeichnete Felder sind Pflichtfelder.',

  // spec header §8 "Cart read errors" (UNKNOWN, CARTSTORAGE_UNAVAILABLE, PRODUCTDATA_UNAVAILABLE,
  // PRICE_UNAVAILABLE, NOT_MODIFIED all show this banner)
  'cart.error.read':
    'Der Inhalt Ihres Warenkorbs kann aus technischen Gründen derzeit nicht angezeigt werden. Bitte versuchen Sie es später noch einmal.',
  // spec header §8 "Cart change errors", same five codes
  'cart.error.change':
    'Ihr Warenkorb kann aus technischen Gründen derzeit nicht geändert werden. Bitte versuchen Sie es später noch einmal.',
  // spec header §8 "Limit errors", spec header §5: the server's limit number fills {limit}
  'cart.limit.CART_LIMIT': 'Sie können pro Einkauf maximal {limit} Artikel kaufen.',
  'cart.limit.ITEM_LIMIT':
    'Von diesem Artikel können Sie pro Einkauf maximal {limit} Stück kaufen.',
  'cart.limit.AVAILABILITY_LIMIT': 'Von diesem Artikel sind nur noch {limit} Stück verfügbar.',
  // spec header §8 "Defective items banner" and "Defective tile texts"
  'cart.defective.banner':
    'Es sind Fehler aufgetreten. Bitte beachten Sie die nachfolgenden Hinweise.',
  'cart.defective.article':
    'Dieses Produkt ist zurzeit nicht verfügbar. Bitte versuchen Sie es später noch einmal oder entfernen Sie den Artikel, um mit Ihrem Einkauf fortzufahren.',
  'cart.defective.partnerProduct': 'Dieser Artikel ist nicht mehr verfügbar.',
  'cart.defective.subscription': 'Das Produkt ist in dieser Form zurzeit nicht verfügbar.',
  'cart.defective.subscriptionBlock':
    'Das Kaffee-Abo ist in dieser Kombination nicht verfügbar. Bitte ändern Sie Ihre Auswahl.',
  // spec header §8 "Quantity texts"; shortage is the SHORTAGE info footnote (spec header §2)
  'cart.quantity.unavailable': 'Dieser Artikel ist in der gewünschten Menge nicht mehr verfügbar.',
  'cart.quantity.shortage': 'Nur noch wenige verfügbar',
  // spec header §8 "Removal errors"
  'cart.removal.coupon':
    'Der Gutscheincode konnte nicht entfernt werden. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  'cart.removal.giftCard':
    'Die Geschenkkarte konnte nicht entfernt werden. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',

  // spec footer §8: ERROR_GENERIC notification and the invalid double-opt-in link notification
  'newsletter.error.generic':
    'Die Anmeldung zum Newsletter ist aus technischen Gründen derzeit leider nicht möglich. Bitte versuchen Sie es später noch einmal.',
  'newsletter.error.doiLinkInvalid':
    'Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut an.',
  // spec footer §5 field messages; email.invalid also shows after ERROR_INVALID_EMAIL (§8)
  'newsletter.email.required': 'Die E-Mail-Adresse ist ein Pflichtfeld.',
  'newsletter.email.invalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'newsletter.firstName.required': 'Der Vorname ist ein Pflichtfeld.',
  'newsletter.lastName.required': 'Der Nachname ist ein Pflichtfeld.',
  'newsletter.field.invalidCharacters': 'Dieses Feld enthält ungültige Zeichen.',
  'newsletter.salutation.required': 'Bitte wählen Sie eine Anrede aus.',
  // spec footer §5: TR newsletter legal checkbox
  'newsletter.legal.required':
    'Bitte stimmen Sie dem Erhalt kommerzieller elektronischer Nachrichten zu.',

  // spec footer §5: generic form validation; {field} is the field's visible label
  'form.validation.default': '{field} ist nicht gültig.',
  'form.validation.unknownValidator': 'Diesen Validator gibt es nicht.',

  // spec footer §8 and §5: staff preview panel messages
  'preview.apply.success': 'Die Einstellungen wurden erfolgreich übernommen.',
  'preview.apply.failure': 'Die Einstellungen konnten nicht übernommen werden.',
  'preview.apply.groupMissing': 'Bitte wählen Sie auch eine A/B-Testgruppe aus!',
  'preview.apply.loading': 'Wird geladen …',
  'preview.abTests.loading': 'Tests werden geladen …',
  'preview.abTests.empty': 'Für dieses Datum gibt es keine aktiven Tests.',
  'preview.abTests.found': 'Aktive Tests gefunden.',
  'preview.abTests.loadFailed': 'Die A/B-Tests konnten nicht abgerufen werden.',
  'preview.abTests.groupRequired': 'Pflichtfeld',
  'ds.notification.close': 'Hinweis schließen',
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
  // ds notification: the state, read before the message (the icon is only visual)
  'ds.notification.state.info': 'Hinweis',
  'ds.notification.state.success': 'Erfolg',
  'ds.notification.state.error': 'Fehler',
  'ds.notification.state.warning': 'Warnung',
  // issue 5 search box (spec header "Search suggestion box"): labels, the polite status line
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
  'search.status.noResults': 'Keine Vorschläge für „{query}“',
} as const;

export default deDE;
