import type { MedusaContainer } from "@medusajs/framework/types"
import { applyTranslations, ContainerRegistrationKeys } from "@medusajs/framework/utils"

export type FacetLabels = { category: Map<string, string>; brand: Map<string, string> }

/** Category names in the request's language (translations over the French base) and brand names. */
export async function loadFacetLabels(scope: MedusaContainer, locale: string | undefined): Promise<FacetLabels> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: categories }, { data: brands }] = await Promise.all([
    query.graph({ entity: "product_category", fields: ["id", "handle", "name"] }),
    query.graph({ entity: "brand", fields: ["id", "handle", "name"] }),
  ])
  if (locale) await applyTranslations({ localeCode: locale, objects: categories, container: scope })
  return {
    category: new Map(categories.map((row: any) => [row.handle, row.name])),
    brand: new Map(brands.map((row: any) => [row.handle, row.name])),
  }
}
