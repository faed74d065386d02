/** Texts every page uses: layout, language switch, errors, pagination, product cards. */
const common = {
  skipToContent: "Aller au contenu",
  nav: {
    label: "Navigation principale",
    home: "Accueil",
    shop: "Boutique",
    about: "À propos",
    howItWorks: "Comment ça marche",
    contact: "Contact",
    help: "Centre d'aide",
    faq: "Questions fréquentes",
    shippingGuide: "Guide de livraison",
    paymentMethods: "Moyens de paiement",
    termsAndConditions: "Conditions générales de vente",
    termsOfUse: "Conditions d'utilisation",
    privacyPolicy: "Politique de confidentialité",
  },
  logoAlt: "{{shopName}}, retour à l'accueil",
  language: {
    label: "Langue",
    switchTo: "Afficher le site en {{language}}",
  },
  // The header's account links and the messages shown once after a redirect (session cookie).
  account: {
    signIn: "Connexion",
    menu: "Mon compte ({{firstName}})",
    dashboard: "Tableau de bord",
    logout: "Se déconnecter",
  },
  flash: {
    sessionExpired: "Votre session a expiré. Veuillez vous reconnecter",
    signedOut: "Vous êtes déconnecté. À bientôt !",
    accountDeleted: "Compte supprimé avec succès",
    close: "Fermer le message",
  },
  footer: {
    tagline: "Beauté et cosmétiques, livrés à Douala et partout au Cameroun.",
    shopHeading: "Boutique",
    aboutHeading: "À propos",
    helpHeading: "Aide",
    legalHeading: "Informations légales",
    hoursHeading: "Horaires d'ouverture",
    hours: "Du lundi au samedi, de 9 h à 18 h (GMT+1)",
    paymentHeading: "Paiement et livraison",
    noCashOnDelivery: "Paiement avant livraison : pas de paiement à la livraison.",
    paymentMethods:
      "MTN Mobile Money, Orange Money, carte bancaire, PayPal, dépôt bancaire ou espèces en boutique.",
    rights: "© {{year}} {{shopName}}. Tous droits réservés.",
  },
  product: {
    brandLabel: "Marque\u00A0:",
    price: "Prix\u00A0:",
    salePrice: "Prix promotionnel\u00A0:",
    regularPrice: "Prix habituel\u00A0:",
    discount: "−{{percent}}\u00A0%",
    priceUnavailable: "Prix indisponible",
    outOfStock: "Rupture de stock",
    rating_one: "Note moyenne de {{average}} sur 5, {{count}}\u00A0avis",
    rating_other: "Note moyenne de {{average}} sur 5, {{count}}\u00A0avis",
    noReviews: "Pas encore d'avis",
  },
  cartLink: {
    label: "Panier",
    // The header's link: its name says how many articles the bag holds.
    count_one: "Panier, {{count}}\u00A0article",
    count_other: "Panier, {{count}}\u00A0articles",
    viewCart: "Voir le panier",
  },
  pagination: {
    label: "Pagination",
    page: "Page {{page}}",
    previous: "Page précédente",
    next: "Page suivante",
    jumpBack: "Reculer de {{pages}} pages",
    jumpForward: "Avancer de {{pages}} pages",
  },
  errors: {
    notFoundTitle: "Page introuvable",
    notFoundText: "La page demandée n'existe pas ou n'est plus disponible.",
    genericTitle: "Une erreur est survenue",
    genericText: "Erreur lors du traitement de la requête. Veuillez réessayer dans un instant.",
    backHome: "Retour à l'accueil",
  },
};

export default common;
