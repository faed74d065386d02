/** The service worker's own pages (docs/decisions/034): it builds them without a connection. */
const offline = {
  banner: "Hors ligne : prix et stock peuvent avoir changé",
  unseenTitle: "Cette page n'est pas disponible hors ligne",
  unseenLead: "Vous ne l'avez pas encore ouverte avec une connexion. Elle s'ouvrira dès que le réseau revient.",
  connectionTitle: "Connexion requise",
  connectionLead: "Le panier, la commande, le compte et les paiements ont besoin d'une connexion. Réessayez quand le réseau revient.",
  retry: "Réessayer",
  keptTitle: "Pages disponibles hors ligne",
  nothingKept: "Aucune page n'est encore gardée sur cet appareil.",
};

export default offline;
