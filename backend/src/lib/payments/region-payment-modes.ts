import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { readShopDetails } from "../shop-details"
import { listPaymentModes, type PaymentMode } from "./payment-modes"

/** The six modes as a region offers them: the providers enabled on the server and in the region (none without a region). */
export async function paymentModesOfRegion(scope: MedusaContainer, regionId: string | null): Promise<PaymentMode[]> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: regions } = regionId
    ? await query.graph(
        {
          entity: "region",
          fields: ["id", "payment_providers.id", "payment_providers.is_enabled"],
          filters: { id: regionId },
        },
        // Kept by Medusa's Caching Module: a region's update (its providers too) clears it.
        { cache: { enable: true } },
      )
    : { data: [] as any[] }
  const regionProviders = (regions[0]?.payment_providers ?? []) as { id: string; is_enabled: boolean }[]
  const inRegion = regionProviders.filter((provider) => provider?.is_enabled).map((provider) => provider.id)
  const installed = await scope.resolve(Modules.PAYMENT).listPaymentProviders({ is_enabled: true })
  return listPaymentModes(installed.map((provider) => provider.id), inRegion, readShopDetails())
}
