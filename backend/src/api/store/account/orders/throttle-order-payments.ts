import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaResponse } from "@medusajs/framework/http"
import { RateLimiterRes } from "rate-limiter-flexible"
import { accountsThrottle } from "../../../../lib/accounts/config"

/**
 * Every attempt to pay an order again counts against the customer's hourly allowance
 * (ORDER_PAYMENTS_PER_CUSTOMER_PER_HOUR), refused ones too: each mobile-money attempt sends a push
 * to a phone. In Redis when the shop runs on several servers, like the account forms.
 */
export async function throttleOrderPayments(req: AuthenticatedMedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  try {
    await accountsThrottle().orderPaymentsByCustomer.consume(req.auth_context.actor_id)
    next()
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) return next(error)
    res.setHeader("Retry-After", String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))))
    res.status(429).json({ type: "not_allowed", code: "too_many_attempts", message: "Too many payment attempts. Please try again later." })
  }
}
