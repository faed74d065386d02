import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, PaymentSessionStatus } from "@medusajs/framework/utils"
import { cancelOrderWorkflow } from "@medusajs/medusa/core-flows"
import { isMobileMoneyProvider } from "./confirm-payment"

/** How long a refused or expired mobile-money order keeps its stock before it is cancelled. */
export const DEFAULT_CANCEL_AFTER_MINUTES = 30

type Row = { id: string; payment_collection_id: string; provider_id: string }

/**
 * Orders whose mobile-money payment definitively failed (refused, no funds, expired: the session
 * is in error) more than `afterMinutes` ago, and that nothing else paid, are cancelled: their stock
 * goes back on sale. A payment still awaited is never cancelled here, so money the operator may
 * still take never meets a cancelled order. Answers the cancelled orders' ids.
 */
export async function cancelFailedMobileMoneyOrders(
  container: MedusaContainer,
  { now = new Date(), afterMinutes = DEFAULT_CANCEL_AFTER_MINUTES } = {}
): Promise<string[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "payment_session",
    fields: ["id", "payment_collection_id", "provider_id"],
    filters: {
      status: PaymentSessionStatus.ERROR,
      updated_at: { $lte: new Date(now.getTime() - afterMinutes * 60_000), $gte: new Date(now.getTime() - 7 * 86_400_000) },
    },
    pagination: { take: 200 },
  })
  const collections = [...new Set((data as Row[]).filter((row) => isMobileMoneyProvider(row.provider_id)).map((row) => row.payment_collection_id))]
  if (!collections.length) return []
  const { data: links } = await query.graph({
    entity: "order_payment_collection",
    fields: ["order_id", "payment_collection_id"],
    filters: { payment_collection_id: collections },
  })
  const orderIds = [...new Set((links as { order_id: string }[]).map((link) => link.order_id))]
  const { data: orders } = await query.graph({
    entity: "order",
    fields: ["id", "status", "payment_collections.payments.id"],
    filters: { id: orderIds, status: { $ne: "canceled" } },
  })
  const unpaid = (orders as { id: string; payment_collections?: { payments?: unknown[] }[] }[]).filter(
    (order) => !(order.payment_collections ?? []).some((collection) => (collection.payments ?? []).length > 0)
  )
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  for (const order of unpaid) {
    logger.info(`Cancelling order ${order.id}: its mobile-money payment failed and nothing else paid it`)
    await cancelOrderWorkflow(container).run({ input: { order_id: order.id } })
  }
  return unpaid.map((order) => order.id)
}
