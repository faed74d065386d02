import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { retrieveProductPageQueryConfig } from "./query-config"
import { StoreGetCatalogueProductParams } from "./validators"

export const storeCatalogueProductMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/catalogue/products/:handle",
    method: ["GET"],
    middlewares: [validateAndTransformQuery(StoreGetCatalogueProductParams, retrieveProductPageQueryConfig)],
  },
]
