/** Built-in footer content of CH_FR (Swiss French): 3 months' return, free shipping from CHF 80.– (coffee CHF 30.–). */
import type { FooterContent } from '../../core/schemas/footer';

export default {
  headline: 'Nous sommes là pour vous',
  teaser: {
    groups: [
      {
        heading: {
          iconName: 'easy_pay',
          link: { url: '/info/modes-de-paiement', text: 'Paiement facile' },
        },
        hideGroupInCheckout: false,
        introductoryText:
          'Payez avec TWINT, PostFinance, carte de crédit ou tout simplement sur facture.',
        links: [
          {
            url: '/info/modes-de-paiement',
            text: 'Tous les modes de paiement',
            hideInClassic: false,
          },
          { url: '/info/achat-sur-facture', text: 'Achat sur facture', hideInClassic: false },
          { url: '/info/bons-d-achat', text: 'Utiliser un bon d’achat', hideInClassic: false },
        ],
        images: [
          { label: 'TWINT', source: 'twint' },
          { label: 'PostFinance', source: 'postfinance' },
          { label: 'Visa', source: 'visa' },
          { label: 'Facture', source: 'invoice' },
        ],
      },
      {
        heading: { iconName: 'free_shipping', link: { url: '/info/livraison', text: 'Livraison' } },
        hideGroupInCheckout: false,
        introductoryText:
          'Le café est livré gratuitement dès {coffeeFreeDelivery}, tous les autres articles dès {freeDelivery}.',
        links: [
          { url: '/info/livraison', text: 'Délais et frais de livraison', hideInClassic: false },
          { url: '/info/suivi-de-colis', text: 'Suivi de colis', hideInClassic: false },
          {
            url: '/info/livraison-par-transporteur',
            text: 'Livraison par transporteur',
            hideInClassic: false,
          },
        ],
        images: [{ label: 'La Poste suisse', source: 'swiss_post' }],
      },
      {
        heading: {
          iconName: 'branch_store',
          link: { url: '/click-collect', text: 'Click & Collect' },
        },
        hideGroupInCheckout: true,
        introductoryText:
          'Commandez en ligne et retirez gratuitement votre commande dans l’une de nos filiales.',
        links: [
          { url: '/click-collect', text: 'Comment ça marche', hideInClassic: false },
          { url: '/service/storefinder/', text: 'Trouver une filiale', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: {
          iconName: 'return_shipping',
          link: { url: '/info/retours', text: 'Retours et réclamations' },
        },
        hideGroupInCheckout: false,
        introductoryText:
          'Droit de retour de {returnPeriod} mois : renvoyez votre commande gratuitement ou rapportez-la en filiale.',
        links: [
          { url: '/info/retours', text: 'Annoncer un retour', hideInClassic: false },
          { url: '/info/reclamations', text: 'Faire une réclamation', hideInClassic: false },
          { url: '/info/garantie', text: 'Garantie', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: { iconName: 'contact', link: { url: '/service-aide', text: 'Aide et service' } },
        hideGroupInCheckout: false,
        introductoryText:
          'Notre service clientèle est à votre disposition du lundi au vendredi, de 8 h à 18 h.',
        links: [
          { url: '/service-aide', text: 'Questions fréquentes', hideInClassic: false },
          { url: '/contact', text: 'Contact', hideInClassic: false },
          { url: '/subscribenewsletter', text: 'S’abonner à la newsletter', hideInClassic: false },
          { url: '/info/app', text: 'Télécharger l’application', hideInClassic: true },
        ],
        images: [],
      },
      {
        heading: { iconName: 'shopcard', link: { url: '/carte-client', text: 'Carte client' } },
        hideGroupInCheckout: true,
        introductoryText:
          'Collectez des grains de fidélité à chaque achat et profitez d’avantages exclusifs.',
        links: [
          { url: '/registerfreeshopcard', text: 'S’inscrire gratuitement', hideInClassic: false },
          { url: '/beanaccount', text: 'Mes grains de fidélité', hideInClassic: false },
          { url: '/carte-client', text: 'Tous les avantages', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: {
          iconName: 'service_info',
          link: { url: '/info/informations-produits', text: 'Informations produits' },
        },
        hideGroupInCheckout: true,
        introductoryText: 'Tout sur la qualité, la sécurité et l’entretien de nos produits.',
        links: [
          {
            url: '/info/rappels-de-produits',
            text: 'Sécurité des produits et rappels',
            hideInClassic: false,
          },
          { url: '/info/modes-d-emploi', text: 'Modes d’emploi', hideInClassic: false },
          { url: '/info/durabilite', text: 'Durabilité', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: {
          iconName: 'meet_shop',
          link: { url: '/info/entreprise', text: 'À propos de nous' },
        },
        hideGroupInCheckout: true,
        introductoryText: 'Café, mode et idées déco réunis – dans toute la Suisse.',
        links: [
          { url: '/info/entreprise', text: 'Entreprise', hideInClassic: false },
          { url: '/info/emplois', text: 'Emplois et carrière', hideInClassic: false },
          { url: '/info/medias', text: 'Médias', hideInClassic: false },
        ],
        images: [],
      },
    ],
  },
  seo: {
    heading: 'Catégories populaires',
    columns: [
      {
        links: [
          { url: '/c/coffee/whole-beans', text: 'Café en grains' },
          { url: '/c/coffee/capsules', text: 'Capsules de café' },
          { url: '/c/coffee/machines', text: 'Machines à café automatiques' },
        ],
      },
      {
        links: [
          { url: '/c/fashion/women', text: 'Mode femme' },
          { url: '/c/fashion/men', text: 'Mode homme' },
          { url: '/c/fashion/kids', text: 'Mode enfant' },
        ],
      },
      {
        links: [
          { url: '/c/home/bedding', text: 'Linge de lit' },
          { url: '/c/kitchen/tableware', text: 'Vaisselle' },
          { url: '/c/sport/outdoor', text: 'Plein air' },
        ],
      },
    ],
  },
  socialMedia: {
    heading: 'Suivez-nous',
    socialMediaIcons: [
      { iconName: 'facebook', link: 'https://www.facebook.com/shop.example.ch' },
      { iconName: 'instagram', link: 'https://www.instagram.com/shop.example.ch/' },
      { iconName: 'youtube', link: 'https://www.youtube.com/@shopexample' },
      { iconName: 'linkedin', link: 'https://www.linkedin.com/company/shop-example' },
    ],
  },
  appReferences: {
    heading: 'Notre application',
    appIcons: [
      { iconName: 'appleinc', link: 'https://apps.apple.com/ch/app/id1234567890?l=fr' },
      {
        iconName: 'android',
        link: 'https://play.google.com/store/apps/details?id=com.example.shop&hl=fr_CH',
      },
    ],
  },
  legalLinks: [
    { url: '/info/mentions-legales', text: 'Mentions légales' },
    { url: '/privacy', text: 'Protection des données' },
    { url: '/info/cgv', text: 'CGV' },
    { url: '/info/parametres-cookies', text: 'Paramètres des cookies' },
  ],
  viewChanger: { toMobile: 'Vers la version mobile', toDesktop: 'Vers la version pour ordinateur' },
  qualityLogos: {
    heading: 'Qualité contrôlée',
    logos: [
      {
        link: '/info/labels-de-qualite',
        image: {
          label: 'Swiss Online Garantie',
          source: 'swiss_online_garantie',
          width: 80,
          height: 40,
        },
      },
      {
        link: '/info/durabilite',
        image: {
          label: 'Livraison neutre en carbone',
          source: 'climate_neutral_shipping',
          width: 80,
          height: 40,
        },
      },
      {
        link: '/info/qualite-du-cafe',
        image: {
          label: 'Café issu du commerce équitable',
          source: 'fair_trade_coffee',
          width: 80,
          height: 40,
        },
      },
    ],
  },
} satisfies FooterContent;
