import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ORDER_PAYMENT_ERROR } from "@dreamshade/contracts"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { requireCustomerOrder } from "../../../../../../../lib/orders/customer-orders"
import { ORDER_DETAIL_FIELDS } from "../../../../../../../lib/orders/order-view"
import { openAttemptRefusal, PAYABLE_ORDER_FIELDS, type PayableOrder } from "../../../../../../../lib/orders/pay-again"

const REFUSALS: Record<string, string> = {
  [ORDER_PAYMENT_ERROR.closedSession]: "This payment attempt is closed: it was answered, cancelled or replaced by a newer one.",
  [ORDER_PAYMENT_ERROR.paid]: "This order is already paid.",
  [ORDER_PAYMENT_ERROR.cancelled]: "This order was cancelled; it can no longer be paid.",
  [ORDER_PAYMENT_ERROR.awaited]: "A payment mode was already chosen for this order; its payment is awaited.",
  [ORDER_PAYMENT_ERROR.inProgress]: "This order's payment is still in progress; wait for its answer.",
}

/**
 * One attempt to pay the shopper's own order on another page (PayPal, card), for that page: the
 * card form needs its payment intent's client secret, a PayPal attempt its approval address.
 * Anyone else's order, another order's session or a mode paid on the spot: 404. Given only for an
 * open attempt (`openAttemptRefusal`): the order's newest, not answered nor cancelled, on an order
 * still to pay; else 400 with the reason's code (`order_payment_session_closed`, `order_already_paid`…).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const order = await requireCustomerOrder(req.scope, req.auth_context.actor_id, req.params.id, ORDER_DETAIL_FIELDS)
  const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: PAYABLE_ORDER_FIELDS,
    filters: { id: order.id },
  })
  const refusal = openAttemptRefusal(data[0] as PayableOrder, req.params.session_id)
  if (refusal === ORDER_PAYMENT_ERROR.unknownSession) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Payment session ${req.params.session_id} was not found`, refusal)
  }
  if (refusal) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, REFUSALS[refusal] ?? "This payment attempt can no longer be paid.", refusal)
  const session = await req.scope.resolve(Modules.PAYMENT).retrievePaymentSession(req.params.session_id)
  res.json({ payment_session: { id: session.id, provider_id: session.provider_id, status: session.status, data: session.data } })
}
