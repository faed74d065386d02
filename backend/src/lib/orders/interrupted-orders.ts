import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, PaymentSessionStatus, TransactionState } from "@medusajs/framework/utils"
import { completeCartWorkflowId } from "@medusajs/medusa/core-flows"

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
export async function findInterruptedOrders(
  container: MedusaContainer,
  now = new Date(),
  { orderIds, graceMs = INTERRUPTED_GRACE_MS }: { orderIds?: string[]; graceMs?: number } = {}
): Promise<InterruptedOrder[]> {
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
      ...(orderIds ? { id: orderIds } : {}),
      created_at: {
        $gte: new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000),
        $lte: new Date(now.getTime() - graceMs),
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

/** Set on a half-made order before it is cancelled: its shopper was never told it was placed, so is not told it is cancelled. */
export const CHECKOUT_INTERRUPTED_KEY = "checkout_interrupted"

/** The orders linked to a cart (a completed cart has one; a crash may have left a half-made one). */
export async function ordersOfCart(container: MedusaContainer, cartId: string): Promise<string[]> {
  const { data: links } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
  return (links as { order_id: string }[]).map((link) => link.order_id)
}

/** A checkout runs for seconds; older stuck runs are the job's. */
const STUCK_CHECKOUT_LOOKBACK_MS = 60 * 60_000

/** Whether a checkout of the cart stopped before compensating (docs/decisions/032). */
export async function hasStuckCheckout(container: MedusaContainer, cartId: string): Promise<boolean> {
  const runs = await container.resolve(Modules.WORKFLOW_ENGINE).listWorkflowExecutions(
    {
      workflow_id: completeCartWorkflowId,
      state: TransactionState.WAITING_TO_COMPENSATE,
      created_at: { $gte: new Date(Date.now() - STUCK_CHECKOUT_LOOKBACK_MS).toISOString() },
    },
    { select: ["context"] }
  )
  return runs.some((run) => run.context?.data?.payload?.id === cartId)
}
