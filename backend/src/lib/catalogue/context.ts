import type { RemoteQueryFunction } from "@medusajs/framework/types"
import { getVariantAvailability, MedusaError, QueryContext } from "@medusajs/framework/utils"

export type Query = Omit<RemoteQueryFunction, symbol>

/** What every catalogue read of one store request shares. */
export type CatalogueContext = {
  query: Query
  /** The sales channel of the request's publishable key: what is on sale, and where stock counts. */
  salesChannelId: string
  pricing: { region_id: string; currency_code: string }
}

export type ChannelRow = { sales_channels?: ({ id: string } | null)[] | null }
export type VariantRow = { id: string; variant_rank?: number | null }

/**
 * Stock is counted per sales channel, so the key must name exactly one (Medusa's own store
 * product routes have the same rule).
 */
export function requireSalesChannelId(salesChannelIds: readonly string[] | undefined): string {
  if (salesChannelIds?.length !== 1) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      "Stock cannot be calculated: the publishable key must have exactly one sales channel"
    )
  }
  return salesChannelIds[0]
}

/** Prices come from the requested region, else the store's default region (Cameroon, in XAF). */
export async function resolvePricing(query: Query, regionId?: string): Promise<CatalogueContext["pricing"]> {
  let id = regionId
  if (!id) {
    const { data: stores } = await query.graph({ entity: "store", fields: ["default_region_id"] })
    id = stores[0]?.default_region_id ?? undefined
  }
  const { data: regions } = id
    ? await query.graph({ entity: "region", fields: ["id", "currency_code"], filters: { id } })
    : { data: [] }
  const region = regions[0]
  if (!region) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Region with id ${regionId ?? "(store default)"} was not found`)
  }
  return { region_id: region.id, currency_code: region.currency_code }
}

/** The `context` for query.graph that makes Medusa calculate `variants.calculated_price`. */
export function variantPricingContext(ctx: CatalogueContext) {
  return { variants: { calculated_price: QueryContext(ctx.pricing) } }
}

export function isInChannel(row: ChannelRow | null | undefined, salesChannelId: string): boolean {
  return !!row?.sales_channels?.some((channel) => channel?.id === salesChannelId)
}

/** The variant a one-size product sells (the shop's products have one variant). */
export function firstVariant<V extends VariantRow>(variants: readonly (V | null)[] | null | undefined): V | undefined {
  return [...(variants ?? [])]
    .filter((variant): variant is V => !!variant)
    .sort((a, b) => (a.variant_rank ?? 0) - (b.variant_rank ?? 0))[0]
}

/** Sellable units per variant in the request's channel (inventory kits: their scarcest part). */
export async function availabilityOf(ctx: CatalogueContext, variantIds: string[]): Promise<Map<string, number | null>> {
  if (!variantIds.length) return new Map()
  const result = await getVariantAvailability(ctx.query, {
    variant_ids: variantIds,
    sales_channel_id: ctx.salesChannelId,
  })
  return new Map(variantIds.map((id) => [id, result[id]?.availability ?? null]))
}
