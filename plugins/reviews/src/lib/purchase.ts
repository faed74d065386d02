import type { RemoteQueryFunction } from "@medusajs/framework/types"

/**
 * What makes a customer a buyer of a product (docs/decisions/016): one of their orders holds it
 * and that order's money was received (a captured payment not handed back) or its parcel was
 * prepared (a fulfilment not cancelled). A cancelled order, a fully refunded one, or one still
 * waiting for its money (a bank deposit not received, a refused mobile-money push) makes no buyer.
 */

/** Orders that never count: cancelled, or a draft staff are still editing. */
export const NON_PURCHASE_ORDER_STATUSES = ["canceled", "draft"]

/** What is read of each of the customer's orders, in one query. */
export const PURCHASE_ORDER_FIELDS = [
  "id",
  "status",
  "metadata",
  "items.product_id",
  "payment_collections.id",
  "payment_collections.captured_amount",
  "payment_collections.refunded_amount",
  "fulfillments.id",
  "fulfillments.canceled_at",
]

type Amount = number | string | { valueOf(): number } | null | undefined
export type PurchaseOrder = {
  status?: string | null
  metadata?: Record<string, unknown> | null
  items?: ({ product_id?: string | null } | null)[] | null
  payment_collections?: ({ id?: string; captured_amount?: Amount; refunded_amount?: Amount } | null)[] | null
  fulfillments?: ({ canceled_at?: Date | string | null } | null)[] | null
}

/** `paid`: makes a buyer; `awaiting_payment`: placed, money not received yet; `void`: never will as it stands. */
export type OrderPurchaseState = "paid" | "awaiting_payment" | "void"

/**
 * Where one order stands. The international courier's quote has a payment collection of its own
 * (plugins/douala-delivery keeps its id in `metadata.shipping_quote`): paying the delivery alone
 * does not pay for the goods, so only the checkout's collections count.
 */
export function orderPurchaseState(order: PurchaseOrder): OrderPurchaseState {
  if (NON_PURCHASE_ORDER_STATUSES.includes(order.status ?? "")) return "void"
  const quoteId = (order.metadata?.shipping_quote as { payment_collection_id?: unknown } | undefined)?.payment_collection_id
  const collections = (order.payment_collections ?? []).filter((collection) => collection && collection.id !== quoteId)
  const captured = collections.reduce((sum, collection) => sum + Number(collection?.captured_amount ?? 0), 0)
  const refunded = collections.reduce((sum, collection) => sum + Number(collection?.refunded_amount ?? 0), 0)
  // All the money handed back: the sale is off, even if the parcel had left.
  if (refunded > 0 && refunded >= captured) return "void"
  if (captured > refunded) return "paid"
  if ((order.fulfillments ?? []).some((fulfillment) => fulfillment && !fulfillment.canceled_at)) return "paid"
  return "awaiting_payment"
}

/** `buyer`, `awaiting_payment` (an order of it waits for its money) or `none`. */
export type PurchaseStanding = "buyer" | "awaiting_payment" | "none"

/** The customer's standing for a product, from all their orders. */
export function purchaseStanding(orders: PurchaseOrder[], productId: string): PurchaseStanding {
  const holding = orders.filter((order) => (order.items ?? []).some((item) => item?.product_id === productId))
  const states = holding.map(orderPurchaseState)
  if (states.includes("paid")) return "buyer"
  return states.includes("awaiting_payment") ? "awaiting_payment" : "none"
}

type Query = Pick<RemoteQueryFunction, "graph">

/** The customer's orders that may count, with what `purchaseStanding` reads; always the customer's own. */
export async function listPurchaseOrders(query: Query, customerId: string): Promise<PurchaseOrder[]> {
  // Without a customer the filter would match every order.
  if (!customerId) return []
  const { data } = await query.graph({
    entity: "order",
    fields: PURCHASE_ORDER_FIELDS,
    filters: { customer_id: customerId, status: { $nin: NON_PURCHASE_ORDER_STATUSES } },
  })
  return data as PurchaseOrder[]
}

/** The customer's standing for one product (one query for all their orders). */
export async function purchaseStandingOf(query: Query, customerId: string, productId: string): Promise<PurchaseStanding> {
  return purchaseStanding(await listPurchaseOrders(query, customerId), productId)
}
