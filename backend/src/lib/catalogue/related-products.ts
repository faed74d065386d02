import type { RelatedProductCard } from "@dreamshade/contracts"
import { ProductStatus } from "@medusajs/framework/utils"
import {
  availabilityOf,
  firstVariant,
  isInChannel,
  variantPricingContext,
  type CatalogueContext,
  type ChannelRow,
} from "./context"
import { shopPriceOf, type CalculatedPrice } from "./price"
import { stockOf, type Stock } from "./stock"

export const RELATED_PRODUCTS_LIMIT = 8
/** Enough candidates to fill the list with products in stock. */
const CANDIDATES_PER_SOURCE = 40

const RELATED_PRODUCT_FIELDS = [
  "id",
  "handle",
  "title",
  "subtitle",
  "thumbnail",
  "images.url",
  "images.rank",
  "brand.id",
  "brand.name",
  "product_detail.id",
  "product_detail.sold_count",
  "sales_channels.id",
  "variants.id",
  "variants.variant_rank",
  "variants.manage_inventory",
  "variants.allow_backorder",
  "variants.calculated_price.*",
]

export type RelatedProductRow = ChannelRow & {
  id: string
  handle: string
  title: string
  subtitle: string | null
  thumbnail: string | null
  images?: { url: string; rank?: number | null }[] | null
  brand?: { name: string } | null
  product_detail?: { sold_count?: number | null } | null
  variants?: {
    id: string
    variant_rank?: number | null
    manage_inventory?: boolean | null
    allow_backorder?: boolean | null
    calculated_price?: CalculatedPrice | null
  }[] | null
}

/** A product suggested beside another (the contracts' `RelatedProductCard`). */
export type RelatedProduct = RelatedProductCard

export type Candidate = { row: RelatedProductRow; source: 0 | 1; stock: Stock }

/**
 * Products to suggest beside one product: same category, then same brand; in stock first; the
 * best sellers first within each. Only products on sale in the request's channel.
 */
export async function relatedProductCandidates(
  ctx: CatalogueContext,
  product: { id: string; categoryId: string | null; brandId: string | null }
): Promise<Candidate[]> {
  const [inCategory, ofBrand] = await Promise.all([
    product.categoryId ? idsInCategory(ctx, product.categoryId) : [],
    product.brandId ? idsOfBrand(ctx, product.brandId) : [],
  ])
  const source = new Map<string, 0 | 1>()
  for (const id of inCategory) source.set(id, 0)
  for (const id of ofBrand) if (!source.has(id)) source.set(id, 1)
  source.delete(product.id)
  if (!source.size) return []

  const { data } = await ctx.query.graph({
    entity: "product",
    fields: RELATED_PRODUCT_FIELDS,
    filters: { id: [...source.keys()], status: ProductStatus.PUBLISHED },
    context: variantPricingContext(ctx),
  })
  const rows = (data as unknown as RelatedProductRow[]).filter((row) => isInChannel(row, ctx.salesChannelId))
  const variants = rows.map((row) => firstVariant(row.variants))
  const availability = await availabilityOf(
    ctx,
    variants.flatMap((variant) => (variant ? [variant.id] : []))
  )
  const candidates = rows.map((row, index) => {
    const variant = variants[index]
    return { row, source: source.get(row.id)!, stock: stockOf(variant, variant && availability.get(variant.id)) }
  })
  return candidates.sort(compareCandidates).slice(0, RELATED_PRODUCTS_LIMIT)
}

export function compareCandidates(a: Candidate, b: Candidate): number {
  const soldOut = (candidate: Candidate) => (candidate.stock.status === "out_of_stock" ? 1 : 0)
  const sold = (candidate: Candidate) => candidate.row.product_detail?.sold_count ?? 0
  return (
    soldOut(a) - soldOut(b) ||
    a.source - b.source ||
    sold(b) - sold(a) ||
    a.row.title.localeCompare(b.row.title)
  )
}

export function toRelatedProduct({ row, stock }: Candidate): RelatedProduct {
  const images = [...(row.images ?? [])].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
  return {
    id: row.id,
    handle: row.handle,
    title: row.title,
    subtitle: row.subtitle ?? null,
    thumbnail: row.thumbnail ?? null,
    image: images[0]?.url ?? row.thumbnail ?? null,
    brand: row.brand?.name ? { name: row.brand.name } : null,
    price: shopPriceOf(firstVariant(row.variants)?.calculated_price),
    stock,
  }
}

async function idsInCategory(ctx: CatalogueContext, categoryId: string): Promise<string[]> {
  const { data } = await ctx.query.graph({
    entity: "product",
    fields: ["id"],
    // A filter through a relation of the product module; Query's generated filter type omits it.
    filters: { categories: { id: categoryId }, status: ProductStatus.PUBLISHED } as Record<string, unknown>,
    pagination: { take: CANDIDATES_PER_SOURCE, order: { created_at: "DESC" } },
  })
  return data.map((row: { id: string }) => row.id)
}

async function idsOfBrand(ctx: CatalogueContext, brandId: string): Promise<string[]> {
  const { data } = await ctx.query.graph({
    entity: "brand",
    fields: ["products.id"],
    filters: { id: brandId },
  })
  const products = (data[0]?.products ?? []) as ({ id: string } | null)[]
  return products.flatMap((product) => (product ? [product.id] : [])).slice(0, CANDIDATES_PER_SOURCE)
}
