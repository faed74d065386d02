import type { SearchFacetRequest, SearchFilters, SearchQuery } from "@medusajs/framework/types"
import { CATALOGUE_SEARCH_INDEX } from "./catalogue-index"

export const SORTS = ["relevance", "newest", "price_asc", "price_desc", "best_selling", "top_rated"] as const
export type CatalogueSort = (typeof SORTS)[number]
export const SKIN_TYPES = ["normal", "dry", "oily", "combination", "sensitive"] as const
export const RATING_VALUES = [1, 2, 3, 4, 5] as const

/** A shop query, validated (src/api/storefront/catalogue/search/validators.ts). */
export type CatalogueSearchInput = {
  q?: string
  category?: string[]
  brand?: string[]
  skin_type?: string[]
  min_price?: number
  max_price?: number
  rating?: number
  sort?: CatalogueSort
  page: number
  limit: number
}

export type FacetKey = "category" | "brand" | "skin_type" | "rating" | "price"
export const FACET_KEYS: FacetKey[] = ["category", "brand", "skin_type", "rating", "price"]

/** What each shop filter and facet reads in the index. */
const FACETS: Record<FacetKey, SearchFacetRequest> = {
  category: { field: "category_handles", type: "value", limit: 100 },
  brand: { field: "brand_handle", type: "value", limit: 200 },
  skin_type: { field: "skin_types", type: "value", limit: SKIN_TYPES.length },
  rating: {
    field: "rating_average",
    type: "range",
    ranges: RATING_VALUES.map((value) => ({ key: String(value), from: value })),
  },
  price: { field: "price", type: "stats" },
}

/** The document fields a shop card is made from. */
const CARD_FIELDS = [
  "id",
  "handle",
  "texts",
  "brand_name",
  "brand_handle",
  "category_handle",
  "price",
  "original_price",
  "currency_code",
  "in_stock",
  "is_pack",
  "rating_average",
  "rating_count",
  "sold_count",
  "thumbnail",
  "image",
]

/** Ties broken by id, so that pages never overlap. */
const ORDERS: Record<CatalogueSort, Record<string, "ASC" | "DESC">> = {
  relevance: { _score: "DESC", sold_count: "DESC", id: "ASC" },
  newest: { created_at: "DESC", id: "ASC" },
  price_asc: { price: "ASC", id: "ASC" },
  price_desc: { price: "DESC", id: "ASC" },
  best_selling: { sold_count: "DESC", id: "ASC" },
  top_rated: { rating_average: "DESC", rating_count: "DESC", sold_count: "DESC", id: "ASC" },
}

/** Relevance when there is text to be relevant to, else the newest products first. */
export function resolveSort(input: Pick<CatalogueSearchInput, "q" | "sort">): CatalogueSort {
  const sort = input.sort ?? (input.q ? "relevance" : "newest")
  return sort === "relevance" && !input.q ? "newest" : sort
}

/** Facets whose own filter is set: their counts need a query without that filter. */
export function activeFacets(input: CatalogueSearchInput): FacetKey[] {
  const active: FacetKey[] = []
  if (input.category?.length) active.push("category")
  if (input.brand?.length) active.push("brand")
  if (input.skin_type?.length) active.push("skin_type")
  if (input.rating !== undefined) active.push("rating")
  if (input.min_price !== undefined || input.max_price !== undefined) active.push("price")
  return active
}

/**
 * Disjunctive faceting: one query for the page, its count and the facets nobody filters on, plus
 * one facet-only query per active filter with every filter except its own.
 */
export function buildSearchQueries(input: CatalogueSearchInput, salesChannelIds: string[]) {
  const active = activeFacets(input)
  const q = input.q || undefined
  const options = { match_strategy: "last" as const }
  const main: SearchQuery = {
    entity: CATALOGUE_SEARCH_INDEX,
    fields: CARD_FIELDS,
    filters: { ...buildFilters(input, salesChannelIds), ...(q ? { q } : {}) },
    pagination: { skip: (input.page - 1) * input.limit, take: input.limit, order: ORDERS[resolveSort(input)] },
    search_options: { ...options, facets: FACET_KEYS.filter((key) => !active.includes(key)).map((key) => FACETS[key]) },
  }
  const relaxed = active.map(
    (key): SearchQuery => ({
      entity: CATALOGUE_SEARCH_INDEX,
      fields: ["id"],
      filters: { ...buildFilters(input, salesChannelIds, key), ...(q ? { q } : {}) },
      pagination: { skip: 0, take: 0 },
      search_options: { ...options, facets: [FACETS[key]], count: "none" },
    })
  )
  return { queries: [main, ...relaxed], facetSources: facetSources(active) }
}

/** Which query (0 = main) answers each facet. */
function facetSources(active: FacetKey[]): Record<FacetKey, { query: number; field: string }> {
  return Object.fromEntries(
    FACET_KEYS.map((key) => [key, { query: active.indexOf(key) + 1, field: FACETS[key].field }])
  ) as Record<FacetKey, { query: number; field: string }>
}

function buildFilters(input: CatalogueSearchInput, salesChannelIds: string[], except?: FacetKey): SearchFilters {
  const filters: SearchFilters = {}
  if (except !== "category" && input.category?.length) filters.category_handles = input.category
  if (except !== "brand" && input.brand?.length) filters.brand_handle = input.brand
  if (except !== "skin_type" && input.skin_type?.length) filters.skin_types = input.skin_type
  if (except !== "rating" && input.rating !== undefined) filters.rating_average = { $gte: input.rating }
  if (except !== "price" && (input.min_price !== undefined || input.max_price !== undefined)) {
    filters.price = {
      ...(input.min_price !== undefined ? { $gte: input.min_price } : {}),
      ...(input.max_price !== undefined ? { $lte: input.max_price } : {}),
    }
  }
  // Last: nearly every product is in the key's channels, so the shop's own filters (checked in
  // this order) drop most rows before this array comparison runs.
  if (salesChannelIds.length) filters.sales_channel_ids = salesChannelIds
  return filters
}
