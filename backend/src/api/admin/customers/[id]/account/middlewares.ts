import { validateAndTransformBody, type MiddlewareRoute } from "@medusajs/framework/http"
import { AdminSetAccountStatus } from "./validators"

export const adminCustomerAccountMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/customers/:id/account",
    method: ["POST"],
    middlewares: [validateAndTransformBody(AdminSetAccountStatus)],
  },
]
