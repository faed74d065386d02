/** The catalogue (route `/shop`). */
const shop = {
  title: "Boutique",
  heading: "Boutique",
  intro: "Tous nos produits de beauté et de soin.",
  resultsCount: "Affichage de {{shown}} sur {{total}} résultats",
  empty: "Aucun produit pour le moment.",
};

export default shop;
