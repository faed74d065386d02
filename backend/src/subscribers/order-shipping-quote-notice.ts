import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { notifyOrderCustomerWorkflow } from "../workflows/orders/workflows/notify-order-customer"

/** Staff entered the international courier's quote (plugins/douala-delivery): tell the customer. */
export default async function orderShippingQuoteNotice({ event, container }: SubscriberArgs<{ id: string }>) {
  await notifyOrderCustomerWorkflow(container).run({ input: { order_id: event.data.id, notice: "shipping_quote" } })
}

export const config: SubscriberConfig = { event: "order.shipping_quote_set" }
