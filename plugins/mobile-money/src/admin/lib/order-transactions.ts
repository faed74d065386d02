// No server-side imports here: the Admin widget reads this file in the browser.
import { type OrderWithSessions, sessionsMadeBy } from "@dreamshade/payment-kit/admin"
import { isTransaction, type MobileMoneyTransaction } from "../../lib/transaction"

export type TransactionRow = MobileMoneyTransaction & { session_id: string }

/** The operator whose transactions each provider writes, by the provider's identifier (`pp_{identifier}_{id}`). */
const OPERATOR_OF_PROVIDER: Record<string, MobileMoneyTransaction["gateway"]> = { "mtn-momo": "mtn", "orange-money": "orange" }

/**
 * The order's mobile-money transactions, for staff. A session counts only when the MTN or Orange
 * provider made it (its `provider_id`), never by the look of its data: a shopper could once give a
 * bank-deposit session data shaped like a paid MTN transaction. Each row holds only the fields
 * the provider writes.
 */
export function mobileMoneyRowsOf(order: OrderWithSessions): TransactionRow[] {
  return sessionsMadeBy(order, Object.keys(OPERATOR_OF_PROVIDER)).flatMap(({ session, identifier }) => {
      const operator = OPERATOR_OF_PROVIDER[identifier]
      const data = session.data
      if (!operator || !isTransaction(data) || data.gateway !== operator) return []
      const row: TransactionRow = {
        session_id: session.id,
        gateway: data.gateway,
        via: data.via,
        reference: data.reference,
        operator_reference: data.operator_reference ?? null,
        phone: String(data.phone ?? ""),
        status: data.status,
        reason: data.reason ?? null,
        amount: String(data.amount ?? ""),
        currency: String(data.currency ?? ""),
        confirmed_amount: data.confirmed_amount ?? null,
        requested_at: data.requested_at ?? null,
        history: Array.isArray(data.history) ? data.history : [],
        refunds: Array.isArray(data.refunds) ? data.refunds : [],
      }
      return [row]
    })
}
