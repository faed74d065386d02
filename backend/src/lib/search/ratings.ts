import type { CardRating } from "@dreamshade/contracts"
import type { CatalogueQuery } from "./shop-context"

export type RatingSummary = CardRating

/**
 * The one place search documents get their ratings from: the totals the reviews plugin
 * (plugins/reviews) keeps per product from its visible reviews. The plugin emits
 * `product-rating.updated` when they change, and the catalogue sync subscriber reindexes the
 * product, so the `rating` filter and facet and the `top_rated` sort follow.
 */
export async function loadRatingSummaries(query: CatalogueQuery, productIds: string[]): Promise<Map<string, RatingSummary>> {
  if (!productIds.length) return new Map()
  const { data } = await query.graph({
    entity: "product_rating",
    fields: ["product_id", "average", "count"],
    filters: { product_id: productIds },
  })
  const ratings = new Map<string, RatingSummary>()
  for (const row of data as { product_id: string; average: number | null; count: number }[]) {
    if (row.count > 0 && row.average !== null) ratings.set(row.product_id, { average: Number(row.average), count: row.count })
  }
  return ratings
}
