import { dropHeldSearchCopies } from "../../modules/search-typed-postgres/memory-search"
import { forgetWhenDatabaseReplaced } from "../process-state"
import { catalogueSearchCache } from "./response-cache"

let seen: string | undefined
forgetWhenDatabaseReplaced(() => {
  seen = undefined
  dropHeldSearchCopies()
  catalogueSearchCache.clear()
})

/**
 * Called with the search tables' part (row counts, latest writes) of every catalogue version this
 * process reads (lib/catalogue/catalogue-version.ts). With several API servers and a worker, the
 * index is written by another process (docs/decisions/031): when that part changed, the rows and
 * documents held by the provider and the shop's answer cache here are dropped, and the next search
 * reads the index again.
 */
export function followSearchIndex(digest: string) {
  if (digest === seen) return
  seen = digest
  dropHeldSearchCopies()
  catalogueSearchCache.clear()
}
