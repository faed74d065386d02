import type { PageContent } from "~/components/pages/content";

const contact: PageContent = ({ shopName, details, policy }) => ({
  title: "Contact",
  description: `Contacter ${shopName} à Douala : adresse de la boutique à ${details.address.district}, téléphone, WhatsApp, e-mail et horaires d'ouverture.`,
  intro: "Une question sur un produit, une commande ou un retour ? Notre équipe vous répond en français et en anglais, du lundi au samedi.",
  sections: [
    {
      id: "details",
      heading: "Nos coordonnées",
      blocks: [{ kind: "contact" }],
    },
    {
      id: "sales",
      heading: "Ventes et conseils",
      blocks: [
        {
          kind: "list",
          items: [
            "Conseils avant achat : type de peau, teinte de fond de teint, routine capillaire.",
            "Disponibilité d'un produit ou date de retour en stock.",
            "Commande sans compte : nous l'enregistrons pour vous par téléphone, WhatsApp ou en boutique.",
            "Commandes en quantité pour les salons, instituts et événements.",
          ],
        },
      ],
    },
    {
      id: "support",
      heading: "Service client",
      blocks: [
        {
          kind: "paragraph",
          text: "Pour une commande en cours, indiquez toujours sa référence : nous vous répondons plus vite. Vous trouverez aussi le statut de chaque commande dans votre compte.",
        },
        {
          kind: "paragraph",
          text: `Article abîmé, erroné ou manquant : signalez-le sous ${policy.reportIssueHours} heures après la livraison, photos à l'appui. Pour un retour, lisez d'abord nos [questions fréquentes](/faq) et nos [conditions générales de vente](/terms-and-condition).`,
        },
      ],
    },
    {
      id: "pickup",
      heading: "Retrait en boutique",
      blocks: [
        {
          kind: "paragraph",
          text: "Le retrait est gratuit. Choisissez « Retrait en boutique » à la commande, attendez notre message indiquant que votre colis est prêt, puis passez aux heures d'ouverture avec la référence de votre commande.",
        },
      ],
    },
  ],
});

export default contact;
