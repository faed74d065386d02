import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { orderAfterWorkQueue } from "../lib/orders/after-work-queue"
import { issueInvoiceWorkflow } from "../workflows/invoices/workflows/issue-invoice"

/**
 * A placed order gets its invoice number just after the checkouts under way, in the order the
 * orders came, so numbers follow the order of sales (src/lib/orders/after-work-queue.ts);
 * src/jobs/number-missed-invoices.ts numbers those a stop left without.
 */
export default async function orderInvoiceNumber({ event, container }: SubscriberArgs<{ id: string }>) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  orderAfterWorkQueue.enqueue(
    `invoice number of ${event.data.id}`,
    () => issueInvoiceWorkflow(container).run({ input: { order_id: event.data.id } }),
    (name, error) => logger.error(`${name} failed; the missed-invoices job tries again: ${(error as Error).message}`)
  )
}

export const config: SubscriberConfig = { event: "order.placed", context: { subscriberId: "order-invoice-number" } }
