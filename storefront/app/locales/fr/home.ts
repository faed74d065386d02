/** The home page (route `/`). */
const home = {
  title: "Accueil",
  hero: {
    eyebrow: "Beauté & cosmétiques à Douala",
    heading: "Révélez votre éclat naturel",
    text: "Soins du visage, maquillage, cheveux et parfums sélectionnés pour vous, livrés partout au Cameroun.",
    cta: "Découvrir la boutique",
  },
  featured: {
    heading: "Produits vedettes",
    empty: "Aucun produit vedette pour le moment.",
    error: "Les produits ne peuvent pas être affichés pour le moment. Veuillez réessayer plus tard.",
    seeAll: "Voir tous les produits",
  },
};

export default home;
