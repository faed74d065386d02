import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listCustomerOrders } from "../../../../lib/orders/customer-orders"
import { payments, paymentState } from "../../../../lib/orders/order-view"
import { paymentModeOfProvider } from "../../../../lib/payments/payment-modes"
import type { StoreAccountOrdersParamsType } from "../orders/validators"

const PAYMENT_FIELDS = [
  "id",
  "display_id",
  "currency_code",
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
 * Pages by order (`limit` orders per page), as every order has one payment at checkout.
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, StoreAccountOrdersParamsType>, res: MedusaResponse) {
  const { limit, offset } = req.validatedQuery
  const { orders, count } = await listCustomerOrders(req.scope, req.auth_context.actor_id, {
    fields: PAYMENT_FIELDS,
    limit,
    offset,
  })
  const rows = orders.flatMap((order) =>
    payments(order).map((payment) => ({
      id: payment.id,
      order_id: order.id,
      order_reference: order.display_id,
      mode: paymentModeOfProvider(payment.provider_id),
      amount: Number(payment.amount),
      currency_code: order.currency_code,
      state: paymentState(payment),
      date: new Date(payment.captured_at ?? payment.created_at!).toISOString(),
    }))
  )
  res.json({ payments: rows, order_count: count, limit, offset })
}
