import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { loadRatingSummaries } from "../search/ratings"

export type ProductRating = { average: number; count: number }

/** The one place the product page reads a product's rating: the reviews plugin's totals. */
export async function getProductRating(container: MedusaContainer, productId: string): Promise<ProductRating | null> {
  const ratings = await loadRatingSummaries(container.resolve(ContainerRegistrationKeys.QUERY), [productId])
  return ratings.get(productId) ?? null
}
