/** The product page (route `/product/:handle/details`). */
const product = {
  breadcrumb: {
    label: "Fil d'Ariane",
    home: "Accueil",
    shop: "Boutique",
  },
  gallery: {
    label: "Photos du produit",
    more: "Autres photos",
  },
  brandLabel: "Marque\u00A0:",
  categoryLabel: "Catégorie\u00A0:",
  size: "Contenance\u00A0: {{size}}",
  price: {
    current: "Prix\u00A0:",
    sale: "Prix promotionnel\u00A0:",
    regular: "Prix habituel\u00A0:",
    discount: "−{{percent}}\u00A0%",
    endsOn: "Offre valable jusqu'au {{date}}",
    unavailable: "Prix indisponible",
  },
  stock: {
    inStock: "En stock",
    low: "Plus que {{count}}",
    outOfStock: "Rupture de stock",
  },
  // French counts 0 and 1 as singular ("1 vendu").
  soldCount_one: "{{count, number}} vendu",
  soldCount_other: "{{count, number}} vendus",
  skinTypes: {
    heading: "Types de peau",
    normal: "Peau normale",
    dry: "Peau sèche",
    oily: "Peau grasse",
    combination: "Peau mixte",
    sensitive: "Peau sensible",
  },
  sections: {
    description: "Description",
    details: "Détails",
    howToUse: "Conseils d'utilisation",
  },
  pack: {
    heading: "Contenu du coffret",
    quantity: "Quantité\u00A0: {{count}}",
  },
  reviews: {
    heading: "Avis clients",
    none: "Aucun avis pour le moment",
    average: "{{average}} sur 5",
    count_one: "{{count}}\u00A0avis",
    count_other: "{{count}}\u00A0avis",
  },
  related: {
    heading: "Vous aimerez aussi",
  },
  share: {
    heading: "Partager",
    native: "Partager ce produit",
    whatsapp: "Partager sur WhatsApp",
    facebook: "Partager sur Facebook",
    newWindow: "(nouvelle fenêtre)",
    copy: "Copier le lien",
    copied: "Lien copié",
    copyFailed: "Copiez ce lien\u00A0: {{url}}",
    text: "{{title}}, sur {{shopName}}",
  },
};

export default product;
