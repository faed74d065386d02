import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { orderAfterWorkQueue } from "../../../lib/orders/after-work-queue"
import { cancelHalfMadeOrderOfCart } from "../../../lib/orders/cancel-interrupted-orders"

/**
 * While a checkout is under way, the after-work of the orders placed before it waits
 * (src/lib/orders/after-work-queue.ts): the checkout's answer, not an earlier order's e-mail, gets the CPU.
 */
function holdAfterWork(_req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const ended = orderAfterWorkQueue.checkoutStarted()
  // `close` comes once the answer is sent or the connection dropped.
  res.once("close", ended)
  res.once("finish", ended)
  next()
}

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
  { matcher: "/store/carts/:id/complete", method: ["POST"], middlewares: [holdAfterWork, releaseHalfMadeOrder] },
]
