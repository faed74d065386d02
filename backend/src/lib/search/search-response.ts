import type { SearchProductCard } from "@dreamshade/contracts"
import type { SearchFacetResult, SearchResult } from "@medusajs/framework/types"
import type { LocalizedTexts } from "./catalogue-index"
import type { FacetLabels } from "./facet-labels"
import { RATING_VALUES, type CatalogueSearchInput, type FacetKey } from "./search-request"
import { BASE_LOCALE, pickLocale } from "./shop-context"

/** A search hit's card (the contracts' `SearchProductCard`). */
export type ShopCard = SearchProductCard

type ValueCount = { value: string; count: number }

export type CatalogueSearchResponse = {
  products: ShopCard[]
  count: number
  page: number
  limit: number
  facets: {
    category: (ValueCount & { label: string })[]
    brand: (ValueCount & { label: string })[]
    skin_type: ValueCount[]
    rating: { value: number; count: number }[]
    price: { min: number; max: number }
  }
}

type Sources = Record<FacetKey, { query: number; field: string }>

export function toSearchResponse(
  input: CatalogueSearchInput,
  results: SearchResult[],
  sources: Sources,
  labels: FacetLabels,
  locale: string | undefined
): CatalogueSearchResponse {
  const facet = (key: FacetKey) => results[sources[key].query].facets?.[sources[key].field]
  const values = (key: FacetKey) => {
    const result = facet(key)
    return result?.type === "value" ? result.values.filter((entry) => entry.count > 0) : []
  }
  const labelled = (key: "category" | "brand") =>
    values(key).map((entry) => ({ value: entry.value, label: labels[key].get(entry.value) ?? entry.value, count: entry.count }))
  return {
    products: results[0].hits.map((hit) => toCard(hit.document, locale)),
    count: results[0].metadata.count ?? 0,
    page: input.page,
    limit: input.limit,
    facets: {
      category: labelled("category"),
      brand: labelled("brand"),
      skin_type: values("skin_type"),
      rating: ratingCounts(facet("rating")),
      price: priceRange(facet("price")),
    },
  }
}

/** Always 1 to 5: how many products have an average of at least each value. */
function ratingCounts(result: SearchFacetResult | undefined) {
  const ranges = result?.type === "range" ? result.ranges : []
  return RATING_VALUES.map((value) => ({
    value,
    count: ranges.find((range) => range.key === String(value))?.count ?? 0,
  }))
}

function priceRange(result: SearchFacetResult | undefined) {
  if (result?.type !== "stats" || !result.count) return { min: 0, max: 0 }
  return { min: Math.round(result.min), max: Math.round(result.max) }
}

function toCard(document: Record<string, any>, locale: string | undefined): ShopCard {
  const texts = JSON.parse(document.texts ?? "{}") as Record<string, LocalizedTexts>
  const local = texts[pickLocale(Object.keys(texts), locale)] ?? texts[BASE_LOCALE]
  const ratingCount = Number(document.rating_count ?? 0)
  return {
    id: document.id,
    handle: document.handle,
    title: local?.title ?? document.handle,
    subtitle: local?.subtitle ?? null,
    thumbnail: document.thumbnail ?? null,
    image: document.image ?? null,
    brand: document.brand_handle ? { handle: document.brand_handle, name: document.brand_name ?? document.brand_handle } : null,
    category: document.category_handle
      ? { handle: document.category_handle, name: local?.category_name ?? document.category_handle }
      : null,
    price:
      document.price != null
        ? { amount: Number(document.price), original_amount: document.original_price ?? null, currency_code: document.currency_code }
        : null,
    in_stock: !!document.in_stock,
    rating:
      ratingCount > 0 && document.rating_average != null
        ? { average: Math.round(Number(document.rating_average) * 10) / 10, count: ratingCount }
        : null,
    sold_count: Number(document.sold_count ?? 0),
    is_pack: !!document.is_pack,
  }
}
