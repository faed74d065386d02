import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { listPaymentModes } from "../../../lib/payments/payment-modes"
import { readShopDetails } from "../../../lib/shop-details"
import type { StorePaymentModesParamsType } from "./validators"

/**
 * Checkout's payment step: all six modes of the spec for this cart, the unavailable ones with a
 * reason code, the available ones with the provider to open a payment session with and, for bank
 * deposit and cash at the shop, what the shopper will have to do.
 */
export async function GET(req: MedusaRequest<unknown, StorePaymentModesParamsType>, res: MedusaResponse) {
  const { cart_id } = req.validatedQuery
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: carts } = await query.graph({
    entity: "cart",
    fields: ["id", "region.payment_providers.id", "region.payment_providers.is_enabled"],
    filters: { id: cart_id },
  })
  const cart = carts[0]
  if (!cart) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Cart with id: ${cart_id} was not found`)

  const installed = await req.scope.resolve(Modules.PAYMENT).listPaymentProviders({ is_enabled: true })
  const regionProviders = (cart.region?.payment_providers ?? []) as { id: string; is_enabled: boolean }[]
  const inRegion = regionProviders.filter((provider) => provider?.is_enabled).map((provider) => provider.id)
  res.json({ payment_modes: listPaymentModes(installed.map((provider) => provider.id), inRegion, readShopDetails()) })
}
