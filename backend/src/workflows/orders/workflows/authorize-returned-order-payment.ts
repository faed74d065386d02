import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, addOrderTransactionStep, releaseLockStep, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { authorizeOrderPaymentStep } from "../steps/authorize-order-payment"
import { decideReturnedOrderPaymentStep } from "../steps/decide-returned-order-payment"
import { captureTransactions, type AuthorizedPayment } from "../../../lib/orders/capture-transactions"
import { PAYABLE_ORDER_FIELDS } from "../../../lib/orders/pay-again"

export type AuthorizeReturnedOrderPaymentInput = { order_id: string; session_id: string }

/**
 * The shopper is back from PayPal's approval or the card's page, paying an order again
 * (docs/decisions/025): under the order's lock, the session is authorized as checkout's return
 * does (PayPal captures the approved order, Stripe reads its payment intent) and a capture is
 * recorded on the order. Not approved yet, or declined: the session waits for the shopper again
 * (`requires_more`) and nothing changes. Already answered (a reload, the provider's webhook
 * first): nothing to do. Two returns at once meet on the lock.
 */
export const authorizeReturnedOrderPaymentWorkflow = createWorkflow(
  "authorize-returned-order-payment",
  (input: AuthorizeReturnedOrderPaymentInput) => {
    acquireLockStep({ key: input.order_id, timeout: 30, ttl: 120 })
    const { data: orders } = useQueryGraphStep({
      entity: "order",
      fields: PAYABLE_ORDER_FIELDS,
      filters: { id: input.order_id },
      options: { throwIfKeyNotFound: true },
    })
    const order = transform({ orders }, ({ orders }) => orders[0] as any)
    const decision = decideReturnedOrderPaymentStep({ order, session_id: input.session_id })
    const payment = when("returned-session-to-authorize", { decision }, ({ decision }) => decision.authorize).then(() =>
      authorizeOrderPaymentStep({ session_id: input.session_id })
    )
    // PayPal and Stripe (capture: true) take the money on authorization: recorded on the order.
    const transactions = transform({ payment, input }, ({ payment, input }) => captureTransactions(input.order_id, payment as AuthorizedPayment))
    addOrderTransactionStep(transactions)
    releaseLockStep({ key: input.order_id })
    return new WorkflowResponse(transform({ payment }, ({ payment }) => ({ payment_id: (payment as { id?: string } | undefined)?.id ?? null })))
  }
)
