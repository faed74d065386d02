import type { PageContent } from "~/components/pages/content";

const privacyPolicy: PageContent = ({ shopName, details }) => ({
  title: "Politique de confidentialité",
  description: `Les données personnelles que ${shopName} collecte, pourquoi, combien de temps nous les gardons, et comment exercer vos droits.`,
  intro: `${shopName} ne garde que les données nécessaires pour vous vendre et vous livrer nos produits. Nous ne vendons pas vos données et n'utilisons aucun traceur publicitaire.`,
  updated: "2026-11-22",
  sections: [
    {
      id: "controller",
      heading: "Qui est responsable de vos données",
      blocks: [
        {
          kind: "paragraph",
          text: `La boutique ${shopName}, ${details.address.district}, ${details.address.city} (Cameroun). Pour toute question sur vos données, écrivez à [${details.email}](mailto:${details.email}).`,
        },
      ],
    },
    {
      id: "data",
      heading: "Les données que nous collectons",
      blocks: [
        {
          kind: "list",
          items: [
            "Votre compte : nom, prénom, e-mail, téléphone, mot de passe (chiffré), photo de profil si vous en ajoutez une.",
            "Vos adresses de livraison et de facturation.",
            "Vos commandes : produits, montants, mode de paiement, notes et codes promo.",
            "Vos avis, vos favoris et vos messages au service client.",
            "Votre inscription à la newsletter, si vous la demandez.",
          ],
        },
        {
          kind: "paragraph",
          text: "Les paiements par carte, PayPal et Mobile Money se font chez ces prestataires : nous recevons la confirmation du paiement, jamais votre numéro de carte ni votre code secret.",
        },
      ],
    },
    {
      id: "purposes",
      heading: "Pourquoi nous les utilisons",
      blocks: [
        {
          kind: "list",
          items: [
            "Traiter, livrer et suivre vos commandes, et vous en informer par e-mail.",
            "Gérer votre compte et répondre à vos messages.",
            "Publier les avis des clients ayant acheté le produit.",
            "Vous envoyer la newsletter, seulement si vous l'avez demandée ; un lien de désinscription figure dans chaque envoi.",
            "Respecter nos obligations légales et comptables, et prévenir la fraude.",
          ],
        },
      ],
    },
    {
      id: "sharing",
      heading: "Avec qui nous les partageons",
      blocks: [
        {
          kind: "paragraph",
          text: "Uniquement avec ceux qui nous aident à exécuter votre commande : les livreurs et coursiers (nom, téléphone, adresse), et les prestataires de paiement (MTN, Orange, le prestataire de carte bancaire, PayPal). Jamais à des fins publicitaires.",
        },
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      blocks: [
        {
          kind: "list",
          items: [
            "Un cookie de langue, pour afficher le site en français ou en anglais.",
            "Un cookie de session, pour vous garder connecté, et un cookie de panier.",
          ],
        },
        {
          kind: "paragraph",
          text: "Ce sont des cookies nécessaires au fonctionnement du site ; nous n'utilisons aucun cookie publicitaire ni de mesure d'audience tierce. Les vidéos de nos tutoriels viennent de YouTube (mode sans cookie) et ne se chargent que lorsque vous appuyez sur lecture.",
        },
      ],
    },
    {
      id: "retention",
      heading: "Combien de temps nous les gardons",
      blocks: [
        {
          kind: "paragraph",
          text: "Les données de votre compte sont gardées tant que le compte existe. Vous pouvez le supprimer à tout moment depuis votre espace client. Les factures et commandes sont conservées pendant la durée exigée par la loi comptable.",
        },
      ],
    },
    {
      id: "rights",
      heading: "Vos droits",
      blocks: [
        {
          kind: "paragraph",
          text: `Vous pouvez consulter, corriger ou supprimer vos données, et vous opposer à la newsletter. La plupart de ces actions se font depuis votre compte ; pour le reste, écrivez à [${details.email}](mailto:${details.email}). Nous répondons sous 30 jours.`,
        },
      ],
    },
    {
      id: "security",
      heading: "Sécurité",
      blocks: [
        {
          kind: "paragraph",
          text: "Les mots de passe sont chiffrés, les échanges avec le site sont protégés et seul le personnel qui en a besoin accède à vos commandes.",
        },
      ],
    },
  ],
});

export default privacyPolicy;
