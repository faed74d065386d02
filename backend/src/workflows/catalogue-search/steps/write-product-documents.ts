import type { ISearchModuleService } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CATALOGUE_SEARCH_INDEX } from "../../../lib/search/catalogue-index"
import { buildProductDocuments } from "../../../lib/search/product-documents"
import { loadShopContext } from "../../../lib/search/shop-context"

type Previous = { ids: string[]; documents: Record<string, unknown>[] }

/**
 * Rewrites the products' documents from Medusa's data: upserts those that should be in the
 * shop, deletes those that should not (deleted, unpublished). Undo puts the old documents back.
 */
export const writeProductDocumentsStep = createStep(
  "write-catalogue-product-documents",
  async (productIds: string[], { container }) => {
    if (!productIds.length) return new StepResponse({ upserted: 0, removed: 0 }, { ids: [], documents: [] } as Previous)
    const searchModule = container.resolve<ISearchModuleService>(Modules.SEARCH)
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const previous = await readDocuments(searchModule, productIds)
    const { documents, withoutDocument } = await buildProductDocuments(query, await loadShopContext(query), productIds)
    await searchModule.upsertDocuments({ index: CATALOGUE_SEARCH_INDEX, documents })
    if (withoutDocument.length) {
      await searchModule.deleteDocuments({ index: CATALOGUE_SEARCH_INDEX, filters: { id: withoutDocument } })
    }
    return new StepResponse(
      { upserted: documents.length, removed: withoutDocument.length },
      { ids: productIds, documents: previous } satisfies Previous
    )
  },
  async (previous: Previous | undefined, { container }) => {
    if (!previous) return
    const searchModule = container.resolve<ISearchModuleService>(Modules.SEARCH)
    const kept = new Set(previous.documents.map((document) => document.id as string))
    const absent = previous.ids.filter((id) => !kept.has(id))
    await searchModule.upsertDocuments({ index: CATALOGUE_SEARCH_INDEX, documents: previous.documents as any[] })
    if (absent.length) await searchModule.deleteDocuments({ index: CATALOGUE_SEARCH_INDEX, filters: { id: absent } })
  }
)

async function readDocuments(searchModule: ISearchModuleService, ids: string[]) {
  const { hits } = await searchModule.search({
    entity: CATALOGUE_SEARCH_INDEX,
    filters: { id: ids },
    pagination: { take: ids.length },
    search_options: { count: "none" },
  })
  return hits.map((hit) => ({ ...hit.document, id: hit.id }))
}
