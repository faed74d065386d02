import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { confirmOnCallback } from "../../../../lib/confirm-on-callback"
import { isNotchPaySignatureValid } from "../../../../lib/notchpay-signature"
import { pluginOptions } from "../../../../lib/plugin-options"
import { sessionIdOfReference } from "../../../../lib/session-of-reference"

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Our reference in a webhook's payment: `reference`, or `merchant_reference` where Notch Pay keeps its own. */
function referenceOf(body: unknown): string | null {
  const data = (body as { data?: Record<string, unknown> } | null)?.data
  const candidates = [data?.merchant_reference, data?.reference, data?.trxref]
  return (candidates.find((candidate) => typeof candidate === "string" && UUID.test(candidate)) as string | undefined) ?? null
}

/**
 * Notch Pay's webhook (docs/decisions/023-notchpay.md). The signature (`x-notch-signature`, HMAC-SHA256
 * of the raw body) is checked first: a missing or wrong one is refused and changes nothing. A signed
 * one only names the payment: its status and amount are asked of Notch Pay (lib/confirm-payment.ts),
 * under the session's lock, so replays and races with the job capture once; a webhook that comes
 * while another callback's confirmation of the session runs does nothing more.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const secret = pluginOptions(req.scope).notchpayWebhookSecret ?? ""
  const rawBody = (req as MedusaRequest & { rawBody?: Buffer }).rawBody
  if (!rawBody || !isNotchPaySignatureValid(rawBody, req.headers["x-notch-signature"], secret)) {
    res.status(401).json({ error: "invalid_signature" })
    return
  }
  const reference = referenceOf(req.body)
  const sessionId = reference ? await sessionIdOfReference(req.scope, reference) : null
  // Answered alike while another callback's confirmation runs: Notch Pay needs only to hear it came.
  if (sessionId) await confirmOnCallback(req.scope, sessionId, "Notch Pay webhook")
  res.status(200).json({ received: true })
}
