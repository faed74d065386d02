import type { PageContent } from "~/components/pages/content";

const termsOfUse: PageContent = ({ shopName }) => ({
  title: "Conditions d'utilisation",
  description: `Les règles d'utilisation du site ${shopName} : compte, avis, contenus et responsabilités.`,
  intro: `En utilisant le site ${shopName}, vous acceptez les conditions ci-dessous. Les ventes elles-mêmes relèvent de nos [conditions générales de vente](/terms-and-condition).`,
  updated: "2026-11-22",
  sections: [
    {
      id: "account",
      heading: "Votre compte",
      blocks: [
        {
          kind: "list",
          items: [
            "Donnez des informations exactes, notamment votre e-mail et votre téléphone : ils servent à vous livrer.",
            "Votre mot de passe compte au moins 8 caractères, avec une majuscule, une minuscule, un chiffre et un caractère spécial. Gardez-le secret.",
            "Votre compte est activé par un lien envoyé par e-mail. Un compte utilisé de façon frauduleuse peut être désactivé ; contactez alors l'administrateur.",
            "Vous pouvez supprimer votre compte à tout moment depuis votre espace client.",
          ],
        },
      ],
    },
    {
      id: "reviews",
      heading: "Avis",
      blocks: [
        {
          kind: "list",
          items: [
            "Seul un client ayant commandé un produit peut le noter, une seule fois, avec une note et un commentaire.",
            "Restez respectueux et parlez du produit : les propos injurieux, publicitaires ou hors sujet peuvent être masqués.",
            "En publiant un avis, vous nous autorisez à l'afficher sur le site.",
          ],
        },
      ],
    },
    {
      id: "acceptable-use",
      heading: "Utilisation du site",
      blocks: [
        {
          kind: "paragraph",
          text: "Il est interdit de perturber le site, d'en extraire les contenus de façon automatisée, d'usurper l'identité d'un tiers ou d'utiliser un moyen de paiement qui ne vous appartient pas.",
        },
      ],
    },
    {
      id: "content",
      heading: "Contenus",
      blocks: [
        {
          kind: "paragraph",
          text: `Les textes, photos, logos et vidéos du site appartiennent à ${shopName} ou à leurs auteurs et ne peuvent être réutilisés sans autorisation. Les conseils beauté sont donnés à titre d'information et ne remplacent pas l'avis d'un médecin ou d'un dermatologue.`,
        },
      ],
    },
    {
      id: "availability",
      heading: "Disponibilité et liens",
      blocks: [
        {
          kind: "paragraph",
          text: "Nous faisons de notre mieux pour que le site soit disponible et exact, sans pouvoir le garantir en permanence. Les liens vers d'autres sites (par exemple les vidéos YouTube) sont fournis pour votre confort ; nous ne répondons pas de leur contenu.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Modifications et droit applicable",
      blocks: [
        {
          kind: "paragraph",
          text: "Nous pouvons modifier ces conditions ; la date de mise à jour figure en haut de la page. Elles sont régies par le droit camerounais.",
        },
      ],
    },
  ],
});

export default termsOfUse;
