import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { requireCustomerOrder } from "../../../../../../../lib/orders/customer-orders"
import { ORDER_DETAIL_FIELDS } from "../../../../../../../lib/orders/order-view"
import { QUOTE_PAYMENT_ERROR } from "@dreamshade/contracts"
import { shippingQuoteOf } from "../../../../../../../lib/orders/shipping-quote"
import { paymentModesOfRegion } from "../../../../../../../lib/payments/region-payment-modes"
import { payShippingQuoteWorkflow } from "../../../../../../../workflows/orders/workflows/pay-shipping-quote"
import { shippingQuoteOfOrder } from "../../../../../../../lib/orders/shipping-quote-answer"
import type { StoreShippingQuotePaymentType } from "../../../validators"

/**
 * The shopper pays the international courier's quote of their own order (anyone else's is 404)
 * with one of the modes available in the order's region: bank deposit or cash at the shop leave
 * the payment awaited until staff capture it. Asking again with the same mode changes nothing.
 * Answers `{ shipping_quote }` as the order detail tells it.
 */
export async function POST(req: AuthenticatedMedusaRequest<StoreShippingQuotePaymentType>, res: MedusaResponse) {
  const customerId = req.auth_context.actor_id
  const { provider_id } = req.validatedBody
  const order = await requireCustomerOrder(req.scope, customerId, req.params.id, ORDER_DETAIL_FIELDS)
  const quote = shippingQuoteOf(order)
  if (!quote) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "This order has no delivery quote to pay.", QUOTE_PAYMENT_ERROR.notSet)
  }
  const modes = await paymentModesOfRegion(req.scope, order.region_id ?? null)
  if (!modes.some((mode) => mode.available && mode.provider_id === provider_id)) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `The payment provider ${provider_id} is not available for this order.`,
      QUOTE_PAYMENT_ERROR.modeUnavailable
    )
  }
  await payShippingQuoteWorkflow(req.scope).run({
    input: { order_id: order.id, payment_collection_id: quote.payment_collection_id, provider_id, customer_id: customerId },
  })
  const paid = await requireCustomerOrder(req.scope, customerId, order.id, ORDER_DETAIL_FIELDS)
  res.json({ shipping_quote: await shippingQuoteOfOrder(req.scope, paid) })
}
