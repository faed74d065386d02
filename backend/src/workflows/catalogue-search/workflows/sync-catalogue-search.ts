import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { CatalogueChange } from "../../../lib/search/affected-products"
import { clearCatalogueSearchCacheStep } from "../steps/clear-search-cache"
import { resolveAffectedProductsStep } from "../steps/resolve-affected-products"
import { writeProductDocumentsStep } from "../steps/write-product-documents"

export type SyncCatalogueSearchInput = CatalogueChange

/** Brings the shop search documents of whatever a change touched up to date. */
export const syncCatalogueSearchWorkflow = createWorkflow(
  "sync-catalogue-search",
  (input: SyncCatalogueSearchInput) => {
    const productIds = resolveAffectedProductsStep(input)
    const written = writeProductDocumentsStep(productIds)
    clearCatalogueSearchCacheStep()
    return new WorkflowResponse(written)
  }
)
