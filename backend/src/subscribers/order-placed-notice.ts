import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { notifyOrderCustomerWorkflow } from "../workflows/orders/workflows/notify-order-customer"

/** "Order saved" notification and e-mail, with payment instructions when paid offline. */
export default async function orderPlacedNotice({ event, container }: SubscriberArgs<{ id: string }>) {
  await notifyOrderCustomerWorkflow(container).run({ input: { order_id: event.data.id, notice: "placed" } })
}

export const config: SubscriberConfig = { event: "order.placed" }
