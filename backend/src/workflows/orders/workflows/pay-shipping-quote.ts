import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  addOrderTransactionStep,
  authorizePaymentSessionStep,
  createPaymentSessionsWorkflow,
  releaseLockStep,
  useQueryGraphStep,
} from "@medusajs/medusa/core-flows"
import { decideQuotePaymentStep } from "../steps/decide-quote-payment"
import { captureTransactions, type AuthorizedPayment } from "../../../lib/orders/capture-transactions"

export type PayShippingQuoteInput = {
  order_id: string
  /** The collection Medusa opened for the quote (`metadata.shipping_quote.payment_collection_id`). */
  payment_collection_id: string
  provider_id: string
  customer_id: string
}

/**
 * The shopper pays the international courier's quote: a payment session with the chosen provider
 * on the quote's payment collection, authorized at once. Bank deposit and cash at the shop move no
 * money, so the payment waits for staff to capture it in the Admin ("payment received"); a provider
 * that captures on authorization records its capture on the order, as Medusa does for orders.
 * Under the order's lock, so two requests at once make one payment.
 */
export const payShippingQuoteWorkflow = createWorkflow("pay-shipping-quote", (input: PayShippingQuoteInput) => {
  acquireLockStep({ key: input.order_id, timeout: 15, ttl: 120 })
  const { data: collections } = useQueryGraphStep({
    entity: "payment_collection",
    fields: ["id", "payments.id", "payments.provider_id", "payments.canceled_at", "payments.captured_at"],
    filters: { id: input.payment_collection_id },
    options: { throwIfKeyNotFound: true },
  })
  const collection = transform({ collections }, ({ collections }) => collections[0] as any)
  const due = decideQuotePaymentStep({ collection, provider_id: input.provider_id })

  when("quote-payment-due", { due }, ({ due }) => due).then(() => {
    const session = createPaymentSessionsWorkflow.runAsStep({
      input: {
        payment_collection_id: input.payment_collection_id,
        provider_id: input.provider_id,
        customer_id: input.customer_id,
      },
    })
    const payment = authorizePaymentSessionStep({ id: session.id, context: {} })
    const transactions = transform({ payment, input }, ({ payment, input }) => captureTransactions(input.order_id, payment as AuthorizedPayment))
    addOrderTransactionStep(transactions)
  })
  releaseLockStep({ key: input.order_id })
  return new WorkflowResponse(transform({ due }, ({ due }) => ({ created: Boolean(due) })))
})
