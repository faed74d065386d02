// No server-side imports here: the Admin widget reads this file in the browser.
/**
 * What a PayPal payment keeps in its Medusa payment session's `data` (and its payment's): the
 * PayPal order, its capture, both amounts, the history and the refunds. Read by the storefront's
 * return page and by staff.
 */
export type PayPalStatus =
  /** The PayPal order exists; the shopper has not approved it (or must approve again). */
  | "created"
  /** Captured, but PayPal holds the money for review: awaited (a webhook or the job confirms). */
  | "pending"
  | "completed"
  /** The capture was refused (`INSTRUMENT_DECLINED`…): the shopper approves again. */
  | "declined"
  /** PayPal captured another amount or currency than asked: nothing is marked paid. */
  | "held"
  | "failed"
  | "canceled"

export interface PayPalRefund {
  id: string
  status: string
  amount_xaf: string
  amount_eur: string
  at: string
}

export interface PayPalTransaction {
  gateway: "paypal"
  /** Our payment session: PayPal's `custom_id`. */
  session_id: string
  order_id: string
  /** Where the shopper approves (PayPal's `payer-action` / `approve` link). */
  approve_url: string
  status: PayPalStatus
  /** PayPal's reason (`INSTRUMENT_DECLINED`, a capture's `status_details.reason`) or `AMOUNT_MISMATCH`. */
  reason: string | null
  /** What the shop charges, in francs ("7500"), and what PayPal is asked, in euros ("11.43"). */
  amount_xaf: string
  amount_eur: string
  currency: "EUR"
  /** Raised each time the shopper is sent back to approve: a new capture request id. */
  attempt: number
  capture_id: string | null
  /** What PayPal says it captured ("11.43" EUR), once it says so. */
  captured_amount: string | null
  captured_currency: string | null
  created_at: string
  captured_at: string | null
  history: { at: string; status: PayPalStatus; reason: string | null }[]
  refunds: PayPalRefund[]
  /** Set when an order is paid again from its page (not at checkout): PayPal sends the shopper back there. */
  shop_order_id?: string | null
}

export function isPayPalTransaction(data: unknown): data is PayPalTransaction {
  const value = data as Partial<PayPalTransaction> | null
  return Boolean(value && value.gateway === "paypal" && typeof value.order_id === "string")
}

/** The transaction moved to `status` (history kept); unchanged when it already is there. */
export function withStatus(transaction: PayPalTransaction, status: PayPalStatus, reason: string | null = null, at = new Date()): PayPalTransaction {
  if (transaction.status === status && transaction.reason === reason) return transaction
  return { ...transaction, status, reason, history: [...transaction.history, { at: at.toISOString(), status, reason }] }
}
