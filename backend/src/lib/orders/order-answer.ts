import type { MedusaContainer } from "@medusajs/framework/types"
import { paymentInstructions, type PaymentMode } from "../payments/payment-modes"
import { paymentModesOfRegion } from "../payments/region-payment-modes"
import { readShopDetails } from "../shop-details"
import { toOrderDetail, type MedusaOrder } from "./order-view"
import { payAgainRefusal } from "./pay-again"
import { shippingQuoteOfOrder } from "./shipping-quote-answer"

/**
 * One order as `GET /store/account/orders/:id` answers it. While an offline payment (bank deposit,
 * cash at the shop) is awaited, how to pay it, as checkout did. While the order can be paid again
 * (its mobile-money payment failed), `pay_again` lists the region's modes to choose from.
 */
export async function customerOrderAnswer(scope: MedusaContainer, order: MedusaOrder) {
  const detail = toOrderDetail(order)
  const { mode, state } = detail.payment
  const instructions = mode && state === "pending" && detail.status === "pending" ? paymentInstructions(mode, readShopDetails()) : null
  const payAgain: { payment_modes: PaymentMode[] } | null =
    payAgainRefusal(order) === null ? { payment_modes: await paymentModesOfRegion(scope, order.region_id ?? null) } : null
  return {
    ...detail,
    payment_instructions: instructions,
    shipping_quote: await shippingQuoteOfOrder(scope, order),
    pay_again: payAgain,
  }
}
