import type { SearchSeedContext } from "@medusajs/framework/types"
import { DOCUMENT_BATCH_SIZE, buildProductDocuments } from "./product-documents"
import { loadShopContext, type ShopContext } from "./shop-context"

/**
 * The index's `seed`: every product in id order, one batch of documents at a time, resuming after
 * `last_key`. A catch-up pass (`since`) also reads deleted products, whose documents go.
 */
export async function* seedCatalogueProducts(context: SearchSeedContext) {
  const { query } = context.container
  // Read once there is a product: a brand-new database has no store defaults yet.
  let shop: ShopContext | undefined
  let cursor = context.last_key
  while (true) {
    const constraints: Record<string, unknown>[] = []
    if (context.catchup) constraints.push({ updated_at: { $gte: context.catchup.since } })
    if (cursor) constraints.push({ id: { $gt: cursor } })
    const { data } = await query.graph({
      entity: "product",
      fields: ["id"],
      filters: { ...(context.filters ?? {}), ...(constraints.length ? { $and: constraints } : {}) },
      pagination: { take: DOCUMENT_BATCH_SIZE, order: { id: "ASC" } },
      withDeleted: !!context.catchup,
    })
    if (!data.length) return
    const ids = data.map((row: { id: string }) => row.id)
    shop ??= await loadShopContext(query)
    const { documents, withoutDocument } = await buildProductDocuments(query, shop, ids)
    const mutations = []
    if (documents.length) mutations.push({ action: "upsert" as const, documents })
    if (withoutDocument.length) mutations.push({ action: "delete" as const, filters: { id: withoutDocument } })
    yield mutations
    if (data.length < DOCUMENT_BATCH_SIZE) return
    cursor = ids[ids.length - 1]
  }
}
