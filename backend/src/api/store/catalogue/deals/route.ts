import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { derivedPerCatalogueVersion } from "../../../../lib/catalogue/derived-per-version"
import { loadDeals, type DealsInput, type DealsResponse } from "../../../../lib/catalogue/deals"
import type { StoreGetDealsParamsType } from "./validators"

/**
 * "Top deals of the day" for the home page (lib/catalogue/deals.ts), in the shopper's language
 * (`x-medusa-locale`). Derived once per catalogue version (and again when a price list starts or ends).
 */
export async function GET(req: MedusaStoreRequest<unknown, StoreGetDealsParamsType>, res: MedusaResponse<DealsResponse>) {
  const input: DealsInput = {
    regionId: req.validatedQuery.region_id,
    limit: req.validatedQuery.limit,
    locale: req.locale,
    salesChannelIds: req.publishable_key_context.sales_channel_ids,
    fields: req.queryConfig.fields,
  }
  const key = JSON.stringify(["deals", input.regionId, input.limit, input.locale, input.salesChannelIds, input.fields])
  res.json(await derivedPerCatalogueVersion(req.scope, key, () => loadDeals(req.scope, input)))
}
