import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { requireCustomerOrder } from "../../../../../lib/orders/customer-orders"
import { customerOrderAnswer } from "../../../../../lib/orders/order-answer"
import { ORDER_DETAIL_FIELDS } from "../../../../../lib/orders/order-view"

/**
 * One of the signed-in customer's orders; anyone else's is 404. While an offline payment (bank
 * deposit, cash at the shop) is still awaited, the order says how to pay, as checkout did. An
 * international order quoted by staff tells the quote: amount, state, the mode chosen and how to
 * pay it, or the modes to choose from while it is to pay. An order whose payment failed lists the
 * modes it can be paid again with (`pay_again`).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const order = await requireCustomerOrder(req.scope, req.auth_context.actor_id, req.params.id, ORDER_DETAIL_FIELDS)
  res.json({ order: await customerOrderAnswer(req.scope, order) })
}
