import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, addOrderTransactionStep, releaseLockStep, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { authorizeOrderPaymentStep } from "../steps/authorize-order-payment"
import { decideWebhookOrderPaymentStep } from "../steps/decide-webhook-order-payment"
import { captureTransactions, type AuthorizedPayment } from "../../../lib/orders/capture-transactions"

export type RecordWebhookOrderPaymentInput = { order_id: string; session_id: string }

/**
 * Stripe says a payment intent of a placed order's session succeeded (its verified
 * `payment_intent.succeeded`, docs/decisions/026): under the order's lock, the key the order page's
 * attempts and returns take, the session is authorized (Medusa's provider reads the intent) and its
 * capture recorded on the order, as the shopper's return would. Already recorded: nothing. Money
 * Stripe took is always recorded; `refundDuplicateOrderPaymentWorkflow` then refunds it when the
 * order did not need it. Replaces Medusa's `processPaymentWorkflow` for these sessions, which
 * takes the cart's lock, not the order's, and captures whatever the order's state.
 */
export const recordWebhookOrderPaymentWorkflow = createWorkflow("record-webhook-order-payment", (input: RecordWebhookOrderPaymentInput) => {
  acquireLockStep({ key: input.order_id, timeout: 30, ttl: 120 })
  const { data: orders } = useQueryGraphStep({
    entity: "order",
    fields: ["id", "payment_collections.id", "payment_collections.payment_sessions.id", "payment_collections.payments.id", "payment_collections.payments.payment_session_id"],
    filters: { id: input.order_id },
    options: { throwIfKeyNotFound: true },
  })
  const order = transform({ orders }, ({ orders }) => orders[0] as any)
  const decision = decideWebhookOrderPaymentStep({ order, session_id: input.session_id })
  const payment = when("webhook-session-to-record", { decision }, ({ decision }) => decision.record).then(() =>
    authorizeOrderPaymentStep({ session_id: input.session_id })
  )
  const transactions = transform({ payment, input }, ({ payment, input }) => captureTransactions(input.order_id, payment as AuthorizedPayment))
  addOrderTransactionStep(transactions)
  releaseLockStep({ key: input.order_id })
  return new WorkflowResponse(transform({ payment }, ({ payment }) => ({ payment_id: (payment as { id?: string } | undefined)?.id ?? null })))
})
