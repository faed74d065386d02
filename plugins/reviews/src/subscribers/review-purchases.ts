import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { OrderWorkflowEvents, PaymentEvents } from "@medusajs/framework/utils"
import { refreshReviewPurchasesWorkflow } from "../workflows/refresh-review-purchases"

/**
 * Whatever changes whether an order makes its customer a buyer (cancelled, paid, refunded,
 * fulfilled or its fulfilment cancelled) checks the verified mark of that customer's reviews of
 * its products again.
 */
export default async function reviewPurchases({ event, container }: SubscriberArgs<{ id?: string; order_id?: string }>) {
  const scope = Object.values(PaymentEvents).includes(event.name as never)
    ? { payment_id: event.data.id }
    : { order_id: event.data.order_id ?? event.data.id }
  await refreshReviewPurchasesWorkflow(container).run({ input: scope })
}

export const config: SubscriberConfig = {
  event: [
    OrderWorkflowEvents.CANCELED,
    OrderWorkflowEvents.FULFILLMENT_CREATED,
    OrderWorkflowEvents.FULFILLMENT_CANCELED,
    PaymentEvents.CAPTURED,
    PaymentEvents.REFUNDED,
  ],
}
