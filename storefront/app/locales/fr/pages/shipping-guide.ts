import type { PageContent } from "~/components/pages/content";

const shippingGuide: PageContent = ({ shopName, money, policy, details }) => ({
  title: "Guide de livraison",
  description: `Livraison ${shopName} : ${money(policy.delivery.douala)} à Douala, ${money(policy.delivery.cameroon)} ailleurs au Cameroun, retrait gratuit en boutique, envoi international sur devis.`,
  intro: `Nous livrons à Douala, partout au Cameroun et à l'international. Au Cameroun, la livraison se fait sous ${policy.delivery.workingDays} jours ouvrés une fois la commande confirmée.`,
  sections: [
    {
      id: "rates",
      heading: "Tarifs au Cameroun",
      blocks: [
        {
          kind: "facts",
          items: [
            { term: "Douala", detail: money(policy.delivery.douala) },
            { term: "Ailleurs au Cameroun", detail: money(policy.delivery.cameroon) },
            { term: `Retrait en boutique (${details.address.district}, Douala)`, detail: "Gratuit" },
          ],
        },
        {
          kind: "paragraph",
          text: "Le tarif dépend de la ville de votre adresse de livraison et s'affiche avant le paiement. Il s'applique par commande, quel que soit le nombre d'articles.",
        },
      ],
    },
    {
      id: "delay",
      heading: "Délais",
      blocks: [
        {
          kind: "paragraph",
          text: `Sous ${policy.delivery.workingDays} jours ouvrés (du lundi au samedi, hors jours fériés) à partir de la confirmation de la commande, c'est-à-dire une fois le paiement reçu et la commande validée par l'équipe.`,
        },
      ],
    },
    {
      id: "pickup",
      heading: "Retrait en boutique",
      blocks: [
        {
          kind: "paragraph",
          text: "Gratuit. Nous vous prévenons dès que votre commande est prête ; passez la chercher du lundi au samedi, de 9 h à 18 h (GMT+1), avec la référence de la commande. L'adresse est sur la page [Contact](/contact).",
        },
      ],
    },
    {
      id: "international",
      heading: "Livraison internationale",
      blocks: [
        {
          kind: "list",
          items: [
            "Envoi par coursier international ; le prix dépend du poids du colis.",
            "Vous passez commande, puis nous vous envoyons le devis par e-mail après confirmation.",
            "Le colis part dès que le devis est payé ; le délai du coursier vous est indiqué avec le devis.",
            "Les droits de douane et taxes du pays de destination sont à la charge du destinataire.",
          ],
        },
      ],
    },
    {
      id: "tracking",
      heading: "Suivi",
      blocks: [
        {
          kind: "paragraph",
          text: "Le statut de chaque commande (en attente, validée, en livraison, livrée) est visible dans votre compte, et nous vous écrivons par e-mail à chaque étape importante.",
        },
      ],
    },
    {
      id: "receipt",
      heading: "À la réception",
      blocks: [
        {
          kind: "paragraph",
          text: `Vérifiez votre colis. Un article abîmé, erroné ou manquant ? Signalez-le sous ${policy.reportIssueHours} heures, photos à l'appui, depuis la page [Contact](/contact). Les retours sont décrits dans nos [conditions générales de vente](/terms-and-condition).`,
        },
      ],
    },
  ],
});

export default shippingGuide;
