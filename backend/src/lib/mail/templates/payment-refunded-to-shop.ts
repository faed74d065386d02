import { formatXaf } from "@dreamshade/contracts"
import { z } from "@medusajs/framework/zod"
import { defineMailTemplate, signature } from "./template"

/**
 * To the shop: a second card payment reached an order already paid (or cancelled) and was refunded
 * at once (docs/decisions/026). Staff check the refund in the Admin and may tell the shopper.
 */
export const paymentRefundedToShop = defineMailTemplate({
  data: z.object({
    order_reference: z.number().int(),
    amount: z.number().nonnegative(),
    reason: z.enum(["already_paid", "cancelled"]),
    payment_id: z.string().min(1),
    kept_payment_id: z.string().nullish(),
    admin_link: z.string().url(),
  }),
  content: (data, locale) => {
    const en = locale === "en"
    const amount = formatXaf(data.amount, locale)
    const why =
      data.reason === "cancelled"
        ? en
          ? "The order had been cancelled."
          : "La commande avait été annulée."
        : en
          ? `The order was already paid (payment ${data.kept_payment_id ?? "?"} is kept).`
          : `La commande était déjà payée (le paiement ${data.kept_payment_id ?? "?"} est conservé).`
    return {
      subject: en ? `Order no. ${data.order_reference}: a second card payment was refunded` : `Commande n° ${data.order_reference} : un second paiement par carte a été remboursé`,
      greeting: en ? "Hello," : "Bonjour,",
      paragraphs: [
        en
          ? `A card payment of ${amount} reached order no. ${data.order_reference} through Stripe. ${why}`
          : `Un paiement par carte de ${amount} est arrivé par Stripe pour la commande n° ${data.order_reference}. ${why}`,
        en
          ? `It was refunded in full at Stripe automatically (payment ${data.payment_id}); the refund shows on the order.`
          : `Il a été remboursé en totalité chez Stripe automatiquement (paiement ${data.payment_id}) ; le remboursement figure sur la commande.`,
      ],
      action: { label: en ? "Open the order in the Admin" : "Ouvrir la commande dans l'Admin", url: data.admin_link },
      afterAction: [
        en
          ? "Nothing else is needed; you may tell the shopper that the second charge will come back to their card."
          : "Rien d'autre n'est nécessaire ; vous pouvez dire à la cliente ou au client que le second débit reviendra sur sa carte.",
      ],
      signature: signature(locale),
    }
  },
})
