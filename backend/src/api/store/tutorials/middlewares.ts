import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { listTutorialsQueryConfig } from "./query-config"
import { StoreListTutorialsParams } from "./validators"

export const storeTutorialsMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/tutorials",
    method: ["GET"],
    middlewares: [validateAndTransformQuery(StoreListTutorialsParams, listTutorialsQueryConfig)],
  },
]
