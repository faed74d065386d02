import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { issueInvoiceWorkflow } from "../../workflows/invoices/workflows/issue-invoice"
import { findInterruptedOrders } from "./interrupted-orders"
import { OUTBOX_GRACE_MS, OUTBOX_LOOKBACK_DAYS } from "./missed-order-emails"

const BATCH = 200

/**
 * Placed orders without an invoice number: the backend stopped between saving the order and its
 * `order.placed` subscriber (the event lives in memory). Older orders first, so that numbers keep
 * the order of sales as far as they still can; half-made orders are left to their cancellation.
 */
export async function ordersMissingInvoiceNumber(container: MedusaContainer, now = new Date()): Promise<string[]> {
  const { data: orders } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: ["id", "invoice.number"],
    filters: {
      status: { $ne: "canceled" },
      created_at: { $gte: new Date(now.getTime() - OUTBOX_LOOKBACK_DAYS * 86_400_000), $lte: new Date(now.getTime() - OUTBOX_GRACE_MS) },
    },
    pagination: { take: BATCH, order: { created_at: "ASC" } },
  })
  const unnumbered = (orders as { id: string; invoice?: { number: number } | null }[]).filter((order) => !order.invoice)
  if (!unnumbered.length) return []
  const interrupted = new Set((await findInterruptedOrders(container, now, { orderIds: unnumbered.map((order) => order.id) })).map((order) => order.id))
  return unnumbered.map((order) => order.id).filter((id) => !interrupted.has(id))
}

/** Numbers each placed order the `order.placed` subscriber missed; answers the orders numbered. */
export async function numberMissedInvoices(container: MedusaContainer, now = new Date()): Promise<string[]> {
  const missed = await ordersMissingInvoiceNumber(container, now)
  for (const orderId of missed) {
    container.resolve(ContainerRegistrationKeys.LOGGER).info(`Numbering the missed invoice of ${orderId}`)
    await issueInvoiceWorkflow(container).run({ input: { order_id: orderId } })
  }
  return missed
}
