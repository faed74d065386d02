import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, PaymentSessionStatus } from "@medusajs/framework/utils"
import { cancelOrderWorkflow } from "@medusajs/medusa/core-flows"

/** Orders younger than this may still be in the middle of their checkout. */
export const INTERRUPTED_GRACE_MS = 2 * 60_000
const LOOKBACK_DAYS = 7
const BATCH = 200

/**
 * A session whose authorization ran to its end: the money given, awaited from an outside service,
 * or refused by it afterwards (a mobile-money push the phone refused: the order may be paid again
 * from its page, and plugins/mobile-money cancels it after MOBILE_MONEY_CANCEL_AFTER_MINUTES).
 */
const HELD_SESSION_STATUSES: string[] = [
  PaymentSessionStatus.AUTHORIZED,
  PaymentSessionStatus.CAPTURED,
  PaymentSessionStatus.PENDING_AUTHORIZATION,
  PaymentSessionStatus.ERROR,
]

type OrderRow = {
  id: string
  items: { id: string; variant?: { manage_inventory?: boolean | null } | null }[] | null
  payment_collections: { payments?: { id: string }[] | null; payment_sessions?: { status: string }[] | null }[] | null
}

export type InterruptedOrder = { id: string; missing: ("payment" | "reservations")[] }

/**
 * Orders a stopped backend left half-made: Medusa's checkout writes the order, then reserves stock
 * and authorizes the payment, each in its own step, and a crash in between runs no compensation.
 * Such an order can be neither captured nor fulfilled ("No stock reservation found").
 */
export async function findInterruptedOrders(container: MedusaContainer, now = new Date()): Promise<InterruptedOrder[]> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: [
      "id",
      "items.id",
      "items.variant.manage_inventory",
      "payment_collections.payments.id",
      "payment_collections.payment_sessions.status",
    ],
    filters: {
      status: { $ne: "canceled" },
      created_at: {
        $gte: new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000),
        $lte: new Date(now.getTime() - INTERRUPTED_GRACE_MS),
      },
    },
    pagination: { take: BATCH, order: { created_at: "DESC" } },
  })
  const orders = data as OrderRow[]
  const stockedItemIds = orders.flatMap((order) =>
    (order.items ?? []).filter((item) => item.variant?.manage_inventory).map((item) => item.id)
  )
  const reservations = stockedItemIds.length
    ? await container.resolve(Modules.INVENTORY).listReservationItems({ line_item_id: stockedItemIds }, { select: ["line_item_id"] })
    : []
  const reserved = new Set(reservations.map((reservation) => reservation.line_item_id))

  return orders
    .map((order) => {
      const collections = order.payment_collections ?? []
      const paid = collections.some(
        (collection) =>
          (collection.payments ?? []).length > 0 ||
          (collection.payment_sessions ?? []).some((session) => HELD_SESSION_STATUSES.includes(session.status))
      )
      const unreserved = (order.items ?? []).some((item) => item.variant?.manage_inventory && !reserved.has(item.id))
      const missing: InterruptedOrder["missing"] = []
      if (!paid) missing.push("payment")
      if (unreserved) missing.push("reservations")
      return { id: order.id, missing }
    })
    .filter((order) => order.missing.length > 0)
}

/**
 * Cancels each interrupted order (Medusa's cancel releases what stock it did reserve and cancels
 * any payment), so stock is never promised to an order nobody can complete. Answers what it did.
 */
export async function cancelInterruptedOrders(container: MedusaContainer, now = new Date()): Promise<InterruptedOrder[]> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const interrupted = await findInterruptedOrders(container, now)
  for (const order of interrupted) {
    logger.warn(`Cancelling order ${order.id}: its checkout was interrupted (missing ${order.missing.join(" and ")})`)
    await cancelOrderWorkflow(container).run({ input: { order_id: order.id } })
  }
  return interrupted
}
