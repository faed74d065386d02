import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

type Amount = { amount: unknown }
type Payment = {
  id: string
  amount: unknown
  created_at: string | Date
  canceled_at?: string | Date | null
  payment_session_id?: string | null
  captures?: Amount[] | null
  refunds?: Amount[] | null
}
export type DuplicateCheckOrder = {
  id: string
  display_id: number
  status: string
  payment_collections?: { id?: string; payments?: Payment[] | null }[] | null
}

export type DuplicateRefund = {
  payment_id: string
  amount: number
  reason: "already_paid" | "cancelled"
  kept_payment_id: string | null
  order_reference: number
}

const sum = (amounts: Amount[] | null | undefined) => (amounts ?? []).reduce((total, entry) => total + Number(entry.amount), 0)
const time = (payment: Payment) => new Date(payment.created_at).getTime()

/**
 * The refund the payment of session `sessionId` calls for, or null. A collection pays its order
 * once: the first payment recorded on it (not cancelled, not refunded in full) is kept; a later
 * one, or any taken for a cancelled order, is refunded for what is left of it. Replays find it
 * refunded already: nothing more.
 */
export function duplicateRefund(order: DuplicateCheckOrder, session_id: string): DuplicateRefund | null {
  const collection = (order.payment_collections ?? []).find((candidate) =>
    (candidate.payments ?? []).some((payment) => payment.payment_session_id === session_id)
  )
  const payments = collection?.payments ?? []
  const payment = payments.find((candidate) => candidate.payment_session_id === session_id)
  const left = payment ? sum(payment.captures) - sum(payment.refunds) : 0
  if (!payment || payment.canceled_at || left <= 0) return null
  const standing = (candidate: Payment) => !candidate.canceled_at && !(sum(candidate.refunds) > 0 && sum(candidate.refunds) >= Number(candidate.amount))
  const earlier = (candidate: Payment) => time(candidate) < time(payment) || (time(candidate) === time(payment) && candidate.id < payment.id)
  const kept = payments.find((candidate) => candidate.id !== payment.id && standing(candidate) && earlier(candidate))
  const cancelled = order.status === "canceled"
  if (!kept && !cancelled) return null
  return {
    payment_id: payment.id,
    amount: left,
    reason: cancelled ? "cancelled" : "already_paid",
    kept_payment_id: kept?.id ?? null,
    order_reference: order.display_id,
  }
}

/** Read under the order's lock, once Stripe's payment for session `session_id` is recorded: `duplicateRefund`. */
export const decideDuplicatePaymentStep = createStep(
  "decide-duplicate-payment",
  async ({ order, session_id }: { order: DuplicateCheckOrder; session_id: string }) => new StepResponse(duplicateRefund(order, session_id))
)
