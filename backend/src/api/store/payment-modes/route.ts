import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { paymentModesOfRegion } from "../../../lib/payments/region-payment-modes"
import type { StorePaymentModesParamsType } from "./validators"

/**
 * Checkout's payment step: all six modes of the spec for this cart, the unavailable ones with a
 * reason code, the available ones with the provider to open a payment session with and, for bank
 * deposit and cash at the shop, what the shopper will have to do.
 */
export async function GET(req: MedusaRequest<unknown, StorePaymentModesParamsType>, res: MedusaResponse) {
  const { cart_id } = req.validatedQuery
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: carts } = await query.graph({ entity: "cart", fields: ["id", "region_id"], filters: { id: cart_id } })
  const cart = carts[0]
  if (!cart) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Cart with id: ${cart_id} was not found`)
  res.json({ payment_modes: await paymentModesOfRegion(req.scope, cart.region_id ?? null) })
}
