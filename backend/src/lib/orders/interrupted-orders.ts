import { setTimeout as sleep } from "node:timers/promises"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, PaymentSessionStatus, TransactionState } from "@medusajs/framework/utils"
import { cancelOrderWorkflow, completeCartWorkflowId } from "@medusajs/medusa/core-flows"

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

/** The order's payment collections as `releaseCartOf` reads them. */
type CollectionsOfOrder = { payment_collections: { id: string; payments?: { id: string }[] | null }[] | null }

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

/**
 * Cancels each interrupted order (Medusa's cancel releases what stock it did reserve and cancels
 * any payment), so stock is never promised to an order nobody can complete. Answers what it did.
 */
export async function cancelInterruptedOrders(container: MedusaContainer, now = new Date()): Promise<InterruptedOrder[]> {
  return cancelOrders(container, await findInterruptedOrders(container, now))
}

async function cancelOrders(container: MedusaContainer, interrupted: InterruptedOrder[]): Promise<InterruptedOrder[]> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  for (const order of interrupted) {
    logger.warn(`Cancelling order ${order.id}: its checkout was interrupted (missing ${order.missing.join(" and ")})`)
    await markInterrupted(container, order.id)
    await cancelOrderWorkflow(container).run({ input: { order_id: order.id } })
    await releaseCartOf(container, order.id)
  }
  return interrupted
}

/** Set on a half-made order before it is cancelled: its shopper was never told it was placed, so is not told it is cancelled. */
export const CHECKOUT_INTERRUPTED_KEY = "checkout_interrupted"

async function markInterrupted(container: MedusaContainer, orderId: string) {
  const orders = container.resolve(Modules.ORDER)
  const { metadata } = await orders.retrieveOrder(orderId, { select: ["id", "metadata"] })
  await orders.updateOrders([{ id: orderId, metadata: { ...metadata, [CHECKOUT_INTERRUPTED_KEY]: true } }])
}

/**
 * Lets the cart of a cancelled half-made order go: Medusa answers a cart's linked order as the
 * result of completing it, so while the link stays, the shopper asking again would be shown the
 * cancelled order instead of getting one. The cart's payment collection is let go too (a
 * collection belongs to one order). Only an order that got no payment: one that did keeps its
 * cart, its payment's story stays with it.
 */
async function releaseCartOf(container: MedusaContainer, orderId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: links }, { data: orders }] = await Promise.all([
    query.graph({ entity: "order_cart", fields: ["cart_id"], filters: { order_id: orderId } }),
    query.graph({ entity: "order", fields: ["payment_collections.id", "payment_collections.payments.id"], filters: { id: orderId } }),
  ])
  const cartIds = (links as { cart_id: string }[]).map((link) => link.cart_id)
  const collections = (orders as CollectionsOfOrder[])[0]?.payment_collections ?? []
  if (!cartIds.length || collections.some((collection) => collection.payments?.length)) return
  await container.resolve(ContainerRegistrationKeys.LINK).dismiss([
    ...cartIds.map((cartId) => ({ [Modules.ORDER]: { order_id: orderId }, [Modules.CART]: { cart_id: cartId } })),
    ...collections.map((collection) => ({ [Modules.ORDER]: { order_id: orderId }, [Modules.PAYMENT]: { payment_collection_id: collection.id } })),
  ])
  await container.resolve(Modules.CART).updateCarts(cartIds.map((id) => ({ id, completed_at: null })))
}

/** How long a completion waits for a checkout of the same cart still under way (Medusa's own wait is 30 s). */
const CART_LOCK_WAIT_SECONDS = 30
/**
 * What each of Medusa's locking providers (in memory, Redis, PostgreSQL) rejects with when a lock
 * stays taken past the wait: the one mark they share (two throw a plain Error, with no code).
 */
const LOCK_TIMED_OUT = "Timed-out acquiring lock"

/**
 * Before a cart is completed: the order a stopped backend left half-made for it (written and
 * linked, then the crash: no payment or no reservation) is cancelled and the cart let go, so the
 * shopper asking again gets a whole order instead of being answered the broken one. Checked under
 * the cart's own lock, the one Medusa's checkout holds from start to end: holding it, no checkout
 * of this cart is under way, so no grace is needed. When the lock stays taken, Medusa's checkout
 * waits for it in turn; nothing is cancelled here.
 */
export async function cancelHalfMadeOrderOfCart(container: MedusaContainer, cartId: string): Promise<InterruptedOrder[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const linkedOrders = async () => {
    const { data: links } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
    return (links as { order_id: string }[]).map((link) => link.order_id)
  }
  // The usual completion (a cart never completed) costs this one query and no lock.
  if (!(await linkedOrders()).length) return []
  try {
    return await container.resolve(Modules.LOCKING).execute(
      cartId,
      async () => {
        const orderIds = await linkedOrders()
        if (!orderIds.length) return []
        return cancelOrders(container, await findInterruptedOrders(container, new Date(), { orderIds, graceMs: 0 }))
      },
      { timeout: CART_LOCK_WAIT_SECONDS }
    )
  } catch (error) {
    if (String(error).includes(LOCK_TIMED_OUT)) return []
    throw error
  }
}

/** A checkout runs for seconds; older stuck runs are the job's (above). */
const STUCK_CHECKOUT_LOOKBACK_MS = 60 * 60_000
/** How long a failed completion waits for its stuck run to be written down before leaving it to the job. */
const STUCK_CHECKOUT_WAIT_MS = 10_000

/**
 * On the spot, for a cart whose completion just failed: the order its checkout wrote when the
 * roll-back stopped half-way. Under load, Medusa's in-memory workflow engine can stop a failing
 * checkout before compensating it (a parallel step's checkpoint meets the failing step's, and the
 * engine gives up with "Updating Status from ok to temp_failure is not allowed"): the run stays
 * `waiting_to_compensate`, and its order stays linked to the cart, pending, without reservation or
 * authorized payment (docs/decisions/032). Such an order is cancelled at once, as the job would
 * two minutes later. The order of a checkout still under way (a second click, say) is left alone:
 * only a stuck run for the cart allows the cancellation, and the run's state may reach the
 * database a moment after the failure, hence the short wait.
 */
export async function cancelOrderOfStuckCheckout(
  container: MedusaContainer,
  cartId: string,
  { waitMs = STUCK_CHECKOUT_WAIT_MS }: { waitMs?: number } = {}
): Promise<InterruptedOrder[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const deadline = Date.now() + waitMs
  for (;;) {
    const { data: links } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
    const orderIds = (links as { order_id: string }[]).map((link) => link.order_id)
    if (!orderIds.length) return []
    const halfMade = await findInterruptedOrders(container, new Date(), { orderIds, graceMs: 0 })
    if (!halfMade.length) return []
    if (await hasStuckCheckout(container, cartId)) return cancelOrders(container, halfMade)
    if (Date.now() >= deadline) return []
    await sleep(250)
  }
}

async function hasStuckCheckout(container: MedusaContainer, cartId: string): Promise<boolean> {
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
