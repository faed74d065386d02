import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { sendOrderPlacedEmailWorkflow } from "../workflows/orders/workflows/send-order-placed-email"

/** Every placed order gets its confirmation e-mail, with payment instructions when unpaid. */
export default async function orderPlacedEmail({ event, container }: SubscriberArgs<{ id: string }>) {
  await sendOrderPlacedEmailWorkflow(container).run({ input: { order_id: event.data.id } })
}

export const config: SubscriberConfig = { event: "order.placed" }
