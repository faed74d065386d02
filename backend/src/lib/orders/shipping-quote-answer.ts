import type { MedusaContainer } from "@medusajs/framework/types"
import type { MedusaOrder } from "./order-view"
import { shippingQuoteAnswer, shippingQuoteOf, type ShippingQuoteAnswer } from "./shipping-quote"
import { paymentModesOfRegion } from "../payments/region-payment-modes"
import { readShopDetails } from "../shop-details"

/** The order's quote as its routes answer it (null: no quote), with the region's modes while it is to pay. */
export async function shippingQuoteOfOrder(scope: MedusaContainer, order: MedusaOrder): Promise<ShippingQuoteAnswer | null> {
  const quote = shippingQuoteOf(order)
  if (!quote) return null
  const modes = quote.state === "to_pay" ? await paymentModesOfRegion(scope, order.region_id ?? null) : []
  return shippingQuoteAnswer(quote, modes, readShopDetails())
}
