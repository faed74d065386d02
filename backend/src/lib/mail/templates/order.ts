import { z } from "@medusajs/framework/zod"
import type { MailLocale } from "../locale"
import { formatXaf } from "@dreamshade/contracts"
import { defineMailTemplate, greeting, signature } from "./template"

const firstName = z.string().trim().max(100).nullish()
const displayId = z.union([z.number().int(), z.string().min(1)])
const amount = z.number().finite().nonnegative()

export const PAYMENT_MODES = ["mtn_momo", "orange_money", "card", "paypal", "bank_deposit", "cash_at_shop"] as const

const PAYMENT_MODE_NAMES: Record<(typeof PAYMENT_MODES)[number], Record<MailLocale, string>> = {
  mtn_momo: { fr: "MTN Mobile Money", en: "MTN Mobile Money" },
  orange_money: { fr: "Orange Money", en: "Orange Money" },
  card: { fr: "carte bancaire", en: "card" },
  paypal: { fr: "PayPal", en: "PayPal" },
  bank_deposit: { fr: "dépôt bancaire", en: "bank deposit" },
  cash_at_shop: { fr: "espèces en boutique", en: "cash at the shop" },
}

const instructions = z.object({
  bank: z.object({ bank_name: z.string(), account_name: z.string(), account_number: z.string() }).optional(),
  shop: z.object({ address: z.string(), hours: z.string() }).optional(),
})

/** Sent when an order is placed: the lines, the totals and, when unpaid, how to pay. */
export const orderPlaced = defineMailTemplate({
  data: z.object({
    first_name: firstName,
    display_id: displayId,
    payment_mode: z.enum(PAYMENT_MODES),
    paid: z.boolean(),
    lines: z.array(z.object({ title: z.string(), quantity: z.number().int().positive(), total: amount })).min(1),
    discount_total: amount.default(0),
    /** `null`: international courier, quoted after confirmation. */
    delivery_fee: amount.nullable(),
    total: amount,
    link: z.string().url(),
    instructions: instructions.optional(),
  }),
  content: (data, locale) => {
    const price = (value: number) => formatXaf(value, locale)
    const en = locale === "en"
    const lines = data.lines.map((line) => `${line.quantity} × ${line.title}: ${price(line.total)}`)
    const delivery =
      data.delivery_fee === null
        ? en ? "Delivery: international courier, quoted after confirmation" : "Livraison : coursier international, sur devis après confirmation"
        : `${en ? "Delivery" : "Livraison"}${en ? ":" : " :"} ${price(data.delivery_fee)}`
    const totals = [
      ...(data.discount_total > 0 ? [`${en ? "Discount:" : "Remise :"} −${price(data.discount_total)}`] : []),
      delivery,
      `${en ? "Total:" : "Total :"} ${price(data.total)}`,
    ]
    const mode = PAYMENT_MODE_NAMES[data.payment_mode][locale]
    const paymentNote = data.paid
      ? en ? `Paid by ${mode}. A confirmation has been recorded.` : `Payé par ${mode}. Le paiement est enregistré.`
      : en
        ? `Your order is saved without payment (${mode}). We prepare it as soon as the payment reaches us.`
        : `Votre commande est enregistrée sans paiement (${mode}). Nous la préparons dès réception du paiement.`
    return {
      subject: en ? `Your order no. ${data.display_id}` : `Votre commande n° ${data.display_id}`,
      greeting: greeting(locale, data.first_name),
      paragraphs: [
        en ? `Thank you for your order no. ${data.display_id}.` : `Merci pour votre commande n° ${data.display_id}.`,
        lines.join("\n"),
        totals.join("\n"),
        paymentNote,
        ...paymentInstructions(data.instructions, data.display_id, locale),
      ],
      action: { label: en ? "See my order" : "Voir ma commande", url: data.link },
      signature: signature(locale),
    }
  },
})

