import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { confirmOnUnsignedCallback } from "../../../../../lib/confirm-on-callback"

/**
 * The operators' callback (MTN: once, unsigned, POST or PUT). Its body is not trusted: the
 * session named in the address is brought up to date by asking the operator itself, so a forged
 * or replayed callback changes nothing the operator did not say. 200 once handled; 202 at once,
 * without asking the operator, while another callback's confirmation of the session runs.
 */
async function confirm(req: MedusaRequest, res: MedusaResponse) {
  const sessionId = String(req.params.id ?? "")
  // Never an error answer: the operator must not retry on our account (the job asks again).
  const outcome = /^payses_[0-9A-Z]{26}$/.test(sessionId) ? await confirmOnUnsignedCallback(req.scope, sessionId, "Mobile-money callback") : "handled"
  res.status(outcome === "in_flight" ? 202 : 200).json({ received: true })
}

export const POST = confirm
export const PUT = confirm
