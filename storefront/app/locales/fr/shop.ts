/** The catalogue (route `/shop`): search, filters, sort, results. */
const shop = {
  title: "Boutique",
  heading: "Boutique",
  intro: "Tous nos produits de beauté et de soin.",
  // French counts 0 and 1 as singular ("0 résultat").
  resultsCount_one: "Affichage de {{shown}} sur {{count}} résultat",
  resultsCount_other: "Affichage de {{shown}} sur {{count}} résultats",
  empty: "Aucun produit pour le moment.",
  noResults: "Aucun produit ne correspond à votre recherche.",
  noResultsHint: "Essayez un autre mot ou retirez des filtres.",
  search: {
    label: "Rechercher dans la boutique",
    placeholder: "Crème, sérum, marque…",
    submit: "Rechercher",
  },
  sort: {
    label: "Trier par",
    relevance: "Pertinence",
    newest: "Nouveautés",
    price_asc: "Prix croissant",
    price_desc: "Prix décroissant",
    best_selling: "Meilleures ventes",
    top_rated: "Mieux notés",
  },
  filters: {
    heading: "Filtres",
    toggle: "Filtres",
    apply: "Appliquer",
    clear: "Effacer les filtres",
    category: "Catégorie",
    brand: "Marque",
    skinType: "Type de peau",
    price: "Prix (FCFA)",
    minPrice: "Prix minimum",
    maxPrice: "Prix maximum",
    priceRange: "De {{min}} à {{max}}",
    rating: "Avis clients",
    ratingAny: "Toutes les notes",
    ratingTop: "5 étoiles",
    ratingAtLeast_one: "{{count}} étoile et plus",
    ratingAtLeast_other: "{{count}} étoiles et plus",
    noReviewsYet: "Aucun produit n'a encore reçu d'avis.",
    productCount_one: "{{count}} produit",
    productCount_other: "{{count}} produits",
  },
  skinTypes: {
    normal: "Peau normale",
    dry: "Peau sèche",
    oily: "Peau grasse",
    combination: "Peau mixte",
    sensitive: "Peau sensible",
  },
  active: {
    label: "Filtres actifs",
    remove: "Retirer le filtre {{filter}}",
    search: "«\u00A0{{q}}\u00A0»",
    minPrice: "Dès {{price}}",
    maxPrice: "Jusqu'à {{price}}",
    priceRange: "{{min}} – {{max}}",
  },
  notices: {
    invertedPrice:
      "Le prix minimum ({{min}}) dépasse le prix maximum ({{max}}) : le filtre de prix n'est pas appliqué.",
    rejected: "Cette recherche n'a pas pu être traitée. Modifiez-la ou effacez les filtres.",
  },
};

export default shop;
