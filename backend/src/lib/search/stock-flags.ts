import type { ISearchModuleService } from "@medusajs/framework/types"
import { CATALOGUE_SEARCH_INDEX } from "./catalogue-index"
import { loadStock } from "./product-documents"
import type { CatalogueQuery, ShopContext } from "./shop-context"

/**
 * Of products whose stock moved, those whose document must be written again: the ones that went
 * in or out of stock (their indexed `in_stock` is no longer what their stock says) and the ones
 * without a document (unpublished, or an index that missed them: the rewrite decides). An order
 * that leaves some units changes nothing a shop page shows, so it costs a stock read, not a
 * document rebuild with prices, texts and ratings, and the cached search answers stay.
 */
export async function productsWhoseStockFlagChanged(
  query: CatalogueQuery,
  searchModule: ISearchModuleService,
  shop: ShopContext,
  productIds: string[]
): Promise<string[]> {
  if (!productIds.length) return []
  const { data: products } = await query.graph({
    entity: "product",
    fields: ["id", "variants.id", "variants.manage_inventory", "variants.allow_backorder"],
    filters: { id: productIds },
  })
  const [inStock, indexed] = await Promise.all([loadStock(query, shop, products), indexedStockFlags(searchModule, productIds)])
  return productIds.filter((id) => indexed.get(id) !== inStock.has(id))
}

/** Each indexed product's `in_stock`; a product without a document is absent. */
async function indexedStockFlags(searchModule: ISearchModuleService, ids: string[]): Promise<Map<string, boolean>> {
  const { hits } = await searchModule.search({
    entity: CATALOGUE_SEARCH_INDEX,
    filters: { id: ids },
    pagination: { take: ids.length },
    search_options: { count: "none" },
  })
  return new Map(hits.map((hit) => [hit.id, Boolean(hit.document.in_stock)]))
}
