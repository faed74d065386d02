import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { catalogueVersionAtLeast } from "../../../../lib/catalogue/catalogue-version"
import { searchCatalogue } from "../../../../lib/search/search-catalogue"
import type { StoreCatalogueSearchParamsType } from "./validators"

/**
 * The shop page: products matching the filters and text, one page of them, the total and the
 * facet counts, in the shopper's language (`x-medusa-locale`), limited to the sales channels of
 * the publishable key. Answered from the catalogue search index (docs/decisions/007). Served
 * outside `/store`: `requirePublishableKey` (middlewares.ts) sets the key's context, cached.
 */
export async function GET(req: MedusaStoreRequest<unknown, StoreCatalogueSearchParamsType>, res: MedusaResponse) {
  const salesChannelIds = req.publishable_key_context?.sales_channel_ids ?? []
  if (!salesChannelIds.length) {
    // As Medusa's own store product routes answer: a key without a channel sells nothing.
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "Publishable key needs to have a sales channel configured")
  }
  // Written by another process (the worker's sync) shows here within a second, and at once when the
  // storefront names the catalogue version it read, maybe from another server (docs/decisions/031).
  await catalogueVersionAtLeast(req.scope, req.get("x-catalogue-version"))
  const body = await searchCatalogue(req.scope, req.validatedQuery, { locale: req.locale, salesChannelIds })
  res.setHeader("Content-Type", "application/json; charset=utf-8")
  res.send(body)
}
