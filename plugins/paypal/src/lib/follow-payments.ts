import { followPaymentSessions } from "@dreamshade/payment-kit"
import type { MedusaContainer } from "@medusajs/framework/types"
import { PaymentSessionStatus } from "@medusajs/framework/utils"
import { confirmPayPalSession, PAYPAL_PROVIDER_ID, type Confirmation } from "./confirm-payment"

/** PayPal reviews a pending capture within days: followed that long. */
const FOLLOW_FOR_MS = 7 * 86_400_000

/** Asks PayPal about every order placed with its capture awaited (PENDING at PayPal); answers each outcome. */
export function followPendingPayPalPayments(container: MedusaContainer, now = new Date()): Promise<Record<string, Confirmation>> {
  return followPaymentSessions(container, {
    label: "PayPal payment",
    filters: {
      provider_id: PAYPAL_PROVIDER_ID,
      status: PaymentSessionStatus.PENDING_AUTHORIZATION,
      created_at: { $gte: new Date(now.getTime() - FOLLOW_FOR_MS) },
    },
    // A held payment waits for staff: asking PayPal again would not change the amount.
    keep: (sessions) => sessions.filter((session) => session.data?.status === "pending"),
    confirm: confirmPayPalSession,
  })
}
