import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { derivedPerCatalogueVersion } from "../../../../../lib/catalogue/derived-per-version"
import { loadProductPage } from "../../../../../lib/catalogue/product-page"
import type { StoreGetCatalogueProductParamsType } from "./validators"

/**
 * The product page in one call: texts in the shopper's language (`x-medusa-locale`), price in
 * the region's currency with the sale's end, stock, pack composition, rating and related
 * products. An unknown or unpublished handle is a 404. Derived once per catalogue version.
 */
export async function GET(
  req: MedusaStoreRequest<unknown, StoreGetCatalogueProductParamsType>,
  res: MedusaResponse
) {
  const input = {
    handle: req.params.handle,
    fields: req.queryConfig.fields,
    locale: req.locale,
    salesChannelIds: req.publishable_key_context.sales_channel_ids,
    regionId: req.validatedQuery.region_id,
  }
  const key = JSON.stringify(["product-page", input.handle, input.locale, input.salesChannelIds, input.regionId, input.fields])
  const page = await derivedPerCatalogueVersion(req.scope, key, () => loadProductPage(req.scope, input))
  res.json(page)
}
