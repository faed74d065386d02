import { ApiError } from "@dreamshade/contracts"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"

/**
 * After the customer token was read (anonymous allowed), an anonymous caller gets the spec's
 * "Please login before adding to favorite" as a 401 with its code, not Medusa's bare "Unauthorized".
 */
export function requireSignedInForFavourites() {
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const customerId = (req as { auth_context?: { actor_id?: string } }).auth_context?.actor_id
    if (!customerId) return next(new ApiError("login_required"))
    next()
  }
}
