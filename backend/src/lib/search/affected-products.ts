import type { CatalogueQuery } from "./shop-context"

/** Records whose change may alter shop documents, by kind (event payload ids). */
export type CatalogueChange = {
  product_ids?: string[]
  variant_ids?: string[]
  category_ids?: string[]
  translation_ids?: string[]
  inventory_item_ids?: string[]
  inventory_level_ids?: string[]
  reservation_ids?: string[]
}

type Row = Record<string, any>

const TRANSLATED_PRODUCT = "product"
const TRANSLATED_CATEGORY = "product_category"

/**
 * The kinds of change that only take or give back stock: a reservation made or released (an
 * order placed, cancelled or fulfilled), a stock level counted again. They can change a
 * document's `in_stock` and nothing else (prices, texts, ratings and sales figures live elsewhere).
 */
const STOCK_KINDS = ["inventory_level_ids", "reservation_ids"] as const satisfies (keyof CatalogueChange)[]

/**
 * The products a change touches, in two lists: `rebuild`, whose documents may change in any
 * field, and `stock`, reached only through stock (STOCK_KINDS), whose documents change only when
 * the product goes in or out of stock (src/lib/search/stock-flags.ts finds which did).
 */
export type AffectedProducts = { rebuild: string[]; stock: string[] }

/**
 * The products whose search documents a change touches: a category's products when its name
 * changes, every product sharing an inventory item (packs included) when stock moves, and so on.
 * Deleted rows are read too, since a deletion is a change.
 */
export async function resolveAffectedProducts(query: CatalogueQuery, change: CatalogueChange): Promise<AffectedProducts> {
  const read = async (entity: string, fields: string[], filters: Row, withDeleted = false) =>
    (await query.graph({ entity, fields, filters, withDeleted })).data as Row[]
  const stockOnly = Object.fromEntries(STOCK_KINDS.map((kind) => [kind, change[kind]]))
  const others = Object.fromEntries(Object.entries(change).filter(([kind]) => !(STOCK_KINDS as readonly string[]).includes(kind)))
  const rebuild = await productsOf(read, others)
  const stock = (await productsOf(read, stockOnly)).filter((id) => !rebuild.includes(id))
  return { rebuild, stock }
}

type Read = (entity: string, fields: string[], filters: Row, withDeleted?: boolean) => Promise<Row[]>

async function productsOf(read: Read, change: CatalogueChange): Promise<string[]> {
  const products = new Set(change.product_ids ?? [])
  const categories = new Set(change.category_ids ?? [])
  const variants = new Set(change.variant_ids ?? [])
  const inventoryItems = new Set(change.inventory_item_ids ?? [])

  if (change.translation_ids?.length) {
    for (const row of await read("translation", ["reference", "reference_id"], { id: change.translation_ids }, true)) {
      if (row.reference === TRANSLATED_PRODUCT) products.add(row.reference_id)
      if (row.reference === TRANSLATED_CATEGORY) categories.add(row.reference_id)
    }
  }
  if (change.inventory_level_ids?.length) {
    for (const row of await read("inventory_level", ["inventory_item_id"], { id: change.inventory_level_ids }, true)) {
      inventoryItems.add(row.inventory_item_id)
    }
  }
  if (change.reservation_ids?.length) {
    for (const row of await read("reservation_item", ["inventory_item_id"], { id: change.reservation_ids }, true)) {
      inventoryItems.add(row.inventory_item_id)
    }
  }
  if (inventoryItems.size) {
    const links = await read("product_variant_inventory_item", ["variant_id"], { inventory_item_id: [...inventoryItems] })
    for (const link of links) variants.add(link.variant_id)
  }
  if (variants.size) {
    for (const row of await read("product_variant", ["product_id"], { id: [...variants] }, true)) {
      if (row.product_id) products.add(row.product_id)
    }
  }
  if (categories.size) {
    for (const row of await read("product_category", ["products.id"], { id: [...categories] })) {
      for (const product of row.products ?? []) products.add(product.id)
    }
  }
  return [...products]
}
