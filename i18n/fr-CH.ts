import type { Catalogue } from './types';

/**
 * fr-CH, formal address (vous). Swiss French typography: a non-breaking space before ':' and a
 * narrow non-breaking space before '!', written as escapes so they stay visible in review;
 * typographic apostrophe ’ throughout.
 */
const frCH = {
  'common.close': 'Fermer',
  'common.loading': 'Chargement…',
  'common.showMore': 'Afficher plus',
  'common.showLess': 'Afficher moins',
  'common.pleaseChoose': 'Veuillez choisir',
  'common.requiredFieldsHint': 'Les champs marqués d’un * sont obligatoires.',

  'cart.error.read':
    'Le contenu de votre panier ne peut pas être affiché pour des raisons techniques. Veuillez réessayer plus tard.',
  'cart.error.change':
    'Votre panier ne peut pas être modifié pour des raisons techniques. Veuillez réessayer plus tard.',
  'cart.limit.CART_LIMIT': 'Vous pouvez acheter au maximum {limit} articles par commande.',
  'cart.limit.ITEM_LIMIT': 'Vous pouvez acheter cet article au maximum {limit} fois par commande.',
  'cart.limit.AVAILABILITY_LIMIT': 'Quantité encore disponible pour cet article\u00a0: {limit}.',
  'cart.defective.banner':
    'Des erreurs se sont produites. Veuillez tenir compte des indications ci-dessous.',
  'cart.defective.article':
    'Ce produit est actuellement indisponible. Veuillez réessayer plus tard ou retirer l’article pour poursuivre vos achats.',
  'cart.defective.partnerProduct': 'Cet article n’est plus disponible.',
  'cart.defective.subscription': 'Ce produit n’est actuellement pas disponible sous cette forme.',
  'cart.defective.subscriptionBlock':
    'L’abonnement café n’est pas disponible dans cette combinaison. Veuillez modifier votre sélection.',
  'cart.quantity.unavailable': 'Cet article n’est plus disponible dans la quantité souhaitée.',
  'cart.quantity.shortage': 'Plus que quelques pièces en stock',
  'cart.removal.coupon':
    'Le code promo n’a pas pu être retiré. Veuillez patienter quelques minutes, puis réessayer.',
  'cart.removal.giftCard':
    'La carte cadeau n’a pas pu être retirée. Veuillez patienter quelques minutes, puis réessayer.',

  'newsletter.error.generic':
    'Pour des raisons techniques, l’inscription à la newsletter est malheureusement impossible pour le moment. Veuillez réessayer plus tard.',
  'newsletter.error.doiLinkInvalid':
    'Malheureusement, ce lien n’est plus valable. Veuillez vous inscrire à nouveau.',
  'newsletter.email.required': 'L’adresse e-mail est obligatoire.',
  'newsletter.email.invalid': 'Veuillez saisir une adresse e-mail valide.',
  'newsletter.firstName.required': 'Le prénom est obligatoire.',
  'newsletter.lastName.required': 'Le nom est obligatoire.',
  'newsletter.field.invalidCharacters': 'Ce champ contient des caractères non autorisés.',
  'newsletter.salutation.required': 'Veuillez sélectionner une civilité.',
  'newsletter.legal.required':
    'Veuillez accepter de recevoir des messages électroniques commerciaux.',

  'form.validation.default': 'Le champ {field} n’est pas valide.',
  'form.validation.unknownValidator': 'Ce validateur n’existe pas.',

  'preview.apply.success': 'Les paramètres ont été appliqués avec succès.',
  'preview.apply.failure': 'Les paramètres n’ont pas pu être appliqués.',
  'preview.apply.groupMissing': 'Veuillez également sélectionner un groupe de test A/B\u202f!',
  'preview.apply.loading': 'Chargement…',
  'preview.abTests.loading': 'Chargement des tests…',
  'preview.abTests.empty': 'Aucun test actif à cette date.',
  'preview.abTests.found': 'Tests actifs trouvés.',
  'preview.abTests.loadFailed': 'Impossible de récupérer les tests A/B.',
  'preview.abTests.groupRequired': 'Obligatoire',
  'ds.notification.close': 'Fermer le message',
  'ds.password.show': 'Afficher le mot de passe',
  'ds.password.hide': 'Masquer le mot de passe',
  'ds.password.strength': 'Robustesse du mot de passe\u00a0: {strength}',
  'ds.password.strength.veryWeak': 'très faible',
  'ds.password.strength.weak': 'faible',
  'ds.password.strength.medium': 'moyenne',
  'ds.password.strength.strong': 'élevée',
  'ds.rating.label': '{value} étoiles sur {scale}',
  'ds.form.required': 'Le champ {field} est obligatoire.',
  'ds.form.maxLength': 'Le champ {field} ne peut pas dépasser {max} caractères.',
  'ds.form.email': 'Veuillez saisir une adresse e-mail valide.',
  'ds.form.iban': 'Veuillez saisir un IBAN valide.',
  'ds.notification.state.info': 'Information',
  'ds.notification.state.success': 'Succès',
  'ds.notification.state.error': 'Erreur',
  'ds.notification.state.warning': 'Avertissement',
  'search.label': 'Recherche',
  'search.input.label': 'Terme de recherche',
  'search.input.placeholder': 'Que recherchez-vous ?',
  'search.submit': 'Rechercher',
  'search.clear': 'Effacer le terme de recherche',
  'search.suggestions': 'Suggestions de recherche',
  'search.suggestions.terms': 'Recherches suggérées',
  'search.suggestions.products': 'Produits',
  'search.status.loading': 'Chargement des suggestions…',
  'search.status.results': 'Suggestions : {count}. Sélectionnez-les avec les touches fléchées.',
  'search.status.noResults': 'Aucune suggestion pour « {query} »',
  'minicart.icon.label': 'Panier',
  'minicart.icon.labelWithCount': 'Panier, nombre d’articles : {count}',
  'minicart.toggle': 'Ouvrir l’aperçu du panier',
  'minicart.title': 'Votre panier',
  'minicart.close': 'Fermer l’aperçu du panier',
  'minicart.empty.title': 'Votre panier est vide',
  'minicart.empty.text': 'Découvrez notre assortiment et ajoutez vos articles préférés au panier.',
  'minicart.empty.continue': 'Continuer vos achats',
  'minicart.item.remove': 'Retirer {title}',
  'minicart.item.removed': 'Retiré',
  'minicart.item.undo': 'Annuler',
  'minicart.item.undoLabel': 'Annuler le retrait de {title}',
  'minicart.item.undoRemaining': 'encore {seconds} s',
  'minicart.item.free': 'Gratuit',
  'minicart.announce.removed': '{title} a été retiré du panier.',
  'minicart.announce.restored': '{title} est de nouveau dans le panier.',
  'minicart.price.oldLabel': 'Prix précédent',
  'minicart.price.bestPrice': 'Prix le plus bas des 30 derniers jours : {price}',
  'minicart.price.bestPriceInfoToggle': 'Que signifie le prix le plus bas des 30 derniers jours ?',
  'minicart.price.bestPriceInfo':
    'Le prix le plus bas auquel l’article a été proposé au cours des 30 jours précédant la réduction actuelle.',
  'minicart.subscription.giftTitle': 'Abonnement cadeau (nombre de livraisons : {deliveries})',
  'minicart.subscription.interval': 'Fréquence de livraison : {interval}',
  'minicart.subscription.recurringPrice': 'Prix par livraison : {price}',
  'minicart.subscription.recurringArticles': 'Livraison régulière',
  'minicart.subscription.nonRecurringArticles': 'Livraison unique',
  'minicart.subscription.rebate': 'Remise abonnement de {percent} %',
  'minicart.partnerProduct.form': 'Vers le formulaire de demande',
  'minicart.summary.title': 'Récapitulatif des prix',
  'minicart.summary.loyaltyBeans': 'Grains de fidélité utilisés',
  'minicart.summary.loyaltyBeansCount': 'Grains de fidélité utilisés ({beans})',
  'minicart.summary.coupon': 'Bon {code}',
  'minicart.summary.rebates': 'Autres remises',
  'minicart.summary.giftCard': 'Carte cadeau {cardNumber}',
  'minicart.summary.shipping': 'Frais de livraison',
  'minicart.summary.freeShipping': 'Livraison gratuite',
  'minicart.summary.cashOnDelivery': 'Frais de paiement à la livraison',
  'minicart.summary.total': 'Montant total',
  'minicart.summary.vatHint': 'TVA incluse',
  'minicart.exit.cart': 'Vers le panier',
  'minicart.exit.checkout': 'Passer à la caisse',
  'minicart.exit.checkoutUnavailable':
    'Veuillez retirer les articles non disponibles pour passer à la caisse.',
  // issue 6 newsletter sign-up (spec footer "Newsletter sign-up form", §2, §5, §8, §9)
  'newsletter.title.default': 'Inscrivez-vous à la newsletter et économisez {discount}',
  'newsletter.bubble.voucher': 'bon de bienvenue',
  'newsletter.email.label': 'Adresse e-mail',
  'newsletter.email.placeholder': 'nom@exemple.ch',
  'newsletter.salutation.label': 'Civilité',
  'newsletter.salutation.MRS': 'Madame',
  'newsletter.salutation.MR': 'Monsieur',
  'newsletter.salutation.DIVERS': 'Autre',
  'newsletter.salutation.COMPANY': 'Entreprise',
  'newsletter.firstName.label': 'Prénom',
  'newsletter.lastName.label': 'Nom',
  'newsletter.submit': 'S’inscrire',
  'newsletter.consent.dne':
    'Oui, je souhaite recevoir des offres personnalisées. À cette fin, mon comportement d’utilisation de la newsletter et de la boutique en ligne peut être analysé. Ce consentement est facultatif et révocable à tout moment.',
  'newsletter.legal.label':
    'J’accepte de recevoir des messages électroniques commerciaux (newsletter avec offres et promotions) par e-mail.',
  'newsletter.privacyHint':
    'Vous pouvez révoquer à tout moment, avec effet pour l’avenir, votre consentement à recevoir la newsletter, par exemple via le lien de désinscription figurant à la fin de chaque newsletter. Pour savoir comment nous traitons vos données, consultez notre déclaration de protection des données.',
  'newsletter.legal.age': 'En vous inscrivant, vous confirmez avoir au moins {age} ans.',
  'newsletter.voucher.validity':
    'Le bon de bienvenue est valable un mois à compter de l’inscription et utilisable une seule fois.',
  'newsletter.hint.deletion':
    'Les données d’inscription non confirmées sont supprimées dans un délai de 14 jours.',
  'newsletter.hint.inactivity':
    'Si vous n’ouvrez aucune de nos newsletters pendant 2 ans, l’envoi peut être interrompu.',
  'newsletter.links.label': 'Informations complémentaires',
  'newsletter.link.voucherConditions': 'Conditions du bon',
  'newsletter.link.exampleNewsletter': 'Voir un exemple de newsletter',
  'newsletter.link.privacy': 'Protection des données',
  'newsletter.link.contact': 'Contact',
  'newsletter.link.commercialMessages': 'Informations sur les messages électroniques commerciaux',
  'newsletter.link.usage': 'Conditions d’utilisation de la newsletter',
  'newsletter.success.heading': 'Merci pour votre inscription !',
  'newsletter.success.notice':
    'Vous allez recevoir sous peu un e-mail à l’adresse {email}. Veuillez confirmer votre inscription en cliquant sur le lien qu’il contient.',
  'newsletter.success.noticeWithoutAddress':
    'Vous allez recevoir sous peu un e-mail. Veuillez confirmer votre inscription en cliquant sur le lien qu’il contient.',
  'newsletter.doi.confirming': 'Confirmation de votre inscription en cours…',
  'newsletter.doi.confirmed.heading': 'Inscription confirmée',
  'newsletter.doi.confirmed.notice':
    'Merci ! Votre adresse e-mail est confirmée. Vous recevrez désormais notre newsletter.',
  'newsletter.honeypot.label': 'Veuillez laisser ce champ vide.',
} satisfies Catalogue;

export default frCH;
