import { FavouriteRecordId } from "@dreamshade/contracts"
import { z } from "@medusajs/framework/zod"

export const StoreAddFavourite = z.object({ product_id: FavouriteRecordId }).strict()
export type StoreAddFavouriteType = z.infer<typeof StoreAddFavourite>

export const StoreListFavourites = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  /** The region whose prices to show; the store's default region (Cameroon) when absent. */
  region_id: FavouriteRecordId.optional(),
})
export type StoreListFavouritesType = z.infer<typeof StoreListFavourites>
