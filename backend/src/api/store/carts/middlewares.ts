import type { MiddlewareRoute } from "@medusajs/framework/http"
import { rejectInactiveCustomer } from "../../../lib/accounts/account-state"

/**
 * Medusa's store cart routes, used as they are. Taking an anonymous bag at sign-in
 * (`POST /store/carts/:id/customer`) is a customer act: the token of a deactivated or deleted
 * account answers 401 there too (decision 009).
 */
export const storeCartMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/carts/:id/customer", method: ["POST"], middlewares: [rejectInactiveCustomer()] },
]
