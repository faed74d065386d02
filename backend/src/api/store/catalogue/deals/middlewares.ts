import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { getDealsQueryConfig } from "./query-config"
import { StoreGetDealsParams } from "./validators"

export const storeCatalogueDealsMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/catalogue/deals",
    method: ["GET"],
    middlewares: [validateAndTransformQuery(StoreGetDealsParams, getDealsQueryConfig)],
  },
]
