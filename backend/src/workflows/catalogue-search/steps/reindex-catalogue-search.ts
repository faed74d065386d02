import type { ISearchModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CATALOGUE_SEARCH_INDEX } from "../../../lib/search/catalogue-index"

/**
 * Rebuilds the whole index into a new version and switches reads to it once full (the Search
 * Module's "swap" reindex), so the shop never sees a half-built index. Nothing to undo: the index
 * is derived data and the old version keeps serving until the new one is complete.
 */
export const reindexCatalogueSearchStep = createStep("reindex-catalogue-search", async (_, { container }) => {
  const searchModule = container.resolve<ISearchModuleService>(Modules.SEARCH)
  const result = await searchModule.reindex({ index: CATALOGUE_SEARCH_INDEX, strategy: "swap" })
  return new StepResponse(result)
})
