import { setTimeout as sleep } from "node:timers/promises"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { cancelInterruptedOrderWorkflow, type CancelInterruptedOrderInput } from "../../workflows/orders/workflows/cancel-interrupted-order"
import { findInterruptedOrders, hasStuckCheckout, INTERRUPTED_GRACE_MS, ordersOfCart, type InterruptedOrder } from "./interrupted-orders"

/** The job does not wait long for a checkout under way: it comes back a minute later. */
const JOB_LOCK_WAIT_SECONDS = 5
/** How long a completion waits for a checkout of the same cart still under way (Medusa's own wait is 30 s). */
const CART_LOCK_WAIT_SECONDS = 30
/** What Medusa's locking providers (in memory, Redis) fail with when a lock stays taken past the wait. */
const LOCK_NOT_TAKEN = "Failed to acquire lock"

const messageOf = (error: unknown) => String((error as { message?: unknown } | undefined)?.message ?? error)

/** Runs `cancelInterruptedOrderWorkflow` for each order; answers those it cancelled. */
async function cancelOrders(
  container: MedusaContainer,
  orderIds: string[],
  options: Omit<CancelInterruptedOrderInput, "order_id">
): Promise<InterruptedOrder[]> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const cancelled: InterruptedOrder[] = []
  for (const orderId of orderIds) {
    const { result } = await cancelInterruptedOrderWorkflow(container).run({ input: { order_id: orderId, ...options } })
    if (!result.cancelled) continue
    logger.warn(`Cancelled order ${orderId}: its checkout was interrupted (missing ${result.missing.join(" and ")})`)
    cancelled.push({ id: orderId, missing: result.missing })
  }
  return cancelled
}

/**
 * The job's round (src/jobs/cancel-interrupted-orders.ts): each interrupted order is cancelled
 * (Medusa's cancel releases what stock it did reserve and cancels any payment), so stock is never
 * promised to an order nobody can complete. An order whose cancel fails was put back as it was by
 * the workflow's compensation; the next round tries it again. Answers what it cancelled.
 */
export async function cancelInterruptedOrders(container: MedusaContainer, now = new Date()): Promise<InterruptedOrder[]> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const cancelled: InterruptedOrder[] = []
  for (const { id } of await findInterruptedOrders(container, now)) {
    const options = { now: now.toISOString(), grace_ms: INTERRUPTED_GRACE_MS, lock_wait_seconds: JOB_LOCK_WAIT_SECONDS, lock_cart: true }
    try {
      cancelled.push(...(await cancelOrders(container, [id], options)))
    } catch (error) {
      logger.warn(`Order ${id}: cancelling its interrupted checkout failed and was undone; the next round tries again (${messageOf(error)})`)
    }
  }
  return cancelled
}

/**
 * Before a cart is completed: the order a stopped backend left half-made for it (written and
 * linked, then the crash: no payment or no reservation) is cancelled and the cart let go, so the
 * shopper asking again gets a whole order instead of being answered the broken one. Checked under
 * the cart's own lock, the one Medusa's checkout holds from start to end: holding it, no checkout
 * of this cart is under way, so no grace is needed. When the lock stays taken, Medusa's checkout
 * waits for it in turn; nothing is cancelled here.
 */
export async function cancelHalfMadeOrderOfCart(container: MedusaContainer, cartId: string): Promise<InterruptedOrder[]> {
  // The usual completion (a cart never completed) costs this one query and no lock.
  const orderIds = await ordersOfCart(container, cartId)
  if (!orderIds.length) return []
  try {
    return await cancelOrders(container, orderIds, {
      now: new Date().toISOString(),
      grace_ms: 0,
      lock_wait_seconds: CART_LOCK_WAIT_SECONDS,
      lock_cart: true,
    })
  } catch (error) {
    if (messageOf(error).includes(LOCK_NOT_TAKEN)) return []
    throw error
  }
}

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
 * database a moment after the failure, hence the short wait. The stuck run still holds the
 * cart's lock (until it expires), so only the order's is taken.
 */
export async function cancelOrderOfStuckCheckout(
  container: MedusaContainer,
  cartId: string,
  { waitMs = STUCK_CHECKOUT_WAIT_MS }: { waitMs?: number } = {}
): Promise<InterruptedOrder[]> {
  const deadline = Date.now() + waitMs
  for (;;) {
    const orderIds = await ordersOfCart(container, cartId)
    if (!orderIds.length) return []
    const halfMade = await findInterruptedOrders(container, new Date(), { orderIds, graceMs: 0 })
    if (!halfMade.length) return []
    if (await hasStuckCheckout(container, cartId)) {
      return cancelOrders(
        container,
        halfMade.map((order) => order.id),
        { now: new Date().toISOString(), grace_ms: 0, lock_wait_seconds: CART_LOCK_WAIT_SECONDS, lock_cart: false }
      )
    }
    if (Date.now() >= deadline) return []
    await sleep(250)
  }
}
