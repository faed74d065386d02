import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { issueInvoiceWorkflow } from "../workflows/invoices/workflows/issue-invoice"

/** A placed order gets its invoice number at once, so numbers follow the order of sales. */
export default async function orderInvoiceNumber({ event, container }: SubscriberArgs<{ id: string }>) {
  await issueInvoiceWorkflow(container).run({ input: { order_id: event.data.id } })
}

export const config: SubscriberConfig = { event: "order.placed", context: { subscriberId: "order-invoice-number" } }
