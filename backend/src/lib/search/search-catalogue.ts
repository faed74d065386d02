import type { ISearchModuleService, MedusaContainer, SearchQuery, SearchResult } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { loadFacetLabels, type FacetLabels } from "./facet-labels"
import { catalogueSearchCache } from "./response-cache"
import { buildSearchQueries, type CatalogueSearchInput } from "./search-request"
import { toSearchResponse } from "./search-response"
import { BASE_LOCALE } from "./shop-context"

type SearchScope = { locale?: string; salesChannelIds: string[] }

/**
 * Answers a shop query from the catalogue index: the page of products, the total, and the facets.
 * Returns the JSON text, cached (response-cache.ts) so that a repeated shop page costs no query.
 */
export async function searchCatalogue(
  container: MedusaContainer,
  input: CatalogueSearchInput,
  scope: SearchScope
): Promise<string> {
  const key = JSON.stringify(["search", scope.locale ?? "", [...scope.salesChannelIds].sort(), input])
  const cached = catalogueSearchCache.get(key) as string | undefined
  if (cached) return cached

  // An answer computed from copies dropped meanwhile (a write, another server's included) is not kept.
  const epoch = catalogueSearchCache.epoch
  const { queries, facetSources } = buildSearchQueries(input, scope.salesChannelIds)
  const searchModule = container.resolve<ISearchModuleService>(Modules.SEARCH)
  const [results, labels] = await Promise.all([searchWithCachedFacets(searchModule, queries, epoch), facetLabels(container, scope.locale, epoch)])
  const body = JSON.stringify(toSearchResponse(input, results, facetSources, labels, scope.locale))
  catalogueSearchCache.set(key, body, epoch)
  return body
}

/**
 * The facet-only queries (one per active filter, without it) repeat across many shop pages: every
 * price range in a category shares "this category, any price". They are cached on their own, so
 * that a new page often costs only its main query.
 */
async function searchWithCachedFacets(searchModule: ISearchModuleService, queries: SearchQuery[], epoch: number): Promise<SearchResult[]> {
  const keys = queries.map((query, i) => (i === 0 ? undefined : JSON.stringify(["facets", query])))
  const cached = keys.map((key) => (key ? (catalogueSearchCache.get(key) as SearchResult | undefined) : undefined))
  const fetched = await searchModule.searchMany(queries.filter((_, i) => !cached[i]))
  let next = 0
  return queries.map((_, i) => {
    if (cached[i]) return cached[i]
    const result = fetched[next++]
    if (keys[i]) catalogueSearchCache.set(keys[i], result, epoch)
    return result
  })
}

async function facetLabels(container: MedusaContainer, locale: string | undefined, epoch: number) {
  const wanted = locale && locale !== BASE_LOCALE ? locale : undefined
  const key = `labels:${wanted ?? ""}`
  const cached = catalogueSearchCache.get(key) as FacetLabels | undefined
  if (cached) return cached
  const labels = await loadFacetLabels(container, wanted)
  catalogueSearchCache.set(key, labels, epoch)
  return labels
}
