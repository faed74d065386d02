import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { RateLimiterRes } from "rate-limiter-flexible"
import { accountsThrottle, clientAddress } from "../lib/accounts/config"
import { tooMany } from "../lib/accounts/throttle"

/**
 * `/hooks/*` answers anyone (operators' callbacks, PayPal's and Stripe's webhooks) and each hit
 * may make the backend call a payment API, so every client address gets HOOKS_MAX_REQUESTS_PER_MINUTE
 * a minute there, all hooks together (counted where the login throttle counts: memory, or Redis
 * with REDIS_URL); past it, 429 with Retry-After. Operators call from few addresses, so the
 * default is far above a busy shop's callbacks (docs/decisions/015-mobile-money.md).
 */
async function throttleHooks(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    await accountsThrottle().hooksByIp.consume(clientAddress(req))
  } catch (error) {
    return next(error instanceof RateLimiterRes ? tooMany(error.msBeforeNext) : error)
  }
  next()
}

export const hooksThrottleMiddlewares: MiddlewareRoute[] = [{ matcher: "/hooks/*", middlewares: [throttleHooks] }]
