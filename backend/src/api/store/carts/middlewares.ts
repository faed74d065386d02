import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { cancelHalfMadeOrderOfCart } from "../../../lib/orders/cancel-interrupted-orders"

/**
 * A shopper asking again to complete a cart whose checkout a crash cut off gets a whole order, not
 * the half-made one the crash left linked to the cart (src/lib/orders/cancel-interrupted-orders.ts).
 */
async function releaseHalfMadeOrder(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    await cancelHalfMadeOrderOfCart(req.scope, req.params.id!)
    next()
  } catch (error) {
    next(error)
  }
}

export const storeCartsMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/carts/:id/complete", method: ["POST"], middlewares: [releaseHalfMadeOrder] },
]
