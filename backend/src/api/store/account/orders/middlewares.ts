import {
  authenticate,
  validateAndTransformBody,
  validateAndTransformQuery,
  type MiddlewareRoute,
} from "@medusajs/framework/http"
import { throttleOrderPayments } from "./throttle-order-payments"
import { StoreAccountOrdersParams, StoreOrderPayment, StoreShippingQuotePayment } from "./validators"

/** A customer token (one of an inactive account is refused on every store route, lib/accounts/customer-sessions.ts). */
const signedInCustomer = [authenticate("customer", ["bearer", "session"])]

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
  {
    matcher: "/store/account/orders/:id/payment",
    method: ["POST"],
    middlewares: [throttleOrderPayments, validateAndTransformBody(StoreOrderPayment)],
  },
  {
    // The return from PayPal's or the card's page: it may take the money, so it counts as an attempt.
    matcher: "/store/account/orders/:id/payment/:session_id/authorize",
    method: ["POST"],
    middlewares: [throttleOrderPayments],
  },
]
