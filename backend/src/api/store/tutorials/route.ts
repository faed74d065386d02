import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { applyTranslations, ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { StoreListTutorialsParamsType } from "./validators"

/** The home page's how-to videos, in rank order, in the shopper's language (`x-medusa-locale`). */
export async function GET(req: MedusaRequest<unknown, StoreListTutorialsParamsType>, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: tutorials, metadata } = await query.graph({
    entity: "tutorial",
    fields: req.queryConfig.fields,
    pagination: { ...req.queryConfig.pagination, order: { rank: "ASC" } },
  })
  await applyTranslations({ localeCode: req.locale, objects: tutorials, container: req.scope })
  res.json({ tutorials, count: metadata?.count ?? 0, offset: metadata?.skip ?? 0, limit: metadata?.take ?? 0 })
}
