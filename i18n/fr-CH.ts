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
} satisfies Catalogue;

export default frCH;
