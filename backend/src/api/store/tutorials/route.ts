import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { applyTranslations, ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { derivedPerCatalogueVersion } from "../../../lib/catalogue/derived-per-version"
import type { StoreListTutorialsParamsType } from "./validators"

/**
 * The home page's how-to videos, in rank order, in the shopper's language (`x-medusa-locale`).
 * Derived once per catalogue version.
 */
export async function GET(req: MedusaRequest<unknown, StoreListTutorialsParamsType>, res: MedusaResponse) {
  const { fields, pagination } = req.queryConfig
  const key = JSON.stringify(["tutorials", fields, pagination.skip, pagination.take, req.locale])
  const answer = await derivedPerCatalogueVersion(req.scope, key, async () => {
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
    const { data: tutorials, metadata } = await query.graph({
      entity: "tutorial",
      fields,
      pagination: { ...pagination, order: { rank: "ASC" } },
    })
    await applyTranslations({ localeCode: req.locale, objects: tutorials, container: req.scope })
    return { tutorials, count: metadata?.count ?? 0, offset: metadata?.skip ?? 0, limit: metadata?.take ?? 0 }
  })
  res.json(answer)
}
