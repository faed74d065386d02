import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, addOrderTransactionStep, releaseLockStep, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { authorizeOrderPaymentStep } from "../steps/authorize-order-payment"
import { decideWebhookOrderPaymentStep } from "../steps/decide-webhook-order-payment"
import { captureTransactions, type AuthorizedPayment } from "../../../lib/orders/capture-transactions"

export type RecordWebhookOrderPaymentInput = {
  order_id: string
  session_id: string
  /** The cart the order was placed from, when the collection is its checkout's: its completion may still be running. */
  cart_id?: string | null
}

/**
 * Stripe says a payment intent of a placed order's session succeeded (its verified
 * `payment_intent.succeeded`, docs/decisions/026): under the order's lock, the key the order page's
 * attempts and returns take, the session is authorized (Medusa's provider reads the intent) and its
 * capture recorded on the order, as the shopper's return would. Already recorded: nothing. Money
 * Stripe took is always recorded; `refundDuplicateOrderPaymentWorkflow` then refunds it when the
 * order did not need it. Replaces Medusa's `processPaymentWorkflow` for these sessions, which
 * takes the cart's lock, not the order's, and captures whatever the order's state. The cart's lock
 * is taken too (first, as Medusa's cart completion holds it while it places the order and then
 * authorizes its payment), so an event arriving in the middle of a checkout finds it finished.
 */
export const recordWebhookOrderPaymentWorkflow = createWorkflow("record-webhook-order-payment", (input: RecordWebhookOrderPaymentInput) => {
  // One key after the other, always the cart's first: a step given both takes them at once, and two
  // deliveries could each hold one. An order without a cart gets a key of its own nobody else takes.
  const cartKey = transform({ input }, ({ input }) => input.cart_id ?? `no-cart:${input.order_id}`)
  acquireLockStep({ key: cartKey, timeout: 30, ttl: 120 }).config({ name: "acquire-cart-lock" })
  acquireLockStep({ key: input.order_id, timeout: 30, ttl: 120 }).config({ name: "acquire-order-lock" })
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
  releaseLockStep({ key: input.order_id }).config({ name: "release-order-lock" })
  releaseLockStep({ key: cartKey }).config({ name: "release-cart-lock" })
  return new WorkflowResponse(transform({ payment }, ({ payment }) => ({ payment_id: (payment as { id?: string } | undefined)?.id ?? null })))
})
