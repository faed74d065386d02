import type { PageContent } from "~/components/pages/content";

const help: PageContent = ({ shopName, money, policy }) => ({
  title: "Centre d'aide",
  description: `Toute l'aide de ${shopName} : questions fréquentes, livraison, paiement, retours, conditions et contact.`,
  intro: "Trouvez rapidement une réponse, ou contactez-nous.",
  sections: [
    {
      id: "topics",
      heading: "Rubriques",
      blocks: [
        {
          kind: "links",
          items: [
            { to: "/faq", label: "Questions fréquentes", text: "Compte, paiement, commandes, retours et remboursements." },
            { to: "/shipping-guide", label: "Guide de livraison", text: "Tarifs, délais, retrait en boutique et envois à l'international." },
            { to: "/payment-methods", label: "Moyens de paiement", text: "Mobile Money, carte, PayPal, dépôt bancaire et espèces." },
            { to: "/how-it-works", label: "Comment ça marche", text: "Une commande, étape par étape." },
            { to: "/contact", label: "Contact", text: "Téléphone, WhatsApp, e-mail et horaires de la boutique." },
            { to: "/terms-and-condition", label: "Conditions générales de vente", text: "Prix, paiement, livraison, annulation et retours." },
            { to: "/terms-of-use", label: "Conditions d'utilisation", text: "Les règles d'utilisation du site et des avis." },
            { to: "/privacy-policy", label: "Politique de confidentialité", text: "Les données que nous gardons, pourquoi, et vos droits." },
          ],
        },
      ],
    },
    {
      id: "essentials",
      heading: "L'essentiel",
      blocks: [
        {
          kind: "facts",
          items: [
            {
              term: "Livraison",
              detail: `${money(policy.delivery.douala)} à Douala, ${money(policy.delivery.cameroon)} ailleurs au Cameroun, gratuite en boutique ; sous ${policy.delivery.workingDays} jours ouvrés après confirmation.`,
            },
            { term: "Paiement", detail: "Toujours avant la livraison : pas de paiement à la livraison." },
            {
              term: "Retours",
              detail: `Produits non ouverts, dans les ${policy.returnDays} jours suivant la livraison ; frais de retrait et de remboursement à la charge du client.`,
            },
            { term: "Horaires", detail: "Du lundi au samedi, de 9 h à 18 h (GMT+1)." },
          ],
        },
      ],
    },
    {
      id: "contact",
      heading: "Besoin de parler à quelqu'un ?",
      blocks: [{ kind: "contact" }],
    },
  ],
});

export default help;
