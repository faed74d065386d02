import { z } from "@medusajs/framework/zod"

export const AdminListCustomerFavourites = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
})
export type AdminListCustomerFavouritesType = z.infer<typeof AdminListCustomerFavourites>
