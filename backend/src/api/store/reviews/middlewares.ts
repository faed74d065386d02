import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { ApiError } from "@dreamshade/contracts"
import { RateLimiterRes } from "rate-limiter-flexible"
import { accountsThrottle } from "../../../lib/accounts/config"

/**
 * A signed-in customer's review submissions (plugins/reviews) count against an hourly allowance,
 * in Redis when the shop runs on several servers, like the account forms. Anonymous requests pass:
 * the plugin's route refuses them.
 */
async function throttleReviewSubmissions(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const customerId = (req as MedusaRequest & { auth_context?: { actor_id?: string; actor_type?: string } }).auth_context
  if (customerId?.actor_type !== "customer" || !customerId.actor_id) return next()
  try {
    await accountsThrottle().reviewsByCustomer.consume(customerId.actor_id)
    next()
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) return next(error)
    next(new ApiError("review_too_many", undefined, { retryAfter: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }))
  }
}

export const storeReviewsMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/reviews", method: ["POST"], middlewares: [throttleReviewSubmissions] },
]
