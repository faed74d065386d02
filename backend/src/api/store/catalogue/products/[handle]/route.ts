import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { loadProductPage } from "../../../../../lib/catalogue/product-page"
import type { StoreGetCatalogueProductParamsType } from "./validators"

/**
 * The product page in one call: texts in the shopper's language (`x-medusa-locale`), price in
 * the region's currency with the sale's end, stock, pack composition, rating and related
 * products. An unknown or unpublished handle is a 404.
 */
export async function GET(
  req: MedusaStoreRequest<unknown, StoreGetCatalogueProductParamsType>,
  res: MedusaResponse
) {
  const page = await loadProductPage(req.scope, {
    handle: req.params.handle,
    fields: req.queryConfig.fields,
    locale: req.locale,
    salesChannelIds: req.publishable_key_context.sales_channel_ids,
    regionId: req.validatedQuery.region_id,
  })
  res.json(page)
}
