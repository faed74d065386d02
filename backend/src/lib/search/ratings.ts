import type { CatalogueQuery } from "./shop-context"

export type RatingSummary = { average: number; count: number }

/**
 * The one place search documents get their ratings from. Reviews do not exist yet, so every
 * product has none (`rating_average` null, `rating_count` 0) and the rating facet counts zero.
 *
 * When the reviews plugin arrives it answers here through Query (the average of a product's
 * approved reviews, read over a link) and runs `syncCatalogueSearchWorkflow` for a product whose
 * reviews changed: the index fields, the `rating` filter and facet and the `top_rated` sort
 * already use these values, so they light up without further change.
 */
export async function loadRatingSummaries(
  _query: CatalogueQuery,
  _productIds: string[]
): Promise<Map<string, RatingSummary>> {
  return new Map()
}
