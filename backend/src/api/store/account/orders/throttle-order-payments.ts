import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaResponse } from "@medusajs/framework/http"
import { ApiError } from "@dreamshade/contracts"
import { RateLimiterRes } from "rate-limiter-flexible"
import { accountsThrottle } from "../../../../lib/accounts/config"

/**
 * Every attempt to pay an order again counts against the customer's hourly allowance
 * (ORDER_PAYMENTS_PER_CUSTOMER_PER_HOUR), refused ones too: each mobile-money attempt sends a push
 * to a phone. In Redis when the shop runs on several servers, like the account forms.
 */
export async function throttleOrderPayments(req: AuthenticatedMedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    await accountsThrottle().orderPaymentsByCustomer.consume(req.auth_context.actor_id)
    next()
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) return next(error)
    const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000))
    next(new ApiError("too_many_attempts", "Too many payment attempts. Please try again later.", { retryAfter }))
  }
}
