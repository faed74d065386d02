import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { readWhatsAppConfig } from "../../../lib/config"
import { toWhatsAppLocale } from "../../../lib/templates"
import { WHATSAPP_MODULE } from "../../../modules/whatsapp"
import type WhatsAppModuleService from "../../../modules/whatsapp/service"
import { readWebhook, sameSecret, validSignature, WebhookPayload } from "../../../lib/webhook"
import { optOutByPhoneWorkflow } from "../../../workflows/opt-out-by-phone"
import { recordMessageStatusesWorkflow } from "../../../workflows/record-message-statuses"

/** Meta's verification handshake: echo `hub.challenge` when the verify token is ours. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const config = readWhatsAppConfig()
  if (!config) return res.status(404).json({ message: "WhatsApp is not configured" })
  const query = req.query as Record<string, unknown>
  const challenge = query["hub.challenge"]
  if (query["hub.mode"] !== "subscribe" || !sameSecret(query["hub.verify_token"], config.verifyToken) || typeof challenge !== "string" || challenge.length > 200) {
    return res.status(403).json({ message: "Verification refused" })
  }
  res.status(200).type("text/plain").send(challenge)
}

/**
 * Meta's `messages` webhook: refused (401) unless `X-Hub-Signature-256` is the HMAC of the raw
 * body, before any of it is read. Statuses are recorded once per message and status; STOP or
 * ARRET opts the number out (confirmed once). Replays change nothing. A delivery not handled
 * answers 500, so Meta sends it again.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const config = readWhatsAppConfig()
  if (!config) return res.status(404).json({ message: "WhatsApp is not configured" })
  const rawBody = (req as { rawBody?: Buffer }).rawBody
  if (!rawBody || !validSignature(rawBody, req.headers["x-hub-signature-256"], config.appSecret)) {
    return res.status(401).json({ message: "Invalid signature" })
  }
  let payload: WebhookPayload
  try {
    payload = WebhookPayload.parse(JSON.parse(rawBody.toString("utf8")))
  } catch {
    // Signed by Meta but not a shape the shop reads: acknowledged, nothing to do.
    return res.status(200).json({ received: true })
  }
  const logger = req.scope.resolve(ContainerRegistrationKeys.LOGGER)
  try {
    const { statuses, stops } = readWebhook(payload, config.phoneNumberId)
    if (statuses.length) await recordMessageStatusesWorkflow(req.scope).run({ input: { statuses } })
    for (const stop of stops) {
      const locale = stop.word === "arret" ? "fr" : await lastOrderLocale(req, stop.phone)
      await optOutByPhoneWorkflow(req.scope).run({ input: { phone: stop.phone, locale } })
    }
    res.status(200).json({ received: true })
  } catch (error) {
    logger.warn(`WhatsApp webhook not handled: ${(error as Error).message}`)
    res.status(500).json({ received: false })
  }
}

/** "STOP" is said in both languages: the confirmation follows the language of the number's last order. */
async function lastOrderLocale(req: MedusaRequest, phone: string) {
  const subscriptions = await req.scope.resolve<WhatsAppModuleService>(WHATSAPP_MODULE).listWhatsAppSubscriptions({ phone }, { select: ["customer_id"] })
  const customerIds = subscriptions.map((row) => row.customer_id)
  if (!customerIds.length) return "fr" as const
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: orders } = await query.graph({
    entity: "order",
    fields: ["locale"],
    filters: { customer_id: customerIds },
    pagination: { take: 1, order: { created_at: "DESC" } },
  })
  return toWhatsAppLocale((orders[0] as { locale?: string | null } | undefined)?.locale)
}
