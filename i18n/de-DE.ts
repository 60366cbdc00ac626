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
  // the ticker's pause control, a toggle (aria-pressed): src/ds/ticker
  'ds.ticker.pause': 'Laufband anhalten',
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
  // minicart (issue 4): icon, flyout, tiles, price block, summary rows, exit buttons
  'minicart.icon.label': 'Warenkorb',
  'minicart.icon.labelWithCount': 'Warenkorb, {count} Artikel',
  'minicart.toggle': 'Warenkorb-Vorschau öffnen',
  'minicart.title': 'Ihr Warenkorb',
  'minicart.close': 'Warenkorb-Vorschau schließen',
  'minicart.empty.title': 'Ihr Warenkorb ist leer',
  'minicart.empty.text':
    'Entdecken Sie unser Sortiment und legen Sie Ihre Lieblingsartikel in den Warenkorb.',
  'minicart.empty.continue': 'Weiter einkaufen',
  'minicart.item.remove': '{title} entfernen',
  'minicart.item.removed': 'Entfernt',
  'minicart.item.undo': 'Rückgängig',
  'minicart.item.undoLabel': 'Entfernen von {title} rückgängig machen',
  'minicart.item.undoRemaining': 'noch {seconds} s',
  'minicart.item.free': 'Gratis',
  'minicart.announce.removed': '{title} wurde aus dem Warenkorb entfernt.',
  'minicart.announce.restored': '{title} ist wieder im Warenkorb.',
  'minicart.price.oldLabel': 'Bisheriger Preis',
  'minicart.price.bestPrice': 'Niedrigster Preis der letzten 30 Tage: {price}',
  'minicart.price.bestPriceInfoToggle': 'Was bedeutet der niedrigste Preis der letzten 30 Tage?',
  'minicart.price.bestPriceInfo':
    'Der niedrigste Preis, zu dem der Artikel in den 30 Tagen vor der aktuellen Preissenkung angeboten wurde.',
  'minicart.subscription.giftTitle': 'Geschenk-Abo (Anzahl der Lieferungen: {deliveries})',
  'minicart.subscription.interval': 'Lieferintervall: {interval}',
  'minicart.subscription.recurringPrice': 'Preis pro Lieferung: {price}',
  'minicart.subscription.recurringArticles': 'Regelmäßige Lieferung',
  'minicart.subscription.nonRecurringArticles': 'Einmalige Lieferung',
  'minicart.subscription.rebate': '{percent} % Abo-Rabatt',
  'minicart.partnerProduct.form': 'Zum Antragsformular',
  'minicart.summary.title': 'Preisübersicht',
  'minicart.summary.loyaltyBeans': 'Eingelöste Treuebohnen',
  'minicart.summary.loyaltyBeansCount': 'Eingelöste Treuebohnen ({beans})',
  'minicart.summary.coupon': 'Gutschein {code}',
  'minicart.summary.rebates': 'Weitere Rabatte',
  'minicart.summary.giftCard': 'Geschenkkarte {cardNumber}',
  'minicart.summary.shipping': 'Versandkosten',
  'minicart.summary.freeShipping': 'Versandkostenfrei',
  'minicart.summary.cashOnDelivery': 'Nachnahmegebühr',
  'minicart.summary.total': 'Gesamtsumme',
  'minicart.summary.vatHint': 'inkl. MwSt.',
  'minicart.summary.details': 'Preisdetails',
  'minicart.exit.cart': 'Zum Warenkorb',
  'minicart.exit.checkout': 'Zur Kasse',
  'minicart.exit.checkoutUnavailable':
    'Bitte entfernen Sie die nicht verfügbaren Artikel, um zur Kasse zu gehen.',
  // issue 6 newsletter sign-up (spec footer "Newsletter sign-up form", §2, §5, §8, §9)
  'newsletter.title.default': 'Jetzt zum Newsletter anmelden und {discount} sparen',
  'newsletter.bubble.voucher': 'Willkommens\u00adgutschein',
  'newsletter.email.label': 'E-Mail-Adresse',
  'newsletter.email.placeholder': 'name@beispiel.de',
  'newsletter.salutation.label': 'Anrede',
  'newsletter.salutation.MRS': 'Frau',
  'newsletter.salutation.MR': 'Herr',
  'newsletter.salutation.DIVERS': 'Divers',
  'newsletter.salutation.COMPANY': 'Firma',
  'newsletter.firstName.label': 'Vorname',
  'newsletter.lastName.label': 'Nachname',
  'newsletter.submit': 'Anmelden',
  'newsletter.consent.dne':
    'Ja, ich möchte personalisierte Angebote erhalten. Dafür darf mein Nutzungsverhalten in Newsletter und Onlineshop ausgewertet werden. Diese Einwilligung ist freiwillig und jederzeit widerrufbar.',
  'newsletter.legal.label':
    'Ich willige ein, kommerzielle elektronische Nachrichten (Newsletter mit Angeboten und Aktionen) per E-Mail zu erhalten.',
  'newsletter.privacyHint':
    'Ihre Einwilligung in den Newsletter-Empfang können Sie jederzeit mit Wirkung für die Zukunft widerrufen, zum Beispiel über den Abmeldelink am Ende jedes Newsletters. Wie wir Ihre Daten verarbeiten, erfahren Sie in unseren Datenschutzhinweisen.',
  'newsletter.legal.age':
    'Mit Ihrer Anmeldung bestätigen Sie, dass Sie mindestens {age} Jahre alt sind.',
  'newsletter.voucher.validity':
    'Der Willkommensgutschein ist ab der Anmeldung einen Monat lang gültig und einmal einlösbar.',
  'newsletter.hint.deletion':
    'Nicht bestätigte Anmeldedaten werden innerhalb von 14 Tagen gelöscht.',
  'newsletter.hint.inactivity':
    'Wenn Sie unsere Newsletter 2 Jahre lang nicht öffnen, kann der Versand eingestellt werden.',
  'newsletter.links.label': 'Weitere Informationen',
  'newsletter.link.voucherConditions': 'Gutscheinbedingungen',
  'newsletter.link.exampleNewsletter': 'Beispiel-Newsletter ansehen',
  'newsletter.link.privacy': 'Datenschutzhinweise',
  'newsletter.link.contact': 'Kontakt',
  'newsletter.link.commercialMessages': 'Informationen zu kommerziellen elektronischen Nachrichten',
  'newsletter.link.usage': 'Nutzungsbedingungen des Newsletters',
  'newsletter.success.heading': 'Vielen Dank für Ihre Anmeldung!',
  'newsletter.success.notice':
    'In Kürze erhalten Sie eine E-Mail an {email}. Bitte bestätigen Sie Ihre Anmeldung über den Link in dieser E-Mail.',
  'newsletter.success.noticeWithoutAddress':
    'In Kürze erhalten Sie eine E-Mail. Bitte bestätigen Sie Ihre Anmeldung über den Link in dieser E-Mail.',
  'newsletter.doi.confirming': 'Ihre Anmeldung wird bestätigt …',
  'newsletter.doi.confirmed.heading': 'Anmeldung bestätigt',
  'newsletter.doi.confirmed.notice':
    'Vielen Dank! Ihre E-Mail-Adresse ist bestätigt. Ab sofort erhalten Sie unseren Newsletter.',
  'newsletter.honeypot.label': 'Bitte lassen Sie dieses Feld leer.',
  // issue 11 header shell (spec footer "Header shell"; spec header §2 "Header icon bar and flyouts")
  'header.skipLink': 'Zum Inhalt springen',
  'header.back': 'Zurück',
  'header.logo': 'Zur Startseite',
  'header.iconBar': 'Service',
  'header.securePurchase': 'Sicherer Einkauf',
  // spec header "Country-specific header links"; which links a site has is in src/header/header.sites.ts
  'header.links.label': 'Service-Links',
  'header.links.benefits': 'Ihre Vorteile',
  'header.links.contact': 'Kontakt',
  'header.links.loyaltyCard': 'Kundenkarte',
  'header.links.storeFinder': 'Filialen',
  'header.links.community': 'Community',
  // spec header "Header icon bar and flyouts": the icons and the flyout titles
  'header.search.icon': 'Suche',
  'header.storeFinder.icon': 'Filialfinder',
  'header.storeFinder.title': 'Filiale finden',
  // spec header "Store finder flyout"
  'header.storeFinder.label': 'Postleitzahl oder Ort',
  'header.storeFinder.placeholder': 'PLZ oder Ort',
  'header.storeFinder.submit': 'Filiale suchen',
  'header.storeFinder.newItems': 'Neuheiten dieser Woche',
  'header.storeFinder.supermarket': 'Angebote im Supermarkt',
  // spec header "User menu"; {name} is the customer name, {count} an already formatted number
  'header.userMenu.icon': 'Mein Konto',
  'header.userMenu.iconLoggedIn': 'Mein Konto, angemeldet als {name}',
  'header.userMenu.title': 'Mein Konto',
  'header.userMenu.greeting': 'Hallo {name}',
  'header.userMenu.greetingNoName': 'Willkommen zurück',
  'header.userMenu.loggedOutText':
    'Melden Sie sich an, um Ihre Bestellungen, Ihren Merkzettel und Ihre Treuebohnen zu sehen.',
  'header.userMenu.login': 'Anmelden',
  'header.userMenu.register': 'Registrieren',
  'header.userMenu.registerHint': 'Neu hier?',
  'header.userMenu.logout': 'Abmelden',
  'header.userMenu.entries': 'Ihr Konto',
  'header.userMenu.account': 'Mein Konto',
  'header.userMenu.loyaltyCard': 'Meine Kundenkarte',
  'header.userMenu.orders': 'Bestellübersicht',
  'header.userMenu.watchlist': 'Merkzettel',
  'header.userMenu.loyaltyBeans': 'Treuebohnen: {count}',
  'header.userMenu.mobilePlan': 'Mobilfunk-Login',
  'header.userMenu.community': 'Community',
  'header.userMenu.help': 'Service & Hilfe',
  // spec header "App-install banner"; the rating is fixed: five stars, shown as (89k)
  'header.appBanner.label': 'Unsere App',
  'header.appBanner.headline': 'Einfacher einkaufen mit unserer App',
  'header.appBanner.cta': 'Jetzt laden',
  'header.appBanner.close': 'App-Hinweis schließen',
  'header.appBanner.rating': 'Bewertet mit 5 von 5 Sternen, 89.000 Bewertungen',
  'header.flyout.search': 'Suche',
  // spec header "Main navigation", §3 theme world navigation; the theme-world texts are defaults
  // for an answer without its own translations
  'navigation.label': 'Hauptnavigation',
  'navigation.menu': 'Menü',
  'navigation.submenu': 'Untermenü {title}',
  'navigation.overview': 'Alles anzeigen: {title}',
  'navigation.back': 'Zurück',
  'navigation.themeWorlds.title': 'Themenwelten',
  'navigation.themeWorlds.showAll': 'Alle Themenwelten',
  'navigation.themeWorlds.available': 'Online und in der Filiale',
  'navigation.themeWorlds.comingSoon': 'Bald erhältlich',
  'navigation.themeWorlds.onlineOnly': 'Nur online',
  'navigation.themeWorlds.cardOffer': 'Mit Kundenkarte sparen',
  // issue 14 staff preview panel (spec footer "Staff preview panel"): the button, the modal's fields and actions
  'preview.settings.title': 'Vorschau-Einstellungen',
  'preview.settings.date': 'Datum',
  'preview.settings.time': 'Uhrzeit',
  'preview.settings.apply': 'Vorschau-Einstellungen setzen',
  'preview.settings.logout': 'Abmelden',
  'preview.abTests.legend': 'A/B-Test',
  'preview.abTests.name': 'Name',
  'preview.abTests.group': 'Gruppe',
  'preview.abTests.none': 'Kein A/B-Test',
  'preview.abTests.chooseGroup': 'Gruppe wählen',
  // spec header "Promotion blocks": the voucher code, its copy button and the copy result
  // (shown 3 s), the legal-text hint button when the CMS gives no hint text, and the benefits
  // strip's list name when the CMS gives no headline
  'promotions.voucher.label': 'Gutscheincode:',
  'promotions.voucher.copy': 'Code kopieren',
  'promotions.voucher.copied': 'Code kopiert',
  'promotions.voucher.copyFailed':
    'Der Code konnte nicht kopiert werden. Bitte markieren und kopieren Sie ihn selbst.',
  'promotions.legal.hint': 'Rechtliche Hinweise',
  'promotions.benefits.label': 'Ihre Vorteile',
  // the campaign row (src/promotions/campaign-row.tsx, issue 24): the top banner's details and
  // the site's standing benefits ({amount}, {count}: src/core/sites.ts SITE_BENEFITS)
  'promotions.details.open': 'Details',
  'promotions.details.title': 'Aktionsdetails',
  'promotions.standing.freeDelivery': 'Versandkostenfrei ab {amount}',
  'promotions.standing.coffeeFreeDelivery': 'Kaffee versandkostenfrei ab {amount}',
  'promotions.standing.returnDays': '{count} Tage Rückgaberecht',
  'promotions.standing.returnMonths': '{count} Monate Rückgaberecht',
  'promotions.standing.clickCollect': 'Click & Collect in Ihrer Filiale',
  'promotions.standing.freeCoffee': 'Jeder {count}. Kaffee in der Filiale gratis',
  // spec footer §2, §3: the footer's own texts (its content is per site, in src/footer/content);
  // {count} is the number of countries the filter finds, {network} a social network's name
  'footer.country.label': 'Land',
  'footer.country.placeholder': 'Land suchen',
  'footer.country.results': 'Gefundene Länder: {count}',
  'footer.country.noResults': 'Kein Land gefunden',
  'footer.social.link': 'Folgen Sie uns auf {network}',
  'footer.app.appleinc': 'Laden im App Store',
  'footer.app.android': 'Jetzt bei Google Play',
  'footer.legal.label': 'Rechtliche Hinweise',
} as const;

export default deDE;
