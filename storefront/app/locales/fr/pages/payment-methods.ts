import type { PageContent } from "~/components/pages/content";

const paymentMethods: PageContent = ({ shopName, money, inEuros, eurRate, policy, details }) => ({
  title: "Moyens de paiement",
  description: `Payer chez ${shopName} : MTN Mobile Money, Orange Money, carte bancaire, PayPal, dépôt bancaire ou espèces en boutique. Paiement avant livraison.`,
  intro: "Tous les prix sont en francs CFA (XAF). Le paiement se fait avant la livraison : nous ne proposons pas de paiement à la livraison.",
  sections: [
    {
      id: "options",
      heading: "Six façons de payer",
      blocks: [
        {
          kind: "cards",
          items: [
            {
              title: "MTN Mobile Money",
              text: "Saisissez votre numéro MTN (237 suivi de 9 chiffres commençant par 6), puis validez la demande de retrait sur votre téléphone avec votre code secret, ou composez *126# si elle ne s'affiche pas.",
            },
            {
              title: "Orange Money",
              text: "Saisissez votre numéro Orange (237 suivi de 9 chiffres commençant par 6), puis confirmez le paiement sur votre téléphone avec votre code secret.",
            },
            {
              title: "Carte bancaire",
              text: "Visa ou Mastercard, par notre prestataire de paiement sécurisé. Votre numéro de carte ne passe jamais par nos serveurs.",
            },
            {
              title: "PayPal",
              text: `Débité en euros au taux fixe de 1 € = ${eurRate} FCFA, arrondi au centime : ${money(25000)} font ${inEuros(25000)}. Le montant en euros s'affiche avant de payer.`,
            },
            {
              title: "Dépôt bancaire",
              text: "La commande est enregistrée sans paiement et les coordonnées bancaires vous sont communiquées à la commande. Envoyez-nous le reçu du dépôt avec la référence de la commande.",
            },
            {
              title: "Espèces en boutique",
              text: `La commande est enregistrée sans paiement ; réglez-la en boutique, à ${details.address.district}, du lundi au samedi de 9 h à 18 h (GMT+1).`,
            },
          ],
        },
      ],
    },
    {
      id: "saved-orders",
      heading: "Commandes enregistrées sans paiement",
      blocks: [
        {
          kind: "paragraph",
          text: `Avec le dépôt bancaire ou les espèces, vous recevez un e-mail de confirmation de commande. Nous réservons vos articles pendant ${policy.unpaidHoldWorkingDays} jours ouvrés ; la commande est préparée dès que le paiement est reçu. Passé ce délai, une commande non réglée peut être annulée.`,
        },
      ],
    },
    {
      id: "international",
      heading: "Livraison internationale",
      blocks: [
        {
          kind: "paragraph",
          text: "Les frais du coursier dépendent du poids : nous vous envoyons un devis par e-mail après confirmation de la commande, et le colis part dès que ce devis est payé.",
        },
      ],
    },
    {
      id: "refund-fees",
      heading: "Frais de retrait et de remboursement",
      blocks: [
        {
          kind: "paragraph",
          text: "Les frais de retrait et de remboursement (frais Mobile Money, bancaires ou PayPal) sont à la charge du client. En cas de remboursement, ils sont déduits du montant remboursé.",
        },
      ],
    },
    {
      id: "security",
      heading: "Sécurité",
      blocks: [
        {
          kind: "list",
          items: [
            "Nous ne vous demanderons jamais votre code secret Mobile Money, ni par téléphone ni par message.",
            "Les paiements par carte et PayPal se font chez ces prestataires : nous ne voyons ni ne gardons vos données de carte.",
            "Un doute sur une demande de paiement ? Ne validez pas, et [contactez-nous](/contact).",
          ],
        },
      ],
    },
  ],
});

export default paymentMethods;
