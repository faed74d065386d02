import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { requireSolvedCaptcha } from "../../../lib/accounts/captcha"
import { accountsEnv, accountsThrottle, clientAddress } from "../../../lib/accounts/config"
import { consumeEmailAllowance } from "../../../lib/accounts/throttle"

/** The flag plugins/newsletter's subscribe route waits for (its lib/client-address.ts). */
const HUMAN_VERIFIED_FLAG = "newsletterHumanVerified"

/**
 * Subscribing sends an e-mail, so it passes the account forms' checks first: the client address's
 * hourly e-mail allowance, then a solved, never-used ALTCHA captcha (same key, same spent nonces).
 */
async function guardNewsletterSubscription(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  try {
    await consumeEmailAllowance(accountsThrottle(), clientAddress(req))
    await requireSolvedCaptcha(req.scope, accountsEnv(), (req.body as { captcha?: unknown } | undefined)?.captcha)
  } catch (error) {
    return next(error)
  }
  res.locals[HUMAN_VERIFIED_FLAG] = true
  next()
}

/** The plugin records the consent's address as the shop's trusted-proxy rules read it. */
function giveClientAddress(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  res.locals.clientAddress = clientAddress(req)
  next()
}

export const storeNewsletterMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/newsletter*", middlewares: [giveClientAddress] },
  { matcher: "/store/newsletter/subscribers", method: ["POST"], middlewares: [guardNewsletterSubscription] },
]
