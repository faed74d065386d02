import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { catalogueSearchQueryConfig } from "./query-config"
import { StoreCatalogueSearchParams } from "./validators"

export const storeCatalogueSearchMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/catalogue/search",
    method: ["GET"],
    middlewares: [validateAndTransformQuery(StoreCatalogueSearchParams, catalogueSearchQueryConfig)],
  },
]
