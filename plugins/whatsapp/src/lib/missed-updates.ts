import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { WHATSAPP_MODULE } from "../modules/whatsapp"
import type WhatsAppModuleService from "../modules/whatsapp/service"
import { sendOrderUpdateWorkflow } from "../workflows/send-order-update"
import { readWhatsAppConfig } from "./config"
import { updateKey } from "./order-updates"
import type { OrderUpdate } from "./templates"

/** How far back the outbox looks: older orders were settled long ago. */
export const OUTBOX_LOOKBACK_DAYS = 7
/** Younger orders are left to their subscriber, which may not have run yet. */
export const OUTBOX_GRACE_MS = 2 * 60_000
const BATCH = 200

export type OrderRow = {
  id: string
  status: string
  created_at: string | Date
  customer_id: string | null
  metadata?: Record<string, unknown> | null
  payment_collections?: {
    payments?: { captures?: { created_at: string | Date }[] }[]
    payment_sessions?: { status: string; created_at: string | Date }[]
  }[]
}

/**
 * Whether the order's payment attempt was refused (or expired) and nothing pays it: its newest
 * session is in error (the mobile-money operator said no) and no capture stands. No event says
 * so, hence the outbox sends this update, with the order page where the shopper pays again.
 */
export function paymentRefused(order: OrderRow): boolean {
  const collections = order.payment_collections ?? []
  if (collections.some((collection) => (collection?.payments ?? []).some((payment) => payment?.captures?.length))) return false
  const sessions = collections.flatMap((collection) => collection?.payment_sessions ?? [])
  const newest = [...sessions].sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime())[0]
  return newest?.status === "error"
}

/**
 * The "placed" and "paid" updates an opted-in customer should have had and that have no record
 * at all: the backend stopped between saving the order (or the capture) and its subscriber, whose
 * event lived in memory; and "payment refused", which only this job sends (`paymentRefused`). A
 * record in any state counts as handled (see prepare-order-update): one of each per order.
 */
export async function findMissedUpdates(container: MedusaContainer, now = new Date()): Promise<{ order_id: string; update: OrderUpdate }[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const since = new Date(now.getTime() - OUTBOX_LOOKBACK_DAYS * 86_400_000)
  const graceEnd = now.getTime() - OUTBOX_GRACE_MS
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "status",
      "created_at",
      "customer_id",
      "metadata",
      "payment_collections.payments.captures.created_at",
      "payment_collections.payment_sessions.status",
      "payment_collections.payment_sessions.created_at",
    ],
    filters: { created_at: { $gte: since, $lte: new Date(graceEnd) } },
    pagination: { take: BATCH, order: { created_at: "DESC" } },
  })
  const orders = (data as OrderRow[]).filter((order) => order.customer_id && order.status !== "canceled" && !order.metadata?.checkout_interrupted)
  if (!orders.length) return []
  const subscribed = await container
    .resolve<WhatsAppModuleService>(WHATSAPP_MODULE)
    .listWhatsAppSubscriptions({ customer_id: [...new Set(orders.map((order) => order.customer_id!))], opted_in: true }, { select: ["customer_id"] })
  const optedIn = new Set(subscribed.map((row) => row.customer_id))
  const due = orders
    .filter((order) => optedIn.has(order.customer_id!))
    .flatMap((order) => {
      const captures = (order.payment_collections ?? []).flatMap((collection) => (collection?.payments ?? []).flatMap((payment) => payment?.captures ?? []))
      const paid = captures.length > 0 && captures.every((capture) => new Date(capture.created_at).getTime() <= graceEnd)
      return [
        { order_id: order.id, update: "placed" as const },
        ...(paid ? [{ order_id: order.id, update: "paid" as const }] : []),
        ...(paymentRefused(order) ? [{ order_id: order.id, update: "payment_refused" as const }] : []),
      ]
    })
  if (!due.length) return []
  const { data: records } = await query.graph({
    entity: "notification",
    fields: ["idempotency_key"],
    filters: { idempotency_key: due.map((item) => updateKey(item.update, item.order_id)) },
  })
  const handled = new Set((records as { idempotency_key: string | null }[]).map((record) => record.idempotency_key))
  return due.filter((item) => !handled.has(updateKey(item.update, item.order_id)))
}

/** Sends each missed update once (the idempotency key); answers what it sent. */
export async function sendMissedUpdates(container: MedusaContainer, now = new Date()) {
  if (!readWhatsAppConfig()) return []
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const missed = await findMissedUpdates(container, now)
  for (const item of missed) {
    logger.info(`Sending the missed WhatsApp "${item.update}" update of ${item.order_id}`)
    await sendOrderUpdateWorkflow(container).run({ input: item })
  }
  return missed
}
