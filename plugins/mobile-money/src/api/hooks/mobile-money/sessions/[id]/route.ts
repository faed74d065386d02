import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { confirmMobileMoneySession } from "../../../../../lib/confirm-payment"

/**
 * The operators' callback (MTN: once, unsigned, POST or PUT). Its body is not trusted: the
 * session named in the address is brought up to date by asking the operator itself, so a forged
 * or replayed callback changes nothing the operator did not say. Always 200: nothing to learn here.
 */
async function confirm(req: MedusaRequest, res: MedusaResponse) {
  const sessionId = String(req.params.id ?? "")
  if (/^payses_[0-9A-Z]{26}$/.test(sessionId)) {
    try {
      await confirmMobileMoneySession(req.scope, sessionId)
    } catch (error) {
      // The job asks again within a minute; the operator must not retry on our account.
      req.scope.resolve("logger").warn(`Mobile-money callback for ${sessionId} not handled: ${(error as Error).message}`)
    }
  }
  res.status(200).json({ received: true })
}

export const POST = confirm
export const PUT = confirm
