import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { FAVOURITE_MODULE } from "../../modules/favourite"
import type FavouriteModuleService from "../../modules/favourite/service"

/** What staff see of one favourite on the customer page: the product as it is, sold or not. */
export type StaffFavouriteView = {
  id: string
  created_at: string
  product_id: string
  /** Null when the product was deleted. */
  product: { id: string; title: string; handle: string; thumbnail: string | null; status: string } | null
}

/** A customer's favourites for the Admin, newest first. */
export async function listFavouritesForStaff(
  container: MedusaContainer,
  customerId: string,
  { limit, offset }: { limit: number; offset: number }
): Promise<{ favourites: StaffFavouriteView[]; count: number }> {
  const [rows, count] = await container
    .resolve<FavouriteModuleService>(FAVOURITE_MODULE)
    .listAndCountFavourites({ customer_id: customerId }, { order: { created_at: "DESC", id: "DESC" }, take: limit, skip: offset })
  if (!rows.length) return { favourites: [], count }
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "product",
    fields: ["id", "title", "handle", "thumbnail", "status"],
    filters: { id: rows.map((row) => row.product_id) },
  })
  const products = new Map((data as StaffFavouriteView["product"][]).map((product) => [product?.id, product]))
  return {
    favourites: rows.map((row) => ({
      id: row.id,
      created_at: new Date(row.created_at).toISOString(),
      product_id: row.product_id,
      product: products.get(row.product_id) ?? null,
    })),
    count,
  }
}
