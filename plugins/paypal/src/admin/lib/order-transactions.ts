// No server-side imports here: the Admin widget reads this file in the browser.
import { type OrderWithSessions, sessionsMadeBy } from "@dreamshade/payment-kit/admin"
import { isPayPalTransaction, type PayPalTransaction } from "../../lib/transaction"

/** The identifier of the PayPal provider (`pp_paypal_{id}`). */
const PAYPAL_IDENTIFIER = "paypal"

/**
 * The order's PayPal transactions, for staff. A session counts only when the PayPal provider made
 * it (its `provider_id`), never by the look of its data: a shopper could once give another
 * provider's session data shaped like a completed PayPal payment. Each row holds only the fields
 * the provider writes.
 */
export function payPalRowsOf(order: OrderWithSessions): PayPalTransaction[] {
  return sessionsMadeBy(order, [PAYPAL_IDENTIFIER]).flatMap(({ session }) => {
      const data = session.data
      if (!isPayPalTransaction(data)) return []
      const row: PayPalTransaction = {
        gateway: data.gateway,
        session_id: data.session_id,
        order_id: data.order_id,
        approve_url: data.approve_url,
        status: data.status,
        reason: data.reason ?? null,
        amount_xaf: String(data.amount_xaf ?? ""),
        amount_eur: String(data.amount_eur ?? ""),
        currency: data.currency,
        attempt: data.attempt,
        capture_id: data.capture_id ?? null,
        captured_amount: data.captured_amount ?? null,
        captured_currency: data.captured_currency ?? null,
        created_at: data.created_at,
        captured_at: data.captured_at ?? null,
        history: Array.isArray(data.history) ? data.history : [],
        refunds: Array.isArray(data.refunds) ? data.refunds : [],
        shop_order_id: data.shop_order_id ?? null,
      }
      return [row]
    })
}
