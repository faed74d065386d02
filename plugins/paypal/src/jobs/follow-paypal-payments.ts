import type { MedusaContainer } from "@medusajs/framework/types"
import { followPendingPayPalPayments } from "../lib/follow-payments"

/** Every five minutes: PayPal's pending captures (its webhook is retried, this is the safety net after a restart). */
export default async function followPayPalPayments(container: MedusaContainer) {
  await followPendingPayPalPayments(container)
}

export const config = { name: "follow-paypal-payments", schedule: "*/5 * * * *" }
