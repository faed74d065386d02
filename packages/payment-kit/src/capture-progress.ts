/**
 * Medusa's capture saves in four steps, each on its own: the capture, the payment's
 * `captured_at`, the collection's totals (what makes the order read as paid), then the order's
 * transaction. A stop between two of them leaves a payment half captured, and an order the
 * shopper paid still reads Pending. This says where a capture stands, so the confirm workflow
 * finishes it.
 *
 * - `none`: nothing captured yet.
 * - `cut`: stopped before the collection's totals, so nothing after them ran either.
 * - `order_not_told`: only the order's transaction is missing (the order's paid total).
 * - `done`.
 */
export type CaptureProgress = "none" | "cut" | "order_not_told" | "done"

export type PaymentFacts = {
  id: string
  currency_code: string
  captured_at: string | Date | null
  captures?: { id: string; amount: number | string }[] | null
  payment_collection?: { id: string; captured_amount: number | string | null } | null
}

/** The payment fields `captureProgress` reads, for a query from the payment session. */
export const PAYMENT_FACT_FIELDS = [
  "payment.id",
  "payment.currency_code",
  "payment.captured_at",
  "payment.captures.id",
  "payment.captures.amount",
  "payment.payment_collection.id",
  "payment.payment_collection.captured_amount",
]

/** `transactionRefs`: the `reference_id`s of the order's transactions, or null with no order yet. */
export function captureProgress(payment: PaymentFacts, transactionRefs: Set<string> | null): CaptureProgress {
  const captures = payment.captures ?? []
  if (!captures.length && !payment.captured_at) return "none"
  const captured = captures.reduce((sum, capture) => sum + Number(capture.amount), 0)
  // The totals are written after `captured_at`: totals short of this payment's captures mean a cut.
  if (!captures.length || !payment.captured_at || Number(payment.payment_collection?.captured_amount ?? 0) < captured) return "cut"
  if (transactionRefs && captures.some((capture) => !transactionRefs.has(capture.id))) return "order_not_told"
  return "done"
}
