import type { PageContent } from "~/components/pages/content";

const faq: PageContent = ({ shopName, money, inEuros, eurRate, policy, phone }) => ({
  title: "Questions fréquentes",
  description: `Les réponses aux questions les plus posées sur ${shopName} : commande, compte, paiement, livraison, retours et remboursements.`,
  intro: "Vous ne trouvez pas votre réponse ? Écrivez-nous depuis la page [Contact](/contact).",
  sections: [
    {
      id: "general",
      heading: "Questions générales",
      blocks: [
        {
          kind: "questions",
          items: [
            {
              question: "Vos produits sont-ils authentiques ?",
              answer: [
                "Oui. Nous achetons directement auprès des marques ou de leurs distributeurs agréés, et nous vérifions les dates de péremption avant chaque envoi.",
              ],
            },
            {
              question: "Faut-il un compte pour commander ?",
              answer: [
                "Oui, pour commander en ligne : le compte garde vos adresses et vos commandes. Vous préférez ne pas en créer ? Commandez directement auprès de la boutique, par téléphone, WhatsApp ou en boutique (voir [Contact](/contact)).",
              ],
            },
            {
              question: "Où se trouve la boutique et quand est-elle ouverte ?",
              answer: [
                "À Akwa, Douala. Elle est ouverte du lundi au samedi, de 9 h à 18 h (GMT+1). L'adresse exacte est sur la page [Contact](/contact).",
              ],
            },
            {
              question: "Comment choisir un produit adapté à ma peau ?",
              answer: [
                "Dans la [boutique](/shop), filtrez par type de peau (normale, sèche, grasse, mixte ou sensible) et lisez le mode d'emploi de chaque produit. En cas de doute, demandez-nous conseil avant d'acheter.",
              ],
            },
            {
              question: "Le site est-il disponible en anglais ?",
              answer: ["Oui. Choisissez FR ou EN en haut de chaque page ; votre choix est retenu pour vos prochaines visites."],
            },
          ],
        },
      ],
    },
    {
      id: "payment",
      heading: "Paiement",
      blocks: [
        {
          kind: "questions",
          items: [
            {
              question: "Quels moyens de paiement acceptez-vous ?",
              answer: [
                "MTN Mobile Money, Orange Money, carte bancaire, PayPal, dépôt bancaire et espèces en boutique. Tous les détails sont dans [Moyens de paiement](/payment-methods).",
              ],
            },
            {
              question: "Puis-je payer à la livraison ?",
              answer: [
                "Non. Le paiement se fait toujours avant la livraison : nous ne proposons pas de paiement à la livraison, quel que soit le montant.",
              ],
            },
            {
              question: "Comment valider un paiement Mobile Money ?",
              answer: [
                "Saisissez votre numéro (237 suivi de 9 chiffres commençant par 6), puis validez la demande de retrait qui s'affiche sur votre téléphone avec votre code secret. Avec MTN, si rien ne s'affiche, composez *126# pour approuver le paiement en attente.",
              ],
            },
            {
              question: "Pourquoi PayPal affiche-t-il un montant en euros ?",
              answer: [
                `PayPal ne prend pas le franc CFA : nous convertissons au taux fixe de 1 € = ${eurRate} FCFA, arrondi au centime. Par exemple, ${money(10000)} font ${inEuros(10000)}. Le montant en euros s'affiche avant que vous payiez.`,
              ],
            },
            {
              question: "Comment payer par dépôt bancaire ou en espèces ?",
              answer: [
                `Choisissez ce mode à la commande : elle est enregistrée sans paiement et vous recevez un e-mail de confirmation. Les coordonnées bancaires vous sont communiquées à la commande. Nous réservons vos articles ${policy.unpaidHoldWorkingDays} jours ouvrés ; la préparation commence dès réception du paiement.`,
              ],
            },
          ],
        },
      ],
    },
    {
      id: "orders-returns",
      heading: "Commandes et retours",
      blocks: [
        {
          kind: "questions",
          items: [
            {
              question: "Combien coûte la livraison ?",
              answer: [
                `${money(policy.delivery.douala)} à Douala, ${money(policy.delivery.cameroon)} ailleurs au Cameroun, et gratuit si vous retirez votre commande en boutique. À l'international, le coursier facture selon le poids : nous vous envoyons un devis après confirmation de la commande. Voir le [guide de livraison](/shipping-guide).`,
              ],
            },
            {
              question: "En combien de temps suis-je livré ?",
              answer: [
                `Sous ${policy.delivery.workingDays} jours ouvrés une fois la commande confirmée (paiement reçu et commande validée), au Cameroun. À l'international, le délai dépend du coursier et vous est donné avec le devis.`,
              ],
            },
            {
              question: "Comment suivre ma commande ?",
              answer: [
                "Depuis votre compte : chaque commande affiche son statut (en attente, validée, en livraison, livrée ou annulée). Nous vous écrivons aussi par e-mail à chaque étape importante.",
              ],
            },
            {
              question: "Puis-je annuler ma commande ?",
              answer: [
                "Oui, tant qu'elle n'a pas été expédiée : contactez-nous avec la référence de la commande. Si vous avez déjà payé, nous vous remboursons ; les frais de retrait et de remboursement restent à votre charge.",
              ],
            },
            {
              question: "Puis-je retourner un produit ?",
              answer: [
                `Oui, dans les ${policy.returnDays} jours suivant la livraison, si le produit n'a pas été ouvert et que son emballage est intact. Pour des raisons d'hygiène, un cosmétique ouvert ou descellé ne peut être ni repris ni échangé, sauf s'il est défectueux.`,
                `Un article abîmé, erroné ou manquant ? Signalez-le sous ${policy.reportIssueHours} heures après la livraison, avec des photos : nous le remplaçons ou vous remboursons.`,
              ],
            },
            {
              question: "Comment suis-je remboursé ?",
              answer: [
                `Par le moyen utilisé pour payer lorsque c'est possible, sous ${policy.refundDays} jours après réception du produit retourné. Les frais de retrait et de remboursement (frais Mobile Money, bancaires ou PayPal) sont à la charge du client et déduits du montant remboursé.`,
              ],
            },
            {
              question: "Je n'ai pas de compte : comment commander ?",
              answer: [`Appelez-nous ou écrivez-nous sur WhatsApp au ${phone}, ou passez en boutique : nous enregistrons la commande pour vous.`],
            },
          ],
        },
      ],
    },
  ],
});

export default faq;
