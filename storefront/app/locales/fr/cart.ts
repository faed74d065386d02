/** The bag: the `/cart` page and the add-to-bag forms (product page, product cards). */
const cart = {
  title: "Panier",
  heading: "Votre panier",
  empty: {
    text: "Votre panier est vide.",
    browse: "Découvrir la boutique",
  },
  line: {
    listLabel: "Articles du panier",
    size: "Contenance\u00A0: {{size}}",
    unitPrice: "Prix unitaire\u00A0:",
    salePrice: "Prix promotionnel\u00A0:",
    regularPrice: "Prix habituel\u00A0:",
    quantity: "Quantité",
    decrease: "Retirer un exemplaire de {{title}}",
    increase: "Ajouter un exemplaire de {{title}}",
    lineTotal: "Total de la ligne\u00A0:",
    remove: "Retirer",
    removeLabel: "Retirer {{title}} du panier",
  },
  summary: {
    heading: "Récapitulatif",
    // French counts 0 and 1 as singular.
    items_one: "{{count}}\u00A0article",
    items_other: "{{count}}\u00A0articles",
    subtotal: "Sous-total",
    deliveryNote: "Les frais de livraison sont calculés à la commande.",
    checkout: "Commander",
    continue: "Continuer mes achats",
  },
  add: {
    quantity: "Quantité",
    submit: "Ajouter au panier",
    /** A card's button: the visible words first, then which product. */
    submitFor: "Ajouter au panier\u00A0: {{title}}",
    added_one: "{{title}} a été ajouté au panier.",
    added_other: "{{count}} × {{title}} ont été ajoutés au panier.",
    viewCart: "Voir le panier",
    unavailable: "Ce produit ne peut pas être commandé pour le moment.",
  },
  problems: {
    onlyLeft_one: "Il n'en reste plus qu'un en stock.",
    onlyLeft_other: "Il n'en reste plus que {{count}} en stock.",
    onlyLeftInBag_one: "Il n'en reste plus qu'un en stock, et il est déjà dans votre panier.",
    onlyLeftInBag_other: "Il n'en reste plus que {{count}} en stock, dont {{inBag}} déjà dans votre panier.",
    outOfStock: "Ce produit est en rupture de stock.",
    unavailable: "Ce produit ne peut pas être commandé pour le moment.",
    lineGone: "Cet article n'est plus dans votre panier.",
    invalidQuantity: "Choisissez une quantité entre 1 et {{max}}.",
    failed: "Erreur lors du traitement de la requête. Veuillez réessayer.",
  },
};

export default cart;
