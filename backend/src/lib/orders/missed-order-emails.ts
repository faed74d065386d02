import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { orderEmailKey } from "../../workflows/orders/steps/prepare-order-notice"
import { notifyOrderCustomerWorkflow } from "../../workflows/orders/workflows/notify-order-customer"
import { findInterruptedOrders } from "./interrupted-orders"

/** How far back the outbox looks: older orders were settled long ago, one way or the other. */
export const OUTBOX_LOOKBACK_DAYS = 7
/** Younger orders are left to their `order.placed` subscriber, which may not have run yet. */
export const OUTBOX_GRACE_MS = 2 * 60_000
const BATCH = 200

/**
 * Placed orders whose "order placed" e-mail has no record at all: the backend stopped between
 * saving the order and sending (the event that sends it lives in memory). A record in any state
 * counts as handled: success, failure (the notice workflow retries those) or pending (in flight,
 * or cut by a crash mid-send: resending could send twice).
 */
export async function ordersMissingPlacedEmail(container: MedusaContainer, now = new Date()): Promise<string[]> {
  const since = new Date(now.getTime() - OUTBOX_LOOKBACK_DAYS * 86_400_000)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: orders } = await query.graph({
    entity: "order",
    fields: ["id", "status", "customer_id"],
    filters: { created_at: { $gte: since, $lte: new Date(now.getTime() - OUTBOX_GRACE_MS) } },
    pagination: { take: BATCH, order: { created_at: "DESC" } },
  })
  const candidates = (orders as { id: string; status: string; customer_id: string | null }[]).filter(
    (order) => order.customer_id && order.status !== "canceled"
  )
  if (!candidates.length) return []
  const keys = candidates.map((order) => orderEmailKey("placed", order.id))
  const { data: records } = await query.graph({
    entity: "notification",
    fields: ["idempotency_key"],
    filters: { idempotency_key: keys },
  })
  const handled = new Set((records as { idempotency_key: string | null }[]).map((record) => record.idempotency_key))
  return candidates.filter((order) => !handled.has(orderEmailKey("placed", order.id))).map((order) => order.id)
}

type PaidOrder = {
  id: string
  status: string
  customer_id: string | null
  fulfillments?: { id: string }[]
  payment_collections?: { payments?: { captures?: { created_at: string | Date }[]; refunds?: { id: string }[] }[] }[]
}

/**
 * Paid orders whose "validated" e-mail has no record: the backend stopped between the capture and
 * the `payment.captured` subscriber (a mobile-money payment confirmed just before a crash). Only
 * orders not yet fulfilled nor refunded: the notice itself checks the order is still Validated.
 */
export async function ordersMissingValidatedEmail(container: MedusaContainer, now = new Date()): Promise<string[]> {
  const since = new Date(now.getTime() - OUTBOX_LOOKBACK_DAYS * 86_400_000)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: orders } = await query.graph({
    entity: "order",
    fields: ["id", "status", "customer_id", "fulfillments.id", "payment_collections.payments.captures.created_at", "payment_collections.payments.refunds.id"],
    filters: { created_at: { $gte: since } },
    pagination: { take: BATCH, order: { created_at: "DESC" } },
  })
  const graceEnd = now.getTime() - OUTBOX_GRACE_MS
  const candidates = (orders as PaidOrder[]).filter((order) => {
    const payments = (order.payment_collections ?? []).flatMap((collection) => collection?.payments ?? [])
    const captures = payments.flatMap((payment) => payment?.captures ?? [])
    return (
      order.customer_id &&
      order.status !== "canceled" &&
      !order.fulfillments?.length &&
      !payments.some((payment) => payment?.refunds?.length) &&
      captures.length > 0 &&
      captures.every((capture) => new Date(capture.created_at).getTime() <= graceEnd)
    )
  })
  if (!candidates.length) return []
  const { data: records } = await query.graph({
    entity: "notification",
    fields: ["idempotency_key"],
    filters: { idempotency_key: candidates.map((order) => orderEmailKey("validated", order.id)) },
  })
  const handled = new Set((records as { idempotency_key: string | null }[]).map((record) => record.idempotency_key))
  return candidates.filter((order) => !handled.has(orderEmailKey("validated", order.id))).map((order) => order.id)
}

/**
 * Sends each missed "order placed" and "order validated" e-mail (once: the notice's idempotency
 * key); answers the orders, placed first.
 */
export async function sendMissedOrderEmails(container: MedusaContainer, now = new Date()): Promise<string[]> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  // An order its checkout left half-made is cancelled instead (./interrupted-orders.ts).
  const interrupted = new Set((await findInterruptedOrders(container, now)).map((order) => order.id))
  const missed = (await ordersMissingPlacedEmail(container, now)).filter((id) => !interrupted.has(id))
  for (const orderId of missed) {
    logger.info(`Sending the missed "order placed" e-mail of ${orderId}`)
    await notifyOrderCustomerWorkflow(container).run({ input: { order_id: orderId, notice: "placed" } })
  }
  const unvalidated = await ordersMissingValidatedEmail(container, now)
  for (const orderId of unvalidated) {
    logger.info(`Sending the missed "order validated" e-mail of ${orderId}`)
    await notifyOrderCustomerWorkflow(container).run({ input: { order_id: orderId, notice: "validated" } })
  }
  return [...missed, ...unvalidated]
}
