import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { orderIdOfPayment } from "../lib/orders/order-of"
import { notifyOrderCustomerWorkflow } from "../workflows/orders/workflows/notify-order-customer"

/** Staff marked the payment received (Capture in the Admin): the order is Validated. */
export default async function orderPaymentCapturedNotice({ event, container }: SubscriberArgs<{ id: string }>) {
  const orderId = await orderIdOfPayment(container, event.data.id)
  if (orderId) await notifyOrderCustomerWorkflow(container).run({ input: { order_id: orderId, notice: "validated" } })
}

export const config: SubscriberConfig = { event: "payment.captured" }
