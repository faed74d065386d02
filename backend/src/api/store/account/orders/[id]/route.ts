import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { requireCustomerOrder } from "../../../../../lib/orders/customer-orders"
import { ORDER_DETAIL_FIELDS, toOrderDetail } from "../../../../../lib/orders/order-view"

/** One of the signed-in customer's orders; anyone else's is 404. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const order = await requireCustomerOrder(req.scope, req.auth_context.actor_id, req.params.id, ORDER_DETAIL_FIELDS)
  res.json({ order: toOrderDetail(order) })
}
