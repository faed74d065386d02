import { validateAndTransformBody, type MiddlewareRoute } from "@medusajs/framework/http"
import { AdminSetShippingQuote } from "./validators"

export const adminShippingQuoteMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/admin/orders/:id/shipping-quote", middlewares: [validateAndTransformBody(AdminSetShippingQuote)] },
]
