import type { FavouriteProductCard } from "@dreamshade/contracts"
import type { MedusaContainer } from "@medusajs/framework/types"
import { applyTranslations, ContainerRegistrationKeys, ProductStatus } from "@medusajs/framework/utils"
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
} from "../catalogue/context"
import { shopPriceOf, type CalculatedPrice } from "../catalogue/price"
import { stockOf } from "../catalogue/stock"
import { FAVOURITE_MODULE } from "../../modules/favourite"
import type FavouriteModuleService from "../../modules/favourite/service"

/** What `/my-favourites` shows for one favourite. */
export type FavouriteView = {
  id: string
  product_id: string
  created_at: string
  /** Null when the product is no longer sold (unpublished, deleted): the row can still be removed. */
  product: FavouriteProductCard | null
}

const PRODUCT_FIELDS = [
  "id",
  "handle",
  "title",
  "thumbnail",
  "sales_channels.id",
  "variants.id",
  "variants.variant_rank",
  "variants.manage_inventory",
  "variants.allow_backorder",
  "variants.calculated_price.*",
]

type ProductRow = ChannelRow & {
  id: string
  handle: string
  title: string
  thumbnail: string | null
  variants?: {
    id: string
    variant_rank?: number | null
    manage_inventory?: boolean | null
    allow_backorder?: boolean | null
    calculated_price?: CalculatedPrice | null
  }[] | null
}

export type ListFavouritesInput = {
  customerId: string
  limit: number
  offset: number
  locale?: string
  salesChannelIds: string[] | undefined
  regionId?: string
}

/** One page of the customer's favourites, newest first, with each product as the shop sells it now. */
export async function listCustomerFavourites(
  container: MedusaContainer,
  input: ListFavouritesInput
): Promise<{ favourites: FavouriteView[]; count: number }> {
  const service = container.resolve<FavouriteModuleService>(FAVOURITE_MODULE)
  const [rows, count] = await service.listAndCountFavourites(
    { customer_id: input.customerId },
    { order: { created_at: "DESC", id: "DESC" }, take: input.limit, skip: input.offset }
  )
  if (!rows.length) return { favourites: [], count }

  const query: Query = container.resolve(ContainerRegistrationKeys.QUERY)
  const ctx: CatalogueContext = {
    query,
    salesChannelId: requireSalesChannelId(input.salesChannelIds),
    pricing: await resolvePricing(query, input.regionId),
  }
  const { data } = await query.graph({
    entity: "product",
    fields: PRODUCT_FIELDS,
    filters: { id: rows.map((row) => row.product_id), status: ProductStatus.PUBLISHED },
    context: variantPricingContext(ctx),
  })
  const products = (data as unknown as ProductRow[]).filter((row) => isInChannel(row, ctx.salesChannelId))
  await applyTranslations({ localeCode: input.locale, objects: products, container })
  const variants = new Map(products.map((product) => [product.id, firstVariant(product.variants)]))
  const availability = await availabilityOf(
    ctx,
    [...variants.values()].flatMap((variant) => (variant ? [variant.id] : []))
  )
  const byId = new Map(products.map((product) => [product.id, product]))

  const favourites = rows.map((row): FavouriteView => {
    const product = byId.get(row.product_id)
    const variant = variants.get(row.product_id)
    return {
      id: row.id,
      product_id: row.product_id,
      created_at: new Date(row.created_at).toISOString(),
      product: product
        ? {
            id: product.id,
            handle: product.handle,
            title: product.title,
            thumbnail: product.thumbnail ?? null,
            variant_id: variant?.id ?? null,
            price: shopPriceOf(variant?.calculated_price),
            stock: stockOf(variant, variant && availability.get(variant.id)),
          }
        : null,
    }
  })
  return { favourites, count }
}
