import {
  authenticate,
  validateAndTransformBody,
  validateAndTransformQuery,
  type MiddlewareRoute,
} from "@medusajs/framework/http"
import { rejectInactiveCustomer } from "../../../../lib/accounts/account-state"
import { StoreAccountOrdersParams, StoreShippingQuotePayment } from "./validators"

/** A valid token of an active account, as every customer route (docs/accounts-api.md). */
const signedInCustomer = [authenticate("customer", ["bearer", "session"]), rejectInactiveCustomer()]

export const storeAccountOrdersMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/account/orders*", middlewares: signedInCustomer },
  { matcher: "/store/account/payments", middlewares: signedInCustomer },
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
  {
    matcher: "/store/account/orders/:id/shipping-quote/payment",
    method: ["POST"],
    middlewares: [validateAndTransformBody(StoreShippingQuotePayment)],
  },
]
