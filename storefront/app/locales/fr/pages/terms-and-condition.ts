import type { PageContent } from "~/components/pages/content";

const termsAndCondition: PageContent = ({ shopName, money, eurRate, policy, details }) => ({
  title: "Conditions générales de vente",
  description: `Les conditions de vente de ${shopName} : commande, prix, paiement avant livraison, livraison, annulation, retours et remboursements.`,
  intro: `Ces conditions s'appliquent à toute commande passée auprès de ${shopName}, boutique de beauté et de cosmétiques située à ${details.address.district}, ${details.address.city} (Cameroun).`,
  updated: "2026-11-22",
  sections: [
    {
      id: "orders",
      heading: "Commandes",
      blocks: [
        {
          kind: "list",
          items: [
            "Une commande en ligne nécessite un compte client. Sans compte, vous pouvez commander directement auprès de la boutique.",
            "La commande est confirmée lorsque son paiement est reçu et que la boutique l'a validée ; vous en êtes informé par e-mail.",
            "Nous pouvons refuser ou annuler une commande en cas de rupture de stock, d'erreur manifeste de prix ou de suspicion de fraude ; tout montant payé est alors remboursé.",
          ],
        },
      ],
    },
    {
      id: "prices",
      heading: "Prix",
      blocks: [
        {
          kind: "paragraph",
          text: "Les prix sont indiqués en francs CFA (XAF). Le prix applicable est celui affiché au moment de la commande ; les frais de livraison s'ajoutent et sont affichés avant le paiement. Un prix promotionnel est valable jusqu'à la date de fin indiquée.",
        },
      ],
    },
    {
      id: "payment",
      heading: "Paiement",
      blocks: [
        {
          kind: "list",
          items: [
            "Moyens acceptés : MTN Mobile Money, Orange Money, carte bancaire, PayPal, dépôt bancaire et espèces en boutique.",
            "Le paiement intervient avant la livraison. Le paiement à la livraison n'est pas accepté.",
            `PayPal débite en euros au taux fixe de 1 € = ${eurRate} FCFA, arrondi au centime.`,
            `Une commande enregistrée sans paiement (dépôt bancaire, espèces) est réservée ${policy.unpaidHoldWorkingDays} jours ouvrés ; non réglée dans ce délai, elle peut être annulée.`,
          ],
        },
      ],
    },
    {
      id: "delivery",
      heading: "Livraison",
      blocks: [
        {
          kind: "list",
          items: [
            `Frais : ${money(policy.delivery.douala)} à Douala, ${money(policy.delivery.cameroon)} ailleurs au Cameroun, gratuit en retrait à la boutique.`,
            `Délai : sous ${policy.delivery.workingDays} jours ouvrés après confirmation de la commande, au Cameroun.`,
            "International : par coursier, prix selon le poids, devis envoyé après confirmation et payé avant l'expédition. Les droits et taxes d'importation sont à la charge du destinataire.",
            `Vérifiez le colis à la réception et signalez tout article abîmé, erroné ou manquant sous ${policy.reportIssueHours} heures.`,
          ],
        },
        { kind: "paragraph", text: "Détails pratiques : [guide de livraison](/shipping-guide)." },
      ],
    },
    {
      id: "cancellation",
      heading: "Annulation",
      blocks: [
        {
          kind: "paragraph",
          text: "Vous pouvez annuler une commande tant qu'elle n'a pas été expédiée, en contactant la boutique avec sa référence. Un paiement déjà reçu est remboursé, déduction faite des frais de retrait et de remboursement.",
        },
      ],
    },
    {
      id: "returns",
      heading: "Retours et remboursements",
      blocks: [
        {
          kind: "list",
          items: [
            `Un produit non ouvert, dans son emballage d'origine intact, peut être retourné dans les ${policy.returnDays} jours suivant la livraison. Contactez-nous avant de le renvoyer.`,
            "Pour des raisons d'hygiène, un cosmétique ouvert, descellé ou utilisé n'est ni repris ni échangé, sauf s'il est défectueux.",
            "Les frais de retour sont à la charge du client, sauf si l'article livré est abîmé, erroné ou défectueux.",
            `Le remboursement est effectué sous ${policy.refundDays} jours après réception et vérification du produit, par le moyen utilisé pour payer lorsque c'est possible. Les frais de livraison initiaux ne sont remboursés que si l'erreur vient de nous.`,
            "Les frais de retrait et de remboursement (frais Mobile Money, bancaires ou PayPal) sont à la charge du client et déduits du montant remboursé.",
          ],
        },
      ],
    },
    {
      id: "products",
      heading: "Produits",
      blocks: [
        {
          kind: "paragraph",
          text: "Les photos et descriptions sont aussi fidèles que possible ; une teinte peut varier légèrement selon l'écran. Lisez la composition avant usage et faites un test sur une petite zone de peau en cas de peau sensible ou d'allergie connue.",
        },
      ],
    },
    {
      id: "law",
      heading: "Droit applicable et litiges",
      blocks: [
        {
          kind: "paragraph",
          text: `Ces conditions sont régies par le droit camerounais. En cas de désaccord, contactez-nous d'abord : nous cherchons toujours une solution amiable. À défaut, les tribunaux de Douala sont compétents. Contact : [${details.email}](mailto:${details.email}).`,
        },
      ],
    },
  ],
});

export default termsAndCondition;
