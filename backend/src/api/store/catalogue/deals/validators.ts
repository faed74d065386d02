import { z } from "@medusajs/framework/zod"

export const StoreGetDealsParams = z.object({
  /** Prices are calculated for this region; by default the shop's own region (Cameroon). */
  region_id: z.string().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(12),
})
export type StoreGetDealsParamsType = z.infer<typeof StoreGetDealsParams>
