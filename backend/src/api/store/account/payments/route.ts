import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listCustomerOrders } from "../../../../lib/orders/customer-orders"
import { paymentState, quoteCollectionId } from "../../../../lib/orders/order-view"
import { paymentModeOfProvider } from "@dreamshade/contracts"
import type { StoreAccountOrdersParamsType } from "../orders/validators"

const PAYMENT_FIELDS = [
  "id",
  "display_id",
  "currency_code",
  "metadata",
  "payment_collections.id",
  "payment_collections.payments.id",
  "payment_collections.payments.provider_id",
  "payment_collections.payments.amount",
  "payment_collections.payments.created_at",
  "payment_collections.payments.captured_at",
  "payment_collections.payments.canceled_at",
  "payment_collections.payments.refunds.amount",
]

/**
 * The account's payments page: one row per payment of the customer's orders, newest order first.
 * Pages by order (`limit` orders per page): an order has its checkout payment and, for the
 * international courier, the payment of its delivery quote (`purpose: "shipping_quote"`).
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, StoreAccountOrdersParamsType>, res: MedusaResponse) {
  const { limit, offset } = req.validatedQuery
  const { orders, count } = await listCustomerOrders(req.scope, req.auth_context.actor_id, {
    fields: PAYMENT_FIELDS,
    limit,
    offset,
  })
  const rows = orders.flatMap((order) => {
    const quoteId = quoteCollectionId(order)
    const orderPayments = (order.payment_collections ?? []).flatMap((collection) =>
      (collection.payments ?? []).map((payment) => ({ collection_id: collection.id, payment }))
    )
    // The checkout's payment first, then the quote's.
    orderPayments.sort((a, b) => new Date(a.payment.created_at!).getTime() - new Date(b.payment.created_at!).getTime())
    return orderPayments.map(({ collection_id, payment }) => ({
      id: payment.id,
      order_id: order.id,
      order_reference: order.display_id,
      purpose: quoteId && collection_id === quoteId ? "shipping_quote" : "order",
      mode: paymentModeOfProvider(payment.provider_id),
      amount: Number(payment.amount),
      currency_code: order.currency_code,
      state: paymentState(payment),
      date: new Date(payment.captured_at ?? payment.created_at!).toISOString(),
    }))
  })
  res.json({ payments: rows, order_count: count, limit, offset })
}
