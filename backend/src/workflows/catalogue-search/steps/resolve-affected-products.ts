import type { ISearchModuleService } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { resolveAffectedProducts, type CatalogueChange } from "../../../lib/search/affected-products"
import { loadShopContext } from "../../../lib/search/shop-context"
import { productsWhoseStockFlagChanged } from "../../../lib/search/stock-flags"

/**
 * The products whose documents must be written again: every product the change touches in its
 * catalogue data, and of those it touches only through stock, the ones that went in or out of stock.
 * Reads only: nothing to undo.
 */
export const resolveAffectedProductsStep = createStep(
  "resolve-affected-catalogue-products",
  async (change: CatalogueChange, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { rebuild, stock } = await resolveAffectedProducts(query, change)
    if (!stock.length) return new StepResponse(rebuild)
    const searchModule = container.resolve<ISearchModuleService>(Modules.SEARCH)
    const flipped = await productsWhoseStockFlagChanged(query, searchModule, await loadShopContext(query), stock)
    return new StepResponse([...rebuild, ...flipped])
  }
)
