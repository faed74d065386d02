import type { MedusaContainer } from "@medusajs/framework/types"
import {
  applyTranslations,
  ContainerRegistrationKeys,
  MedusaError,
  ProductStatus,
} from "@medusajs/framework/utils"
import {
  availabilityOf,
  firstVariant,
  isInChannel,
  requireSalesChannelId,
  resolvePricing,
  variantPricingContext,
  type CatalogueContext,
  type ChannelRow,
  type Query,
} from "./context"
import { comparePackComponents, packComponentRows, toPackComponent, type KitItem, type PackComponent } from "./pack-components"
import { productPagePriceOf, salePriceListId, type CalculatedPrice, type ProductPagePrice } from "./price"
import { getProductRating, type ProductRating } from "./rating"
import { relatedProductCandidates, toRelatedProduct, type RelatedProduct } from "./related-products"
import { stockOf, type Stock } from "./stock"
import { PACK_TYPE_VALUE, skinTypesOf } from "./taxonomy"

/** Everything the storefront's product page shows, in one answer. */
export type ProductPage = {
  product: {
    id: string
    handle: string
    title: string
    subtitle: string | null
    description: string | null
    /** 400px picture. */
    thumbnail: string | null
    /** Pictures in order; the seed's first one is 800px. */
    images: string[]
    /** The variant the bag will hold; `size` is its title. */
    variant_id: string | null
    sku: string | null
    size: string | null
    price: ProductPagePrice | null
    stock: Stock
    brand: { handle: string; name: string } | null
    category: { handle: string; name: string } | null
    details: string
    how_to_use: string
    sold_count: number
    skin_types: string[]
    is_pack: boolean
    pack_components: PackComponent[]
    /** Null until the product has reviews (see rating.ts). */
    rating: ProductRating | null
  }
  related_products: RelatedProduct[]
}

type ProductRow = ChannelRow & {
  id: string
  handle: string
  title: string
  subtitle: string | null
  description: string | null
  thumbnail: string | null
  images?: { url: string; rank?: number | null }[] | null
  type?: { value: string } | null
  tags?: { value: string }[] | null
  categories?: { id: string; handle: string; name: string; is_active: boolean; is_internal: boolean }[] | null
  brand?: { id: string; handle: string; name: string } | null
  product_detail?: { details?: string | null; how_to_use?: string | null; sold_count?: number | null } | null
  variants?: {
    id: string
    title: string | null
    sku: string | null
    variant_rank?: number | null
    manage_inventory?: boolean | null
    allow_backorder?: boolean | null
    calculated_price?: CalculatedPrice | null
    inventory_items?: KitItem[] | null
  }[] | null
}

export type LoadProductPageInput = {
  handle: string
  /** The product fields to read (the route's query config). */
  fields: string[]
  /** `x-medusa-locale`; texts stay French (the base language) without it. */
  locale?: string
  salesChannelIds: string[] | undefined
  regionId?: string
}

/** A published product of the request's sales channel, by handle; a 404 otherwise. */
export async function loadProductPage(container: MedusaContainer, input: LoadProductPageInput): Promise<ProductPage> {
  const query: Query = container.resolve(ContainerRegistrationKeys.QUERY)
  const ctx: CatalogueContext = {
    query,
    salesChannelId: requireSalesChannelId(input.salesChannelIds),
    pricing: await resolvePricing(query, input.regionId),
  }

  const { data } = await query.graph({
    entity: "product",
    fields: input.fields,
    filters: { handle: input.handle, status: ProductStatus.PUBLISHED },
    context: variantPricingContext(ctx),
  })
  const product = (data as unknown as ProductRow[]).find((row) => isInChannel(row, ctx.salesChannelId))
  if (!product) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Product with handle "${input.handle}" was not found`)
  }

  const variant = firstVariant(product.variants)
  const category = product.categories?.find((c) => c.is_active && !c.is_internal) ?? null
  const isPack = product.type?.value === PACK_TYPE_VALUE
  const [availability, saleEndsAt, components, related, rating] = await Promise.all([
    availabilityOf(ctx, variant ? [variant.id] : []),
    saleEndDate(query, variant?.calculated_price),
    isPack && variant ? packComponentRows(ctx, variant) : [],
    relatedProductCandidates(ctx, {
      id: product.id,
      categoryId: category?.id ?? null,
      brandId: product.brand?.id ?? null,
    }),
    getProductRating(container, product.id),
  ])

  // One pass translates the product, its category and page texts, the components and suggestions.
  await applyTranslations({
    localeCode: input.locale,
    objects: [product, ...components.map((c) => c.product), ...related.map((r) => r.row)],
    container,
  })

  return {
    product: {
      id: product.id,
      handle: product.handle,
      title: product.title,
      subtitle: product.subtitle ?? null,
      description: product.description ?? null,
      thumbnail: product.thumbnail ?? null,
      images: [...(product.images ?? [])].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0)).map((image) => image.url),
      variant_id: variant?.id ?? null,
      sku: variant?.sku ?? null,
      size: variant?.title ?? null,
      price: productPagePriceOf(variant?.calculated_price, saleEndsAt),
      stock: stockOf(variant, variant && availability.get(variant.id)),
      brand: product.brand ? { handle: product.brand.handle, name: product.brand.name } : null,
      category: category ? { handle: category.handle, name: category.name } : null,
      details: product.product_detail?.details ?? "",
      how_to_use: product.product_detail?.how_to_use ?? "",
      sold_count: product.product_detail?.sold_count ?? 0,
      skin_types: skinTypesOf(product.tags),
      is_pack: isPack,
      pack_components: components
        .map((component) => toPackComponent(component, ctx.salesChannelId))
        .sort(comparePackComponents),
      rating,
    },
    related_products: related.map(toRelatedProduct),
  }
}

/** When the sale price list behind this price ends, if a sale applies. */
async function saleEndDate(query: Query, price: CalculatedPrice | null | undefined): Promise<Date | string | null> {
  const priceListId = salePriceListId(price)
  if (!priceListId) return null
  const { data } = await query.graph({ entity: "price_list", fields: ["ends_at"], filters: { id: priceListId } })
  return (data[0]?.ends_at as Date | string | null | undefined) ?? null
}
