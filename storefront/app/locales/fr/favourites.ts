/** `/my-favourites` (the add buttons' words are in common.ts, which every page loads). */
const favourites = {
  title: "Mes favoris",
  listLabel: "Vos produits favoris",
  signedOut: {
    text: "Connectez-vous pour retrouver les produits que vous gardez en favoris.",
    login: "Se connecter",
  },
  loadFailed: "Une erreur s'est produite lors de la récupération des favoris.",
  empty: "Vous n'avez pas encore de favoris.",
  browse: "Découvrir la boutique",
  unavailable: "Ce produit n'est plus vendu.",
  noPrice: "Prix indisponible",
  remove: "Retirer",
  removeFor: "Retirer {{title}} de vos favoris",
  confirm: {
    question: "Voulez-vous vraiment retirer « {{title}} » de vos favoris ?",
    questionUnnamed: "Voulez-vous vraiment retirer ce produit de vos favoris ?",
    yes: "Oui, retirer",
    no: "Non, le garder",
  },
  pagination: "Pages de vos favoris",
  previous: "Page précédente",
  next: "Page suivante",
};

export default favourites;
