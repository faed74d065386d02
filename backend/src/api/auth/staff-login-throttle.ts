import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { RateLimiterRes } from "rate-limiter-flexible"
import { requireSolvedCaptcha } from "../../lib/accounts/captcha"
import { accountsEnv, accountsThrottle, clientAddress } from "../../lib/accounts/config"
import { AccountError, sendAccountError } from "../../lib/accounts/errors"
import { STAFF_CAPTCHA_COOKIE } from "../../lib/accounts/staff-captcha"

/** The body's `captcha` (API clients), else the login widget's cookie (Medusa parses cookies). */
function staffCaptchaOf(req: MedusaRequest): unknown {
  return (
    (req.body as { captcha?: unknown } | undefined)?.captcha ??
    (req as MedusaRequest & { cookies?: Record<string, unknown> }).cookies?.[STAFF_CAPTCHA_COOKIE]
  )
}

/**
 * Medusa's staff login (`POST /auth/user/emailpass`) has no protection of its own; it gets the
 * shoppers'. Each attempt takes a point before anything is checked, so parallel attempts cannot
 * pass the limit, per e-mail *and address* pair (an attacker elsewhere cannot lock a staff member
 * out) and per address; then a solved, unspent captcha (the admin's login page solves it and
 * hands it over in a cookie; API clients may send `captcha` in the body). A successful login gives
 * the pair's points back.
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
  try {
    await requireSolvedCaptcha(req.scope, accountsEnv(), staffCaptchaOf(req))
  } catch (error) {
    if (error instanceof AccountError) return sendAccountError(res, error)
    return next(error)
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
