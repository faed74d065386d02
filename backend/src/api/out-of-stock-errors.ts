import type { MedusaContainer } from "@medusajs/framework/types"
import type { MedusaErrorHandlerFunction } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"

/**
 * Medusa refuses a sale it has no stock for in two places: confirming a cart's inventory (code
 * `insufficient_inventory`) and reserving stock while completing a cart, under a lock per
 * inventory item (message "Not enough stock available for item iitem_… at location …"). Both are
 * plain 400s naming internal ids. The shopper gets one clear answer instead: 409 with the stable
 * code `out_of_stock` (which the storefront words) and the products' titles.
 */
const RESERVATION_SHORTAGE = /^Not enough stock available for item (iitem_\w+)/

export type OutOfStockAnswer = { code: "out_of_stock"; type: string; message: string; products: string[] }

export async function outOfStockAnswer(error: any, scope: MedusaContainer): Promise<OutOfStockAnswer | null> {
  if (error?.type !== MedusaError.Types.NOT_ALLOWED) return null
  const shortage = RESERVATION_SHORTAGE.exec(String(error.message))
  if (!shortage && error.code !== MedusaError.Codes.INSUFFICIENT_INVENTORY) return null
  const products = shortage ? await productTitles(scope, shortage[1]).catch(() => []) : []
  const message = products.length
    ? `Out of stock: ${products.join(", ")}. Remove it from the cart or lower the quantity.`
    : "Some items in the cart are out of stock. Remove them or lower the quantity."
  return { code: "out_of_stock", type: MedusaError.Types.NOT_ALLOWED, message, products }
}

async function productTitles(scope: MedusaContainer, inventoryItemId: string): Promise<string[]> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "inventory_item",
    fields: ["variants.product.title"],
    filters: { id: inventoryItemId },
  })
  const titles = (data[0]?.variants ?? []).map((variant: any) => variant?.product?.title).filter(Boolean)
  return [...new Set<string>(titles)]
}

/** Answers out-of-stock errors as above and hands every other error to `fallback` (Medusa's). */
export function withOutOfStockAnswers(fallback: MedusaErrorHandlerFunction): MedusaErrorHandlerFunction {
  return async (error, req, res, next) => {
    const answer = await outOfStockAnswer(error, req.scope)
    if (answer && !res.headersSent) {
      res.status(409).json(answer)
      return
    }
    return fallback(error, req, res, next)
  }
}
