// No server-side imports here: the Admin widget reads this file in the browser.
/**
 * What a mobile-money payment keeps in its Medusa payment session's `data` (and its payment's):
 * one shape for every gateway, read by the storefront's "payment in progress" page and by staff.
 */
/** How the payment reached the operator: its own API, or the Notch Pay aggregator. */
export type GatewayChoice = "operator" | "notchpay"

export type TransactionStatus = "created" | "pending" | "successful" | "failed" | "expired" | "held"

export interface MobileMoneyTransaction {
  gateway: "mtn" | "orange"
  /** Absent on payments made before Notch Pay was offered: the operator's own API. */
  via?: GatewayChoice
  /** Ours (a UUID): the operator's `externalId` / `orderId`, MTN's `X-Reference-Id`, Notch Pay's `reference`. */
  reference: string
  /** What the gateway follows it by (MTN, Notch Pay: the same UUID; Orange: its payToken), once sent. */
  operator_reference: string | null
  phone: string
  status: TransactionStatus
  /** The gateway's reason for a failure (`APPROVAL_REJECTED`, `NOT_ENOUGH_FUNDS`…), or `AMOUNT_MISMATCH`. */
  reason: string | null
  /** What was asked, in the currency's units ("12500" XAF). */
  amount: string
  currency: string
  /** What the gateway says was paid, once it says so. */
  confirmed_amount: string | null
  requested_at: string | null
  history: { at: string; status: TransactionStatus; reason: string | null }[]
  refunds: { reference: string; amount: string; at: string }[]
}

export function isTransaction(data: unknown): data is MobileMoneyTransaction {
  const value = data as Partial<MobileMoneyTransaction> | null
  return Boolean(value && typeof value.reference === "string" && (value.gateway === "mtn" || value.gateway === "orange"))
}

/** The transaction moved to `status` (history kept); unchanged when it already is there. */
export function withStatus(
  transaction: MobileMoneyTransaction,
  status: TransactionStatus,
  reason: string | null = null,
  at = new Date()
): MobileMoneyTransaction {
  if (transaction.status === status && transaction.reason === reason) return transaction
  return { ...transaction, status, reason, history: [...transaction.history, { at: at.toISOString(), status, reason }] }
}
