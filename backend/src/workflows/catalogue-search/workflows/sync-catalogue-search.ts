import { createWorkflow, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { CatalogueChange } from "../../../lib/search/affected-products"
import { clearCatalogueSearchCacheStep } from "../steps/clear-search-cache"
import { resolveAffectedProductsStep } from "../steps/resolve-affected-products"
import { writeProductDocumentsStep } from "../steps/write-product-documents"

export type SyncCatalogueSearchInput = CatalogueChange

/**
 * Brings the shop search documents of whatever a change touched up to date; the cached answers
 * go only when a document did change (a sale that leaves stock keeps them).
 */
export const syncCatalogueSearchWorkflow = createWorkflow(
  "sync-catalogue-search",
  (input: SyncCatalogueSearchInput) => {
    const productIds = resolveAffectedProductsStep(input)
    const written = writeProductDocumentsStep(productIds)
    when("catalogue-documents-written", { written }, ({ written }) => written.upserted + written.removed > 0).then(() => {
      clearCatalogueSearchCacheStep()
    })
    return new WorkflowResponse(written)
  }
)
