import type { PageContent } from "~/components/pages/content";

const howItWorks: PageContent = ({ shopName, money, policy }) => ({
  title: "Comment ça marche",
  description: `Commander chez ${shopName} en cinq étapes : compte, panier, livraison, paiement avant livraison et suivi de commande.`,
  intro: "De votre premier clic à la livraison, voici comment se passe une commande.",
  sections: [
    {
      id: "steps",
      heading: "Commander en cinq étapes",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "Créez votre compte",
              text: "Un compte est nécessaire pour commander en ligne : il garde vos adresses, vos favoris et l'historique de vos commandes. Sans compte, vous pouvez commander en [contactant la boutique](/contact).",
            },
            {
              title: "Remplissez votre panier",
              text: "Filtrez la [boutique](/shop) par catégorie, marque, prix ou type de peau, lisez les avis, puis ajoutez vos produits au panier.",
            },
            {
              title: "Choisissez la livraison",
              text: `Douala : ${money(policy.delivery.douala)}. Ailleurs au Cameroun : ${money(policy.delivery.cameroon)}. Retrait en boutique : gratuit. International : devis selon le poids après confirmation.`,
            },
            {
              title: "Payez avant la livraison",
              text: "MTN Mobile Money, Orange Money, carte bancaire, PayPal, dépôt bancaire ou espèces en boutique. Il n'y a pas de paiement à la livraison.",
            },
            {
              title: "Recevez votre commande",
              text: `Nous livrons sous ${policy.delivery.workingDays} jours ouvrés une fois la commande confirmée. Vous suivez chaque étape depuis votre compte.`,
            },
          ],
        },
      ],
    },
    {
      id: "confirmation",
      heading: "Quand une commande est-elle confirmée ?",
      blocks: [
        {
          kind: "paragraph",
          text: "Une commande est confirmée lorsque son paiement est reçu et que l'équipe l'a validée. Vous recevez alors un e-mail et le délai de livraison commence.",
        },
        {
          kind: "paragraph",
          text: `Par dépôt bancaire ou en espèces, la commande est enregistrée sans paiement et vous recevez un e-mail de confirmation ; nous réservons vos articles ${policy.unpaidHoldWorkingDays} jours ouvrés, le temps de régler.`,
        },
      ],
    },
    {
      id: "tracking",
      heading: "Suivre votre commande",
      blocks: [
        {
          kind: "facts",
          items: [
            { term: "En attente", detail: "Commande reçue, en attente de paiement ou de vérification." },
            { term: "Validée", detail: "Paiement reçu : nous préparons votre colis." },
            { term: "En livraison", detail: "Votre colis est en route, ou prêt à être retiré en boutique." },
            { term: "Livrée", detail: "Vous avez reçu votre commande." },
            { term: "Annulée", detail: "La commande a été annulée, par vous ou par la boutique." },
          ],
        },
        {
          kind: "paragraph",
          text: "Un souci à la réception ? Consultez le [guide de livraison](/shipping-guide) et nos [questions fréquentes](/faq).",
        },
      ],
    },
  ],
});

export default howItWorks;
