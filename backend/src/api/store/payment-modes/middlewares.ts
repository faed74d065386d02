import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { StorePaymentModesParams } from "./validators"

export const storePaymentModesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/payment-modes",
    method: ["GET"],
    middlewares: [validateAndTransformQuery(StorePaymentModesParams, {})],
  },
]
