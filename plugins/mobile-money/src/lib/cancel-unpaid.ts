import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, PaymentSessionStatus } from "@medusajs/framework/utils"
import { cancelOrderWorkflow } from "@medusajs/medusa/core-flows"
import { isMobileMoneyProvider } from "./confirm-payment"

/** How long a refused or expired mobile-money order keeps its stock before it is cancelled. */
export const DEFAULT_CANCEL_AFTER_MINUTES = 30

type Row = { id: string; payment_collection_id: string; provider_id: string }

/**
 * Orders whose mobile-money payment definitively failed (refused, no funds, expired: the session
 * is in error) more than `afterMinutes` ago, and that nothing else paid, are cancelled: their stock
 * goes back on sale. A payment still awaited is never cancelled here, so money the operator may
 * still take never meets a cancelled order, nor does an order being paid again. Answers the
 * cancelled orders' ids.
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
  const cutoff = new Date(now.getTime() - afterMinutes * 60_000)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const locking = container.resolve(Modules.LOCKING)
  const cancelled: string[] = []
  for (const orderId of orderIds) {
    // Under the order's lock, as paying it again (docs/decisions/025) takes it: read again, then cancel.
    await locking.execute(orderId, async () => {
      if (!(await failedSince(container, orderId, cutoff))) return
      logger.info(`Cancelling order ${orderId}: its mobile-money payment failed and nothing else paid it`)
      await cancelOrderWorkflow(container).run({ input: { order_id: orderId } })
      cancelled.push(orderId)
    }, { timeout: 15 })
  }
  return cancelled
}

/**
 * Attempts that ended without money: refused or expired, or, paying again (docs/decisions/025),
 * left on PayPal's or the card's page without paying (made, never authorized), or a card attempt
 * cancelled at Stripe when a newer attempt replaced it.
 */
const GIVEN_UP: string[] = [
  PaymentSessionStatus.ERROR,
  PaymentSessionStatus.PENDING,
  PaymentSessionStatus.REQUIRES_MORE,
  PaymentSessionStatus.CANCELED,
]

type OrderRow = {
  payment_collections?: { payments?: unknown[]; payment_sessions?: { status: string; updated_at: string | Date }[] }[]
}

/**
 * True while nothing pays the order and every attempt to pay it failed before `cutoff`: a newer
 * attempt (paying it again, awaited or just refused) gives the shopper time again.
 */
async function failedSince(container: MedusaContainer, orderId: string, cutoff: Date): Promise<boolean> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: ["id", "payment_collections.payments.id", "payment_collections.payment_sessions.status", "payment_collections.payment_sessions.updated_at"],
    filters: { id: orderId, status: { $ne: "canceled" } },
  })
  const order = data[0] as OrderRow | undefined
  if (!order) return false
  const collections = order.payment_collections ?? []
  if (collections.some((collection) => (collection.payments ?? []).length > 0)) return false
  const sessions = collections.flatMap((collection) => collection.payment_sessions ?? [])
  return sessions.every((session) => GIVEN_UP.includes(session.status) && new Date(session.updated_at) <= cutoff)
}
