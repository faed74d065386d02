import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { requireSolvedCaptcha } from "../../lib/accounts/captcha"
import { accountsEnv, accountsThrottle, clientAddress } from "../../lib/accounts/config"
import { STAFF_CAPTCHA_COOKIE } from "../../lib/accounts/staff-captcha"
import { loginAttempt } from "../../lib/accounts/throttle"

/** The body's `captcha` (API clients), else the login widget's cookie (Medusa parses cookies). */
function staffCaptchaOf(req: MedusaRequest): unknown {
  return (
    (req.body as { captcha?: unknown } | undefined)?.captcha ??
    (req as MedusaRequest & { cookies?: Record<string, unknown> }).cookies?.[STAFF_CAPTCHA_COOKIE]
  )
}

/**
 * Medusa's staff login (`POST /auth/user/emailpass`) has no protection of its own; it gets the
 * shoppers' (lib/accounts/throttle.ts `loginAttempt`, counted apart from theirs): a point per
 * address and per e-mail+address pair before anything is checked, so parallel attempts cannot
 * pass the limit and an attacker elsewhere cannot lock a staff member out; then a solved, unspent
 * captcha (the admin's login page solves it and hands it over in a cookie; API clients may send
 * `captcha` in the body) and a point against the e-mail's loose ceiling. A successful login gives
 * the points back.
 */
async function throttleStaffLogin(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const email = String((req.body as { email?: unknown } | undefined)?.email ?? "")
  const attempt = loginAttempt(accountsThrottle(), "staff", email, clientAddress(req))
  try {
    await attempt.takeFromAddress()
    await requireSolvedCaptcha(req.scope, accountsEnv(), staffCaptchaOf(req))
    await attempt.takeFromEmail()
  } catch (error) {
    return next(error)
  }
  res.on("finish", () => {
    if (res.statusCode === 200) void attempt.giveBack().catch(() => undefined)
  })
  next()
}

export const staffLoginThrottleMiddlewares: MiddlewareRoute[] = [
  { matcher: "/auth/user/emailpass", method: ["POST"], middlewares: [throttleStaffLogin] },
]
