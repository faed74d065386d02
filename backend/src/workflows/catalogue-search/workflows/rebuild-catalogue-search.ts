import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { clearCatalogueSearchCacheStep } from "../steps/clear-search-cache"
import { reindexCatalogueSearchStep } from "../steps/reindex-catalogue-search"

/**
 * Rebuilds every shop search document: after the seed or a bulk import, and on a schedule for
 * what raises no event (a deal starting or ending, price list edits).
 */
export const rebuildCatalogueSearchWorkflow = createWorkflow("rebuild-catalogue-search", () => {
  const result = reindexCatalogueSearchStep()
  clearCatalogueSearchCacheStep()
  return new WorkflowResponse(result)
})
