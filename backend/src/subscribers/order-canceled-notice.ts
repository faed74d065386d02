import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { notifyOrderCustomerWorkflow } from "../workflows/orders/workflows/notify-order-customer"

export default async function orderCanceledNotice({ event, container }: SubscriberArgs<{ id: string }>) {
  await notifyOrderCustomerWorkflow(container).run({ input: { order_id: event.data.id, notice: "cancelled" } })
}

export const config: SubscriberConfig = { event: "order.canceled" }
