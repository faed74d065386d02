import { HeldValues } from "../../modules/search-typed-postgres/held-values"

/**
 * Shop search answers (serialised, ready to send), facet-only query results and facet labels,
 * for this process (docs/decisions/007-catalogue-search.md): 1,000 entries, 30 s. The same few
 * shop pages are asked for over and over; the index changes rarely. Every write to the index
 * clears it in this process; a write by another process (the worker, another API server) clears
 * it when the search route next reads the catalogue version, at most a quarter of a second old
 * (follow-search-index.ts, docs/decisions/031).
 */
export const catalogueSearchCache = new HeldValues<unknown>(1000, 30_000)
