import { authenticate, validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { StoreAccountOrdersParams } from "./validators"

const signedInCustomer = authenticate("customer", ["bearer", "session"])

export const storeAccountOrdersMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/account/orders*", middlewares: [signedInCustomer] },
  { matcher: "/store/account/payments", middlewares: [signedInCustomer] },
  {
    matcher: "/store/account/orders",
    method: ["GET"],
    middlewares: [validateAndTransformQuery(StoreAccountOrdersParams, {})],
  },
  {
    matcher: "/store/account/payments",
    method: ["GET"],
    middlewares: [validateAndTransformQuery(StoreAccountOrdersParams, {})],
  },
]
