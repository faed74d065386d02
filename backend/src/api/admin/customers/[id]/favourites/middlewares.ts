import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { AdminListCustomerFavourites } from "./validators"

/** Medusa authenticates every `/admin` route as staff; this only checks the paging. */
export const adminCustomerFavouritesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/customers/:id/favourites",
    method: ["GET"],
    middlewares: [validateAndTransformQuery(AdminListCustomerFavourites, {})],
  },
]
