import type { OrderUpdate, WhatsAppLocale } from "./templates"
import type { WhatsAppPluginOptions } from "./plugin-options"

/** `whatsapp-placed:order_1`: one message per order and update (the Notification module's unique key). */
export function updateKey(update: OrderUpdate, orderId: string): string {
  return `whatsapp-${update}:${orderId}`
}

/** The order page on the storefront, where every message leads. */
export function orderPageLink(storefrontUrl: string, orderId: string): string {
  return `${storefrontUrl.replace(/\/+$/, "")}/dashboard/orders/${encodeURIComponent(orderId)}`
}

const AWAITING: Record<WhatsAppLocale, string> = {
  fr: "Nous vous écrirons ici dès réception du paiement.",
  en: "We will write to you here as soon as the payment is received.",
}
const PAID: Record<WhatsAppLocale, string> = { fr: "Paiement reçu.", en: "Payment received." }

/**
 * The "placed" message's payment sentence: the bank account or the shop's address and hours for an
 * unpaid offline order (bank deposit, cash at the shop), otherwise whether the payment is in.
 */
export function paymentSentence(
  providerId: string | null,
  paid: boolean,
  locale: WhatsAppLocale,
  options: WhatsAppPluginOptions
): string {
  if (paid) return PAID[locale]
  if (providerId?.includes("bank-deposit") && options.bankDeposit) return options.bankDeposit[locale]
  if (providerId?.includes("cash-at-shop") && options.cashAtShop) return options.cashAtShop[locale]
  return AWAITING[locale]
}
