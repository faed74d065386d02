/** The home page (route `/`). */
const home = {
  title: "Accueil",
  description:
    "Soins du visage, maquillage, cheveux et parfums à Douala : bons plans du jour, coffrets et tutoriels vidéo. Livraison partout au Cameroun.",
  hero: {
    eyebrow: "Beauté & cosmétiques à Douala",
    heading: "Révélez votre éclat naturel",
    text: "Soins du visage, maquillage, cheveux et parfums sélectionnés pour vous, livrés partout au Cameroun.",
    cta: "Découvrir la boutique",
    promises: {
      label: "Nos engagements",
      delivery: "Livraison à Douala : {{price}}",
      delay: "Livré sous {{days}} jours ouvrés",
      pickup: "Retrait gratuit en boutique",
      payment: "Mobile Money, carte ou PayPal",
    },
  },
  featured: {
    heading: "Produits vedettes",
    empty: "Aucun produit vedette pour le moment.",
    error: "Les produits ne peuvent pas être affichés pour le moment. Veuillez réessayer plus tard.",
    seeAll: "Voir tous les produits",
  },
  deals: {
    heading: "Les bons plans du jour",
    endsToday: "Se termine aujourd'hui",
    endsTomorrow: "Se termine demain",
    endsOn: "Se termine le {{date}}",
  },
  newPacks: {
    heading: "Nouveaux coffrets",
    intro: "Des routines complètes réunies en un coffret, à prix réduit.",
  },
  videos: {
    heading: "Tutoriels vidéo",
    intro: "Nos conseils en vidéo, pour bien utiliser vos produits.",
    play: "Lire la vidéo : {{title}}",
    duration: "Durée\u00A0:",
    showMore: "Voir plus de vidéos",
  },
};

export default home;
