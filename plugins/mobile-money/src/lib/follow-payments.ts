import { captureProgress, followPaymentSessions, ordersOfCollections } from "@dreamshade/payment-kit"
import type { MedusaContainer } from "@medusajs/framework/types"
import { PaymentSessionStatus } from "@medusajs/framework/utils"
import { confirmMobileMoneySession, isMobileMoneyProvider, MOBILE_MONEY_IDENTIFIERS, type Confirmation } from "./confirm-payment"

/** Payments older than this are no longer awaited: the operators expire a push within minutes. */
const FOLLOW_FOR_MS = 2 * 86_400_000

/**
 * Asks the operator about every awaited mobile-money payment, and captures every one authorized
 * but not captured, or whose capture a stop cut short; answers each session's outcome.
 */
export function followPendingPayments(container: MedusaContainer, now = new Date()): Promise<Record<string, Confirmation>> {
  return followPaymentSessions(container, {
    label: "Mobile-money payment",
    filters: {
      status: [PaymentSessionStatus.PENDING_AUTHORIZATION, PaymentSessionStatus.AUTHORIZED],
      created_at: { $gte: new Date(now.getTime() - FOLLOW_FOR_MS) },
      // Offline payments stay authorized for days: only ours.
      $or: MOBILE_MONEY_IDENTIFIERS.map((identifier) => ({ provider_id: { $like: `pp_${identifier}_%` } })),
    },
    // Awaited, or authorized but not (fully) captured: the server stopped during the capture.
    keep: async (sessions) => {
      const followed = sessions.filter((session) => isMobileMoneyProvider(session.provider_id))
      const orders = await ordersOfCollections(container, followed.flatMap((session) => session.payment?.payment_collection?.id ?? []))
      return followed.filter((session) => {
        if (session.status === PaymentSessionStatus.PENDING_AUTHORIZATION) return true
        if (!session.payment) return false
        return captureProgress(session.payment, orders.get(session.payment.payment_collection?.id ?? "")?.refs ?? null) !== "done"
      })
    },
    confirm: confirmMobileMoneySession,
  })
}
