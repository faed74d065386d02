import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError, PUBLISHABLE_KEY_HEADER } from "@medusajs/framework/utils"
import { publishableKeyCache, type PublishableKeyCache, type PublishableKeyContext } from "./key-cache"

/**
 * Medusa's `/store` publishable-key check for a route outside `/store`, with the key's facts
 * cached (key-cache.ts). Same answers as Medusa's: 400 `not_allowed` without a key, or with an
 * unknown or revoked one. Sets `req.publishable_key_context` as Medusa does.
 */
export function requirePublishableKey(cache: PublishableKeyCache = publishableKeyCache) {
  return async function requirePublishableKeyMiddleware(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
    const token = req.get(PUBLISHABLE_KEY_HEADER)
    if (!token) {
      return next(
        new MedusaError(
          MedusaError.Types.NOT_ALLOWED,
          `Publishable API key required in the request header: ${PUBLISHABLE_KEY_HEADER}. You can manage your keys in settings in the dashboard.`
        )
      )
    }
    let context: PublishableKeyContext | null
    try {
      context = await cache.resolve(req.scope.resolve(ContainerRegistrationKeys.QUERY), token)
    } catch (error) {
      return next(error)
    }
    if (!context) {
      return next(new MedusaError(MedusaError.Types.NOT_ALLOWED, "A valid publishable key is required to proceed with the request"))
    }
    ;(req as MedusaStoreRequest).publishable_key_context = context
    next()
  }
}
