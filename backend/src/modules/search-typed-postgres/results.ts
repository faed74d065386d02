import type { SearchTypes } from "@medusajs/framework/types"
import { setDocumentPath } from "@medusajs/framework/utils"

type FacetRequest = Exclude<SearchTypes.SearchFacetRequest, string>
export type RawHit = { id: string; score: number; document: Record<string, unknown> }
export type RawAnswer = { hits: RawHit[]; count: number | null; facets: { request: FacetRequest; value: unknown }[]; take: number; skip: number }

/** A query's answer, from SQL or from memory, in the Search Module's shape. */
export function toSearchResult(input: SearchTypes.ProviderSearchQuery, answer: RawAnswer, elapsed: number): SearchTypes.SearchResult {
  return {
    hits: answer.hits.map((hit) => ({
      id: hit.id,
      score: input.search_options?.include_score ? Number(hit.score) : undefined,
      document: nest(hit.document),
    })),
    facets: answer.facets.length
      ? Object.fromEntries(answer.facets.map(({ request, value }) => [request.field, facetResult(request, value)]))
      : undefined,
    metadata: { skip: answer.skip, take: answer.take, count: answer.count, query: input.q, processing_time_ms: elapsed },
  }
}

function facetResult(request: FacetRequest, value: any): SearchTypes.SearchFacetResult {
  if (request.type === "stats") {
    return {
      type: "stats",
      min: Number(value?.min ?? 0),
      max: Number(value?.max ?? 0),
      avg: value?.avg == null ? undefined : Number(value.avg),
      sum: value?.sum == null ? undefined : Number(value.sum),
      count: Number(value?.count ?? 0),
    }
  }
  if (request.type === "range") {
    return {
      type: "range",
      ranges: request.ranges.map((range, index) => ({
        key: range.key ?? `${range.from ?? "*"}-${range.to ?? "*"}`,
        from: range.from,
        to: range.to,
        count: Number(value?.[`r${index}`] ?? 0),
      })),
    }
  }
  return { type: "value", values: ((value ?? []) as { value: string; count: number }[]).map((v) => ({ value: v.value, count: Number(v.count) })) }
}

function nest(flat: Record<string, unknown>): Record<string, unknown> {
  const document: Record<string, unknown> = {}
  for (const [path, value] of Object.entries(flat ?? {})) setDocumentPath(document, path, value)
  return document
}
