import { z } from "@medusajs/framework/zod"

export const StoreGetCatalogueProductParams = z.object({
  /** The region whose prices to show; the store's default region (Cameroon) when absent. */
  region_id: z.string().min(1).optional(),
})
export type StoreGetCatalogueProductParamsType = z.infer<typeof StoreGetCatalogueProductParams>
