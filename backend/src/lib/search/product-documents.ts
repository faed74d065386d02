import type { MedusaContainer } from "@medusajs/framework/types"
import { applyTranslations, getVariantAvailability, ProductStatus, QueryContext } from "@medusajs/framework/utils"
import type { CatalogueProductDocument, LocalizedTexts } from "./catalogue-index"
import { loadRatingSummaries } from "./ratings"
import type { CatalogueQuery, ShopContext } from "./shop-context"
import { PACK_TYPE_VALUE, skinTypesOf } from "../catalogue/taxonomy"

/** Products read per query: big enough to be quick, small enough to keep queries light. */
export const DOCUMENT_BATCH_SIZE = 200

const PRODUCT_FIELDS = [
  "id",
  "handle",
  "title",
  "subtitle",
  "status",
  "thumbnail",
  "created_at",
  "images.url",
  "images.rank",
  "type.value",
  "categories.id",
  "categories.handle",
  "categories.name",
  "tags.value",
  "brand.handle",
  "brand.name",
  "product_detail.sold_count",
  "sales_channels.id",
  "variants.id",
  "variants.manage_inventory",
  "variants.allow_backorder",
  "variants.calculated_price.calculated_amount",
  "variants.calculated_price.original_amount",
]

type ProductRow = Record<string, any>

export type BuiltDocuments = {
  documents: CatalogueProductDocument[]
  /** Asked for, but absent or not published: their documents must go. */
  withoutDocument: string[]
}

/**
 * Builds the search documents of the given products from Medusa's data. It needs only Query,
 * which is all the Search Module hands an index's `seed`.
 */
export async function buildProductDocuments(
  query: CatalogueQuery,
  shop: ShopContext,
  productIds: string[]
): Promise<BuiltDocuments> {
  const documents: CatalogueProductDocument[] = []
  for (let start = 0; start < productIds.length; start += DOCUMENT_BATCH_SIZE) {
    documents.push(...(await buildBatch(query, shop, productIds.slice(start, start + DOCUMENT_BATCH_SIZE))))
  }
  const built = new Set(documents.map((document) => document.id))
  return { documents, withoutDocument: productIds.filter((id) => !built.has(id)) }
}

async function buildBatch(query: CatalogueQuery, shop: ShopContext, ids: string[]) {
  if (!ids.length) return []
  const { data } = await query.graph({
    entity: "product",
    fields: PRODUCT_FIELDS,
    filters: { id: ids, status: ProductStatus.PUBLISHED },
    context: {
      variants: {
        calculated_price: QueryContext({ region_id: shop.regionId, currency_code: shop.currencyCode }),
      },
    },
  })
  const products = data as ProductRow[]
  const [stock, texts, ratings] = await Promise.all([
    loadStock(query, shop, products),
    loadTexts(query, shop, products),
    loadRatingSummaries(query, products.map((product) => product.id)),
  ])
  return products.map((product) => {
    const rating = ratings.get(product.id)
    return toDocument(product, shop, {
      inStock: stock.has(product.id),
      texts: texts.get(product.id)!,
      rating_average: rating?.count ? rating.average : null,
      rating_count: rating?.count ?? 0,
    })
  })
}

function toDocument(
  product: ProductRow,
  shop: ShopContext,
  extra: { inStock: boolean; texts: Record<string, LocalizedTexts>; rating_average: number | null; rating_count: number }
): CatalogueProductDocument {
  const categories = (product.categories ?? []) as { handle: string }[]
  const localized = Object.values(extra.texts)
  const price = currentPrice(product.variants ?? [])
  const images = [...(product.images ?? [])].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
  return {
    id: product.id,
    handle: product.handle,
    status: product.status,
    sales_channel_ids: (product.sales_channels ?? []).map((channel: { id: string }) => channel.id),
    texts: JSON.stringify(extra.texts),
    titles: unique(localized.map((text) => text.title)),
    subtitles: unique(localized.map((text) => text.subtitle)),
    category_names: unique(localized.map((text) => text.category_name)),
    brand_name: product.brand?.name ?? null,
    brand_handle: product.brand?.handle ?? null,
    category_handle: categories[0]?.handle ?? null,
    category_handles: categories.map((category) => category.handle),
    skin_types: skinTypesOf(product.tags),
    price: price?.amount ?? null,
    original_price: price?.original ?? null,
    currency_code: shop.currencyCode,
    in_stock: extra.inStock,
    is_pack: product.type?.value === PACK_TYPE_VALUE,
    rating_average: extra.rating_average,
    rating_count: extra.rating_count,
    sold_count: product.product_detail?.sold_count ?? 0,
    created_at: new Date(product.created_at),
    thumbnail: product.thumbnail ?? null,
    image: images[0]?.url ?? product.thumbnail ?? null,
  }
}

/** The cheapest variant's current price; the regular price beside it when a deal lowers it. */
function currentPrice(variants: ProductRow[]) {
  let best: { amount: number; original: number | null } | undefined
  for (const variant of variants) {
    const price = variant.calculated_price
    if (price?.calculated_amount == null) continue
    const amount = Math.round(Number(price.calculated_amount))
    const original = Math.round(Number(price.original_amount ?? amount))
    if (!best || amount < best.amount) {
      best = { amount, original: original > amount ? original : null }
    }
  }
  return best
}

/** Products with at least one variant a shopper can buy now in the shop's sales channel. */
export async function loadStock(query: CatalogueQuery, shop: ShopContext, products: ProductRow[]) {
  const inStock = new Set<string>()
  const managed: string[] = []
  for (const product of products) {
    for (const variant of product.variants ?? []) {
      if (!variant.manage_inventory || variant.allow_backorder) inStock.add(product.id)
      else managed.push(variant.id)
    }
  }
  if (managed.length) {
    const availability = await getVariantAvailability(query, {
      variant_ids: managed,
      sales_channel_id: shop.salesChannelId,
    })
    for (const product of products) {
      if ((product.variants ?? []).some((variant: ProductRow) => (availability[variant.id]?.availability ?? 0) > 0)) {
        inStock.add(product.id)
      }
    }
  }
  return inStock
}

/** Each product's card texts in every locale the store offers (translations over the French base). */
async function loadTexts(query: CatalogueQuery, shop: ShopContext, products: ProductRow[]) {
  // applyTranslations reads the translations through Query, the one thing it resolves.
  const container = { resolve: () => query } as unknown as MedusaContainer
  const base = () =>
    products.map((product) => ({
      id: product.id,
      title: product.title as string,
      subtitle: (product.subtitle as string | null) ?? null,
      categories: (product.categories ?? []).slice(0, 1).map((c: ProductRow) => ({ id: c.id, name: c.name })),
    }))
  const byLocale = await Promise.all(
    shop.locales.map(async (locale, index) => {
      const objects = base()
      if (index > 0) await applyTranslations({ localeCode: locale, objects, container })
      return [locale, objects] as const
    })
  )
  const texts = new Map<string, Record<string, LocalizedTexts>>()
  for (const [locale, objects] of byLocale) {
    for (const object of objects) {
      const entry = texts.get(object.id) ?? {}
      entry[locale] = {
        title: object.title,
        subtitle: object.subtitle || null,
        category_name: object.categories[0]?.name ?? null,
      }
      texts.set(object.id, entry)
    }
  }
  return texts
}

function unique(values: (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => !!value))]
}
