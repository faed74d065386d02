import type { MedusaContainer } from "@medusajs/framework/types"
import { ProductStatus } from "@medusajs/framework/utils"
import { createInventoryLevelsWorkflow, createProductsWorkflow } from "@medusajs/medusa/core-flows"
import { attachProductCatalogueDataWorkflow } from "../../workflows/catalogue/workflows/attach-product-catalogue-data"
import { uploadImages } from "./images"
import { findAll } from "./query"
import { imagePath, type SeedData, type SeedPack, type SeedProduct } from "./seed-data"
import type { StoreSetup } from "./seed-store"
import { skinTypeTag } from "../../lib/catalogue/taxonomy"
import type { Taxonomy } from "./seed-taxonomy"
import { addEnglish } from "./translations"

const SIZE_OPTION = { fr: "Taille", en: "Size" }
const BATCH_SIZE = 20

type Context = { container: MedusaContainer; seedDir: string; store: StoreSetup; taxonomy: Taxonomy }
type VariantRow = { sku: string; inventory_items: { inventory_item_id: string }[] }

/** Single products first (with their stock), then packs whose stock is their components'. */
export async function seedProducts(ctx: Context, data: SeedData) {
  const existing = new Set(
    (await findAll<{ handle: string }>(ctx.container, "product", ["handle"])).map((p) => p.handle)
  )
  // Oldest first, so that "newest" in the shop follows the catalogue's history.
  const byAge = <T extends { created_days_ago: number }>(items: T[]) =>
    [...items].sort((a, b) => b.created_days_ago - a.created_days_ago)
  const products = byAge(data.products.filter((p) => !existing.has(p.handle)))
  const packs = byAge(data.packs.filter((p) => !existing.has(p.handle)))

  for (const batch of chunks(products, BATCH_SIZE)) {
    await createBatch(ctx, batch, () => ({}))
    await stockBatch(ctx, batch)
  }
  if (packs.length) {
    const inventoryBySku = await inventoryItemsBySku(ctx.container)
    for (const batch of chunks(packs, BATCH_SIZE)) {
      await createBatch(ctx, batch, (pack) => packExtras(pack as SeedPack, data, inventoryBySku))
    }
  }
  return { created: products.length + packs.length }
}

function packExtras(pack: SeedPack, data: SeedData, inventoryBySku: Map<string, string>) {
  const skuOf = (handle: string) => data.products.find((p) => p.handle === handle)!.sku
  return {
    inventory_items: pack.components.map((component) => ({
      inventory_item_id: inventoryBySku.get(skuOf(component.product))!,
      required_quantity: component.quantity,
    })),
  }
}

async function createBatch(
  ctx: Context,
  batch: (SeedProduct | SeedPack)[],
  variantExtras: (item: SeedProduct | SeedPack) => object
) {
  const { container, taxonomy, store } = ctx
  const images = await uploadImages(
    container,
    batch.flatMap((item) => [
      imagePath(ctx.seedDir, "products", `${item.handle}-400.webp`),
      imagePath(ctx.seedDir, "products", `${item.handle}-800.webp`),
    ])
  )
  const isPack = (item: SeedProduct | SeedPack): item is SeedPack => "components" in item
  const { result } = await createProductsWorkflow(container).run({
    input: {
      products: batch.map((item, index) => ({
        handle: item.handle,
        title: item.title.fr,
        subtitle: item.subtitle.fr,
        description: item.description.fr,
        status: ProductStatus.PUBLISHED,
        weight: item.weight_grams,
        thumbnail: images[index * 2],
        images: [{ url: images[index * 2 + 1] }],
        category_ids: [taxonomy.categoryIds.get(item.category)!],
        tag_ids: item.skin_types.map((value) => taxonomy.tagIds.get(skinTypeTag(value))!),
        type_id: isPack(item) ? taxonomy.packTypeId : undefined,
        collection_id: collectionOf(item, taxonomy),
        shipping_profile_id: store.shippingProfileId,
        sales_channels: [{ id: store.salesChannelId }],
        options: [{ title: SIZE_OPTION.fr, values: [item.size] }],
        variants: [
          {
            title: item.size,
            sku: item.sku,
            manage_inventory: true,
            options: { [SIZE_OPTION.fr]: item.size },
            prices: [{ amount: item.price, currency_code: "xaf" }],
            ...variantExtras(item),
          },
        ],
      })),
    },
  })
  const created = batch.map((item) => result.find((p) => p.handle === item.handle)!)

  await attachProductCatalogueDataWorkflow(container).run({
    input: {
      products: batch.map((item, index) => ({
        product_id: created[index].id,
        brand_id: taxonomy.brandIds.get(item.brand)!,
        detail: { details: item.details.fr, how_to_use: item.how_to_use.fr, sold_count: item.sold_count },
      })),
    },
  })
  await translateBatch(container, batch, created.map((p) => p.id))
}

function collectionOf(item: SeedProduct | SeedPack, taxonomy: Taxonomy) {
  if ("new" in item && item.new) return taxonomy.collectionIds.get("new-packs")
  if (item.featured) return taxonomy.collectionIds.get("featured")
  return undefined
}

async function translateBatch(
  container: MedusaContainer,
  batch: (SeedProduct | SeedPack)[],
  productIds: string[]
) {
  const rows = await findAll<{ id: string; options: { id: string }[]; product_detail: { id: string } }>(
    container,
    "product",
    ["id", "options.id", "product_detail.id"],
    { id: productIds }
  )
  await addEnglish(
    container,
    batch.flatMap((item, index) => {
      const row = rows.find((r) => r.id === productIds[index])!
      return [
        {
          reference: "product",
          reference_id: row.id,
          fields: { title: item.title.en, subtitle: item.subtitle.en, description: item.description.en },
        },
        ...row.options.map((option) => ({
          reference: "product_option",
          reference_id: option.id,
          fields: { title: SIZE_OPTION.en },
        })),
        {
          reference: "product_detail",
          reference_id: row.product_detail.id,
          fields: { details: item.details.en, how_to_use: item.how_to_use.en },
        },
      ]
    })
  )
}

async function stockBatch(ctx: Context, batch: SeedProduct[]) {
  const inventoryBySku = await inventoryItemsBySku(ctx.container, batch.map((p) => p.sku))
  await createInventoryLevelsWorkflow(ctx.container).run({
    input: {
      inventory_levels: batch.map((product) => ({
        location_id: ctx.store.locationId,
        inventory_item_id: inventoryBySku.get(product.sku)!,
        stocked_quantity: product.stock,
      })),
    },
  })
}

async function inventoryItemsBySku(container: MedusaContainer, skus?: string[]) {
  const variants = await findAll<VariantRow>(
    container,
    "product_variant",
    ["sku", "inventory_items.inventory_item_id"],
    skus ? { sku: skus } : {}
  )
  return new Map(
    variants
      .filter((v) => v.inventory_items.length === 1)
      .map((v) => [v.sku, v.inventory_items[0].inventory_item_id])
  )
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = []
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size))
  return result
}

