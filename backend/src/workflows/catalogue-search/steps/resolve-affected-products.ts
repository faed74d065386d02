import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { resolveAffectedProducts, type CatalogueChange } from "../../../lib/search/affected-products"

export const resolveAffectedProductsStep = createStep(
  "resolve-affected-catalogue-products",
  async (change: CatalogueChange, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    return new StepResponse(await resolveAffectedProducts(query, change))
  }
)
