import type { MedusaContainer } from "@medusajs/framework/types"

export type ProductRating = { average: number; count: number }

/**
 * The one place the product page reads a product's rating. Reviews do not exist yet, so every
 * product has none; the reviews plugin replaces this body with its own query.
 */
export async function getProductRating(_container: MedusaContainer, _productId: string): Promise<ProductRating | null> {
  return null
}
