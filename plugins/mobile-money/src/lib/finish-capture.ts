import type { MedusaContainer, UpdatePaymentDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { capturePaymentWorkflow } from "@medusajs/medusa/core-flows"

/**
 * Medusa's capture saves in four steps, each on its own: the capture, the payment's
 * `captured_at`, the collection's totals (what makes the order read as paid), then the order's
 * transaction. A stop between two of them leaves a payment half captured, and an order the
 * shopper paid still reads Pending. This finds where a capture stands and finishes it.
 *
 * - `none`: nothing captured yet.
 * - `cut`: stopped before the collection's totals, so nothing after them ran either.
 * - `order_not_told`: only the order's transaction is missing (the order's paid total).
 * - `done`.
 */
export type CaptureProgress = "none" | "cut" | "order_not_told" | "done"

export type PaymentFacts = {
  id: string
  currency_code: string
  captured_at: string | Date | null
  captures?: { id: string; amount: number | string }[] | null
  payment_collection?: { id: string; captured_amount: number | string | null } | null
}

/** The payment fields `captureProgress` reads, for a query from the payment session. */
export const PAYMENT_FACT_FIELDS = [
  "payment.id",
  "payment.currency_code",
  "payment.captured_at",
  "payment.captures.id",
  "payment.captures.amount",
  "payment.payment_collection.id",
  "payment.payment_collection.captured_amount",
]

/** `transactionRefs`: the `reference_id`s of the order's transactions, or null with no order yet. */
export function captureProgress(payment: PaymentFacts, transactionRefs: Set<string> | null): CaptureProgress {
  const captures = payment.captures ?? []
  if (!captures.length && !payment.captured_at) return "none"
  const captured = captures.reduce((sum, capture) => sum + Number(capture.amount), 0)
  // The totals are written after `captured_at`: totals short of this payment's captures mean a cut.
  if (!captures.length || !payment.captured_at || Number(payment.payment_collection?.captured_amount ?? 0) < captured) return "cut"
  if (transactionRefs && captures.some((capture) => !transactionRefs.has(capture.id))) return "order_not_told"
  return "done"
}

type OrderOfCollection = { payment_collection_id: string; order?: { id: string; transactions?: { reference_id: string | null }[] | null } | null }

/** Each payment collection's order, and the references of that order's transactions. */
export async function ordersOfCollections(container: MedusaContainer, collectionIds: string[]): Promise<Map<string, { orderId: string; refs: Set<string> }>> {
  const orders = new Map<string, { orderId: string; refs: Set<string> }>()
  if (!collectionIds.length) return orders
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order_payment_collection",
    fields: ["payment_collection_id", "order.id", "order.transactions.reference_id"],
    filters: { payment_collection_id: collectionIds },
  })
  for (const link of data as OrderOfCollection[]) {
    if (!link.order) continue
    const refs = (link.order.transactions ?? []).map((transaction) => transaction.reference_id).filter((ref): ref is string => Boolean(ref))
    orders.set(link.payment_collection_id, { orderId: link.order.id, refs: new Set(refs) })
  }
  return orders
}

/** Captures the payment, or finishes a capture a stop cut short; call it under the session's lock. */
export async function finishCapture(container: MedusaContainer, payment: PaymentFacts): Promise<void> {
  const collectionId = payment.payment_collection?.id
  const order = collectionId ? (await ordersOfCollections(container, [collectionId])).get(collectionId) : undefined
  const progress = captureProgress(payment, order?.refs ?? null)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  if (progress === "done") return
  if (progress === "order_not_told" && order) {
    // What the capture workflow's last step writes; the e-mail follows from the outbox job.
    const orders = container.resolve(Modules.ORDER)
    for (const capture of payment.captures ?? []) {
      if (order.refs.has(capture.id)) continue
      await orders.addOrderTransactions({
        order_id: order.orderId,
        amount: Number(capture.amount),
        currency_code: payment.currency_code,
        reference: "capture",
        reference_id: capture.id,
      })
    }
    logger.info(`Mobile-money payment ${payment.id}: the order's transaction, lost to a stop, is recorded`)
    return
  }
  if (progress === "cut") {
    // Undone the way Medusa undoes a capture its provider refused, then captured again in full:
    // no step after the collection's totals ran, so nothing else was written.
    const payments = container.resolve(Modules.PAYMENT)
    const captureIds = (payment.captures ?? []).map((capture) => capture.id)
    if (captureIds.length) await payments.deleteCaptures(captureIds)
    // Medusa's update type names only the id; its service writes `captured_at` like any column.
    if (payment.captured_at) await payments.updatePayment({ id: payment.id, captured_at: null } as UpdatePaymentDTO)
    logger.warn(`Mobile-money payment ${payment.id}: a capture cut short by a stop is made again`)
  }
  await capturePaymentWorkflow(container).run({ input: { payment_id: payment.id } })
  logger.info(`Mobile-money payment ${payment.id} received and captured`)
}
