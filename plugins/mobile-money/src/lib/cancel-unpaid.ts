import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, PaymentSessionStatus } from "@medusajs/framework/utils"
import { cancelFailedMobileMoneyOrderWorkflow } from "../workflows/cancel-unpaid/workflows/cancel-failed-order"
import { isMobileMoneyProvider } from "./confirm-payment"

/** How long a refused or expired mobile-money order keeps its stock before it is cancelled. */
export const DEFAULT_CANCEL_AFTER_MINUTES = 30

type Row = { id: string; payment_collection_id: string; provider_id: string }

/**
 * Orders whose mobile-money payment definitively failed (refused, no funds, expired: the session
 * is in error) more than `afterMinutes` ago, and that nothing else paid, are cancelled: their stock
 * goes back on sale. A payment still awaited is never cancelled here, so money the operator may
 * still take never meets a cancelled order, nor does an order being paid again (each order is read
 * again under its lock, workflows/cancel-unpaid). Answers the cancelled orders' ids.
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
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const cutoff = new Date(now.getTime() - afterMinutes * 60_000).toISOString()
  const cancelled: string[] = []
  for (const orderId of orderIds) {
    const { result } = await cancelFailedMobileMoneyOrderWorkflow(container).run({ input: { order_id: orderId, cutoff } })
    if (!result) continue
    logger.info(`Cancelled order ${orderId}: its mobile-money payment failed and nothing else paid it`)
    cancelled.push(orderId)
  }
  return cancelled
}
