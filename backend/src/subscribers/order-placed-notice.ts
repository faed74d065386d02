import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { orderAfterWorkQueue } from "../lib/orders/after-work-queue"
import { notifyOrderCustomerWorkflow } from "../workflows/orders/workflows/notify-order-customer"

/**
 * "Order saved" notification and e-mail, with payment instructions when paid offline. After the
 * checkouts under way (src/lib/orders/after-work-queue.ts); src/jobs/order-emails-outbox.ts sends
 * it when a stop came first.
 */
export default async function orderPlacedNotice({ event, container }: SubscriberArgs<{ id: string }>) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  orderAfterWorkQueue.enqueue(
    `order-placed notice of ${event.data.id}`,
    () => notifyOrderCustomerWorkflow(container).run({ input: { order_id: event.data.id, notice: "placed" } }),
    (name, error) => logger.error(`${name} failed; the e-mail outbox tries again: ${(error as Error).message}`)
  )
}

export const config: SubscriberConfig = { event: "order.placed" }