function paymentInstructions(given: z.infer<typeof instructions> | undefined, displayId: string | number, locale: MailLocale): string[] {
  const en = locale === "en"
  const out: string[] = []
  if (given?.bank) {
    const { bank_name, account_name, account_number } = given.bank
    out.push(
      en
        ? `Bank deposit: ${bank_name}, account holder ${account_name}, account number ${account_number}. Write "Order ${displayId}" as the reference.`
        : `Dépôt bancaire : ${bank_name}, titulaire ${account_name}, numéro de compte ${account_number}. Indiquez « Commande ${displayId} » en référence.`
    )
  }
  if (given?.shop) {
    out.push(
      en
        ? `Cash at the shop: ${given.shop.address}, ${given.shop.hours}.`
        : `Espèces en boutique : ${given.shop.address}, ${given.shop.hours}.`
    )
  }
  return out
}

export const ORDER_STATUSES = ["validated", "shipping", "delivered", "cancelled"] as const

const STATUS_TEXT: Record<(typeof ORDER_STATUSES)[number], Record<MailLocale, { subject: string; body: string }>> = {
  validated: {
    fr: { subject: "est validée", body: "Votre paiement est reçu et votre commande est validée. Nous la préparons." },
    en: { subject: "is validated", body: "Your payment has arrived and your order is validated. We are preparing it." },
  },
  shipping: {
    fr: { subject: "est en route", body: "Votre commande a quitté la boutique et arrive bientôt." },
    en: { subject: "is on its way", body: "Your order has left the shop and will reach you soon." },
  },
  delivered: {
    fr: { subject: "est livrée", body: "Votre commande est livrée. Merci de votre confiance !" },
    en: { subject: "has been delivered", body: "Your order has been delivered. Thank you for shopping with us!" },
  },
  cancelled: {
    fr: { subject: "est annulée", body: "Votre commande a été annulée. Pour toute question, contactez-nous." },
    en: { subject: "has been cancelled", body: "Your order has been cancelled. If you have a question, contact us." },
  },
}

/** Sent when staff move an order along (payment received, shipped, delivered, cancelled). */
export const orderStatusChanged = defineMailTemplate({
  data: z.object({ first_name: firstName, display_id: displayId, status: z.enum(ORDER_STATUSES), link: z.string().url() }),
  content: (data, locale) => {
    const text = STATUS_TEXT[data.status][locale]
    const en = locale === "en"
    return {
      subject: en ? `Your order no. ${data.display_id} ${text.subject}` : `Votre commande n° ${data.display_id} ${text.subject}`,
      greeting: greeting(locale, data.first_name),
      paragraphs: [text.body],
      action: { label: en ? "See my order" : "Voir ma commande", url: data.link },
      signature: signature(locale),
    }
  },
})

/** Sent when staff enter the international courier's quote for an order. */
export const shippingQuote = defineMailTemplate({
  data: z.object({ first_name: firstName, display_id: displayId, amount, link: z.string().url() }),
  content: (data, locale) => {
    const en = locale === "en"
    const price = formatXaf(data.amount, locale)
    return {
      subject: en ? `Delivery quote for order no. ${data.display_id}` : `Devis de livraison pour la commande n° ${data.display_id}`,
      greeting: greeting(locale, data.first_name),
      paragraphs: [
        en
          ? `The international courier delivery of your order no. ${data.display_id} costs ${price}.`
          : `La livraison par coursier international de votre commande n° ${data.display_id} coûte ${price}.`,
        en
          ? "Pay it from your order page, with the payment mode of your choice. We hand your parcel to the courier once the payment has arrived."
          : "Réglez-la depuis la page de votre commande, avec le mode de paiement de votre choix. Nous remettons votre colis au coursier dès réception du paiement.",
      ],
      action: { label: en ? "Pay the delivery" : "Payer la livraison", url: data.link },
      signature: signature(locale),
    }
  },
})
