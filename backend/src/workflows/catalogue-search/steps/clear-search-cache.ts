import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { catalogueSearchCache } from "../../../lib/search/response-cache"

/** Forgets cached shop answers after the index changed. Undoing a write clears it again. */
export const clearCatalogueSearchCacheStep = createStep(
  "clear-catalogue-search-cache",
  async () => {
    catalogueSearchCache.clear()
    return new StepResponse(undefined, true)
  },
  async () => {
    catalogueSearchCache.clear()
  }
)
