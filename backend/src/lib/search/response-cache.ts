import { HeldValues } from "../../modules/search-typed-postgres/held-values"

/**
 * Shop search answers (serialised, ready to send), facet-only query results and facet labels,
 * for this process (docs/decisions/007-catalogue-search.md): 1,000 entries, 30 s. The same few
 * shop pages are asked for over and over; the index changes rarely. Every write to the index
 * clears it in this process; other processes (several API servers) see a change at the latest
 * after the 30 s.
 */
export const catalogueSearchCache = new HeldValues<unknown>(1000, 30_000)
