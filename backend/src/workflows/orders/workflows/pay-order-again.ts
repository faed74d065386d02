import { isRedirectProvider } from "@dreamshade/contracts"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  addOrderTransactionStep,
  createPaymentSessionStep,
  releaseLockStep,
  useQueryGraphStep,
} from "@medusajs/medusa/core-flows"
import { authorizeOrderPaymentStep } from "../steps/authorize-order-payment"
import { cancelLiveCardAttemptsStep } from "../steps/cancel-live-card-attempts"
import { decideOrderPaymentAgainStep } from "../steps/decide-order-payment-again"
import { captureTransactions, type AuthorizedPayment } from "../../../lib/orders/capture-transactions"
import { checkoutCollections } from "../../../lib/orders/order-view"
import { PAYABLE_ORDER_FIELDS } from "../../../lib/orders/pay-again"

export type PayOrderAgainInput = {
  order_id: string
  provider_id: string
  /** What the provider needs: a mobile-money number (`{ phone }`), PayPal's page language (`{ locale }`). */
  data?: Record<string, unknown>
}

/**
 * The shopper pays an order whose payment failed (docs/decisions/025), under the order's lock: a
 * new payment session on the checkout's collection, authorized as at checkout. The failed session
 * stays beside it as that attempt's record (staff see every transaction); Medusa's own
 * `createPaymentSessionsWorkflow` would delete it and, on a refusal, recreate it through the
 * provider as a fresh, unsent attempt, losing the refusal. A refused attempt leaves the order as
 * it was. PayPal and card are paid on their own page: their session is only made here (PayPal's
 * order, Stripe's payment intent), and the shopper's return authorizes it
 * (`authorize-returned-order-payment`). Every earlier card attempt still payable is cancelled at
 * Stripe first, so the order has one live attempt. Answers the new session's id.
 */
export const payOrderAgainWorkflow = createWorkflow("pay-order-again", (input: PayOrderAgainInput) => {
  acquireLockStep({ key: input.order_id, timeout: 15, ttl: 120 })
  const { data: orders } = useQueryGraphStep({
    entity: "order",
    fields: PAYABLE_ORDER_FIELDS,
    filters: { id: input.order_id },
    options: { throwIfKeyNotFound: true },
  })
  const order = transform({ orders }, ({ orders }) => orders[0] as any)
  const target = decideOrderPaymentAgainStep({ order })
  // An earlier card form still open (another tab) can no longer charge the order: one live attempt.
  cancelLiveCardAttemptsStep({
    payment_collection_ids: transform({ order }, ({ order }) => checkoutCollections(order).map((collection) => collection.id as string)),
  })
  const session = createPaymentSessionStep(
    transform({ target, input }, ({ target, input }) => ({
      payment_collection_id: target.payment_collection_id,
      provider_id: input.provider_id,
      amount: target.amount as number,
      currency_code: target.currency_code,
      // PayPal sends the shopper back to this order's page, not to checkout.
      data: { ...(input.data ?? {}), ...(isRedirectProvider(input.provider_id) ? { shop_order_id: input.order_id } : {}) },
    }))
  )
  const payment = when("paid-on-the-spot", { input }, ({ input }) => !isRedirectProvider(input.provider_id)).then(() =>
    authorizeOrderPaymentStep({ session_id: session.id })
  )
  // A provider that captures on authorization records its capture on the order, as checkout does.
  const transactions = transform({ payment, input }, ({ payment, input }) => captureTransactions(input.order_id, payment as AuthorizedPayment))
  addOrderTransactionStep(transactions)
  releaseLockStep({ key: input.order_id })
  return new WorkflowResponse(transform({ session }, ({ session }) => ({ payment_session_id: session.id })))
})
