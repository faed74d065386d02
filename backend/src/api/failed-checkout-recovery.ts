import type { MedusaErrorHandlerFunction } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { cancelOrderOfStuckCheckout } from "../lib/orders/cancel-interrupted-orders"

const CART_COMPLETION = /^\/store\/carts\/([^/]+)\/complete\/?$/

/**
 * When completing a cart fails, the order a stuck checkout left behind is cancelled before the
 * shopper is answered, so the shop never keeps an order it has neither stock nor payment for
 * (src/lib/orders/cancel-interrupted-orders.ts, docs/decisions/032). The answer itself is `next`'s.
 */
export function withFailedCheckoutRecovery(next: MedusaErrorHandlerFunction): MedusaErrorHandlerFunction {
  return async (error, req, res, nextMiddleware) => {
    const cartId = req.method === "POST" ? CART_COMPLETION.exec(req.path)?.[1] : undefined
    if (cartId) {
      await cancelOrderOfStuckCheckout(req.scope, cartId).catch((failure) => {
        // The reconciliation job retries it within minutes.
        req.scope.resolve(ContainerRegistrationKeys.LOGGER).warn(`Cart ${cartId}: cancelling its stuck checkout's order failed (${String(failure)})`)
      })
    }
    return next(error, req, res, nextMiddleware)
  }
}
