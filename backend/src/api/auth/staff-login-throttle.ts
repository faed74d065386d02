import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { RateLimiterRes } from "rate-limiter-flexible"
import { accountsThrottle, clientAddress } from "../../lib/accounts/config"

/**
 * Medusa's staff login (`POST /auth/user/emailpass`) has no throttle of its own. Each attempt
 * takes a point before the password is checked, so parallel attempts cannot pass the limit, per
 * e-mail *and address* pair (an attacker elsewhere cannot lock a staff member out) and per address.
 * A successful login gives the pair's points back.
 */
async function throttleStaffLogin(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const email = String((req.body as { email?: unknown } | undefined)?.email ?? "").trim().toLowerCase()
  const ip = clientAddress(req)
  const pair = `staff:${email}|${ip}`
  const throttle = accountsThrottle()
  try {
    await throttle.loginFailuresByIp.consume(`staff:${ip}`)
    await throttle.loginFailuresByAccount.consume(pair)
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) return next(error)
    const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000))
    res.setHeader("Retry-After", String(retryAfter))
    res.status(429).json({ type: "too_many_attempts", message: "Too many attempts. Please try again later." })
    return
  }
  res.on("finish", () => {
    if (res.statusCode === 200) {
      void Promise.all([throttle.loginFailuresByAccount.delete(pair), throttle.loginFailuresByIp.reward(`staff:${ip}`)]).catch(
        () => undefined
      )
    }
  })
  next()
}

export const staffLoginThrottleMiddlewares: MiddlewareRoute[] = [
  { matcher: "/auth/user/emailpass", method: ["POST"], middlewares: [throttleStaffLogin] },
]
