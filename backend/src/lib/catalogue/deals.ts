import type { DealProductCard } from "@dreamshade/contracts"
import type { MedusaContainer } from "@medusajs/framework/types"
import {
  applyTranslations,
  ContainerRegistrationKeys,
  PriceListStatus,
  PriceListType,
  ProductStatus,
  QueryContext,
} from "@medusajs/framework/utils"
import { loadRatingSummaries, type RatingSummary } from "../search/ratings"
import { availabilityOf, isInChannel, requireSalesChannelId, resolvePricing, type CatalogueContext } from "./context"
import { dealPriceSetIds, pickCurrentDeal, type PriceListRow } from "./current-deal"
import { salePriceListId, shopPriceOf } from "./price"
import { stockOf } from "./stock"

export type DealsResponse = {
  id: string | null
  title: string | null
  /** ISO date; null when no deal runs or the deal has no end. */
  ends_at: string | null
  products: DealProductCard[]
}

export type DealsInput = {
  regionId?: string
  limit: number
  locale?: string
  salesChannelIds: string[] | undefined
  /** The variant fields the cards need (the route's query config). */
  fields: string[]
}

/**
 * "Top deals of the day": the running sale price list that ends first (current-deal.ts), with a
 * card for each product it lowers (sale price beside the regular one), biggest discount first,
 * translated into `locale`, priced in the region (default: the store's, Cameroon in XAF).
 */
export async function loadDeals(container: MedusaContainer, input: DealsInput): Promise<DealsResponse> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const ctx: CatalogueContext = {
    query,
    salesChannelId: requireSalesChannelId(input.salesChannelIds),
    pricing: await resolvePricing(query, input.regionId),
  }

  const { data: lists } = await query.graph({
    entity: "price_list",
    fields: ["id", "title", "starts_at", "ends_at", "rules_count", "prices.price_set_id", "prices.currency_code"],
    filters: { type: PriceListType.SALE, status: PriceListStatus.ACTIVE },
  })
  const deal = pickCurrentDeal(lists as PriceListRow[], ctx.pricing.currency_code, new Date())
  if (!deal) return { id: null, title: null, ends_at: null, products: [] }

  const variants = await dealVariants(ctx, deal, input.fields)
  const availability = await availabilityOf(ctx, variants.map((variant) => variant.id))
  const ratings = await loadRatingSummaries(query, [...new Set(variants.map((variant) => variant.product.id as string))])
  await applyTranslations({ localeCode: input.locale, objects: [deal, ...variants], container })

  return {
    id: deal.id,
    title: deal.title,
    ends_at: deal.ends_at === null ? null : new Date(deal.ends_at).toISOString(),
    products: toDealCards(variants, availability, ratings).slice(0, input.limit),
  }
}

/** The published, on-sale-here variants whose calculated price really comes from this deal. */
async function dealVariants(ctx: CatalogueContext, deal: PriceListRow, fields: string[]) {
  const { data: links } = await ctx.query.graph({
    entity: "product_variant_price_set",
    fields: ["variant_id"],
    filters: { price_set_id: dealPriceSetIds(deal, ctx.pricing.currency_code) },
  })
  if (!links.length) return []
  const { data: variants } = await ctx.query.graph({
    entity: "variant",
    fields,
    filters: { id: links.map((link: { variant_id: string }) => link.variant_id) },
    context: { calculated_price: QueryContext(ctx.pricing) },
  })
  return (variants as any[]).filter(
    (variant) =>
      variant.product?.status === ProductStatus.PUBLISHED &&
      isInChannel(variant.product, ctx.salesChannelId) &&
      salePriceListId(variant.calculated_price) === deal.id
  )
}

/** One card per product, from its deepest-discounted variant; biggest discounts first. */
function toDealCards(
  variants: any[],
  availability: Map<string, number | null>,
  ratings: Map<string, RatingSummary>
): DealProductCard[] {
  const cards = new Map<string, DealProductCard>()
  for (const variant of variants) {
    const price = shopPriceOf(variant.calculated_price)!
    const current = cards.get(variant.product.id)
    if (current && current.price.amount <= price.amount) continue
    const { product } = variant
    cards.set(product.id, {
      id: product.id,
      handle: product.handle,
      title: product.title,
      subtitle: product.subtitle ?? null,
      thumbnail: product.thumbnail ?? null,
      images: (product.images ?? []).map((image: { url: string }) => ({ url: image.url })),
      brand: product.brand?.name ? { name: product.brand.name } : null,
      price,
      in_stock: stockOf(variant, availability.get(variant.id)).status !== "out_of_stock",
      rating: ratings.get(product.id) ?? null,
    } satisfies DealProductCard)
  }
  const discount = ({ price }: DealProductCard) => 1 - price.amount / (price.original_amount ?? price.amount)
  return [...cards.values()].sort((a, b) => discount(b) - discount(a) || a.title.localeCompare(b.title))
}
