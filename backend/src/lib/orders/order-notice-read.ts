import type { MedusaContainer, OrderDetailDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { getLastFulfillmentStatus, getLastPaymentStatus } from "@medusajs/medusa/core-flows"
import { type MedusaOrder, toOrderDetail } from "./order-view"

/**
 * What an order notice (dashboard notification and e-mail) reads of its order, and nothing more:
 * the shopper's status, the e-mail's lines and totals (Query computes them, as the e-mail shows
 * them), the payment's mode and state, the customer's first name, whether the delivery is still
 * to be quoted. No addresses, promotions or payment data, which no notice shows.
 */
export const ORDER_NOTICE_FIELDS = [
  "id",
  "customer_id",
  "display_id",
  "created_at",
  "status",
  "currency_code",
  "email",
  "locale",
  // The courier's quote and a checkout cut off half-way are kept there.
  "metadata",
  "total",
  "discount_total",
  "shipping_total",
  "items.title",
  "items.product_title",
  "items.quantity",
  "items.total",
  "shipping_methods.data",
  "customer.first_name",
  // The payment's mode and state (order-view.ts), and the payment status Medusa aggregates.
  "payment_collections.id",
  "payment_collections.status",
  "payment_collections.amount",
  "payment_collections.captured_amount",
  "payment_collections.refunded_amount",
  "payment_collections.payments.provider_id",
  "payment_collections.payments.amount",
  "payment_collections.payments.captured_at",
  "payment_collections.payments.canceled_at",
  "payment_collections.payments.refunds.amount",
  "payment_collections.payment_sessions.provider_id",
  "payment_collections.payment_sessions.created_at",
  // The fulfillment status Medusa aggregates.
  "fulfillments.packed_at",
  "fulfillments.shipped_at",
  "fulfillments.delivered_at",
  "fulfillments.canceled_at",
]

/**
 * The order as a notice needs it, in one Query call, with Medusa's own payment and fulfillment
 * statuses aggregated as `getOrderDetailWorkflow` does, without that workflow's nested run (its
 * engine, its checkpoint of the whole order) and its read of every payment and fulfillment column.
 * Null when there is no such order.
 */
export async function readOrderForNotice(container: MedusaContainer, orderId: string): Promise<MedusaOrder | null> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: ORDER_NOTICE_FIELDS,
    filters: { id: orderId },
  })
  const order = data[0] as unknown as (MedusaOrder & { payment_collections: unknown[]; fulfillments: unknown[] }) | undefined
  if (!order) return null
  const asDetail = { ...order, payment_collections: order.payment_collections ?? [], fulfillments: order.fulfillments ?? [] }
  order.payment_status = getLastPaymentStatus(asDetail as unknown as OrderDetailDTO)
  order.fulfillment_status = getLastFulfillmentStatus(asDetail as unknown as OrderDetailDTO)
  return order
}

/**
 * Everything a notice takes from its order: the notification's data and the `order-placed`
 * e-mail's. Its tests hold this read and `getOrderDetailWorkflow`'s to the same facts.
 */
export function orderNoticeFacts(order: MedusaOrder) {
  const detail = toOrderDetail(order)
  return {
    id: order.id,
    customer_id: (order.customer_id as string | null | undefined) ?? null,
    metadata: (order.metadata as Record<string, unknown> | null | undefined) ?? null,
    first_name: (order.customer?.first_name as string | null | undefined) ?? null,
    // The international courier is priced 0 at checkout and quoted later by staff.
    quote_pending: ((order.shipping_methods ?? []) as { data?: Record<string, unknown> | null }[]).some((method) => method?.data?.quote_pending === true),
    status: detail.status,
    email: detail.email,
    locale: detail.locale,
    reference: detail.reference,
    total: detail.total,
    discount_total: detail.discount_total,
    delivery_fee: detail.delivery_fee,
    payment: { mode: detail.payment.mode, state: detail.payment.state },
    items: detail.items.map(({ title, quantity, total }) => ({ title, quantity, total })),
  }
}
export type OrderNoticeFacts = ReturnType<typeof orderNoticeFacts>
