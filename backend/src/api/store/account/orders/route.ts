import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listCustomerOrders } from "../../../../lib/orders/customer-orders"
import { ORDER_SUMMARY_FIELDS, toOrderSummary } from "../../../../lib/orders/order-view"
import type { StoreAccountOrdersParamsType } from "./validators"

/** The signed-in customer's orders, newest first, with the shopper's status. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, StoreAccountOrdersParamsType>, res: MedusaResponse) {
  const { limit, offset } = req.validatedQuery
  const { orders, count } = await listCustomerOrders(req.scope, req.auth_context.actor_id, {
    fields: ORDER_SUMMARY_FIELDS,
    limit,
    offset,
  })
  res.json({ orders: orders.map(toOrderSummary), count, limit, offset })
}
