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
  order_ids?: string[]
}

type Row = Record<string, any>

const TRANSLATED_PRODUCT = "product"
const TRANSLATED_CATEGORY = "product_category"

/**
 * The products whose search documents a change touches: a category's products when its name
 * changes, every product sharing an inventory item (packs included) when stock moves, and so on.
 * Deleted rows are read too, since a deletion is a change.
 */
export async function resolveAffectedProducts(query: CatalogueQuery, change: CatalogueChange): Promise<string[]> {
  const read = async (entity: string, fields: string[], filters: Row, withDeleted = false) =>
    (await query.graph({ entity, fields, filters, withDeleted })).data as Row[]
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
  if (change.order_ids?.length) {
    for (const order of await read("order", ["items.variant_id"], { id: change.order_ids })) {
      for (const item of order.items ?? []) if (item?.variant_id) variants.add(item.variant_id)
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
