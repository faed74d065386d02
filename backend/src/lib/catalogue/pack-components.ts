import { ProductStatus } from "@medusajs/framework/utils"
import { isInChannel, type CatalogueContext, type ChannelRow } from "./context"

export type KitItem = { inventory_item_id: string; required_quantity: number }

export type ComponentProductRow = ChannelRow & {
  id: string
  handle: string
  title: string
  thumbnail: string | null
  status: string
}

type ComponentVariantRow = {
  id: string
  inventory_items: { inventory_item_id: string }[]
  product: ComponentProductRow | null
}

export type PackComponentRow = { quantity: number; product: ComponentProductRow }

export type PackComponent = {
  /** Null when the product is not on sale in this shop: shown, not linked. */
  handle: string | null
  title: string
  thumbnail: string | null
  quantity: number
}

const COMPONENT_VARIANT_FIELDS = [
  "id",
  "inventory_items.inventory_item_id",
  "product.id",
  "product.handle",
  "product.title",
  "product.thumbnail",
  "product.status",
  "product.sales_channels.id",
]

/**
 * What a pack contains, read from its inventory kit (docs/decisions/003-catalogue-model.md): each
 * kit item is the inventory item of a component product's variant, `required_quantity` times.
 * The component is the variant holding that item alone; other packs hold it too, among others.
 * Medusa keeps no order for kit items: callers sort (by title, once translated).
 */
export async function packComponentRows(
  ctx: CatalogueContext,
  packVariant: { id: string; inventory_items?: (KitItem | null)[] | null }
): Promise<PackComponentRow[]> {
  const kit = (packVariant.inventory_items ?? []).filter((item): item is KitItem => !!item)
  if (!kit.length) return []

  const { data: links } = await ctx.query.graph({
    entity: "product_variant_inventory_items",
    fields: ["variant_id"],
    filters: { inventory_item_id: kit.map((item) => item.inventory_item_id) },
  })
  const variantIds = [...new Set(links.map((link: { variant_id: string }) => link.variant_id))].filter(
    (id) => id !== packVariant.id
  )
  if (!variantIds.length) return []
  const { data } = await ctx.query.graph({
    entity: "product_variant",
    fields: COMPONENT_VARIANT_FIELDS,
    filters: { id: variantIds },
  })
  const variants = data as unknown as ComponentVariantRow[]

  return kit.flatMap((item) => {
    const owner = variants.find(
      (variant) =>
        variant.product &&
        variant.inventory_items.length === 1 &&
        variant.inventory_items[0].inventory_item_id === item.inventory_item_id
    )
    return owner?.product ? [{ quantity: item.required_quantity, product: owner.product }] : []
  })
}

export function comparePackComponents(a: PackComponent, b: PackComponent): number {
  return a.title.localeCompare(b.title)
}

export function toPackComponent(row: PackComponentRow, salesChannelId: string): PackComponent {
  const onSale = row.product.status === ProductStatus.PUBLISHED && isInChannel(row.product, salesChannelId)
  return {
    handle: onSale ? row.product.handle : null,
    title: row.product.title,
    thumbnail: row.product.thumbnail,
    quantity: row.quantity,
  }
}
