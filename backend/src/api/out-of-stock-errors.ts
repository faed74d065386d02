import type { MedusaContainer } from "@medusajs/framework/types"
import type { MedusaErrorHandlerFunction, MedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, getVariantAvailability, MedusaError } from "@medusajs/framework/utils"
import { API_ERROR_STATUS } from "@dreamshade/contracts"

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

const CART_COMPLETION = /^\/store\/carts\/([^/]+)\/complete\/?$/

type CartLine = {
  quantity: number
  product_title?: string | null
  variant_id?: string | null
  variant?: { manage_inventory?: boolean | null; allow_backorder?: boolean | null } | null
}

/**
 * The products of a cart that its stock can no longer cover, by title. Under a rush for the last
 * units a checkout can fail in another step than the two above (e.g. waiting for a stock lock); when
 * the stock is gone by then, "out of stock" is still the true answer for the shopper.
 */
export async function shortProductsOfCart(scope: MedusaContainer, cartId: string): Promise<string[]> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: [
      "sales_channel_id",
      "items.quantity",
      "items.product_title",
      "items.variant_id",
      "items.variant.manage_inventory",
      "items.variant.allow_backorder",
    ],
    filters: { id: cartId },
  })
  const cart = data[0] as { sales_channel_id?: string | null; items?: CartLine[] | null } | undefined
  const stocked = (cart?.items ?? []).filter(
    (item) => item.variant_id && item.variant?.manage_inventory && !item.variant.allow_backorder
  )
  if (!cart?.sales_channel_id || !stocked.length) return []
  const availability = await getVariantAvailability(query, {
    variant_ids: stocked.map((item) => item.variant_id as string),
    sales_channel_id: cart.sales_channel_id,
  })
  const short = stocked.filter((item) => (availability[item.variant_id as string]?.availability ?? 0) < Number(item.quantity))
  return [...new Set(short.map((item) => item.product_title ?? "").filter(Boolean))]
}

async function refusedCartCompletionAnswer(error: any, req: MedusaRequest): Promise<OutOfStockAnswer | null> {
  const cartId = CART_COMPLETION.exec(req.path)?.[1]
  if (!cartId || error?.type === MedusaError.Types.UNAUTHORIZED || error?.type === MedusaError.Types.NOT_FOUND) return null
  const products = await shortProductsOfCart(req.scope, cartId).catch(() => [])
  if (!products.length) return null
  req.scope.resolve(ContainerRegistrationKeys.LOGGER).warn(`Cart ${cartId} refused for want of stock (${String(error?.message)})`)
  const message = `Out of stock: ${products.join(", ")}. Remove it from the cart or lower the quantity.`
  return { code: "out_of_stock", type: MedusaError.Types.NOT_ALLOWED, message, products }
}

/** Answers out-of-stock errors as above and hands every other error to `fallback` (Medusa's). */
export function withOutOfStockAnswers(fallback: MedusaErrorHandlerFunction): MedusaErrorHandlerFunction {
  return async (error, req, res, next) => {
    const known = await outOfStockAnswer(error, req.scope)
    // A completion names the cart's products even when Medusa's error named none.
    const answer = known?.products.length ? known : ((await refusedCartCompletionAnswer(error, req)) ?? known)
    if (answer && !res.headersSent) {
      res.status(API_ERROR_STATUS.out_of_stock).json(answer)
      return
    }
    return fallback(error, req, res, next)
  }
}
