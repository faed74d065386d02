import { applyLocale, validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { requirePublishableKey } from "../../../../lib/publishable-key/require-publishable-key"
import { catalogueSearchQueryConfig } from "./query-config"
import { StoreCatalogueSearchParams } from "./validators"

/**
 * Outside `/store`, so Medusa's per-request publishable-key lookup does not run
 * (docs/decisions/007-catalogue-search.md): our cached check replaces it, and Medusa's own locale
 * middleware (`?locale=`, else `x-medusa-locale`) runs as under `/store`, before validation, which
 * would otherwise drop `locale` as an unknown parameter.
 */
export const storefrontCatalogueSearchMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/storefront/catalogue/search",
    method: ["GET"],
    middlewares: [
      requirePublishableKey(),
      applyLocale,
      validateAndTransformQuery(StoreCatalogueSearchParams, catalogueSearchQueryConfig),
    ],
  },
]
