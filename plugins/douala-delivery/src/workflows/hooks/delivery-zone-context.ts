import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import {
  listShippingOptionsForCartWithPricingWorkflow,
  listShippingOptionsForCartWorkflow,
} from "@medusajs/medusa/core-flows"
import { settingsFromOptions } from "../../lib/delivery-options"
import { deliveryZone, type AddressForDelivery } from "../../lib/delivery-rules"
import { DOUALA_DELIVERY_PROVIDER_ID } from "../../lib/provider-id"

/**
 * Shipping options are offered by address: the service zone settles the country, and a rule
 * `delivery_zone eq douala|cameroon` on the two home-delivery options settles the town. Medusa
 * evaluates rules against the context these hooks give it; the zone comes from the same rule the
 * prices use, with the towns and country the provider publishes.
 */
async function deliveryZoneContext(
  cart: { shipping_address?: AddressForDelivery },
  container: MedusaContainer
): Promise<Record<string, string>> {
  const fulfillment = container.resolve(Modules.FULFILLMENT)
  const settings = settingsFromOptions(await fulfillment.retrieveFulfillmentOptions(DOUALA_DELIVERY_PROVIDER_ID))
  const zone = settings && deliveryZone(cart.shipping_address, settings)
  return zone ? { delivery_zone: zone } : {}
}

// The listing the store API answers (GET /store/shipping-options).
listShippingOptionsForCartWorkflow.hooks.setShippingOptionsContext(async ({ cart }, { container }) => {
  return new StepResponse(await deliveryZoneContext(cart as never, container))
})

// The listing behind adding a shipping method and refreshing a cart after an address change.
listShippingOptionsForCartWithPricingWorkflow.hooks.setShippingOptionsContext(async ({ cart }, { container }) => {
  return new StepResponse(await deliveryZoneContext(cart as never, container))
})
