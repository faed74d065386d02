import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ORDER_PAYMENT_ERROR } from "@dreamshade/contracts"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { requireCustomerOrder } from "../../../../../../lib/orders/customer-orders"
import { customerOrderAnswer } from "../../../../../../lib/orders/order-answer"
import { ORDER_DETAIL_FIELDS } from "../../../../../../lib/orders/order-view"
import { paymentModesOfRegion } from "../../../../../../lib/payments/region-payment-modes"
import { payOrderAgainWorkflow } from "../../../../../../workflows/orders/workflows/pay-order-again"
import type { StoreOrderPaymentType } from "../../validators"

/**
 * The shopper pays their own order again (anyone else's is 404) with one of the modes its region
 * offers, once its mobile-money payment was refused or expired (docs/decisions/025). Bank deposit
 * and cash at the shop are then awaited until staff capture them; MTN and Orange send a new push,
 * followed as at checkout; PayPal and card make their PayPal order or payment intent, paid on
 * their page (`…/payment/:session_id/authorize` on the way back). Answers
 * `{ order, payment_session: { id, provider_id, status, data } }`: the session's data is what that
 * page needs (PayPal's approval address, the intent's client secret).
 */
export async function POST(req: AuthenticatedMedusaRequest<StoreOrderPaymentType>, res: MedusaResponse) {
  const customerId = req.auth_context.actor_id
  const { provider_id, data } = req.validatedBody
  const order = await requireCustomerOrder(req.scope, customerId, req.params.id, ORDER_DETAIL_FIELDS)
  const modes = await paymentModesOfRegion(req.scope, order.region_id ?? null)
  if (!modes.some((mode) => mode.available && mode.provider_id === provider_id)) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `The payment provider ${provider_id} is not available for this order.`,
      ORDER_PAYMENT_ERROR.modeUnavailable
    )
  }
  const { result } = await payOrderAgainWorkflow(req.scope).run({ input: { order_id: order.id, provider_id, data } })
  const session = await req.scope.resolve(Modules.PAYMENT).retrievePaymentSession(result.payment_session_id)
  const paid = await requireCustomerOrder(req.scope, customerId, order.id, ORDER_DETAIL_FIELDS)
  res.json({
    order: await customerOrderAnswer(req.scope, paid),
    payment_session: { id: session.id, provider_id: session.provider_id, status: session.status, data: session.data },
  })
}
