import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { requireCustomerOrder } from "../../../../../../../../lib/orders/customer-orders"
import { customerOrderAnswer } from "../../../../../../../../lib/orders/order-answer"
import { ORDER_DETAIL_FIELDS } from "../../../../../../../../lib/orders/order-view"
import { authorizeReturnedOrderPaymentWorkflow } from "../../../../../../../../workflows/orders/workflows/authorize-returned-order-payment"

/**
 * The shopper is back from PayPal's approval or the card's page for this order's session
 * (docs/decisions/025). Their own order only (anyone else's is 404), and only a PayPal or card
 * session of its checkout; nothing in the request is trusted: the provider is asked. Answers as
 * `POST …/payment` does: `{ order, payment_session }`; a session still `requires_more` means the
 * shopper must approve (again) on the provider's page.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const customerId = req.auth_context.actor_id
  const order = await requireCustomerOrder(req.scope, customerId, req.params.id, ORDER_DETAIL_FIELDS)
  const sessionId = req.params.session_id
  await authorizeReturnedOrderPaymentWorkflow(req.scope).run({ input: { order_id: order.id, session_id: sessionId } })
  const session = await req.scope.resolve(Modules.PAYMENT).retrievePaymentSession(sessionId)
  const now = await requireCustomerOrder(req.scope, customerId, order.id, ORDER_DETAIL_FIELDS)
  res.json({
    order: await customerOrderAnswer(req.scope, now),
    payment_session: { id: session.id, provider_id: session.provider_id, status: session.status, data: session.data },
  })
}
