import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { requireCustomerOrder } from "../../../../../lib/orders/customer-orders"
import { ORDER_DETAIL_FIELDS, toOrderDetail } from "../../../../../lib/orders/order-view"
import { shippingQuoteOfOrder } from "../../../../../lib/orders/shipping-quote-answer"
import { paymentInstructions } from "../../../../../lib/payments/payment-modes"
import { readShopDetails } from "../../../../../lib/shop-details"

/**
 * One of the signed-in customer's orders; anyone else's is 404. While an offline payment (bank
 * deposit, cash at the shop) is still awaited, the order says how to pay, as checkout did. An
 * international order quoted by staff tells the quote: amount, state, the mode chosen and how to
 * pay it, or the modes to choose from while it is to pay.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const order = await requireCustomerOrder(req.scope, req.auth_context.actor_id, req.params.id, ORDER_DETAIL_FIELDS)
  const detail = toOrderDetail(order)
  const awaited = detail.payment.mode && detail.payment.state === "pending" && detail.status === "pending"
  const instructions = awaited ? paymentInstructions(detail.payment.mode!, readShopDetails()) : null
  const shippingQuote = await shippingQuoteOfOrder(req.scope, order)
  res.json({ order: { ...detail, payment_instructions: instructions, shipping_quote: shippingQuote } })
}
